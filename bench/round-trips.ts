// Round trips to PostgreSQL per request (where the time goes), counted at the driver:
// every pg query (BEGIN and COMMIT included) the API makes while answering, warm (people and
// definitions remembered), on the scale set, in this process through app.inject (no HTTP).
//   DATABASE_URL=… [SCALE_SCHEMA=scale] npx tsx bench/round-trips.ts
import pg from 'pg';
import { examples } from '../definitions/young-person/examples.ts';
import { boot } from '../engine/boot.ts';
import { loadConfig } from '../engine/config.ts';

let trips = 0;
const seen = new Map<string, number>(); // ROUND_TRIPS_TRACE=1: which statements, by their first words
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  trips++;
  if (process.env.ROUND_TRIPS_TRACE) {
    const a = args[0] as string | { text: string };
    const t = (typeof a === 'string' ? a : a.text).replace(/\s+/g, ' ').slice(0, 90);
    seen.set(t, (seen.get(t) ?? 0) + 1);
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const config = loadConfig({
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  DATABASE_SCHEMA: process.env.SCALE_SCHEMA ?? 'scale',
  LOG_LEVEL: 'warn',
  WORKERS: 'off',
  JWT_SECRET: 'bench-'.padEnd(48, 'x'),
  LOGIN_RATE_LIMIT: '1000',
});
const { app, store } = await boot(config);
const signIn = async (email: string) =>
  (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'CareDemo2026!' } })).headers[
    'set-cookie'
  ]!.toString().split(';')[0];
const staff = await signIn('staff1.3@scale.care'),
  manager = await signIn('manager1.1@scale.care');
const call = async (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await app.inject({ method, url, payload, headers: { cookie } });
  if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};
const yp = (await call(staff, 'GET', '/api/young-people'))[0].id as string;
const staffOnShift = (await call(staff, 'GET', '/api/staff')).slice(0, 2).map((s: { id: string }) => s.id);
let data: Record<string, unknown> = { ...examples['daily-log'], staffOnShift };
const probe = await app.inject({
  method: 'POST',
  url: '/api/records/daily-log',
  payload: { youngPersonId: yp, data },
  headers: { cookie: staff },
});
if (probe.statusCode === 422)
  for (const e of probe.json().errors) {
    data = { ...data };
    delete data[e.path.split('/')[1]];
  }

const N = 20;
const ops: [string, (k: number) => Promise<unknown>][] = [];
const made: { id: string; version: number }[] = [],
  submitted: { id: string; version: number }[] = [];
ops.push([
  'create (save a draft)',
  async () => made.push(await call(staff, 'POST', '/api/records/daily-log', { youngPersonId: yp, data })),
]);
ops.push(['read a record', async (k) => call(staff, 'GET', `/api/records/daily-log/${made[k % made.length].id}`)]);
ops.push([
  "list a young person's records",
  async () => call(staff, 'GET', `/api/records/daily-log?youngPerson=${yp}&limit=25`),
]);
ops.push([
  'submit',
  async () => {
    const r = made.pop()!;
    submitted.push(await call(staff, 'POST', `/api/records/daily-log/${r.id}/actions/submit`, { version: r.version }));
  },
]);
ops.push([
  'sign off',
  async () => {
    const r = submitted.pop()!;
    await call(manager, 'POST', `/api/records/daily-log/${r.id}/actions/sign-off`, { version: r.version });
  },
]);
ops.push(['sign-off inbox', async () => call(manager, 'GET', '/api/signoffs/inbox')]);
console.log('round trips to PostgreSQL per request, warm (mean of 20):');
for (const [name, op] of ops) {
  if (name.startsWith('create'))
    for (let k = 0; k < 3 * N; k++) await op(k); // warm, and records enough for the rest
  else for (let k = 0; k < 3; k++) await op(k);
  trips = 0;
  seen.clear();
  for (let k = 0; k < N; k++) await op(k);
  console.log(`  ${name.padEnd(32)} ${(trips / N).toFixed(1)}`);
  for (const [t, n] of seen) console.log(`      ${(n / N).toFixed(2)}  ${t}`);
}
await app.close();
await store.db.close();
