// The duties evaluator, pure: for a recurring duty and one subject, which task should be open, which open ones the
// records have met and what each says, and the subject's history for the register (next due, last met, how many
// were met late or missed in the last 12 months). For an event's duty: whether it is met, when, and how late.
import { addDays, addMonths } from '../time/london.ts';
import { countedFrom, nextDueOn, occurrenceBefore, occurrenceOnOrAfter, outcomeAt, outcomeOnDate } from './period.ts';
import type { Duty, DutyPeriod, Escalation } from './types.ts';

/** The day a task opens: `leadDays` before it is due. */
export const opensOn = (dueOn: string, leadDays: number) => addDays(dueOn, -leadDays);

/** Should a task for this due date be open today? From its opening day on (and while unmet). */
export const isOpenOn = (dueOn: string, leadDays: number, today: string) => today >= opensOn(dueOn, leadDays);

/** Past its due date (the due day itself is still in time). */
export const isLate = (dueOn: string, today: string) => today > dueOn;

export interface OpenTask {
  id: string;
  dueOn: string;
  /** The earliest date after the task's counting point that met it (null: not yet). */
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

/** What to do for one subject of a recurring duty. */
export function plan(
  period: DutyPeriod,
  leadDays: number,
  s: { applies: boolean; anchorOn: string; lastMet: string | null; today: string; tasks: OpenTask[] },
): Plan {
  const due = s.applies ? nextDueOn(period, s.anchorOn, s.lastMet) : null;
  const open = due !== null && isOpenOn(due, leadDays, s.today) ? due : null;
  const out: Plan = { open, complete: [], cancel: [] };
  for (const t of s.tasks) {
    if (t.firstMet) out.complete.push({ id: t.id, note: outcomeOnDate(t.dueOn, t.firstMet) });
    else if (t.dueOn !== open) out.cancel.push(t.id);
  }
  return out;
}

/** The earliest of `metDates` that can meet a task due `dueOn` (after its counting point), or null. */
export function firstMetFor(period: DutyPeriod, dueOn: string, metDates: string[]): string | null {
  const from = countedFrom(period, dueOn);
  let first: string | null = null;
  for (const d of metDates) if ((from === null || d > from) && (first === null || d < first)) first = d;
  return first;
}

export type DutyState = 'met' | 'not-yet-due' | 'due-soon' | 'overdue';

export interface DutyHistory {
  nextDue: string | null;
  lastMet: string | null;
  /** Met after it was due, for due dates in the 12 months before today. */
  metLate: number;
  /** Calendar periods that ended in those 12 months with nothing meeting them at all. */
  missed: number;
  state: DutyState;
}

/**
 * One subject's history of a recurring duty, walked from its anchor through the dates that met it: each meeting
 * closes the due date before it (late when after it) and sets the next; a calendar period passed over with no
 * meeting is missed. The final due date is the one `plan` would open.
 */
export function history(
  period: DutyPeriod,
  leadDays: number,
  s: { anchorOn: string; metDates: string[]; today: string },
): DutyHistory {
  const since = addMonths(s.today, -12);
  const dates = [...new Set(s.metDates)].sort();
  let due = nextDueOn(period, s.anchorOn, null);
  let metLate = 0;
  let missed = 0;
  for (const m of dates) {
    if (due === null) break;
    if (m > due) {
      if (due >= since) metLate++;
      if (period.within === 'calendar') missed += missedBetween(period.rrule, due, m, since);
    }
    due = nextDueOn(period, s.anchorOn, m);
  }
  // periods passed since the last due date with nothing yet
  if (due !== null && period.within === 'calendar' && s.today > due)
    missed += missedBetween(period.rrule, due, s.today, since) + (due >= since ? 1 : 0);
  const lastMet = dates.length ? dates[dates.length - 1] : null;
  const state: DutyState =
    due === null
      ? 'met'
      : isLate(due, s.today)
        ? 'overdue'
        : isOpenOn(due, leadDays, s.today)
          ? 'due-soon'
          : 'not-yet-due';
  return { nextDue: due, lastMet, metLate, missed, state };
}

/** Calendar period ends strictly after `due` and before the period `upTo` falls in, on or after `since`. */
function missedBetween(rule: string, due: string, upTo: string, since: string): number {
  let n = 0;
  const closing = occurrenceOnOrAfter(rule, upTo);
  for (let d = occurrenceOnOrAfter(rule, addDays(due, 1)); d < closing; d = occurrenceOnOrAfter(rule, addDays(d, 1)))
    if (d >= since) n++;
  return n;
}

/** The period end before `dueOn`: when the period it closes began (exclusive). Exposed for the register's text. */
export const periodStartOf = (rule: string, dueOn: string) => addDays(occurrenceBefore(rule, dueOn), 1);

/** An event's duty: met (and how it says so) or not, and whether it is late now. */
export function eventOutcome(
  dueAt: Date,
  doneAt: Date | null,
  now: Date,
): { state: 'met' | 'open' | 'overdue'; note: string | null } {
  if (doneAt) return { state: 'met', note: outcomeAt(dueAt, doneAt) };
  return { state: now.getTime() > dueAt.getTime() ? 'overdue' : 'open', note: null };
}

/** Who a duty overdue by `overdueMs` has escalated to by now, in its declared order (the holders of its task are
 *  told by the task itself). */
export const escalatedTo = (duty: Pick<Duty, 'escalation'>, overdueMs: number): Escalation['to'][] =>
  overdueMs < 0 ? [] : duty.escalation.filter((e) => overdueMs >= e.afterDueHours * 3_600_000).map((e) => e.to);
