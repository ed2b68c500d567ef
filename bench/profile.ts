// Where an API request's CPU goes ("profile before changing anything"): starts the real server
// (engine/main.ts, workers off, on a fresh demo schema) with V8's CPU profiler, floods one operation with
// 50 connections, stops it, and prints the profile's self time summed by package and by function.
// Not a test; figures are shares of the API process's busy time, steadier than throughput on a shared machine.
// npx tsx bench/profile.ts [--op create|read|submit] [--seconds 10] [--workers on]   (workers in the API process, as
// `npm run serve`)
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { acceptedDailyLog } from './daily-log.ts';
import { startServer } from './servers.ts';

const arg = (name: string, dflt: string) => {
  const k = process.argv.indexOf(`--${name}`);
  return k > 0 ? process.argv[k + 1] : dflt;
};
const OP = arg('op', 'read'),
  SECONDS = Number(arg('seconds', '10'));
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_profile',
  API = 'http://127.0.0.1:3995',
  DIR = `/tmp/bench-profile-${process.pid}`;
const json = { 'content-type': 'application/json' };
const window = { from: 0n, to: 0n };
let okCount: number;

const admin = new pg.Client({ connectionString: DATABASE_URL });
await admin.connect();
await admin.query(`drop schema if exists ${SCHEMA} cascade`);
process.env.BENCH_CPU_PROF = DIR;
const api = await startServer('engine/main.ts', {
  DATABASE_URL,
  DATABASE_SCHEMA: SCHEMA,
  SEED_DEMO: 'on',
  WORKERS: arg('workers', 'off'),
  JOBS_PREFIX: `bench-profile-${process.pid}`,
  PORT: '3995',
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT: '10000',
  JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'),
  PG_POOL_SIZE: '10',
  DATA_DIR: `${DIR}/data`,
});
async function call(path: string, cookie: string, init: RequestInit = {}) {
  const res = await fetch(API + path, { ...init, headers: { cookie, ...json } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}
const login = async (email: string) => {
  const res = await fetch(`${API}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'CareDemo2026!' }),
  });
  return res.headers.getSetCookie()[0].split(';')[0];
};
try {
  const staff = await login('staff.oak@demo.care');
  const yps = (await call('/api/young-people', staff)) as { id: string }[];
  const staffOnShift = ((await call('/api/staff', staff)) as { id: string }[]).slice(0, 2).map((s) => s.id);
  const data = await acceptedDailyLog(API, staff, yps[0].id, { staffOnShift });
  const create = (k: number) =>
    call('/api/records/daily-log', staff, {
      method: 'POST',
      body: JSON.stringify({ youngPersonId: yps[k % yps.length].id, data }),
    }) as Promise<{ id: string; version: number }>;
  let requests: autocannon.Request[];
  if (OP === 'create') {
    requests = yps.map((yp) => ({
      method: 'POST',
      path: '/api/records/daily-log',
      headers: { cookie: staff, ...json },
      body: JSON.stringify({ youngPersonId: yp.id, data }),
    }));
  } else if (OP === 'read') {
    const made = await Promise.all(Array.from({ length: 100 }, (_, k) => create(k)));
    requests = made.map((r) => ({ method: 'GET', path: `/api/records/daily-log/${r.id}`, headers: { cookie: staff } }));
  } else {
    // each request submits a draft of its own, once (a second would be refused and is not counted)
    // made 16 at a time: 20,000 fetches at once ran out of file descriptors
    const made: { id: string; version: number }[] = [];
    for (let k = 0; k < 20_000; k += 16)
      made.push(...(await Promise.all(Array.from({ length: 16 }, (_, j) => create(k + j)))));
    // autocannon runs a requests list in order on every connection: each request takes the next record from one pile
    requests = [
      {
        method: 'POST',
        headers: { cookie: staff, ...json },
        setupRequest: (req) => {
          const r = made.pop();
          return r
            ? {
                ...req,
                path: `/api/records/daily-log/${r.id}/actions/submit`,
                body: JSON.stringify({ version: r.version }),
              }
            : { ...req, method: 'GET', path: '/api/health' };
        },
      },
    ];
  }
  let ok = 0,
    bad = 0;
  // the flood's window on the monotonic clock V8's profile is stamped with (both are CLOCK_MONOTONIC on Linux)
  window.from = process.hrtime.bigint() / 1000n;
  await new Promise<void>((resolve, reject) => {
    const run = autocannon({ url: API, connections: 50, duration: SECONDS, requests }, (err) =>
      err ? reject(err) : resolve(),
    );
    run.on('response', (_c, status) => {
      if (status < 400) ok++;
      else bad++;
    });
  });
  window.to = process.hrtime.bigint() / 1000n;
  okCount = ok;
  console.log(`${OP}: ${ok} answered (${(ok / SECONDS).toFixed(0)}/s)${bad ? `, ${bad} refused` : ''}`);
} finally {
  await new Promise<void>((resolve) => {
    api.once('exit', () => resolve());
    api.kill('SIGTERM');
  });
  await admin.query(`drop schema if exists ${SCHEMA} cascade`);
  await admin.end();
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'); // this run's queues go with it
  for await (const keys of redis.scanStream({ match: `bench-profile-${process.pid}:*`, count: 500 }))
    if ((keys as string[]).length) await redis.del(...(keys as string[]));
  redis.disconnect();
}

// --- the profile: self time per node, summed by package and by function -----------------------------
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const file = readdirSync(DIR).find((f) => f.endsWith('.cpuprofile'))!;
const profile = JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
};
rmSync(DIR, { recursive: true, force: true });
// only the flood: start-up, the demo's seeding and the set-up requests are left out
const self = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, k) => {
  at += profile.timeDeltas[k] ?? 0;
  if (at >= Number(window.from) && at <= Number(window.to))
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[k] ?? 0));
});
const byPackage = new Map<string, number>(),
  byFunction = new Map<string, number>();
let busy = 0;
const packageOf = (url: string) => {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.includes('/work/') || url.includes('/engine/') || url.includes('/definitions/'))
    return `project ${/\/(engine\/[^/]+|definitions)/.exec(url)?.[1] ?? ''}`;
  return url.startsWith('node:') ? url : url ? 'other' : 'V8/native';
};
for (const n of profile.nodes) {
  const us = self.get(n.id) ?? 0;
  const name = n.callFrame.functionName || '(anonymous)';
  if (['(idle)', '(program)'].includes(name)) continue;
  busy += us;
  const pkg = name === '(garbage collector)' ? 'garbage collection' : packageOf(n.callFrame.url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  const key = `${name} ${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/\/work\/main\//, '')}:${n.callFrame.lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
}
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => `${((us / busy) * 100).toFixed(1).padStart(5)} %  ${k}`)
    .join('\n');
console.log(
  `\nthe API process was busy ${(busy / 1e6).toFixed(1)} s of the ${SECONDS} s flood: ${(busy / 1e3 / Math.max(1, okCount)).toFixed(3)} ms per request answered. By package:\n${top(byPackage, 20)}`,
);
console.log(`\nBy function (self time):\n${top(byFunction, 30)}`);

// Native frames (a socket's write, a hash) say little alone: whose code (past Node's own) called the three largest.
const parent = new Map<number, Node>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
const natives = [...byFunction]
  .filter(([k]) => / :0$/.test(k) && !k.startsWith('('))
  .sort((a, b) => b[1] - a[1])
  .slice(0, 3)
  .map(([k]) => k.split(' ')[0]);
for (const fn of natives) {
  const callers = new Map<string, number>();
  for (const n of profile.nodes) {
    if (n.callFrame.functionName !== fn || !self.get(n.id)) continue;
    const chain: string[] = [];
    for (let p = parent.get(n.id); p && chain.length < 3; p = parent.get(p.id))
      if (p.callFrame.url && !p.callFrame.url.startsWith('node:'))
        chain.push(`${p.callFrame.functionName || '(anonymous)'} ${packageOf(p.callFrame.url)}`);
    const key = chain.join(' < ');
    callers.set(key, (callers.get(key) ?? 0) + self.get(n.id)!);
  }
  console.log(`\n${fn}, by caller:\n${top(callers, 6)}`);
}
