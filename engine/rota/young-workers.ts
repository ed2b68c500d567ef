// Young workers (over compulsory school age, under 18) under the Working Time Regulations 1998: the restricted period
// of reg 6A and the day of reg 5A, in London wall-clock time (a 06:00 start in summer is 05:00 UTC and is lawful).
// Pure; times are epoch milliseconds, days London dates.
import { fromLocal, parseYmd } from '../time/london.ts';
import { plusDays as addDays } from './reference-period.ts';

/**
 * reg 6A: no work between 22:00 and 06:00, or between 23:00 and 07:00 where the contract provides for work after
 * 22:00 (a per-person setting: the hour the period starts).
 */
export type RestrictedFrom = 22 | 23;
export const RESTRICTED_FROM: readonly RestrictedFrom[] = [22, 23];

// the instant of a London date's hour, kept: the checker asks for the same few hundred days many times over
const known = new Map<string, number>();
/** The instant of a London date's hour. */
export const at = (date: string, hour: number) => {
  const key = `${date}T${hour}`;
  let t = known.get(key);
  if (t === undefined) {
    t = fromLocal({ ...parseYmd(date), hour, minute: 0 }).getTime();
    if (known.size > 50_000) known.clear();
    known.set(key, t);
  }
  return t;
};

/** The London date of an instant (its UTC date, moved a day where London's midnight falls the other side of it). */
export function londonDay(t: number): string {
  const d = addDays('1970-01-01', Math.floor(t / 86_400_000));
  if (t < at(d, 0)) return addDays(d, -1);
  const next = addDays(d, 1);
  return t >= at(next, 0) ? next : d;
}

/** The restricted periods that touch [start, end): each starts on a London date at `from` and lasts 8 hours. */
export function restrictedPeriods(start: number, end: number, from: RestrictedFrom = 22): [number, number][] {
  const out: [number, number][] = [];
  for (let d = addDays(londonDay(start), -1); at(d, 0) < end; d = addDays(d, 1)) {
    const p: [number, number] = [at(d, from), at(addDays(d, 1), from - 16)];
    if (p[0] < end && start < p[1]) out.push(p);
  }
  return out;
}

/** The minutes of [start, end) inside the restricted period. */
export function restrictedMinutes(start: number, end: number, from: RestrictedFrom = 22): number {
  return restrictedPeriods(start, end, from).reduce(
    (t, [a, b]) => t + Math.max(0, Math.min(b, end) - Math.max(a, start)) / 60_000,
    0,
  );
}

/**
 * A stretch of working time shared out among the London dates it falls on, each in proportion to the time the stretch
 * spends in it (so a break is shared out too): reg 5A limits the working time "a day".
 */
export function byLondonDay(start: number, end: number, worked: number): Map<string, number> {
  const out = new Map<string, number>();
  if (end <= start) return out;
  for (let d = londonDay(start); at(d, 0) < end; d = addDays(d, 1)) {
    const part = Math.min(end, at(addDays(d, 1), 0)) - Math.max(start, at(d, 0));
    if (part > 0) out.set(d, (out.get(d) ?? 0) + (worked * part) / (end - start));
  }
  return out;
}
