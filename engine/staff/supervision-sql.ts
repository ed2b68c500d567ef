// The supervision policy's inputs in the recurring-duty scan's SQL (engine/obligations/store.ts), and the interval
// engine/staff/supervision-policy.ts makes of them for each person: their first home's policy, their newest
// contract's probation end, and whether a final probation review has decided it.
import { fieldReader } from '../definitions/field-reads.ts';
import type { Interval } from '../duties/types.ts';
import type { Sql } from '../store/db.ts';
import { NEWEST_HOME_DETAILS } from '../store/registered-managers.ts';
import { type SupervisionPolicy, supervisionWeeks } from './supervision-policy.ts';

export const fieldReads = fieldReader('Supervision as the home’s policy (how often, and during probation)', [
  {
    kind: 'home-details',
    path: 'supervisionEveryWeeks',
    type: 'number',
    why: 'staff are supervised at least this often (6 weeks when not set)',
  },
  {
    kind: 'home-details',
    path: 'probationSupervisionEveryWeeks',
    type: 'number',
    why: 'during probation, supervision at least this often (4 weeks when not set)',
  },
  {
    kind: 'employment-contract',
    path: 'probationEndDate',
    type: 'date',
    why: 'probation (more frequent supervision) lasts until then',
  },
  {
    kind: 'probation-review',
    path: 'outcome',
    values: ['passed', 'not_passed'],
    why: 'a final review that decides probation ends it',
  },
]);

/** The policy's inputs as columns of a subject row `s` (org_id, subject_id, home_id in scope). */
export const supervisionPolicyColumns = (s = 's') => `,
  (select jsonb_build_object('everyWeeks', x.data -> 'supervisionEveryWeeks',
      'probationEveryWeeks', x.data -> 'probationSupervisionEveryWeeks')
     from (${NEWEST_HOME_DETAILS(`${s}.home_id`, `${s}.org_id`)}) x) as "policy",
  (select c.data ->> 'probationEndDate' from records c
    where c.org_id = ${s}.org_id and c.staff_id = ${s}.subject_id and c.kind = 'employment-contract'
      and c.archived_at is null order by c.record_date desc, c.id desc limit 1) as "probationEndsOn",
  exists (select 1 from records p where p.org_id = ${s}.org_id and p.staff_id = ${s}.subject_id
      and p.kind = 'probation-review' and p.archived_at is null and p.status <> 'ongoing'
      and p.data ->> 'outcome' in ('passed', 'not_passed')) as "probationDecided"`;

export interface PolicyInputs {
  anchorOn: string;
  policy?: SupervisionPolicy | null;
  probationEndsOn?: string | null;
  probationDecided?: boolean;
}

/** This person's supervision interval today. */
export const supervisionInterval = (s: PolicyInputs, today: string): Interval => ({
  weeks: supervisionWeeks(
    s.policy ?? {},
    { startOn: s.anchorOn, endsOn: s.probationEndsOn, decided: s.probationDecided },
    today,
  ),
});

/** The policy's inputs for these people of one organisation (their first home by name, as the scan takes it). */
export function supervisionInputs(
  sql: Sql,
  orgId: string,
  staffIds: string[],
): Promise<(Omit<PolicyInputs, 'anchorOn'> & { staffId: string })[]> {
  if (!staffIds.length) return Promise.resolve([]);
  return sql.query(
    `select s.subject_id as "staffId" ${supervisionPolicyColumns('s')}
       from (select u.org_id, u.id as subject_id,
               (select h.id from user_homes uh join homes h on h.id = uh.home_id
                 where uh.user_id = u.id and h.archived_at is null order by h.name, h.id limit 1) as home_id
               from users u where u.org_id = $1 and u.id = any($2::uuid[])) s`,
    [orgId, staffIds],
  );
}
