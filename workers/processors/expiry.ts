// Expiry alerts: dated items before and at expiry, training past its expiry, birthdays, the next key worker session
// due.
// Each scan is a single set-based statement in the store; reruns raise nothing new.
import { DATED_ITEM_KINDS, GRACE_DAYS } from '../../engine/alerts/catalogue.ts';
import { londonDate } from '../../engine/time/london.ts';
import type { WorkerDeps } from '../deps.ts';

export async function expiryScan({ store, now, leads }: WorkerDeps) {
  const today = londonDate(now());
  const datedItems = await store.scans.datedItems(today, leads.datedItems, GRACE_DAYS.datedItems, DATED_ITEM_KINDS);
  const birthdays = await store.scans.birthdays(today, leads.birthdays, GRACE_DAYS.birthdays);
  const keyWorkerSessions = await store.scans.keyWorkerSessions(
    today,
    leads.keyWorkerSession,
    GRACE_DAYS.keyWorkerSession,
  );
  const trainingOverdue = await store.scans.trainingOverdue(today, GRACE_DAYS.datedItems);
  return { today, datedItems, birthdays, keyWorkerSessions, trainingOverdue };
}
