// Run-time definition versions: the product default (org_id null) and organisations' own versions.
import type { Sql } from './db.ts';
import type { DefinitionVersionRow } from './rows.ts';

const COLUMNS = `id, org_id as "orgId", kind, version, definition, hash, source, note, created_by as "createdBy",
  (select u.name from users u where u.id = definition_versions.created_by) as "createdByName", created_at as "createdAt"`;

export function definitionStore(sql: Sql) {
  return {
    /** The newest version for an organisation: its own if it has one, else the product default. */
    async latest(kind: string, orgId: string | null): Promise<DefinitionVersionRow | null> {
      const [row] = await sql.query<DefinitionVersionRow>(
        `select ${COLUMNS} from definition_versions where kind = $1 and (org_id = $2 or org_id is null)
          order by (org_id is null), version desc limit 1`,
        [kind, orgId],
      );
      return row ?? null;
    },
    async byId(id: number): Promise<DefinitionVersionRow | null> {
      const [row] = await sql.query<DefinitionVersionRow>(`select ${COLUMNS} from definition_versions where id = $1`, [
        id,
      ]);
      return row ?? null;
    },
    async byVersion(kind: string, orgId: string | null, version: number): Promise<DefinitionVersionRow | null> {
      const [row] = await sql.query<DefinitionVersionRow>(
        `select ${COLUMNS} from definition_versions where kind = $1 and version = $2 and (org_id = $3 or org_id is null)
          order by (org_id is null) limit 1`,
        [kind, version, orgId],
      );
      return row ?? null;
    },
    /** Add a version; `null` when that version number was taken meanwhile (another process or editor). */
    async insert(
      kind: string,
      orgId: string | null,
      version: number,
      definition: unknown,
      hash: string,
      userId: string | null,
      source: 'code' | 'edit' | 'rollback' = 'code',
      note: string | null = null,
    ) {
      const rows = await sql.query<DefinitionVersionRow>(
        `insert into definition_versions (org_id, kind, version, definition, hash, created_by, source, note) values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict do nothing returning ${COLUMNS}`,
        [orgId, kind, version, JSON.stringify(definition), hash, userId, source, note],
      );
      return rows[0] ?? null;
    },
    /** Same content, as written (key order restored): for versions stored before order was kept. */
    async rewrite(id: number, definition: unknown) {
      await sql.query(`update definition_versions set definition = $2 where id = $1`, [id, JSON.stringify(definition)]);
    },
    /** The newest version published from the definition files (to know whether the code changed). */
    async latestFromCode(kind: string): Promise<DefinitionVersionRow | null> {
      const [row] = await sql.query<DefinitionVersionRow>(
        `select ${COLUMNS} from definition_versions where kind = $1 and org_id is null and source = 'code' order by version desc limit 1`,
        [kind],
      );
      return row ?? null;
    },
    /**
     * Publish the definition files in one statement: a kind whose newest code version has the same hash is kept
     * (its text rewritten if the stored text differs), any other becomes a new product version. Returns the kinds
     * whose new version number was taken meanwhile (another process starting), for the caller to publish again.
     */
    async publishFromCode(defs: { kind: string; hash: string; definition: unknown }[]): Promise<string[]> {
      if (!defs.length) return [];
      const rows = await sql.query<{ kind: string }>(
        `with input as (
           select e->>'kind' as kind, e->>'hash' as hash, (e->'definition')::text as definition
             from json_array_elements($1::json) e),
         code as (
           select distinct on (kind) id, kind, hash, definition::text as definition from definition_versions
            where org_id is null and source = 'code' and kind in (select kind from input) order by kind, version desc),
         latest as (
           select kind, max(version) as version from definition_versions
            where org_id is null and kind in (select kind from input) group by kind),
         rewritten as (
           update definition_versions d set definition = i.definition::json from input i join code c on c.kind = i.kind
            where d.id = c.id and c.hash = i.hash and c.definition <> i.definition returning d.id),
         inserted as (
           insert into definition_versions (org_id, kind, version, definition, hash, created_by, source, note)
           select null, i.kind, coalesce(l.version, 0) + 1, i.definition::json, i.hash, null, 'code', null
             from input i left join code c on c.kind = i.kind left join latest l on l.kind = i.kind
            where c.hash is distinct from i.hash
           on conflict do nothing returning kind)
         select i.kind from input i left join code c on c.kind = i.kind
          where c.hash is distinct from i.hash and i.kind not in (select kind from inserted)`,
        [JSON.stringify(defs)],
      );
      return rows.map((r) => r.kind);
    },
    /** Every version of a kind an organisation can see: the product's and its own. */
    async versions(kind: string, orgId: string | null): Promise<DefinitionVersionRow[]> {
      return sql.query<DefinitionVersionRow>(
        `select ${COLUMNS} from definition_versions where kind = $1 and (org_id is null or org_id = $2) order by (org_id is null) desc, version`,
        [kind, orgId],
      );
    },
    /** Statuses records of a kind are in (a new workflow must still have them). */
    async statusesInUse(kind: string, orgId: string | null): Promise<string[]> {
      const rows = await sql.query<{ status: string }>(
        `select distinct status from records where kind = $1 and ($2::uuid is null or org_id = $2) and archived_at is null`,
        [kind, orgId],
      );
      return rows.map((r) => r.status);
    },
  };
}
