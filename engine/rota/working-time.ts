// The Working Time Regulations 1998 as a rota checker (DOMAIN §18): pure functions over one person's shifts.
// It warns; the service refuses to save a warned rota unless a manager overrides with a reason.
// Times are epoch milliseconds; weeks are Monday-to-Monday in UTC (a 1-hour BST shift at the edge of a
// week does not change any verdict that matters for a rota warning); the young worker's day and restricted period,
// and the days of the reference period, are London dates and wall-clock hours.
//
// What counts as working time (decision 0430): time the worker must spend at the workplace counts in full, asleep or
// not (SIMAP C-303/98, Jaeger C-151/02), so a sleep-in counts whole here; only the National Minimum Wage counts just
// the time woken (Royal Mencap Society v Tomlinson-Blake [2021] UKSC 8), and that rule stays in engine/pay. On-call
// away from the workplace counts only the time called out. Where clock-in and clock-out are recorded, they are the
// time worked; approved overtime adds to its day.
import { ukDate } from '../time/london.ts';
import { isNightWorker, nightAverage, nightReferenceWeeks } from './night-work.ts';
import { DEFAULT_REFERENCE_WEEKS, referenceAverage } from './reference-period.ts';
import { byLondonDay, londonDay, type RestrictedFrom, restrictedMinutes } from './young-workers.ts';

export type ShiftType = 'early' | 'late' | 'long_day' | 'day' | 'waking_night' | 'sleep_in' | 'on_call';
export const SHIFT_TYPES: ShiftType[] = ['early', 'late', 'long_day', 'day', 'waking_night', 'sleep_in', 'on_call'];

export interface WorkShift {
  id: string;
  start: number;
  end: number;
  breakMinutes: number;
  shiftType: ShiftType;
  /** Sleep-in / on-call: the times woken or called out to work. */
  wakes?: { start: number; end: number }[];
  /** Clock-in and clock-out, where both are recorded: the time actually worked. */
  clockedIn?: number | null;
  clockedOut?: number | null;
}
export interface Worker {
  dateOfBirth?: string | null;
  optedOut48?: boolean;
  /** The written opt-out's start, and its withdrawal: notice given on a day, ending after the agreed days (reg 5). */
  optedOutOn?: string | null;
  optOutWithdrawnOn?: string | null;
  optOutNoticeDays?: number;
  /** A young worker's restricted period starts at 22:00, or 23:00 where the contract says so (reg 6A). */
  restrictedFrom?: RestrictedFrom;
  /** Flagged by the manager as a night worker (reg 2); the checker also finds one from the shifts. */
  nightWorker?: boolean;
  /** The London date employment began: fixed fortnights of weekly rest run from the Monday of that week (reg 11(5)). */
  startedOn?: string | null;
}
/** What the checker needs beyond the shifts: the organisation's reference period, leave and overtime. */
export interface WorkingTimeContext {
  /** Weeks in the reference period of the 48-hour average: 17, 26 (residential care, the default) or up to 52. */
  referenceWeeks?: number;
  /** London dates of annual leave, sickness and family leave: excluded days (reg 4(6)). */
  excludedDates?: Iterable<string>;
  /** Approved overtime: a London date and the minutes worked beyond the rota. */
  overtime?: { date: string; minutes: number }[];
}

export type WtrRule =
  | 'overlap'
  | 'average_48'
  | 'daily_rest'
  | 'weekly_rest'
  | 'break'
  | 'young_daily'
  | 'young_weekly'
  | 'young_night'
  | 'young_sleep_in'
  | 'night_average';
export interface WtrWarning {
  rule: WtrRule;
  shiftId: string;
  message: string;
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;
/** The reference period when the organisation has not chosen one: 26 weeks, residential care (reg 4(5)). */
export const REFERENCE_WEEKS = DEFAULT_REFERENCE_WEEKS;
const MONDAY_EPOCH = 4 * DAY; // 1 Jan 1970 was a Thursday: the first Monday is 5 Jan, 4 days later

type Span = { start: number; end: number };
const overlapMs = (a: Span, b: Span) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/** The time the shift ran: clocked where both ends are recorded, else as rostered. */
export function shiftSpan(s: WorkShift): Span {
  return s.clockedIn != null && s.clockedOut != null && s.clockedOut > s.clockedIn
    ? { start: s.clockedIn, end: s.clockedOut }
    : { start: s.start, end: s.end };
}

/** The stretches of the shift that are working time: on-call only its call-outs, every other shift whole. */
export function busySpans(s: WorkShift): Span[] {
  const span = shiftSpan(s);
  if (s.shiftType !== 'on_call') return [span];
  return (s.wakes ?? [])
    .map((w) => ({ start: Math.max(w.start, span.start), end: Math.min(w.end, span.end) }))
    .filter((w) => w.end > w.start);
}

/**
 * Working time under the Regulations: a sleep-in in full, on-call only the time called out, every other shift less
 * its break; clocked times where recorded.
 */
export function workingMs(s: WorkShift): number {
  if (s.shiftType === 'on_call') return busySpans(s).reduce((t, w) => t + w.end - w.start, 0);
  const { start, end } = shiftSpan(s);
  return Math.max(0, end - start - s.breakMinutes * 60_000);
}

/**
 * Time work for the National Minimum Wage and the month's paid hours: a sleep-in or on-call only the time woken or
 * called out (Mencap v Tomlinson-Blake), every other shift less its break.
 */
export function timeWorkMs(s: WorkShift): number {
  if (s.shiftType === 'sleep_in' || s.shiftType === 'on_call') {
    return (s.wakes ?? []).reduce((t, w) => t + overlapMs(w, s), 0);
  }
  return workingMs(s);
}

/**
 * Whether the written opt-out lifts the 48-hour average on a London date: from the day it was signed (when known)
 * until the withdrawal's notice ends — 7 days unless the agreement said up to 3 months (reg 5(2)).
 */
export function optedOutOn(w: Worker, date: string): boolean {
  if (!w.optedOut48) return false;
  if (w.optedOutOn && date < w.optedOutOn) return false;
  if (!w.optOutWithdrawnOn) return true;
  const notice = Math.min(92, Math.max(7, w.optOutNoticeDays ?? 7));
  const ends = new Date(Date.parse(`${w.optOutWithdrawnOn}T00:00:00Z`) + notice * DAY).toISOString().slice(0, 10);
  return date < ends;
}

/** Under 18 on the day the shift starts (no date of birth: treated as an adult). */
export function isYoungWorker(w: Worker, at: number): boolean {
  if (!w.dateOfBirth) return false;
  const [y, m, d] = w.dateOfBirth.split('-').map(Number);
  return at < Date.UTC(y + 18, m - 1, d);
}

export const weekStart = (t: number) => t - ((((t - MONDAY_EPOCH) % WEEK) + WEEK) % WEEK);

/** The longest time free of every shift's working time within [from, to) (an on-call not called out is rest). */
export function longestRest(shifts: WorkShift[], from: number, to: number): number {
  return restIn(
    shifts.flatMap(busySpans).sort((a, b) => a.start - b.start),
    from,
    to,
  );
}

/** longestRest over working stretches already sorted by start. */
function restIn(spans: Span[], from: number, to: number): number {
  let cursor = from;
  let best = 0;
  for (const s of spans) {
    if (s.end <= from || s.start >= to) continue;
    best = Math.max(best, s.start - cursor);
    cursor = Math.max(cursor, s.end);
  }
  return Math.max(best, to - cursor);
}

/** The lengths of the rests in [from, to) between working stretches already sorted by start. */
function restsIn(spans: Span[], from: number, to: number): number[] {
  const out: number[] = [];
  let cursor = from;
  for (const s of spans) {
    if (s.end <= from || s.start >= to) continue;
    if (s.start > cursor) out.push(s.start - cursor);
    cursor = Math.max(cursor, s.end);
  }
  if (to > cursor) out.push(to - cursor);
  return out;
}

/**
 * The Monday starting the fixed fortnight that holds `week` (reg 11(4)–(6)): fortnights run from the start of the
 * week employment began; with no start date, from Monday 5 January 1970.
 */
export function fortnightStart(week: number, startedOn?: string | null): number {
  const first = startedOn ? weekStart(Date.parse(`${startedOn}T12:00:00Z`)) : MONDAY_EPOCH;
  return week - ((((week - first) % (2 * WEEK)) + 2 * WEEK) % (2 * WEEK));
}

/** reg 11(2): two rests of 24 hours, or one of 48, in the fortnight. */
function fortnightRested(spans: Span[], from: number): boolean {
  const rests = restsIn(spans, from, from + 2 * WEEK);
  return rests.some((r) => r >= 48 * HOUR) || rests.filter((r) => r >= 24 * HOUR).length >= 2;
}

const hours = (ms: number) => Math.round((ms / HOUR) * 10) / 10;

/** Working time per London date: each shift shared among the dates it spans, plus approved overtime. */
export function workedByDay(shifts: WorkShift[], ctx: WorkingTimeContext = {}): Map<string, number> {
  const out = new Map<string, number>();
  const add = (d: string, ms: number) => out.set(d, (out.get(d) ?? 0) + ms);
  const clocked = new Set<string>();
  for (const s of shifts) {
    const work = workingMs(s);
    if (!work) continue;
    if (s.clockedIn != null && s.clockedOut != null) clocked.add(londonDay(s.start));
    const spans = busySpans(s);
    const length = spans.reduce((t, w) => t + w.end - w.start, 0);
    for (const w of spans)
      for (const [d, ms] of byLondonDay(w.start, w.end, (work * (w.end - w.start)) / length)) add(d, ms);
  }
  // a day whose shift was clocked already holds the time worked beyond the rota: its overtime is not added twice
  for (const o of ctx.overtime ?? []) if (!clocked.has(o.date)) add(o.date, o.minutes * 60_000);
  return out;
}

/**
 * Every warning about the `checked` shifts, judged against all of the person's shifts (`all`, which holds the
 * checked ones too, and enough history: twice the reference period before the earliest checked shift, so leave can
 * be made up from the weeks before).
 */
export function checkWorkingTime(
  worker: Worker,
  all: WorkShift[],
  checked: string[],
  ctx: WorkingTimeContext = {},
): WtrWarning[] {
  const sorted = [...all].sort((a, b) => a.start - b.start || a.end - b.end);
  const weeks = ctx.referenceWeeks ?? REFERENCE_WEEKS;
  const excluded = new Set(ctx.excludedDates ?? []);
  const out: WtrWarning[] = [];
  const seen = new Set<string>();
  let byDay: Map<string, number> | null = null;
  const days = () => (byDay ??= workedByDay(sorted, ctx));
  const once = (key: string) => !seen.has(key) && !!seen.add(key);
  // every working stretch once, sorted, with its shift and whether that shift is being checked
  const checkedSet = new Set(checked);
  const spans = sorted
    .flatMap((x) => busySpans(x).map((w) => ({ ...w, id: x.id, checked: checkedSet.has(x.id) })))
    .sort((a, b) => a.start - b.start);
  const averages = new Map<number, ReturnType<typeof referenceAverage>>();
  const averageOf = (week: number) => {
    let a = averages.get(week);
    if (!a) {
      a = referenceAverage(days(), excluded, new Date(week + WEEK).toISOString().slice(0, 10), weeks);
      averages.set(week, a);
    }
    return a;
  };
  const nightWeeks = nightReferenceWeeks(weeks);
  const nightWorkerIn = (end: number) =>
    isNightWorker(
      !!worker.nightWorker,
      sorted.filter((x) => x.start < end && x.end > end - nightWeeks * WEEK).map(busySpans),
    );
  for (const id of checked) {
    const s = sorted.find((x) => x.id === id);
    if (!s) continue;
    const young = isYoungWorker(worker, s.start);
    const others = sorted.filter((x) => x.id !== s.id);
    const span = shiftSpan(s);

    const clash = others.find((o) => o.start < s.end && s.start < o.end);
    if (clash)
      out.push({ rule: 'overlap', shiftId: s.id, message: 'This shift overlaps another shift of the same person.' });

    // daily rest: 11 consecutive hours (12 under 18) in each 24 hours from the start of any working time around
    // this shift, so a split shift with a gap of a few hours is one working day, not a breach (reg 10)
    const rest = young ? 12 : 11;
    for (const from of clash ? [] : spans.filter((w) => w.start >= span.start - DAY && w.start < span.end)) {
      const free = restIn(spans, from.start, from.start + DAY);
      // a window is reported once, on the latest checked shift that works in it
      const owner = spans.filter((w) => w.checked && w.start < from.start + DAY && w.end > from.start).at(-1);
      if (free < rest * HOUR && owner?.id === s.id && once(`dr${from.start}`)) {
        out.push({
          rule: 'daily_rest',
          shiftId: s.id,
          message: `Only ${hours(free)} hours' rest between shifts; the minimum is ${rest} hours${young ? ' for a worker under 18' : ''}.`,
        });
        break;
      }
    }

    // breaks: a sleep-in is time at the workplace, not a stretch of active work, so it asks for none
    const [over, minBreak] = young ? [4.5, 30] : [6, 20];
    if (
      s.shiftType !== 'sleep_in' &&
      s.shiftType !== 'on_call' &&
      span.end - span.start > over * HOUR &&
      s.breakMinutes < minBreak
    ) {
      out.push({
        rule: 'break',
        shiftId: s.id,
        message: `A shift over ${over} hours needs a break of at least ${minBreak} minutes${young ? ' for a worker under 18' : ''}.`,
      });
    }

    const week = weekStart(s.start);
    const weekKey = `${week}`;
    if (young) out.push(...youngWarnings(worker, s, days(), week, once));

    // weekly rest: 24 hours in each week, or two of 24 or one of 48 in the fixed fortnight that holds it (reg 11(1)
    // –(2)); 48 hours each week under 18 (reg 11(3))
    if (once(`wr${weekKey}`)) {
      const fortnight = fortnightStart(week, worker.startedOn);
      const breach = young
        ? restIn(spans, week, week + WEEK) < 48 * HOUR
        : restIn(spans, week, week + WEEK) < 24 * HOUR && !fortnightRested(spans, fortnight);
      if (breach) {
        out.push({
          rule: 'weekly_rest',
          shiftId: s.id,
          message: young
            ? "No 48 hours' rest in this week; a worker under 18 needs 48 hours each week."
            : `No 24 hours' rest in this week, and neither 48 hours nor two rests of 24 in the fortnight from ${ukDay(fortnight)}.`,
        });
      }
    }

    // the averages over the reference period up to the end of this shift's week; a written opt-out never applies
    // to a worker under 18 (reg 5A has none)
    const avg = averageOf(week);
    const weekEnd = new Date(week + WEEK - DAY).toISOString().slice(0, 10);
    if ((young || !optedOutOn(worker, weekEnd)) && avg.weekly > 48 * HOUR && once(`av${weekKey}`)) {
      out.push({
        rule: 'average_48',
        shiftId: s.id,
        message: `An average of ${hours(avg.weekly)} hours a week over the ${weeks}-week reference period${periodNote(avg)}; the limit is 48 unless the worker has opted out in writing.`,
      });
    }
    // night workers (flagged, or a third of their shifts in the period with 3 hours at night): at most 8 hours in
    // each 24 on average over 17 weeks (reg 6); the 48-hour opt-out does not lift it
    const nightEnd = new Date(week + WEEK).toISOString().slice(0, 10);
    if (once(`nt${weekKey}`) && nightWorkerIn(week + WEEK)) {
      const nightAvg = nightAverage(days(), nightEnd, nightWeeks);
      if (nightAvg > 8 * HOUR)
        out.push({
          rule: 'night_average',
          shiftId: s.id,
          message: `A night worker: an average of ${hours(nightAvg)} hours in 24 over the ${nightWeeks}-week reference period; the limit is 8.`,
        });
    }
  }
  return out;
}

const ukDay = (t: number) => ukDate(new Date(t).toISOString().slice(0, 10));

const periodNote = (a: { excluded: number; madeUp: number }) =>
  a.excluded
    ? ` (${a.excluded} day${a.excluded === 1 ? '' : 's'} of leave or sickness left out, made up from ${a.madeUp} worked day${a.madeUp === 1 ? '' : 's'} before it)`
    : '';

/** The young worker's rules for one shift: the day (reg 5A), the week, the restricted period (reg 6A), sleep-ins. */
function youngWarnings(
  worker: Worker,
  s: WorkShift,
  days: Map<string, number>,
  week: number,
  once: (key: string) => boolean,
): WtrWarning[] {
  const out: WtrWarning[] = [];
  const span = shiftSpan(s);
  for (const d of byLondonDay(span.start, span.end, 1).keys()) {
    const ms = days.get(d) ?? 0;
    if (ms > 8 * HOUR && once(`yd${d}`))
      out.push({
        rule: 'young_daily',
        shiftId: s.id,
        message: `${hours(ms)} hours in a day; a worker under 18 may work at most 8.`,
      });
  }
  let weekMs = 0;
  for (const [d, ms] of days) {
    const t = Date.parse(`${d}T12:00:00Z`);
    if (t >= week && t < week + WEEK) weekMs += ms;
  }
  if (weekMs > 40 * HOUR && once(`yw${week}`))
    out.push({
      rule: 'young_weekly',
      shiftId: s.id,
      message: `${hours(weekMs)} hours this week; a worker under 18 may work at most 40.`,
    });
  const from = worker.restrictedFrom ?? 22;
  if (busySpans(s).some((w) => restrictedMinutes(w.start, w.end, from) > 0))
    out.push({
      rule: 'young_night',
      shiftId: s.id,
      message: `A worker under 18 may not work between ${from}:00 and 0${from - 16}:00 (the restricted period).`,
    });
  if (s.shiftType === 'sleep_in')
    out.push({
      rule: 'young_sleep_in',
      shiftId: s.id,
      message: 'A sleep-in by a worker under 18: it is working time in full, and at night.',
    });
  return out;
}

/** A month's summary per person: paid hours (a sleep-in's woken time only), nights, sleep-ins, weekend shifts. */
export function summarise(shifts: WorkShift[], isWeekend: (t: number) => boolean) {
  let worked = 0;
  let nights = 0;
  let sleepIns = 0;
  let weekends = 0;
  for (const s of shifts) {
    worked += timeWorkMs(s);
    if (s.shiftType === 'waking_night') nights += 1;
    if (s.shiftType === 'sleep_in') sleepIns += 1;
    if (isWeekend(s.start)) weekends += 1;
  }
  return { hours: hours(worked), shifts: shifts.length, nights, sleepIns, weekends };
}
