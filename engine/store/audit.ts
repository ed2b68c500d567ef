// The activity audit: one row for every write, in the same transaction as the write. A record's
// own changes are its versions (records.ts), read here as audit entries rather than written twice.
import type { Sql } from './db.ts';
import { RECORD_VERSIONS } from './records.ts';

export interface AuditEntry {
  userId: string | null; action: string; entity: string; entityId?: string | null; kind?: string | null;
  detail?: Record<string, unknown>;
}

export function auditStore(sql: Sql, orgId: string | null) {
  return {
    async write(e: AuditEntry) {
      await sql.query(`insert into activity_audit (org_id, user_id, action, entity, entity_id, kind, detail) values ($1, $2, $3, $4, $5, $6, $7)`,
        [orgId, e.userId, e.action, e.entity, e.entityId ?? null, e.kind ?? null, e.detail ?? {}]);
    },
    async forEntity(entityId: string) {
      return sql.query<{ action: string; userId: string; at: Date; detail: Record<string, unknown> }>(
        `select action, "userId", at, detail from (
           select id as seq, action, user_id as "userId", at, detail from activity_audit where entity_id = $1 and org_id is not distinct from $2
           union all
           select version, 'record.' || action, changed_by, changed_at, jsonb_build_object('version', version, 'status', status)
             from ${RECORD_VERSIONS} v where v.record_id = $1 and v.org_id = $2
         ) a order by at, seq`,
        [entityId, orgId]);
    },
  };
}
