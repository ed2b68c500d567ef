// Recurring duties whose interval is a home's own policy (`policy` on a duty): for each, the columns the scan reads
// per subject and the interval made of them. The scan, the duties register and the open tasks' counting all ask here.
import { cashCountInterval, countScheduleColumns } from '../accounts/count-schedule.ts';
import type { DutyPolicy, Interval } from '../duties/types.ts';
import { cdCheckInterval, cdCheckScheduleColumns } from '../medication/balance-check-schedule.ts';
import { supervisionInterval, supervisionPolicyColumns } from '../staff/supervision-sql.ts';
import type { SubjectRow } from './store.ts';

export const POLICIES: Record<
  DutyPolicy,
  {
    subject: 'staff' | 'home';
    columns: (s: string) => string;
    interval: (s: SubjectRow, today: string) => Interval;
    words: string;
  }
> = {
  supervision: {
    subject: 'staff',
    columns: supervisionPolicyColumns,
    interval: (s, today) => supervisionInterval(s, today),
    words: "the home's policy, more often in probation",
  },
  'petty-cash-count': {
    subject: 'home',
    columns: countScheduleColumns,
    interval: (s) => cashCountInterval(s),
    words: "the home's count schedule (1 to 7 days)",
  },
  'cd-balance-check': {
    subject: 'home',
    columns: cdCheckScheduleColumns,
    interval: (s) => cdCheckInterval(s),
    words: "the home's controlled-drug balance check schedule (1 to 7 days)",
  },
};

/** This subject's interval under the duty's policy today. */
export const policyInterval = (policy: DutyPolicy, s: SubjectRow, today: string): Interval =>
  POLICIES[policy].interval(s, today);
