// Chart aggregates at scale (SPEC §9): full rebuild time and incremental update latency on the
// 1,000,000-record data set (seeds/scale.ts), the queue path of one change end to end, what one
// org-level chart request sends to PostgreSQL (statements, each EXPLAIN ANALYZEd), and the charts API at
// organisation level under load (autocannon): paced (10 and 50 directors each opening a few charts a
// second) and flooded (10 clients back to back), with CPU per request. Prints tables. Not a test.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run seed:scale      (once)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/charts.ts [--samples 300] [--seconds 10]
//     [--only rebuild,incremental,queue,profile,api] [--rate 4] [--clients 10,50] [--plans] [--charts incidents,…]
//     [--cache kept,read]
//   BENCH_CPU_PROF=dir writes a CPU profile of the API process (bench/servers.ts)
//
// The scale data set is not changed: incremental samples run in transactions that are rolled back;
// the rebuild writes only the chart tables (without the rebuild phase, the API phases rebuild them if
// they were never built). The queue path runs on a small schema of its own.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { boot } from '../engine/boot.ts';
import { rebuildCharts } from '../engine/charts/aggregate.ts';
import { CHART_SOURCE_ROWS } from '../engine/charts/model.ts';
import { addDays, londonToday } from '../engine/charts/period.ts';
import { loadConfig } from '../engine/config.ts';
import { createStore, migrate, openDb } from '../engine/store/index.ts';
import { random, randomData } from '../tests/helpers/charts.ts';
import { demoPeople } from '../tests/helpers/fixtures.ts';
import { as, login, REDIS_URL, startTestServer } from '../tests/helpers/server.ts';
import { silent } from '../tests/workers/harness.ts';
import { startWorkers, workerConnection } from '../workers/start.ts';
import { cpuSince } from './cpu.ts';
import { paced, pct, type Result, run } from './paced.ts';
import { startServer } from './servers.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = process.env.DATABASE_SCHEMA ?? process.env.SCALE_SCHEMA ?? 'scale';
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SAMPLES = arg('samples', 300),
  SECONDS = arg('seconds', 10),
  RATE = arg('rate', 4);
const list = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return (i > 0 ? process.argv[i + 1] : fallback).split(',');
};
const PHASES = new Set(list('only', 'rebuild,incremental,queue,profile,api'));
const CLIENTS = list('clients', '10,50').map(Number);
// --charts incidents,occupancy: those whose name has one of these
const ONLY_CHARTS = process.argv.includes('--charts') ? list('charts', '') : null;
const PLANS = process.argv.includes('--plans');
const rows: string[][] = [];
const ROLLBACK = new Error('rollback');

// --- 1 and 2: rebuild and incremental apply on the scale set --------------------------------------
const db = await openDb({ databaseUrl: DATABASE_URL, schema: SCHEMA });
await migrate(db);
const store = createStore(db);
const org = await store.admin.organisationBySlug('scale');
if (!org) throw new Error(`No scale data in schema "${SCHEMA}": run npm run seed:scale first.`);
const [{ n: total }] = await db.query<{ n: number }>('select count(*)::int as n from records where org_id = $1', [
  org.id,
]);

const rebuilt = PHASES.has('rebuild') || !(await store.forOrg(org.id).charts.state());
if (rebuilt) {
  process.stderr.write(`full rebuild of ${total.toLocaleString('en-GB')} records… `);
  const first = await rebuildCharts(store, org.id);
  const second = PHASES.has('rebuild') ? await rebuildCharts(store, org.id) : null;
  process.stderr.write('done\n');
  rows.push([
    `full rebuild, ${total.toLocaleString('en-GB')} records (${first.records.toLocaleString('en-GB')} charted → ${first.contributions.toLocaleString('en-GB')} contributions, ${first.buckets.toLocaleString('en-GB')} buckets)`,
    `${(first.ms / 1000).toFixed(1)} s${second ? `, again ${(second.ms / 1000).toFixed(1)} s` : ''}`,
  ]);
}

if (rebuilt)
  for (const t of ['chart_counts', 'chart_org_weeks', 'chart_home_weeks', 'chart_contributions'])
    await db.exec(`vacuum analyze ${t}`); // as autovacuum would leave them
const [{ buckets }] = await db.query<{ buckets: number }>(
  `select count(*)::int as buckets from chart_counts where org_id = $1`,
  [org.id],
);
const [{ incidents }] = await db.query<{ incidents: number }>(
  `select count(*)::int as incidents from chart_counts where org_id = $1 and metric = 'incidents' and dim = 'none' and day > $2::date - 365`,
  [org.id, londonToday(new Date())],
);

const r = random(42);
if (PHASES.has('incremental')) {
  // An edit that moves a charted record to another day and other groups, applied, then rolled back.
  const picks = await db.query<{ id: string; kind: string }>(
    `select id, kind from records where org_id = $1 and kind = any($2::text[]) and archived_at is null order by md5(id::text) limit $3`,
    [org.id, [...new Set(CHART_SOURCE_ROWS.map((s) => s.kind))], SAMPLES],
  );
  const director = (await db.query<{ id: string }>(`select id from users where email = 'director@scale.care'`))[0].id;
  const staffIds = (await db.query<{ id: string }>(`select id from users where org_id = $1 limit 5`, [org.id])).map(
    (u) => u.id,
  );
  const ypIds = (await db.query<{ id: string }>(`select id from young_people where org_id = $1 limit 5`, [org.id])).map(
    (y) => y.id,
  );
  const apply: number[] = [];
  process.stderr.write(`${picks.length} incremental updates (rolled back)… `);
  for (const p of picks) {
    const data = await randomData(p.kind, r, staffIds, ypIds);
    await store
      .transaction(org.id, async (s) => {
        const row = (await s.records.get(p.id))!;
        await s.records.change(
          p.id,
          row.version,
          { data, recordDate: new Date(Date.UTC(2024, r.int(12), 1 + r.int(28), r.int(24))) },
          director,
          'update',
        );
        const t = performance.now();
        const res = await s.charts.applyRecord(p.id, CHART_SOURCE_ROWS);
        apply.push(performance.now() - t);
        if (res.outcome !== 'applied') throw new Error(`expected the change to apply, got ${res.outcome}`);
        throw ROLLBACK;
      })
      .catch((err) => {
        if (err !== ROLLBACK) throw err;
      });
  }
  process.stderr.write('done\n');
  rows.push([
    `incremental update at ${total.toLocaleString('en-GB')} records (old buckets out, new in; one transaction)`,
    `p50 ${pct(apply, 50).toFixed(1)} ms, p95 ${pct(apply, 95).toFixed(1)} ms`,
  ]);
}
await db.close();

// --- 3: the queue path: commit → outbox relay → record-changes → chart-aggregation → applied -------
if (PHASES.has('queue')) {
  const server = await startTestServer({ driver: 'pg' });
  const prefix = `bench-charts-${Date.now()}`;
  const w = await startWorkers({
    store: server.store,
    redisUrl: REDIS_URL,
    prefix,
    log: silent,
    relay: false,
    schedules: false,
    queues: ['record-changes', 'chart-aggregation'],
  });
  const events = new QueueEvents('chart-aggregation', { connection: workerConnection(REDIS_URL), prefix });
  await events.waitUntilReady();
  try {
    await w.connected;
    const people = await demoPeople(server);
    const client = as(server.app, await login(server.app, 'director@demo.care'));
    const staff = ['staff.oak@demo.care', 'manager.oak@demo.care'].map((e) => people.user(e).id);
    while (await w.relayOnce()) {
      /* the seed's messages */
    }
    await rebuildCharts(server.store, people.orgId);
    const e2e: number[] = [];
    for (let i = 0; i < Math.min(SAMPLES, 200); i++) {
      const done = new Promise<void>((resolve) => events.once('completed', () => resolve()));
      const t = performance.now();
      const res = await client.post('/api/records/incident', {
        youngPersonId: people.oakYp.id,
        data: await randomData('incident', r, staff, [people.oakYps[1].id]),
      });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      await w.relayOnce();
      await done;
      e2e.push(performance.now() - t);
    }
    rows.push([
      'one change end to end: API commit → relay → record-changes → chart-aggregation applied (small schema, Redis)',
      `p50 ${pct(e2e, 50).toFixed(1)} ms, p95 ${pct(e2e, 95).toFixed(1)} ms (+ the relay poll, 1 s by default)`,
    ]);
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

// --- 4 and 5: the org-level charts a director's dashboard opens ---------------------------------
// The standards dashboard opens every live metric at organisation level, grouped by home; these are
// its record-aggregate charts, the occupancy chart (its own tables) and the heaviest period asked.
const today = londonToday(new Date());
const year = `from=${addDays(today, -364)}&to=${today}`,
  all = `from=${addDays(today, -5 * 365)}&to=${today}`;
const CHARTS: [string, string][] = [
  ['incidents, count by home, 12 months', `/api/charts?level=org&metric=incidents&type=count&groupBy=home&${year}`],
  [
    'safeguarding, count by home, 12 months',
    `/api/charts?level=org&metric=safeguarding&type=count&groupBy=home&${year}`,
  ],
  ['key worker sessions, count by home, 12 months', `/api/charts?level=org&metric=kws&type=count&groupBy=home&${year}`],
  ['key worker sessions, status, 12 months', `/api/charts?level=org&metric=kws&type=status&${year}`],
  ['occupancy, count by home, 12 months', `/api/charts?level=org&metric=occupancy&type=count&groupBy=home&${year}`],
  [
    'incidents, weekly trends by type, 5 years',
    `/api/charts?level=org&metric=incidents&type=trends&groupBy=type&${all}`,
  ],
  [
    'records behind a bar (drill-down, 50)',
    `/api/charts/records?level=org&metric=incidents&groupBy=type&key=aggression&${year}`,
  ],
];
if (ONLY_CHARTS)
  CHARTS.splice(0, CHARTS.length, ...CHARTS.filter(([name]) => ONLY_CHARTS.some((w) => name.includes(w))));
const env = {
  DATABASE_URL,
  DATABASE_SCHEMA: SCHEMA,
  WORKERS: 'off',
  SEED_DEMO: 'off',
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT: '10000',
  JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'),
};

// 4: every statement one request sends (warm: people and definitions remembered), each EXPLAIN ANALYZEd
const profile: string[] = [];
if (PHASES.has('profile')) {
  process.env.CHART_FIGURES_CACHE = 'off'; // every statement of every request, as the first view after a change
  const { app, store: s } = await boot(loadConfig({ ...process.env, ...env } as NodeJS.ProcessEnv), { schema: SCHEMA });
  let capturing: { text: string; params: unknown[] }[] | null = null;
  const query = s.db.query.bind(s.db);
  s.db.query = (async (text: string, params?: unknown[]) => {
    capturing?.push({ text, params: params ?? [] });
    return query(text, params);
  }) as typeof s.db.query;
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'director@scale.care', password: 'CareDemo2026!' },
  });
  const cookie = `session=${login.cookies.find((c) => c.name === 'session')!.value}`;
  type Node = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: Node[] };
  const scans = (n: Node): string[] => [
    ...(n['Relation Name'] ? [`${n['Node Type']} ${n['Index Name'] ?? n['Relation Name']}`] : []),
    ...(n.Plans ?? []).flatMap(scans),
  ];
  for (const [name, path] of CHARTS) {
    for (let k = 0; k < 3; k++) await app.inject({ url: path, headers: { cookie } });
    capturing = [];
    const res = await app.inject({ url: path, headers: { cookie } });
    const sent = capturing;
    capturing = null;
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    const times: number[] = [];
    for (let k = 0; k < 30; k++) {
      const t = performance.now();
      await app.inject({ url: path, headers: { cookie } });
      times.push(performance.now() - t);
    }
    profile.push(
      `${name}: ${sent.length} statement(s); the request in process, one at a time (30): p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms; answer ${(res.body.length / 1024).toFixed(1)} kB`,
    );
    for (const st of sent) {
      const [row] = await query<{ 'QUERY PLAN': [{ Plan: Node; 'Execution Time': number; 'Planning Time': number }] }>(
        `explain (analyze, buffers, format json) ${st.text}`,
        st.params,
      );
      const plan = row['QUERY PLAN'][0];
      profile.push(
        `  ${plan['Execution Time'].toFixed(2)} ms (planning ${plan['Planning Time'].toFixed(2)})  ${st.text.replace(/\s+/g, ' ').slice(0, 110)}`,
      );
      profile.push(`      ${[...new Set(scans(plan.Plan))].join(', ')}`);
      if (PLANS)
        profile.push(
          (await query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${st.text}`, st.params))
            .map((x) => `        ${x['QUERY PLAN']}`)
            .join('\n'),
        );
    }
  }
  await app.close();
  await s.db.close();
}

// 5: under load, through HTTP, the API in its own process
const API = 'http://127.0.0.1:3997';
const load: string[][] = [];
// --cache kept,read: with the figures kept per process (engine/charts/figures-cache.ts; every repeat is
// served from memory until the worker changes the organisation's charts), then read every time
// (CHART_FIGURES_CACHE=off: what the first view after a change costs)
for (const mode of PHASES.has('api') ? list('cache', 'kept,read') : []) {
  // PostgreSQL's CPU counted for the API's own connections only (other work on the machine also uses PostgreSQL)
  const api = await startServer('engine/main.ts', {
    ...env,
    PORT: '3997',
    PGAPPNAME: 'charts-bench-api',
    CHART_FIGURES_CACHE: mode === 'read' ? 'off' : 'on',
  });
  const pgc = new pg.Client({ connectionString: DATABASE_URL });
  await pgc.connect();
  const backendTicks = async () => {
    const pids = (
      await pgc.query<{ pid: number }>(`select pid from pg_stat_activity where application_name = 'charts-bench-api'`)
    ).rows.map((x) => x.pid);
    return new Map(
      pids.map((pid) => {
        try {
          const f = readFileSync(`/proc/${pid}/stat`, 'utf8');
          const v = f.slice(f.lastIndexOf(')') + 2).split(' ');
          return [pid, Number(v[11]) + Number(v[12])];
        } catch {
          return [pid, 0];
        }
      }),
    );
  };
  try {
    const res = await fetch(`${API}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'director@scale.care', password: 'CareDemo2026!' }),
    });
    if (!res.ok) throw new Error(`login: ${res.status}`);
    const cookie = res.headers.getSetCookie()[0].split(';')[0];
    const fig = (x: Result) => [pct(x.latencies, 50).toFixed(1), pct(x.latencies, 95).toFixed(1), x.rps.toFixed(0)];
    for (const [name, path] of CHARTS) {
      const check = await fetch(API + path, { headers: { cookie } });
      if (!check.ok) throw new Error(`${path}: ${check.status} ${await check.text()}`);
      const l = (connections: number) => ({ name, connections, opts: { headers: { cookie } } });
      process.stderr.write(
        `${name}: warm-up 2 s, paced ${CLIENTS.join(' and ')} clients at ${RATE}/s, flooded by 10, ${SECONDS} s each… `,
      );
      await run(API + path, l(10), 2);
      const pacedRuns: Result[] = [];
      for (const c of CLIENTS) pacedRuns.push(await paced(API + path, l(c), RATE, SECONDS));
      const spent = cpuSince(api.pid!),
        before = await backendTicks();
      const flood = await run(API + path, l(10), SECONDS);
      const cpu = spent(),
        after = await backendTicks();
      const dbMs = [...after].reduce((n, [pid, t]) => n + t - (before.get(pid) ?? 0), 0) * 10; // USER_HZ 100
      const per = (ms: number) => (ms / Math.max(flood.latencies.length, 1)).toFixed(3);
      const errors = [...pacedRuns, flood].reduce((n, x) => n + x.errors, 0);
      process.stderr.write('done\n');
      load.push([
        `${name}${mode === 'read' ? ', read every time' : ''}`,
        ...pacedRuns.flatMap(fig),
        ...fig(flood),
        per(cpu.server),
        per(dbMs),
        per(cpu.machine),
        String(errors),
      ]);
    }
  } finally {
    await pgc.end();
    api.kill('SIGTERM');
  }
}

console.log(`\n${new Date().toISOString().slice(0, 10)}, schema "${SCHEMA}", ${total.toLocaleString('en-GB')} records, PostgreSQL at ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}
chart_counts: ${buckets.toLocaleString('en-GB')} buckets, ${incidents.toLocaleString('en-GB')} of them incidents counted once in the last 12 months\n`);
if (rows.length) {
  const w0 = Math.max(...rows.map((x) => x[0].length));
  console.log(`${'measurement'.padEnd(w0)}  figure`);
  console.log(`${'-'.repeat(w0)}  ${'-'.repeat(40)}`);
  for (const [a, b] of rows) console.log(`${a.padEnd(w0)}  ${b}`);
}
if (profile.length)
  console.log(
    `\nWhat one org-level chart request sends to PostgreSQL (director, warm, figures not kept), each statement EXPLAIN ANALYZEd:\n${profile.join('\n')}`,
  );
if (load.length) {
  console.log(`\nThe org-level chart API as the director, times in ms: paced = each client its own connection sending ${RATE} requests a second,
started at a random point in the second (${CLIENTS.map((c) => `${c} clients, ${c * RATE}/s offered`).join('; ')}); flood = 10 clients each sending
its next request as soon as the last is answered. ${SECONDS} s each, after 2 s unmeasured. CPU per request (ms, from /proc) in the flood.\n`);
  const head = [
    'chart',
    ...CLIENTS.flatMap((c) => [`paced ${c} p50`, `paced ${c} p95`, `paced ${c} req/s`]),
    'flood p50',
    'flood p95',
    'flood req/s',
    'CPU API',
    'CPU PostgreSQL (API connections)',
    'CPU machine',
    'errors',
  ];
  const w = head.map((h, k) => Math.max(h.length, ...load.map((row) => row[k].length)));
  const line = (row: string[]) => row.map((c, k) => (k === 0 ? c.padEnd(w[k]) : c.padStart(w[k]))).join('  ');
  console.log(line(head));
  console.log(w.map((n) => '-'.repeat(n)).join('  '));
  for (const row of load) console.log(line(row));
}
process.exit(0);
