// Dated items that expire (DBS, right to work, driving licence, training, insurance, MOT, policy
// review). Later HR and home record kinds feed this table; the expiry worker reads it.
import type { Sql } from './db.ts';
import type { DatedItemRow } from './rows.ts';

const COLUMNS = `id, org_id as "orgId", subject_kind as "subjectKind", subject_id as "subjectId", kind, label,
  expires_on as "expiresOn", source_record_id as "sourceRecordId", archived_at as "archivedAt"`;

export interface NewDatedItem {
  subjectKind: DatedItemRow['subjectKind'];
  subjectId: string;
  kind: string;
  label?: string | null;
  expiresOn: string;
  sourceRecordId?: string | null;
  /** days before expiry to alert (null: the worker's default leads) */
  leadDays?: number[] | null;
}

export function datedItemStore(sql: Sql, orgId: string) {
  return {
    async insert(d: NewDatedItem): Promise<DatedItemRow> {
      const [row] = await sql.query<DatedItemRow>(
        `insert into dated_items (org_id, subject_kind, subject_id, kind, label, expires_on, source_record_id, lead_days)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
        [
          orgId,
          d.subjectKind,
          d.subjectId,
          d.kind,
          d.label ?? null,
          d.expiresOn,
          d.sourceRecordId ?? null,
          d.leadDays ?? null,
        ],
      );
      return row;
    },
    async forSubject(subjectKind: DatedItemRow['subjectKind'], subjectId: string): Promise<DatedItemRow[]> {
      return sql.query<DatedItemRow>(
        `select ${COLUMNS} from dated_items where org_id = $1 and subject_kind = $2 and subject_id = $3
        and archived_at is null order by expires_on`,
        [orgId, subjectKind, subjectId],
      );
    },
    /**
     * Bring a record's dated items in step with what it says now (`wanted`): items no longer wanted (date,
     * kind or subject changed, or the record archived) are archived; new ones inserted; unchanged ones
     * kept, so their alerts are not raised again (their leads follow the definition's). Three statements,
     * inside the caller's transaction.
     */
    async syncForRecord(recordId: string, wanted: Omit<NewDatedItem, 'sourceRecordId' | 'label'>[]): Promise<void> {
      const w = JSON.stringify(wanted);
      const same = `w."subjectKind" = d.subject_kind and w."subjectId" = d.subject_id and w.kind = d.kind and w."expiresOn" = d.expires_on`;
      const rows = `jsonb_to_recordset($3::jsonb) as w("subjectKind" text, "subjectId" uuid, kind text, "expiresOn" date, "leadDays" int[])`;
      await sql.query(
        `update dated_items d set archived_at = now() where d.org_id = $1 and d.source_record_id = $2 and d.archived_at is null
          and not exists (select 1 from ${rows} where ${same})`,
        [orgId, recordId, w],
      );
      if (!wanted.length) return;
      // A definition whose leads changed: the kept item takes the new leads (same item, so no alert is raised twice).
      await sql.query(
        `update dated_items d set lead_days = w."leadDays" from ${rows}
          where d.org_id = $1 and d.source_record_id = $2 and d.archived_at is null and ${same}
            and d.lead_days is distinct from w."leadDays"`,
        [orgId, recordId, w],
      );
      await sql.query(
        `insert into dated_items (org_id, subject_kind, subject_id, kind, expires_on, source_record_id, lead_days)
          select $1, w."subjectKind", w."subjectId", w.kind, w."expiresOn", $2, w."leadDays" from ${rows}
           where not exists (select 1 from dated_items d where d.org_id = $1 and d.source_record_id = $2 and d.archived_at is null and ${same})`,
        [orgId, recordId, w],
      );
    },
    /** Replaced by a newer item (e.g. a renewed DBS): archived, never deleted. */
    async archive(id: string) {
      await sql.query(
        `update dated_items set archived_at = now() where id = $1 and org_id = $2 and archived_at is null`,
        [id, orgId],
      );
    },
  };
}
