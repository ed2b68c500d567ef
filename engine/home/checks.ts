// Checks, chores and audits: when a check has failed, whether its issue is still open, the
// sharps register's discrepancies, and the checks table (types × weeks: done, missed, failed). Pure functions:
// the service feeds them records, the tests feed them data.
import { duties } from '../../definitions/duties/home.ts';
import type { Interval } from '../duties/types.ts';
import { addDays, londonDate, mondayOf } from '../time/london.ts';
import { waterProblems, type WaterReading } from './water.ts';

export interface CheckData {
  checkType?: string;
  checkedAt?: string;
  shift?: string;
  done?: boolean;
  result?: string;
  readings?: (WaterReading & { place?: string; celsius?: number })[];
  sharps?: { item?: string; expected?: number; found?: number }[];
  remedy?: { action?: string; remediedAt?: string; remediedBy?: string };
}

/** FSA: fridges at 5°C or below; freezers −18°C or below. Water is judged by outlet (./water.ts). */
export const FRIDGE_MAX_C = 5;
export const FREEZER_MAX_C = -18;
/** Checks whose readings are water temperatures, each judged by its outlet: the weekly one and the monthly sentinel
 *  outlets of the legionella control scheme. */
export const WATER_CHECKS = new Set(['water_temperatures', 'legionella_sentinel']);

export interface SharpsDiscrepancy {
  item: string;
  expected: number;
  found: number;
  difference: number;
}

/** Items counted other than expected (fewer is a missing sharp; more is an unregistered one). */
export function sharpsDiscrepancies(d: CheckData): SharpsDiscrepancy[] {
  return (d.sharps ?? [])
    .filter((s) => typeof s.expected === 'number' && typeof s.found === 'number' && s.found !== s.expected)
    .map((s) => ({ item: s.item ?? '', expected: s.expected!, found: s.found!, difference: s.found! - s.expected! }));
}

/** Readings out of range for the check's type, as sentences. */
export function readingProblems(d: CheckData): string[] {
  if (d.checkType && WATER_CHECKS.has(d.checkType)) return waterProblems(d.readings).map((p) => p.text);
  const out: string[] = [];
  for (const r of d.readings ?? []) {
    if (typeof r.celsius !== 'number') continue;
    const place = r.place ?? 'A reading';
    if (d.checkType === 'fridge_freezer') {
      const freezer = /freezer/i.test(place);
      const max = freezer ? FREEZER_MAX_C : FRIDGE_MAX_C;
      if (r.celsius > max) out.push(`${place}: ${r.celsius}°C is above ${max}°C`);
    }
  }
  return out;
}

/**
 * Why this check failed: the result given, a sharps discrepancy or a reading out of range. A check not done fails
 * nothing.
 */
export function checkProblems(d: CheckData): string[] {
  if (d.done === false) return [];
  const out: string[] = [];
  if (d.result === 'fail') out.push('Recorded as failed');
  for (const s of sharpsDiscrepancies(d)) out.push(`${s.item}: ${s.found} found, ${s.expected} expected`);
  out.push(...readingProblems(d));
  return out;
}

export const checkFailed = (d: CheckData) => checkProblems(d).length > 0;

/**
 * The check's issue: none (it did not fail), open until the remedy is recorded (what was done and when), then remedied.
 */
export function issueState(d: CheckData): 'none' | 'open' | 'remedied' {
  if (!checkFailed(d)) return 'none';
  return d.remedy?.action?.trim() && d.remedy.remediedAt ? 'remedied' : 'open';
}

/** A TMV-protected outlet above its limit in a check that was done: children could be scalded. */
export const scaldRisk = (d: CheckData) =>
  d.done !== false && WATER_CHECKS.has(d.checkType ?? '') && waterProblems(d.readings).some((p) => p.scald);

/** A missing or unregistered sharp, or a scald risk, is escalated: high priority, due at once. */
export const escalated = (d: CheckData) => sharpsDiscrepancies(d).length > 0 || scaldRisk(d);

/** How often each check type is due, from the duties (one source for the tasks and the table). */
export const CHECK_INTERVALS: Record<string, Interval> = Object.fromEntries(
  duties.flatMap((d) => {
    const [m] = d.met;
    const type = 'record' in m ? m.record.match?.checkType?.[0] : undefined;
    return d.key.startsWith('home-check-') && type && d.period.within === 'every' ? [[type, d.period.every]] : [];
  }),
);

/** Shifts a day for the per-shift sharps count. */
export const SHIFTS_PER_DAY = 3;

/** The interval in days (a month counts 28, so a monthly check done on the 30th of a 31-day month is not "missed"
 *  the week it falls due; the obligation's own task is exact). */
export function intervalDays(i: Interval): number {
  return (i.days ?? 0) + (i.weeks ?? 0) * 7 + (i.months ?? 0) * 28 + (i.years ?? 0) * 365;
}

export type CellStatus = 'done' | 'partial' | 'missed' | 'failed' | 'remedied' | 'not-due' | 'not-done';
export interface TableCheck {
  checkType: string;
  day: string;
  shift?: string;
  done: boolean;
  issue: 'none' | 'open' | 'remedied';
}
export interface TableCell {
  week: string;
  status: CellStatus;
  count: number;
  expected?: number;
}

/** Monday of the week of a calendar day (YYYY-MM-DD). */
export const weekStart = mondayOf;

/**
 * One row per type, one cell per week (oldest first) for the `weeks` weeks up to today. A week's cell is failed
 * while a check that week has an open issue; a type due more often than weekly counts the days (sharps: the shifts)
 * covered up to today; a weekly-or-less type is done when checked that week, not due while the last check is
 * no more than its interval before the week's end (or today), else missed. Types with no interval show what was done.
 */
export function checksTable(
  checks: TableCheck[],
  types: string[],
  weeks: number,
  now: Date,
): { weeks: string[]; rows: { checkType: string; cells: TableCell[] }[] } {
  const today = londonDate(now);
  const first = addDays(weekStart(today), -7 * (weeks - 1));
  const starts = Array.from({ length: weeks }, (_, i) => addDays(first, 7 * i));
  const rows = types.map((checkType) => {
    const mine = checks.filter((c) => c.checkType === checkType);
    const every = CHECK_INTERVALS[checkType];
    const days = every ? intervalDays(every) : null;
    const cells = starts.map((week): TableCell => {
      const last = addDays(week, 6) < today ? addDays(week, 6) : today;
      const inWeek = mine.filter((c) => c.day >= week && c.day <= last);
      const done = inWeek.filter((c) => c.done);
      if (inWeek.some((c) => c.issue === 'open')) return { week, status: 'failed', count: done.length };
      const remedied = inWeek.some((c) => c.issue === 'remedied');
      if (days === null && checkType !== 'sharps_count')
        return {
          week,
          status: done.length ? (remedied ? 'remedied' : 'done') : inWeek.length ? 'not-done' : 'not-due',
          count: done.length,
        };
      if (days === null || days < 7) {
        const daysSoFar =
          Math.round((Date.parse(`${last}T12:00:00Z`) - Date.parse(`${week}T12:00:00Z`)) / 86400000) + 1;
        const perDay = checkType === 'sharps_count' ? SHIFTS_PER_DAY : 1;
        const expected = Math.ceil((daysSoFar * perDay) / (days ?? 1));
        const covered = new Set(done.map((c) => (checkType === 'sharps_count' ? `${c.day}:${c.shift ?? ''}` : c.day)))
          .size;
        const status: CellStatus =
          covered >= expected ? (remedied ? 'remedied' : 'done') : covered > 0 ? 'partial' : 'missed';
        return { week, status, count: covered, expected };
      }
      if (done.length) return { week, status: remedied ? 'remedied' : 'done', count: done.length };
      // due `days` after the last check, missed only from the day after
      const since = addDays(last, -days);
      const covered = mine.some((c) => c.done && c.day >= since && c.day <= last);
      return { week, status: covered ? 'not-due' : inWeek.length ? 'not-done' : 'missed', count: 0 };
    });
    return { checkType, cells };
  });
  return { weeks: starts, rows };
}
