// Create, read and submit against two floors, in one run:
//   npm run bench:floor [-- --drivers pg,pglite] [--processes 1,2] [--rounds 5] [--seconds 5]
// For each database (PostgreSQL, and PGlite — the embedded default of `npm start`) and each number of
// API processes (API_PROCESSES), the real server (workers on) takes turns with two floors, 50 connections each,
// `--rounds` times (2 s unmeasured, then `--seconds` measured):
// - the one-statement floor (bench/floor-server.ts): a bare INSERT into an unindexed table, a SELECT by id;
// - the same-schema floor (bench/same-schema-floor-server.ts): exactly the engine's database work for each operation
//   (its statements on its tables, indexes, foreign keys, revision, outbox, audit, sign-offs) with nothing else.
// Submit turns submit drafts made just before the turn (one draft per request). Prints each ratio by turn and its
// median, and the CPU each request cost (server processes, PostgreSQL's, the machine's).
// PostgreSQL runs on the scale set (SCALE_SCHEMA, default "scale", from `npm run seed:scale`) when it
// is loaded, otherwise on a fresh schema with the demo; PGlite on a fresh data folder with the demo.
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { QUEUES } from '../engine/jobs/queues.ts';
import { cpuSince } from './cpu.ts';
import { acceptedDailyLog } from './daily-log.ts';
import { startServer } from './servers.ts';

const arg = (name: string, dflt: string) => {
  const k = process.argv.indexOf(`--${name}`);
  return k > 0 ? process.argv[k + 1] : dflt;
};
const DRIVERS = arg('drivers', 'pg,pglite').split(',') as ('pg' | 'pglite')[];
const PROCESSES = arg('processes', '1').split(',').map(Number);
const ROUNDS = Number(arg('rounds', '5'));
const SECONDS = Number(arg('seconds', '5'));
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCALE = process.env.SCALE_SCHEMA ?? 'scale';
const API = 'http://127.0.0.1:3996',
  FLOOR = 'http://127.0.0.1:3997',
  SAME = 'http://127.0.0.1:3998';
const json = { 'content-type': 'application/json' };

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function scaleLoaded() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(`select 1 from ${SCALE}.users where email = 'staff1.3@scale.care'`)).rowCount === 1;
  } catch {
    return false;
  } finally {
    await client.end();
  }
}
/** The floor's table starts empty each run; so does the demo schema when the scale set is not loaded. */
async function pgReset(demoSchema: string | null) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query('drop table if exists bench_floor');
    if (demoSchema) await client.query(`drop schema if exists ${demoSchema} cascade`);
  } finally {
    await client.end();
  }
}

async function call(path: string, cookie: string, init: RequestInit = {}) {
  const res = await fetch(API + path, { ...init, headers: { cookie, ...json } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}
async function login(email: string) {
  const res = await fetch(`${API}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'CareDemo2026!' }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return res.headers.getSetCookie()[0].split(';')[0];
}

function flood(url: string, opts: Partial<autocannon.Options>, seconds: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let ok = 0;
    const bad = new Map<number, number>();
    const instance = autocannon({ url, connections: 50, duration: seconds, ...opts }, (err) => {
      if (err) reject(err);
      else {
        // an error answer is not counted as work done, and is said (it should not happen)
        if (bad.size)
          process.stderr.write(
            `${url}: answers of 400 or more: ${[...bad].map(([s, n]) => `${n}× ${s}`).join(', ')}\n`,
          );
        resolve(ok);
      }
    });
    instance.on('response', (_c, status) => {
      if (status >= 400) bad.set(status, (bad.get(status) ?? 0) + 1);
      else ok++;
    });
  });
}
/**
 * Workers on: wait (up to 3 minutes) until the catch-up runs queued at start are done, so they do not fall in a turn.
 */
async function jobsIdle(prefix: string) {
  const queues = Object.values(QUEUES).map(
    (name) => new Queue(name, { connection: { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }, prefix }),
  );
  try {
    for (const end = Date.now() + 180_000; Date.now() < end; await new Promise((r) => setTimeout(r, 1000))) {
      const counts = await Promise.all(queues.map((q) => q.getJobCounts('active', 'waiting', 'prioritized')));
      if (counts.every((c) => c.active + c.waiting + c.prioritized === 0)) return;
    }
    process.stderr.write('jobs still running after 3 minutes: measuring anyway\n');
  } finally {
    await Promise.all(queues.map((q) => q.close()));
  }
}
/** This run's queues and schedules go with it (its own prefix). */
async function forgetJobs(prefix: string) {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }))
      if ((keys as string[]).length) await redis.del(...(keys as string[]));
  } finally {
    redis.disconnect();
  }
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

interface Figures {
  rps: number[];
  cpu: { server: number; db: number; machine: number; requests: number };
}

async function measure(driver: 'pg' | 'pglite', processes: number) {
  const scale = driver === 'pg' && (await scaleLoaded());
  const dir = `/tmp/bench-floor-${process.pid}`;
  rmSync(dir, { recursive: true, force: true });
  const env: Record<string, string> = {
    LOG_LEVEL: 'warn',
    PORT: '3996',
    LOGIN_RATE_LIMIT: '10000',
    JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'),
    API_PROCESSES: String(processes),
    DATA_DIR: `${dir}/api`,
    JOBS_PREFIX: `bench-floor-${process.pid}`,
  };
  if (driver === 'pg') {
    await pgReset(scale ? null : 'bench_floor_demo');
    Object.assign(env, {
      DATABASE_URL,
      DATABASE_SCHEMA: scale ? SCALE : 'bench_floor_demo',
      SEED_DEMO: scale ? 'off' : 'on',
      PG_POOL_SIZE: '10',
    });
  } else {
    env.DATABASE_URL = '';
  }
  const api = await startServer('engine/main.ts', env);
  const floor = await startServer('bench/floor-server.ts', {
    PORT: '3997',
    DATABASE_URL: driver === 'pg' ? DATABASE_URL : '',
    FLOOR_DATA_DIR: `${dir}/floor`,
    PG_POOL_SIZE: '10',
  });
  const same = await startServer('bench/same-schema-floor-server.ts', {
    PORT: '3998',
    LOG_LEVEL: 'warn',
    DATABASE_URL: driver === 'pg' ? DATABASE_URL : '',
    DATABASE_SCHEMA: env.DATABASE_SCHEMA ?? '',
    FLOOR_DATA_DIR: `${dir}/same`,
    FLOOR_AUTHOR: scale ? 'staff1.3@scale.care' : 'staff.oak@demo.care',
    PG_POOL_SIZE: '10',
  });
  try {
    const staff = await login(scale ? 'staff1.3@scale.care' : 'staff.oak@demo.care');
    const yps = (await call('/api/young-people', staff)) as { id: string }[];
    const staffOnShift = ((await call('/api/staff', staff)) as { id: string }[]).slice(0, 2).map((s) => s.id);
    const data = await acceptedDailyLog(API, staff, yps[0].id, { staffOnShift });
    const made = await Promise.all(
      Array.from(
        { length: 100 },
        (_, k) =>
          call('/api/records/daily-log', staff, {
            method: 'POST',
            body: JSON.stringify({ youngPersonId: yps[k % yps.length].id, data }),
          }) as Promise<{ id: string }>,
      ),
    );
    await Promise.all(
      Array.from({ length: 100 }, () => fetch(`${FLOOR}/create`, { method: 'POST', body: JSON.stringify({ data }) })),
    );
    const floorIds = ((await (await fetch(`${FLOOR}/ids`)).json()) as { ids: string[] }).ids;
    const sameCreate = (k: number) =>
      fetch(`${SAME}/create`, {
        method: 'POST',
        body: JSON.stringify({ youngPersonId: yps[k % yps.length].id, data }),
      }).then((r) => r.json() as Promise<{ id: string }>);
    const sameIds = (await Promise.all(Array.from({ length: 100 }, (_, k) => sameCreate(k)))).map((r) => r.id);
    // drafts for a submit turn, made before it: one per request it may send (at most `perSecond` a second)
    const drafts = { engine: [] as string[], same: [] as string[] };
    const draftsFor = async (who: 'engine' | 'same', seconds: number, perSecond = 1500) => {
      const made: string[] = [];
      for (let k = 0; k < seconds * perSecond; k += 50)
        made.push(
          ...(
            await Promise.all(
              Array.from({ length: 50 }, (_, j) =>
                who === 'same'
                  ? sameCreate(k + j)
                  : (call('/api/records/daily-log', staff, {
                      method: 'POST',
                      body: JSON.stringify({ youngPersonId: yps[(k + j) % yps.length].id, data }),
                    }) as Promise<{ id: string }>),
              ),
            )
          ).map((r) => r.id),
        );
      drafts[who] = made;
    };
    const submitting = (who: 'engine' | 'same') => ({
      method: 'POST' as const,
      path: '/',
      headers: who === 'engine' ? { cookie: staff, ...json } : json,
      body: JSON.stringify({ version: 1 }),
      setupRequest: (req: autocannon.Request) => {
        const id = drafts[who].pop();
        req.path = !id ? '/none' : who === 'engine' ? `/api/records/daily-log/${id}/actions/submit` : `/submit/${id}`;
        return req;
      },
    });
    const loads: Record<
      string,
      { url: string; server: ChildProcess; opts: Partial<autocannon.Options>; prepare?: (s: number) => Promise<void> }
    > = {
      'engine create': {
        url: API,
        server: api,
        opts: {
          requests: yps.map((yp) => ({
            method: 'POST' as const,
            path: '/api/records/daily-log',
            headers: { cookie: staff, ...json },
            body: JSON.stringify({ youngPersonId: yp.id, data }),
          })),
        },
      },
      'floor create': {
        url: FLOOR,
        server: floor,
        opts: {
          requests: [{ method: 'POST' as const, path: '/create', headers: json, body: JSON.stringify({ data }) }],
        },
      },
      'engine read': {
        url: API,
        server: api,
        opts: { headers: { cookie: staff }, requests: made.map((r) => ({ path: `/api/records/daily-log/${r.id}` })) },
      },
      'floor read': { url: FLOOR, server: floor, opts: { requests: floorIds.map((id) => ({ path: `/read/${id}` })) } },
      'same-schema create': {
        url: SAME,
        server: same,
        opts: {
          requests: yps.map((yp) => ({
            method: 'POST' as const,
            path: '/create',
            headers: json,
            body: JSON.stringify({ youngPersonId: yp.id, data }),
          })),
        },
      },
      'same-schema read': {
        url: SAME,
        server: same,
        opts: { requests: sameIds.map((id) => ({ path: `/read/${id}` })) },
      },
      'engine submit': {
        url: API,
        server: api,
        opts: { requests: [submitting('engine')] },
        prepare: (seconds) => draftsFor('engine', seconds),
      },
      'same-schema submit': {
        url: SAME,
        server: same,
        opts: { requests: [submitting('same')] },
        prepare: (seconds) => draftsFor('same', seconds),
      },
    };
    await jobsIdle(env.JOBS_PREFIX);
    const figures: Record<string, Figures> = {};
    for (let k = 0; k < ROUNDS; k++) {
      process.stderr.write(`${driver}, ${processes} API process(es): turn ${k + 1} of ${ROUNDS}\n`);
      for (const [name, l] of Object.entries(loads)) {
        await l.prepare?.(2 + SECONDS);
        await flood(l.url, l.opts, 2);
        const spent = cpuSince(l.server.pid!);
        const n = await flood(l.url, l.opts, SECONDS);
        const c = spent();
        const f = (figures[name] ??= { rps: [], cpu: { server: 0, db: 0, machine: 0, requests: 0 } });
        f.rps.push(n / SECONDS);
        f.cpu = {
          server: f.cpu.server + c.server,
          db: f.cpu.db + c.db,
          machine: f.cpu.machine + c.machine,
          requests: f.cpu.requests + n,
        };
      }
    }
    return { driver, processes, scale, figures };
  } finally {
    await Promise.all([stop(api), stop(floor), stop(same)]);
    rmSync(dir, { recursive: true, force: true });
    await forgetJobs(env.JOBS_PREFIX);
  }
}

const runs = [];
for (const driver of DRIVERS)
  for (const processes of driver === 'pglite' ? [1] : PROCESSES) runs.push(await measure(driver, processes));
console.log(
  `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. 50 connections each, ${ROUNDS} turns of ${SECONDS} s (after 2 s unmeasured), engine and floor alternating.`,
);
console.log(
  "Floor: one statement per request (bench/floor-server.ts); same-schema floor: the engine's own database work and nothing else (bench/same-schema-floor-server.ts). Ratio: engine req/s ÷ floor req/s in the same turn. CPU: ms per request.\n",
);
const head = [
  'database',
  'API processes',
  'operation',
  'floor',
  'engine req/s (median)',
  'floor req/s (median)',
  'ratio by turn',
  'median ratio',
  'engine CPU server/db/machine',
  'floor CPU server/db/machine',
];
console.log(head.join(' | '));
const cpu = (c: Figures['cpu']) => [c.server, c.db, c.machine].map((ms) => (ms / c.requests).toFixed(3)).join(' / ');
for (const r of runs) {
  for (const [op, floorName] of [
    ['create', 'floor'],
    ['create', 'same-schema'],
    ['read', 'floor'],
    ['read', 'same-schema'],
    ['submit', 'same-schema'],
  ]) {
    const e = r.figures[`engine ${op}`],
      f = r.figures[`${floorName} ${op}`];
    const ratios = e.rps.map((x, k) => x / f.rps[k]);
    console.log(
      [
        r.driver === 'pg' ? `PostgreSQL (${r.scale ? SCALE : 'demo'})` : 'PGlite (demo)',
        r.processes,
        op,
        floorName === 'floor' ? 'one statement' : 'same schema',
        median(e.rps).toFixed(0),
        median(f.rps).toFixed(0),
        ratios.map((x) => x.toFixed(2)).join(', '),
        median(ratios).toFixed(2),
        cpu(e.cpu),
        cpu(f.cpu),
      ].join(' | '),
    );
  }
}
