// Email messages and each person's email choices (migration 120). Bodies are read only by the sender and wiped
// once a message is sent or given up on; the mail log (recipient, subject, status) never carries one.
import type { Sql } from './db.ts';

export type MailStatus = 'queued' | 'sent' | 'failed' | 'bounced' | 'not_sent';
export type Delivery = 'immediate' | 'digest' | 'off';

export interface NewMail {
  userId: string | null;
  to: string;
  category: string;
  subject: string;
  body: string;
}

export interface MailLogRow {
  id: string;
  to: string;
  userId: string | null;
  category: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export interface AlertToMail {
  recipientId: string;
  email: string;
  alertId: string;
  kind: string;
  dueOn: string | null;
  homeName: string | null;
}

const LOG_COLUMNS = `id, to_address as "to", user_id as "userId", category, subject, status, attempts,
  last_error as "lastError", created_at as "createdAt", sent_at as "sentAt"`;

export function mailStore(sql: Sql, orgId: string) {
  return {
    /** A message to send (queued) or, with no SMTP server, one recorded as not sent (no body kept). */
    async add(m: NewMail, status: 'queued' | 'not_sent'): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        `insert into mail_messages (org_id, user_id, to_address, category, subject, body, status)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [orgId, m.userId, m.to, m.category, m.subject, status === 'queued' ? m.body : null, status],
      );
      return row.id;
    },

    /** The sender's view of one message: its body while it is still to be sent. */
    async toSend(id: string) {
      const [row] = await sql.query<{ to: string; subject: string; body: string | null; status: MailStatus }>(
        `select to_address as "to", subject, body, status from mail_messages where org_id = $1 and id = $2`,
        [orgId, id],
      );
      return row ?? null;
    },

    async attempted(id: string, error: string) {
      await sql.query(
        `update mail_messages set attempts = attempts + 1, last_error = $3 where org_id = $1 and id = $2`,
        [orgId, id, error.slice(0, 500)],
      );
    },

    /** Sent, bounced or failed for good: the body (and any one-time link in it) is wiped. */
    async finish(id: string, status: 'sent' | 'failed' | 'bounced', error: string | null = null) {
      await sql.query(
        `update mail_messages set status = $3, body = null, last_error = coalesce($4, last_error),
            attempts = attempts + 1, sent_at = case when $3 = 'sent' then now() else sent_at end
          where org_id = $1 and id = $2 and status = 'queued'`,
        [orgId, id, status, error?.slice(0, 500) ?? null],
      );
    },

    /** The organisation's mail log, newest first. */
    async log(limit = 200): Promise<MailLogRow[]> {
      return sql.query<MailLogRow>(
        `select ${LOG_COLUMNS} from mail_messages where org_id = $1 order by created_at desc, id limit $2`,
        [orgId, limit],
      );
    },

    /** Messages of a category sent to a person since a time (a limit on reset requests). */
    async countSince(userId: string, category: string, since: Date): Promise<number> {
      const [row] = await sql.query<{ n: number }>(
        `select count(*)::int as n from mail_messages where org_id = $1 and user_id = $2 and category = $3 and created_at > $4`,
        [orgId, userId, category, since],
      );
      return row.n;
    },

    async preferences(userId: string): Promise<Record<string, Delivery>> {
      const rows = await sql.query<{ category: string; delivery: Delivery }>(
        `select category, delivery from mail_preferences where org_id = $1 and user_id = $2`,
        [orgId, userId],
      );
      return Object.fromEntries(rows.map((r) => [r.category, r.delivery]));
    },

    async setPreference(userId: string, category: string, delivery: Delivery) {
      await sql.query(
        `insert into mail_preferences (org_id, user_id, category, delivery) values ($1, $2, $3, $4)
         on conflict (user_id, category) do update set delivery = excluded.delivery, updated_at = now()`,
        [orgId, userId, category, delivery],
      );
    },

    /** Unread alerts of the last day not yet considered for email, for active people of this organisation. */
    async alertsToMail(): Promise<AlertToMail[]> {
      return sql.query<AlertToMail>(
        `select r.user_id as "recipientId", u.email, a.id as "alertId", a.kind, a.due_on::text as "dueOn",
                h.name as "homeName"
           from alert_recipients r
           join alerts a on a.id = r.alert_id
           join users u on u.id = r.user_id and u.org_id = r.org_id
           left join homes h on h.id = a.home_id
          where r.org_id = $1 and r.mailed_at is null and r.read_at is null and a.archived_at is null
            and a.created_at > now() - interval '1 day' and u.active and u.role <> 'young_person'
          order by a.created_at`,
        [orgId],
      );
    },

    async markAlertsMailed(pairs: { recipientId: string; alertId: string }[]) {
      if (!pairs.length) return;
      await sql.query(
        `update alert_recipients r set mailed_at = now()
           from unnest($2::uuid[], $3::uuid[]) p(user_id, alert_id)
          where r.org_id = $1 and r.user_id = p.user_id and r.alert_id = p.alert_id`,
        [orgId, pairs.map((p) => p.recipientId), pairs.map((p) => p.alertId)],
      );
    },
  };
}

/** Organisations with alerts waiting to be considered for email (the mail scan's work list). */
export async function orgsWithAlertsToMail(sql: Sql): Promise<string[]> {
  const rows = await sql.query<{ orgId: string }>(
    `select distinct r.org_id as "orgId" from alert_recipients r join alerts a on a.id = r.alert_id
      where r.mailed_at is null and r.read_at is null and a.created_at > now() - interval '1 day'`,
  );
  return rows.map((r) => r.orgId);
}
