// The home's medication round against the scale data set with a year of the MAR (~2 million
// entries): p50/p95 of GET /api/homes/:id/medication-round over HTTP, a loop of sequential requests and then
// autocannon at 10 connections, for managers of different homes. Prints figures; not a test.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run seed:scale     (once; it loads the medicines too)
// DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/medication-round.ts [--requests 500] [--seconds
// 10]
// A schema loaded before the medicines were part of the scale set gets them here first (seedScaleMedication).
import { type ChildProcess, spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { DefinitionRegistry } from '../engine/definitions/registry.ts';
import { createStore, openDb } from '../engine/store/index.ts';
import { seedScaleMedication } from '../seeds/medication.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = process.env.SCALE_SCHEMA ?? 'scale';
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const N = arg('requests', 500),
  SECONDS = arg('seconds', 10);
const API = 'http://127.0.0.1:3997';
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

const db = await openDb({ databaseUrl: DATABASE_URL, schema: SCHEMA });
const store = createStore(db);
const org = await store.admin.organisationBySlug('scale');
if (!org) throw new Error(`no scale organisation in schema "${SCHEMA}": load it first (npm run seed:scale)`);
const [{ n: before }] = await db.query<{ n: number }>(`select count(*)::int as n from mar_entries where org_id = $1`, [
  org.id,
]);
if (!before) {
  const t = performance.now();
  const homes = await db.query<{ homeId: string; staff: string[]; yps: string[] }>(
    `select h.id as "homeId",
            array(select u.id from users u join user_homes uh on uh.user_id = u.id where uh.home_id = h.id and not u.is_manager order by u.email) as staff,
            array(select y.id from young_people y where y.home_id = h.id and y.archived_at is null order by y.last_name) as yps
       from homes h where h.org_id = $1 order by h.name`,
    [org.id],
  );
  const seeded = await seedScaleMedication(store, await DefinitionRegistry.open(store), org.id, homes);
  console.log(
    `Loaded ${seeded.prescriptions} prescriptions and ${seeded.entries.toLocaleString('en-GB')} MAR entries in ${((performance.now() - t) / 1000).toFixed(0)} s.`,
  );
}
const [{ n: entries }] = await db.query<{ n: number }>(`select count(*)::int as n from mar_entries where org_id = $1`, [
  org.id,
]);
const homes = await db.query<{ id: string; name: string; manager: string }>(
  `select h.id, h.name, (select u.email from users u join user_homes uh on uh.user_id = u.id where uh.home_id = h.id and u.is_manager order by u.email limit 1) as manager
     from homes h where h.org_id = $1 order by h.name limit 5`,
  [org.id],
);
await db.close();

function start(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'engine/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL,
        DATABASE_SCHEMA: SCHEMA,
        PORT: '3997',
        WORKERS: 'off',
        SEED_DEMO: 'off',
        LOGIN_RATE_LIMIT: '10000',
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (d: Buffer) => {
      if (/running at|ready|listening/i.test(d.toString())) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`engine/main.ts exited with ${code}`)));
  });
}
const api = await start();
try {
  const cookies = await Promise.all(
    homes.map(async (h) => {
      const res = await fetch(`${API}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: h.manager, password: 'CareDemo2026!' }),
      });
      if (!res.ok) throw new Error(`login ${h.manager}: ${res.status}`);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    }),
  );
  // yesterday's morning round (06:00–10:00 UTC): every dose in it is on the MAR, so the view joins entries to doses
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const window = `from=${day}T06:00:00.000Z&to=${day}T10:00:00.000Z`;
  const url = (i: number) => `${API}/api/homes/${homes[i % homes.length].id}/medication-round?${window}`;
  const first = (await (await fetch(url(0), { headers: { cookie: cookies[0] } })).json()) as {
    doses: unknown[];
    youngPeople: unknown[];
  };
  for (let i = 0; i < 30; i++)
    await (await fetch(url(i), { headers: { cookie: cookies[i % homes.length] } })).arrayBuffer(); // warm up
  const times: number[] = [];
  for (let i = 0; i < N; i++) {
    const t = performance.now();
    const res = await fetch(url(i), { headers: { cookie: cookies[i % homes.length] } });
    if (!res.ok) throw new Error(`round: ${res.status}`);
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  // the same loop on GET /api/auth/me (session check and nothing else): what any request costs on this machine now
  const base: number[] = [];
  for (let i = 0; i < N; i++) {
    const t = performance.now();
    await (await fetch(`${API}/api/auth/me`, { headers: { cookie: cookies[i % homes.length] } })).arrayBuffer();
    base.push(performance.now() - t);
  }
  const ac = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url: url(0),
        connections: 10,
        duration: SECONDS,
        headers: { cookie: cookies[0] },
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    ),
  );
  console.log(
    `\nMedication round, schema "${SCHEMA}": ${entries.toLocaleString('en-GB')} MAR entries; ${homes[0].name}'s round: ${first.youngPeople.length} young people, ${first.doses.length} doses (${window}). ${new Date().toISOString()}`,
  );
  console.log(
    `sequential (${N} requests over ${homes.length} homes' managers): p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms`,
  );
  console.log(
    `baseline GET /api/auth/me, same loop: p50 ${pct(base, 50).toFixed(1)} ms, p95 ${pct(base, 95).toFixed(1)} ms (load average ${(await import('node:os')).loadavg()[0].toFixed(1)})`,
  );
  console.log(
    `autocannon (10 connections, ${SECONDS} s, one home): ${ac.requests.average.toFixed(0)} req/s, latency p50 ${ac.latency.p50} ms, p97.5 ${ac.latency.p97_5} ms, p99 ${ac.latency.p99} ms, errors ${ac.errors}, non-2xx ${ac.non2xx}`,
  );
} finally {
  api.kill();
}
