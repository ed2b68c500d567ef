// The one date and time module of engine, workers, seeds and web (web imports it by relative path).
// Wall-clock time in England: tasks are due at a local time ("09:00 every Monday"), so a series keeps its local
// time across BST/GMT changes; dates such as "today" are London dates too. Calendar dates are 'YYYY-MM-DD'
// strings; their arithmetic is date-fns v4 on UTC dates (@date-fns/utc), so the machine's own zone never
// shifts a day. London readings of instants go through Intl with the platform's tz database.
import { UTCDate } from '@date-fns/utc';
// Each function from its own file: the package's index loads some 300 modules, and Node parses date-fns's 200 kB
// package.json again for each one it resolves (about 2 s of CPU per process that imports the engine).
import { addDays as fnsAddDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { eachDayOfInterval } from 'date-fns/eachDayOfInterval';
import { startOfISOWeek } from 'date-fns/startOfISOWeek';

const ZONE = 'Europe/London';

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The London wall-clock reading of an instant. */
export function toLocal(instant: Date): LocalDateTime & { second: number } {
  const p: Record<string, number> = {};
  for (const x of parts.formatToParts(instant)) if (x.type !== 'literal') p[x.type] = Number(x.value);
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
}

/** Milliseconds London is ahead of UTC at this instant (0 in winter, 3,600,000 in summer). */
function offsetAt(ms: number): number {
  const l = toLocal(new Date(ms));
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a London wall-clock time happens. A time skipped by the spring change (01:30 on the
 * last Sunday of March) moves an hour on; a time that happens twice in autumn takes the second.
 */
export function fromLocal(t: LocalDateTime): Date {
  const guess = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);
  const first = offsetAt(guess);
  let ms = guess - first;
  const second = offsetAt(ms);
  if (second !== first) ms = guess - second;
  return new Date(ms);
}

/** 'YYYY-MM-DD' of an instant in London. */
export function londonDate(instant: Date): string {
  const l = toLocal(instant);
  return ymd(l.year, l.month, l.day);
}

export const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const ymd = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

export function parseYmd(s: string): { year: number; month: number; day: number } {
  const [year, month, day] = s.slice(0, 10).split('-').map(Number);
  return { year, month, day };
}

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

// calendar dates as midnight in UTC, read and written by hand (a format string costs more than the arithmetic)
const inUtc = { in: (v: Date | number | string) => new UTCDate(v) };
const dayOf = (date: string) => {
  const { year, month, day } = parseYmd(date);
  return new UTCDate(year, month - 1, day);
};
const ymdOf = (d: Date) => ymd(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());

/** A calendar date plus whole days (no time zone involved). */
export const addDays = (date: string, days: number): string => ymdOf(fnsAddDays(dayOf(date), days, inUtc));

/** Whole days from `from` to `to`, negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  differenceInCalendarDays(dayOf(to), dayOf(from), inUtc);

/** Every calendar date from `from` to `to`, both included (none when `to` is earlier). */
export const datesFrom = (from: string, to: string): string[] =>
  to < from ? [] : eachDayOfInterval({ start: dayOf(from), end: dayOf(to) }, inUtc).map(ymdOf);

/** The Monday of the week holding `date` (weeks run Monday to Sunday). */
export const mondayOf = (date: string): string => ymdOf(startOfISOWeek(dayOf(date), inUtc));

/** Today's date in London. */
export const londonToday = (now = new Date()): string => londonDate(now);

/** A calendar date plus whole months, the day kept where the month has it, else the month's last day. */
export function addMonths(date: string, months: number, day = parseYmd(date).day): string {
  const { year, month } = parseYmd(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return ymd(y, m, Math.min(day, daysInMonth(y, m)));
}

const UK_LONG = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "14 December 2026": a calendar date (YYYY-MM-DD, or the date part of an ISO string) for people to read. */
export const ukDate = (date: string) => UK_LONG.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
