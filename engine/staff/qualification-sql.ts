// The qualification duties' subjects and clocks in the recurring-duty scan's SQL (engine/obligations/store.ts), as
// engine/staff/qualifications.ts says them: the registered manager of a home (its details name them) owes Level 5 from
// their registration; every other care role Level 3 from first starting a care role in a children's home (the newest
// contract's date, else the start date).
import { fieldReader } from '../definitions/field-reads.ts';
import { NEWEST_HOME_DETAILS } from '../store/registered-managers.ts';

export const fieldReads = fieldReader('Care qualification duties (who owes Level 3 or Level 5, and from when)', [
  {
    kind: 'home-details',
    path: 'registeredManager',
    why: 'the registered manager owes Level 5; everyone else in a care role Level 3',
  },
  {
    kind: 'home-details',
    path: 'registeredManagerSince',
    type: 'date',
    why: 'Level 5 is due 3 years after registration as manager',
  },
  {
    kind: 'employment-contract',
    path: 'careRoleStartedOn',
    type: 'date',
    why: "Level 3 is due 2 years after first starting a care role in a children's home",
  },
  {
    kind: 'employment-contract',
    path: 'startDate',
    type: 'date',
    why: "a staff duty that runs from the person's start counts from their newest contract's start date",
  },
]);

/** A person's start as SQL: their newest employment contract's start date (as the staff lists read it), or null. */
export const contractStartSql = (u = 'u') => `(select (c.data ->> 'startDate')::date from records c
  where c.org_id = ${u}.org_id and c.staff_id = ${u}.id and c.kind = 'employment-contract' and c.archived_at is null
    and c.data ->> 'startDate' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' order by c.record_date desc, c.id desc limit 1)`;

/** Homes whose newest details name the person `u` as registered manager (a subquery's from and where). */
export const registeredManagerHomes = (u: string) => `from homes rh
  join lateral (${NEWEST_HOME_DETAILS('rh.id', `${u}.org_id`)}) rd on true
  where rh.org_id = ${u}.org_id and rh.archived_at is null and rd.data ->> 'registeredManager' = ${u}.id::text`;

/** The subject filter for a duty narrowed to registered managers, or to everyone else. */
export function registeredManagerFilter(which: 'only' | 'except' | undefined, u = 'u'): string {
  if (!which) return '';
  return `and ${which === 'except' ? 'not ' : ''}exists (select 1 ${registeredManagerHomes(u)})`;
}

/** A staff duty's anchor date as SQL, `start` being the person's start date expression. */
export function staffAnchorSql(anchor: string | undefined, start: string, u = 'u'): string {
  if (anchor === 'manager-registration')
    return `coalesce((select min((rd.data ->> 'registeredManagerSince')::date) ${registeredManagerHomes(u)}), ${start})`;
  if (anchor === 'care-role-start')
    return `coalesce((select (c.data ->> 'careRoleStartedOn')::date from records c
        where c.org_id = ${u}.org_id and c.staff_id = ${u}.id and c.kind = 'employment-contract' and c.archived_at is null
        order by c.record_date desc, c.id desc limit 1), ${start})`;
  return start;
}
