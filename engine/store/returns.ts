// The statutory returns' queries: every figure of engine/returns/figures.ts for one home and period, one
// statement per source, and the records or young people behind one figure (the same condition). The changes people
// make to a pre-filled figure (migration 031, append-only). Every query is held to the organisation.
import { fieldReader } from '../definitions/field-reads.ts';
import {
  countedRecords,
  type FigureDef,
  type FigureRecord,
  FIGURES,
  type Period,
  type StaffFigureRow,
} from '../returns/figures.ts';
import { CARE_ROLES, MEETS } from '../staff/qualifications.ts';
import { addDays, fromLocal } from '../time/london.ts';
import type { Sql } from './db.ts';
import { NEWEST_HOME_DETAILS } from './registered-managers.ts';

export const fieldReads = fieldReader('Statutory returns: when each young person left', [
  {
    kind: 'transfer-request',
    path: 'actualDate',
    type: 'date',
    why: 'a leaver is dated by the day they moved out, not the day their record was archived',
  },
  { kind: 'move-in', path: 'hostAuthorityNotRequired', type: 'yes/no', why: 'placed from outside the area' },
  { kind: 'move-in', path: 'hostAuthorityNotifiedAt', type: 'date', why: 'placed from outside the area' },
  { kind: 'education-school', path: 'startDate', type: 'date', why: 'in education on the last day' },
  { kind: 'education-school', path: 'endDate', type: 'date', why: 'in education on the last day' },
  { kind: 'education-school', path: 'fullTime', type: 'yes/no', why: 'in full-time education on the last day' },
  { kind: 'missing-episode', path: 'returnInterview.offeredAt', type: 'date-time', why: 'interviews offered' },
  { kind: 'missing-episode', path: 'returnInterview.completedAt', type: 'date-time', why: 'interviews completed' },
  { kind: 'missing-episode', path: 'notified[].who', type: 'choice', why: 'notifications made to Ofsted' },
  { kind: 'missing-episode', path: 'notified[].at', type: 'date-time', why: 'notifications made to Ofsted' },
  { kind: 'incident', path: 'general.policeInvolved', type: 'yes/no', why: 'incidents with the police involved' },
  ...['incident', 'safeguarding', 'medication-error'].flatMap((kind) => [
    { kind, path: 'notifications[].authority', type: 'choice', why: 'notifications made to Ofsted' },
    { kind, path: 'notifications[].at', type: 'date-time', why: 'notifications made to Ofsted' },
  ]),
  ...['risk-assessment-cse', 'risk-assessment-cce'].map((kind) => ({
    kind,
    path: 'notification.ofstedNotifiedAt',
    type: 'date-time',
    why: 'notifications made to Ofsted',
  })),
  { kind: 'accident', path: 'notifiable.notifiedAt', type: 'date-time', why: 'notifications made to Ofsted' },
  { kind: 'accident', path: 'notifiable.reg40', type: 'yes/no', why: 'notifications owed to Ofsted' },
  { kind: 'accident', path: 'notifiable.reg27', type: 'yes/no', why: 'notifications owed to Ofsted' },
  { kind: 'safeguarding', path: 'category', type: 'list of choice', why: 'allegations against staff' },
  { kind: 'safeguarding', path: 'allegation.ladoReferredAt', type: 'date-time', why: 'referrals to the LADO' },
  { kind: 'complaint-feedback', path: 'outcome.result', type: 'choice', why: 'complaints upheld' },
  { kind: 'qualification', path: 'level', type: 'choice', why: 'Level 3 held or enrolled' },
  { kind: 'qualification', path: 'status', type: 'choice', why: 'Level 3 held or enrolled' },
  { kind: 'employment-contract', path: 'startDate', type: 'date', why: 'staff who started in the period' },
  { kind: 'home-details', path: 'supervisionEveryWeeks', type: 'number', why: 'supervision up to date: the interval' },
  {
    kind: 'home-details',
    path: 'probationSupervisionEveryWeeks',
    type: 'number',
    why: 'supervision up to date: the interval during probation',
  },
  { kind: 'employment-contract', path: 'probationEndDate', type: 'date', why: 'supervision up to date: probation' },
  {
    kind: 'probation-review',
    path: 'outcome',
    values: ['passed', 'not_passed'],
    why: 'supervision up to date: a decided probation ends its interval',
  },
  { kind: 'incident', path: 'notifications[].reference', type: 'text', why: 'one notification held on two records' },
  {
    kind: 'safeguarding',
    path: 'notifications[].reference',
    type: 'text',
    why: 'one notification held on two records',
  },
  { kind: 'missing-episode', path: 'notified[].reference', type: 'text', why: 'one notification held on two records' },
  ...['risk-assessment-cse', 'risk-assessment-cce'].map((kind) => ({
    kind,
    path: 'notification.ofstedReference',
    type: 'text',
    why: 'one notification held on two records',
  })),
]);

/**
 * A stay: when the young person came (move-in, else when added) and left (the move-out record's actual date, whether
 * or not the young person has been archived yet, else when archived), London days; age on the last day; newest
 * health profile and admission (move-in) record.
 */
const STAYS = `with stays0 as (
  select y.*, coalesce(y.move_in_date, (y.created_at at time zone 'Europe/London')::date) as start,
    (select max(t.data ->> 'actualDate') from records t where t.org_id = y.org_id and t.young_person_id = y.id
        and t.kind = 'transfer-request' and t.archived_at is null
        and t.data ->> 'actualDate' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')::date as moved_out
  from young_people y where y.org_id = $1 and y.home_id = $2),
stays as (
  select y.id, coalesce(nullif(y.preferred_name, ''), y.first_name) || ' ' || y.last_name as name, y.start,
    -- a move-out dated before this stay began belongs to an earlier stay
    case when y.moved_out >= y.start then y.moved_out
         when y.archived_at is not null then (y.archived_at at time zone 'Europe/London')::date end as finish,
    case when y.date_of_birth is not null then extract(year from age($4::date, y.date_of_birth))::int
         when y.birth_year is not null then extract(year from $4::date)::int - y.birth_year end as age,
    (select h.data from records h where h.org_id = y.org_id and h.young_person_id = y.id and h.kind = 'health-profile'
       and h.archived_at is null and h.record_date < $5 order by h.record_date desc, h.id desc limit 1) as health,
    (select m.data from records m where m.org_id = y.org_id and m.young_person_id = y.id and m.kind = 'move-in'
       and m.archived_at is null and m.record_date < $5 order by m.record_date desc, m.id desc limit 1) as admission
  from stays0 y)`;

/**
 * The home's staff (everyone but young people linked to it): started by the newest employment contract's start date
 * (else when their account was made), left when their account was closed; a care role; Level 3 (or higher, or
 * accepted as equivalent) held or enrolled; their last supervision held, the home's supervision policy and their
 * probation. $6: the qualification values that count.
 */
const STAFF = `with staff as (
  select u.id, u.name, u.role = any($7::text[]) as care,
    coalesce(case when c.data->>'startDate' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then (c.data->>'startDate')::date end,
      (u.created_at at time zone 'Europe/London')::date) as start,
    (u.deactivated_at at time zone 'Europe/London')::date as finish,
    exists (select 1 from records q where q.org_id = $1 and q.staff_id = u.id and q.kind = 'qualification'
      and q.archived_at is null and q.record_date < $5 and q.data->>'level' = any($6::text[])
      and q.data->>'status' in ('enrolled', 'achieved')) as level3,
    (select max((s.record_date at time zone 'Europe/London')::date) from records s where s.org_id = $1
      and s.staff_id = u.id and s.kind = 'supervision' and s.archived_at is null and s.status <> 'ongoing'
      and s.record_date < $5) as supervised,
    -- the home's supervision policy and the person's probation, as the supervision duty reads them
    (select jsonb_build_object('everyWeeks', x.data -> 'supervisionEveryWeeks',
        'probationEveryWeeks', x.data -> 'probationSupervisionEveryWeeks')
       from (${NEWEST_HOME_DETAILS('$2')}) x) as policy,
    case when c.data->>'probationEndDate' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then c.data->>'probationEndDate' end
      as "probationEndsOn",
    exists (select 1 from records pr where pr.org_id = $1 and pr.staff_id = u.id and pr.kind = 'probation-review'
      and pr.archived_at is null and pr.status <> 'ongoing' and pr.record_date < $5
      and pr.data ->> 'outcome' in ('passed', 'not_passed')) as "probationDecided"
  from users u
  left join lateral (select r.data from records r where r.org_id = $1 and r.staff_id = u.id
    and r.kind = 'employment-contract' and r.archived_at is null order by r.record_date desc, r.id desc limit 1) c on true
  where u.org_id = $1 and u.role <> 'young_person'
    and exists (select 1 from user_homes uh where uh.user_id = u.id and uh.home_id = $2))`;
const staffParams = (orgId: string, homeId: string, p: Period, end: Date) => [
  orgId,
  homeId,
  p.from,
  p.to,
  end,
  MEETS.level3,
  [...CARE_ROLES],
];

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;
const recordCondition = (f: FigureDef) =>
  `r.kind in (${f.kinds!.map(lit).join(', ')})${f.where ? ` and (${f.where})` : ''}`;
const RECORDS_FROM = `from records r where r.org_id = $1 and r.home_id = $2 and r.archived_at is null and r.record_date >= $3 and r.record_date < $4`;

/** The period's first and last London days as instants: [from 00:00, the day after to 00:00). */
function instants(p: Period): { start: Date; end: Date } {
  const at = (day: string) => {
    const [year, month, d] = day.split('-').map(Number);
    return fromLocal({ year: year!, month: month!, day: d!, hour: 0, minute: 0 });
  };
  return { start: at(p.from), end: at(addDays(p.to, 1)) };
}

export interface FigureRow {
  id: string;
  name: string | null;
  kind: string | null;
  youngPersonId: string | null;
  at: string;
  status: string | null;
  authorId: string | null;
}

export function returnsStore(sql: Sql, orgId: string) {
  const self = {
    /** Every figure for the home and period: two statements, whatever the number of figures. */
    async figures(homeId: string, p: Period): Promise<Record<string, number>> {
      const { start, end } = instants(p);
      const people = FIGURES.filter((f) => f.source === 'people');
      const recs = FIGURES.filter((f) => f.source === 'records' && !f.test && !f.once);
      const tested = FIGURES.filter((f) => f.source === 'records' && (f.test || f.once));
      const staff = FIGURES.filter((f) => f.source === 'staff' && !f.staffTest);
      const staffTested = FIGURES.filter((f) => f.source === 'staff' && f.staffTest);
      const kinds = [...new Set(recs.flatMap((f) => f.kinds!))];
      const [a] = await sql.query<Record<string, string>>(
        `${STAYS} select ${people.map((f) => `count(*) filter (where ${f.people}) as "${f.key}"`).join(', ')} from stays`,
        [orgId, homeId, p.from, p.to, end],
      );
      const [b] = await sql.query<Record<string, string>>(
        `select ${recs.map((f) => `${f.distinctPeople ? 'count(distinct r.young_person_id)' : 'count(*)'} filter (where ${recordCondition(f)}) as "${f.key}"`).join(', ')}
           ${RECORDS_FROM} and r.kind = any($5::text[])`,
        [orgId, homeId, start, end, kinds],
      );
      const [c] = await sql.query<Record<string, string>>(
        `${STAFF} select ${staff.map((f) => `count(*) filter (where ${f.staff}) as "${f.key}"`).join(', ')} from staff`,
        staffParams(orgId, homeId, p, end),
      );
      const counted: Record<string, number> = {};
      for (const f of [...people, ...recs, ...staff])
        counted[f.key] = Number((f.source === 'people' ? a : f.source === 'staff' ? c : b)?.[f.key] ?? 0);
      if (tested.length) {
        const homeType = await self.homeType(homeId);
        const rows = await self.candidates(homeId, start, end, tested);
        for (const f of tested) {
          const hits = countedRecords(f, rows, homeType);
          counted[f.key] = f.distinctPeople ? new Set(hits.map((r) => r.youngPersonId)).size : hits.length;
        }
      }
      for (const f of staffTested) counted[f.key] = (await self.staffCounted(homeId, p, f)).length;
      return counted;
    },

    async homeType(homeId: string): Promise<string> {
      const [h] = await sql.query<{ type: string }>(`select type from homes where id = $1 and org_id = $2`, [
        homeId,
        orgId,
      ]);
      return h?.type ?? 'children_home';
    },

    /** The records a figure's own rule reads, each with the figures whose SQL condition it meets. */
    async candidates(
      homeId: string,
      start: Date,
      end: Date,
      fs: FigureDef[],
    ): Promise<(FigureRecord & FigureRow & { figures: string[] })[]> {
      const kinds = [...new Set(fs.flatMap((f) => f.kinds!))];
      const rows = await sql.query<FigureRecord & FigureRow & Record<string, unknown>>(
        `select r.id, r.kind, r.status, r.submission, r.created_at as "createdAt", r.updated_at as "updatedAt", r.data,
                (select coalesce(nullif(y.preferred_name, ''), y.first_name) || ' ' || y.last_name from young_people y
                  where y.id = r.young_person_id and y.org_id = r.org_id) as name,
                r.young_person_id as "youngPersonId", r.record_date as at, r.author_id as "authorId",
                ${fs.map((f) => `(${recordCondition(f)}) as "${f.key}"`).join(', ')}
           ${RECORDS_FROM} and r.kind = any($5::text[]) order by r.record_date, r.id`,
        [orgId, homeId, start, end, kinds],
      );
      return rows.map((r) => ({ ...r, figures: fs.filter((f) => r[f.key] === true).map((f) => f.key) }));
    },

    /** The staff a staff figure with a rule in code counts: its SQL condition, then its rule on the last day. */
    async staffCounted(homeId: string, p: Period, f: FigureDef): Promise<FigureRow[]> {
      const { end } = instants(p);
      const rows = await sql.query<FigureRow & StaffFigureRow>(
        `${STAFF} select id, name, 'staff' as kind, null as "youngPersonId", start::text as at, null as status,
                null as "authorId", start::text as start, supervised::text as supervised, policy,
                "probationEndsOn", "probationDecided"
           from staff where (${f.staff}) and $3::date is not null order by start, name, id`,
        staffParams(orgId, homeId, p, end),
      );
      return rows
        .filter((s) => f.staffTest!(s, p.to))
        .map(({ id, name, kind, youngPersonId, at, status, authorId }) => ({
          id,
          name,
          kind,
          youngPersonId,
          at,
          status,
          authorId,
        }));
    },

    /** What one figure counts: the young people or the records, oldest first (at most 500). */
    async behind(homeId: string, p: Period, f: FigureDef): Promise<FigureRow[]> {
      const { start, end } = instants(p);
      if (f.staffTest) return (await self.staffCounted(homeId, p, f)).slice(0, 500);
      if (f.source === 'staff') {
        return sql.query<FigureRow>(
          `${STAFF} select id, name, 'staff' as kind, null as "youngPersonId", start::text as at, null as status,
                  null as "authorId" from staff where (${f.staff}) and $3::date is not null order by start, name, id limit 500`,
          staffParams(orgId, homeId, p, end),
        );
      }
      if (f.test || f.once) {
        const homeType = await self.homeType(homeId);
        return countedRecords(f, await self.candidates(homeId, start, end, [f]), homeType)
          .slice(0, 500)
          .map(({ id, name, kind, youngPersonId, at, status, authorId }) => ({
            id,
            name,
            kind,
            youngPersonId,
            at,
            status,
            authorId,
          }));
      }
      if (f.source === 'people') {
        return sql.query<FigureRow>(
          // $3 typed here: a figure of the last day only (the ages) never names the period's first day
          `${STAYS} select id, name, null as kind, id as "youngPersonId", start::text as at, null as status, null as "authorId" from stays
             where (${f.people}) and $3::date is not null order by start, name, id limit 500`,
          [orgId, homeId, p.from, p.to, end],
        );
      }
      return sql.query<FigureRow>(
        `select r.id, (select coalesce(nullif(y.preferred_name, ''), y.first_name) || ' ' || y.last_name from young_people y
                 where y.id = r.young_person_id and y.org_id = r.org_id) as name,
                r.kind, r.young_person_id as "youngPersonId", r.record_date as at, r.status, r.author_id as "authorId"
           ${RECORDS_FROM} and ${recordCondition(f)} order by r.record_date, r.id limit 500`,
        [orgId, homeId, start, end],
      );
    },

    /** A change to a pre-filled figure, beside the figure the records gave at the time. */
    async addFigureEntry(e: {
      homeId: string;
      recordId: string;
      question: string;
      figure: string;
      computed: number;
      value: number | null;
      reason: string | null;
      setBy: string;
    }) {
      await sql.query(
        `insert into return_figure_entries (org_id, home_id, record_id, question, figure, computed, value, reason, set_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [orgId, e.homeId, e.recordId, e.question, e.figure, e.computed, e.value, e.reason, e.setBy],
      );
    },

    /** The newest change per question of a return, with who made it. */
    async figureEntries(recordId: string): Promise<
      {
        question: string;
        computed: number;
        value: number | null;
        reason: string | null;
        setByName: string | null;
        setAt: Date;
      }[]
    > {
      return sql.query(
        `select distinct on (e.question) e.question, e.computed, e.value, e.reason, u.name as "setByName", e.set_at as "setAt"
           from return_figure_entries e left join users u on u.id = e.set_by and u.org_id = e.org_id
          where e.org_id = $1 and e.record_id = $2 order by e.question, e.set_at desc, e.id desc`,
        [orgId, recordId],
      );
    },
  };
  return self;
}
