// The statutory forms' figures the records hold are derived, not typed; the notifications owed are worked out by
// the duties' own rules; and the figures are checked against each other (in SA every restraint is notifiable).
import { describe, expect, it } from 'vitest';
import annualReturn from '../../definitions/statutory/annual-return.ts';
import preForm from '../../definitions/statutory/inspection-pre-form.ts';
import { figureOf, figureQuestions, figureWarnings, owesOfsted } from '../../engine/returns/figures.ts';

const CH = 'children_home';
const SA = 'support_accomodation_for_older_children';
const rec = (kind: string, data: Record<string, unknown>) => ({
  id: '00000000-0000-4000-8000-0000000000aa',
  kind,
  status: 'submitted',
  submission: 1,
  createdAt: new Date('2026-03-01T10:00:00Z'),
  updatedAt: new Date('2026-03-01T10:00:00Z'),
  data,
});

describe('figures the records hold are pre-filled, each question naming its figure', () => {
  const named = (def: typeof preForm) => new Map(figureQuestions(def.schema as never).map((q) => [q.field, q.figure]));
  it('the pre-form', () => {
    const q = named(preForm);
    expect(Object.fromEntries(q)).toMatchObject({
      q12: 'aged16or17',
      q13: 'placedFromOutside',
      q15: 'fullTimeEducationAtEnd',
      q26o: 'returnInterviewsOffered',
      q26c: 'returnInterviewsCompleted',
      q29: 'allegationsAgainstStaff',
      q29l: 'ladoReferrals',
      q30n: 'policeInvolved',
      q31: 'notificationsMade',
      q31o: 'notificationsOwed',
      q37n: 'staffAtEnd',
      q38: 'staffStarted',
      q39: 'staffLeft',
      q41: 'level3HeldOrEnrolled',
      q42: 'supervisionUpToDate',
    });
  });
  it('the SA annual return', () => {
    expect(Object.fromEntries(named(annualReturn as never))).toMatchObject({
      q17: 'placedFromOutside',
      q20: 'returnInterviewsOffered',
      q20c: 'returnInterviewsCompleted',
      q25: 'policeInvolved',
      q29: 'allegationsAgainstStaff',
      q29l: 'ladoReferrals',
      q31: 'notificationsMade',
      q31o: 'notificationsOwed',
      q34: 'complaintsUpheld',
      q36: 'inEducationAtEnd',
      q44: 'staffAtEnd',
      q45: 'staffLeft',
    });
  });
  it('each derived figure says how it was counted (which records, which field)', () => {
    const derived = [
      'placedFromOutside',
      'fullTimeEducationAtEnd',
      'inEducationAtEnd',
      'returnInterviewsOffered',
      'returnInterviewsCompleted',
      'allegationsAgainstStaff',
      'ladoReferrals',
      'policeInvolved',
      'notificationsMade',
      'notificationsOwed',
      'complaintsUpheld',
      'staffAtEnd',
      'staffStarted',
      'staffLeft',
      'level3HeldOrEnrolled',
      'supervisionUpToDate',
    ];
    for (const key of derived) expect(figureOf(key)!.label, key).toMatch(/[:(]/);
  });
});

describe('owesOfsted: the notification duties decide what was owed', () => {
  it('an incident by the incident rule: a serious one, and in SA every restraint', () => {
    expect(owesOfsted(rec('incident', { general: { types: ['exploitation'] } }), CH)).toBe(true);
    expect(owesOfsted(rec('incident', { general: { types: ['damage'], policeInvolved: true } }), CH)).toBe(false);
    const restraint = rec('incident', { general: { types: ['behaviour'] }, intervention: [{ level: 'restraint' }] });
    expect(owesOfsted(restraint, CH)).toBe(false);
    expect(owesOfsted(restraint, SA)).toBe(true);
  });
  it('a safeguarding concern by its category and home type (CCE only in SA), a CP enquiry, a DBS referral', () => {
    const raised = { raisedAt: '2026-03-01T10:00:00Z' };
    expect(owesOfsted(rec('safeguarding', { ...raised, category: ['cse'] }), CH)).toBe(true);
    expect(owesOfsted(rec('safeguarding', { ...raised, category: ['cce'] }), CH)).toBe(false);
    expect(owesOfsted(rec('safeguarding', { ...raised, category: ['cce'] }), SA)).toBe(true);
    expect(owesOfsted(rec('safeguarding', { ...raised, category: ['neglect'] }), CH)).toBe(false);
    expect(
      owesOfsted(
        rec('safeguarding', { ...raised, category: ['neglect'], cpEnquiry: { instigatedAt: '2026-03-02T10:00:00Z' } }),
        CH,
      ),
    ).toBe(true);
  });
  it('a missing episode graded high risk; a medication error judged serious; an accident marked notifiable', () => {
    const found = { discovery: { discoveredAt: '2026-03-01T22:00:00Z' } };
    expect(owesOfsted(rec('missing-episode', { ...found, search: { policeRisk: 'high' } }), CH)).toBe(true);
    expect(owesOfsted(rec('missing-episode', { ...found, search: { policeRisk: 'low' } }), CH)).toBe(false);
    const decided = (ofstedNotifiable: boolean) =>
      rec('medication-error', { managerDecision: { ofstedNotifiable, decidedAt: '2026-03-02T09:00:00Z' } });
    expect(owesOfsted(decided(true), CH)).toBe(true);
    expect(owesOfsted(decided(false), CH)).toBe(false);
    expect(owesOfsted(rec('accident', { notifiable: { reg40: true } }), CH)).toBe(true);
    expect(owesOfsted(rec('accident', { notifiable: { reg40: false } }), CH)).toBe(false);
  });
});

describe('figureWarnings', () => {
  it('in SA, more restraints than notifications made is flagged; in a CH it is not', () => {
    const f = { restraints: 3, notificationsMade: 1 };
    expect(figureWarnings(f, SA).join(' ')).toMatch(/every restraint is notifiable \(SA reg 27\): 3 incidents/);
    expect(figureWarnings(f, CH).join(' ')).not.toMatch(/restraint/);
    expect(figureWarnings({ restraints: 2, notificationsMade: 2 }, SA)).toEqual([]);
  });
  it('owed but not notified, interviews not offered, allegations without a LADO referral', () => {
    const w = figureWarnings(
      {
        owedNotNotified: 1,
        missingEpisodes: 4,
        returnInterviewsOffered: 3,
        allegationsAgainstStaff: 2,
        ladoReferrals: 2,
      },
      CH,
    );
    expect(w).toEqual([
      '1 event the records say Ofsted was owed a notification holds no notification to Ofsted (CH reg 40).',
      '1 missing episode(s) record no return home interview offered.',
    ]);
  });
});
