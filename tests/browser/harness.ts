// Browser test harness: the real built web app and API server in-process, driven by Debian's Chromium through
// playwright-core (its headless shell when installed, decision 0920). Each test gets a fresh browser context (its
// own cookies and localStorage). One Chromium serves every file a test process runs (the browser project does not
// isolate files); a suite's server is its own.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { TestServer } from '../helpers/server.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DEMO_PASSWORD = 'CareDemo2026!';
export const BROWSER_TIMEOUT = 120_000;

const require = createRequire(import.meta.url);
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
// WEB_DIST: a private build (several people building at once), as engine/config.ts serves it.
const builtDir = process.env.WEB_DIST ? process.env.WEB_DIST.replace(/\/?$/, '/') : `${repoRoot}web/dist/`;
const builtIndex = `${builtDir}index.html`;

// Flags from STACK.md; Playwright supplies a fresh --user-data-dir for each launch.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumInstalled = (): boolean => existsSync(CHROMIUM_PATH);

const missingChromium = () =>
  `Chromium not found at ${CHROMIUM_PATH}. Install it (apt-get install -y chromium-headless-shell chromium) or set CHROMIUM_PATH.`;

/**
 * `describe` for browser suites. Without Chromium: skipped locally with a clear message, but in CI
 * (process.env.CI) the suite runs and fails in startHarness, so a broken CI image can never pass quietly.
 */
export function describeBrowser(name: string, fn: () => void): void {
  if (!chromiumInstalled() && !process.env.CI) {
    console.warn(`[browser tests] Skipping "${name}": ${missingChromium()}`);
    describe.skip(name, fn);
    return;
  }
  describe(name, { timeout: BROWSER_TIMEOUT }, fn);
}

export interface Harness {
  url: string;
  browser: Browser;
  /**
   * The in-process server (its store and registry), for work the API does not offer, e.g. a chart rebuild. Absent with
   * BROWSER_TEST_URL.
   */
  server?: TestServer;
  /** A fresh context (no cookies, empty localStorage) and a page in it. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** The test process's Chromium, launched on first use (again if it went away); Playwright ends it when the process
 * exits. Launching is seconds on a busy machine, and every suite needs one. */
let launched: Promise<Browser> | null = null;
async function sharedBrowser(): Promise<Browser> {
  const current = launched && (await launched.catch(() => null));
  if (current?.isConnected()) return current;
  launched = chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return launched;
}

/**
 * `npm test` builds the web app while Vitest starts, and writes the build's exit code to the file TEST_WEB_BUILD names
 * when it is done (scripts/test.ts): wait for it rather than read a half-written web/dist.
 */
async function builtByNpmTest(): Promise<void> {
  const exitCode = process.env.TEST_WEB_BUILD;
  if (!exitCode) return;
  for (const until = Date.now() + 300_000; !existsSync(exitCode); await new Promise((r) => setTimeout(r, 250)))
    if (Date.now() > until) throw new Error('The web app was still building after 5 minutes.');
  const code = readFileSync(exitCode, 'utf8').trim();
  if (code !== '0') throw new Error(`The web app's build failed (exit code ${code}): see its output above.`);
}

/** Build web/dist if it is missing (`npm test` builds it; a lone `vitest` run may not have). */
async function ensureBuilt(): Promise<void> {
  await builtByNpmTest();
  if (existsSync(builtIndex)) return;
  const { build } = await import('vite');
  await build({
    configFile: `${repoRoot}web/vite.config.ts`,
    logLevel: 'warn',
    build: { outDir: builtDir, emptyOutDir: true },
  });
  if (!existsSync(builtIndex)) throw new Error(`${builtIndex} is missing after \`vite build\`.`);
}

/** `env`: extra server configuration for a suite (e.g. the AI rewrite's endpoint). */
export async function startHarness(opts: { env?: Record<string, string> } = {}): Promise<Harness> {
  if (!chromiumInstalled()) throw new Error(`Browser tests need Chromium. ${missingChromium()}`);
  // BROWSER_TEST_URL points the tests at an already running server (e.g. while developing the web app).
  const external = process.env.BROWSER_TEST_URL;
  if (!external) await ensureBuilt();
  const inProcess = external
    ? undefined
    : await (await import('../helpers/server.ts')).startTestServer({ driver: 'pg', listen: true, env: opts.env });
  const server = inProcess ?? { url: external!.replace(/\/$/, ''), close: async () => undefined };
  let browser: Browser;
  try {
    browser = await sharedBrowser();
  } catch (err) {
    await server.close();
    throw err;
  }
  const contexts: BrowserContext[] = [];
  return {
    url: server.url,
    browser,
    server: inProcess,
    async newPage() {
      const context = await browser.newContext({
        baseURL: server.url,
        locale: 'en-GB',
        viewport: { width: 1280, height: 900 },
        // the app's service worker (the offline shell) would stand between a test's page.route and the network;
        // the offline suite opens its own contexts with it allowed
        serviceWorkers: 'block',
      });
      context.setDefaultTimeout(30_000); // generous: CI runs two test files at once on two cores
      contexts.push(context);
      return context.newPage();
    },
    async close() {
      // contexts a test made on h.browser itself are closed too; the browser stays for the next file
      await Promise.allSettled([...new Set([...contexts, ...browser.contexts()])].map((c) => c.close()));
      await server.close();
    },
  };
}

/** Sign in through the login page and wait until the app has left it. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Mark the cookie and privacy banners as answered, so a test can look past them. */
export async function dismissBanners(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.setItem('cookieConsentStatus', 'accepted');
    localStorage.setItem('privacyNoticeStatus', 'dismissed');
  });
}

export interface A11yViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Run axe-core on the page and return the serious and critical violations.
 * The page's Content-Security-Policy may refuse an injected <script>; then evaluate the source directly.
 */
export async function checkA11y(page: Page): Promise<A11yViolation[]> {
  // the minified build: the same rules, and a page parses half as much source for each first check
  const axePath = require.resolve('axe-core/axe.min.js');
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) {
    await page.addScriptTag({ path: axePath }).catch(() => undefined);
    if (!(await page.evaluate(() => 'axe' in window))) {
      const { readFile } = await import('node:fs/promises');
      await page.evaluate(await readFile(axePath, 'utf8'));
    }
  }
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: any[] }> } })
      .axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id as string,
      impact: (v.impact ?? null) as string | null,
      help: v.help as string,
      targets: (v.nodes as { target: unknown[] }[]).map((n) => n.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Assert no serious/critical violations, printing them readably when there are some. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const violations = await checkA11y(page);
  expect(violations, `${label}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/** A new page, signed in as this person (through the API: the login form has tests of its own, which use `login`). */
export async function signIn(h: Harness, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await h.newPage();
  await signInByApi(h, page, email, password);
  return page;
}

/**
 * A new page signed in as this person and opened at `path`, as `signIn` then `page.goto(path)` leaves it, without
 * first drawing the page a sign-in lands on (the dashboard: about 0.25 s of CPU and 0.8 s of a test's time).
 */
export async function signInAt(h: Harness, email: string, path: string): Promise<Page> {
  const page = await h.newPage();
  await signInByApi(h, page, email, DEMO_PASSWORD, path);
  return page;
}

/** Contexts whose pages answer the banners themselves on load (see bannersAnswered). */
const answeringBanners = new WeakSet<BrowserContext>();

/**
 * Every page the context opens on the app's origin finds the cookie and privacy banners answered, as `dismissBanners`
 * leaves them, unless an answer is stored already (the app only ever writes these keys, never removes them). Set
 * before the first load, so signing in costs no extra page load to reach the origin's storage.
 */
async function bannersAnswered(context: BrowserContext, origin: string): Promise<void> {
  if (answeringBanners.has(context)) return;
  answeringBanners.add(context);
  await context.addInitScript((appOrigin: string) => {
    if (location.origin !== appOrigin) return;
    if (localStorage.getItem('cookieConsentStatus') === null) localStorage.setItem('cookieConsentStatus', 'accepted');
    if (localStorage.getItem('privacyNoticeStatus') === null) localStorage.setItem('privacyNoticeStatus', 'dismissed');
  }, origin);
}

/**
 * Sign a page in without the form: the login answer's cookies go on the page's context and the banners are answered
 * (before the first load, bannersAnswered), then the login page is opened and, seeing a session, goes where a form
 * sign-in goes; or, given `at`, that address is opened instead.
 */
export async function signInByApi(
  h: Harness,
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  at?: string,
): Promise<void> {
  const res = await fetch(`${h.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => {
    const [pair, ...attrs] = c.split(';');
    const at = pair.indexOf('=');
    const httpOnly = attrs.some((a) => a.trim().toLowerCase() === 'httponly');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), url: h.url, httpOnly };
  });
  await bannersAnswered(page.context(), new URL(h.url).origin);
  // a page already on the app has its storage: answered now, as before, for a sign-in that changes person
  if (new URL(page.url()).origin === new URL(h.url).origin) await dismissBanners(page);
  await page.context().addCookies(cookies);
  if (at !== undefined) {
    await page.goto(at);
    return;
  }
  await page.goto('/login');
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Calls to the API as this person (to set up and check what the screens show). */
export async function apiAs(h: Harness, email: string, password = DEMO_PASSWORD) {
  const res = await fetch(`${h.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
    const r = await fetch(`${h.url}${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await r.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: r.status, body: (text ? JSON.parse(text) : null) as any };
  };
}

/** A fresh page signed in as `email` (banners answered), at phone width when `width` is given. */
export async function signedInPage(h: Harness, email: string, width?: number): Promise<Page> {
  const page = await h.newPage();
  if (width) await page.setViewportSize({ width, height: 844 });
  await signInByApi(h, page, email, DEMO_PASSWORD);
  return page;
}

/**
 * Chooses a person in a staff picker by name. The option's text also carries a hint that depends on the clock
 * ("on duty now" while the demo rota has them on shift), so an exact label would pass or fail by time of day.
 */
export async function choosePerson(select: Locator, name: string): Promise<void> {
  const option = select.locator('option', { hasText: new RegExp(`^${name}\\b`) }).first();
  await select.selectOption((await option.getAttribute('value'))!);
}

/** London wall-clock "HH:MM" and day of an instant. */
export const london = (d: Date) => ({
  time: d.toLocaleTimeString('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }),
  day: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d),
});
