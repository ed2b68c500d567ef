// What the chart rebuild writes (issue: no churn): rebuild every organisation's charts on the scale data set twice and
// print the rows inserted, updated and deleted in the chart tables and their dead rows after each. Load the set first:
//   export SCALE_SCHEMA=scale DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
//   npm run seed:scale -- --records 200000 --reset && npx tsx bench/chart-churn.ts
import { rebuildAllCharts } from '../engine/charts/aggregate.ts';
import { createStore, openDb } from '../engine/store/index.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the PostgreSQL server holding the scale data set.');
const schema = process.env.SCALE_SCHEMA ?? 'scale';
const db = await openDb({ databaseUrl: url, schema });
const store = createStore(db);
const TABLES = ['chart_counts', 'chart_contributions', 'chart_record_versions', 'chart_org_weeks', 'chart_home_weeks'];

async function writes() {
  await new Promise((r) => setTimeout(r, 1500)); // statistics reach the views within a second
  const rows = await db.query<{ t: string; written: number; dead: number; live: number }>(
    `select relname as t, (n_tup_ins + n_tup_upd + n_tup_del)::float8 as written, n_dead_tup::float8 as dead,
            n_live_tup::float8 as live
       from pg_stat_user_tables where schemaname = $1 and relname = any($2::text[])`,
    [schema, TABLES],
  );
  return new Map(rows.map((r) => [r.t, r]));
}

const [{ records }] = await db.query<{ records: number }>('select count(*)::int as records from records');
console.log(`Chart rebuild churn: ${records.toLocaleString('en-GB')} records in schema ${schema}`);
for (const run of ['rebuild 1', 'rebuild 2 (nothing changed)']) {
  const before = await writes();
  const t0 = performance.now();
  await rebuildAllCharts(store);
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  const after = await writes();
  let written = 0;
  let dead = 0;
  for (const t of TABLES) {
    written += (after.get(t)?.written ?? 0) - (before.get(t)?.written ?? 0);
    dead += after.get(t)?.dead ?? 0;
  }
  console.log(
    `  ${run}: ${seconds} s, ${written.toLocaleString('en-GB')} rows written, ${dead.toLocaleString('en-GB')} dead rows in the chart tables`,
  );
}
await db.close();
