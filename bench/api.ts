// Save and read through the API, on PGlite and on PostgreSQL, against a bare INSERT/SELECT of the
// same JSON on the same database, so the engine's overhead is a ratio. Prints figures; not a test.
//   npx tsx bench/api.ts [requests=300]
import { performance } from 'node:perf_hooks';
import { examples } from '../definitions/young-person/examples.ts';
import { demoPeople, withOakStaff } from '../tests/helpers/fixtures.ts';
import { type Driver, login, startTestServer } from '../tests/helpers/server.ts';

const N = Number(process.argv[2] ?? 300);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function time(n: number, fn: (i: number) => Promise<void>) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    out.push(performance.now() - t);
  }
  return out;
}

async function run(driver: Driver) {
  const server = await startTestServer({ driver, listen: true });
  const people = await demoPeople(server);
  const cookie = await login(server.app, 'staff.oak@demo.care');
  const data = withOakStaff(examples['daily-log'], people);
  const headers = { cookie, 'content-type': 'application/json' };
  const ids: string[] = [];
  // warm up (validators compiled, connections opened)
  for (let i = 0; i < 20; i++)
    await fetch(`${server.url}/api/records/daily-log`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ youngPersonId: people.oakYp.id, data }),
    });

  const save = await time(N, async () => {
    const res = await fetch(`${server.url}/api/records/daily-log`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ youngPersonId: people.oakYp.id, data }),
    });
    ids.push(((await res.json()) as { id: string }).id);
  });
  const read = await time(N, async (i) => {
    await (await fetch(`${server.url}/api/records/daily-log/${ids[i]}`, { headers })).json();
  });

  // The bare database: one parameterised INSERT and one SELECT of the same JSON.
  const db = server.store.db;
  await db.exec(
    'create table if not exists bench_bare (id uuid primary key default gen_random_uuid(), data jsonb not null)',
  );
  const bareIds: string[] = [];
  const bareSave = await time(N, async () => {
    bareIds.push(
      (await db.query<{ id: string }>('insert into bench_bare (data) values ($1) returning id', [data]))[0].id,
    );
  });
  const bareRead = await time(N, async (i) => {
    await db.query('select data from bench_bare where id = $1', [bareIds[i]]);
  });
  await server.close();
  return { driver, save, read, bareSave, bareRead };
}

const rows: string[][] = [];
for (const driver of ['pglite', 'pg'] as Driver[]) {
  const r = await run(driver);
  for (const [op, api, bare] of [
    ['save (POST draft)', r.save, r.bareSave],
    ['read (GET record)', r.read, r.bareRead],
  ] as const) {
    rows.push([
      driver,
      op,
      pct(api, 50).toFixed(2),
      pct(api, 95).toFixed(2),
      pct(bare, 50).toFixed(2),
      pct(bare, 95).toFixed(2),
      (pct(api, 50) / pct(bare, 50)).toFixed(1),
    ]);
  }
}
const head = ['database', 'operation', 'API p50 ms', 'API p95 ms', 'bare p50 ms', 'bare p95 ms', 'p50 ratio'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(`\n${N} sequential requests each over HTTP on loopback, ${new Date().toISOString().slice(0, 10)}\n`);
console.log(line(head));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
