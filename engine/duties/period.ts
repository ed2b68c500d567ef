// Period arithmetic of the duties, pure: when a duty falls due from its trigger, and what a late one is late by.
// Calendar dates are London 'YYYY-MM-DD' strings; instants are Dates. Working days are those of England and Wales
// (weekends and bank holidays skipped, engine/time/bank-holidays.ts). Calendar periods ("each calendar month") are
// RFC 5545 rules read by the rrule package, so "the last day of each month" is the library's, not ours.
import * as rruleModule from 'rrule';
import { isBankHoliday } from '../time/bank-holidays.ts';
import { addDays, addMonths, daysBetween, fromLocal, londonDate, parseYmd, ymd } from '../time/london.ts';
import type { DutyPeriod, Interval } from './types.ts';

// rrule ships CommonJS to Node and ES modules to bundlers: take its exports from whichever shape arrived.
const rrule = (
  (rruleModule as { RRule?: unknown }).RRule
    ? rruleModule
    : (rruleModule as unknown as { default: typeof rruleModule }).default
) as typeof rruleModule;

const HOUR = 3_600_000;

/** The end of the working day a duty "within N days" is due by: 17:00 London. */
export const END_OF_WORKING_DAY = 17;

/** 17:00 London on a calendar date. */
export const endOfWorkingDay = (date: string): Date =>
  fromLocal({ ...parseYmd(date), hour: END_OF_WORKING_DAY, minute: 0 });

/** A working day in England and Wales: Monday to Friday and not a bank holiday. */
export function isWorkingDay(date: string): boolean {
  const { year, month, day } = parseYmd(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isBankHoliday(date);
}

/** The calendar date `n` working days after `date` (the day itself not counted; 0: the date itself). */
export function addWorkingDays(date: string, n: number): string {
  let day = date;
  for (let left = n; left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left--;
  }
  return day;
}

/** The same date `months` later (the last day of a shorter month), or the next working day after it when it is not
 *  one: how the ICO counts a subject access request's month. */
export function monthsAfter(date: string, months: number): string {
  const day = addMonths(date, months);
  return isWorkingDay(day) ? day : addWorkingDays(day, 1);
}

/** `days` working days after the London day of `from`, at the end of that working day. */
export const workingDaysAfter = (from: Date, days: number): Date =>
  endOfWorkingDay(addWorkingDays(londonDate(from), days));

/** The single unit an interval is counted in, and how many. */
export function unitOf(every: Interval): { unit: 'days' | 'months'; n: number } {
  if (every.years) return { unit: 'months', n: every.years * 12 };
  if (every.months) return { unit: 'months', n: every.months };
  if (every.weeks) return { unit: 'days', n: every.weeks * 7 };
  if (every.days) return { unit: 'days', n: every.days };
  throw new Error('A duty needs a positive interval (days, weeks, months or years).');
}

/** `date` moved by `times` intervals (negative: back); months keep the day where the month has it. */
export function addInterval(date: string, every: Interval, times = 1): string {
  const { unit, n } = unitOf(every);
  return unit === 'months' ? addMonths(date, n * times) : addDays(date, n * times);
}

// --- calendar periods (RFC 5545) -------------------------------------------------------------------------------

const utcOf = (date: string) => {
  const { year, month, day } = parseYmd(date);
  return new Date(Date.UTC(year, month - 1, day));
};
const dateOfUtc = (d: Date) => ymd(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());

const parsed = new Map<string, rruleModule.RRule>();
/** The rule counted from 1 January of the year before `date`: calendar-aligned rules (checked at start) give the
 *  same occurrences from any 1 January, and a near start keeps each look-up to a few steps. */
function ruleFor(rule: string, date: string): rruleModule.RRule {
  const from = `${Number(date.slice(0, 4)) - 1}0101`;
  const key = `${from}|${rule}`;
  let r = parsed.get(key);
  if (!r) {
    r = rrule.rrulestr(`DTSTART:${from}T000000Z\nRRULE:${rule}`) as rruleModule.RRule;
    if (parsed.size > 500) parsed.clear();
    parsed.set(key, r);
  }
  return r;
}

/** Why a calendar rule cannot be used, or null: it must parse, repeat monthly, yearly or weekly, and be aligned to
 *  the calendar (a day of the month or week), with no count, end or interval that would tie it to a start date. */
export function calendarRuleProblem(rule: string): string | null {
  let options: Partial<rruleModule.Options>;
  try {
    options = rrule.RRule.parseString(rule);
  } catch {
    return 'is not an RFC 5545 RRULE';
  }
  const { MONTHLY, YEARLY, WEEKLY } = rrule.RRule;
  if (options.freq !== MONTHLY && options.freq !== YEARLY && options.freq !== WEEKLY)
    return 'repeats monthly, yearly or weekly';
  if (options.count || options.until || (options.interval && options.interval !== 1))
    return 'has no COUNT, UNTIL or INTERVAL (a calendar period is the same every year)';
  if (options.freq === WEEKLY ? !options.byweekday : !options.bymonthday) return 'names the day (BYMONTHDAY or BYDAY)';
  return null;
}

/** The first occurrence on or after `date`. */
export function occurrenceOnOrAfter(rule: string, date: string): string {
  const next = ruleFor(rule, date).after(utcOf(date), true);
  if (!next) throw new Error(`Calendar rule ${rule} has no occurrence after ${date}`);
  return dateOfUtc(next);
}

/** The last occurrence strictly before `date`. */
export function occurrenceBefore(rule: string, date: string): string {
  const prev = ruleFor(rule, addDays(date, -400)).before(utcOf(date), false);
  if (!prev) throw new Error(`Calendar rule ${rule} has no occurrence before ${date}`);
  return dateOfUtc(prev);
}

// --- when a duty is due ------------------------------------------------------------------------------------------

/** Event periods: when a duty started at `start` is due. `startDay` is the value as the record holds it, so a
 *  review date stays the day it says whatever the clock. */
export function dueAfter(period: DutyPeriod, start: Date, startDay?: string): Date {
  switch (period.within) {
    case 'hours':
      return new Date(start.getTime() + period.hours * HOUR);
    case 'days':
      // calendar days, across the clock change
      return endOfWorkingDay(addDays(londonDate(start), period.days));
    case 'working-days':
      return workingDaysAfter(start, period.days);
    case 'months':
      return endOfWorkingDay(monthsAfter(londonDate(start), period.months));
    case 'on-the-date':
      return endOfWorkingDay(
        startDay && /^\d{4}-\d{2}-\d{2}$/.test(startDay.slice(0, 10)) ? startDay.slice(0, 10) : londonDate(start),
      );
    default:
      throw new Error(`A ${period.within} period is counted from a recurrence, not an event`);
  }
}

/**
 * Recurring periods: the next date the duty is due, from when it was last met (null: never) or its anchor.
 * 'every': an interval after the last time met. 'calendar': the end of the period after the one the last meeting
 * fell in (a visit on 3 January meets January, so February's is next). 'once': an interval after the anchor, and
 * never again once met (null).
 */
export function nextDueOn(period: DutyPeriod, anchorOn: string, lastMet: string | null): string | null {
  switch (period.within) {
    case 'once':
      return lastMet ? null : addInterval(anchorOn, period.after);
    case 'every':
      return addInterval(lastMet ?? anchorOn, period.every);
    case 'calendar':
      return lastMet
        ? occurrenceOnOrAfter(period.rrule, addDays(occurrenceOnOrAfter(period.rrule, lastMet), 1))
        : occurrenceOnOrAfter(period.rrule, anchorOn);
    default:
      throw new Error(`A ${period.within} period is counted from an event, not a recurrence`);
  }
}

/**
 * What can meet a task due `dueOn`: anything after the returned date (the previous due point); null: anything at
 * all (a one-off).
 */
export function countedFrom(period: DutyPeriod, dueOn: string): string | null {
  switch (period.within) {
    case 'once':
      return null;
    case 'every':
      return addInterval(dueOn, period.every, -1);
    case 'calendar':
      return occurrenceBefore(period.rrule, dueOn);
    default:
      throw new Error(`A ${period.within} period is counted from an event, not a recurrence`);
  }
}

// --- lateness ----------------------------------------------------------------------------------------------------

/** Whole calendar days a date is after the day it was due (0: in time). */
export const daysLate = (dueOn: string, metOn: string): number => Math.max(0, daysBetween(dueOn, metOn));

/** What a closed task says about a recurring duty: "Done in time" or "Done late (n days after it was due)". */
export function outcomeOnDate(dueOn: string, metOn: string): string {
  const late = daysLate(dueOn, metOn);
  if (late === 0) return 'Done in time';
  return `Done late (${late} ${late === 1 ? 'day' : 'days'} after it was due)`;
}

/** What a closed task says about an event's duty: in time, or how late (hours under two days, else days). */
export function outcomeAt(dueAt: Date, doneAt: Date): string {
  const late = doneAt.getTime() - dueAt.getTime();
  if (late <= 0) return 'Done in time';
  const hours = Math.ceil(late / HOUR);
  if (hours < 48) return `Done late (${hours} ${hours === 1 ? 'hour' : 'hours'} after it was due)`;
  return `Done late (${Math.floor(hours / 24)} days after it was due)`;
}
