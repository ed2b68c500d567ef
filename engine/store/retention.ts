// Removing operational data past its period (engine/retention/operational.ts gives the instants). Care records are
// never removed here: their destruction is a director's, after review and approval.
import type { Sql } from './db.ts';

export interface OperationalCutoffs {
  recordViews: Date;
  sessions: Date;
  webhookDeliveries: Date;
  writeKeys: Date;
  mailMessages: Date;
}

export async function purgeOperational(sql: Sql, before: OperationalCutoffs) {
  const count = async (text: string, at: Date) =>
    Number(
      (await sql.query<{ n: string }>(`with gone as (${text} returning 1) select count(*) as n from gone`, [at]))[0].n,
    );
  return {
    recordViews: await count('delete from record_views where viewed_at < $1', before.recordViews),
    // A session goes once it ended, or expired, before the cut-off (always in the past): a live one never does.
    sessions: await count('delete from sessions where coalesce(ended_at, expires_at) < $1', before.sessions),
    // Deliveries still being tried stay whatever their age.
    webhookDeliveries: await count(
      `delete from webhook_deliveries where status in ('delivered', 'failed') and created_at < $1`,
      before.webhookDeliveries,
    ),
    writeKeys: await count('delete from write_keys where at < $1', before.writeKeys),
    // A message still queued (its job may yet send it) stays whatever its age.
    mailMessages: await count(
      `delete from mail_messages where status <> 'queued' and created_at < $1`,
      before.mailMessages,
    ),
  };
}
