// The home's petty cash count schedule (decision 0643): how often two people count the cash, set in the home
// details (every 1 to 7 days; weekly when empty, the organisation's floor of decision 0472). The recurring-duty scan
// reads it per home with these columns and counts each home's `petty-cash-count` duty in its own interval.
import { fieldReader } from '../definitions/field-reads.ts';
import type { Interval } from '../duties/types.ts';
import { NEWEST_HOME_DETAILS } from '../store/registered-managers.ts';

export const fieldReads = fieldReader('The petty cash count schedule (how often the home counts its cash)', [
  {
    kind: 'home-details',
    path: 'pettyCashCountEveryDays',
    type: 'number',
    why: 'the petty cash is counted by two people at least this often (weekly when not set)',
  },
]);

/** Weekly unless the home counts more often. */
export const DEFAULT_COUNT_EVERY_DAYS = 7;

/** The schedule as a column of a home subject row `s` (org_id, home_id in scope). */
export const countScheduleColumns = (s = 's') => `,
  (select x.data -> 'pettyCashCountEveryDays' from (${NEWEST_HOME_DETAILS(`${s}.home_id`, `${s}.org_id`)}) x)
    as "countEveryDays"`;

/** A home's count interval: its schedule when it is a whole number of days from 1 to 7, else weekly. */
export function cashCountInterval(s: { countEveryDays?: unknown }): Interval {
  const n = s.countEveryDays;
  return {
    days: typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 7 ? n : DEFAULT_COUNT_EVERY_DAYS,
  };
}
