// The obligation rule, pure: from when a duty was last met (or its anchor) to the next due date, when
// its task opens, whether it is late, and how a closed one was met. London calendar dates
// ('YYYY-MM-DD') in, the same out; months add as the recurrence does (31 January + 1 month = 28/29 February).
import { addDays, addMonths, daysBetween } from '../time/london.ts';
import type { Interval, Obligation } from './types.ts';

/** The single unit an interval is counted in, and how many. */
export function unitOf(every: Interval): { unit: 'days' | 'months'; n: number } {
  if (every.years) return { unit: 'months', n: every.years * 12 };
  if (every.months) return { unit: 'months', n: every.months };
  if (every.weeks) return { unit: 'days', n: every.weeks * 7 };
  if (every.days) return { unit: 'days', n: every.days };
  throw new Error('An obligation needs a positive interval (days, weeks, months or years).');
}

/** `date` moved by `times` intervals (negative: back). */
export function addInterval(date: string, every: Interval, times = 1): string {
  const { unit, n } = unitOf(every);
  return unit === 'months' ? addMonths(date, n * times) : addDays(date, n * times);
}

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
  ob: Pick<Obligation, 'every' | 'once'>,
  anchorOn: string,
  lastMet: string | null,
): string | null {
  if (ob.once) return lastMet ? null : addInterval(anchorOn, ob.every);
  return addInterval(lastMet ?? anchorOn, ob.every);
}

/** The day its task opens: `leadDays` before it is due. */
export const opensOn = (dueOn: string, leadDays: number) => addDays(dueOn, -leadDays);

/** Should a task for this due date be open today? From its opening day on (and while unmet). */
export const isOpenOn = (dueOn: string, leadDays: number, today: string) => today >= opensOn(dueOn, leadDays);

/** Past its due date (the due day itself is still in time). */
export const isLate = (dueOn: string, today: string) => today > dueOn;

/**
 * The earliest date that can have met a task due `dueOn`: after the date it was counted from (the
 * previous due point); a one-off is met by anything at any time. Null: no lower bound.
 */
export function metAfter(ob: Pick<Obligation, 'every' | 'once'>, dueOn: string): string | null {
  return ob.once ? null : addInterval(dueOn, ob.every, -1);
}

/** What a closed task says about how it was met. */
export function outcome(dueOn: string, metOn: string): string {
  const late = daysBetween(dueOn, metOn);
  if (late <= 0) return 'Done in time';
  return `Done late (${late} ${late === 1 ? 'day' : 'days'} after it was due)`;
}

export interface OpenTask {
  id: string;
  dueOn: string;
  firstMet: string | null;
}
export interface Plan {
  /** The due date a task should be open for now, or null. */
  open: string | null;
  /** Open tasks the records have met, with what the task should say. */
  complete: { id: string; note: string }[];
  /** Open tasks that no longer apply (the anchor moved, the subject left, the duty turned off). */
  cancel: string[];
}

/**
 * What to do for one subject: which task should be open, which open ones were met (the earliest
 * meeting date after the task's counting point, `firstMet`) and which no longer apply.
 */
export function plan(
  ob: Pick<Obligation, 'every' | 'once' | 'leadDays'>,
  s: { applies: boolean; anchorOn: string; lastMet: string | null; today: string; tasks: OpenTask[] },
): Plan {
  const due = s.applies ? nextDue(ob, s.anchorOn, s.lastMet) : null;
  const open = due !== null && isOpenOn(due, ob.leadDays, s.today) ? due : null;
  const out: Plan = { open, complete: [], cancel: [] };
  for (const t of s.tasks) {
    if (t.firstMet) out.complete.push({ id: t.id, note: outcome(t.dueOn, t.firstMet) });
    else if (t.dueOn !== open) out.cancel.push(t.id);
  }
  return out;
}

/** The task's natural key: one per duty, subject and due date. */
export const naturalKey = (key: string, subjectId: string, dueOn: string) => `obligation:${key}:${subjectId}:${dueOn}`;
