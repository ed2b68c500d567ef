// Organisations, homes, users and young people. Every query carries the caller's org_id.
import type { Sql } from './db.ts';
import type { HomeRow, OrganisationRow, PlacementRow, UserRow, YoungPersonRow } from './rows.ts';

const USER_COLUMNS = `u.id, u.org_id as "orgId", u.email, u.name, u.password_hash as "passwordHash", u.role,
  u.is_manager as "isManager", u.job_title as "jobTitle", u.areas, u.yp_permissions as "ypPermissions",
  u.yp_overrides as "ypOverrides", u.active, u.date_of_birth as "dateOfBirth", u.young_person_id as "youngPersonId",
  (select o.suspended_at is not null from organisations o where o.id = u.org_id) as "orgSuspended",
  (select o.slug from organisations o where o.id = u.org_id) as "orgSlug",
  coalesce((select array_agg(uh.home_id order by uh.home_id) from user_homes uh where uh.user_id = u.id), '{}') as "homeIds",
  coalesce((select json_agg(json_build_object('youngPersonId', a.young_person_id, 'endsOn', to_char(a.ends_on, 'YYYY-MM-DD'))
    order by a.young_person_id) from placing_authority_access a
    where a.user_id = u.id and a.ended_at is null and u.role = 'social_worker'), '[]') as "placedYoungPeople"`;

const YP_COLUMNS = `y.id, y.org_id as "orgId", y.home_id as "homeId", h.name as "homeName", y.first_name as "firstName",
  y.last_name as "lastName", y.preferred_name as "preferredName", y.date_of_birth as "dateOfBirth",
  y.birth_year as "birthYear", y.gender, y.key_worker_id as "keyWorkerId", k.name as "keyWorkerName",
  y.move_in_date as "moveInDate", y.archived_at as "archivedAt",
  case when y.own_login_kept_at is not null then json_build_object('byName', (select kb.name from users kb where kb.id = y.own_login_kept_by),
    'at', y.own_login_kept_at) end as "ownLoginKept"`;

/** A young person's own login is a user but never staff: not on a shift, a sign-off or a staff list. */
const STAFF_ONLY = (u: string) => ` and ${u}.role <> 'young_person'`;

/**
 * Which ids of a JSON list (a parameter) are rows of `table` in organisation $1. A JSON list, not
 * uuid[]: the planner cannot size it, so it plans once per connection and reuses the plan (an array's
 * known length had it re-plan on every call); and each id is looked up by primary key (a sub-plan
 * in FILTER is not turned into a join that would scan the table).
 */
export const KNOWN_IDS = (table: 'users' | 'young_people', list: string) =>
  `select coalesce(array_agg(x::uuid) filter (where exists (select 1 from ${table} t where t.id = x::uuid and t.org_id = $1${table === 'users' ? STAFF_ONLY('t') : ''})), '{}')
     from jsonb_array_elements_text(${list}::jsonb) x`;

/**
 * Sign-in is the one lookup across organisations: an email names a login within one organisation only
 * (migration 016), so every active login with that address, with its organisation's name to choose by.
 */
export async function loginCandidates(sql: Sql, email: string): Promise<(UserRow & { orgName: string })[]> {
  return sql.query<UserRow & { orgName: string }>(
    `select ${USER_COLUMNS}, o.name as "orgName" from users u join organisations o on o.id = u.org_id
      where lower(u.email) = lower($1) and u.active order by o.name, o.id`,
    [email],
  );
}

/** The header search's records (people.search): $1 org, $2 homes, $3 kinds, $4 young people, $5 staff, $6 how many. */
const searchRecords = (byKind: string) => `with hits as (
    ${byKind}
    union
    select x.id, x.record_date from unnest($4::uuid[]) p cross join lateral (
      select r.id, r.record_date from records r
       where r.org_id = $1 and r.young_person_id = p and r.archived_at is null and ($2::uuid[] is null or r.home_id = any($2))
       order by r.record_date desc, r.id desc limit $6) x
    union
    select x.id, x.record_date from unnest($5::uuid[]) u cross join lateral (
      select r.id, r.record_date from records r
       where r.org_id = $1 and r.staff_id = u and r.archived_at is null and ($2::uuid[] is null or r.home_id = any($2))
       order by r.record_date desc, r.id desc limit $6) x
  ), page as (select id from hits order by record_date desc, id desc limit $6)
  select r.id, r.kind, r.definition_version_id as "definitionVersionId", r.young_person_id as "youngPersonId", r.home_id as "homeId",
         r.staff_id as "staffId", r.status, r.author_id as "authorId", r.record_date as "recordDate",
         y.first_name || ' ' || y.last_name as "youngPersonName", su.name as "staffName"
    from page join records r on r.id = page.id and r.org_id = $1
    left join young_people y on y.id = r.young_person_id left join users su on su.id = r.staff_id
   order by r.record_date desc, r.id desc`;
/** Every home: each matching kind newest first off records_kind_date. */
const SEARCH_RECORDS_ALL = searchRecords(`select x.id, x.record_date from unnest($3::text[]) k cross join lateral (
      select r.id, r.record_date from records r where r.org_id = $1 and r.kind = k and r.archived_at is null and $2::uuid[] is null
       order by r.record_date desc, r.id desc limit $6) x`);
/** The caller's homes: each home and matching kind newest first off records_home_kind_date. */
const SEARCH_RECORDS_IN_HOMES =
  searchRecords(`select x.id, x.record_date from unnest($2::uuid[]) h cross join unnest($3::text[]) k cross join lateral (
      select r.id, r.record_date from records r where r.org_id = $1 and r.home_id = h and r.kind = k and r.archived_at is null
       order by r.record_date desc, r.id desc limit $6) x`);

export interface SearchRecordRow {
  id: string;
  kind: string;
  definitionVersionId: number;
  youngPersonId: string | null;
  homeId: string | null;
  staffId: string | null;
  status: string;
  authorId: string;
  recordDate: Date;
  youngPersonName: string | null;
  staffName: string | null;
}

export interface YoungPersonInput {
  firstName: string;
  lastName: string;
  preferredName?: string | null;
  dateOfBirth?: string | null;
  birthYear?: number | null;
  gender?: string | null;
  keyWorkerId?: string | null;
  moveInDate?: string | null;
}

/** Rows about a young person that belong to the home they live in: their access follows a move (moveYoungPerson). */
const FOLLOW_THE_YOUNG_PERSON: { table: string; only?: string }[] = [
  { table: 'records', only: 'kind <> all($4::text[])' },
  { table: 'documents' },
  { table: 'account_entries', only: "ledger = 'young_person'" },
  { table: 'medication_stock' },
  { table: 'mar_entries' },
  { table: 'homely_remedy_doses' },
  { table: 'tasks', only: "status = 'not_complete'" },
];

export function peopleStore(sql: Sql, orgId: string) {
  return {
    async organisation(): Promise<OrganisationRow | null> {
      const [row] = await sql.query<OrganisationRow>(
        `select id, name, slug, settings, features, suspended_at as "suspendedAt" from organisations where id = $1`,
        [orgId],
      );
      return row ?? null;
    },
    async user(id: string): Promise<UserRow | null> {
      const [row] = await sql.query<UserRow>(`select ${USER_COLUMNS} from users u where u.id = $1 and u.org_id = $2`, [
        id,
        orgId,
      ]);
      return row ?? null;
    },
    /** Active staff (young people's own logins are never staff), of one home or by id. */
    async users(opts: { homeId?: string; ids?: string[] } = {}): Promise<UserRow[]> {
      return sql.query<UserRow>(
        `select ${USER_COLUMNS} from users u where u.org_id = $1 and u.active${STAFF_ONLY('u')}
           and ($2::uuid is null or exists (select 1 from user_homes uh where uh.user_id = u.id and uh.home_id = $2))
           and ($3::uuid[] is null or u.id = any($3))
         order by u.name`,
        [orgId, opts.homeId ?? null, opts.ids ?? null],
      );
    },
    /** Names of staff by id, leavers included: a plan keeps naming whoever it named. */
    async staffNames(ids: string[]): Promise<Record<string, string>> {
      if (!ids.length) return {};
      const rows = await sql.query<{ id: string; name: string }>(
        `select id, name from users where org_id = $1 and id = any($2::uuid[])`,
        [orgId, ids],
      );
      return Object.fromEntries(rows.map((r) => [r.id, r.name]));
    },
    /** Who may give the manager sign-off for a home: its active managers, else the organisation's directors. */
    async managersOf(homeId: string | null): Promise<string[]> {
      const rows = await sql.query<{ id: string }>(
        `select u.id from users u join user_homes uh on uh.user_id = u.id
          where u.org_id = $1 and uh.home_id = $2 and u.is_manager and u.active order by u.id`,
        [orgId, homeId],
      );
      if (rows.length) return rows.map((r) => r.id);
      const directors = await sql.query<{ id: string }>(
        `select id from users where org_id = $1 and role = 'director' and active order by id`,
        [orgId],
      );
      return directors.map((r) => r.id);
    },
    /** Who a duty escalates to as the responsible individual: the organisation's active directors (the responsible
     *  individual is one of them; a home's record names them only as text). */
    async responsibleIndividuals(): Promise<string[]> {
      const rows = await sql.query<{ id: string }>(
        `select id from users where org_id = $1 and role = 'director' and active order by id`,
        [orgId],
      );
      return rows.map((r) => r.id);
    },
    /** Which of these ids are staff (never a young person's own login) or young people of this organisation. */
    async existing(kind: 'staff' | 'young-person', ids: string[]): Promise<Set<string>> {
      const table = kind === 'staff' ? 'users' : 'young_people';
      const [row] = await sql.query<{ ids: string[] }>(`select (${KNOWN_IDS(table, '$2')}) as ids`, [
        orgId,
        JSON.stringify(ids),
      ]);
      return new Set(row.ids);
    },
    async placement(id: string): Promise<PlacementRow | null> {
      const [row] = await sql.query<PlacementRow>(
        `select id, org_id as "orgId", home_id as "homeId", archived_at as "archivedAt" from young_people where id = $1 and org_id = $2`,
        [id, orgId],
      );
      return row ?? null;
    },
    async homes(ids?: string[]): Promise<HomeRow[]> {
      return sql.query<HomeRow>(
        `select id, org_id as "orgId", name, type, address, on_call_phone as "onCallPhone", archived_at as "archivedAt" from homes
          where org_id = $1 and ($2::uuid[] is null or id = any($2)) order by name`,
        [orgId, ids ?? null],
      );
    },
    async home(id: string): Promise<HomeRow | null> {
      const [row] = await sql.query<HomeRow>(
        `select id, org_id as "orgId", name, type, address, on_call_phone as "onCallPhone", archived_at as "archivedAt" from homes where id = $1 and org_id = $2`,
        [id, orgId],
      );
      return row ?? null;
    },
    /**
     * A young person moves home (a transfer between homes made on its day): their home, key worker and move-in date,
     * and everything about them that a home's access decides — records (but the kinds named in `keep`, such as the
     * transfer itself, which both homes keep seeing), documents, their own money (not the home's petty cash),
     * medication and open tasks — now the receiving home's. In the caller's transaction.
     */
    async moveYoungPerson(m: {
      id: string;
      toHomeId: string;
      keyWorkerId: string | null;
      moveOn: string;
      keep: string[];
    }) {
      await sql.query(
        `update young_people set home_id = $3, key_worker_id = $4, move_in_date = $5 where id = $1 and org_id = $2`,
        [m.id, orgId, m.toHomeId, m.keyWorkerId, m.moveOn],
      );
      for (const { table, only } of FOLLOW_THE_YOUNG_PERSON) {
        await sql.query(
          `update ${table} set home_id = $3
            where org_id = $1 and young_person_id = $2 and home_id is distinct from $3${only ? ` and ${only}` : ''}`,
          [orgId, m.id, m.toHomeId, ...(table === 'records' ? [m.keep] : [])],
        );
      }
    },
    async youngPerson(id: string): Promise<YoungPersonRow | null> {
      const [row] = await sql.query<YoungPersonRow>(
        `select ${YP_COLUMNS} from young_people y join homes h on h.id = y.home_id left join users k on k.id = y.key_worker_id
          where y.id = $1 and y.org_id = $2`,
        [id, orgId],
      );
      return row ?? null;
    },
    async addYoungPerson(y: YoungPersonInput & { homeId: string }): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        `insert into young_people (org_id, home_id, first_name, last_name, preferred_name, date_of_birth, birth_year, gender, key_worker_id, move_in_date)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
        [
          orgId,
          y.homeId,
          y.firstName,
          y.lastName,
          y.preferredName ?? null,
          y.dateOfBirth ?? null,
          y.birthYear ?? null,
          y.gender ?? null,
          y.keyWorkerId ?? null,
          y.moveInDate ?? null,
        ],
      );
      return row.id;
    },
    async updateYoungPerson(id: string, y: YoungPersonInput) {
      await sql.query(
        `update young_people set first_name = $3, last_name = $4, preferred_name = $5, date_of_birth = $6, birth_year = $7,
            gender = $8, key_worker_id = $9, move_in_date = $10 where id = $1 and org_id = $2`,
        [
          id,
          orgId,
          y.firstName,
          y.lastName,
          y.preferredName ?? null,
          y.dateOfBirth ?? null,
          y.birthYear ?? null,
          y.gender ?? null,
          y.keyWorkerId ?? null,
          y.moveInDate ?? null,
        ],
      );
    },
    async setYoungPersonArchived(id: string, archived: boolean) {
      await sql.query(
        `update young_people set archived_at = case when $3 then now() end where id = $1 and org_id = $2`,
        [id, orgId, archived],
      );
    },
    /**
     * Moving out: the young person's own login ends (it can no longer sign in; its history stays), or, when
     * a manager chose to keep it, who kept it is noted on the young person. Restoring clears the note.
     * Returns the logins ended, or kept.
     */
    async ownLoginOnMoveOut(
      youngPersonId: string,
      movedOut: boolean,
      keptBy: string | null,
    ): Promise<{ ended: string[]; kept: string[] }> {
      const [row] = await sql.query<{ ended: string[]; kept: string[] }>(
        `with active as (
           select id from users where org_id = $1 and young_person_id = $2 and role = 'young_person' and active
         ), ended as (
           update users u set active = false, deactivated_at = now(), password_hash = null
             from active a where u.id = a.id and $3::boolean and $4::uuid is null returning u.id
         ), noted as (
           update young_people set own_login_kept_by = case when $3 and exists (select 1 from active) then $4::uuid end,
                                   own_login_kept_at = case when $3 and $4::uuid is not null and exists (select 1 from active) then now() end
            where id = $2 and org_id = $1 returning own_login_kept_by
         )
         select coalesce((select array_agg(id) from ended), '{}') as ended,
                case when (select own_login_kept_by from noted) is not null then coalesce((select array_agg(id) from active), '{}') else '{}' end as kept`,
        [orgId, youngPersonId, movedOut, keptBy],
      );
      return row;
    },
    /** A young person's own login (SPEC §2: view and comment on plans; log views, complaints and feedback). */
    async addYoungPersonLogin(y: {
      youngPersonId: string;
      homeId: string;
      email: string;
      name: string;
      passwordHash: string;
      permissions: Record<string, string>;
    }) {
      const [row] = await sql.query<{ id: string }>(
        `insert into users (org_id, email, name, password_hash, role, young_person_id, yp_permissions, show_in_rota)
         values ($1, $2, $3, $4, 'young_person', $5, $6, false) returning id`,
        [orgId, y.email, y.name, y.passwordHash, y.youngPersonId, y.permissions],
      );
      await sql.query(`insert into user_homes (user_id, home_id, org_id) values ($1, $2, $3)`, [
        row.id,
        y.homeId,
        orgId,
      ]);
      return row.id;
    },
    /**
     * The young person's own login, if one was ever given (the newest; an ended one says so), with its last sign-in.
     */
    async youngPersonLogin(youngPersonId: string) {
      const [row] = await sql.query<{
        userId: string;
        email: string;
        active: boolean;
        permissions: Record<string, string>;
        createdAt: Date;
        endedAt: Date | null;
        lastSignIn: Date | null;
      }>(
        `select u.id as "userId", u.email, u.active, u.yp_permissions as permissions, u.created_at as "createdAt", u.deactivated_at as "endedAt",
                (select max(a.at) from activity_audit a where a.entity_id = u.id and a.org_id = u.org_id and a.action = 'session.login') as "lastSignIn"
           from users u where u.org_id = $1 and u.young_person_id = $2 and u.role = 'young_person'
          order by u.active desc, u.created_at desc limit 1`,
        [orgId, youngPersonId],
      );
      return row ?? null;
    },
    async setYoungPersonLoginPermissions(userId: string, permissions: Record<string, string>) {
      await sql.query(`update users set yp_permissions = $3 where id = $1 and org_id = $2 and role = 'young_person'`, [
        userId,
        orgId,
        permissions,
      ]);
    },
    async setPassword(userId: string, passwordHash: string) {
      await sql.query(`update users set password_hash = $3 where id = $1 and org_id = $2 and active`, [
        userId,
        orgId,
        passwordHash,
      ]);
    },
    /** Ending a young person's login: it can no longer sign in (its history stays). */
    async endYoungPersonLogin(userId: string) {
      await sql.query(
        `update users set active = false, deactivated_at = now(), password_hash = null where id = $1 and org_id = $2 and role = 'young_person'`,
        [userId, orgId],
      );
    },
    /**
     * Whether this organisation has a login with that email (another organisation's are never asked: migration 016).
     */
    async emailTaken(email: string): Promise<boolean> {
      return (
        (await sql.query(`select 1 from users where org_id = $1 and lower(email) = lower($2)`, [orgId, email])).length >
        0
      );
    },
    /** This organisation's login with that email, leavers included (the address stays theirs). */
    async userByEmail(email: string): Promise<UserRow | null> {
      const [row] = await sql.query<UserRow>(
        `select ${USER_COLUMNS} from users u where u.org_id = $1 and lower(u.email) = lower($2)`,
        [orgId, email],
      );
      return row ?? null;
    },
    /**
     * Young people, staff and records whose names match, within the given homes (the header search).
     * Records match by their kind's title (`kinds`, worked out by the caller) or the person they are
     * about; they come newest first and unfiltered by permission, which the caller decides per record.
     */
    async search(term: string, homeIds: string[] | 'all', kinds: string[] = [], limit = 20) {
      const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const homes = homeIds === 'all' ? null : homeIds;
      // the people first, both at once (the records are those about them)
      const [youngPeople, staff] = await Promise.all([
        sql.query<YoungPersonRow>(
          `select ${YP_COLUMNS} from young_people y join homes h on h.id = y.home_id left join users k on k.id = y.key_worker_id
          where y.org_id = $1 and ($2::uuid[] is null or y.home_id = any($2))
            and (y.first_name || ' ' || y.last_name || ' ' || coalesce(y.preferred_name, '')) ilike $3
          order by y.archived_at nulls first, y.first_name limit $4`,
          [orgId, homes, like, limit],
        ),
        sql.query<{ id: string; name: string; jobTitle: string | null }>(
          `select u.id, u.name, u.job_title as "jobTitle" from users u
          where u.org_id = $1 and u.active and u.role <> 'young_person' and u.name ilike $3
            and ($2::uuid[] is null or exists (select 1 from user_homes uh where uh.user_id = u.id and uh.home_id = any($2)))
          order by u.name limit $4`,
          [orgId, homes, like, limit],
        ),
      ]);
      // Records of a matching kind, or about a matching person: the newest of each, each read off its own
      // index in date order and stopped at the limit (a lateral per kind — per home and kind when the caller
      // has homes — per young person and per member of staff), then the newest of those. Not one scan
      // filtered by "kind or person", which read and sorted every record of every match (linear in history).
      const records = await sql.query<SearchRecordRow>(homes ? SEARCH_RECORDS_IN_HOMES : SEARCH_RECORDS_ALL, [
        orgId,
        homes,
        kinds,
        youngPeople.map((y) => y.id),
        staff.map((u) => u.id),
        limit * 5,
      ]);
      return { youngPeople, staff, records };
    },
    async youngPeople(opts: {
      homeIds: string[] | 'all';
      homeId?: string;
      archived?: boolean;
      /** Only these young people (a social worker's named ones). */
      ids?: string[];
    }): Promise<YoungPersonRow[]> {
      return sql.query<YoungPersonRow>(
        `select ${YP_COLUMNS} from young_people y join homes h on h.id = y.home_id left join users k on k.id = y.key_worker_id
          where y.org_id = $1 and ($2::uuid[] is null or y.home_id = any($2)) and ($3::uuid is null or y.home_id = $3)
            and (y.archived_at is not null) = $4 and ($5::uuid[] is null or y.id = any($5))
          order by y.first_name, y.last_name`,
        [
          orgId,
          opts.homeIds === 'all' ? null : opts.homeIds,
          opts.homeId ?? null,
          opts.archived ?? false,
          opts.ids ?? null,
        ],
      );
    },
  };
}
