// The transactional outbox: write the job with the change, relay it to BullMQ after commit.
import type { Sql } from './db.ts';

export interface OutboxMessage {
  id: number;
  orgId: string | null;
  topic: string;
  payload: Record<string, unknown>;
  attempts: number;
  /** whether the organisation had an active webhook when the message was claimed: if not, no job looks for one */
  orgHasWebhooks: boolean;
}

export function outboxStore(sql: Sql, orgId: string | null) {
  return {
    async add(topic: string, payload: Record<string, unknown>) {
      await sql.query(`insert into outbox (org_id, topic, payload) values ($1, $2, $3)`, [orgId, topic, payload]);
    },
  };
}

/** For the relay (all organisations): the oldest messages not yet relayed, and marking them done. */
export function outboxRelayStore(sql: Sql) {
  return {
    async pending(limit = 100): Promise<OutboxMessage[]> {
      return sql.query<OutboxMessage>(
        `select id::int as id, org_id as "orgId", topic, payload, attempts from outbox where relayed_at is null order by id limit $1`,
        [limit],
      );
    },
    /** Inside a transaction: the oldest pending messages, locked so a second relay skips them. */
    async claim(limit = 100): Promise<OutboxMessage[]> {
      return sql.query<OutboxMessage>(
        `select o.id::int as id, o.org_id as "orgId", o.topic, o.payload, o.attempts,
                exists (select 1 from webhooks w where w.org_id = o.org_id and w.active) as "orgHasWebhooks"
           from outbox o where o.relayed_at is null
          order by o.id limit $1 for update of o skip locked`,
        [limit],
      );
    },
    async markRelayed(ids: number[]) {
      if (ids.length) await sql.query(`update outbox set relayed_at = now() where id = any($1::bigint[])`, [ids]);
    },
    /**
     * Drop messages relayed more than `keepDays` ago (kept that long to look into a job's cause), a
     * batch at a time; unrelayed messages are never dropped, however old. The number dropped.
     */
    async prune(keepDays: number, limit: number): Promise<number> {
      const rows = await sql.query<{ n: number }>(
        `with gone as (delete from outbox where id in (
           select id from outbox where relayed_at < now() - make_interval(days => $1) order by id limit $2) returning 1)
         select count(*)::int as n from gone`,
        [keepDays, limit],
      );
      return rows[0].n;
    },
    async markAttempt(ids: number[]) {
      if (ids.length) await sql.query(`update outbox set attempts = attempts + 1 where id = any($1::bigint[])`, [ids]);
    },
  };
}
