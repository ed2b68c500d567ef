// Worker measurements (not a test): the expiry scan over 10,000 staff and 1,000 young people with
// ten dated items each, and jobs per second through the recurrence queue. Runs in a scratch
// PostgreSQL schema and a scratch BullMQ prefix, both removed afterwards.
// Run: npx tsx bench/workers.ts   (DATABASE_URL / REDIS_URL, defaults to the local services)
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createStore, migrate, openDb } from '../engine/store/index.ts';
import { expiryScan } from '../workers/processors/expiry.ts';
import { startWorkers, workerCatalogue } from '../workers/start.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const STAFF = Number(process.env.BENCH_STAFF ?? 10_000);
const YOUNG_PEOPLE = Number(process.env.BENCH_YOUNG_PEOPLE ?? 1_000);
const ITEMS_EACH = 10;
const HOMES = 100;
const SERIES = Number(process.env.BENCH_SERIES ?? 5_000);

const schema = `bench_workers_${randomBytes(4).toString('hex')}`;
const prefix = `bench-${randomBytes(4).toString('hex')}`;
const silent = { info: () => undefined, warn: (m: string) => console.warn(m), error: (m: string) => console.error(m) };
const rows: [string, string, string, string][] = [];
const seconds = (t0: number) => (performance.now() - t0) / 1000;
const record = (what: string, count: number, secs: number, unit = '/s') =>
  rows.push([
    what,
    count.toLocaleString('en-GB'),
    secs.toFixed(2),
    `${Math.round(count / secs).toLocaleString('en-GB')} ${unit}`,
  ]);

const db = await openDb({ databaseUrl: DATABASE_URL, schema });
const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
try {
  await migrate(db);
  const store = createStore(db);

  // --- scratch data: one organisation, 100 homes, staff and young people, ten dated items each
  let t0 = performance.now();
  const [{ id: orgId }] = await db.query<{ id: string }>(
    `insert into organisations (name, slug) values ('Bench Care', 'bench') returning id`,
  );
  await db.query(
    `insert into homes (org_id, name, type) select $1, 'Home ' || g,
    case when g % 3 = 0 then 'support_accomodation_for_older_children' else 'children_home' end from generate_series(1, $2) g`,
    [orgId, HOMES],
  );
  await db.query(
    `insert into users (org_id, email, name, role, is_manager, date_of_birth)
    select $1, 'staff' || g || '@bench.care', 'Staff ' || g, case when g <= $3 then 'manager' else 'staff' end, g <= $3,
           date '1965-01-01' + (g * 37 % 14000) from generate_series(1, $2) g`,
    [orgId, STAFF, HOMES],
  );
  await db.query(
    `insert into user_homes (user_id, home_id, org_id)
    select u.id, h.id, $1 from (select id, row_number() over (order by email) as n from users) u
      join (select id, row_number() over (order by name) as n from homes) h on h.n = (u.n - 1) % $2 + 1`,
    [orgId, HOMES],
  );
  await db.query(
    `insert into young_people (org_id, home_id, first_name, last_name, date_of_birth, key_worker_id)
    select $1, h.id, 'Young', 'Person ' || g, date '2008-01-01' + (g * 13 % 3600),
           (select uh.user_id from user_homes uh where uh.home_id = h.id limit 1)
      from generate_series(1, $2) g join (select id, row_number() over (order by name) as n from homes) h on h.n = (g - 1) % $3 + 1`,
    [orgId, YOUNG_PEOPLE, HOMES],
  );
  // expiry dates spread from 60 days ago to a year ahead: about a fifth fall inside a window
  await db.query(
    `insert into dated_items (org_id, subject_kind, subject_id, kind, label, expires_on)
    select $1, 'user', u.id, (array['dbs_expiry','work_eligibility_expiry','driving_licence_expiry','training_expiry'])[1 + i % 4],
           'Item ' || i, current_date - 60 + ((hashtext(u.id::text || i) & 2147483647) % 425)
      from users u cross join generate_series(1, $2) i`,
    [orgId, ITEMS_EACH],
  );
  await db.query(
    `insert into dated_items (org_id, subject_kind, subject_id, kind, label, expires_on)
    select $1, 'young_person', y.id, 'policy_review', 'Item ' || i, current_date - 60 + ((hashtext(y.id::text || i) & 2147483647) % 425)
      from young_people y cross join generate_series(1, $2) i`,
    [orgId, ITEMS_EACH],
  );
  await db.exec('analyze organisations, homes, users, user_homes, young_people, dated_items');
  const [{ n: items }] = await db.query<{ n: number }>(`select count(*)::int as n from dated_items`);
  record('scratch data: people + dated items inserted', STAFF + YOUNG_PEOPLE + items, seconds(t0), 'rows/s');

  // --- the expiry scan: first run raises, second run finds nothing new
  const deps = { store, now: () => new Date(), log: silent, ...(await workerCatalogue()) };
  t0 = performance.now();
  const first = await expiryScan(deps);
  const firstSecs = seconds(t0);
  record(
    `expiry scan, first run (${first.datedItems.toLocaleString('en-GB')} expiry + ${first.birthdays} birthday alerts raised)`,
    items,
    firstSecs,
    'items/s',
  );
  t0 = performance.now();
  const again = await expiryScan(deps);
  record(`expiry scan, rerun (${again.datedItems + again.birthdays} raised)`, items, seconds(t0), 'items/s');
  const [{ n: recipients }] = await db.query<{ n: number }>(`select count(*)::int as n from alert_recipients`);
  rows.push(['  alert recipients written by the first run', recipients.toLocaleString('en-GB'), '', '']);

  // --- the recurrence queue: SERIES daily series whose occurrence came due an hour ago, through
  // the scan job and one `next` job per series (each a transaction: occurrence, audit, head marked)
  async function recurrencePass(concurrency: number) {
    const batch = randomBytes(3).toString('hex');
    await db.query(
      `insert into tasks (id, org_id, type, title, priority, due_at, assigned_to, record_category, home_id,
                       recurrence, series_id, occurrence, occurrence_no)
      select x.id, $1, 'home chore', 'Daily check ' || $4 || ' ' || x.g, 'medium', now() - interval '1 hour', array[u.id], 'home chore', uh.home_id,
             jsonb_build_object('freq', 'daily', 'interval', 1, 'until', null,
               'anchor', to_char((now() - interval '1 hour') at time zone 'Europe/London', 'YYYY-MM-DD"T"HH24:MI'), 'anchorNo', 0),
             x.id, ((now() - interval '1 hour') at time zone 'Europe/London')::date, 0
        from (select gen_random_uuid() as id, g from generate_series(1, $2) g) x
        join (select id, row_number() over (order by email) as n from users) u on u.n = x.g % $3 + 1
        join user_homes uh on uh.user_id = u.id`,
      [orgId, SERIES, STAFF, batch],
    );
    const workers = await startWorkers({
      store,
      redisUrl: REDIS_URL,
      prefix,
      log: silent,
      schedules: false,
      relay: false,
      queues: ['recurrence'],
      worker: { concurrency },
    });
    const t = performance.now();
    await workers.queues.recurrence.add('scan', {});
    const done = async () =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from tasks where occurrence_no = 1 and title like $1`,
          [`Daily check ${batch} %`],
        )
      )[0].n;
    while ((await done()) < SERIES) await new Promise((r) => setTimeout(r, 50));
    record(
      `recurrence queue: scan + ${SERIES.toLocaleString('en-GB')} next-occurrence jobs (1 process, concurrency ${concurrency})`,
      SERIES + 1,
      seconds(t),
      'jobs/s',
    );
    await workers.close();
  }
  await recurrencePass(4);
  await recurrencePass(16);

  const width = [0, 1, 2, 3].map((i) =>
    Math.max(...[['measurement', 'count', 'seconds', 'rate'], ...rows].map((r) => r[i].length)),
  );
  const line = (r: string[]) =>
    `| ${r.map((c, i) => (i === 0 ? c.padEnd(width[i]) : c.padStart(width[i]))).join(' | ')} |`;
  console.log(
    `\nWorkers bench — PostgreSQL ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')} schema ${schema}, Redis ${REDIS_URL}\n`,
  );
  console.log(line(['measurement', 'count', 'seconds', 'rate']));
  console.log(`|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log(
    `\n${STAFF.toLocaleString('en-GB')} staff, ${YOUNG_PEOPLE.toLocaleString('en-GB')} young people, ${ITEMS_EACH} dated items each, ${HOMES} homes; leads 30/7/0 days, 30-day grace.`,
  );
} finally {
  await db.exec(`drop schema if exists ${schema} cascade`).catch(() => undefined);
  await db.close();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}
