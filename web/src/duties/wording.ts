// How the duties register says things: the areas' names, each state as a badge, and when a duty falls due in
// days ("overdue by 3 days"), with dates as dd/mm/yyyy, as an inspector reads them on paper.
import type { DutyRow, DutyState } from './types.ts';

/** The register's areas (engine/duties/types.ts DUTY_AREAS), in the order the filter offers them. */
export const AREA_LABELS: Record<string, string> = {
  notifications: 'Notifications',
  restraint: 'Restraint and physical intervention',
  safeguarding: 'Safeguarding',
  missing: 'Missing from care',
  medication: 'Medication',
  plans: 'Plans and assessments',
  'visits-and-reviews': 'Visits and reviews',
  'home-checks': 'Home checks',
  premises: 'Premises and safety',
  staff: 'Staff supervision and appraisal',
  qualifications: 'Qualifications',
  complaints: 'Complaints',
  accounts: 'Accounts',
  expiries: 'Expiry dates',
  records: 'Records and data protection',
};

export const areaLabel = (area: string): string => AREA_LABELS[area] ?? area;

const STATE_LABELS: Record<DutyState, string> = {
  overdue: 'Overdue',
  'due-soon': 'Due soon',
  'not-yet-due': 'Not yet due',
  met: 'Up to date',
};

// Colour helps, but the label carries the meaning (never colour alone).
const STATE_TONES: Record<DutyState, string> = {
  overdue: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
  'due-soon': 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  'not-yet-due': 'bg-sunken',
  met: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
};

/** A duty a record's event starts, with no clock running and none met in the last 12 months: nothing is owed. */
const nothingOwed = (r: DutyRow) => r.state === 'met' && !r.nextDue && !r.lastMet;

export const stateLabel = (r: DutyRow): string => (nothingOwed(r) ? 'Nothing due' : STATE_LABELS[r.state]);
export const stateTone = (r: DutyRow): string => (nothingOwed(r) ? 'bg-sunken' : STATE_TONES[r.state]);

/** Whole days from `from` to `to` (calendar days, YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** "Overdue by 3 days", "Due today", "Due tomorrow", "Due in 12 days"; empty when nothing is due. */
export function dueWords(r: DutyRow, today: string): string {
  if (!r.nextDue) return '';
  const n = daysBetween(today, r.nextDue);
  if (r.state === 'overdue' || n < 0) return n < 0 ? `Overdue by ${days(-n)}` : 'Overdue (due today)';
  if (n === 0) return 'Due today';
  if (n === 1) return 'Due tomorrow';
  return `Due in ${days(n)}`;
}

/** "Met late 2 times, 1 month missed" in the last 12 months, or "None late". */
export function lateWords(r: DutyRow): string {
  const parts: string[] = [];
  if (r.metLateLast12Months) {
    const n = r.metLateLast12Months;
    parts.push(`Met late ${n === 1 ? 'once' : `${n} times`}`);
  }
  if (r.missedLast12Months) {
    const n = r.missedLast12Months;
    parts.push(`${n} period${n === 1 ? '' : 's'} missed`);
  }
  return parts.length ? parts.join(', ') : 'None late';
}
