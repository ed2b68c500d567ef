// Form rendering speed in headless Chromium (DESIGN §5 "RJSF at scale"): the real built web app against a real
// server, measuring
//   1. first render of the incident form (its first step) and of a 60-field form (one step, all 60 fields):
//      from the moment the definition's response arrives to the first animation frame after the step's fields
//      are in the DOM (RJSF mounts a step in one synchronous commit, so the first field to appear means all of
//      them did). Covers JSON, wording, uiSchema derivation, RJSF's first render and layout. Measured on a cold
//      page load (fresh browser context: no caches, cold JIT) and on in-app navigation (dashboard → form);
//   2. keystroke latency typing into the 60-field form: keydown → input handled (React has re-rendered the
//      step) and keydown → next animation frame (the frame that paints the keystroke).
// The 60-field definition exists only here: the page gets it by intercepting GET /api/definitions/bench-sixty.
// Targets: 60-field first render < 150 ms; < 16 ms per keystroke (input handled).
// Run: npx tsx bench/web-forms.ts   (builds web/dist if missing; needs PostgreSQL like the tests, and Chromium)
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../seeds/demo.ts';
import { startTestServer } from '../tests/helpers/server.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The same flags as tests/browser/harness.ts (STACK.md); Playwright adds a fresh --user-data-dir.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const KEYSTROKES = Number(process.env.BENCH_KEYS ?? 60);
const TARGET_RENDER_MS = 150;
const TARGET_KEY_MS = 16;

/** A 60-field form of the field types the care forms use, in one step so every field renders at once. */
function sixtyFieldDefinition() {
  const choices = (n: number) => Array.from({ length: n }, (_, i) => ({ const: `c${i}`, title: `Choice ${i + 1}` }));
  const makers = [
    (i: number) => ({ type: 'string', title: `Text ${i}`, maxLength: 500 }),
    (i: number) => ({ type: 'string', title: `Narrative ${i}`, maxLength: 20000, 'x-widget': 'textarea' }),
    (i: number) => ({ type: 'string', title: `Date ${i}`, format: 'date' }),
    (i: number) => ({ type: 'string', title: `When ${i}`, format: 'date-time' }),
    (i: number) => ({ type: 'string', title: `Choice ${i}`, oneOf: choices(6) }),
    (i: number) => ({ type: 'boolean', title: `Yes or no ${i}`, 'x-widget': 'yesNo' }),
    (i: number) => ({ type: 'number', title: `Number ${i}` }),
    (i: number) => ({
      type: 'array',
      title: `Several ${i}`,
      uniqueItems: true,
      items: { type: 'string', oneOf: choices(8) },
    }),
    (i: number) => ({ type: 'string', title: `Time ${i}`, pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', 'x-widget': 'time' }),
    (i: number) => ({ type: 'string', title: `Long list ${i}`, oneOf: choices(30) }),
  ];
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < 60; i++) properties[`f${i}`] = makers[i % makers.length](i + 1);
  const fields = Object.keys(properties);
  return {
    kind: 'bench-sixty',
    title: 'Sixty fields',
    description: null,
    subject: 'young-person',
    area: 'cyp',
    ypPermission: null,
    profileTab: null,
    workflow: 'signoff',
    signoff: null,
    dateField: 'f2',
    list: { columns: ['f0'] },
    sections: [{ key: 'all', title: 'All sixty fields', fields }],
    version: 1,
    schema: { type: 'object', additionalProperties: false, required: ['f0', 'f2'], properties },
    ui: {},
    managerOnlyFields: [],
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)];
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Installed before the app loads: note when a definition arrives and when the step's fields are painted. */
function instrument(fieldSelector: string) {
  const w = window as unknown as { __bench: { defAt: number; shownAt: number } };
  w.__bench = { defAt: 0, shownAt: 0 };
  const original = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const res = await original(...args);
    if (String(args[0]).includes('/api/definitions/')) w.__bench.defAt = performance.now();
    return res;
  };
  const observer = new MutationObserver(() => {
    if (w.__bench.shownAt || !w.__bench.defAt) return;
    if (document.querySelector(fieldSelector)) {
      observer.disconnect();
      requestAnimationFrame(() => {
        w.__bench.shownAt = performance.now();
      });
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
}

async function firstRender(newPage: () => Promise<Page>, path: string, fieldSelector: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await newPage();
    await page.addInitScript(instrument, fieldSelector);
    await page.goto(path);
    await page.waitForFunction(
      () => (window as unknown as { __bench: { shownAt: number } }).__bench.shownAt > 0,
      undefined,
      { timeout: 30_000 },
    );
    const { defAt, shownAt } = await page.evaluate(
      () => (window as unknown as { __bench: { defAt: number; shownAt: number } }).__bench,
    );
    times.push(shownAt - defAt);
    await page.context().close();
  }
  return times;
}

/** In-app navigation (the app and the definition already loaded): dashboard → form, to fields painted. */
async function warmRender(page: Page, path: string, fieldSelector: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.evaluate(() => {
      history.pushState({}, '', '/dashboard');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.waitForTimeout(200);
    times.push(
      await page.evaluate(
        ([to, selector]) =>
          new Promise<number>((resolve) => {
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (!document.querySelector(selector)) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - start));
            });
            observer.observe(document.body, { childList: true, subtree: true });
            history.pushState({}, '', to);
            dispatchEvent(new PopStateEvent('popstate'));
          }),
        [path, fieldSelector] as const,
      ),
    );
  }
  return times;
}

async function keystrokes(page: Page, inputId: string): Promise<{ handled: number[]; frame: number[] }> {
  await page.evaluate((id) => {
    const w = window as unknown as { __keys: { handled: number[]; frame: number[] } };
    w.__keys = { handled: [], frame: [] };
    let t0 = 0;
    const el = document.getElementById(id)!;
    el.addEventListener(
      'keydown',
      () => {
        t0 = performance.now();
        requestAnimationFrame(() => w.__keys.frame.push(performance.now() - t0));
      },
      { capture: true },
    );
    // Bubbling to window runs after React's root listener, i.e. after the step has re-rendered.
    window.addEventListener('input', () => {
      if (t0) w.__keys.handled.push(performance.now() - t0);
    });
  }, inputId);
  await page.focus(`#${inputId}`);
  for (let i = 0; i < KEYSTROKES; i++) {
    await page.keyboard.type(String.fromCharCode(97 + (i % 26)));
    await page.waitForTimeout(30); // a fast typist's pace; lets each frame land
  }
  await page.waitForTimeout(100);
  return page.evaluate(() => (window as unknown as { __keys: { handled: number[]; frame: number[] } }).__keys);
}

async function main() {
  const dist = fileURLToPath(new URL('../web/dist/index.html', import.meta.url));
  if (!existsSync(dist)) {
    const { build } = await import('vite');
    await build({ configFile: fileURLToPath(new URL('../web/vite.config.ts', import.meta.url)), logLevel: 'warn' });
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH).`);

  const server = await startTestServer({ driver: (process.env.BENCH_DRIVER as 'pg' | 'pglite') ?? 'pg', listen: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // Sign in once over HTTP; each measured page gets a fresh context with that cookie (a cold app each time).
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'manager.oak@demo.care', password: DEMO_PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
    const session = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('session='))!;
    const sixty = JSON.stringify(sixtyFieldDefinition());
    const newPage = async () => {
      const context = await browser.newContext({
        baseURL: server.url,
        locale: 'en-GB',
        viewport: { width: 1280, height: 900 },
      });
      await context.addCookies([{ name: 'session', value: session.slice('session='.length), url: server.url }]);
      await context.addInitScript(() => {
        localStorage.setItem('cookieConsentStatus', 'accepted');
        localStorage.setItem('privacyNoticeStatus', 'dismissed');
      });
      await context.route('**/api/definitions/bench-sixty*', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: sixty }),
      );
      return context.newPage();
    };

    const incident = await firstRender(newPage, '/records/incident/new', '[id^="root_general_"]');
    const sixtyRender = await firstRender(newPage, '/records/bench-sixty/new', '[id^="root_f"]');

    const page = await newPage();
    await page.goto('/records/bench-sixty/new');
    await page.locator('#root_f0').waitFor();
    const sixtyWarm = await warmRender(page, '/records/bench-sixty/new', '[id^="root_f"]');
    await page.locator('#root_f0').waitFor();
    const keys = await keystrokes(page, 'root_f0');
    const typed = await page.locator('#root_f0').inputValue();
    if (typed.length !== KEYSTROKES) throw new Error(`typed ${typed.length} of ${KEYSTROKES} characters`);

    const rows: [string, string, string, string, string][] = [
      ['incident form, first render (cold page load, step 1)', ms(median(incident)), ms(p95(incident)), '—', ''],
      [
        '60-field form, first render (cold page load)',
        ms(median(sixtyRender)),
        ms(p95(sixtyRender)),
        `< ${TARGET_RENDER_MS} ms`,
        median(sixtyRender) < TARGET_RENDER_MS ? 'ok' : 'OVER',
      ],
      [
        '60-field form, first render (in-app navigation)',
        ms(median(sixtyWarm)),
        ms(p95(sixtyWarm)),
        `< ${TARGET_RENDER_MS} ms`,
        median(sixtyWarm) < TARGET_RENDER_MS ? 'ok' : 'OVER',
      ],
      [
        '60-field form, keydown → input handled',
        ms(median(keys.handled)),
        ms(p95(keys.handled)),
        `< ${TARGET_KEY_MS} ms`,
        median(keys.handled) < TARGET_KEY_MS ? 'ok' : 'OVER',
      ],
      ['60-field form, keydown → next frame', ms(median(keys.frame)), ms(p95(keys.frame)), '—', ''],
    ];
    const head: [string, string, string, string, string] = ['measurement', 'median', 'p95', 'target', ''];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
    console.log(`web forms: ${RUNS} cold loads per form, ${KEYSTROKES} keystrokes, headless Chromium`);
    console.log(line(head));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const r of rows) console.log(line(r));
    if (rows.some((r) => r[4] === 'OVER')) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
