// When a member of staff's next supervision or appraisal is due (DOMAIN §14), pure: from the date the
// last one said (its "next due" field), else the last one's date plus the interval, else their start
// plus the interval. Due soon within `leadDays`; overdue the day after the due date.
import { addDays, addMonths } from '../time/london.ts';
import { daysBetween } from './status.ts';

export type DueState = 'ok' | 'due_soon' | 'overdue';
export interface DueInterval {
  weeks?: number;
  months?: number;
}
/** The default when a home has set no supervision policy (engine/staff/supervision-policy.ts sets each person's). */
export const SUPERVISION_EVERY: DueInterval = { weeks: 6 };
export const APPRAISAL_EVERY: DueInterval = { months: 12 };

export const plus = (date: string, every: DueInterval) =>
  every.weeks ? addDays(date, every.weeks * 7) : addMonths(date, every.months ?? 0);

export interface DueFacts {
  lastOn: string | null;
  nextSaid: string | null;
  startOn: string;
}

export function nextDue(
  f: DueFacts,
  every: DueInterval,
  today: string,
  leadDays: number,
): { dueOn: string; state: DueState; daysLeft: number } {
  const latest = f.lastOn ? plus(f.lastOn, every) : plus(f.startOn, every);
  // a "next due" written on the last record may bring it forward, never push it past the interval
  const dueOn = f.lastOn && f.nextSaid && f.nextSaid >= f.lastOn && f.nextSaid < latest ? f.nextSaid : latest;
  const daysLeft = daysBetween(today, dueOn);
  return { dueOn, state: daysLeft < 0 ? 'overdue' : daysLeft <= leadDays ? 'due_soon' : 'ok', daysLeft };
}
