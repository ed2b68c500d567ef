// Lighthouse's mobile profile (a mid-range phone on a slow 4G link, simulated) on the pages care staff open most,
// signed in as a manager of Oak House with the banners already answered, as a returning user sees them.
// Run against a running app (`npm start`, or `npm run serve` with a built web/dist):
//   npx tsx bench/lighthouse.ts [--base http://127.0.0.1:3000] [--runs 3]
// Prints per page the median of the runs: performance score, LCP, TBT, CLS and the bytes sent.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '3' },
    user: { type: 'string', default: 'manager.oak@demo.care' },
    // keep each page's last report (open in https://googlechrome.github.io/lighthouse/viewer/ or read the JSON)
    save: { type: 'string' },
  },
});
const base = values.base!.replace(/\/$/, '');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'];
const LIGHTHOUSE = process.env.LIGHTHOUSE_BIN ?? join(process.cwd(), 'node_modules', '.bin', 'lighthouse');

/** A Chromium profile holding the person's session cookie and the answered banners. */
async function signedInProfile(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: values.user, password: process.env.DEMO_PASSWORD ?? 'CareDemo2026!' }),
  });
  if (login.status !== 200) throw new Error(`sign-in as ${values.user}: ${login.status} ${await login.text()}`);
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, headless: true });
  await context.addCookies(
    login.headers.getSetCookie().map((c) => {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      // an expiry, so the profile keeps it when this browser closes (a session cookie would go with it)
      const expires = Math.floor(Date.now() / 1000) + 3600;
      return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), url: base, httpOnly: true, expires };
    }),
  );
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.evaluate(() => {
    localStorage.setItem('cookieConsentStatus', 'accepted');
    localStorage.setItem('privacyNoticeStatus', 'dismissed');
  });
  await context.close();
  return dir;
}

/** The pages measured: the dashboard, a new daily log, the MAR, the rota and the ledger. */
async function pages(cookie: string): Promise<Record<string, string>> {
  const people = (await (await fetch(`${base}/api/young-people`, { headers: { cookie } })).json()) as
    { id: string }[] | { items: { id: string }[] };
  const first = (Array.isArray(people) ? people : people.items)[0];
  return {
    Dashboard: '/',
    'Daily log form': `/cyp/resident/${first.id}/logs/daily-log/edit`,
    MAR: `/cyp/resident/${first.id}/profile/health/mar`,
    Rota: '/calendar/rota',
    Ledger: '/accounts/logs',
  };
}

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

function measure(url: string, profile: string, name: string): Figures {
  const out = values.save
    ? join(values.save, `${name.replace(/\W+/g, '-').toLowerCase()}.json`)
    : join(profile, 'report.json');
  // a first visit's downloads: the profile keeps the session and the banners' answers, not the files
  for (const cache of ['Cache', 'Code Cache'])
    rmSync(join(profile, 'Default', cache), { recursive: true, force: true });
  execFileSync(
    LIGHTHOUSE,
    [
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--disable-storage-reset',
      `--chrome-flags=${[...FLAGS, `--user-data-dir=${profile}`].join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  if (new URL(report.finalDisplayedUrl).pathname === '/login') throw new Error(`${url} showed the sign-in page`);
  const audit = (id: string) => report.audits[id].numericValue as number;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (values.save) mkdirSync(values.save, { recursive: true });
const profile = await signedInProfile();
const session = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: values.user, password: process.env.DEMO_PASSWORD ?? 'CareDemo2026!' }),
});
const cookie = session.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const runs = Number(values.runs);
console.log(`Lighthouse ${runs}× per page, mobile profile, as ${values.user} at ${base} (median)`);
console.log('page              score   LCP ms   TBT ms    CLS    kB sent');
for (const [name, path] of Object.entries(await pages(cookie))) {
  const all = Array.from({ length: runs }, () => measure(`${base}${path}`, profile, name));
  const m = (k: keyof Figures) => median(all.map((f) => f[k]));
  console.log(
    `${name.padEnd(16)} ${String(m('score')).padStart(6)} ${m('lcp').toFixed(0).padStart(8)} ` +
      `${m('tbt').toFixed(0).padStart(8)} ${m('cls').toFixed(3).padStart(6)} ${(m('bytes') / 1024).toFixed(0).padStart(9)}`,
  );
}
rmSync(profile, { recursive: true, force: true });
