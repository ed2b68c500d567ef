// Night work under the Working Time Regulations 1998 (decision 0610): who is a night worker and their night average.
// Pure; times are epoch milliseconds, read in London wall-clock time.
//
// reg 2: "night time" is 23:00–06:00 where no relevant agreement sets another 7-hour period including midnight to
// 05:00; a "night worker" works at least 3 hours of their daily working time at night "as a normal course" — which
// the courts read as regularly, not necessarily most days (R v Attorney General for Northern Ireland, ex p Burns: one
// week in three was enough). reg 6: a night worker's normal hours average at most 8 in each 24 over 17 weeks (up to
// 52 by agreement, reg 23(b)); the divisor is the days of the period less a weekly rest day for each week (reg 6(5)).
import { plusDays } from './reference-period.ts';
import { at, londonDay } from './young-workers.ts';

type Span = { start: number; end: number };
export const NIGHT_FROM = 23;
export const NIGHT_TO = 6;
/** The share of a person's working shifts with 3 hours at night that makes them a night worker "as a normal course". */
export const NIGHT_WORKER_SHARE = 1 / 3;
/** reg 6(3): 17 weeks, unless an agreement under reg 23(b) sets up to 52. */
export const NIGHT_REFERENCE_WEEKS = 17;

/** The minutes of [start, end) in night time (23:00 to 06:00 London). */
export function nightMinutes(start: number, end: number): number {
  let total = 0;
  for (let d = plusDays(londonDay(start), -1); at(d, 0) < end; d = plusDays(d, 1)) {
    const a = at(d, NIGHT_FROM);
    const b = at(plusDays(d, 1), NIGHT_TO);
    total += Math.max(0, Math.min(b, end) - Math.max(a, start));
  }
  return total / 60_000;
}

/**
 * A night worker: flagged by the manager, or at least a third of the working shifts in the period hold 3 hours or
 * more of night time. `shifts` are each shift's working stretches.
 */
export function isNightWorker(flagged: boolean, shifts: Span[][]): boolean {
  if (flagged) return true;
  const working = shifts.filter((spans) => spans.some((w) => w.end > w.start));
  if (!working.length) return false;
  const nights = working.filter((spans) => spans.reduce((t, w) => t + nightMinutes(w.start, w.end), 0) >= 180);
  return nights.length >= working.length * NIGHT_WORKER_SHARE;
}

/** The weeks of the night average: 17, or the organisation's period where it is longer than 26 (an agreement). */
export const nightReferenceWeeks = (organisationWeeks: number) =>
  organisationWeeks > 26 ? organisationWeeks : NIGHT_REFERENCE_WEEKS;

/**
 * reg 6(5): the hours worked over the `weeks` weeks ending the day before `endDate`, divided by the days of the period
 * less one weekly rest day a week — milliseconds in each 24 hours.
 */
export function nightAverage(worked: ReadonlyMap<string, number>, endDate: string, weeks: number): number {
  let total = 0;
  for (let i = 1; i <= weeks * 7; i++) total += worked.get(plusDays(endDate, -i)) ?? 0;
  return total / (weeks * 7 - weeks);
}
