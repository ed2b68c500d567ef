// Run-time definition versions: the product default (org_id null) and organisations' own versions.
import type { Sql } from './db.ts';
import type { DefinitionVersionRow } from './rows.ts';

const COLUMNS = `id, org_id as "orgId", kind, version, definition, hash, created_at as "createdAt"`;

export function definitionStore(sql: Sql) {
  return {
    /** The newest version for an organisation: its own if it has one, else the product default. */
    async latest(kind: string, orgId: string | null): Promise<DefinitionVersionRow | null> {
      const [row] = await sql.query<DefinitionVersionRow>(
        `select ${COLUMNS} from definition_versions where kind = $1 and (org_id = $2 or org_id is null)
          order by (org_id is null), version desc limit 1`, [kind, orgId]);
      return row ?? null;
    },
    async byId(id: number): Promise<DefinitionVersionRow | null> {
      const [row] = await sql.query<DefinitionVersionRow>(`select ${COLUMNS} from definition_versions where id = $1`, [id]);
      return row ?? null;
    },
    async byVersion(kind: string, orgId: string | null, version: number): Promise<DefinitionVersionRow | null> {
      const [row] = await sql.query<DefinitionVersionRow>(
        `select ${COLUMNS} from definition_versions where kind = $1 and version = $2 and (org_id = $3 or org_id is null)
          order by (org_id is null) limit 1`, [kind, version, orgId]);
      return row ?? null;
    },
    /** Add a version; `null` when that version number was taken meanwhile (another process). */
    async insert(kind: string, orgId: string | null, version: number, definition: unknown, hash: string, userId: string | null) {
      const rows = await sql.query<DefinitionVersionRow>(
        `insert into definition_versions (org_id, kind, version, definition, hash, created_by) values ($1, $2, $3, $4, $5, $6)
         on conflict do nothing returning ${COLUMNS}`, [orgId, kind, version, definition, hash, userId]);
      return rows[0] ?? null;
    },
  };
}
