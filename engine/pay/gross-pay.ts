// Gross pay for one person and one pay period (DOMAIN §18): worked minutes by type × the pay rate in
// force on the day, plus sleep-ins at their flat rate and approved paid overtime. Pure; money in integer
// pence, time in whole minutes. Times are London wall-clock ('YYYY-MM-DDTHH:MM') with the real elapsed
// minutes, so a shift across a clock change is paid for the time worked.
//
// Each minute is one type, the first that fits: bank holiday (England and Wales) > night (the organisation's hours)
// > weekend (Saturday, Sunday) > base. The unpaid break comes off base first, then weekend, night, bank
// holiday. A sleep-in is paid its flat rate, plus any time woken to work at the base rate (Mencap v
// Tomlinson-Blake); an on-call shift is availability, not time worked: only the time called out is paid, at the base
// rate, on its own line (minimum wage applies to it).
//
// Holiday pay (decision 0880): annual leave taken in the period is paid on its own line at the person's average
// hourly pay for time worked over the 52 weeks before (never below the base rate on the day); a worker on rolled-up
// holiday pay (reg 16A) is paid 12.07 % of the period's pay on its own line instead, and nothing when leave is taken.
import { ACCRUAL_BASIS_POINTS } from '../leave/entitlement.ts';
import type { BankHolidays } from './bank-holidays.ts';

export type HourType =
  | 'base'
  | 'night'
  | 'weekend'
  | 'bank_holiday'
  | 'sleep_in'
  | 'call_out'
  | 'overtime'
  | 'holiday'
  | 'rolled_up_holiday';
const HOUR_TYPES: readonly HourType[] = [
  'base',
  'night',
  'weekend',
  'bank_holiday',
  'sleep_in',
  'call_out',
  'overtime',
  'holiday',
  'rolled_up_holiday',
];

export interface PayRate {
  effectiveFrom: string;
  basePence: number;
  nightPence: number | null;
  weekendPence: number | null;
  bankHolidayPence: number | null;
  sleepInPence: number | null;
}
export interface PayShift {
  localStart: string;
  minutes: number;
  breakMinutes: number;
  shiftType: string;
  wakeMinutes?: number;
}
export interface PayOvertime {
  workedOn: string;
  minutes: number;
}
/** Annual leave taken on a day, in the minutes it was charged (the shifts it took off, or contracted hours). */
export interface PayLeave {
  takenOn: string;
  minutes: number;
}
/** How a person's holiday is paid in the period. */
export interface HolidayPay {
  taken: PayLeave[];
  /** Rolled-up holiday pay (irregular-hours and part-year workers only, reg 16A). */
  rolledUp: boolean;
  /** Average hourly pay for time worked over the 52 weeks before the period, in pence; null when none was worked. */
  averagePence: number | null;
}
export const NO_HOLIDAY: HolidayPay = { taken: [], rolledUp: false, averagePence: null };

interface PayLine {
  type: HourType;
  rateFrom: string;
  minutes: number;
  units: number;
  ratePence: number;
  amountPence: number;
}
export interface GrossPay {
  lines: PayLine[];
  minutes: number;
  amountPence: number;
  unrated: number;
}

type Timed = 'base' | 'night' | 'weekend' | 'bank_holiday';
const MINUTE_MS = 60_000;
const DAY_MIN = 1440;
/** The night-premium hours as minutes of the day; `from` after `to` runs over midnight (22:00–06:00). */
export interface NightWindow {
  from: number;
  to: number;
}
/** The product's default night-premium hours, 22:00–06:00; each organisation sets its own (reference-rates.ts). */
export const DEFAULT_NIGHT: NightWindow = { from: 22 * 60, to: 6 * 60 };
/** The night window in force on a date. */
export type NightOn = (date: string) => NightWindow;
const defaultNight: NightOn = () => DEFAULT_NIGHT;

/** Is this minute of the day inside the night window? */
export const isNight = (minuteOfDay: number, w: NightWindow) =>
  w.from > w.to ? minuteOfDay >= w.from || minuteOfDay < w.to : minuteOfDay >= w.from && minuteOfDay < w.to;

const ms = (local: string) => Date.parse(`${local.length === 10 ? `${local}T00:00` : local}:00Z`);

/** The pay rate in force on a date: the latest whose effective date is on or before it. */
export function rateOn(rates: PayRate[], date: string): PayRate | null {
  let best: PayRate | null = null;
  for (const r of rates) if (r.effectiveFrom <= date && (!best || r.effectiveFrom > best.effectiveFrom)) best = r;
  return best;
}

/** The type of the minute that starts `minuteOfDay` minutes into `date`. */
export function minuteType(
  date: string,
  minuteOfDay: number,
  bankHolidays: BankHolidays,
  night: NightWindow = DEFAULT_NIGHT,
): Timed {
  if (bankHolidays.has(date)) return 'bank_holiday';
  if (isNight(minuteOfDay, night)) return 'night';
  const weekday = new Date(ms(date)).getUTCDay();
  return weekday === 0 || weekday === 6 ? 'weekend' : 'base';
}

/** A stretch of worked time split into minutes by type, before the break. */
export function splitMinutes(
  localStart: string,
  minutes: number,
  bankHolidays: BankHolidays,
  nightOn: NightOn = defaultNight,
): Record<Timed, number> {
  const out: Record<Timed, number> = { base: 0, night: 0, weekend: 0, bank_holiday: 0 };
  let at = ms(localStart);
  let left = Math.max(0, Math.round(minutes));
  while (left > 0) {
    const iso = new Date(at).toISOString();
    const date = iso.slice(0, 10);
    const minuteOfDay = Math.floor((at - ms(date)) / MINUTE_MS);
    const night = nightOn(date);
    // the next moment the type can change: the night's start or end, or midnight
    const boundary = Math.min(...[night.from, night.to, DAY_MIN].filter((b) => b > minuteOfDay));
    const step = Math.min(left, boundary - minuteOfDay);
    out[minuteType(date, minuteOfDay, bankHolidays, night)] += step;
    left -= step;
    at += step * MINUTE_MS;
  }
  return out;
}

const BREAK_ORDER: Timed[] = ['base', 'weekend', 'night', 'bank_holiday'];

/** Take the unpaid break off the shift's minutes, base first. */
export function lessBreak(split: Record<Timed, number>, breakMinutes: number): Record<Timed, number> {
  const out = { ...split };
  let left = Math.max(0, breakMinutes);
  for (const t of BREAK_ORDER) {
    const off = Math.min(out[t], left);
    out[t] -= off;
    left -= off;
  }
  return out;
}

/** The rate, in pence, a type is paid at under a pay rate (an unset premium rate is the base rate). */
export function ratePence(rate: PayRate, type: HourType): number {
  const premium =
    type === 'night'
      ? rate.nightPence
      : type === 'weekend'
        ? rate.weekendPence
        : type === 'bank_holiday'
          ? rate.bankHolidayPence
          : type === 'sleep_in'
            ? rate.sleepInPence
            : null;
  return premium ?? (type === 'sleep_in' ? 0 : rate.basePence);
}

/** Pence for minutes at an hourly rate, rounded to the nearest penny once per line. */
export const amountFor = (minutes: number, hourlyPence: number) => Math.round((minutes * hourlyPence) / 60);

/** The types paid for time worked, whose average over 52 weeks is the hourly rate of holiday pay. */
const WORKED_HOURLY: ReadonlySet<HourType> = new Set(['base', 'night', 'weekend', 'bank_holiday', 'call_out']);

/** Average hourly pay, in pence, of the time worked in a period's pay (null when no time was worked). */
export function averageHourlyPence(pay: Pick<GrossPay, 'lines'>): number | null {
  const worked = pay.lines.filter((l) => WORKED_HOURLY.has(l.type) && l.minutes > 0);
  const minutes = worked.reduce((n, l) => n + l.minutes, 0);
  if (!minutes) return null;
  return Math.round((worked.reduce((n, l) => n + l.amountPence, 0) * 60) / minutes);
}

/** Rolled-up holiday pay: 12.07 % of the pay for work in the period, to the nearest penny (reg 16A). */
export const rolledUpPence = (workedPence: number) => Math.round((workedPence * ACCRUAL_BASIS_POINTS) / 10_000);

/** Gross pay for a period's shifts, approved paid overtime and holiday. */
export function grossPay(
  shifts: PayShift[],
  overtime: PayOvertime[],
  rates: PayRate[],
  bankHolidays: BankHolidays,
  nightOn: NightOn = defaultNight,
  holiday: HolidayPay = NO_HOLIDAY,
): GrossPay {
  const lines = new Map<string, PayLine>();
  let unrated = 0;
  const add = (rate: PayRate, type: HourType, minutes: number, units: number, hourly = ratePence(rate, type)) => {
    if (minutes <= 0 && units <= 0) return;
    const key = `${rate.effectiveFrom}|${type}`;
    const line = lines.get(key) ?? {
      type,
      rateFrom: rate.effectiveFrom,
      minutes: 0,
      units: 0,
      ratePence: hourly,
      amountPence: 0,
    };
    line.minutes += minutes;
    line.units += units;
    lines.set(key, line);
  };
  for (const s of shifts) {
    const rate = rateOn(rates, s.localStart.slice(0, 10));
    if (!rate) {
      unrated += 1;
      continue;
    }
    if (s.shiftType === 'sleep_in') {
      add(rate, 'sleep_in', 0, 1);
      add(rate, 'base', s.wakeMinutes ?? 0, 0);
      continue;
    }
    if (s.shiftType === 'on_call') {
      add(rate, 'call_out', s.wakeMinutes ?? 0, 0);
      continue;
    }
    const worked = lessBreak(splitMinutes(s.localStart, s.minutes, bankHolidays, nightOn), s.breakMinutes);
    for (const t of BREAK_ORDER) add(rate, t, worked[t], 0);
  }
  for (const o of overtime) {
    const rate = rateOn(rates, o.workedOn);
    if (!rate) {
      unrated += 1;
      continue;
    }
    add(rate, 'overtime', o.minutes, 0);
  }
  // paid in advance under rolled-up holiday pay: leave taken is not paid again
  for (const l of holiday.rolledUp ? [] : holiday.taken) {
    const rate = rateOn(rates, l.takenOn);
    if (!rate) {
      unrated += 1;
      continue;
    }
    add(rate, 'holiday', l.minutes, 0, Math.max(rate.basePence, holiday.averagePence ?? 0));
  }
  const out = [...lines.values()]
    .map((l) => ({
      ...l,
      amountPence: l.type === 'sleep_in' ? l.units * l.ratePence : amountFor(l.minutes, l.ratePence),
    }))
    .sort((a, b) => a.rateFrom.localeCompare(b.rateFrom) || HOUR_TYPES.indexOf(a.type) - HOUR_TYPES.indexOf(b.type));
  const worked = out.reduce((n, l) => n + l.amountPence, 0);
  if (holiday.rolledUp && worked > 0)
    out.push({
      type: 'rolled_up_holiday',
      rateFrom: out.at(-1)!.rateFrom,
      minutes: 0,
      units: 0,
      ratePence: 0,
      amountPence: rolledUpPence(worked),
    });
  return {
    lines: out,
    minutes: out.reduce((n, l) => n + l.minutes, 0),
    amountPence: out.reduce((n, l) => n + l.amountPence, 0),
    unrated,
  };
}

/** Monthly pay periods (decided: the calendar month, the common UK payroll period for care staff). */
export function payPeriod(month: string): { from: string; to: string; label: string } {
  const [y, m] = month.split('-').map(Number);
  const to = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { from: `${month}-01`, to, label: month };
}

/** Pence → "1234.50" (a payroll bureau's plain amount: no £, no thousands separator). */
export function plainPounds(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Minutes → decimal hours to two places ("7.50"). */
export const hoursText = (minutes: number) => (Math.round((minutes / 60) * 100) / 100).toFixed(2);
