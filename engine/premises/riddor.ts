// RIDDOR 2013 as the regulations read (docs/decisions/0511-riddor-as-the-regulations-read.md). Verified on
// legislation.gov.uk: a death of any person (reg 6), a worker's specified injury (reg 4(1)), a non-worker taken from
// the scene to hospital for treatment (reg 5) and a dangerous occurrence (reg 7) are notified to HSE by the quickest
// practicable means without delay, then reported within 10 days (Sch 1 para 1); a worker incapacitated for more than
// seven consecutive days is reported within 15 days of the accident (reg 4(2)); a diagnosed occupational disease is
// reported without delay from the diagnosis (reg 8, Sch 1 para 2). A worker's over-3-day injury is recorded, not
// reported (reg 12, unverified). "Without delay" is due by the end of the London day of the event.
// Each step is a task for the home's managers (workers/processors/accidents.ts); the wording is the duty's.
import { addDays, londonDate } from '../time/london.ts';

export const RIDDOR_PREFIX = 'riddor:';

interface CategoryRule {
  /** Told to HSE by the quickest practicable means, the same day. */
  tell: boolean;
  /** The report within this many days (0: the same day); null: recorded, never reported. */
  reportDays: number | null;
  /** Counted from the diagnosis (a disease) rather than the accident. */
  fromDiagnosis?: boolean;
  /** Only a person at work (a member of staff) can be in this category. */
  workersOnly?: boolean;
  /** Only a person not at work (a child, a visitor). */
  nonWorkersOnly?: boolean;
}

export const RIDDOR_RULES: Record<string, CategoryRule> = {
  death: { tell: true, reportDays: 10 },
  worker_specified_injury: { tell: true, reportDays: 10, workersOnly: true },
  non_worker_hospital: { tell: true, reportDays: 10, nonWorkersOnly: true },
  dangerous_occurrence: { tell: true, reportDays: 10 },
  worker_over_seven_day: { tell: false, reportDays: 15, workersOnly: true },
  worker_over_three_day: { tell: false, reportDays: null, workersOnly: true },
  occupational_disease: { tell: false, reportDays: 0, fromDiagnosis: true, workersOnly: true },
  // older records' categories, before workers and non-workers were told apart
  death_or_specified_injury: { tell: true, reportDays: 10 },
  over_seven_day: { tell: false, reportDays: 15, workersOnly: true },
};

export interface AccidentFacts {
  id: string;
  archived: boolean;
  data: {
    occurredAt?: string;
    injuredPerson?: { personType?: string };
    riddor?: {
      reportable?: boolean;
      category?: string;
      reportedOn?: string;
      hseToldAt?: string;
      diagnosedOn?: string;
    };
  };
}

export interface RiddorDeadline {
  naturalKey: string;
  /** 'tell': HSE told by the quickest means; 'report': the report sent. */
  step: 'tell' | 'report';
  /** The London day it is due by. */
  dueOn: string;
  /** Days from the event (0: the same day). */
  days: number;
  done: boolean;
  /** Done after the day it was due: how many days late (0 when in time or not yet done). */
  daysLate: number;
}

const dayNumber = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / 86_400_000;
const dayOf = (v: string | undefined): string | null => {
  if (!v) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : londonDate(d);
};

/** The steps a reportable accident carries now (none: not reportable, only recorded, no date, or archived). */
export function riddorDeadlines(a: AccidentFacts): RiddorDeadline[] {
  const r = a.data.riddor;
  if (a.archived || r?.reportable !== true || !r.category) return [];
  const rule = RIDDOR_RULES[r.category];
  if (!rule || rule.reportDays === null) return [];
  const from = dayOf(rule.fromDiagnosis ? r.diagnosedOn : a.data.occurredAt);
  if (!from) return [];
  const step = (s: RiddorDeadline['step'], days: number, doneOn: string | null): RiddorDeadline => {
    const dueOn = addDays(from, days);
    return {
      naturalKey: s === 'report' ? `${RIDDOR_PREFIX}${a.id}` : `${RIDDOR_PREFIX}${a.id}:tell`,
      step: s,
      dueOn,
      days,
      done: doneOn !== null,
      daysLate: doneOn !== null ? Math.max(0, dayNumber(doneOn) - dayNumber(dueOn)) : 0,
    };
  };
  const out: RiddorDeadline[] = [];
  if (rule.tell) out.push(step('tell', 0, dayOf(r.hseToldAt)));
  out.push(step('report', rule.reportDays, dayOf(r.reportedOn)));
  return out;
}

/** The reporting deadline alone (the step the register has always shown), or null. */
export const riddorDeadline = (a: AccidentFacts): RiddorDeadline | null =>
  riddorDeadlines(a).find((d) => d.step === 'report') ?? null;

/** "Reported in time" / "Reported late (n days after it was due)" ("HSE told …" for the first step). */
export function riddorOutcome(d: RiddorDeadline): string {
  const what = d.step === 'tell' ? 'HSE told' : 'Reported';
  if (d.daysLate === 0) return `${what} in time`;
  return `${what} late (${d.daysLate} day${d.daysLate === 1 ? '' : 's'} after it was due)`;
}

/**
 * What is wrong with the RIDDOR decision as recorded, as sentences: a worker's category for a child or a visitor (a
 * child is never "at work" in their own home), a non-worker's for staff, a disease with no diagnosis date, an
 * over-3-day injury marked for reporting.
 */
export function riddorProblems(a: AccidentFacts): string[] {
  const r = a.data.riddor;
  if (r?.reportable !== true || !r.category) return [];
  const rule = RIDDOR_RULES[r.category];
  if (!rule) return [];
  const who = a.data.injuredPerson?.personType;
  const out: string[] = [];
  if (rule.workersOnly && (who === 'young_person' || who === 'visitor'))
    out.push('This category is for a person at work: a child or a visitor is not at work.');
  if (rule.nonWorkersOnly && who === 'staff')
    out.push('This category is for a person not at work: for a member of staff choose a worker category.');
  if (rule.fromDiagnosis && !dayOf(r.diagnosedOn))
    out.push("An occupational disease is reported from the doctor's written diagnosis: give the date.");
  if (rule.reportDays === null) out.push('An over-3-day injury is recorded here, not reported to HSE.');
  return out;
}
