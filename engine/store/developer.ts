// Developer tools (migration 034): API tokens, webhook subscriptions and their delivery log.
// Scoped to one organisation, except the token lookup by hash (the token names its organisation)
// and the delivery worker's lookups (the job names its organisation).
import type { Sql } from './db.ts';

export type Scopes = Record<string, 'read' | 'edit'>;
export interface ApiTokenRow {
  id: string;
  name: string;
  prefix: string;
  scopes: Scopes;
  createdBy: string;
  createdByName: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  revokedByName: string | null;
  lastUsedAt: Date | null;
}
/** A live token as the session check needs it: whose it is and, for a director's, every home. */
export interface LiveToken {
  id: string;
  orgId: string;
  createdBy: string;
  scopes: Scopes;
  orgHomeIds: string[];
}
export interface WebhookRow {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  active: boolean;
  createdByName: string;
  createdAt: Date;
  updatedAt: Date;
  delivered: number;
  failed: number;
  lastDeliveryAt: Date | null;
}
export interface DeliveryRow {
  id: string;
  webhookId: string;
  event: string;
  payload: Record<string, unknown>;
  status: string;
  attempts: number;
  responseCode: number | null;
  lastError: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
}

const TOKEN_COLUMNS = `t.id, t.name, t.prefix, t.scopes, t.created_by as "createdBy", c.name as "createdByName", t.created_at as "createdAt",
  t.expires_at as "expiresAt", t.revoked_at as "revokedAt", rv.name as "revokedByName", t.last_used_at as "lastUsedAt"`;
const TOKEN_FROM = `api_tokens t join users c on c.id = t.created_by left join users rv on rv.id = t.revoked_by`;
const DELIVERY_COLUMNS = `id, webhook_id as "webhookId", event, payload, status, attempts, response_code as "responseCode", last_error as "lastError",
  created_at as "createdAt", last_attempt_at as "lastAttemptAt", delivered_at as "deliveredAt"`;

export function developerStore(sql: Sql, orgId: string) {
  return {
    tokens: {
      async list(): Promise<ApiTokenRow[]> {
        return sql.query<ApiTokenRow>(
          `select ${TOKEN_COLUMNS} from ${TOKEN_FROM} where t.org_id = $1 order by t.created_at desc`,
          [orgId],
        );
      },
      async add(t: {
        name: string;
        hash: string;
        prefix: string;
        scopes: Scopes;
        createdBy: string;
        expiresAt: Date;
      }): Promise<ApiTokenRow> {
        const [{ id }] = await sql.query<{ id: string }>(
          `insert into api_tokens (org_id, name, token_hash, prefix, scopes, created_by, expires_at) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [orgId, t.name, t.hash, t.prefix, t.scopes, t.createdBy, t.expiresAt],
        );
        return (await this.get(id))!;
      },
      async get(id: string): Promise<ApiTokenRow | null> {
        const [row] = await sql.query<ApiTokenRow>(
          `select ${TOKEN_COLUMNS} from ${TOKEN_FROM} where t.id = $1 and t.org_id = $2`,
          [id, orgId],
        );
        return row ?? null;
      },
      /** Revoke once; false if it was not ours or was revoked already. */
      async revoke(id: string, by: string): Promise<boolean> {
        return (
          (
            await sql.query(
              `update api_tokens set revoked_at = now(), revoked_by = $3 where id = $1 and org_id = $2 and revoked_at is null returning 1`,
              [id, orgId, by],
            )
          ).length > 0
        );
      },
    },
    webhooks: {
      async list(): Promise<WebhookRow[]> {
        return sql.query<WebhookRow>(
          `select w.id, w.url, w.description, w.events, w.active, c.name as "createdByName", w.created_at as "createdAt", w.updated_at as "updatedAt",
                  coalesce(d.delivered, 0)::int as delivered, coalesce(d.failed, 0)::int as failed, d.last_at as "lastDeliveryAt"
             from webhooks w join users c on c.id = w.created_by
             left join lateral (select count(*) filter (where status = 'delivered') as delivered, count(*) filter (where status = 'failed') as failed,
                                       max(created_at) as last_at from webhook_deliveries where webhook_id = w.id) d on true
            where w.org_id = $1 order by w.created_at desc`,
          [orgId],
        );
      },
      async add(w: {
        url: string;
        description: string | null;
        events: string[];
        secret: string;
        createdBy: string;
      }): Promise<string> {
        const [{ id }] = await sql.query<{ id: string }>(
          `insert into webhooks (org_id, url, description, events, secret, created_by) values ($1, $2, $3, $4, $5, $6) returning id`,
          [orgId, w.url, w.description, w.events, w.secret, w.createdBy],
        );
        return id;
      },
      async update(
        id: string,
        w: { url: string; description: string | null; events: string[]; active: boolean },
      ): Promise<boolean> {
        return (
          (
            await sql.query(
              `update webhooks set url = $3, description = $4, events = $5, active = $6, updated_at = now() where id = $1 and org_id = $2 returning 1`,
              [id, orgId, w.url, w.description, w.events, w.active],
            )
          ).length > 0
        );
      },
      async exists(id: string): Promise<boolean> {
        return (await sql.query(`select 1 from webhooks where id = $1 and org_id = $2`, [id, orgId])).length > 0;
      },
      /** Active subscriptions that want any of these events. */
      async wanting(events: string[]): Promise<{ id: string; events: string[] }[]> {
        return sql.query(`select id, events from webhooks where org_id = $1 and active and events && $2::text[]`, [
          orgId,
          events,
        ]);
      },
      /** The log of one subscription, newest first. */
      async deliveries(webhookId: string, limit: number): Promise<DeliveryRow[]> {
        return sql.query<DeliveryRow>(
          `select ${DELIVERY_COLUMNS} from webhook_deliveries where webhook_id = $1 and org_id = $2 order by created_at desc, id limit $3`,
          [webhookId, orgId, limit],
        );
      },
      /** New deliveries, once per (subscription, event key): the ids of those not made before. */
      async enqueue(
        rows: { webhookId: string; event: string; eventKey: string; payload: Record<string, unknown> }[],
      ): Promise<string[]> {
        if (!rows.length) return [];
        const made = await sql.query<{ id: string }>(
          `insert into webhook_deliveries (org_id, webhook_id, event, event_key, payload)
           select $1, (x->>'webhookId')::uuid, x->>'event', x->>'eventKey', x->'payload' from jsonb_array_elements($2::jsonb) x
           on conflict (webhook_id, event_key) do nothing returning id`,
          [orgId, JSON.stringify(rows)],
        );
        return made.map((r) => r.id);
      },
      /** What the delivery worker needs: the target, the secret and the body. */
      async delivery(id: string): Promise<(DeliveryRow & { url: string; secret: string; active: boolean }) | null> {
        const [row] = await sql.query<DeliveryRow & { url: string; secret: string; active: boolean }>(
          `select d.id, d.webhook_id as "webhookId", d.event, d.payload, d.status, d.attempts, d.response_code as "responseCode", d.last_error as "lastError",
                  d.created_at as "createdAt", d.last_attempt_at as "lastAttemptAt", d.delivered_at as "deliveredAt", w.url, w.secret, w.active
             from webhook_deliveries d join webhooks w on w.id = d.webhook_id where d.id = $1 and d.org_id = $2`,
          [id, orgId],
        );
        return row ?? null;
      },
      async attempted(
        id: string,
        a: { status: 'retrying' | 'delivered' | 'failed'; responseCode: number | null; error: string | null },
      ) {
        await sql.query(
          `update webhook_deliveries set attempts = attempts + 1, status = $3, response_code = $4, last_error = $5, last_attempt_at = now(),
                  delivered_at = case when $3 = 'delivered' then now() else delivered_at end
            where id = $1 and org_id = $2`,
          [id, orgId, a.status, a.responseCode, a.error],
        );
      },
    },
  };
}

/** The session check's lookup: a token by its hash, if it runs (not revoked, not expired); marks it used. */
export function tokenLookup(sql: Sql) {
  return {
    async live(hash: string): Promise<LiveToken | null> {
      const [row] = await sql.query<LiveToken>(
        `select t.id, t.org_id as "orgId", t.created_by as "createdBy", t.scopes,
                coalesce((select array_agg(h.id order by h.id) from homes h where h.org_id = t.org_id and h.archived_at is null), '{}') as "orgHomeIds"
           from api_tokens t where t.token_hash = $1 and t.revoked_at is null and t.expires_at > now()`,
        [hash],
      );
      return row ?? null;
    },
    /** "Last used at" to the minute: one write a minute per token at most, not one per request. */
    async used(id: string) {
      await sql.query(
        `update api_tokens set last_used_at = now() where id = $1 and (last_used_at is null or last_used_at < now() - interval '1 minute')`,
        [id],
      );
    },
  };
}
