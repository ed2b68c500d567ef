// Who is registered with Ofsted as the manager of a home: the home details' "Registered manager" (CH reg 27/28,
// SA reg 18). A staff safeguarding exit's decision goes to them (decision 0450); where a home names nobody, its
// managers hold it instead.
import { fieldReader } from '../definitions/field-reads.ts';
import type { Sql } from './db.ts';

export const fieldReads = fieldReader("The registered manager of each home (the home's details)", [
  {
    kind: 'home-details',
    path: 'registeredManager',
    why: 'the registered manager decides on a staff safeguarding exit and holds the Level 5 duty',
  },
]);

/** The newest live home details of a home, as a lateral join's body. */
export const NEWEST_HOME_DETAILS = (home: string, org = '$1') => `select r.data from records r
  where r.org_id = ${org} and r.home_id = ${home} and r.kind = 'home-details' and r.archived_at is null
  order by r.record_date desc, r.id desc limit 1`;

/** The homes a person works in, each with its registered manager (null: none named). */
export async function registeredManagersFor(
  sql: Sql,
  orgId: string,
  staffId: string,
): Promise<{ homeId: string; registeredManager: string | null }[]> {
  return sql.query(
    `select uh.home_id as "homeId", d.data ->> 'registeredManager' as "registeredManager"
       from user_homes uh join homes h on h.id = uh.home_id and h.org_id = $1 and h.archived_at is null
       left join lateral (${NEWEST_HOME_DETAILS('uh.home_id')}) d on true
      where uh.user_id = $2
      order by h.name, h.id`,
    [orgId, staffId],
  );
}

/** A home's registered manager (null: its details name nobody). */
export async function registeredManagerOf(sql: Sql, orgId: string, homeId: string): Promise<string | null> {
  const rows = await sql.query<{ registeredManager: string | null }>(
    `select d.data ->> 'registeredManager' as "registeredManager" from (${NEWEST_HOME_DETAILS('$2')}) d`,
    [orgId, homeId],
  );
  return rows[0]?.registeredManager ?? null;
}
