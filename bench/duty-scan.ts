// The recurring-duty scan (and its record-deadline safety net) on the scale data set: the first run opens every
// task due, a rerun finds the same and changes nothing. Load the set first, e.g. 200,000 records, then scan:
//   export SCALE_SCHEMA=scale_duties DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
//   npm run seed:scale -- --records 200000 --reset && npx tsx bench/duty-scan.ts
import { allDuties } from '../definitions/duties/index.ts';
import { createStore, openDb } from '../engine/store/index.ts';
import type { WorkerDeps } from '../workers/deps.ts';
import { obligationScan } from '../workers/processors/obligations.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the PostgreSQL server holding the scale data set.');
const db = await openDb({ databaseUrl: url, schema: process.env.SCALE_SCHEMA ?? 'scale' });
const store = createStore(db);
const deps = { store, now: () => new Date() } as unknown as WorkerDeps;
const [{ records }] = await db.query<{ records: number }>('select count(*)::int as records from records');
console.log(`Duty scan: ${allDuties.length} duties declared, ${records.toLocaleString('en-GB')} records`);
for (const run of ['first run', 'rerun']) {
  const t0 = performance.now();
  const result = await obligationScan(deps);
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(`  ${run}: ${seconds} s — ${JSON.stringify(result)}`);
}
await db.close();
