// The app shell offline at phone size (the offline targets, measured, not tested): the kept shell's size (the service
// worker's list, gzip -9), the offline code's own chunks (gzip -9), and in headless Chromium at 390 × 844 with the
// CPU slowed 4× (DevTools' Emulation.setCPUThrottlingRate): the daily-log form reloaded with no connection until its
// heading shows (the shell from the worker, the form from the shift pack), and, for comparison, the same form opened
// online. Targets: shell + form offline < 2 s; added JS ≤ 10 KB gzip; precache ≤ 600 KB gzip.
// Run: npx vite build --config web/vite.config.ts --outDir /tmp/web-bench && WEB_DIST=/tmp/web-bench \
//        npx tsx bench/offline-shell.ts        (needs PostgreSQL like the tests, and Chromium)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '../seeds/demo.ts';
import { demoPeople } from '../tests/helpers/fixtures.ts';
import { startTestServer } from '../tests/helpers/server.ts';

const dist = process.env.WEB_DIST ?? join(import.meta.dirname, '..', 'web', 'dist');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// the kept shell: the list the build wrote into sw.js
const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
const shell = JSON.parse(/const SHELL = (\[.*?\]);/s.exec(sw)![1]) as string[];
const precache = ['/index.html', ...shell].reduce((t, f) => t + gz(f.slice(1)), 0);
console.log(`Precache: ${shell.length + 1} files, ${kb(precache)} gzip -9 (target ≤ 600 KB)`);

// the offline code's own chunks (loaded after the first paint) and the worker
const OFFLINE = /^(SendQueueBanner|WaitingToSendPage|CompareVersionsPage|queueRuntime)-.*\.js$/;
const chunks = readdirSync(join(dist, 'assets')).filter((f) => OFFLINE.test(f));
const added = chunks.reduce((t, f) => t + gz(`assets/${f}`), gz('sw.js'));
console.log(`Offline chunks + sw.js: ${chunks.join(', ')}: ${kb(added)} gzip -9 (target ≤ 10 KB)`);

const server = await startTestServer({ driver: 'pg', listen: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff.oak@demo.care', password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const session = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('session='))!;
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'en-GB',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
  });
  await context.addCookies([{ name: 'session', value: session.slice('session='.length), url: server.url }]);
  await context.addInitScript(() => {
    localStorage.setItem('cookieConsentStatus', 'accepted');
    localStorage.setItem('privacyNoticeStatus', 'dismissed');
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const form = `/cyp/resident/${(await demoPeople(server)).oakYps[0].id}/records/daily-log/new`;
  await page.goto('/dashboard');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });

  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const online: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await page.goto(form);
    await page.getByRole('heading', { level: 1, name: 'New daily log' }).waitFor({ timeout: 60_000 });
    online.push(performance.now() - t0);
  }
  await context.setOffline(true);
  const offline: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'New daily log' }).waitFor({ timeout: 60_000 });
    offline.push(performance.now() - t0);
  }
  console.log(`4× CPU, 390 × 844, median of ${RUNS}:`);
  console.log(`  daily-log form, online, shell from the worker: ${median(online).toFixed(0)} ms`);
  console.log(
    `  daily-log form reloaded offline (shell from the worker, form from the shift pack): ${median(offline).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await server.close();
}
