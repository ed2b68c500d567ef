// How often a member of staff is supervised: the home's policy, not a regulation (CH reg 33(4)(b) asks for
// practice-related supervision and sets no frequency; decision 0622). The home's details hold the policy; during
// probation it is more frequent. Pure: the recurring-duty scan reads the inputs and asks this for the interval.
import { addMonths } from '../time/london.ts';

/** The sector's usual practice, used when a home has set nothing. */
export const DEFAULT_SUPERVISION_WEEKS = 6;
export const DEFAULT_PROBATION_SUPERVISION_WEEKS = 4;
/** Probation's length when the contract gives no end: the final review's default (definitions/duties/staff.ts). */
export const DEFAULT_PROBATION_MONTHS = 6;
/** The longest interval a home may set: beyond a quarter, supervision is no longer regular. */
export const MAX_SUPERVISION_WEEKS = 13;

export interface SupervisionPolicy {
  /** The home's details: supervision at least every N weeks, and during probation at least every N weeks. */
  everyWeeks?: unknown;
  probationEveryWeeks?: unknown;
}

export interface Probation {
  /** When they started (the duty's anchor). */
  startOn: string;
  /** The newest contract's "Probation ends", if any. */
  endsOn?: string | null;
  /** A final probation review has said passed or not passed. */
  decided?: boolean;
}

const weeks = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_SUPERVISION_WEEKS ? v : null;
const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** In probation on `today`: until a final review decides it, no later than its end (the contract's, or 6 months). */
export function inProbation(p: Probation, today: string): boolean {
  if (p.decided) return false;
  const end = isDate(p.endsOn) ? p.endsOn : addMonths(p.startOn, DEFAULT_PROBATION_MONTHS);
  return today <= end;
}

/** The weeks between supervisions for this person today: the home's setting (or the default), and during probation
 *  the probation setting, never less often than the usual one. */
export function supervisionWeeks(policy: SupervisionPolicy, probation: Probation, today: string): number {
  const usual = weeks(policy.everyWeeks) ?? DEFAULT_SUPERVISION_WEEKS;
  if (!inProbation(probation, today)) return usual;
  return Math.min(weeks(policy.probationEveryWeeks) ?? DEFAULT_PROBATION_SUPERVISION_WEEKS, usual);
}
