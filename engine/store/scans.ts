// Worker scans: "what is due now" across every organisation. These are the only store queries not
// scoped to one organisation; each row they write carries the org_id of what it is about.
// The alert scans are set-based — one statement finds what is due, raises each alert by its
// natural key (on conflict do nothing), adds its recipients and audits it, all or nothing.
import { fieldReader } from '../definitions/field-reads.ts';
import type { Sql } from './db.ts';
import { RECORD_VERSIONS } from './records.ts';
import type { RecordRow, TaskRow } from './rows.ts';
import { TASK_COLUMNS } from './tasks.ts';

/**
 * Wrap a candidate query (org_id, kind, record_category, title, body, record_id, young_person_id,
 * home_id, staff_id, task_id, dated_item_id, due_on, natural_key) into a raise. `audience` is a
 * uuid[] expression over the inserted alert's own columns (alias `ins`): recipients are derived
 * from what the alert is about, not joined back to the candidates (no large join on text keys).
 */
function raiseFrom(candidates: string, audience: string, worker: string) {
  // Managers and HR computed once per statement (not per alert): mgr(home_id, user_id), hrm(org_id, user_id).
  return `with mgr as materialized (select home_id, user_id from home_managers),
  hrm as materialized (select org_id, id as user_id from users where role = 'hr_manager' and active),
  cand as (${candidates}),
  ins as (
    insert into alerts (org_id, kind, record_category, title, body, record_id, young_person_id, home_id, staff_id, task_id,
                        dated_item_id, due_on, natural_key)
    select org_id, kind, record_category, title, body, record_id, young_person_id, home_id, staff_id, task_id,
           dated_item_id, due_on, natural_key from cand
    on conflict (org_id, natural_key) do nothing
    returning id, org_id, kind, natural_key, record_id, young_person_id, home_id, staff_id
  ),
  rec as (
    insert into alert_recipients (alert_id, user_id, org_id)
    select distinct ins.id, u.id, ins.org_id from ins cross join lateral unnest(${audience}) as u(id)
     where u.id is not null
    on conflict do nothing
  ),
  aud as (
    insert into activity_audit (org_id, user_id, action, entity, entity_id, kind, detail)
    select org_id, null, 'alert.raise', 'alert', id, kind, jsonb_build_object('naturalKey', natural_key, 'worker', '${worker}') from ins
  )
  select count(*)::int as raised from ins`;
}

/** The lead (days before) that applies on `today`, from a list of leads (default $2): the smallest passed. */
const leadOf = (dateExpr: string, leads = '$2::int[]') =>
  `(select min(lead_days) from unnest(${leads}) as lead_days where ${dateExpr} - lead_days <= $1::date)`;
const maxLead = (leads = '$2::int[]') => `(select max(lead_days) from unnest(${leads}) as lead_days)`;
const when = (
  dateExpr: string,
) => `case when ${dateExpr} = $1::date + 1 then 'tomorrow, ' || to_char(${dateExpr}, 'FMDD Mon YYYY')
  when ${dateExpr} > $1::date then 'on ' || to_char(${dateExpr}, 'FMDD Mon YYYY') || ' (in ' || (${dateExpr} - $1::date) || ' days)'
  when ${dateExpr} = $1::date then 'today' else 'on ' || to_char(${dateExpr}, 'FMDD Mon YYYY') end`;

/** Managers of the homes a member of staff works in, HR managers, and the person themselves. */
const staffAudience = (user: string, org: string) => `array(
  select ${user} union select mgr.user_id from user_homes uh join mgr on mgr.home_id = uh.home_id where uh.user_id = ${user}
  union select hrm.user_id from hrm where hrm.org_id = ${org})`;
const homeAudience = (home: string) => `array(select mgr.user_id from mgr where mgr.home_id = ${home})`;
/** The managers of a young person's home and their key worker. */
const ypAudienceOf = (yp: string) => `array(
  select mgr.user_id from young_people y join mgr on mgr.home_id = y.home_id where y.id = ${yp}
  union select y.key_worker_id from young_people y where y.id = ${yp} and y.key_worker_id is not null)`;

export interface IncidentScanRow extends Pick<
  RecordRow,
  | 'id'
  | 'orgId'
  | 'kind'
  | 'status'
  | 'submission'
  | 'version'
  | 'homeId'
  | 'youngPersonId'
  | 'recordDate'
  | 'archivedAt'
  | 'data'
> {
  homeType: string;
  youngPersonName: string | null;
  /** when the incident was first submitted (null: never) */
  submittedAt?: Date | string | null;
  /**
   * its statutory follow-ups (incident-follow-up records linked by `incident` or `consequence`) submitted, with when
   * each was first submitted
   */
  followUps?: { id: string; step: string | null; recordedAt: string }[];
}

/** When a record was first submitted: the first version its submit made. */
const FIRST_SUBMIT = (id: string) =>
  `(select min(v.changed_at) from ${RECORD_VERSIONS} v where v.record_id = ${id} and v.action = 'submit')`;

/** A dated item's own leads (from its definition), else the worker's default ($2). */
const ITEM_LEADS = 'coalesce(d.lead_days, $2::int[])';

export function workerScans(sql: Sql) {
  return {
    /**
     * Expiry alerts for dated items: $1 today (London), default leads e.g. [30, 7, 0] for items without
     * their own (`lead_days`, from the definition's `alerts[].leadDays`). Each item raises at most
     * one alert per lead, the most urgent lead reached; missed days are caught up within `graceDays`.
     */
    async datedItems(
      today: string,
      leads: number[],
      graceDays: number,
      kinds: Record<string, { label: string; category: string; verb: string }>,
    ): Promise<number> {
      const candidates = `
        select d.org_id, d.kind, coalesce($4::jsonb -> d.kind ->> 'category', 'other') as record_category,
               coalesce(d.label, $4::jsonb -> d.kind ->> 'label', d.kind) || ' for ' || coalesce(su.name, sh.name, sy.first_name || ' ' || sy.last_name)
                 || case when $4::jsonb -> d.kind ->> 'verb' = 'due' then (case when d.expires_on >= $1::date then ' due ' else ' was due ' end)
                         else (case when d.expires_on >= $1::date then ' expires ' else ' expired ' end) end || ${when('d.expires_on')} as title,
               null::text as body, null::uuid as record_id, sy.id as young_person_id, coalesce(sh.id, sy.home_id) as home_id,
               su.id as staff_id, null::uuid as task_id, d.id as dated_item_id, d.expires_on as due_on,
               d.kind || ':' || d.subject_id || ':' || d.id || ':' || d.expires_on || ':' || d.lead as natural_key
          from (select d.*, ${leadOf('d.expires_on', ITEM_LEADS)} as lead
                  from dated_items d join organisations o on o.id = d.org_id
                 where d.archived_at is null and o.suspended_at is null
                   and d.expires_on >= $1::date - $3::int and d.expires_on <= $1::date + ${maxLead(ITEM_LEADS)}
                   -- SPEC §9 feature flag, set by the product administrator (organisations.features)
                   and not (d.kind = 'training_expiry' and coalesce((o.features ->> 'disableTrainingAlerts')::boolean, false))) d
          left join users su on d.subject_kind = 'user' and su.id = d.subject_id and su.org_id = d.org_id and su.active
          left join homes sh on d.subject_kind = 'home' and sh.id = d.subject_id and sh.org_id = d.org_id and sh.archived_at is null
          left join young_people sy on d.subject_kind = 'young_person' and sy.id = d.subject_id and sy.org_id = d.org_id and sy.archived_at is null
         where d.lead is not null and coalesce(su.id, sh.id, sy.id) is not null`;
      const [row] = await sql.query<{ raised: number }>(
        raiseFrom(
          candidates,
          `case when ins.staff_id is not null then ${staffAudience('ins.staff_id', 'ins.org_id')}
        when ins.young_person_id is not null then ${ypAudienceOf('ins.young_person_id')} else ${homeAudience('ins.home_id')} end`,
          'expiry',
        ),
        [today, leads, graceDays, kinds],
      );
      return row.raised;
    },

    /** Birthdays of active staff and young people living with us; 29 February falls on 28 February in other years. */
    async birthdays(today: string, leads: number[], graceDays: number): Promise<number> {
      const candidates = `
        with people as (
          select 'employee_birthday' as kind, u.org_id, u.id as staff_id, null::uuid as young_person_id, null::uuid as home_id,
                 u.name, u.date_of_birth as dob
            from users u join organisations o on o.id = u.org_id
           where u.active and u.date_of_birth is not null and o.suspended_at is null
          union all
          select 'yp_birthday', y.org_id, null, y.id, y.home_id, coalesce(y.preferred_name, y.first_name) || ' ' || y.last_name,
                 y.date_of_birth
            from young_people y join organisations o on o.id = y.org_id
           where y.archived_at is null and y.date_of_birth is not null and o.suspended_at is null
        ),
        dated as (
          select p.*, b.day, ${leadOf('b.day')} as lead
            from people p cross join lateral (
              select (make_date(ys.yr, extract(month from p.dob)::int, 1)
                      + (least(extract(day from p.dob)::int,
                               extract(day from make_date(ys.yr, extract(month from p.dob)::int, 1) + interval '1 month - 1 day')::int) - 1))::date as day
                from (values (extract(year from $1::date)::int - 1), (extract(year from $1::date)::int), (extract(year from $1::date)::int + 1)) as ys(yr)
            ) b
           where b.day between $1::date - $3::int and $1::date + ${maxLead()}
        )
        select org_id, kind, 'profile' as record_category, name || '''s birthday ' || ${when('day')} as title, null::text as body,
               null::uuid as record_id, young_person_id, home_id, staff_id, null::uuid as task_id, null::uuid as dated_item_id,
               day as due_on, kind || ':' || coalesce(staff_id, young_person_id) || ':' || day || ':' || lead as natural_key
          from dated where lead is not null`;
      const [row] = await sql.query<{ raised: number }>(
        raiseFrom(
          candidates,
          `case when ins.staff_id is not null
        then array(select mgr.user_id from user_homes uh join mgr on mgr.home_id = uh.home_id where uh.user_id = ins.staff_id and mgr.user_id <> ins.staff_id)
        else ${ypAudienceOf('ins.young_person_id')} end`,
          'birthdays',
        ),
        [today, leads, graceDays],
      );
      return row.raised;
    },

    /**
     * Training overdue (decision 0860): a course whose expiry has passed and that the person has not attended again
     * since. One alert per person and expiry day (several courses lapsing together are one alert naming them), raised
     * the day after the expiry or within `graceDays` of it; told to the person, their homes' managers and HR, as the
     * expiry alerts are. Off with the organisation's disableTrainingAlerts flag, as they are.
     */
    async trainingOverdue(today: string, graceDays: number): Promise<number> {
      const candidates = `
        select d.org_id, 'training_overdue' as kind, 'hr' as record_category,
               case when count(*) = 1 then min(r.data ->> 'course') || ' training overdue for ' || u.name
                    else count(*) || ' training courses overdue for ' || u.name || ': '
                         || string_agg(r.data ->> 'course', ', ' order by r.data ->> 'course') end
                 || ' (expired ' || to_char(d.expires_on, 'DD/MM/YYYY') || ')' as title,
               '/profile/' || u.id || '/training/log' as body, null::uuid as record_id, null::uuid as young_person_id,
               null::uuid as home_id, u.id as staff_id, null::uuid as task_id, null::uuid as dated_item_id,
               d.expires_on as due_on, 'training_overdue:' || u.id || ':' || d.expires_on as natural_key
          from dated_items d
          join organisations o on o.id = d.org_id
          join records r on r.id = d.source_record_id and r.org_id = d.org_id and r.archived_at is null
          join users u on u.id = d.subject_id and u.org_id = d.org_id and u.active
         where d.kind = 'training_expiry' and d.subject_kind = 'user' and d.archived_at is null
           and o.suspended_at is null
           and not coalesce((o.features ->> 'disableTrainingAlerts')::boolean, false)
           and d.expires_on < $1::date and d.expires_on >= $1::date - 1 - $2::int
           -- attended again since (a later date, not one still to come) renews it
           and not exists (
             select 1 from records n
              where n.org_id = r.org_id and n.kind = 'training-record' and n.staff_id = r.staff_id
                and n.archived_at is null and n.id <> r.id
                and coalesce(n.data ->> 'courseId', lower(n.data ->> 'course'))
                    = coalesce(r.data ->> 'courseId', lower(r.data ->> 'course'))
                and n.data ->> 'completedOn' > r.data ->> 'completedOn'
                and n.data ->> 'completedOn' <= $1::text)
         group by d.org_id, u.id, u.name, d.expires_on`;
      const [row] = await sql.query<{ raised: number }>(
        raiseFrom(candidates, staffAudience('ins.staff_id', 'ins.org_id'), 'training-overdue'),
        [today, graceDays],
      );
      return row.raised;
    },

    /**
     * Next key worker session due, from each young person's latest 'key-worker-session' record (data.nextSessionAt).
     */
    async keyWorkerSessions(today: string, leads: number[], graceDays: number): Promise<number> {
      const candidates = `
        with latest as (
          select distinct on (r.young_person_id) r.org_id, r.id as record_id, r.young_person_id,
                 case when r.data ->> 'nextSessionAt' ~ '^\\d{4}-\\d{2}-\\d{2}' then left(r.data ->> 'nextSessionAt', 10)::date end as next
            from records r
           where r.kind = 'key-worker-session' and r.archived_at is null and r.young_person_id is not null
           order by r.young_person_id, r.record_date desc, r.id desc
        ),
        due as (
          select l.*, y.home_id, y.key_worker_id, coalesce(y.preferred_name, y.first_name) || ' ' || y.last_name as name, ${leadOf('l.next')} as lead
            from latest l join young_people y on y.id = l.young_person_id and y.archived_at is null
            join organisations o on o.id = l.org_id and o.suspended_at is null
           where l.next between $1::date - $3::int and $1::date + ${maxLead()}
        )
        select org_id, 'next_key_worker_session' as kind, 'key worker session' as record_category,
               'Next key worker session with ' || name || ' due ' || ${when('next')} as title, null::text as body,
               record_id, young_person_id, home_id, null::uuid as staff_id, null::uuid as task_id, null::uuid as dated_item_id,
               next as due_on, 'next_key_worker_session:' || young_person_id || ':' || next || ':' || lead as natural_key
          from due where lead is not null`;
      const [row] = await sql.query<{ raised: number }>(
        raiseFrom(candidates, ypAudienceOf('ins.young_person_id'), 'key-work'),
        [today, leads, graceDays],
      );
      return row.raised;
    },

    /**
     * Sign-off reminders: a request awaited longer than the organisation's `signoffReminderDays`
     * (settings.toggles, default 3) reminds its signer once per such period.
     */
    async signoffReminders(
      now: Date,
      kinds: Record<string, { title: string; titles?: Record<string, string>; category: string }>,
    ): Promise<number> {
      const candidates = `
        select s.org_id, 'sign_off_pending' as kind, coalesce($2::jsonb -> r.kind ->> 'category', 'other') as record_category,
               coalesce($2::jsonb -> r.kind -> 'titles' ->> h.type, $2::jsonb -> r.kind ->> 'title', r.kind) || ' awaiting your sign-off since '
                 || to_char(s.requested_at at time zone 'Europe/London', 'FMDD Mon YYYY') as title, null::text as body,
               r.id as record_id, r.young_person_id, r.home_id, r.staff_id, null::uuid as task_id, null::uuid as dated_item_id,
               (s.requested_at at time zone 'Europe/London')::date + d.days * p.n as due_on,
               -- keyed by the day of waiting it reminds on (3, 6, 9… for a 3-day period), so changing the period
               -- never collides
               'sign_off_pending:' || s.id || ':day-' || (d.days * p.n) as natural_key
          from signoffs s join records r on r.id = s.record_id
          left join homes h on h.id = r.home_id   -- the record's home type words its title (Support plan)
          join organisations o on o.id = s.org_id and o.suspended_at is null
          cross join lateral (select greatest(1, coalesce((o.settings -> 'toggles' ->> 'signoffReminderDays')::int, 3)) as days) d
          cross join lateral (select floor(extract(epoch from ($1::timestamptz - s.requested_at)) / (d.days * 86400))::int as n) p
         where s.signed_at is null and s.closed_at is null and r.archived_at is null and p.n >= 1`;
      const [row] = await sql.query<{ raised: number }>(
        raiseFrom(
          candidates,
          `array(select s.signer_id from signoffs s where s.id = split_part(ins.natural_key, ':', 2)::uuid)`,
          'signoff-reminders',
        ),
        [now, kinds],
      );
      return row.raised;
    },

    /**
     * Incidents and sanctions (`consequence`, reg 35) recorded since `since` (archived ones too, so their deadline
     * tasks can be closed).
     */
    async incidents(since: Date, ids?: string[]): Promise<IncidentScanRow[]> {
      return sql.query<IncidentScanRow>(
        `select r.id, r.org_id as "orgId", r.kind, r.status, r.submission, r.version, r.home_id as "homeId",
                r.young_person_id as "youngPersonId", r.record_date as "recordDate", r.archived_at as "archivedAt", r.data,
                h.type as "homeType", coalesce(y.preferred_name, y.first_name) || ' ' || y.last_name as "youngPersonName",
                ${FIRST_SUBMIT('r.id')} as "submittedAt",
                (select coalesce(json_agg(json_build_object('id', f.id, 'step', f.step, 'recordedAt', f.at) order by f.at), '[]')
                   from (select f.id, f.data ->> 'step' as step, ${FIRST_SUBMIT('f.id')} as at
                           -- the young person's follow-ups (records_yp_kind_date), linked to this incident
                           from records f
                          where f.org_id = r.org_id and f.young_person_id = r.young_person_id and f.kind = 'incident-follow-up'
                            and coalesce(f.data ->> 'incident', f.data ->> 'consequence') = r.id::text and f.archived_at is null and f.submission > 0) f
                  where f.at is not null) as "followUps"
           from records r join homes h on h.id = r.home_id left join young_people y on y.id = r.young_person_id
          where r.kind in ('incident', 'consequence') and ($2::uuid[] is not null and r.id = any($2) or $2::uuid[] is null and r.record_date >= $1)
          order by r.record_date`,
        [since, ids ?? null],
      );
    },

    /** Series heads whose next occurrence is due: the current one has come due, or was closed. */
    async recurrenceHeads(now: Date, limit: number): Promise<Pick<TaskRow, 'id' | 'orgId'>[]> {
      return sql.query(
        `select t.id, t.org_id as "orgId" from tasks t
          where t.recurrence is not null and t.succeeded_at is null and (t.due_at <= $1 or t.status <> 'not_complete')
          order by t.due_at limit $2`,
        [now, limit],
      );
    },

    /** Open system deadline tasks (incident deadlines), for their due-soon and overdue alerts. */
    async openDeadlineTasks(prefix: string, recordId?: string): Promise<TaskRow[]> {
      return sql.query<TaskRow>(
        `select ${TASK_COLUMNS} from tasks t where t.status = 'not_complete' and t.natural_key like $1 || '%'
        and ($2::uuid is null or t.record_id = $2) order by t.due_at`,
        [prefix, recordId ?? null],
      );
    },
  };
}
export type WorkerScans = ReturnType<typeof workerScans>;

/** What the worker scans read of records: a form edit may hide these fields, never remove or retype them. */
export const fieldReads = [
  fieldReader('Scan: training overdue', [
    { kind: 'training-record', path: 'course', type: 'text', why: 'names the course and matches a later attendance' },
    { kind: 'training-record', path: 'courseId', why: 'matches a later attendance of the same catalogue course' },
    { kind: 'training-record', path: 'completedOn', type: 'date', why: 'a later attendance ends the lapse' },
  ]),
  fieldReader('Scan: next key worker session', [
    { kind: 'key-worker-session', path: 'nextSessionAt', why: 'raises the alert for the next session' },
  ]),
  fieldReader('Scan: reg 35 follow-ups of incidents and sanctions', [
    { kind: 'incident-follow-up', path: 'step', why: 'which deadline the follow-up meets' },
    { kind: 'incident-follow-up', path: 'incident', why: 'the incident it follows up' },
    { kind: 'incident-follow-up', path: 'consequence', why: 'the sanction it follows up' },
  ]),
];
