// Organisation settings, homes, users and login links, and what a leaver's departure changes.
// Scoped to one organisation; the product administrator's cross-organisation queries are below.
import type { Sql } from './db.ts';

export interface UserInput {
  email: string;
  name: string;
  role: string;
  isManager: boolean;
  jobTitle?: string | null;
  areas: Record<string, string>;
  ypPermissions: Record<string, string>;
  ypOverrides?: Record<string, Record<string, string>>;
  homeIds: string[];
  showInRota: boolean;
  removeFromRota: boolean;
  removeFromRotaHomes: string[];
  dateOfBirth?: string | null;
  /** A custom role (role "custom"): the person's areas and permissions are the role's (migration 190). */
  customRoleId?: string | null;
}

export function administrationStore(sql: Sql, orgId: string) {
  const setHomes = async (userId: string, homeIds: string[]) => {
    await sql.query(`delete from user_homes where user_id = $1 and org_id = $2`, [userId, orgId]);
    for (const h of homeIds)
      await sql.query(`insert into user_homes (user_id, home_id, org_id) values ($1, $2, $3)`, [userId, h, orgId]);
  };
  return {
    async setSettings(settings: Record<string, unknown>) {
      await sql.query(`update organisations set settings = $2 where id = $1`, [orgId, settings]);
    },
    async rename(name: string) {
      await sql.query(`update organisations set name = $2 where id = $1`, [orgId, name]);
    },
    async addHome(h: { name: string; type: string; address: string | null; onCallPhone?: string | null }) {
      const [row] = await sql.query<{ id: string }>(
        `insert into homes (org_id, name, type, address, on_call_phone) values ($1, $2, $3, $4, $5) returning id`,
        [orgId, h.name, h.type, h.address, h.onCallPhone ?? null],
      );
      return row.id;
    },
    /** `onCallPhone` left out keeps the number a home has (an older client does not clear it by not knowing it). */
    async updateHome(
      id: string,
      h: { name: string; type: string; address: string | null; onCallPhone?: string | null },
    ) {
      await sql.query(
        `update homes set name = $3, type = $4, address = $5,
                on_call_phone = case when $6 then $7 else on_call_phone end
          where id = $1 and org_id = $2`,
        [id, orgId, h.name, h.type, h.address, h.onCallPhone !== undefined, h.onCallPhone ?? null],
      );
    },
    async setHomeArchived(id: string, archived: boolean) {
      await sql.query(`update homes set archived_at = case when $3 then now() end where id = $1 and org_id = $2`, [
        id,
        orgId,
        archived,
      ]);
    },
    async allUsers() {
      return sql.query<{
        id: string;
        email: string;
        name: string;
        role: string;
        isManager: boolean;
        jobTitle: string | null;
        active: boolean;
        areas: Record<string, string>;
        ypPermissions: Record<string, string>;
        ypOverrides: Record<string, unknown>;
        homeIds: string[];
        showInRota: boolean;
        removeFromRota: boolean;
        removeFromRotaHomes: string[];
        youngPersonId: string | null;
        youngPersonName: string | null;
        hasPassword: boolean;
        departure: unknown;
        customRoleId: string | null;
        customRoleName: string | null;
      }>(
        `select u.id, u.email, u.name, u.role, u.is_manager as "isManager", u.job_title as "jobTitle", u.active, u.areas,
                u.yp_permissions as "ypPermissions", u.yp_overrides as "ypOverrides", u.show_in_rota as "showInRota",
                u.remove_from_rota as "removeFromRota", u.remove_from_rota_homes as "removeFromRotaHomes", u.young_person_id as "youngPersonId",
                (select y.first_name || ' ' || y.last_name from young_people y where y.id = u.young_person_id) as "youngPersonName",
                (u.password_hash is not null) as "hasPassword", u.departure, u.custom_role_id as "customRoleId",
                (select r.name from custom_roles r where r.id = u.custom_role_id) as "customRoleName",
                coalesce((select array_agg(uh.home_id) from user_homes uh where uh.user_id = u.id), '{}') as "homeIds"
           from users u where u.org_id = $1 order by u.active desc, u.name`,
        [orgId],
      );
    },
    async addUser(u: UserInput) {
      const [row] = await sql.query<{ id: string }>(
        `insert into users (org_id, email, name, role, is_manager, job_title, areas, yp_permissions, yp_overrides, show_in_rota, remove_from_rota, remove_from_rota_homes, date_of_birth, custom_role_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
        [
          orgId,
          u.email,
          u.name,
          u.role,
          u.isManager,
          u.jobTitle ?? null,
          u.areas,
          u.ypPermissions,
          u.ypOverrides ?? {},
          u.showInRota,
          u.removeFromRota,
          u.removeFromRotaHomes,
          u.dateOfBirth ?? null,
          u.customRoleId ?? null,
        ],
      );
      await setHomes(row.id, u.homeIds);
      return row.id;
    },
    async updateUser(id: string, u: UserInput) {
      await sql.query(
        `update users set email = $3, name = $4, role = $5, is_manager = $6, job_title = $7, areas = $8, yp_permissions = $9, yp_overrides = $10,
            show_in_rota = $11, remove_from_rota = $12, remove_from_rota_homes = $13, date_of_birth = $14, custom_role_id = $15
          where id = $1 and org_id = $2`,
        [
          id,
          orgId,
          u.email,
          u.name,
          u.role,
          u.isManager,
          u.jobTitle ?? null,
          u.areas,
          u.ypPermissions,
          u.ypOverrides ?? {},
          u.showInRota,
          u.removeFromRota,
          u.removeFromRotaHomes,
          u.dateOfBirth ?? null,
          u.customRoleId ?? null,
        ],
      );
      await setHomes(id, u.homeIds);
    },
    /** The person's own new password (changed while signed in). */
    async setPasswordHash(userId: string, passwordHash: string) {
      await sql.query(`update users set password_hash = $3 where id = $1 and org_id = $2 and active`, [
        userId,
        orgId,
        passwordHash,
      ]);
    },
    async organisationName(): Promise<string | null> {
      const [row] = await sql.query<{ name: string }>(`select name from organisations where id = $1`, [orgId]);
      return row?.name ?? null;
    },
    async addLoginToken(
      userId: string,
      tokenHash: string,
      purpose: 'invite' | 'reset',
      createdBy: string | null,
      days: number,
    ) {
      await sql.query(
        `update login_tokens set used_at = now() where user_id = $1 and purpose = $2 and used_at is null`,
        [userId, purpose],
      );
      await sql.query(
        `insert into login_tokens (token_hash, org_id, user_id, purpose, created_by, expires_at) values ($1, $2, $3, $4, $5, now() + ($6 || ' days')::interval)`,
        [tokenHash, orgId, userId, purpose, createdBy, String(days)],
      );
    },

    /** A leaver: what happens to their work (SPEC §3 staff departure), and their login removed. */
    async depart(
      userId: string,
      actorId: string,
      d: {
        pendingTasks: 'reassign' | 'cancel' | 'keep';
        reassignTo?: string | null;
        stopRecurring: boolean;
        deleteSignoffsAndAlerts: boolean;
      },
    ) {
      const counts: Record<string, number> = {};
      const n = async (key: string, text: string, params: unknown[]) => {
        counts[key] = (await sql.query(`${text} returning 1`, params)).length;
      };
      if (d.stopRecurring) {
        // the series ends today; occurrences already made stay as they are
        await n(
          'recurringStopped',
          `update tasks set recurrence = jsonb_set(recurrence, '{until}', to_jsonb(to_char(now() at time zone 'Europe/London', 'YYYY-MM-DD'))),
                  updated_at = now(), version = version + 1
                where org_id = $1 and recurrence is not null and succeeded_at is null and $2 = any(assigned_to)`,
          [orgId, userId],
        );
      }
      if (d.pendingTasks === 'reassign' && d.reassignTo) {
        await n(
          'tasksReassigned',
          `update tasks set assigned_to = array_replace(assigned_to, $2::uuid, $3::uuid), updated_at = now(), version = version + 1
                where org_id = $1 and status = 'not_complete' and $2 = any(assigned_to)`,
          [orgId, userId, d.reassignTo],
        );
      } else if (d.pendingTasks === 'cancel') {
        await n(
          'tasksCancelled',
          `update tasks set status = 'cancelled', cancelled_at = now(), cancelled_by = $3, updated_at = now(), version = version + 1
                where org_id = $1 and status = 'not_complete' and $2 = any(assigned_to)`,
          [orgId, userId, actorId],
        );
      }
      if (d.deleteSignoffsAndAlerts) {
        // requests close (the record's history keeps who was asked); their alert copies go
        await n(
          'signoffsClosed',
          `update signoffs set closed_at = now() where org_id = $1 and signer_id = $2 and signed_at is null and closed_at is null`,
          [orgId, userId],
        );
        await n('alertsRemoved', `delete from alert_recipients where org_id = $1 and user_id = $2`, [orgId, userId]);
      }
      await sql.query(
        `update users set active = false, deactivated_at = now(), password_hash = null, departure = $3 where id = $1 and org_id = $2`,
        [userId, orgId, { ...d, counts, at: new Date().toISOString(), by: actorId }],
      );
      await sql.query(`update login_tokens set used_at = now() where user_id = $1 and used_at is null`, [userId]);
      return counts;
    },
  };
}

/** Login links: the token's user, if it is unused and in date (any organisation: the token is the key). */
export function loginTokenStore(sql: Sql) {
  return {
    /** Whose link this is, if it can still be used (their name and email, their organisation's and its homes' names:
     *  a password must not be built from them). */
    async person(
      tokenHash: string,
    ): Promise<{ name: string; email: string; orgName: string; homeNames: string[] } | null> {
      const [row] = await sql.query<{ name: string; email: string; orgName: string; homeNames: string[] }>(
        `select u.name, u.email, o.name as "orgName", array(select h.name from homes h where h.org_id = u.org_id) as "homeNames"
           from login_tokens t join users u on u.id = t.user_id join organisations o on o.id = u.org_id
          where t.token_hash = $1 and t.used_at is null and t.expires_at > now() and u.active`,
        [tokenHash],
      );
      return row ?? null;
    },
    async use(
      tokenHash: string,
      passwordHash: string,
    ): Promise<{ userId: string; orgId: string; purpose: string } | null> {
      const [row] = await sql.query<{ userId: string; orgId: string; purpose: string }>(
        `update login_tokens set used_at = now() where token_hash = $1 and used_at is null and expires_at > now()
         returning user_id as "userId", org_id as "orgId", purpose`,
        [tokenHash],
      );
      if (!row) return null;
      await sql.query(`update users set password_hash = $2 where id = $1 and active`, [row.userId, passwordHash]);
      return row;
    },
  };
}

/** The product administrator's view across organisations. */
export function platformStore(sql: Sql) {
  return {
    async organisations() {
      return sql.query<{
        id: string;
        name: string;
        slug: string;
        suspendedAt: Date | null;
        features: Record<string, boolean>;
        createdAt: Date;
        homes: number;
        users: number;
        youngPeople: number;
      }>(
        `select o.id, o.name, o.slug, o.suspended_at as "suspendedAt", o.features, o.created_at as "createdAt",
                (select count(*)::int from homes h where h.org_id = o.id and h.archived_at is null) as homes,
                (select count(*)::int from users u where u.org_id = o.id and u.active) as users,
                (select count(*)::int from young_people y where y.org_id = o.id and y.archived_at is null) as "youngPeople"
           from organisations o order by o.name`,
      );
    },
    async setSuspended(orgId: string, suspended: boolean) {
      return (
        (
          await sql.query(
            `update organisations set suspended_at = case when $2 then now() end where id = $1 returning id`,
            [orgId, suspended],
          )
        ).length > 0
      );
    },
    async setFeatures(orgId: string, features: Record<string, boolean>) {
      return (
        (await sql.query(`update organisations set features = $2 where id = $1 returning id`, [orgId, features]))
          .length > 0
      );
    },
    async users(q: string | undefined) {
      return sql.query<{
        id: string;
        email: string;
        name: string;
        role: string;
        active: boolean;
        orgId: string;
        orgName: string;
      }>(
        `select u.id, u.email, u.name, u.role, u.active, u.org_id as "orgId", o.name as "orgName" from users u join organisations o on o.id = u.org_id
          where ($1::text is null or u.name ilike '%' || $1 || '%' or u.email ilike '%' || $1 || '%') order by o.name, u.name limit 500`,
        [q ?? null],
      );
    },
  };
}
