// Competency before "given" (NICE SC1: staff who give medicines have had training and are assessed as competent,
// at least yearly; recommendation numbers unverified here): a member of staff may record a dose as given, or a
// controlled-drug stock move, only with an in-date medication course and a signed observed competency assessment
// from the last 12 months. Anyone who may record medicines may still record a dose not given, so a round is never
// blocked (decision 0412). Pure: the evidence is passed in.
import { addDays } from '../time/london.ts';
import type { DoseOutcome } from './rules.ts';

/** How long an observed assessment holds: a year, then it is assessed again. */
export const ASSESSMENT_VALID_DAYS = 365;

export interface TrainingEvidence {
  course: string;
  completedOn: string | null;
  expiresOn: string | null;
}
/** A `medication-competency` record about the person. Only a completed (signed) one counts. */
export interface AssessmentEvidence {
  assessedOn: string | null;
  outcome: string | null;
  complete: boolean;
  assessorId: string | null;
  /** who completed it: completing is the assessor's signature, so it counts only when they did */
  signedBy: string | null;
  needsSecondChecker: boolean;
}
export interface Competency {
  competent: boolean;
  /** what is missing, in words, when not competent */
  missing: string[];
  /** a new member of staff assessed competent on condition that a second competent person checks their doses */
  needsSecondChecker: boolean;
  /** the last day it holds (the earlier of the course's expiry and the assessment's year) */
  until: string | null;
}

/** Course names that are medication training (as the rota's skills read them). */
export const isMedicationCourse = (course: string) => /medication|medicines/i.test(course);

/** A person's competency on a London day, from their training records and competency assessments. */
export function competencyOn(
  day: string,
  staffId: string,
  training: TrainingEvidence[],
  assessments: AssessmentEvidence[],
): Competency {
  const course = training
    .filter((t) => isMedicationCourse(t.course) && t.completedOn !== null && t.completedOn <= day)
    .filter((t) => t.expiresOn === null || t.expiresOn >= day)
    .sort((a, b) => (b.expiresOn ?? '9999').localeCompare(a.expiresOn ?? '9999'))[0];
  const assessment = assessments
    .filter(
      (a) =>
        a.complete &&
        a.outcome === 'competent' &&
        a.assessedOn !== null &&
        a.assessedOn <= day &&
        addDays(a.assessedOn, ASSESSMENT_VALID_DAYS) > day &&
        a.assessorId !== null &&
        a.assessorId !== staffId &&
        a.signedBy === a.assessorId,
    )
    .sort((a, b) => b.assessedOn!.localeCompare(a.assessedOn!))[0];
  const missing: string[] = [];
  if (!course) missing.push('in-date medication course');
  if (!assessment) missing.push('signed observed competency assessment from the last 12 months');
  const ends = [
    course?.expiresOn ?? null,
    assessment ? addDays(assessment.assessedOn!, ASSESSMENT_VALID_DAYS - 1) : null,
  ]
    .filter((d): d is string => d !== null)
    .sort();
  return {
    competent: missing.length === 0,
    missing,
    needsSecondChecker: assessment?.needsSecondChecker === true,
    until: missing.length ? null : (ends[0] ?? null),
  };
}

/** Outcomes that need a competent recorder: a dose given (the medicine went in by this person's hand). */
export const NEEDS_COMPETENCY: readonly DoseOutcome[] = ['given'];

export type CompetencyVerdict = { ok: true } | { ok: false; reason: string };

/** May this person record this outcome (or, with `cd`, a controlled-drug stock move)? */
export function competencyVerdict(
  what: DoseOutcome | 'cd-move' | 'check',
  c: Competency,
  who: 'you' | 'the witness' = 'you',
): CompetencyVerdict {
  if (what !== 'cd-move' && what !== 'check' && !NEEDS_COMPETENCY.includes(what)) return { ok: true };
  if (c.competent) return { ok: true };
  const act =
    what === 'cd-move'
      ? 'move controlled-drug stock'
      : what === 'check'
        ? 'check a transcription onto the MAR'
        : 'record a dose as given';
  const subject = who === 'you' ? 'You have' : 'The witness has';
  return {
    ok: false,
    reason: `${subject} no ${c.missing.join(' and no ')}, so cannot ${act}${who === 'you' && what !== 'cd-move' && what !== 'check' ? '. You can still record a dose not given (refused, omitted, …) with its reason' : ''}.`,
  };
}
