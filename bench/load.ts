// Mixed API traffic at 50 concurrent clients against the scale data set (seeds/scale.ts), and in
// the same run a bare Fastify + pg baseline. Prints one table. Not a test.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run seed:scale    (once, ~minutes)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench [-- --seconds 20]
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { cpuSince } from './cpu.ts';
import { acceptedDailyLog } from './daily-log.ts';
import { atOnce, type Load, paced as pacedRun, pct, type Result, run as runFor } from './paced.ts';
import { startServer } from './servers.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = process.env.SCALE_SCHEMA ?? 'scale';
const i = process.argv.indexOf('--seconds');
const SECONDS = i > 0 ? Number(process.argv[i + 1]) : 20;
// --only alone,paced,mixed,saves,baseline,workflow: run some phases (while working on one figure); all by default
const o = process.argv.indexOf('--only');
const PHASES = new Set(
  o > 0 ? process.argv[o + 1].split(',') : ['alone', 'paced', 'mixed', 'saves', 'baseline', 'workflow'],
);
// --workflow-records N: records made ready for each workflow turn (submit, sign off), per operation
const wr = process.argv.indexOf('--workflow-records');
const WORKFLOW_RECORDS = wr > 0 ? Number(process.argv[wr + 1]) : 8000;
// --rate N: in the paced phase each of the 50 clients sends N requests a second (people at work, not a flood)
const q = process.argv.indexOf('--rate');
const RATE = q > 0 ? Number(process.argv[q + 1]) : 4;
// --rounds N: saves and the baseline take turns N times (10 s each, after 3 s unmeasured), so drift in a
// shared machine's speed falls on both alike; the ratio is given for each round and as the median
const rr = process.argv.indexOf('--rounds');
const ROUNDS = rr > 0 ? Number(process.argv[rr + 1]) : 3;
const API = 'http://127.0.0.1:3999',
  BARE = 'http://127.0.0.1:3998';

async function call(path: string, cookie: string, init: RequestInit = {}) {
  const res = await fetch(API + path, {
    ...init,
    headers: { cookie, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}
async function login(email: string) {
  const res = await fetch(`${API}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'CareDemo2026!' }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} — load the scale data first (npm run seed:scale)`);
  return res.headers.getSetCookie()[0].split(';')[0];
}
async function inParallel<T>(n: number, width: number, fn: (i: number) => Promise<T>) {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) {
        const k = next++;
        out[k] = await fn(k);
      }
    }),
  );
  return out;
}

const run = (url: string, load: Load, seconds = SECONDS) => runFor(url, load, seconds);

const common = { DATABASE_URL, LOG_LEVEL: 'warn', PG_POOL_SIZE: '10' };
// BENCH_DIAG_FILE=path: the API process's event-loop delay and garbage collection during the paced phase, printed after
const DIAG = process.env.BENCH_DIAG_FILE;
/** How many records the schema holds now (each run's saves add to it). */
async function recordCount() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(`select count(*)::int as n from ${SCHEMA}.records`)).rows[0].n;
  } catch (err) {
    throw new Error(
      `no records in schema "${SCHEMA}" (${(err as Error).message}): load the scale data first (npm run seed:scale)`,
      { cause: err },
    );
  } finally {
    await client.end();
  }
}
const recordsAtStart = await recordCount();
const api = await startServer('engine/main.ts', {
  ...common,
  DATABASE_SCHEMA: SCHEMA,
  PORT: '3999',
  WORKERS: 'off',
  SEED_DEMO: 'off',
  LOGIN_RATE_LIMIT: '10000',
  JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'),
});
const bare = await startServer('bench/insert-select-server.ts', { ...common, PORT: '3998' });
try {
  const staff = await login('staff1.3@scale.care');
  const manager = await login('manager1.1@scale.care');
  const yps = (await call('/api/young-people', staff)) as { id: string }[];
  const staffOnShift = ((await call('/api/staff', staff)) as { id: string }[]).slice(0, 2).map((s) => s.id);
  const data = await acceptedDailyLog(API, staff, yps[0].id, { staffOnShift });
  const draft = (yp: string) => JSON.stringify({ youngPersonId: yp, data });
  const readIds = (await call(`/api/records/daily-log?youngPerson=${yps[0].id}&limit=100`, staff)).items.map(
    (r: { id: string }) => r.id,
  ) as string[];
  // Records to submit and to sign off, made through the API beforehand
  const perOp = PHASES.has('mixed') || PHASES.has('alone') || PHASES.has('paced') ? 5000 : 0;
  process.stderr.write(`preparing ${perOp * 2} drafts… `);
  const made = await inParallel(
    perOp * 2,
    16,
    async (k) =>
      call('/api/records/daily-log', staff, { method: 'POST', body: draft(yps[k % yps.length].id) }) as Promise<{
        id: string;
        version: number;
      }>,
  );
  const toSubmit = made.slice(0, perOp);
  const toSign = await inParallel(
    perOp,
    16,
    async (k) =>
      call(`/api/records/daily-log/${made[perOp + k].id}/actions/submit`, staff, {
        method: 'POST',
        body: JSON.stringify({ version: 1 }),
      }) as Promise<{ id: string; version: number }>,
  );
  process.stderr.write('done\n');

  const json = { 'content-type': 'application/json' };
  let g = 0;
  // Requests that can be written down beforehand are given to autocannon as a list, which it builds
  // once; a setupRequest function makes it build the request again every time (load-tool CPU, on the
  // same two cores, that the static baseline would not pay).
  const saves = (cookie: string, ypIds: string[]) =>
    ypIds.map((yp) => ({
      method: 'POST' as const,
      path: '/api/records/daily-log',
      headers: { cookie, ...json },
      body: draft(yp),
    }));
  const loads: Load[] = [
    {
      name: "list a young person's records",
      connections: 10,
      opts: {
        headers: { cookie: staff },
        requests: yps.map((yp) => ({ path: `/api/records/daily-log?youngPerson=${yp.id}&limit=25` })),
      },
    },
    {
      name: 'read a record',
      connections: 10,
      opts: { headers: { cookie: staff }, requests: readIds.map((id) => ({ path: `/api/records/daily-log/${id}` })) },
    },
    {
      name: 'save a draft',
      connections: 8,
      opts: {
        requests: saves(
          staff,
          yps.map((y) => y.id),
        ),
      },
    },
    {
      name: 'submit',
      connections: 6,
      opts: {
        headers: { cookie: staff, ...json },
        requests: [
          {
            setupRequest: (req) => {
              const rec = toSubmit.pop();
              return rec
                ? {
                    ...req,
                    method: 'POST',
                    path: `/api/records/daily-log/${rec.id}/actions/submit`,
                    body: JSON.stringify({ version: rec.version }),
                  }
                : { ...req, method: 'GET', path: '/api/health' };
            },
          },
        ],
      },
    },
    {
      name: 'sign off',
      connections: 6,
      opts: {
        headers: { cookie: manager, ...json },
        requests: [
          {
            setupRequest: (req) => {
              const rec = toSign.pop();
              return rec
                ? {
                    ...req,
                    method: 'POST',
                    path: `/api/records/daily-log/${rec.id}/actions/sign-off`,
                    body: JSON.stringify({ version: rec.version }),
                  }
                : { ...req, method: 'GET', path: '/api/health' };
            },
          },
        ],
      },
    },
    {
      name: 'sign-off inbox',
      connections: 5,
      opts: { headers: { cookie: manager }, requests: [{ path: '/api/signoffs/inbox' }] },
    },
    {
      name: 'search',
      connections: 5,
      opts: {
        headers: { cookie: staff },
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: `/api/search?q=${encodeURIComponent(['Young1', 'Person3', 'Staff 1.', 'Young'][g++ % 4])}`,
            }),
          },
        ],
      },
    },
  ];
  const skipped = (name: string): Result => ({ name, latencies: [], errors: 0, rps: NaN });
  // First each operation alone with one client (latency without queueing), then all of them at once.
  process.stderr.write('one client per operation, 5 s each… ');
  const alone: Result[] = [];
  for (const l of loads)
    alone.push(PHASES.has('alone') ? await run(API, { ...l, connections: 1 }, 5) : skipped(l.name));
  const clients = loads.reduce((n, l) => n + l.connections, 0);
  process.stderr.write(`done\npaced traffic, ${clients} clients at ${RATE} requests/s each, ${SECONDS} s… `);
  // each client its own one-connection instance started at a random point in the second (bench/paced.ts)
  if (DIAG) api.kill('SIGUSR2'); // the API process's event loop and GC figures start here (process-diagnostics.ts)
  const paced = PHASES.has('paced')
    ? await Promise.all(loads.map((l) => pacedRun(API, l, RATE, SECONDS)))
    : loads.map((l) => skipped(l.name));
  if (DIAG) api.kill('SIGUSR2');
  process.stderr.write(
    `done\nmixed traffic, ${clients} concurrent clients as fast as they are answered, ${SECONDS} s… `,
  );
  const results = PHASES.has('mixed')
    ? await Promise.all(loads.map((l) => run(API, l)))
    : loads.map((l) => skipped(l.name));
  // Throughput turns start with 3 s unmeasured, so both servers are compared warm (V8 has optimised
  // the code, every pooled connection has prepared its statements).
  // Each also counts the CPU it cost (the server's process, PostgreSQL's, the whole machine's).
  const cpu: Record<string, { server: number; db: number; tool: number; machine: number; requests: number }> = {};
  const turn = async (name: string, go: (seconds: number) => Promise<Result>, server: ChildProcess) => {
    await go(3);
    const spent = cpuSince(server.pid!);
    const result = await go(10);
    const c = spent();
    const sum = cpu[name] ?? { server: 0, db: 0, tool: 0, machine: 0, requests: 0 };
    cpu[name] = {
      server: sum.server + c.server,
      db: sum.db + c.db,
      tool: sum.tool + c.tool,
      machine: sum.machine + c.machine,
      requests: sum.requests + result.latencies.length,
    };
    return result;
  };
  const savesLoad: Load = { ...loads[2], name: 'save a draft, alone at 50 clients', connections: 50 };
  const baseLoad: Load = {
    name: 'bare INSERT + SELECT (Fastify + pg)',
    connections: 50,
    opts: { method: 'POST', headers: json, body: JSON.stringify({ data }) },
  };
  // The same saves from fifty members of staff, one in each of fifty homes, each writing about the young
  // people of their own home: fifty people at once, where the first has one person write every record
  // into six young people's files (every save then locks the same few rows its keys point at).
  const writers = PHASES.has('saves')
    ? await inParallel(50, 8, async (k) => {
        const cookie = await login(`staff${k + 1}.3@scale.care`);
        return { cookie, yps: ((await call('/api/young-people', cookie)) as { id: string }[]).map((y) => y.id) };
      })
    : [];
  // Each of the fifty is its own one-connection autocannon with its own list of requests (its own
  // cookie, its own home's young people), so the fifty write at once rather than in step.
  const spreadName = 'save a draft, 50 staff in 50 homes';
  const spreadRun = (seconds: number) =>
    Promise.all(
      writers.map((w) =>
        run(API, { name: spreadName, connections: 1, opts: { requests: saves(w.cookie, w.yps) } }, seconds),
      ),
    ).then((each) => atOnce(spreadName, each));
  // Submit and sign off flooded by 50 clients, each request a record of its own made ready beforehand
  // (a turn of 2 s unmeasured and 5 s measured uses WORKFLOW_RECORDS at most; one that runs out asks
  // for a record that is not there, an error answer that is not counted as work and is reported).
  const workflowTurn = async (
    name: string,
    records: { id: string; version: number }[],
    action: 'submit' | 'sign-off',
    cookie: string,
  ) => {
    const load: Load = {
      name,
      connections: 50,
      opts: {
        headers: { cookie, ...json },
        requests: [
          {
            setupRequest: (req) => {
              const rec = records.pop();
              return rec
                ? {
                    ...req,
                    method: 'POST',
                    path: `/api/records/daily-log/${rec.id}/actions/${action}`,
                    body: JSON.stringify({ version: rec.version }),
                  }
                : { ...req, method: 'GET', path: '/api/records/daily-log/00000000-0000-4000-8000-000000000000' };
            },
          },
        ],
      },
    };
    await run(API, load, 2);
    const spent = cpuSince(api.pid!);
    const result = await run(API, load, 5);
    const c = spent();
    const sum = cpu[name] ?? { server: 0, db: 0, tool: 0, machine: 0, requests: 0 };
    cpu[name] = {
      server: sum.server + c.server,
      db: sum.db + c.db,
      tool: sum.tool + c.tool,
      machine: sum.machine + c.machine,
      requests: sum.requests + result.latencies.length,
    };
    return result;
  };
  const readyDrafts = (n: number) =>
    inParallel(
      n,
      16,
      async (k) =>
        call('/api/records/daily-log', staff, { method: 'POST', body: draft(yps[k % yps.length].id) }) as Promise<{
          id: string;
          version: number;
        }>,
    );
  const submitName = 'submit, alone at 50 clients',
    signName = 'sign off, alone at 50 clients';
  const savesRounds: Result[] = [],
    spreadRounds: Result[] = [],
    baseRounds: Result[] = [],
    submitRounds: Result[] = [],
    signRounds: Result[] = [];
  for (let k = 0; k < ROUNDS; k++) {
    process.stderr.write(
      `done\nround ${k + 1} of ${ROUNDS}: saves alone (one writer, then fifty), ${PHASES.has('workflow') ? 'submit and sign off alone, ' : ''}then the baseline, 50 clients each… `,
    );
    if (PHASES.has('saves') || PHASES.has('workflow'))
      savesRounds.push(await turn(savesLoad.name, (t) => run(API, savesLoad, t), api));
    if (PHASES.has('saves')) spreadRounds.push(await turn(spreadName, spreadRun, api));
    if (PHASES.has('workflow')) {
      const toSubmitNow = await readyDrafts(WORKFLOW_RECORDS);
      submitRounds.push(await workflowTurn(submitName, toSubmitNow, 'submit', staff));
      const submitted = await inParallel(WORKFLOW_RECORDS, 16, async (j) => {
        const d = (await call('/api/records/daily-log', staff, {
          method: 'POST',
          body: draft(yps[j % yps.length].id),
        })) as { id: string; version: number };
        return call(`/api/records/daily-log/${d.id}/actions/submit`, staff, {
          method: 'POST',
          body: JSON.stringify({ version: d.version }),
        }) as Promise<{ id: string; version: number }>;
      });
      signRounds.push(await workflowTurn(signName, submitted, 'sign-off', manager));
    }
    if (PHASES.has('baseline'))
      baseRounds.push(await turn(baseLoad.name, (t) => run(`${BARE}/bare`, baseLoad, t), bare));
  }
  process.stderr.write('done\n');
  const together = (name: string, xs: Result[]): Result =>
    xs.length
      ? {
          name,
          latencies: xs.flatMap((x) => x.latencies),
          errors: xs.reduce((n, x) => n + x.errors, 0),
          rps: xs.reduce((n, x) => n + x.rps, 0) / xs.length,
        }
      : skipped(name);
  const savesAlone = together(savesLoad.name, savesRounds);
  const spread = together(spreadName, spreadRounds);
  const base = together(baseLoad.name, baseRounds);
  const ratios = (xs: Result[]) => xs.map((x, k) => x.rps / (baseRounds[k]?.rps ?? NaN));
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

  const rows = results.map((x, k) => [
    x.name,
    pct(alone[k].latencies, 50).toFixed(1),
    pct(alone[k].latencies, 95).toFixed(1),
    pct(paced[k].latencies, 50).toFixed(1),
    pct(paced[k].latencies, 95).toFixed(1),
    paced[k].rps.toFixed(0),
    pct(x.latencies, 50).toFixed(1),
    pct(x.latencies, 95).toFixed(1),
    x.rps.toFixed(0),
    String(x.errors + alone[k].errors + paced[k].errors),
    (x.rps / base.rps).toFixed(2),
  ]);
  const submitAlone = together(submitName, submitRounds),
    signAlone = together(signName, signRounds);
  for (const x of [savesAlone, spread, submitAlone, signAlone, base]) {
    rows.push([
      x.name,
      '',
      '',
      '',
      '',
      '',
      pct(x.latencies, 50).toFixed(1),
      pct(x.latencies, 95).toFixed(1),
      x.rps.toFixed(0),
      String(x.errors),
      (x.rps / base.rps).toFixed(2),
    ]);
  }
  const head = [
    'operation',
    '1 client p50',
    '1 client p95',
    'paced p50',
    'paced p95',
    'paced req/s',
    'flood p50',
    'flood p95',
    'flood req/s',
    'errors',
    'req/s ÷ baseline',
  ];
  // a phase left out with --only has no figures: its row is not printed, and a figure not measured shows as –
  const shown = rows
    .map((row) => row.map((c) => (c === 'NaN' ? '–' : c)))
    .filter((row) => row.some((c, k) => k > 0 && head[k] !== 'errors' && c !== '–' && c !== ''));
  const w = head.map((h, k) => Math.max(h.length, ...shown.map((row) => row[k].length)));
  const line = (row: string[]) => row.map((c, k) => (k === 0 ? c.padEnd(w[k]) : c.padStart(w[k]))).join('  ');
  console.log(`\n${new Date().toISOString().slice(0, 10)}, schema "${SCHEMA}", ${recordsAtStart.toLocaleString('en-GB')} records at the start (${(await recordCount()).toLocaleString('en-GB')} at the end). Times in ms. Each operation alone with 1 client (5 s); then all seven at once
with ${clients} clients, paced at ${RATE} requests/s each (${clients * RATE}/s offered, ${SECONDS} s); then the same ${clients} clients as a flood,
each sending its next request as soon as the last is answered (${SECONDS} s); then, ${ROUNDS} times in turn, saves alone flooded by
50 clients (one member of staff, then fifty in fifty homes) and the baseline flooded by 50 clients (10 s each, after 3 s
unmeasured). The ratio is flood req/s against the baseline's.\n`);
  console.log(line(head));
  console.log(w.map((n) => '-'.repeat(n)).join('  '));
  for (const row of shown) console.log(line(row));
  for (const [what, xs] of [
    ['one writer', savesRounds],
    ['50 staff in 50 homes', spreadRounds],
  ] as const) {
    const r = ratios(xs);
    if (r.length && r.every(Number.isFinite))
      console.log(
        `${what === 'one writer' ? '\n' : ''}save ÷ baseline by round, ${what}: ${r.map((x) => x.toFixed(2)).join(', ')} — median ${median(r).toFixed(2)}`,
      );
  }
  for (const [what, xs] of [
    ['submit', submitRounds],
    ['sign off', signRounds],
  ] as const) {
    if (!xs.length) continue;
    const r = xs.map((x, k) => x.rps / savesRounds[k].rps);
    console.log(
      `${what} ÷ saves (both alone at 50 clients) by round: ${r.map((x) => x.toFixed(2)).join(', ')} — median ${median(r).toFixed(2)}${xs.some((x) => x.errors) ? ` (${xs.reduce((n, x) => n + x.errors, 0)} requests found no record ready: raise --workflow-records)` : ''}`,
    );
  }
  if (DIAG && existsSync(DIAG)) {
    // the second line: from the signal before the paced phase to the one after it
    const during = readFileSync(DIAG, 'utf8').trim().split('\n').at(-1);
    console.log(`\nThe API process during the paced phase (event-loop delay in ms, GC pauses in ms): ${during}`);
  }
  if (Object.keys(cpu).length) {
    console.log('\nCPU per request, ms (from /proc; the machine column includes the load tool):');
    for (const [name, c] of Object.entries(cpu)) {
      const per = (ms: number) => (ms / c.requests).toFixed(3);
      console.log(
        `  ${name.padEnd(40)} server ${per(c.server)}  PostgreSQL ${per(c.db)}  load tool ${per(c.tool)}  machine ${per(c.machine)}`,
      );
    }
  }
} finally {
  api.kill('SIGTERM');
  bare.kill('SIGTERM');
}
