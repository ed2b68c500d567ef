// Files of personal data made in the background (migration 281): the job's state in the database, so a job survives
// Redis being emptied; the bytes held only until the first download or the time limit.
import type { Sql } from './db.ts';

export interface ExportFileRow {
  id: string;
  orgId: string;
  requestedBy: string;
  subject: 'young-person' | 'staff';
  subjectId: string;
  requestId: string;
  stage: 'review' | 'release';
  format: 'pdf' | 'json';
  reason: string;
  status: 'queued' | 'running' | 'ready' | 'failed' | 'removed';
  progress: number;
  attempts: number;
  fileName: string | null;
  sizeBytes: number | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  expiresAt: Date | null;
  downloadedAt: Date | null;
  removedWhy: 'downloaded' | 'expired' | null;
}

const COLUMNS = `id, org_id as "orgId", requested_by as "requestedBy", subject, subject_id as "subjectId",
  request_id as "requestId", stage, format, reason, status, progress, attempts, file_name as "fileName",
  size_bytes as "sizeBytes", error, created_at as "createdAt", finished_at as "finishedAt", expires_at as "expiresAt",
  downloaded_at as "downloadedAt", removed_why as "removedWhy"`;

/** A job a worker took and did not finish in this long is taken again (its worker died, or Redis was emptied). */
export const STALE_MINUTES = 10;
/** A job that failed this many times stays failed. */
export const MOST_ATTEMPTS = 3;

export function exportFileStore(sql: Sql) {
  return {
    async add(f: {
      orgId: string;
      requestedBy: string;
      subject: ExportFileRow['subject'];
      subjectId: string;
      requestId: string;
      stage: ExportFileRow['stage'];
      format: ExportFileRow['format'];
      reason: string;
    }): Promise<ExportFileRow> {
      const [row] = await sql.query<ExportFileRow>(
        `insert into export_files (org_id, requested_by, subject, subject_id, request_id, stage, format, reason)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
        [f.orgId, f.requestedBy, f.subject, f.subjectId, f.requestId, f.stage, f.format, f.reason],
      );
      return row;
    },

    /** One person's own export in their organisation; another's, or another organisation's, is not found. */
    async own(orgId: string, userId: string, id: string): Promise<ExportFileRow | null> {
      const [row] = await sql.query<ExportFileRow>(
        `select ${COLUMNS} from export_files where id = $1 and org_id = $2 and requested_by = $3`,
        [id, orgId, userId],
      );
      return row ?? null;
    },

    /** Take a job to make its file: once, unless the one who took it stopped without finishing. */
    async claim(id: string, now: Date): Promise<ExportFileRow | null> {
      const [row] = await sql.query<ExportFileRow>(
        `update export_files set status = 'running', started_at = $2, attempts = attempts + 1, progress = 5
         where id = $1 and attempts < ${MOST_ATTEMPTS}
           and (status = 'queued' or (status = 'running' and started_at < $2::timestamptz - interval '${STALE_MINUTES} minutes'))
         returning ${COLUMNS}`,
        [id, now],
      );
      return row ?? null;
    },

    async progress(id: string, progress: number) {
      await sql.query(
        `update export_files set progress = greatest(progress, $2) where id = $1 and status = 'running'`,
        [id, progress],
      );
    },

    async finish(id: string, f: { fileName: string; contentType: string; content: Buffer; expiresAt: Date }) {
      await sql.query(
        `update export_files set status = 'ready', progress = 100, file_name = $2, content_type = $3, content = $4,
           size_bytes = $5, finished_at = now(), expires_at = $6, error = null
         where id = $1 and status = 'running'`,
        [id, f.fileName, f.contentType, f.content, f.content.length, f.expiresAt],
      );
    },

    /** A failed try: tried again by the sweep until MOST_ATTEMPTS, then failed for good. */
    async fail(id: string, error: string) {
      await sql.query(
        `update export_files set status = case when attempts >= ${MOST_ATTEMPTS} then 'failed' else 'queued' end,
           error = $2, progress = 0
         where id = $1 and status = 'running'`,
        [id, error.slice(0, 500)],
      );
    },

    /** The file, taken once: its bytes leave the server with this read (the row keeps that it was downloaded). */
    async take(id: string, now: Date): Promise<{ fileName: string; contentType: string; content: Buffer } | null> {
      const [row] = await sql.query<{ fileName: string; contentType: string; content: Buffer }>(
        `with held as (
           select id, file_name, content_type, content from export_files
           where id = $1 and status = 'ready' and content is not null and expires_at > $2 for update
         )
         update export_files e set status = 'removed', content = null, downloaded_at = $2, removed_at = $2,
           removed_why = 'downloaded'
         from held where e.id = held.id
         returning held.file_name as "fileName", held.content_type as "contentType", held.content`,
        [id, now],
      );
      return row ? { ...row, content: Buffer.from(row.content) } : null;
    },

    /** Files past their time limit emptied (the rows stay); how many. */
    async expire(now: Date): Promise<number> {
      const rows = await sql.query(
        `update export_files set status = 'removed', content = null, removed_at = $1, removed_why = 'expired'
         where status = 'ready' and expires_at <= $1 returning id`,
        [now],
      );
      return rows.length;
    },

    /** Jobs no worker is making: still queued after a minute (Redis emptied or down), or taken and left stale. */
    async stranded(now: Date): Promise<string[]> {
      const rows = await sql.query<{ id: string }>(
        `select id from export_files
         where attempts < ${MOST_ATTEMPTS} and ((status = 'queued' and created_at < $1::timestamptz - interval '1 minute')
           or (status = 'running' and started_at < $1::timestamptz - interval '${STALE_MINUTES} minutes'))
         order by created_at limit 20`,
        [now],
      );
      return rows.map((r) => r.id);
    },
  };
}
