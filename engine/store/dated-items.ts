// Dated items that expire (DBS, right to work, driving licence, training, insurance, MOT, policy
// review). Later HR and home record kinds feed this table; the expiry worker reads it.
import type { Sql } from './db.ts';
import type { DatedItemRow } from './rows.ts';

const COLUMNS = `id, org_id as "orgId", subject_kind as "subjectKind", subject_id as "subjectId", kind, label,
  expires_on as "expiresOn", source_record_id as "sourceRecordId", archived_at as "archivedAt"`;

export interface NewDatedItem {
  subjectKind: DatedItemRow['subjectKind']; subjectId: string; kind: string; label?: string | null;
  expiresOn: string; sourceRecordId?: string | null;
}

export function datedItemStore(sql: Sql, orgId: string) {
  return {
    async insert(d: NewDatedItem): Promise<DatedItemRow> {
      const [row] = await sql.query<DatedItemRow>(
        `insert into dated_items (org_id, subject_kind, subject_id, kind, label, expires_on, source_record_id)
         values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
        [orgId, d.subjectKind, d.subjectId, d.kind, d.label ?? null, d.expiresOn, d.sourceRecordId ?? null]);
      return row;
    },
    async forSubject(subjectKind: DatedItemRow['subjectKind'], subjectId: string): Promise<DatedItemRow[]> {
      return sql.query<DatedItemRow>(`select ${COLUMNS} from dated_items where org_id = $1 and subject_kind = $2 and subject_id = $3
        and archived_at is null order by expires_on`, [orgId, subjectKind, subjectId]);
    },
    /** Replaced by a newer item (e.g. a renewed DBS): archived, never deleted. */
    async archive(id: string) {
      await sql.query(`update dated_items set archived_at = now() where id = $1 and org_id = $2 and archived_at is null`, [id, orgId]);
    },
  };
}
