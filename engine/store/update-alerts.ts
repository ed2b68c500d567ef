// Update alerts (migration 034): the product administrator's announcements, across organisations,
// and who has read each. A person sees an alert of their role while today is within its dates, once.
import { PLATFORM_ORG_SLUG } from '../access/index.ts';
import type { Sql } from './db.ts';

export interface UpdateAlertInput {
  title: string;
  body: string;
  roles: string[];
  shownFrom: string;
  shownTo: string;
}
export interface UpdateAlertRow extends UpdateAlertInput {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  archivedAt: Date | null;
  readCount: number;
  audience: number;
}

const DAY = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;
const COLUMNS = `a.id, a.title, a.body, a.roles, ${DAY('a.shown_from')} as "shownFrom", ${DAY('a.shown_to')} as "shownTo",
  a.created_at as "createdAt", a.updated_at as "updatedAt", a.archived_at as "archivedAt"`;

export function updateAlertStore(sql: Sql) {
  return {
    /**
     * Every alert, newest first, with how many have read it and how many active people of customers its roles reach.
     */
    async list(): Promise<UpdateAlertRow[]> {
      return sql.query<UpdateAlertRow>(
        `select ${COLUMNS},
                (select count(*) from update_alert_reads r where r.alert_id = a.id)::int as "readCount",
                (select count(*) from users u join organisations o on o.id = u.org_id where u.active and u.role = any(a.roles) and o.slug <> $1)::int as audience
           from update_alerts a order by a.shown_from desc, a.created_at desc`,
        [PLATFORM_ORG_SLUG],
      );
    },
    async add(a: UpdateAlertInput, by: string): Promise<string> {
      const [{ id }] = await sql.query<{ id: string }>(
        `insert into update_alerts (title, body, roles, shown_from, shown_to, created_by) values ($1, $2, $3, $4, $5, $6) returning id`,
        [a.title, a.body, a.roles, a.shownFrom, a.shownTo, by],
      );
      return id;
    },
    async update(id: string, a: UpdateAlertInput): Promise<boolean> {
      return (
        (
          await sql.query(
            `update update_alerts set title = $2, body = $3, roles = $4, shown_from = $5, shown_to = $6, updated_at = now() where id = $1 returning 1`,
            [id, a.title, a.body, a.roles, a.shownFrom, a.shownTo],
          )
        ).length > 0
      );
    },
    /** Archive (never delete: who read it stays) or restore. */
    async setArchived(id: string, archived: boolean): Promise<boolean> {
      return (
        (
          await sql.query(
            `update update_alerts set archived_at = ${archived ? 'now()' : 'null'}, updated_at = now() where id = $1 returning 1`,
            [id],
          )
        ).length > 0
      );
    },
    /** What this person has still to see today (London's date), oldest first. */
    async unread(
      userId: string,
      role: string,
      today: string,
    ): Promise<Pick<UpdateAlertRow, 'id' | 'title' | 'body' | 'shownFrom' | 'shownTo'>[]> {
      return sql.query(
        `select a.id, a.title, a.body, ${DAY('a.shown_from')} as "shownFrom", ${DAY('a.shown_to')} as "shownTo" from update_alerts a
          where a.archived_at is null and $2 = any(a.roles) and a.shown_from <= $3::date and a.shown_to >= $3::date
            and not exists (select 1 from update_alert_reads r where r.alert_id = a.id and r.user_id = $1)
          order by a.shown_from, a.created_at`,
        [userId, role, today],
      );
    },
    /**
     * Marks it read for this person (once; a second dismissal changes nothing). False if no such alert is shown to
     * them.
     */
    async markRead(id: string, userId: string, role: string): Promise<boolean> {
      const rows = await sql.query(
        `insert into update_alert_reads (alert_id, user_id)
         select a.id, $2 from update_alerts a where a.id = $1 and a.archived_at is null and $3 = any(a.roles)
         on conflict do nothing returning 1`,
        [id, userId, role],
      );
      if (rows.length) return true;
      return (
        (await sql.query(`select 1 from update_alert_reads where alert_id = $1 and user_id = $2`, [id, userId]))
          .length > 0
      );
    },
  };
}
