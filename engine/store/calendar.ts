// The calendar's reads beyond leave and shifts (store/leave.ts): tasks and their due dates, young people's
// appointment records, the home's handover records, and staff and young people's birthdays in a range.
// Callers filter each item by its source's own access rule.
import type { Sql } from './db.ts';

export interface CalendarTaskRow {
  id: string;
  type: string;
  title: string;
  dueAt: Date;
  status: string;
  homeId: string | null;
  youngPersonId: string | null;
  recordId: string | null;
  assignedTo: string[];
  createdBy: string | null;
  naturalKey: string | null;
}
export interface CalendarRecordRow {
  id: string;
  kind: string;
  homeId: string | null;
  youngPersonId: string | null;
  recordDate: Date;
  status: string;
  data: Record<string, unknown>;
  authorId: string;
  authorName: string;
  youngPersonName: string | null;
}
export interface BirthdayRow {
  id: string;
  name: string;
  dateOfBirth: string;
  who: 'staff' | 'young_person';
  homeId: string | null;
}

export function calendarStore(sql: Sql, orgId: string) {
  return {
    async tasks(f: {
      homeIds: string[] | null;
      assignee: string | null;
      from: Date;
      to: Date;
    }): Promise<CalendarTaskRow[]> {
      return sql.query<CalendarTaskRow>(
        `select t.id, t.type, t.title, t.due_at as "dueAt", t.status, t.home_id as "homeId", t.young_person_id as "youngPersonId",
           t.record_id as "recordId", t.assigned_to as "assignedTo", t.created_by as "createdBy", t.natural_key as "naturalKey"
         from tasks t where t.org_id = $1 and t.due_at >= $2 and t.due_at < $3 and t.status <> 'cancelled'
           and (($4::uuid[] is not null and t.home_id = any($4)) or ($5::uuid is not null and $5 = any(t.assigned_to)))
         order by t.due_at limit 2000`,
        [orgId, f.from, f.to, f.homeIds, f.assignee],
      );
    },
    async records(
      kind: string,
      homeIds: string[],
      from: Date | null,
      to: Date | null,
      limit = 500,
    ): Promise<CalendarRecordRow[]> {
      return sql.query<CalendarRecordRow>(
        `select r.id, r.kind, r.home_id as "homeId", r.young_person_id as "youngPersonId", r.record_date as "recordDate", r.status, r.data,
           r.author_id as "authorId", u.name as "authorName",
           case when y.id is null then null else coalesce(y.preferred_name, y.first_name) || ' ' || y.last_name end as "youngPersonName"
         from records r join users u on u.id = r.author_id left join young_people y on y.id = r.young_person_id
         where r.org_id = $1 and r.kind = $2 and r.home_id = any($3) and r.archived_at is null
           and ($4::timestamptz is null or r.record_date >= $4) and ($5::timestamptz is null or r.record_date < $5)
         order by r.record_date desc, r.id desc limit $6`,
        [orgId, kind, homeIds, from, to, limit],
      );
    },
    /** People of these homes with a birthday (month and day) between two dates of one year or across a new year. */
    async birthdays(homeIds: string[]): Promise<BirthdayRow[]> {
      return sql.query<BirthdayRow>(
        `select u.id, u.name, u.date_of_birth as "dateOfBirth", 'staff' as who, null::uuid as "homeId" from users u
          where u.org_id = $1 and u.active and u.date_of_birth is not null and u.role <> 'young_person'
            and exists (select 1 from user_homes uh where uh.user_id = u.id and uh.home_id = any($2))
         union all
         select y.id, coalesce(y.preferred_name, y.first_name) || ' ' || y.last_name, y.date_of_birth, 'young_person', y.home_id from young_people y
          where y.org_id = $1 and y.archived_at is null and y.date_of_birth is not null and y.home_id = any($2)`,
        [orgId, homeIds],
      );
    },
  };
}
