// Set-based loading for large data sets (the scale generator): thousands of rows per statement,
// sent as one JSON array and expanded by jsonb_to_recordset, instead of one round trip per row.
import type { Sql } from './db.ts';

export interface BulkRecord {
  id: string;
  kind: string;
  definitionVersionId: number;
  youngPersonId: string | null;
  homeId: string | null;
  /** a staff record's member of staff (absent for other subjects) */
  staffId?: string | null;
  authorId: string;
  status: string;
  version: number;
  submission: number;
  recordDate: Date;
  createdAt: Date;
  /** the newest version: when, by whom and how (the versions before it go to revisions) */
  updatedAt: Date;
  changedBy: string;
  changeAction: string;
  data: Record<string, unknown>;
  signoffRule: Record<string, unknown> | null;
}
export interface BulkRevision {
  recordId: string;
  version: number;
  action: string;
  status: string;
  data: Record<string, unknown>;
  changedBy: string;
  changedAt: Date;
}
export interface BulkSignoff {
  recordId: string;
  submission: number;
  signerId: string;
  step: 'manager' | 'other';
  requestedAt: Date;
  signedAt: Date | null;
  closedAt: Date | null;
}

export function bulkStore(sql: Sql, orgId: string) {
  return {
    async records(rows: BulkRecord[]) {
      if (!rows.length) return;
      await sql.query(
        `insert into records (id, org_id, kind, definition_version_id, young_person_id, home_id, staff_id, author_id, status, version, submission,
                              record_date, created_at, updated_at, changed_by, change_action, data, signoff_rule)
         select u."id", $1, u."kind", u."definitionVersionId", u."youngPersonId", u."homeId", u."staffId", u."authorId", u."status", u."version",
                u."submission", u."recordDate", u."createdAt", u."updatedAt", u."changedBy", u."changeAction", u."data", u."signoffRule"
           from jsonb_to_recordset($2::jsonb) as u("id" uuid, "kind" text, "definitionVersionId" int, "youngPersonId" uuid, "homeId" uuid,
             "staffId" uuid, "authorId" uuid, "status" text, "version" int, "submission" int, "recordDate" timestamptz, "createdAt" timestamptz,
             "updatedAt" timestamptz, "changedBy" uuid, "changeAction" text, "data" jsonb, "signoffRule" jsonb)`,
        [orgId, JSON.stringify(rows)],
      );
    },
    async revisions(rows: BulkRevision[]) {
      if (!rows.length) return;
      await sql.query(
        `insert into record_revisions (record_id, version, org_id, action, status, data, changed_by, changed_at)
         select u."recordId", u."version", $1, u."action", u."status", u."data", u."changedBy", u."changedAt"
           from jsonb_to_recordset($2::jsonb) as u("recordId" uuid, "version" int, "action" text, "status" text, "data" jsonb,
             "changedBy" uuid, "changedAt" timestamptz)`,
        [orgId, JSON.stringify(rows)],
      );
    },
    async signoffs(rows: BulkSignoff[]) {
      if (!rows.length) return;
      await sql.query(
        `insert into signoffs (org_id, record_id, submission, signer_id, step, requested_at, signed_at, closed_at)
         select $1, u."recordId", u."submission", u."signerId", u."step", u."requestedAt", u."signedAt", u."closedAt"
           from jsonb_to_recordset($2::jsonb) as u("recordId" uuid, "submission" int, "signerId" uuid, "step" text,
             "requestedAt" timestamptz, "signedAt" timestamptz, "closedAt" timestamptz)`,
        [orgId, JSON.stringify(rows)],
      );
    },
  };
}
