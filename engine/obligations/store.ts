// The obligations scan's SQL: one statement per obligation finds every subject it applies to with the
// last date it was met (an index lookup per subject inside the statement, never a query per subject),
// one finds its open tasks with the date that met each, and one inserts the tasks now due, with their
// audit rows. Cross-organisation like the other worker scans (engine/store/scans.ts); each row written
// carries the org_id of what it is about.
import { dutyTaskPattern } from '../duties/keys.ts';
import { occurrenceOnOrAfter } from '../duties/period.ts';
import { contractStartSql, registeredManagerFilter, staffAnchorSql } from '../staff/qualification-sql.ts';
import type { Sql } from '../store/db.ts';
import { addDays, addMonths } from '../time/london.ts';
import { POLICIES } from './policies.ts';
import { pgInterval } from './rules.ts';
import { metAllCte, metDatesSql } from './sources.ts';
import type { Obligation } from './types.ts';

export interface SubjectRow {
  orgId: string;
  subjectId: string;
  name: string;
  homeId: string | null;
  homeType: string | null;
  anchorOn: string;
  lastMet: string | null;
  assignees: string[];
  /** A policy duty's inputs (engine/staff/supervision-sql.ts, engine/accounts/count-schedule.ts). */
  countEveryDays?: unknown;
  cdCheckEveryDays?: unknown;
  policy?: { everyWeeks?: unknown; probationEveryWeeks?: unknown } | null;
  probationEndsOn?: string | null;
  probationDecided?: boolean;
}
/** A policy duty's interval per subject, in days, for counting an open task's period back. */
export interface SubjectDays {
  orgId: string;
  subjectId: string;
  days: number;
}
export interface OpenTaskRow {
  id: string;
  orgId: string;
  subjectId: string;
  dueOn: string;
  firstMet: string | null;
}
export interface NewObligationTask {
  orgId: string;
  naturalKey: string;
  type: string;
  title: string;
  description: string;
  recordCategory: string;
  dueAt: Date;
  assignedTo: string[];
  homeId: string | null;
  staffId: string | null;
  youngPersonId: string | null;
}

const LONDON_DAY = (col: string) => `(${col} at time zone 'Europe/London')::date`;

/** The subjects an obligation applies to, in organisations where its flag allows it (one organisation's when
 *  `orgId` is given, with its recent met dates for the register when `since` is). */
function subjectsSql(ob: Obligation, params: unknown[], only?: { orgId: string; since: string }): string {
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const types = ob.homeTypes?.length ? add(ob.homeTypes) : null;
  const managersOfHome = `array(select m.user_id from mgr m where m.home_id = s.home_id)`;
  let base: string;
  let managers = managersOfHome;
  if (ob.subject === 'staff') {
    // active people who are not young people (nor outside social workers); their first home by name
    base = `select u.org_id, u.id as subject_id, u.name,
        (select h.id from user_homes uh join homes h on h.id = uh.home_id where uh.user_id = u.id and h.archived_at is null order by h.name, h.id limit 1) as home_id,
        (select h.type from user_homes uh join homes h on h.id = uh.home_id where uh.user_id = u.id and h.archived_at is null order by h.name, h.id limit 1) as home_type,
        ${staffAnchorSql(ob.anchor, `coalesce(${contractStartSql()}, ${LONDON_DAY('u.created_at')})`)} as anchor_on
      from users u where u.active and u.role not in ('young_person', 'social_worker')
      ${ob.roles?.length ? `and u.role = any(${add(ob.roles)}::text[])` : ''} ${registeredManagerFilter(ob.registeredManager)}
      ${types ? `and exists (select 1 from user_homes uh join homes h on h.id = uh.home_id where uh.user_id = u.id and h.archived_at is null and h.type = any(${types}::text[]))` : ''}`;
    managers = `array(select distinct m.user_id from user_homes uh join mgr m on m.home_id = uh.home_id where uh.user_id = s.subject_id)`;
  } else if (ob.subject === 'home') {
    base = `select h.org_id, h.id as subject_id, h.name, h.id as home_id, h.type as home_type, ${LONDON_DAY('h.created_at')} as anchor_on
      from homes h where h.archived_at is null ${types ? `and h.type = any(${types}::text[])` : ''}`;
  } else {
    // young people living here (moving out archives them)
    base = `select y.org_id, y.id as subject_id, coalesce(y.preferred_name, y.first_name) || ' ' || y.last_name as name, y.home_id, h.type as home_type,
        coalesce(y.move_in_date, ${LONDON_DAY('y.created_at')}) as anchor_on
      from young_people y join homes h on h.id = y.home_id where y.archived_at is null ${types ? `and h.type = any(${types}::text[])` : ''}`;
  }
  const hr = `array(select x.user_id from hrs x where x.org_id = s.org_id)`;
  const assignees =
    ob.assignTo === 'hr'
      ? `coalesce(nullif(${hr}, '{}'), ${managers})`
      : ob.assignTo === 'subject' && ob.subject === 'staff'
        ? 'array[s.subject_id]'
        : managers;
  const toggle = ob.flag?.toggle
    ? `and coalesce(o.settings -> 'toggles' ->> ${add(ob.flag.toggle)}, 'false') = 'true'`
    : '';
  const featureOff = ob.flag?.featureOff
    ? `and coalesce(o.features ->> ${add(ob.flag.featureOff)}, 'false') <> 'true'`
    : '';
  const met = metDatesSql(ob, params);
  const org = only ? `and o.id = ${add(only.orgId)}::uuid` : '';
  const recent = only
    ? `, array(select to_char(d.met_on, 'YYYY-MM-DD') from (${met}) d where d.met_on >= ${add(only.since)}::date order by 1) as "recent",
       (select to_char(max(d.met_on), 'YYYY-MM-DD') from (${met}) d where d.met_on < $${params.length}::date) as "before"`
    : '';
  // managers and HR people worked out once per statement, not once per subject
  const metAll = metAllCte(ob);
  return `with mgr as materialized (select home_id, user_id from home_managers),
      hrs as materialized (select org_id, id as user_id from users where active and (role = 'hr_manager' or areas ? 'hr'))
      ${metAll ? `, ${metAll}` : ''}
    select s.org_id as "orgId", s.subject_id as "subjectId", s.name, s.home_id as "homeId", s.home_type as "homeType",
      to_char(s.anchor_on, 'YYYY-MM-DD') as "anchorOn",
      (select to_char(max(d.met_on), 'YYYY-MM-DD') from (${met}) d) as "lastMet",
      ${assignees} as assignees ${recent} ${ob.policy ? POLICIES[ob.policy].columns('s') : ''}
    from (${base}) s join organisations o on o.id = s.org_id
   where o.suspended_at is null ${toggle} ${featureOff} ${org}`;
}

/**
 * A calendar period's due dates from three years back to two ahead, each with the period end before it: what can
 * meet a task due on one is anything after the other (older tasks count back one period by `every`).
 */
export function calendarBounds(rule: string, today: string): { due: string; after: string }[] {
  const out: { due: string; after: string }[] = [];
  const end = addMonths(today, 24);
  for (let after = occurrenceOnOrAfter(rule, addMonths(today, -36)); after < end;) {
    const due = occurrenceOnOrAfter(rule, addDays(after, 1));
    out.push({ due, after });
    after = due;
  }
  return out;
}

/** Open tasks of one obligation, each with the earliest date since its counting point that met it. */
function openTasksSql(ob: Obligation, params: unknown[], today: string, perSubject?: SubjectDays[]): string {
  params.push(dutyTaskPattern(ob.key), ob.key);
  const prefix = `$${params.length - 1}`;
  const key = `$${params.length}`;
  let bound = 'true';
  if (ob.calendar) {
    params.push(JSON.stringify(calendarBounds(ob.calendar, today)), pgInterval(ob.every));
    bound = `d.met_on > coalesce((select b.after from jsonb_to_recordset($${params.length - 1}::jsonb) as b(due date, after date)
        where b.due = s.due_on), (s.due_on - $${params.length}::interval)::date)`;
  } else if (perSubject) {
    // the home's policy: each person's own interval (a subject not listed: the default)
    params.push(JSON.stringify(perSubject), pgInterval(ob.every));
    bound = `d.met_on > coalesce(s.due_on - (select p.days from jsonb_to_recordset($${params.length - 1}::jsonb)
        as p("orgId" uuid, "subjectId" uuid, days int) where p."orgId" = s.org_id and p."subjectId" = s.subject_id),
        (s.due_on - $${params.length}::interval)::date)`;
  } else if (!ob.once) {
    params.push(pgInterval(ob.every));
    bound = `d.met_on > (s.due_on - $${params.length}::interval)::date`;
  }
  const met = metDatesSql(ob, params);
  const metAll = metAllCte(ob);
  return `${metAll ? `with ${metAll}` : ''}
    select s.id, s.org_id as "orgId", s.subject_id as "subjectId", to_char(s.due_on, 'YYYY-MM-DD') as "dueOn",
      (select to_char(min(d.met_on), 'YYYY-MM-DD') from (${met}) d where ${bound}) as "firstMet"
    from (select t.id, t.org_id, split_part(t.natural_key, ':', 3)::uuid as subject_id, split_part(t.natural_key, ':', 4)::date as due_on
            from tasks t where t.status = 'not_complete' and t.natural_key like ${prefix}
             and split_part(t.natural_key, ':', 2) = ${key}) s`;
}

export function obligationStore(sql: Sql) {
  return {
    subjects(ob: Obligation): Promise<SubjectRow[]> {
      const params: unknown[] = [];
      const text = subjectsSql(ob, params);
      return sql.query<SubjectRow>(text, params);
    },
    /** One organisation's subjects with the dates that met the duty since `since` and the last one before it. */
    subjectsWithHistory(
      ob: Obligation,
      orgId: string,
      since: string,
    ): Promise<(SubjectRow & { recent: string[]; before: string | null })[]> {
      const params: unknown[] = [];
      const text = subjectsSql(ob, params, { orgId, since });
      return sql.query(text, params);
    },
    /** Open tasks with what met them; a policy duty counts back each person's own interval (`perSubject`). */
    openTasks(ob: Obligation, today: string, perSubject?: SubjectDays[]): Promise<OpenTaskRow[]> {
      const params: unknown[] = [];
      const text = openTasksSql(ob, params, today, perSubject);
      return sql.query<OpenTaskRow>(text, params);
    },
    /**
     * Insert the tasks now due (a rerun or a concurrent worker inserts nothing: natural keys), with audit; reopen ones
     * the scan cancelled.
     */
    async insertTasks(tasks: NewObligationTask[], worker: string): Promise<number> {
      if (!tasks.length) return 0;
      const [row] = await sql.query<{ created: number }>(
        `with cand as (
           select * from jsonb_to_recordset($1::jsonb) as x("orgId" uuid, "naturalKey" text, type text, title text, description text,
             "recordCategory" text, "dueAt" timestamptz, "assignedTo" uuid[], "homeId" uuid, "staffId" uuid, "youngPersonId" uuid)),
         ins as (
           insert into tasks (org_id, type, title, description, priority, due_at, assigned_to, record_category, home_id, staff_id,
                              young_person_id, natural_key, created_by)
           select "orgId", type, title, description, 'medium', "dueAt", "assignedTo", "recordCategory", "homeId", "staffId",
                  "youngPersonId", "naturalKey", null from cand
           -- a task the scan cancelled (the person left, the duty was switched off) is opened again when it
           -- applies again, else that due date would never have a task; completed ones stay completed
           on conflict (org_id, natural_key) where natural_key is not null do update
             set status = 'not_complete', cancelled_at = null, cancelled_by = null, due_at = excluded.due_at,
                 assigned_to = excluded.assigned_to, version = tasks.version + 1, updated_at = now()
             where tasks.status = 'cancelled'
           returning id, org_id, natural_key, (xmax = 0) as inserted),
         aud as (
           insert into activity_audit (org_id, user_id, action, entity, entity_id, detail)
           select org_id, null, case when inserted then 'task.create' else 'task.reopen' end, 'task', id,
                  jsonb_build_object('worker', $2::text, 'naturalKey', natural_key) from ins)
         select count(*)::int as created from ins`,
        [JSON.stringify(tasks), worker],
      );
      return row.created;
    },
  };
}
