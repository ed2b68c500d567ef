// Custom roles (migration 190): a named set of area levels and young-person permissions, and who holds each.
import type { Sql } from './db.ts';

export interface CustomRoleRow {
  id: string;
  name: string;
  description: string | null;
  areas: Record<string, string>;
  ypPermissions: Record<string, string>;
  version: number;
  createdAt: string;
  updatedAt: string;
  archivedAt: string | null;
  holders: { id: string; name: string; email: string; active: boolean }[];
}
export interface CustomRoleInput {
  name: string;
  description?: string | null;
  areas: Record<string, string>;
  ypPermissions: Record<string, string>;
}

const COLUMNS = `r.id, r.name, r.description, r.areas, r.yp_permissions as "ypPermissions", r.version,
  r.created_at as "createdAt", r.updated_at as "updatedAt", r.archived_at as "archivedAt",
  coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'active', u.active)
              order by u.active desc, u.name)
            from users u where u.custom_role_id = r.id and u.org_id = r.org_id), '[]'::json) as holders`;

export function customRoleStore(sql: Sql, orgId: string) {
  return {
    async list(): Promise<CustomRoleRow[]> {
      return sql.query<CustomRoleRow>(
        `select ${COLUMNS} from custom_roles r where r.org_id = $1 order by r.archived_at nulls first, lower(r.name)`,
        [orgId],
      );
    },
    async get(id: string): Promise<CustomRoleRow | null> {
      const [row] = await sql.query<CustomRoleRow>(
        `select ${COLUMNS} from custom_roles r where r.org_id = $1 and r.id = $2`,
        [orgId, id],
      );
      return row ?? null;
    },
    /** A live role of this name (any case), other than `except`. */
    async named(name: string, except?: string): Promise<{ id: string } | null> {
      const [row] = await sql.query<{ id: string }>(
        `select id from custom_roles where org_id = $1 and lower(btrim(name)) = lower(btrim($2)) and archived_at is null
            and id is distinct from $3::uuid`,
        [orgId, name, except ?? null],
      );
      return row ?? null;
    },
    async insert(r: CustomRoleInput, by: string): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        `insert into custom_roles (org_id, name, description, areas, yp_permissions, created_by, updated_by)
         values ($1, btrim($2), $3, $4, $5, $6, $6) returning id`,
        [orgId, r.name, r.description ?? null, r.areas, r.ypPermissions, by],
      );
      return row.id;
    },
    /** The new definition, if `version` is still the stored one (false: someone changed it meanwhile). */
    async update(id: string, version: number, r: CustomRoleInput, by: string): Promise<boolean> {
      const rows = await sql.query<{ id: string }>(
        `update custom_roles set name = btrim($4), description = $5, areas = $6, yp_permissions = $7, updated_by = $8,
            updated_at = now(), version = version + 1
          where org_id = $1 and id = $2 and version = $3 and archived_at is null returning id`,
        [orgId, id, version, r.name, r.description ?? null, r.areas, r.ypPermissions, by],
      );
      return rows.length > 0;
    },
    async setArchived(id: string, version: number, archived: boolean, by: string): Promise<boolean> {
      const rows = await sql.query<{ id: string }>(
        `update custom_roles set archived_at = case when $4 then now() end, updated_by = $5, updated_at = now(),
            version = version + 1
          where org_id = $1 and id = $2 and version = $3 returning id`,
        [orgId, id, version, archived, by],
      );
      return rows.length > 0;
    },
    /** Write the role's areas and permissions onto every holder (the session reads the user row). */
    async applyToHolders(id: string): Promise<void> {
      await sql.query(
        `update users u set areas = r.areas, yp_permissions = r.yp_permissions
           from custom_roles r where r.id = $2 and r.org_id = $1 and u.custom_role_id = r.id and u.org_id = $1`,
        [orgId, id],
      );
    },
    /** Give a person a role (null: none). */
    async assign(userId: string, roleId: string | null): Promise<void> {
      await sql.query(`update users set custom_role_id = $3 where id = $2 and org_id = $1`, [orgId, userId, roleId]);
    },
  };
}
