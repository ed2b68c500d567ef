// The obligation rule, pure: the recurring-duty scan's view of the duties evaluator (engine/duties/period.ts and
// evaluate.ts hold the arithmetic): from when a duty was last met (or its anchor) to the next due date, when its task
// opens, whether it is late, and how a closed one was met. London calendar dates ('YYYY-MM-DD') in, the same out;
// months add as the recurrence does (31 January + 1 month = 28/29 February); a calendar period is due at the end of
// each period (each calendar month) and met by anything in it.
import * as evaluate from '../duties/evaluate.ts';
import { dutyTaskKey } from '../duties/keys.ts';
import { addInterval, countedFrom, nextDueOn, outcomeOnDate, unitOf } from '../duties/period.ts';
import type { DutyPeriod, Interval } from '../duties/types.ts';
import { daysBetween } from '../time/london.ts';
import type { Obligation } from './types.ts';

export { addInterval, unitOf };

/** The duty period an obligation counts in. */
export const periodOf = (ob: Pick<Obligation, 'every' | 'once' | 'calendar'>): DutyPeriod =>
  ob.calendar
    ? { within: 'calendar', rrule: ob.calendar }
    : ob.once
      ? { within: 'once', after: ob.every }
      : { within: 'every', every: ob.every };

/** The same interval as PostgreSQL reads it ('42 days', '12 months'), for set-based date arithmetic. */
export function pgInterval(every: Interval): string {
  const { unit, n } = unitOf(every);
  return `${n} ${unit}`;
}

export { daysBetween };

/**
 * When the duty is next due. Recurring: `every` after the last time it was met, or after the anchor
 * when never met. Once: `every` after the anchor, and never again once met (null).
 */
export function nextDue(
  ob: Pick<Obligation, 'every' | 'once' | 'calendar'>,
  anchorOn: string,
  lastMet: string | null,
): string | null {
  return nextDueOn(periodOf(ob), anchorOn, lastMet);
}

export const { opensOn, isOpenOn, isLate } = evaluate;

/**
 * The earliest date that can have met a task due `dueOn`: after the date it was counted from (the
 * previous due point); a one-off is met by anything at any time. Null: no lower bound.
 */
export function metAfter(ob: Pick<Obligation, 'every' | 'once' | 'calendar'>, dueOn: string): string | null {
  return countedFrom(periodOf(ob), dueOn);
}

/** What a closed task says about how it was met. */
export const outcome = outcomeOnDate;

export type { OpenTask, Plan } from '../duties/evaluate.ts';

/**
 * What to do for one subject: which task should be open, which open ones were met (the earliest
 * meeting date after the task's counting point, `firstMet`) and which no longer apply.
 */
export function plan(
  ob: Pick<Obligation, 'every' | 'once' | 'calendar' | 'leadDays'>,
  s: Parameters<typeof evaluate.plan>[2],
): evaluate.Plan {
  return evaluate.plan(periodOf(ob), ob.leadDays, s);
}

/** The task's natural key: one per duty, subject and due date (engine/duties/keys.ts). */
export const naturalKey = (key: string, subjectId: string, dueOn: string) => dutyTaskKey(key, subjectId, dueOn);
