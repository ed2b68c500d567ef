// Data migration's SQL: uploaded files, saved mappings, import runs and what each row made, and the
// set-based writes of an import (records with their first version, outbox message and import row in one
// statement per batch) and of its undo (archived as a new version, never deleted).
import type { Sql } from './db.ts';

export interface ImportRow {
  id: string;
  orgId: string;
  orgName: string;
  fileId: string;
  fileName: string;
  target: string;
  columns: Record<string, string>;
  status: 'queued' | 'running' | 'done' | 'refused' | 'undone';
  rows: number;
  written: number;
  failed: number;
  progress: number;
  report: unknown;
  ranBy: string;
  ranByName: string;
  startedAt: Date;
  finishedAt: Date | null;
  undoneAt: Date | null;
  undoneByName: string | null;
}
export interface ImportedRecord {
  id: string;
  rowNumber: number;
  kind: string;
  definitionVersionId: number;
  youngPersonId: string | null;
  homeId: string | null;
  staffId: string | null;
  authorId: string;
  status: string;
  recordDate: string;
  data: Record<string, unknown>;
  reason: string;
}

const IMPORT_COLUMNS = `i.id, i.org_id as "orgId", o.name as "orgName", i.file_id as "fileId", i.file_name as "fileName", i.target, i.columns, i.status,
  i.rows, i.written, i.failed, i.progress, i.report, i.ran_by as "ranBy", u.name as "ranByName", i.started_at as "startedAt",
  i.finished_at as "finishedAt", i.undone_at as "undoneAt", x.name as "undoneByName"`;
const IMPORT_FROM = `data_imports i join organisations o on o.id = i.org_id join users u on u.id = i.ran_by left join users x on x.id = i.undone_by`;

export function dataMigrationStore(sql: Sql) {
  return {
    async addFile(f: {
      uploadedBy: string;
      fileName: string;
      format: string;
      headers: string[];
      rowCount: number;
      content: Buffer;
    }) {
      const [row] = await sql.query<{ id: string }>(
        `insert into data_import_files (uploaded_by, file_name, format, headers, row_count, content) values ($1, $2, $3, $4, $5, $6) returning id`,
        [f.uploadedBy, f.fileName, f.format, JSON.stringify(f.headers), f.rowCount, f.content],
      );
      return row.id;
    },
    async file(id: string) {
      const [row] = await sql.query<{
        id: string;
        fileName: string;
        format: string;
        headers: string[];
        rowCount: number;
        content: Buffer | Uint8Array;
      }>(
        `select id, file_name as "fileName", format, headers, row_count as "rowCount", content from data_import_files where id = $1`,
        [id],
      );
      return row ? { ...row, content: Buffer.from(row.content) } : null;
    },

    async mappings(orgId: string, target: string) {
      return sql.query<{ id: string; name: string; columns: Record<string, string>; savedAt: Date }>(
        `select id, name, columns, saved_at as "savedAt" from data_import_mappings where org_id = $1 and target = $2 order by name`,
        [orgId, target],
      );
    },
    /** Saved under its name (the same name again replaces it). */
    async saveMapping(m: {
      orgId: string;
      target: string;
      name: string;
      columns: Record<string, string>;
      savedBy: string;
    }) {
      const [row] = await sql.query<{ id: string; name: string; columns: Record<string, string>; savedAt: Date }>(
        `insert into data_import_mappings (org_id, target, name, columns, saved_by) values ($1, $2, $3, $4, $5)
         on conflict (org_id, target, name) do update set columns = excluded.columns, saved_by = excluded.saved_by, saved_at = now()
         returning id, name, columns, saved_at as "savedAt"`,
        [m.orgId, m.target, m.name, JSON.stringify(m.columns), m.savedBy],
      );
      return row;
    },

    async createImport(i: {
      orgId: string;
      fileId: string;
      fileName: string;
      target: string;
      columns: Record<string, string>;
      rows: number;
      ranBy: string;
    }) {
      const [row] = await sql.query<{ id: string }>(
        `insert into data_imports (org_id, file_id, file_name, target, columns, status, rows, ran_by) values ($1, $2, $3, $4, $5, 'queued', $6, $7) returning id`,
        [i.orgId, i.fileId, i.fileName, i.target, JSON.stringify(i.columns), i.rows, i.ranBy],
      );
      return row.id;
    },
    async importRow(id: string): Promise<ImportRow | null> {
      const [row] = await sql.query<ImportRow>(`select ${IMPORT_COLUMNS} from ${IMPORT_FROM} where i.id = $1`, [id]);
      return row ?? null;
    },
    /** Newest first, a page at a time (keyset on started_at, id). */
    async history(limit: number, after?: { at: Date; id: string }) {
      return sql.query<ImportRow>(
        `select ${IMPORT_COLUMNS} from ${IMPORT_FROM} ${after ? 'where (i.started_at, i.id) < ($2::timestamptz, $3::uuid)' : ''}
          order by i.started_at desc, i.id desc limit $1`,
        [limit, ...(after ? [after.at, after.id] : [])],
      );
    },
    /** Claim a queued run (a retried job finds it running or finished and leaves it). */
    async claim(id: string) {
      const rows = await sql.query(
        `update data_imports set status = 'running', progress = 0 where id = $1 and status in ('queued', 'running') returning id`,
        [id],
      );
      return rows.length > 0;
    },
    async setProgress(id: string, progress: number) {
      await sql.query(`update data_imports set progress = $2 where id = $1 and status = 'running'`, [id, progress]);
    },
    async finish(id: string, f: { status: 'done' | 'refused'; written: number; failed: number; report?: unknown }) {
      await sql.query(
        `update data_imports set status = $2, written = $3, failed = $4, report = $5, progress = 100, finished_at = now() where id = $1`,
        [id, f.status, f.written, f.failed, f.report === undefined ? null : JSON.stringify(f.report)],
      );
    },
    /** The run is marked undone once: false when it already was (undo is idempotent). */
    async markUndone(id: string, by: string) {
      const rows = await sql.query(
        `update data_imports set status = 'undone', undone_by = $2, undone_at = now() where id = $1 and status = 'done' returning id`,
        [id, by],
      );
      return rows.length > 0;
    },

    /** Who and where a file can name in this organisation. */
    async directory(orgId: string) {
      const [staff, youngPeople, homes] = await Promise.all([
        sql.query<{ id: string; name: string; email: string; role: string; active: boolean }>(
          `select id, name, email, role, active from users where org_id = $1 and role <> 'young_person'`,
          [orgId],
        ),
        sql.query<{
          id: string;
          firstName: string;
          lastName: string;
          preferredName: string | null;
          homeId: string;
          archived: boolean;
        }>(
          `select id, first_name as "firstName", last_name as "lastName", preferred_name as "preferredName", home_id as "homeId",
                  archived_at is not null as archived from young_people where org_id = $1`,
          [orgId],
        ),
        sql.query<{ id: string; name: string; type: string; archived: boolean }>(
          `select id, name, type, archived_at is not null as archived from homes where org_id = $1`,
          [orgId],
        ),
      ]);
      return { staff, youngPeople, homes };
    },
    /** The author of records whose file names none: the organisation's first active director. */
    async firstDirector(orgId: string) {
      const [row] = await sql.query<{ id: string }>(
        `select id from users where org_id = $1 and role = 'director' and active order by created_at, id limit 1`,
        [orgId],
      );
      return row?.id ?? null;
    },

    /** Records, their import rows and outbox messages: one statement for the batch. */
    async insertRecords(orgId: string, importId: string, rows: ImportedRecord[]) {
      if (!rows.length) return;
      await sql.query(
        `with u as (
           select * from jsonb_to_recordset($3::jsonb) as u("id" uuid, "rowNumber" int, "kind" text, "definitionVersionId" int, "youngPersonId" uuid,
             "homeId" uuid, "staffId" uuid, "authorId" uuid, "status" text, "recordDate" timestamptz, "data" jsonb, "reason" text)
         ), r as (
           insert into records (id, org_id, kind, definition_version_id, young_person_id, home_id, staff_id, author_id, status, record_date, data,
                                changed_by, change_action, change_reason)
           select u.id, $1, u.kind, u."definitionVersionId", u."youngPersonId", u."homeId", u."staffId", u."authorId", u.status, u."recordDate", u.data,
                  null, 'import', u.reason from u
           returning id, org_id, kind, status, version
         ), items as (
           insert into data_import_items (import_id, row_number, entity, entity_id) select $2, u."rowNumber", 'record', u.id from u
         )
         insert into outbox (org_id, topic, payload)
         select org_id, 'record.changed', jsonb_build_object('recordId', id, 'kind', kind, 'action', 'import', 'status', status, 'version', version) from r`,
        [orgId, importId, JSON.stringify(rows)],
      );
    },
    async addItems(importId: string, items: { rowNumber: number; entity: string; entityId: string }[]) {
      if (!items.length) return;
      await sql.query(
        `insert into data_import_items (import_id, row_number, entity, entity_id)
         select $1, u."rowNumber", u.entity, u."entityId" from jsonb_to_recordset($2::jsonb) as u("rowNumber" int, entity text, "entityId" uuid)`,
        [importId, JSON.stringify(items)],
      );
    },

    /**
     * Archive what an import made: records as a new version (the one replaced kept in record_revisions,
     * an outbox message each), homes and young people archived, staff logins ended. Returns the counts.
     */
    async archiveImported(orgId: string, importId: string, reason: string) {
      const [counts] = await sql.query<{ records: number; homes: number; youngPeople: number; staff: number }>(
        `with mine as (select entity, entity_id from data_import_items where import_id = $2),
         r as (
           update records t set version = t.version + 1, updated_at = now(), changed_by = null, change_action = 'archive', change_reason = $3, archived_at = now()
             from records o
            where t.org_id = $1 and t.archived_at is null and t.id in (select entity_id from mine where entity = 'record') and o.id = t.id and o.version = t.version
           returning t.id, t.org_id, t.kind, t.status, t.version, o.version as old_version, o.status as old_status, o.data as old_data,
             o.updated_at as old_at, coalesce(o.changed_by, o.author_id) as old_by, coalesce(o.change_action, 'create') as old_action, o.change_reason as old_reason
         ), kept as (
           insert into record_revisions (record_id, version, org_id, action, status, data, changed_by, changed_at, reason)
           select id, old_version, org_id, old_action, old_status, old_data, old_by, old_at, old_reason from r
           on conflict (record_id, version) do nothing
         ), ob as (
           insert into outbox (org_id, topic, payload)
           select org_id, 'record.changed', jsonb_build_object('recordId', id, 'kind', kind, 'action', 'archive', 'status', status, 'version', version) from r
         ), h as (
           update homes set archived_at = now() where org_id = $1 and archived_at is null and id in (select entity_id from mine where entity = 'home') returning id
         ), y as (
           update young_people set archived_at = now() where org_id = $1 and archived_at is null and id in (select entity_id from mine where entity = 'young-person') returning id
         ), s as (
           update users set active = false where org_id = $1 and active and id in (select entity_id from mine where entity = 'user') returning id
         )
         select (select count(*) from r)::int as records, (select count(*) from h)::int as homes,
                (select count(*) from y)::int as "youngPeople", (select count(*) from s)::int as staff`,
        [orgId, importId, reason],
      );
      return counts;
    },
  };
}
