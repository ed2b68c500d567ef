// The recurring-duty scan (and its record-deadline safety net) on the scale data set: the first run opens every
// task due, a rerun finds the same and changes nothing. Load the set first, e.g. 200,000 records, then scan:
//   export SCALE_SCHEMA=scale_duties DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
//   npm run seed:scale -- --records 200000 --reset && npx tsx bench/duty-scan.ts
// Each run removes the tasks an earlier scan opened (scale schemas only), so "first run" is always a first run; the
// slowest duties of each run are listed, to show where the time goes.
import { recordCategories } from '../definitions/lists/tasks-alerts.ts';
import { allObligations } from '../definitions/obligations.ts';
import { deadlineScan } from '../engine/deadlines/sync.ts';
import { DUTY_KEY_PREFIX } from '../engine/duties/keys.ts';
import { scanObligation } from '../engine/obligations/scan.ts';
import { createStore, openDb } from '../engine/store/index.ts';
import { londonDate } from '../engine/time/london.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the PostgreSQL server holding the scale data set.');
const schema = process.env.SCALE_SCHEMA ?? 'scale';
if (!schema.startsWith('scale')) throw new Error('The bench removes duty tasks: point SCALE_SCHEMA at a scale schema.');
const db = await openDb({ databaseUrl: url, schema });
const store = createStore(db);
const categories = new Set(recordCategories.items.map((i) => i.value));
const [{ records }] = await db.query<{ records: number }>('select count(*)::int as records from records');
console.log(`Duty scan: ${allObligations.length} recurring duties, ${records.toLocaleString('en-GB')} records`);
const removed = await db.query(`delete from tasks where created_by is null and natural_key like $1 returning id`, [
  `${DUTY_KEY_PREFIX}%`,
]);
console.log(`  (removed ${removed.length.toLocaleString('en-GB')} duty tasks of earlier scans)`);
for (const run of ['first run', 'rerun']) {
  const today = londonDate(new Date());
  const t0 = performance.now();
  const total = { created: 0, completed: 0, cancelled: 0 };
  const slowest: [string, number][] = [];
  for (const ob of allObligations) {
    const t = performance.now();
    const r = await scanObligation(store, ob, today, categories);
    slowest.push([ob.key, performance.now() - t]);
    for (const k of ['created', 'completed', 'cancelled'] as const) total[k] += r[k];
  }
  const deadlines = await deadlineScan(store, new Date());
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  const top = slowest
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`);
  console.log(`  ${run}: ${seconds} s — ${JSON.stringify({ ...total, deadlines })}`);
  console.log(`    slowest: ${top.join(', ')}`);
}
await db.close();
