// RIDDOR 2013 reporting deadlines for an accident record (DOMAIN §15 and the deadlines table): a death, a
// specified injury, a non-worker taken to hospital for treatment, an occupational disease or a dangerous
// occurrence is reported within 10 days; a worker's over-7-day incapacitation within 15 days of the accident.
// The deadline is a task for the home's managers, done when "Reported to HSE on" is filled.
import { addDays, londonDate } from '../time/london.ts';

export const RIDDOR_PREFIX = 'riddor:';
export const RIDDOR_DAYS: Record<string, number> = {
  death_or_specified_injury: 10,
  non_worker_hospital: 10,
  over_seven_day: 15,
  occupational_disease: 10,
  dangerous_occurrence: 10,
};

export interface AccidentFacts {
  id: string;
  archived: boolean;
  data: { occurredAt?: string; riddor?: { reportable?: boolean; category?: string; reportedOn?: string } };
}

export interface RiddorDeadline {
  naturalKey: string;
  /** The London day the report is due by. */
  dueOn: string;
  days: number;
  done: boolean;
  /** Reported after the day it was due: how many days late (0 when in time or not yet reported). */
  daysLate: number;
}

const dayNumber = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / 86_400_000;

/** The reporting deadline an accident carries now, or null (not reportable, no category or date, archived). */
export function riddorDeadline(a: AccidentFacts): RiddorDeadline | null {
  const r = a.data.riddor;
  if (a.archived || r?.reportable !== true || !r.category) return null;
  const days = RIDDOR_DAYS[r.category];
  const occurred = a.data.occurredAt ? new Date(a.data.occurredAt) : null;
  if (!days || !occurred || Number.isNaN(occurred.getTime())) return null;
  const dueOn = addDays(londonDate(occurred), days);
  const reported = r.reportedOn ?? null;
  return {
    naturalKey: `${RIDDOR_PREFIX}${a.id}`,
    dueOn,
    days,
    done: reported !== null,
    daysLate: reported !== null ? Math.max(0, dayNumber(reported) - dayNumber(dueOn)) : 0,
  };
}

/** "Reported in time" / "Reported late (n days after it was due)". */
export function riddorOutcome(d: RiddorDeadline): string {
  if (d.daysLate === 0) return 'Reported in time';
  return `Reported late (${d.daysLate} day${d.daysLate === 1 ? '' : 's'} after it was due)`;
}
