// The nightly removal of operational data past its declared period (definitions/retention.ts). Job logs are kept by
// BullMQ itself for the same period (JOB_OPTIONS in engine/jobs/queues.ts).
import { operationalRetention } from '../../definitions/retention.ts';
import type { Sql } from '../store/db.ts';
import { purgeOperational } from '../store/retention.ts';
import { purgeBefore } from './rules.ts';

export async function removeExpiredOperationalData(sql: Sql, now: Date) {
  return purgeOperational(sql, {
    recordViews: purgeBefore(operationalRetention.recordViews.days, now),
    sessions: purgeBefore(operationalRetention.sessions.days, now),
    webhookDeliveries: purgeBefore(operationalRetention.webhookDeliveries.days, now),
    writeKeys: purgeBefore(operationalRetention.writeKeys.days, now),
    mailMessages: purgeBefore(operationalRetention.mailMessages.days, now),
  });
}
