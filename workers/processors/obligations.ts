// Recurring statutory duties (definitions/**/obligations.ts): open a task before each is due, close it
// when a record meets it ("Done in time" / "Done late (n days after it was due)"). engine/obligations decides.
// Then the catch-up of the record deadlines (engine/deadlines), which the record-changes worker keeps as records
// change.
import { recordCategories } from '../../definitions/lists/tasks-alerts.ts';
import { deadlineScan } from '../../engine/deadlines/sync.ts';
import { scanObligations } from '../../engine/obligations/scan.ts';
import type { Obligation } from '../../engine/obligations/types.ts';
import { londonDate } from '../../engine/time/london.ts';
import type { WorkerDeps } from '../deps.ts';

const CATEGORIES = new Set(recordCategories.items.map((i) => i.value));

export async function obligationScan({ store, now }: WorkerDeps, obligations?: Obligation[]) {
  const result = {
    today: londonDate(now()),
    ...(await scanObligations(store, londonDate(now()), CATEGORIES, obligations)),
  };
  // the record deadlines' safety net rides on the same schedule (every 15 minutes); a test scanning chosen obligations
  // skips it
  return obligations ? result : { ...result, deadlines: await deadlineScan(store, now()) };
}
