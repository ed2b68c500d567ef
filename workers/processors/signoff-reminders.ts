// Sign-off reminders: each request awaited longer than the organisation's signoffReminderDays
// reminds its signer, once per period (the period number is in the alert's natural key).
import type { WorkerDeps } from '../deps.ts';

export async function signoffReminderScan({ store, now, kinds }: WorkerDeps) {
  return { reminders: await store.scans.signoffReminders(now(), kinds) };
}
