// The Working Time Regulations 1998 as a rota checker (DOMAIN §18): pure functions over one person's shifts.
// It warns; the service refuses to save a warned rota unless a manager overrides with a reason.
// Times are epoch milliseconds; weeks are Monday-to-Monday in UTC (a 1-hour BST shift at the edge of a
// week does not change any verdict that matters for a rota warning).

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
}
export interface Worker {
  dateOfBirth?: string | null;
  optedOut48?: boolean;
}

export type WtrRule =
  'overlap' | 'average_48' | 'daily_rest' | 'weekly_rest' | 'break' | 'young_daily' | 'young_weekly' | 'night_average';
export interface WtrWarning {
  rule: WtrRule;
  shiftId: string;
  message: string;
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;
/** The reference period for the 48-hour and night-work averages: 17 weeks. */
export const REFERENCE_WEEKS = 17;
const MONDAY_EPOCH = 4 * DAY; // 1 Jan 1970 was a Thursday: the first Monday is 5 Jan, 4 days later

/**
 * Sleep-ins and on-call count only the time woken to work (Mencap v Tomlinson-Blake); other shifts in full, less the
 * break.
 */
export function workingMs(s: WorkShift): number {
  if (s.shiftType === 'sleep_in' || s.shiftType === 'on_call') {
    return (s.wakes ?? []).reduce((t, w) => t + Math.max(0, Math.min(w.end, s.end) - Math.max(w.start, s.start)), 0);
  }
  return Math.max(0, s.end - s.start - s.breakMinutes * 60_000);
}

/** Under 18 on the day the shift starts (no date of birth: treated as an adult). */
export function isYoungWorker(w: Worker, at: number): boolean {
  if (!w.dateOfBirth) return false;
  const [y, m, d] = w.dateOfBirth.split('-').map(Number);
  return at < Date.UTC(y + 18, m - 1, d);
}

export const weekStart = (t: number) => t - ((((t - MONDAY_EPOCH) % WEEK) + WEEK) % WEEK);

/** The longest time free of every shift within [from, to). */
export function longestRest(shifts: WorkShift[], from: number, to: number): number {
  let cursor = from;
  let best = 0;
  for (const s of [...shifts].sort((a, b) => a.start - b.start)) {
    if (s.end <= from || s.start >= to) continue;
    best = Math.max(best, s.start - cursor);
    cursor = Math.max(cursor, s.end);
  }
  return Math.max(best, to - cursor);
}

const hours = (ms: number) => Math.round((ms / HOUR) * 10) / 10;

/**
 * Every warning about the `checked` shifts, judged against all of the person's shifts (`all`, which holds the
 * checked ones too, and enough history: 17 weeks before the earliest checked shift).
 */
export function checkWorkingTime(worker: Worker, all: WorkShift[], checked: string[]): WtrWarning[] {
  const sorted = [...all].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: WtrWarning[] = [];
  const seenWeeks = new Set<string>();
  for (const id of checked) {
    const s = sorted.find((x) => x.id === id);
    if (!s) continue;
    const young = isYoungWorker(worker, s.start);
    const work = workingMs(s);
    const others = sorted.filter((x) => x.id !== s.id);

    const clash = others.find((o) => o.start < s.end && s.start < o.end);
    if (clash)
      out.push({ rule: 'overlap', shiftId: s.id, message: 'This shift overlaps another shift of the same person.' });

    // daily rest: the gap to the shift before and after
    const rest = young ? 12 : 11;
    const before = others.filter((o) => o.end <= s.start).at(-1);
    const after = others.find((o) => o.start >= s.end);
    // a gap between two checked shifts is reported once, on the later one
    const gap = Math.min(
      before ? s.start - before.end : Infinity,
      after && !checked.includes(after.id) ? after.start - s.end : Infinity,
    );
    if (gap < rest * HOUR) {
      out.push({
        rule: 'daily_rest',
        shiftId: s.id,
        message: `Only ${hours(gap)} hours' rest between shifts; the minimum is ${rest} hours${young ? ' for a worker under 18' : ''}.`,
      });
    }

    // breaks
    const [over, minBreak] = young ? [4.5, 30] : [6, 20];
    if (
      s.shiftType !== 'sleep_in' &&
      s.shiftType !== 'on_call' &&
      s.end - s.start > over * HOUR &&
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
    const inRange = (from: number, to: number) => sorted.filter((x) => x.start >= from && x.start < to);
    if (young) {
      if (work > 8 * HOUR)
        out.push({
          rule: 'young_daily',
          shiftId: s.id,
          message: `${hours(work)} hours in a day; a worker under 18 may work at most 8.`,
        });
      const weekHours = inRange(week, week + WEEK).reduce((t, x) => t + workingMs(x), 0);
      if (weekHours > 40 * HOUR && !seenWeeks.has(`yw${weekKey}`)) {
        seenWeeks.add(`yw${weekKey}`);
        out.push({
          rule: 'young_weekly',
          shiftId: s.id,
          message: `${hours(weekHours)} hours this week; a worker under 18 may work at most 40.`,
        });
      }
    }

    // weekly rest: 24 hours in each week, or 48 hours in the fortnight; 48 hours each week under 18
    if (!seenWeeks.has(`wr${weekKey}`)) {
      seenWeeks.add(`wr${weekKey}`);
      const thisWeek = longestRest(sorted, week, week + WEEK);
      const breach = young
        ? thisWeek < 48 * HOUR
        : thisWeek < 24 * HOUR && longestRest(sorted, week - WEEK, week + WEEK) < 48 * HOUR;
      if (breach) {
        out.push({
          rule: 'weekly_rest',
          shiftId: s.id,
          message: young
            ? "No 48 hours' rest in this week; a worker under 18 needs 48 hours each week."
            : "No 24 hours' rest in this week and no 48 hours in the fortnight.",
        });
      }
    }

    // the averages over the 17 weeks up to the end of this shift's week
    const windowEnd = week + WEEK;
    const windowStart = windowEnd - REFERENCE_WEEKS * WEEK;
    const windowShifts = inRange(windowStart, windowEnd);
    const total = windowShifts.reduce((t, x) => t + workingMs(x), 0);
    if (!worker.optedOut48 && total / REFERENCE_WEEKS > 48 * HOUR && !seenWeeks.has(`av${weekKey}`)) {
      seenWeeks.add(`av${weekKey}`);
      out.push({
        rule: 'average_48',
        shiftId: s.id,
        message: `An average of ${hours(total / REFERENCE_WEEKS)} hours a week over 17 weeks; the limit is 48 unless the worker has opted out in writing.`,
      });
    }
    // night workers: at most 8 hours in each 24 on average, counted over the days of the period less one weekly
    // rest day a week (reg 6); the 48-hour opt-out does not lift it
    if (s.shiftType === 'waking_night' && total / (REFERENCE_WEEKS * 6) > 8 * HOUR && !seenWeeks.has(`nt${weekKey}`)) {
      seenWeeks.add(`nt${weekKey}`);
      out.push({
        rule: 'night_average',
        shiftId: s.id,
        message: `Night work averages ${hours(total / (REFERENCE_WEEKS * 6))} hours in 24 over 17 weeks; a night worker's limit is 8.`,
      });
    }
  }
  return out;
}

/** A month's summary per person: hours worked, nights, sleep-ins, weekend shifts. */
export function summarise(shifts: WorkShift[], isWeekend: (t: number) => boolean) {
  let worked = 0;
  let nights = 0;
  let sleepIns = 0;
  let weekends = 0;
  for (const s of shifts) {
    worked += workingMs(s);
    if (s.shiftType === 'waking_night') nights += 1;
    if (s.shiftType === 'sleep_in') sleepIns += 1;
    if (isWeekend(s.start)) weekends += 1;
  }
  return { hours: hours(worked), shifts: shifts.length, nights, sleepIns, weekends };
}
