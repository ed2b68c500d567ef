// SQL of quality assurance: what an inspector would look at, across the homes asked for, one
// set-based statement per question. The service scopes the homes and passes every record row through the read rule.
import { fieldReader } from '../definitions/field-reads.ts';
import type { Sql } from './db.ts';

export interface QaRow {
  homeId: string;
  homeName: string;
  youngPersonId: string | null;
  youngPersonName: string | null;
  recordId: string | null;
  kind: string | null;
  definitionVersionId: number | null;
  status: string | null;
  authorId: string | null;
  staffId: string | null;
  taskId: string | null;
  title: string;
  at: string | null;
  detail: string | null;
}

const YP_NAME = `(select coalesce(y.preferred_name, y.first_name) || ' ' || y.last_name from young_people y where y.id = %s)`;
const yp = (col: string) => YP_NAME.replace('%s', col);
const REC = `r.id as "recordId", r.kind, r.definition_version_id as "definitionVersionId", r.status, r.author_id as "authorId", r.staff_id as "staffId"`;

export function qualityStore(sql: Sql, orgId: string) {
  return {
    /** Statutory duties (system tasks) still open past their due time. */
    overdueDuties(homeIds: string[], now: Date) {
      return sql.query<QaRow>(
        `select t.home_id as "homeId", h.name as "homeName", t.young_person_id as "youngPersonId", ${yp('t.young_person_id')} as "youngPersonName",
                ${REC.replaceAll('r.', 'r.')}, t.id as "taskId", t.title, t.due_at as at, t.type as detail
           from tasks t join homes h on h.id = t.home_id left join records r on r.id = t.record_id
          where t.org_id = $1 and t.home_id = any($2::uuid[]) and t.status = 'not_complete' and t.natural_key is not null and t.due_at < $3
          order by t.due_at limit 500`,
        [orgId, homeIds, now],
      );
    },
    /** Records whose sign-off was asked for more than `days` days ago and is still awaited. */
    awaitingSignoff(homeIds: string[], before: Date) {
      return sql.query<QaRow>(
        // The waiting sign-offs first (signoffs_awaiting_age: a few thousand at most), then their records by key:
        // joined
        // the other way round, a director's sixty homes made the planner hash every record (0.7–1.8 s on the scale
        // set); the
        // lateral keeps it to one primary-key lookup each.
        `with waiting as materialized (
           select s.record_id, s.submission, min(s.requested_at) as at, string_agg(distinct u.name, ', ') as detail
             from signoffs s join users u on u.id = s.signer_id
            where s.org_id = $1 and s.signed_at is null and s.closed_at is null and s.requested_at < $3
            group by s.record_id, s.submission)
         select r.home_id as "homeId", h.name as "homeName", r.young_person_id as "youngPersonId", ${yp('r.young_person_id')} as "youngPersonName",
                ${REC}, null as "taskId", r.kind as title, w.at, w.detail
           from waiting w
           cross join lateral (select * from records r where r.id = w.record_id and r.submission = w.submission
                                  and r.home_id = any($2::uuid[]) and r.archived_at is null limit 1) r   -- limit: not flattened
           join homes h on h.id = r.home_id
          order by w.at limit 500`,
        [orgId, homeIds, before],
      );
    },
    /** The newest live plan or assessment of each kind per young person living here, whose review date has passed. */
    pastReview(homeIds: string[], reviews: { kind: string; path: string }[], today: string) {
      if (!reviews.length) return Promise.resolve([]);
      return sql.query<QaRow>(
        // per young person living here and kind, the newest live record by records_yp_kind_date (one short index walk
        // each: 360 young people × 12 kinds on the scale set), instead of sorting every such record of the homes
        `with rev as (select * from jsonb_to_recordset($3::jsonb) as x(kind text, path text)),
         newest as (
           select r.*, r.data #>> string_to_array(rev.path, '.') as due
             from young_people y cross join rev
             cross join lateral (select * from records r
                                  where r.org_id = $1 and r.young_person_id = y.id and r.kind = rev.kind
                                    and r.home_id = any($2::uuid[]) and r.archived_at is null and r.status <> 'ongoing'
                                  order by r.record_date desc, r.created_at desc limit 1) r
            where y.org_id = $1 and y.archived_at is null)
         select r.home_id as "homeId", h.name as "homeName", r.young_person_id as "youngPersonId", ${yp('r.young_person_id')} as "youngPersonName",
                ${REC}, null as "taskId", r.kind as title, left(r.due, 10) as at, null as detail
           from newest r join homes h on h.id = r.home_id
          where r.due ~ '^\\d{4}-\\d{2}-\\d{2}' and left(r.due, 10) < $4
          order by left(r.due, 10) limit 500`,
        [orgId, homeIds, JSON.stringify(reviews), today],
      );
    },
    /**
     * Notifications to Ofsted recorded more than `hours` after the event (incidents: start; safeguarding: raised),
     * since `since`.
     */
    lateNotifications(homeIds: string[], hours: number, since: Date) {
      return sql.query<QaRow>(
        `with ev as (
           select r.*, case when coalesce(r.data #>> '{general,startedAt}', r.data ->> 'raisedAt') ~ '^\\d{4}-\\d{2}-\\d{2}T'
                            then coalesce(r.data #>> '{general,startedAt}', r.data ->> 'raisedAt')::timestamptz end as happened
             from records r where r.org_id = $1 and r.home_id = any($2::uuid[]) and r.kind in ('incident', 'safeguarding')
              and r.archived_at is null and r.record_date >= $4),
         n as (
           select ev.*, (select min(case when x ->> 'at' ~ '^\\d{4}-\\d{2}-\\d{2}T' then (x ->> 'at')::timestamptz end)
                           from jsonb_array_elements(case when jsonb_typeof(ev.data -> 'notifications') = 'array'
                            then ev.data -> 'notifications' else '[]'::jsonb end) x
                          where x ->> 'authority' = 'ofsted') as notified
             from ev where ev.happened is not null)
         select n.home_id as "homeId", h.name as "homeName", n.young_person_id as "youngPersonId", ${yp('n.young_person_id')} as "youngPersonName",
                n.id as "recordId", n.kind, n.definition_version_id as "definitionVersionId", n.status, n.author_id as "authorId", n.staff_id as "staffId",
                null as "taskId", n.kind as title, n.notified::text as at,
                ceil(extract(epoch from (n.notified - n.happened)) / 3600)::int::text as detail
           from n join homes h on h.id = n.home_id
          where n.notified > n.happened + make_interval(hours => $3)
          order by n.notified desc limit 500`,
        [orgId, homeIds, hours, since],
      );
    },
    /** Reg 44 recommendations not marked done, oldest visit first. */
    openRecommendations(homeIds: string[]) {
      return sql.query<QaRow>(
        `select r.home_id as "homeId", h.name as "homeName", null as "youngPersonId", null as "youngPersonName",
                ${REC}, null as "taskId", x ->> 'text' as title, x ->> 'dueOn' as at,
                coalesce(x ->> 'status', 'not_started') || '|' || (r.data ->> 'visitDate') as detail
           from records r join homes h on h.id = r.home_id
           cross join lateral jsonb_array_elements(case when jsonb_typeof(r.data -> 'recommendations') = 'array' then r.data -> 'recommendations' else '[]'::jsonb end) x
          where r.org_id = $1 and r.home_id = any($2::uuid[]) and r.kind = 'reg44-visit' and r.archived_at is null
            and coalesce(x ->> 'status', '') not in ('done', 'cancelled')
          order by r.data ->> 'visitDate', x ->> 'dueOn' nulls last limit 500`,
        [orgId, homeIds],
      );
    },
    /** The organisation's choice of standards dashboard charts (null: every chart). */
    async dashboardChoice(): Promise<string[] | null> {
      const [row] = await sql.query<{ v: string[] | null }>(
        `select settings -> 'standardsDashboard' -> 'metrics' as v from organisations where id = $1`,
        [orgId],
      );
      return Array.isArray(row?.v) ? row.v : null;
    },
    async setDashboardChoice(metrics: string[] | null, userId: string) {
      await sql.query(
        `update organisations set settings = jsonb_set(coalesce(settings, '{}'::jsonb), '{standardsDashboard}', $2::jsonb) where id = $1`,
        [orgId, JSON.stringify({ metrics, by: userId, at: new Date().toISOString() })],
      );
    },
  };
}

/** What the quality figures read of records: a form edit may hide these fields, never remove or retype them. */
export const fieldReads = [
  fieldReader('Quality: notifications to Ofsted made late', [
    { kind: 'incident', path: 'general.startedAt', type: 'date-time', why: 'when the incident happened' },
    { kind: 'safeguarding', path: 'raisedAt', type: 'date-time', why: 'when the concern was raised' },
    ...['incident', 'safeguarding'].flatMap((kind) => [
      { kind, path: 'notifications[].authority', values: ['ofsted'], why: 'finds the notification to Ofsted' },
      { kind, path: 'notifications[].at', type: 'date-time', why: 'when Ofsted was told' },
    ]),
  ]),
  fieldReader('Quality: open Reg 44 recommendations', [
    { kind: 'reg44-visit', path: 'visitDate', type: 'date', why: 'orders the open recommendations by visit' },
    { kind: 'reg44-visit', path: 'recommendations[].text', why: 'names the recommendation' },
    { kind: 'reg44-visit', path: 'recommendations[].dueOn', type: 'date', why: 'when it is due' },
    {
      kind: 'reg44-visit',
      path: 'recommendations[].status',
      values: ['done'],
      why: 'a recommendation done or cancelled is no longer open',
    },
  ]),
];
