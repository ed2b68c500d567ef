// A placing authority's social workers' grants to named young people (migration 116, decision 0671).
import type { Sql } from './db.ts';

export interface PlacingAccessRow {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  youngPersonId: string;
  endsOn: string;
  grantedByName: string;
  grantedAt: Date;
  endedAt: Date | null;
  endedByName: string | null;
  endReason: string | null;
}

const COLUMNS = `a.id, a.user_id as "userId", u.name as "userName", u.email as "userEmail",
  a.young_person_id as "youngPersonId", to_char(a.ends_on, 'YYYY-MM-DD') as "endsOn", g.name as "grantedByName",
  a.granted_at as "grantedAt", a.ended_at as "endedAt", e.name as "endedByName", a.end_reason as "endReason"`;
const FROM = `placing_authority_access a join users u on u.id = a.user_id join users g on g.id = a.granted_by
  left join users e on e.id = a.ended_by`;

export function placingAccessStore(sql: Sql, orgId: string) {
  return {
    /** The organisation's active social worker logins, to choose from. */
    socialWorkers: () =>
      sql.query<{ id: string; name: string; email: string; jobTitle: string | null }>(
        `select id, name, email, job_title as "jobTitle" from users
          where org_id = $1 and active and role = 'social_worker' order by name`,
        [orgId],
      ),

    /** Every grant about a young person, open ones first, newest first. */
    ofYoungPerson: (youngPersonId: string) =>
      sql.query<PlacingAccessRow>(
        `select ${COLUMNS} from ${FROM} where a.org_id = $1 and a.young_person_id = $2
          order by a.ended_at is not null, a.granted_at desc`,
        [orgId, youngPersonId],
      ),

    open: async (userId: string, youngPersonId: string) =>
      (
        await sql.query<PlacingAccessRow>(
          `select ${COLUMNS} from ${FROM} where a.org_id = $1 and a.user_id = $2 and a.young_person_id = $3
            and a.ended_at is null`,
          [orgId, userId, youngPersonId],
        )
      )[0] ?? null,

    /** Open a grant, or move the end date of the open one (one open grant per person and young person). */
    async grant(g: { userId: string; youngPersonId: string; endsOn: string; by: string }) {
      const [row] = await sql.query<{ id: string }>(
        `insert into placing_authority_access (org_id, user_id, young_person_id, ends_on, granted_by)
         values ($1, $2, $3, $4, $5)
         on conflict (user_id, young_person_id) where ended_at is null
         do update set ends_on = excluded.ends_on, granted_by = excluded.granted_by, granted_at = now()
         returning id`,
        [orgId, g.userId, g.youngPersonId, g.endsOn, g.by],
      );
      return row.id;
    },

    /** End the open grant now, kept with who and why. */
    async end(userId: string, youngPersonId: string, by: string, reason: string) {
      const rows = await sql.query<{ id: string }>(
        `update placing_authority_access set ended_at = now(), ended_by = $4, end_reason = $5
          where org_id = $1 and user_id = $2 and young_person_id = $3 and ended_at is null returning id`,
        [orgId, userId, youngPersonId, by, reason],
      );
      return rows.length > 0;
    },
  };
}
