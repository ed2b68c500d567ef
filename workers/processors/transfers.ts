// Transfers between homes: accepted moves whose agreed date has come are made (engine/young-people/transfers.ts).
import { londonDate } from '../../engine/time/london.ts';
import { moveDueTransfers } from '../../engine/young-people/transfers.ts';
import type { WorkerDeps } from '../deps.ts';

export async function transferScan({ store, now }: WorkerDeps) {
  const today = londonDate(now());
  return { today, ...(await moveDueTransfers(store, today)) };
}
