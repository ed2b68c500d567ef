// The reference period of the 48-hour average (Working Time Regulations 1998 reg 4(3)–(7), decision 0430).
// Pure: the days are London dates ('YYYY-MM-DD'), the hours a map from a date to the milliseconds worked on it.
//
// reg 4(3)/(5): 17 weeks, or 26 for the special cases of reg 21 (residential care among them); reg 23(b): up to
// 52 weeks by a collective or workforce agreement. reg 4(6)–(7): days of annual leave, sickness, maternity,
// paternity, adoption and parental leave are "excluded days": the average is (A + B) / C, where B is the time worked
// on as many further working days as were excluded. The rota checker judges a rolling period that ends with the week
// being rostered, so the further days are the worked days just before the period, not after it: the period is made
// whole from the past, which is the rota the manager already knows.

/** A calendar date moved by whole days (plain UTC arithmetic: the checker calls it hundreds of times a shift). */
const dayNumbers = new Map<string, number>();
const dates: string[] = [];
export function plusDays(date: string, days: number): string {
  // dates as day numbers since 1970, both ways kept: parsing and formatting dates is the slow part of the checker
  let n = dayNumbers.get(date);
  if (n === undefined) {
    n = Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
    dayNumbers.set(date, n);
  }
  const m = n + days;
  let out = m >= 0 ? dates[m] : undefined;
  if (out === undefined) {
    out = new Date(m * 86_400_000).toISOString().slice(0, 10);
    if (m >= 0) dates[m] = out;
    dayNumbers.set(out, m);
  }
  return out;
}

/** The weeks an organisation may choose: 17 (reg 4(3)), 26 (reg 4(5), residential care), up to 52 (reg 23(b)). */
export const MIN_REFERENCE_WEEKS = 17;
export const MAX_REFERENCE_WEEKS = 52;
/** Residential care is a reg 21 special case, so the default is 26 weeks (reg 4(5)). */
export const DEFAULT_REFERENCE_WEEKS = 26;

/** A chosen number of weeks made lawful: anything unset or out of range is the residential-care default. */
export function referenceWeeks(chosen: unknown): number {
  return typeof chosen === 'number' && Number.isInteger(chosen) && chosen >= 17 && chosen <= 52
    ? chosen
    : DEFAULT_REFERENCE_WEEKS;
}

/** Leave that makes a day "excluded" (reg 4(6)): annual, sick and the family leaves; not unpaid or other leave. */
export const EXCLUDING_LEAVE = new Set(['annual', 'sick', 'maternity', 'paternity', 'adoption', 'shared_parental']);

export interface ReferenceAverage {
  /** Average milliseconds a week. */
  weekly: number;
  /** Excluded days in the period, made up from the worked days before it. */
  excluded: number;
  /** Worked days found before the period to make up for them (fewer when the history runs out). */
  madeUp: number;
}

/**
 * The weekly average over `weeks` weeks ending the day before `endDate`: time on excluded days is left out, and as
 * many worked days before the period as there were excluded days in it are added, looking back at most `weeks`
 * more weeks.
 */
export function referenceAverage(
  worked: ReadonlyMap<string, number>,
  excluded: ReadonlySet<string>,
  endDate: string,
  weeks: number,
): ReferenceAverage {
  const days = weeks * 7;
  let total = 0;
  let excludedDays = 0;
  for (let i = 1; i <= days; i++) {
    const d = plusDays(endDate, -i);
    if (excluded.has(d)) excludedDays += 1;
    else total += worked.get(d) ?? 0;
  }
  let madeUp = 0;
  for (let i = days + 1; madeUp < excludedDays && i <= 2 * days; i++) {
    const d = plusDays(endDate, -i);
    const ms = excluded.has(d) ? 0 : (worked.get(d) ?? 0);
    if (ms > 0) {
      total += ms;
      madeUp += 1;
    }
  }
  return { weekly: total / weeks, excluded: excludedDays, madeUp };
}
