// Account requests from /register and the product's training videos: rows no organisation owns (the product
// administrator's), so they are not org-scoped.
import type { Sql } from './db.ts';

export interface RequestedHome {
  name: string;
  type: string;
  address?: string | null;
  urn?: string | null;
  registeredPlaces?: number | null;
}
export interface AccountRequest {
  id: string;
  organisationName: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  homes: RequestedHome[];
  message: string | null;
  status: 'pending' | 'approved' | 'declined';
  decidedBy: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
  orgId: string | null;
  createdAt: string;
}
export interface TrainingVideo {
  id: string;
  title: string;
  description: string | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  uploadedAt: string;
  archivedAt: string | null;
}

const REQUEST = `id, organisation_name as "organisationName", contact_name as "contactName", contact_email as "contactEmail",
  contact_phone as "contactPhone", homes, message, status, decided_by as "decidedBy", decided_at as "decidedAt",
  decision_note as "decisionNote", org_id as "orgId", created_at as "createdAt"`;
const VIDEO = `id, title, description, file_name as "fileName", content_type as "contentType", size_bytes as "sizeBytes", sha256,
  uploaded_at as "uploadedAt", archived_at as "archivedAt"`;

export function accountRequestStore(sql: Sql) {
  return {
    async insert(
      r: Omit<AccountRequest, 'id' | 'status' | 'decidedBy' | 'decidedAt' | 'decisionNote' | 'orgId' | 'createdAt'>,
    ) {
      const [row] = await sql.query<{ id: string }>(
        `insert into account_requests (organisation_name, contact_name, contact_email, contact_phone, homes, message)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [r.organisationName, r.contactName, r.contactEmail, r.contactPhone, JSON.stringify(r.homes), r.message],
      );
      return row.id;
    },
    /** Pending requests received in the last day (a bound on how many one flood can leave waiting). */
    async pendingToday() {
      const [row] = await sql.query<{ n: number }>(
        `select count(*)::int as n from account_requests where status = 'pending' and created_at > now() - interval '1 day'`,
      );
      return row.n;
    },
    list(status?: string) {
      return sql.query<AccountRequest>(
        `select ${REQUEST} from account_requests ${status ? 'where status = $1' : ''} order by created_at desc limit 500`,
        status ? [status] : [],
      );
    },
    async get(id: string, lock = false) {
      const [row] = await sql.query<AccountRequest>(
        `select ${REQUEST} from account_requests where id = $1${lock ? ' for update' : ''}`,
        [id],
      );
      return row ?? null;
    },
    /** Decide a pending request; false when someone decided it first. */
    async decide(
      id: string,
      d: { status: 'approved' | 'declined'; by: string; note: string | null; orgId: string | null },
    ) {
      const rows = await sql.query(
        `update account_requests set status = $2, decided_by = $3, decided_at = now(), decision_note = $4, org_id = $5
        where id = $1 and status = 'pending' returning id`,
        [id, d.status, d.by, d.note, d.orgId],
      );
      return rows.length === 1;
    },
    async linkOrganisation(id: string, orgId: string) {
      await sql.query(`update account_requests set org_id = $2 where id = $1`, [id, orgId]);
    },
  };
}

export function trainingVideoStore(sql: Sql) {
  return {
    list() {
      return sql.query<TrainingVideo>(
        `select ${VIDEO} from training_videos where archived_at is null order by uploaded_at`,
      );
    },
    async insert(
      v: Omit<TrainingVideo, 'id' | 'uploadedAt' | 'archivedAt'> & {
        content: Buffer;
        captions: string;
        uploadedBy: string;
      },
    ) {
      const [row] = await sql.query<{ id: string }>(
        `insert into training_videos (title, description, file_name, content_type, size_bytes, sha256, content, captions, uploaded_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [v.title, v.description, v.fileName, v.contentType, v.sizeBytes, v.sha256, v.content, v.captions, v.uploadedBy],
      );
      return row.id;
    },
    async content(id: string) {
      const [row] = await sql.query<{ content: Uint8Array; contentType: string; captions: string }>(
        `select content, content_type as "contentType", captions from training_videos where id = $1 and archived_at is null`,
        [id],
      );
      return row ? { ...row, content: Buffer.from(row.content) } : null;
    },
    async archive(id: string) {
      return (
        (
          await sql.query(
            `update training_videos set archived_at = now() where id = $1 and archived_at is null returning id`,
            [id],
          )
        ).length === 1
      );
    },
  };
}
