// The modules' main lists on the scale set (MODULES.md point 10): each list is called through
// the real API (app.inject, the real services and SQL) as a manager of one home and as the director; every
// statement it runs is captured, then `EXPLAIN (ANALYZE, BUFFERS)` is run on it with its parameters. Prints per list:
// the request's p50/p95 over N calls, the statements run, the slowest statement, and any sequential scan of a
// large table (more than 20,000 rows) — which is what "an index scan on the scale set" rules out. Not a test.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/explain-lists.ts [--samples 20] [--plans]
import { performance } from 'node:perf_hooks';
import { boot } from '../engine/boot.ts';
import { loadConfig } from '../engine/config.ts';
import { addDays, londonDate } from '../engine/time/london.ts';
import { DEMO_PASSWORD } from '../seeds/demo.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = process.env.SCALE_SCHEMA ?? 'scale';
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SAMPLES = arg('samples', 20);
const PLANS = process.argv.includes('--plans');
const ONLY = (() => {
  const i = process.argv.indexOf('--only');
  return i > 0 ? process.argv[i + 1] : null;
})();
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

const config = loadConfig({
  DATABASE_URL,
  LOG_LEVEL: 'silent',
  WORKERS: 'off',
  LOGIN_RATE_LIMIT: '100000',
  LOGIN_FAILURES_PER_ADDRESS: '100000',
  JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'),
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
} as NodeJS.ProcessEnv);
// the features some lists sit behind, on for the scale organisation before the app reads its settings (the seed leaves
// them off)
{
  const { openDb } = await import('../engine/store/index.ts');
  const pre = await openDb({ databaseUrl: DATABASE_URL, schema: SCHEMA });
  await pre.query(
    `update organisations set features = coalesce(features, '{}') || '{"enableAnnexA": true, "enableFaceToFaceTracking": true}' where slug = 'scale'`,
  );
  await pre.close();
}
const { app, store } = await boot(config, { schema: SCHEMA });
const db = store.db;
const org = await store.admin.organisationBySlug('scale');
if (!org) {
  console.error(`No scale set in schema "${SCHEMA}": run npm run seed:scale first.`);
  process.exit(1);
}

// every statement the services send, while `capturing`
let capturing: { text: string; params: unknown[] }[] | null = null;
const query = db.query.bind(db);
db.query = (async (text: string, params?: unknown[]) => {
  capturing?.push({ text, params: params ?? [] });
  return query(text, params);
}) as typeof db.query;

async function login(email: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return `session=${res.cookies.find((c) => c.name === 'session')!.value}`;
}
const director = await login('director@scale.care');
const manager = await login('manager1.1@scale.care');
const staffLogin = await login('staff1.3@scale.care');

const [home] = await query<{ id: string }>(`select id from homes where org_id = $1 and name = 'House 1'`, [org.id]);
const [court] = await query<{ id: string }>(`select id from homes where org_id = $1 and name = 'Court 3'`, [org.id]);
const [staff] = await query<{ id: string }>(
  `select id from users where org_id = $1 and email = 'staff1.3@scale.care'`,
  [org.id],
);
const big = new Map(
  (
    await query<{ relname: string; n: number }>(
      `select c.relname, c.reltuples::bigint as n from pg_class c join pg_namespace s on s.oid = c.relnamespace where s.nspname = $1 and c.relkind = 'r'`,
      [SCHEMA],
    )
  ).map((r) => [r.relname, Number(r.n)]),
);

const today = londonDate(new Date());
const month = today.slice(0, 7);
const lists: { area: string; name: string; as: string; url: string }[] = [
  // HR
  { area: 'HR', name: 'employees (compliance)', as: director, url: '/api/hr/employees' },
  { area: 'HR', name: "employees, a manager's home", as: manager, url: '/api/hr/employees' },
  { area: 'HR', name: 'training matrix, one home', as: director, url: `/api/training/matrix?homeId=${home.id}` },
  { area: 'HR', name: 'supervisions due', as: director, url: '/api/training/due/supervision' },
  { area: 'HR', name: 'appraisals due', as: director, url: '/api/training/due/appraisal' },
  { area: 'HR', name: 'supervisions list', as: director, url: `/api/records/supervision?home=${home.id}&limit=50` },
  { area: 'HR', name: 'applications list', as: director, url: '/api/records/application?limit=50' },
  { area: 'HR', name: 'activity audit', as: director, url: '/api/hr/activity-audit?limit=50' },
  { area: 'HR', name: 'HR sign-offs', as: manager, url: '/api/signoffs/inbox?slice=hr&limit=50' },
  { area: 'HR', name: 'HR tasks', as: manager, url: '/api/tasks/mine?slice=hr&status=not_complete&limit=50' },
  { area: 'HR', name: 'staff profile', as: director, url: `/api/staff/${staff.id}/profile` },
  {
    area: 'HR',
    name: 'face-to-face, a month',
    as: director,
    url: `/api/training/face-to-face?from=${month}-01&to=${today}`,
  },
  // rota, leave, overtime, calendar, pay
  { area: 'Rota', name: 'month rota, one home', as: director, url: `/api/homes/${home.id}/rota?month=${month}` },
  { area: 'Rota', name: 'week rota, one home', as: director, url: `/api/homes/${home.id}/rota?week=${today}` },
  { area: 'Rota', name: 'monthly summary', as: director, url: `/api/homes/${home.id}/rota/summary?month=${month}` },
  { area: 'Rota', name: 'my shifts, a month', as: staffLogin, url: `/api/rota/my-shifts?from=${month}-01&to=${today}` },
  { area: 'Leave', name: 'home leave, upcoming', as: manager, url: `/api/leave/home/${home.id}?when=upcoming` },
  { area: 'Leave', name: 'home leave, past', as: manager, url: `/api/leave/home/${home.id}?when=past` },
  { area: 'Leave', name: "a person's balance", as: manager, url: `/api/leave/balance/${staff.id}` },
  { area: 'Leave', name: 'home overtime, past', as: manager, url: `/api/overtime/home/${home.id}?when=past` },
  {
    area: 'Leave',
    name: 'calendar, a month of a home',
    as: manager,
    url: `/api/calendar?home=${home.id}&from=${month}-01&to=${addDays(`${month}-01`, 34)}`,
  },
  {
    area: 'Leave',
    name: 'gross pay, a month, one home',
    as: director,
    url: `/api/pay/gross?month=${month}&home=${home.id}`,
  },
  // the home
  { area: 'Home', name: 'home summary', as: manager, url: `/api/homes/${home.id}/summary` },
  { area: 'Home', name: 'home logs timeline', as: manager, url: `/api/homes/${home.id}/logs` },
  { area: 'Home', name: 'home logs, one type', as: manager, url: `/api/homes/${home.id}/logs?type=maintenance` },
  { area: 'Home', name: 'checks (chores table)', as: manager, url: `/api/homes/${home.id}/checks` },
  { area: 'Home', name: 'maintenance list', as: director, url: `/api/records/maintenance?home=${home.id}&limit=50` },
  { area: 'Home', name: 'Reg 44 visits', as: manager, url: `/api/records/reg44-visit?home=${home.id}&limit=50` },
  { area: 'Home', name: 'accidents', as: director, url: `/api/records/accident?home=${home.id}&limit=50` },
  { area: 'Home', name: "visitors' book", as: director, url: `/api/records/visitor?home=${home.id}&limit=50` },
  { area: 'Home', name: 'policies', as: manager, url: `/api/homes/${home.id}/policies` },
  { area: 'Home', name: 'Ofsted notifications', as: manager, url: `/api/homes/${home.id}/ofsted-notifications` },
  { area: 'Home', name: 'Annex A', as: director, url: `/api/homes/${home.id}/annex-a` },
  // statutory returns and quality
  { area: 'Quality', name: 'quality assurance, every home', as: director, url: '/api/quality-assurance' },
  {
    area: 'Quality',
    name: 'quality assurance, one home',
    as: manager,
    url: `/api/quality-assurance?homeId=${home.id}`,
  },
  {
    area: 'Quality',
    name: 'Reg 45 review figures, six months',
    as: manager,
    url: `/api/manager-review?homeId=${home.id}&from=${addDays(today, -182)}&to=${today}`,
  },
  {
    area: 'Quality',
    name: 'inspection pre-forms of a home',
    as: manager,
    url: `/api/homes/${home.id}/returns/inspection-pre-form`,
  },
  {
    area: 'Quality',
    name: 'annual returns of an SA home',
    as: director,
    url: `/api/homes/${court.id}/returns/annual-return`,
  },
];

interface Node {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: Node[];
}
const walk = (n: Node, out: Node[] = []) => {
  out.push(n);
  for (const c of n.Plans ?? []) walk(c, out);
  return out;
};

console.log(
  `Scale set in schema "${SCHEMA}": ${(big.get('records') ?? 0).toLocaleString('en-GB')} records, ${(big.get('shifts') ?? 0).toLocaleString('en-GB')} shifts, ${(big.get('leave_requests') ?? 0).toLocaleString('en-GB')} leave requests; ${SAMPLES} calls each.\n`,
);
console.log(
  '| area | list | status | p50 | p95 | statements | slowest statement | large-table seq scans | indexes used |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const l of lists.filter((x) => !ONLY || x.name.includes(ONLY))) {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < SAMPLES + 2; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url: l.url, headers: { cookie: l.as } });
    if (i >= 2) times.push(performance.now() - t0); // two warm-up calls
    status = res.statusCode;
  }
  capturing = [];
  await app.inject({ method: 'GET', url: l.url, headers: { cookie: l.as } });
  const statements = capturing.filter((s) => /^\s*(with|select)/i.test(s.text));
  capturing = null;
  let slowest = 0,
    slowestPlan = '';
  const seqs = new Set<string>(),
    used = new Set<string>();
  for (const s of statements) {
    const [row] = await query<{ 'QUERY PLAN': [{ Plan: Node; 'Execution Time': number }] }>(
      `explain (analyze, buffers, format json) ${s.text}`,
      s.params,
    );
    const plan = row['QUERY PLAN'][0];
    for (const n of walk(plan.Plan)) {
      if (n['Node Type'] === 'Seq Scan' && n['Relation Name'] && (big.get(n['Relation Name']) ?? 0) > 20_000)
        seqs.add(n['Relation Name']);
      if (n['Index Name']) used.add(n['Index Name']);
    }
    if (plan['Execution Time'] > slowest) {
      slowest = plan['Execution Time'];
      if (PLANS)
        slowestPlan = (await query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${s.text}`, s.params))
          .map((r) => r['QUERY PLAN'])
          .join('\n');
    }
  }
  console.log(
    `| ${l.area} | ${l.name} | ${status} | ${pct(times, 50).toFixed(1)} ms | ${pct(times, 95).toFixed(1)} ms | ${statements.length} | ${slowest.toFixed(1)} ms | ${[...seqs].join(', ') || 'none'} | ${[...used].slice(0, 4).join(', ')}${used.size > 4 ? ', …' : ''} |`,
  );
  if (PLANS && slowestPlan) console.log(`\n\`\`\`\n-- ${l.area}: ${l.name}\n${slowestPlan}\n\`\`\`\n`);
}
await app.close();
await db.close();
