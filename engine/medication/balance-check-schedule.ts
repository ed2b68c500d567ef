// The controlled-drug balance check schedule: how often two people count every controlled drug the home holds, set in
// the home details (every 1 to 7 days; weekly when empty — NICE SC1's "regular" balance checks, weekly our default,
// unverified here). The recurring-duty scan reads it per home and counts each home's `cd-balance-check` duty in it.
import { fieldReader } from '../definitions/field-reads.ts';
import type { Interval } from '../duties/types.ts';
import { NEWEST_HOME_DETAILS } from '../store/registered-managers.ts';

export const fieldReads = fieldReader('The controlled-drug balance check schedule, and which medicines are counted', [
  {
    kind: 'home-details',
    path: 'cdBalanceCheckEveryDays',
    type: 'number',
    why: 'every controlled drug is counted by two people at least this often (weekly when not set)',
  },
  { kind: 'medication', path: 'controlled', type: 'yes/no', why: 'only controlled drugs are in the balance check' },
]);

/** Weekly unless the home counts more often. */
export const DEFAULT_CD_CHECK_EVERY_DAYS = 7;

/** The schedule as a column of a home subject row `s` (org_id, home_id in scope). */
export const cdCheckScheduleColumns = (s = 's') => `,
  (select x.data -> 'cdBalanceCheckEveryDays' from (${NEWEST_HOME_DETAILS(`${s}.home_id`, `${s}.org_id`)}) x)
    as "cdCheckEveryDays"`;

/** A home's balance check interval: its schedule when it is a whole number of days from 1 to 7, else weekly. */
export function cdCheckInterval(s: { cdCheckEveryDays?: unknown }): Interval {
  const n = s.cdCheckEveryDays;
  return {
    days: typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 7 ? n : DEFAULT_CD_CHECK_EVERY_DAYS,
  };
}

/**
 * The days a home's balance check was done, as SQL over a home subject `s`: a London day on which every controlled
 * drug the home holds now (a balance above nought, its medicine not archived) that had stock by that day was counted
 * with a witness. A home holding no controlled drug has nothing to count: today meets it.
 */
export const CD_BALANCE_CHECK_DAYS_SQL = `
  with held as (
    select st.medication_id,
           (select (min(f.at) at time zone 'Europe/London')::date from medication_stock_moves f
             where f.org_id = st.org_id and f.medication_id = st.medication_id) as since
      from medication_stock st join records r on r.id = st.medication_id and r.org_id = st.org_id
     where st.org_id = s.org_id and st.home_id = s.subject_id and st.balance > 0 and r.archived_at is null
       and r.data ->> 'controlled' = 'true'
  ), counted as (
    select distinct m.medication_id, (m.at at time zone 'Europe/London')::date as on_day
      from medication_stock_moves m
     where m.org_id = s.org_id and m.home_id = s.subject_id and m.kind = 'count' and m.witness_id is not null
  )
  select d.on_day as met_on from (select distinct on_day from counted) d
   where exists (select 1 from held h where h.since <= d.on_day)
     and not exists (select 1 from held h where h.since <= d.on_day
       and not exists (select 1 from counted c where c.medication_id = h.medication_id and c.on_day = d.on_day))
  union all
  select (now() at time zone 'Europe/London')::date where not exists (select 1 from held)`;
