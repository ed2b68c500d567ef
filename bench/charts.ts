// Chart aggregates at scale (SPEC §9): full rebuild time and incremental update latency on the
// 1,000,000-record data set (seeds/scale.ts), the queue path of one change end to end, and the charts
// API at organisation level under load (autocannon). Prints one table. Not a test.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run seed:scale      (once)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/charts.ts [--samples 300] [--seconds 10]
//
// The scale data set is not changed: incremental samples run in transactions that are rolled back;
// the rebuild writes only the chart tables. The queue path runs on a small schema of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { rebuildCharts } from '../engine/charts/aggregate.ts';
import { CHART_SOURCE_ROWS } from '../engine/charts/model.ts';
import { createStore, migrate, openDb } from '../engine/store/index.ts';
import { demoPeople } from '../tests/helpers/fixtures.ts';
import { random, randomData } from '../tests/helpers/charts.ts';
import { as, login, REDIS_URL, startTestServer } from '../tests/helpers/server.ts';
import { silent } from '../tests/workers/harness.ts';
import { startWorkers, workerConnection } from '../workers/start.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = process.env.DATABASE_SCHEMA ?? process.env.SCALE_SCHEMA ?? 'scale';
const arg = (name: string, fallback: number) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? Number(process.argv[i + 1]) : fallback; };
const SAMPLES = arg('samples', 300), SECONDS = arg('seconds', 10);
const pct = (xs: number[], p: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN; };
const rows: string[][] = [];
const ROLLBACK = new Error('rollback');

// --- 1 and 2: rebuild and incremental apply on the scale set --------------------------------------
const db = await openDb({ databaseUrl: DATABASE_URL, schema: SCHEMA });
await migrate(db);
const store = createStore(db);
const org = await store.admin.organisationBySlug('scale');
if (!org) throw new Error(`No scale data in schema "${SCHEMA}": run npm run seed:scale first.`);
const [{ n: total }] = await db.query<{ n: number }>('select count(*)::int as n from records where org_id = $1', [org.id]);

process.stderr.write(`full rebuild of ${total.toLocaleString('en-GB')} records… `);
const first = await rebuildCharts(store, org.id);
const second = await rebuildCharts(store, org.id);
process.stderr.write('done\n');
rows.push([`full rebuild, ${total.toLocaleString('en-GB')} records (${first.records.toLocaleString('en-GB')} charted → ${first.contributions.toLocaleString('en-GB')} contributions, ${first.buckets.toLocaleString('en-GB')} buckets)`,
  `${(first.ms / 1000).toFixed(1)} s, again ${(second.ms / 1000).toFixed(1)} s`]);

// An edit that moves a charted record to another day and other groups, applied, then rolled back.
const picks = await db.query<{ id: string; kind: string }>(
  `select id, kind from records where org_id = $1 and kind = any($2::text[]) and archived_at is null order by md5(id::text) limit $3`,
  [org.id, [...new Set(CHART_SOURCE_ROWS.map((s) => s.kind))], SAMPLES]);
const director = (await db.query<{ id: string }>(`select id from users where email = 'director@scale.care'`))[0].id;
const staffIds = (await db.query<{ id: string }>(`select id from users where org_id = $1 limit 5`, [org.id])).map((u) => u.id);
const ypIds = (await db.query<{ id: string }>(`select id from young_people where org_id = $1 limit 5`, [org.id])).map((y) => y.id);
const r = random(42);
const apply: number[] = [];
process.stderr.write(`${picks.length} incremental updates (rolled back)… `);
for (const p of picks) {
  const data = await randomData(p.kind, r, staffIds, ypIds);
  await store.transaction(org.id, async (s) => {
    const row = (await s.records.get(p.id))!;
    await s.records.change(p.id, row.version, { data, recordDate: new Date(Date.UTC(2024, r.int(12), 1 + r.int(28), r.int(24))) }, director, 'update');
    const t = performance.now();
    const res = await s.charts.applyRecord(p.id, CHART_SOURCE_ROWS);
    apply.push(performance.now() - t);
    if (res.outcome !== 'applied') throw new Error(`expected the change to apply, got ${res.outcome}`);
    throw ROLLBACK;
  }).catch((err) => { if (err !== ROLLBACK) throw err; });
}
process.stderr.write('done\n');
rows.push([`incremental update at ${total.toLocaleString('en-GB')} records (old buckets out, new in; one transaction)`, `p50 ${pct(apply, 50).toFixed(1)} ms, p95 ${pct(apply, 95).toFixed(1)} ms`]);
await db.close();

// --- 3: the queue path: commit → outbox relay → record-changes → chart-aggregation → applied -------
{
  const server = await startTestServer({ driver: 'pg' });
  const prefix = `bench-charts-${Date.now()}`;
  const w = await startWorkers({ store: server.store, redisUrl: REDIS_URL, prefix, log: silent, relay: false, schedules: false, queues: ['record-changes', 'chart-aggregation'] });
  const events = new QueueEvents('chart-aggregation', { connection: workerConnection(REDIS_URL), prefix });
  await events.waitUntilReady();
  try {
    await w.connected;
    const people = await demoPeople(server);
    const client = as(server.app, await login(server.app, 'director@demo.care'));
    const staff = ['staff.oak@demo.care', 'manager.oak@demo.care'].map((e) => people.user(e).id);
    while (await w.relayOnce()) { /* the seed's messages */ }
    await rebuildCharts(server.store, people.orgId);
    const e2e: number[] = [];
    for (let i = 0; i < Math.min(SAMPLES, 200); i++) {
      const done = new Promise<void>((resolve) => events.once('completed', () => resolve()));
      const t = performance.now();
      const res = await client.post('/api/records/incident', { youngPersonId: people.oakYp.id, data: await randomData('incident', r, staff, [people.oakYps[1].id]) });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      await w.relayOnce();
      await done;
      e2e.push(performance.now() - t);
    }
    rows.push(['one change end to end: API commit → relay → record-changes → chart-aggregation applied (small schema, Redis)', `p50 ${pct(e2e, 50).toFixed(1)} ms, p95 ${pct(e2e, 95).toFixed(1)} ms (+ the relay poll, 1 s by default)`]);
  } finally {
    await events.close();
    await w.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await server.close();
  }
}

// --- 4: the charts API at organisation level under load ------------------------------------------
function start(env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'engine/main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout!.on('data', (d: Buffer) => { if (/running at|ready/.test(d.toString())) resolve(child); });
    child.on('exit', (code) => reject(new Error(`engine/main.ts exited with ${code}`)));
  });
}
const API = 'http://127.0.0.1:3997';
const api = await start({ DATABASE_URL, DATABASE_SCHEMA: SCHEMA, PORT: '3997', WORKERS: 'off', SEED_DEMO: 'off', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '10000', JWT_SECRET: 'bench-secret-'.padEnd(48, 'x') });
try {
  const res = await fetch(`${API}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'director@scale.care', password: 'CareDemo2026!' }) });
  if (!res.ok) throw new Error(`login: ${res.status}`);
  const cookie = res.headers.getSetCookie()[0].split(';')[0];
  const year = 'from=2025-11-15&to=2026-11-14', all = 'from=2021-11-23&to=2026-11-14';
  const charts = [
    ['org level: incidents, count by home, 12 months', `/api/charts?level=org&metric=incidents&type=count&groupBy=home&${year}`],
    ['org level: incidents, weekly trends by type, 5 years', `/api/charts?level=org&metric=incidents&type=trends&groupBy=type&${all}`],
    ['org level: key worker sessions, status, 12 months', `/api/charts?level=org&metric=kws&type=status&${year}`],
    ['org level: records behind a bar (drill-down, 50)', `/api/charts/records?level=org&metric=incidents&groupBy=type&key=aggression&${year}`],
  ];
  for (const [name, path] of charts) {
    const check = await fetch(API + path, { headers: { cookie } });
    if (!check.ok) throw new Error(`${path}: ${check.status} ${await check.text()}`);
    process.stderr.write(`${name}, ${SECONDS} s… `);
    const latencies: number[] = [];
    let failed = 0;
    await new Promise<void>((resolve, reject) => {
      const run = autocannon({ url: API + path, connections: 10, duration: SECONDS, headers: { cookie } }, (err, out) => { if (err) reject(err); else { failed += out.errors; resolve(); } });
      run.on('response', (_c, status, _b, time) => { if (status >= 400) failed++; else latencies.push(time); });
    });
    process.stderr.write('done\n');
    rows.push([`chart API, ${name} (10 clients)`, `p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms, ${Math.round(latencies.length / SECONDS)} req/s, ${failed} errors`]);
  }
} finally {
  api.kill('SIGTERM');
}

const w0 = Math.max(...rows.map((x) => x[0].length));
console.log(`\n${new Date().toISOString().slice(0, 10)}, schema "${SCHEMA}", PostgreSQL at ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}\n`);
console.log(`${'measurement'.padEnd(w0)}  figure`);
console.log(`${'-'.repeat(w0)}  ${'-'.repeat(40)}`);
for (const [a, b] of rows) console.log(`${a.padEnd(w0)}  ${b}`);
process.exit(0);
