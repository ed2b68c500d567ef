// Everything held about one person, a young person or a member of staff, read set by set for a subject access pack
// (engine/subject-access/pack.ts): their records in date order (archived ones too), every version of each, the
// comments and signatures on them, their documents (the bytes read one at a time) and the read audit.
import type { Sql } from './db.ts';
import { RECORD_VERSIONS } from './records.ts';
import { tablesWithColumn } from './retention-review.ts';

/** Whose records: a young person's (records.young_person_id) or a member of staff's (records.staff_id). */
export interface HeldSubject {
  who: 'young-person' | 'staff';
  id: string;
}
/** The column naming the subject, in the records, the documents and every other table about them. */
export const subjectColumn = (who: HeldSubject['who']) => (who === 'staff' ? 'staff_id' : 'young_person_id');

export interface HeldRecord {
  id: string;
  kind: string;
  status: string;
  version: number;
  recordDate: Date;
  createdAt: Date;
  authorName: string;
  archivedAt: Date | null;
  data: Record<string, unknown>;
}

/** Tables naming the subject that are not what the pack holds: read elsewhere in it (records, their files and
 *  views), derived from records (chart_*), or the product's own (logins with password hashes, definitions, outbox). */
const NOT_HELD = new Set([
  'records',
  'record_views',
  'documents',
  'users',
  'sessions',
  'outbox',
  'definition_versions',
]);
/** Columns never given out, whatever the table: secrets of the product, not information about the person. */
const SECRET_COLUMN = /(^|_)(password|hash|secret|token)(_|$)/;

/** A row as JSON can carry it: bytes as base64, secrets left out. */
const heldRow = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([k]) => !SECRET_COLUMN.test(k))
      .map(([k, v]) => [k, v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v]),
  );

/** How one table of rows hung on a record (its versions, comments, signatures) is read for the pack. */
interface OnRecords {
  table: string;
  /** The column naming the person who did it, whose name is given. */
  by: string;
  columns: string;
  where?: string;
  order: string;
}

export function subjectAccessStore(sql: Sql, orgId: string) {
  /** The rows of a table hung on the subject's records, each with its record's id, record by record. */
  const onTheirRecords = <T>(subject: HeldSubject, t: OnRecords) =>
    sql.query<T>(
      `select x.record_id as "recordId", ${t.columns}
         from ${t.table} x
         join records r on r.id = x.record_id and r.org_id = x.org_id
         join users u on u.id = x.${t.by}
        where r.org_id = $1 and r.${subjectColumn(subject.who)} = $2${t.where ? ` and ${t.where}` : ''}
        order by x.record_id, ${t.order}`,
      [orgId, subject.id],
    );

  return {
    async records(subject: HeldSubject) {
      return sql.query<HeldRecord>(
        `select r.id, r.kind, r.status, r.version, r.record_date as "recordDate", r.created_at as "createdAt",
                u.name as "authorName", r.archived_at as "archivedAt", r.data
           from records r join users u on u.id = r.author_id
          where r.org_id = $1 and r.${subjectColumn(subject.who)} = $2
          order by r.record_date, r.created_at, r.id`,
        [orgId, subject.id],
      );
    },
    async versions(subject: HeldSubject) {
      return onTheirRecords<{
        recordId: string;
        version: number;
        action: string;
        status: string;
        data: Record<string, unknown>;
        changedByName: string;
        changedAt: Date;
        reason: string | null;
      }>(subject, {
        table: RECORD_VERSIONS,
        by: 'changed_by',
        columns: `x.version, x.action, x.status, x.data, u.name as "changedByName", x.changed_at as "changedAt", x.reason`,
        order: 'x.version',
      });
    },
    async comments(subject: HeldSubject) {
      return onTheirRecords<{ recordId: string; authorName: string; body: string; createdAt: Date }>(subject, {
        table: 'record_comments',
        by: 'author_id',
        columns: `u.name as "authorName", x.body, x.created_at as "createdAt"`,
        order: 'x.created_at',
      });
    },
    async signatures(subject: HeldSubject) {
      return onTheirRecords<{ recordId: string; signerName: string; step: string; signedAt: Date }>(subject, {
        table: 'signoffs',
        by: 'signer_id',
        columns: `u.name as "signerName", x.step, x.signed_at as "signedAt"`,
        // a sign-off still awaited is not something that happened to the record
        where: 'x.signed_at is not null',
        order: 'x.signed_at',
      });
    },
    async documents(subject: HeldSubject) {
      const col = subjectColumn(subject.who);
      return sql.query<{
        id: string;
        recordId: string | null;
        title: string;
        fileName: string;
        contentType: string;
        sizeBytes: number;
        sha256: string;
        uploadedByName: string;
        uploadedAt: Date;
        archivedAt: Date | null;
      }>(
        `select d.id, d.record_id as "recordId", d.title, d.file_name as "fileName", d.content_type as "contentType",
                d.size_bytes as "sizeBytes", d.sha256, u.name as "uploadedByName", d.uploaded_at as "uploadedAt",
                d.archived_at as "archivedAt"
           from documents d join users u on u.id = d.uploaded_by
          where d.org_id = $1
            and (d.${col} = $2 or d.record_id in (select id from records where org_id = $1 and ${col} = $2))
          order by d.uploaded_at, d.id`,
        [orgId, subject.id],
      );
    },
    async documentContent(id: string) {
      const [row] = await sql.query<{ content: Buffer }>(
        `select content from documents where id = $1 and org_id = $2`,
        [id, orgId],
      );
      return row?.content ?? null;
    },
    async views(subject: HeldSubject) {
      // the read audit names the young person on each row; a staff record's opening is found through its record
      const where =
        subject.who === 'staff'
          ? `v.record_id in (select id from records where org_id = $1 and staff_id = $2)`
          : `v.young_person_id = $2`;
      return sql.query<{ viewedAt: Date; userName: string; recordId: string; kind: string }>(
        `select v.viewed_at as "viewedAt", u.name as "userName", v.record_id as "recordId", v.kind
           from record_views v join users u on u.id = v.user_id
          where v.org_id = $1 and ${where}
          order by v.viewed_at, v.id`,
        [orgId, subject.id],
      );
    },
    /** The subject's own row (a young person's details, a member of staff's account): as held, secrets left out. */
    async details(subject: HeldSubject) {
      const [row] = await sql.query<Record<string, unknown>>(
        `select * from ${subject.who === 'staff' ? 'users' : 'young_people'} where id = $1 and org_id = $2`,
        [subject.id, orgId],
      );
      return row ? heldRow(row) : null;
    },
    /**
     * Every other table holding rows about the subject (a young person's MAR, money, tasks, transfers; a member of
     * staff's shifts, leave, overtime, tasks), found by its young_person_id or staff_id column, so a table added
     * later is in the pack without a change here. By table name.
     */
    async otherHeld(subject: HeldSubject) {
      const col = subjectColumn(subject.who);
      const tables = await tablesWithColumn(sql, col);
      const held: Record<string, Record<string, unknown>[]> = {};
      for (const t of tables) {
        if (NOT_HELD.has(t.name) || t.name.startsWith('chart_')) continue;
        const byOrg = t.columns.includes('org_id');
        const rows = await sql.query<Record<string, unknown>>(
          `select * from ${t.name} where ${col} = $1${byOrg ? ' and org_id = $2' : ''}`,
          byOrg ? [subject.id, orgId] : [subject.id],
        );
        if (rows.length) held[t.name] = rows.map(heldRow);
      }
      return held;
    },
    /** Names the reviewer is helped to find: the organisation's young people and its staff, the subject apart (for
     *  a member of staff every child is a third party). */
    async otherPeople(subject: HeldSubject) {
      return sql.query<{ id: string; who: 'young-person' | 'staff'; names: string[] }>(
        `select id::text, 'young-person' as who,
                array_remove(array[first_name || ' ' || last_name, first_name, preferred_name], null) as names
           from young_people where org_id = $1 and id <> $2
         union all
         select id::text, 'staff' as who, array[name, split_part(name, ' ', 1)] as names
           from users where org_id = $1 and role <> 'young_person' and id <> $2`,
        [orgId, subject.id],
      );
    },
  };
}
