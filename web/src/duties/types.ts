// The answer of GET /api/duties/register (engine/duties/register.ts): the duties at the homes in view, each with
// its source, subject, next due, last met and how often it was met late (or, for calendar periods, missed).
import type { HomeType } from '../types.ts';

export type DutyState = 'met' | 'not-yet-due' | 'due-soon' | 'overdue';

export interface DutyRow {
  duty: string;
  area: string;
  title: string;
  /** The regulation and paragraph, "(unverified)" or "(practice, not a regulation)" said in the text itself. */
  source: string;
  verified: boolean;
  practice: boolean;
  /** "within 24 hours", "once in each calendar month", "every 6 weeks from the last time met". */
  period: string;
  homeId: string;
  homeName: string;
  subject: { kind: 'young-person' | 'staff' | 'home' | 'organisation'; id: string; name: string };
  /** Calendar days (YYYY-MM-DD). */
  nextDue: string | null;
  lastMet: string | null;
  metLateLast12Months: number;
  missedLast12Months: number;
  state: DutyState;
  /** A record's clocks still running (duties an event starts): each opens its record. */
  open: { taskId: string; recordId: string | null; dueAt: string; overdue: boolean; link: string | null }[];
  /** Where the API says the row opens (its subject, or the duty's record list). */
  link: string;
}

export interface DutyRegister {
  asOf: string;
  homes: { id: string; name: string; type: HomeType }[];
  rows: DutyRow[];
}
