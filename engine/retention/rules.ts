// How long a record is kept, as pure functions of a declared rule and the dates it runs from. A rule whose starting
// date is unknown (a child's date of birth not recorded, a member of staff still employed) gives no end: the record
// is kept. Dates are calendar dates (yyyy-mm-dd); anniversaries of 29 February fall on 28 February.
/** What a period runs from. */
export type RetentionFrom = 'birth' | 'leaving' | 'record-date';

export interface RetentionRule {
  from: RetentionFrom;
  years: number;
  /** A child who died before 18: kept this many years from the death instead (CH reg 36). */
  afterDeathYears?: number;
  /** The regulation or guidance the period comes from, as a person would cite it. */
  source: string;
  /** False where the source could not be read when the rule was written: to be confirmed. */
  verified: boolean;
}

/** The dates a rule may run from; any may be unknown. */
export interface RetentionFacts {
  dateOfBirth?: string | null;
  /** When only the year of birth is known (SPEC §5). */
  birthYear?: number | null;
  diedOn?: string | null;
  leftOn?: string | null;
  recordDate?: string | null;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The same calendar day `years` later, without a clock or time zone (29 February → 28 February). */
export function plusYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const year = y + years;
  const dayOfMonth = m === 2 && d === 29 && !isLeap(year) ? 28 : d;
  return `${pad(year, 4)}-${pad(m, 2)}-${pad(dayOfMonth, 2)}`;
}

/**
 * The latest the person can have been born: the date itself, or the last day of the year when only the year is
 * known (the period is never cut short by guessing an earlier birthday).
 */
export function latestBirth(facts: Pick<RetentionFacts, 'dateOfBirth' | 'birthYear'>): string | null {
  if (facts.dateOfBirth) return facts.dateOfBirth;
  if (facts.birthYear) return `${pad(facts.birthYear, 4)}-12-31`;
  return null;
}

/** True when the death came before the 18th birthday; null when that cannot be told. */
export function diedAsChild(facts: RetentionFacts): boolean | null {
  if (!facts.diedOn) return false;
  // With only the year known, the earliest possible birth decides whether they were surely under 18.
  const earliest = facts.dateOfBirth ?? (facts.birthYear ? `${facts.birthYear}-01-01` : null);
  const latest = latestBirth(facts);
  if (!earliest || !latest) return null;
  if (facts.diedOn < plusYears(earliest, 18)) return true;
  if (facts.diedOn >= plusYears(latest, 18)) return false;
  return null;
}

/** The first day the record may be destroyed, or null while it must be kept whatever the date. */
export function retentionEnds(rule: RetentionRule, facts: RetentionFacts): string | null {
  if (rule.from === 'leaving') return facts.leftOn ? plusYears(facts.leftOn, rule.years) : null;
  if (rule.from === 'record-date') return facts.recordDate ? plusYears(facts.recordDate, rule.years) : null;
  const birth = latestBirth(facts);
  if (rule.afterDeathYears !== undefined && facts.diedOn) {
    const child = diedAsChild(facts);
    if (child === true) return plusYears(facts.diedOn, rule.afterDeathYears);
    if (child === null)
      return birth ? later(plusYears(birth, rule.years), plusYears(facts.diedOn, rule.afterDeathYears)) : null;
  }
  return birth ? plusYears(birth, rule.years) : null;
}

const later = (a: string, b: string) => (a > b ? a : b);

export type RetentionState = 'kept' | 'due' | 'held';

/**
 * Where a record stands on `today`: kept (its period runs, or cannot end yet), due for a director's review, or held
 * (a legal hold stops destruction whatever the date).
 */
export function retentionState(end: string | null, today: string, held: boolean): RetentionState {
  if (held) return 'held';
  return end !== null && end <= today ? 'due' : 'kept';
}

/** Operational data kept for days, not years: what was written before the returned instant may be removed. */
export function purgeBefore(days: number, now: Date): Date {
  if (!Number.isInteger(days) || days < 1) throw new Error(`a retention of ${days} days is not a period`);
  return new Date(now.getTime() - days * 86_400_000);
}

/**
 * When a whole file (a young person's records of every kind) may go: once its longest-kept record may. Null while
 * any record must be kept whatever the date, and for an empty file (nothing to decide).
 */
export function fileEnds(ends: (string | null)[]): string | null {
  if (ends.length === 0 || ends.some((e) => e === null)) return null;
  return (ends as string[]).reduce(later);
}
