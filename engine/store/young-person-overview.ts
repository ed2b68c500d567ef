// What the young person's overview asks of tasks, alerts and their own money (engine/young-people/overview.ts).
import type { Sql } from './db.ts';
import type { TaskRow } from './rows.ts';
import { TASK_COLUMNS } from './tasks.ts';

export function youngPersonOverviewStore(sql: Sql, orgId: string) {
  return {
    /** Open tasks about the young person, soonest due first; only those assigned to `assignee` when given. */
    async openTasks(youngPersonId: string, assignee: string | null, limit: number): Promise<TaskRow[]> {
      return sql.query<TaskRow>(
        `select ${TASK_COLUMNS} from tasks t where t.org_id = $1 and t.young_person_id = $2 and t.status = 'not_complete'
            and ($3::uuid is null or t.assigned_to @> array[$3::uuid]) order by t.due_at, t.id limit $4`,
        [orgId, youngPersonId, assignee, limit],
      );
    },
    /** Alerts about the young person that are for `userId`, newest first, with whether they have read them. */
    async alertsFor(youngPersonId: string, userId: string, limit: number) {
      return sql.query<{
        id: string;
        kind: string;
        title: string;
        body: string | null;
        dueOn: string | null;
        createdAt: Date;
        readAt: Date | null;
      }>(
        `select a.id, a.kind, a.title, a.body, to_char(a.due_on, 'YYYY-MM-DD') as "dueOn", a.created_at as "createdAt", r.read_at as "readAt"
           from alerts a join alert_recipients r on r.alert_id = a.id and r.user_id = $3
          where a.org_id = $1 and a.young_person_id = $2 and a.archived_at is null order by a.created_at desc, a.id desc limit $4`,
        [orgId, youngPersonId, userId, limit],
      );
    },
    async hasOwnMoney(youngPersonId: string): Promise<boolean> {
      const rows = await sql.query(
        `select 1 from account_entries where org_id = $1 and young_person_id = $2 and ledger = 'young_person' limit 1`,
        [orgId, youngPersonId],
      );
      return rows.length > 0;
    },
  };
}
