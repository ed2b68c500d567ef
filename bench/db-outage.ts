// How long the API is out after its database connections are cut. Starts the real server (`engine/main.ts`,
// workers and outbox relay included) as a process of its own on PostgreSQL, in a schema of its own, then:
//  1. terminate its backends (pg_terminate_backend, as a restart or failover does) and time, in seconds,
//     from the cut to the next 200 of a signed-in read (and the next 201 of a save);
//  2. the database away (behind a proxy: connections dropped, new ones refused) for a few seconds, then
//     back: the time from its return to the next 200, and what was answered meanwhile.
// It checks the process is still running at the end. `npx tsx bench/db-outage.ts [rounds]`
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { DEMO_PASSWORD } from '../seeds/demo.ts';
import { pgProxy } from '../tests/helpers/pg-proxy.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROUNDS = Number(process.argv[2] ?? 5);
const AWAY_MS = 3000;

const tag = randomBytes(4).toString('hex');
const appName = `bench-outage-${tag}`; // only this server's sessions are cut
const schema = `bench_outage_${tag}`;
const prefix = `bench-outage-${tag}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const proxy = await pgProxy(DATABASE_URL);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'engine/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_SCHEMA: schema,
    JOBS_PREFIX: prefix,
    REDIS_URL,
    DATABASE_URL: `${proxy.url}${proxy.url.includes('?') ? '&' : '?'}application_name=${appName}`,
    LOG_LEVEL: 'error',
    JWT_SECRET: `bench-outage-${tag}`.padEnd(48, 'x'),
    LOGIN_RATE_LIMIT: '1000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let exited: string | null = null;
server.on('exit', (code, signal) => {
  exited = `exited (${code ?? signal})`;
});

const admin = new pg.Client({ connectionString: DATABASE_URL });
await admin.connect();
const redis = new Redis(REDIS_URL);

async function status(path: string, init: RequestInit = {}): Promise<number> {
  try {
    return (await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(10_000) })).status;
  } catch {
    return 0;
  }
}
/** Ask every 5 ms until `want` comes back; the seconds it took from `from`, and what was answered meanwhile. */
async function until(want: number, ask: () => Promise<number>, from: number) {
  const seen = new Map<number, number>();
  for (;;) {
    const s = await ask();
    if (s === want) return { seconds: (performance.now() - from) / 1000, seen: Object.fromEntries(seen) };
    seen.set(s, (seen.get(s) ?? 0) + 1);
    if (exited) throw new Error(`the server ${exited}`);
    if (performance.now() - from > 60_000) throw new Error(`no ${want} within 60 s`);
    await sleep(5);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (s: number) => s.toFixed(3);

try {
  const started = performance.now();
  await until(200, () => status('/api/health'), started);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff.oak@demo.care', password: DEMO_PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { cookie, 'content-type': 'application/json' };
  const [yp] = (await (await fetch(`${base}/api/young-people`, { headers })).json()) as { id: string }[];
  const { examples } = await import('../definitions/young-person/examples.ts');
  const { staffOnShift: _none, ...log } = examples['daily-log'] as Record<string, unknown>;
  const save = () =>
    status('/api/records/daily-log', {
      method: 'POST',
      headers,
      body: JSON.stringify({ youngPersonId: yp.id, data: log }),
    });
  const created = await fetch(`${base}/api/records/daily-log`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ youngPersonId: yp.id, data: log }),
  });
  const record = (await created.json()) as { id: string };
  const read = () => status(`/api/records/daily-log/${record.id}`, { headers });
  console.log(
    `server up after ${fmt((performance.now() - started) / 1000)} s (PostgreSQL through a local proxy, schema ${schema})`,
  );

  console.log(
    `\n1. backends terminated (pg_terminate_backend), ${ROUNDS} rounds: seconds from the cut to the next answer`,
  );
  const reads: number[] = [];
  const saves: number[] = [];
  for (let i = 1; i <= ROUNDS; i++) {
    await sleep(1500); // relay, LISTEN and pool settled again
    const { rows } = await admin.query<{ cut: boolean }>(
      'select pg_terminate_backend(pid) as cut from pg_stat_activity where application_name = $1',
      [appName],
    );
    const cut = performance.now();
    const r = await until(200, read, cut);
    const w = await until(201, save, cut);
    reads.push(r.seconds);
    saves.push(w.seconds);
    console.log(
      `  round ${i}: ${rows.filter((x) => x.cut).length} sessions cut; next 200 (read) ${fmt(r.seconds)} s ${JSON.stringify(r.seen)}, next 201 (save) ${fmt(w.seconds)} s ${JSON.stringify(w.seen)}`,
    );
  }
  console.log(
    `  read: median ${fmt(median(reads))} s, max ${fmt(Math.max(...reads))} s; save: median ${fmt(median(saves))} s, max ${fmt(Math.max(...saves))} s`,
  );

  console.log(`\n2. database away for ${AWAY_MS / 1000} s (connections dropped, new ones refused), then back`);
  await sleep(1500);
  proxy.cut();
  const away = performance.now();
  const answers = new Map<number, number>();
  while (performance.now() - away < AWAY_MS) {
    const s = await read();
    answers.set(s, (answers.get(s) ?? 0) + 1);
    await sleep(50);
  }
  const health = await fetch(`${base}/api/health`)
    .then(async (r) => `${r.status} ${((await r.json()) as { status: string }).status}`)
    .catch((e) => String(e));
  proxy.restore();
  const back = performance.now();
  const r = await until(200, read, back);
  console.log(`  while away: answers ${JSON.stringify(Object.fromEntries(answers))}, /api/health ${health}`);
  console.log(`  from its return to the next 200: ${fmt(r.seconds)} s ${JSON.stringify(r.seen)}`);
  const h = await until(200, () => status('/api/health'), back);
  console.log(`  /api/health 200 again after ${fmt(h.seconds)} s`);

  console.log(`\nserver process: ${exited ?? 'still running'}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => (exited ? r(null) : server.once('exit', r)));
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await proxy.close();
}
