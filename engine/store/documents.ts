// The document locker: files and their metadata, scoped to the organisation.
import type { Sql } from './db.ts';

export interface DocumentRow {
  id: string;
  youngPersonId: string | null;
  recordId: string | null;
  staffId: string | null;
  homeId: string | null;
  title: string;
  category: string | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  uploadedBy: string;
  uploadedByName: string;
  uploadedAt: Date;
  archivedAt: Date | null;
  forOrganisation: boolean;
}

const COLUMNS = `d.id, d.young_person_id as "youngPersonId", d.record_id as "recordId", d.staff_id as "staffId", d.home_id as "homeId", d.title,
  d.category, d.file_name as "fileName", d.content_type as "contentType", d.size_bytes as "sizeBytes", d.sha256,
  d.uploaded_by as "uploadedBy", u.name as "uploadedByName", d.uploaded_at as "uploadedAt", d.archived_at as "archivedAt", d.for_organisation as "forOrganisation"`;

export function documentStore(sql: Sql, orgId: string) {
  const get = async (id: string): Promise<DocumentRow | null> => {
    const [row] = await sql.query<DocumentRow>(
      `select ${COLUMNS} from documents d join users u on u.id = d.uploaded_by where d.id = $1 and d.org_id = $2`,
      [id, orgId],
    );
    return row ?? null;
  };
  return {
    get,
    async insert(
      d: Omit<DocumentRow, 'id' | 'uploadedAt' | 'archivedAt' | 'uploadedByName' | 'staffId' | 'forOrganisation'> & {
        staffId?: string | null;
        forOrganisation?: boolean;
        content: Buffer;
      },
    ): Promise<DocumentRow> {
      const [{ id }] = await sql.query<{ id: string }>(
        `insert into documents (org_id, young_person_id, record_id, home_id, title, category, file_name, content_type, size_bytes, sha256, content, uploaded_by, staff_id, for_organisation)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
        [
          orgId,
          d.youngPersonId,
          d.recordId,
          d.homeId,
          d.title,
          d.category,
          d.fileName,
          d.contentType,
          d.sizeBytes,
          d.sha256,
          d.content,
          d.uploadedBy,
          d.staffId ?? null,
          d.forOrganisation ?? false,
        ],
      );
      return (await get(id))!;
    },
    async content(id: string): Promise<Buffer | null> {
      const [row] = await sql.query<{ content: Uint8Array }>(
        `select content from documents where id = $1 and org_id = $2`,
        [id, orgId],
      );
      return row ? Buffer.from(row.content) : null;
    },
    async list(f: {
      youngPersonId?: string;
      recordId?: string;
      staffId?: string;
      archived?: boolean;
    }): Promise<DocumentRow[]> {
      return sql.query<DocumentRow>(
        `select ${COLUMNS} from documents d join users u on u.id = d.uploaded_by
          where d.org_id = $1 and ($2::uuid is null or d.young_person_id = $2) and ($3::uuid is null or d.record_id = $3)
            and ($5::uuid is null or d.staff_id = $5) and (d.archived_at is not null) = $4
          order by d.uploaded_at desc limit 500`,
        [orgId, f.youngPersonId ?? null, f.recordId ?? null, f.archived ?? false, f.staffId ?? null],
      );
    },
    /** The organisation's current file of a category (the logo), not archived. */
    async organisationFile(category: string): Promise<DocumentRow | null> {
      const [row] = await sql.query<DocumentRow>(
        `select ${COLUMNS} from documents d join users u on u.id = d.uploaded_by
          where d.org_id = $1 and d.for_organisation and d.category = $2 and d.archived_at is null order by d.uploaded_at desc limit 1`,
        [orgId, category],
      );
      return row ?? null;
    },
    async setArchived(id: string, archived: boolean, userId: string) {
      await sql.query(
        `update documents set archived_at = case when $3 then now() end, archived_by = case when $3 then $4::uuid end
                        where id = $1 and org_id = $2`,
        [id, orgId, archived, userId],
      );
    },
  };
}
