// Competency before "given" (engine/medication/competency.ts): an in-date medication course and a signed observed
// assessment from the last 12 months; who signed it; a second checker for new staff; what others may still record.
import { describe, expect, it } from 'vitest';
import {
  type AssessmentEvidence,
  competencyOn,
  competencyVerdict,
  isMedicationCourse,
  type TrainingEvidence,
} from '../../engine/medication/competency.ts';
import { DOSE_OUTCOMES } from '../../engine/medication/rules.ts';

const ME = 'sam';
const course = (over: Partial<TrainingEvidence> = {}): TrainingEvidence => ({
  course: 'Medication',
  completedOn: '2026-03-01',
  expiresOn: '2027-03-01',
  ...over,
});
const assessment = (over: Partial<AssessmentEvidence> = {}): AssessmentEvidence => ({
  assessedOn: '2026-04-10',
  outcome: 'competent',
  complete: true,
  assessorId: 'marcus',
  signedBy: 'marcus',
  needsSecondChecker: false,
  ...over,
});

describe('competency on a day', () => {
  it('holds with an in-date course and a signed assessment, until the earlier of the two ends', () => {
    expect(competencyOn('2026-11-27', ME, [course()], [assessment()])).toEqual({
      competent: true,
      missing: [],
      needsSecondChecker: false,
      until: '2027-03-01',
    });
    expect(competencyOn('2026-11-27', ME, [course({ expiresOn: null })], [assessment()]).until).toBe('2027-04-09');
  });
  it('an assessment holds for 365 days from the day observed, not one day more', () => {
    expect(competencyOn('2027-04-09', ME, [course({ expiresOn: null })], [assessment()]).competent).toBe(true);
    expect(competencyOn('2027-04-10', ME, [course({ expiresOn: null })], [assessment()])).toMatchObject({
      competent: false,
      missing: ['signed observed competency assessment from the last 12 months'],
    });
    expect(competencyOn('2026-04-09', ME, [course()], [assessment()]).competent).toBe(false);
  });
  it('a course counts from the day attended to its expiry (a course that does not expire counts)', () => {
    expect(competencyOn('2027-03-01', ME, [course()], [assessment()]).competent).toBe(true);
    expect(competencyOn('2027-03-02', ME, [course()], [assessment()]).missing).toEqual(['in-date medication course']);
    expect(competencyOn('2026-02-28', ME, [course()], [assessment({ assessedOn: '2026-02-01' })]).competent).toBe(
      false,
    );
    expect(competencyOn('2026-11-27', ME, [course({ course: 'Safeguarding' })], [assessment()]).competent).toBe(false);
    expect(competencyOn('2026-11-27', ME, [course({ completedOn: null })], [assessment()]).competent).toBe(false);
    expect(isMedicationCourse('Safe handling of medicines')).toBe(true);
    expect(isMedicationCourse('First aid')).toBe(false);
  });
  it('only a completed, competent assessment signed by its assessor, who is someone else, counts', () => {
    const day = '2026-11-27';
    for (const bad of [
      assessment({ complete: false }),
      assessment({ outcome: 'not_yet' }),
      assessment({ signedBy: 'alex' }),
      assessment({ signedBy: null }),
      assessment({ assessorId: null, signedBy: null }),
      assessment({ assessorId: ME, signedBy: ME }),
      assessment({ assessedOn: null }),
    ])
      expect(competencyOn(day, ME, [course()], [bad]).competent).toBe(false);
    expect(competencyOn(day, ME, [], [])).toMatchObject({
      competent: false,
      missing: ['in-date medication course', 'signed observed competency assessment from the last 12 months'],
      until: null,
    });
  });
  it('the newest assessment says whether a second checker is needed', () => {
    const newer = assessment({ assessedOn: '2026-10-01', needsSecondChecker: true });
    expect(competencyOn('2026-11-27', ME, [course()], [assessment(), newer]).needsSecondChecker).toBe(true);
    expect(
      competencyOn('2026-11-27', ME, [course()], [newer, assessment({ assessedOn: '2026-11-01' })]).needsSecondChecker,
    ).toBe(false);
  });
});

describe('what a person may record', () => {
  const not = competencyOn('2026-11-27', ME, [], [assessment()]);
  const yes = competencyOn('2026-11-27', ME, [course()], [assessment()]);
  it('a dose given and a controlled-drug move need competency, saying what is missing', () => {
    const v = competencyVerdict('given', not);
    expect(v).toEqual({
      ok: false,
      reason:
        'You have no in-date medication course, so cannot record a dose as given. You can still record a dose not given (refused, omitted, …) with its reason.',
    });
    expect(competencyVerdict('cd-move', not, 'the witness')).toEqual({
      ok: false,
      reason: 'The witness has no in-date medication course, so cannot move controlled-drug stock.',
    });
    expect(competencyVerdict('given', yes)).toEqual({ ok: true });
    expect(competencyVerdict('cd-move', yes)).toEqual({ ok: true });
  });
  it('every outcome but given is open to anyone who may record, so the round is never blocked', () => {
    for (const o of DOSE_OUTCOMES.filter((x) => x !== 'given')) expect(competencyVerdict(o, not)).toEqual({ ok: true });
  });
});
