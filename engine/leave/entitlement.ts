// Holiday entitlement and balances (DOMAIN §18; Working Time Regulations 1998 regs 13, 13A, 15B).
// Pure: dates are 'YYYY-MM-DD' calendar dates, amounts in days (two decimals) or whole minutes.
// Statutory leave is 5.6 weeks, capped at 28 days; part-timers get it pro rata; a part leave year
// (joining or leaving) is pro rata by days employed, rounded up to the next half day (GOV.UK: round
// up, never down). Irregular-hours and part-year workers accrue 12.07 % of the hours they work.

export const STATUTORY_WEEKS = 5.6;
export const STATUTORY_CAP_DAYS = 28;
/** Basis points of hours worked that an irregular-hours worker accrues as leave (12.07 %). */
export const ACCRUAL_BASIS_POINTS = 1207;

/** Leave types that draw on the annual leave balance; sickness, bereavement, parental and unpaid leave do not. */
export const BALANCE_TYPES = new Set(['annual']);

export interface LeaveSettings {
  daysPerWeek: number;
  hoursPerDay: number;
  irregularHours: boolean;
  unit: 'days' | 'hours';
  yearStartMonth: number;
  employmentStart: string | null;
  extraDays: number;
  carriedOverDays: number;
}
export const DEFAULT_SETTINGS: LeaveSettings = {
  daysPerWeek: 5,
  hoursPerDay: 7.5,
  irregularHours: false,
  unit: 'days',
  yearStartMonth: 4,
  employmentStart: null,
  extraDays: 0,
  carriedOverDays: 0,
};

const DAY_MS = 86_400_000;
const toUtc = (d: string) => Date.parse(`${d}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const pad2 = (n: number) => String(n).padStart(2, '0');

/** Days from a to b inclusive (calendar days). */
export const daysInclusive = (a: string, b: string) => Math.round((toUtc(b) - toUtc(a)) / DAY_MS) + 1;

/** The leave year containing `on`, starting on the 1st of `startMonth`. */
export function leaveYear(on: string, startMonth: number): { start: string; end: string } {
  const year = Number(on.slice(0, 4));
  const month = Number(on.slice(5, 7));
  const startYear = month >= startMonth ? year : year - 1;
  const start = `${startYear}-${pad2(startMonth)}-01`;
  const end = fromUtc(Date.UTC(startYear + 1, startMonth - 1, 1) - DAY_MS);
  return { start, end };
}

/** 5.6 weeks of the person's working week, never more than 28 days. */
export function statutoryDays(daysPerWeek: number): number {
  return Math.min(Math.round(STATUTORY_WEEKS * daysPerWeek * 100) / 100, STATUTORY_CAP_DAYS);
}

/** Round up to the next half day (0.5). */
export const roundUpHalf = (days: number) => Math.ceil(Math.round(days * 100) / 50) / 2;

/** A full year's days scaled to the part of the leave year the person is employed in it. */
export function proRata(
  fullDays: number,
  year: { start: string; end: string },
  employmentStart: string | null,
): number {
  if (!employmentStart || employmentStart <= year.start) return fullDays;
  if (employmentStart > year.end) return 0;
  return roundUpHalf((fullDays * daysInclusive(employmentStart, year.end)) / daysInclusive(year.start, year.end));
}

/** Leave accrued by an irregular-hours worker from the minutes they worked, in whole minutes (rounded down). */
export function accruedMinutes(workedMinutes: number): number {
  return Math.floor((Math.max(0, workedMinutes) * ACCRUAL_BASIS_POINTS) / 10_000);
}

/** The year's entitlement in days: statutory (pro rata) + contractual extra + carried over. */
export function entitlementDays(s: LeaveSettings, year: { start: string; end: string }): number {
  const full = statutoryDays(s.daysPerWeek) + s.extraDays;
  return proRata(full, year, s.employmentStart) + s.carriedOverDays;
}

/**
 * Days of leave a request takes: each day in the range that is a working day for the person
 * (Monday to Friday for up to five days a week; every day for a six- or seven-day week), or half
 * a day, or a part day of `minutes` against the person's working day.
 */
export function requestDays(
  r: { startsOn: string; endsOn: string; partDay?: 'am' | 'pm' | null; minutes?: number | null },
  s: Pick<LeaveSettings, 'daysPerWeek' | 'hoursPerDay'>,
): number {
  if (r.endsOn < r.startsOn) return 0;
  if (r.minutes) return Math.round((r.minutes / (s.hoursPerDay * 60)) * 100) / 100;
  if (r.partDay) return 0.5;
  const everyDay = s.daysPerWeek > 5;
  let days = 0;
  for (let t = toUtc(r.startsOn); t <= toUtc(r.endsOn); t += DAY_MS) {
    const weekday = new Date(t).getUTCDay();
    if (everyDay || (weekday !== 0 && weekday !== 6)) days += 1;
  }
  return days;
}

/** A shift the person is rostered on: its London date and its paid minutes (less the break). */
export interface RosteredDay {
  date: string;
  minutes: number;
}

/**
 * What a request takes, charged as the person works (decision 0431): the shifts they are rostered on in the
 * period — days are the dates with a shift, hours the shifts' hours — or, where the rota for the period is not yet
 * made, their share of the working days (requestDays × days a week / 5, or / 7 for a six- or seven-day week) at their
 * contracted hours a day. A half day is half of that day's shift;
 * hours instead are themselves.
 */
export function requestCharge(
  r: { startsOn: string; endsOn: string; partDay?: 'am' | 'pm' | null; minutes?: number | null },
  s: Pick<LeaveSettings, 'daysPerWeek' | 'hoursPerDay'>,
  rostered: RosteredDay[],
): { days: number; hours: number } {
  const round = (n: number) => Math.round(n * 100) / 100;
  if (r.endsOn < r.startsOn) return { days: 0, hours: 0 };
  // without a rota, a whole day's leave is the share of the working week the person is contracted for: a
  // three-day worker's week off is three days, not five
  const share = r.minutes || r.partDay ? 1 : Math.min(1, s.daysPerWeek / (s.daysPerWeek > 5 ? 7 : 5));
  const contracted = round(requestDays(r, s) * share);
  if (r.minutes) return { days: contracted, hours: round(r.minutes / 60) };
  const inRange = rostered.filter((d) => d.date >= r.startsOn && d.date <= r.endsOn && d.minutes > 0);
  if (!inRange.length) return { days: contracted, hours: round(contracted * s.hoursPerDay) };
  const minutes = inRange.reduce((t, d) => t + d.minutes, 0);
  if (r.partDay) return { days: 0.5, hours: round(minutes / 120) };
  return { days: new Set(inRange.map((d) => d.date)).size, hours: round(minutes / 60) };
}

/**
 * A request counted again after its person's rota changed (decision 0970): the charge it now takes and the reason its
 * history keeps, or null when the change leaves it as it was. A request made before charges had hours has none.
 */
export function recharged(
  was: { days?: unknown; hours?: unknown },
  now: { days: number; hours: number },
): { days: number; hours: number; reason: string } | null {
  const days = Number(was.days ?? 0);
  const hours = was.hours == null ? null : Number(was.hours);
  if (days === now.days && hours === now.hours) return null;
  const said = (d: number, h: number | null) => `${d} ${d === 1 ? 'day' : 'days'}${h === null ? '' : ` (${h} hours)`}`;
  return { ...now, reason: `The rota changed: it now takes ${said(now.days, now.hours)}, not ${said(days, hours)}.` };
}

export interface BalanceRequest {
  startsOn: string;
  endsOn: string;
  leaveType: string;
  status: string;
  days: number;
  /** The hours it takes, where counted from the rota (requests made before that have only days). */
  hours?: number | null;
}

export interface Balance {
  unit: 'days' | 'hours';
  entitlement: number;
  toil: number;
  taken: number;
  booked: number;
  requested: number;
  remaining: number;
}

/**
 * Entitlement, taken (approved, started by `today`), booked (approved, still to come), requested (awaiting a
 * decision) and remaining in the leave year, in the person's unit. TOIL minutes add to what can be taken.
 * For an irregular-hours worker the entitlement is what they have accrued (`accrued` minutes).
 */
export function balance(
  s: LeaveSettings,
  year: { start: string; end: string },
  requests: BalanceRequest[],
  today: string,
  extra: { toilMinutes?: number; accruedMinutes?: number } = {},
): Balance {
  const dayMinutes = s.hoursPerDay * 60;
  const entitlementInDays = s.irregularHours
    ? (extra.accruedMinutes ?? 0) / dayMinutes + s.carriedOverDays
    : entitlementDays(s, year);
  const toilDays = (extra.toilMinutes ?? 0) / dayMinutes;
  let taken = 0,
    booked = 0,
    requested = 0;
  for (const r of requests) {
    if (!BALANCE_TYPES.has(r.leaveType) || r.endsOn < year.start || r.startsOn > year.end) continue;
    // in hours, a request takes the hours it was charged (its shifts); in days, its days
    const days = s.unit === 'hours' && r.hours != null ? r.hours / s.hoursPerDay : r.days;
    if (r.status === 'requested') requested += days;
    else if (r.status === 'approved') {
      if (r.startsOn <= today) taken += days;
      else booked += days;
    }
  }
  const inUnit = (days: number) =>
    s.unit === 'hours' ? Math.round(days * s.hoursPerDay * 100) / 100 : Math.round(days * 100) / 100;
  const entitlement = inUnit(entitlementInDays);
  const toil = inUnit(toilDays);
  return {
    unit: s.unit,
    entitlement,
    toil,
    taken: inUnit(taken),
    booked: inUnit(booked),
    requested: inUnit(requested),
    remaining: inUnit(entitlementInDays + toilDays - taken - booked),
  };
}

/** Would approving these days leave the person below nothing? (the approver is told, not stopped) */
export const overdraws = (b: Balance, days: number, hoursPerDay: number) =>
  b.remaining - (b.unit === 'hours' ? days * hoursPerDay : days) < 0;

/** Do two date ranges share a day? */
export const overlaps = (a: { startsOn: string; endsOn: string }, b: { startsOn: string; endsOn: string }) =>
  a.startsOn <= b.endsOn && b.startsOn <= a.endsOn;

/** The state changes a leave request allows: who may do which is engine/access/leave.ts. */
export function canMove(from: string, to: 'approved' | 'rejected' | 'cancelled'): boolean {
  if (to === 'cancelled') return from === 'requested' || from === 'approved';
  return from === 'requested';
}

/** Has the leave begun (the person may no longer cancel it themselves)? */
export const hasStarted = (startsOn: string, today: string) => startsOn <= today;

export { fromUtc as dateFromMs, toUtc as msFromDate };
