// The returns' small pure rules word for word: the consistency warnings (singular and plural, each home type's
// regulation), the period a return may cover, and which questions of a form take a figure.
import { describe, expect, it } from 'vitest';
import { figureQuestions, figureWarnings, periodProblem } from '../../engine/returns/figures.ts';

const CH = 'children_home';
const SA = 'support_accomodation_for_older_children';

describe('figureWarnings word for word', () => {
  it('owed but not notified, singular and plural, with the home type regulation', () => {
    expect(figureWarnings({ owedNotNotified: 1 }, CH)).toEqual([
      '1 event the records say Ofsted was owed a notification holds no notification to Ofsted (CH reg 40).',
    ]);
    expect(figureWarnings({ owedNotNotified: 2, restraints: 0, notificationsMade: 5 }, SA)).toEqual([
      '2 events the records say Ofsted was owed a notification hold no notification to Ofsted (SA reg 27).',
    ]);
    expect(figureWarnings({ owedNotNotified: 0 }, CH)).toEqual([]);
  });
  it('in SA, restraints beyond the notifications made: singular, plural, and none made', () => {
    expect(figureWarnings({ restraints: 1 }, SA)).toEqual([
      'In supported accommodation every restraint is notifiable (SA reg 27): 1 incident of restraint, but 0 events ' +
        'notified to Ofsted in all.',
    ]);
    expect(figureWarnings({ restraints: 3, notificationsMade: 1 }, SA)).toEqual([
      'In supported accommodation every restraint is notifiable (SA reg 27): 3 incidents of restraint, but 1 event ' +
        'notified to Ofsted in all.',
    ]);
    expect(figureWarnings({ restraints: 3, notificationsMade: 3 }, SA)).toEqual([]);
    expect(figureWarnings({ restraints: 3 }, CH)).toEqual([]);
  });
  it('interviews not offered and allegations not referred, counted by the difference; none when equal', () => {
    expect(figureWarnings({ missingEpisodes: 2 }, CH)).toEqual([
      '2 missing episode(s) record no return home interview offered.',
    ]);
    expect(figureWarnings({ missingEpisodes: 2, returnInterviewsOffered: 2 }, CH)).toEqual([]);
    expect(figureWarnings({ allegationsAgainstStaff: 3, ladoReferrals: 1 }, CH)).toEqual([
      '2 allegation(s) against staff record no referral to the LADO.',
    ]);
    expect(figureWarnings({ allegationsAgainstStaff: 1 }, CH)).toEqual([
      '1 allegation(s) against staff record no referral to the LADO.',
    ]);
    expect(figureWarnings({ allegationsAgainstStaff: 1, ladoReferrals: 1 }, CH)).toEqual([]);
    expect(figureWarnings({}, SA)).toEqual([]);
  });
});

describe('periodProblem', () => {
  it('two dates, from on or before to, at most 800 days apart', () => {
    expect(periodProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(periodProblem({ from: '2024-01-01', to: '2026-03-11' })).toBeNull(); // 800 days
    expect(periodProblem({ from: '2024-01-01', to: '2026-03-12' })).toEqual({
      path: '/periodTo',
      message: 'the period is longer than two years',
    });
    expect(periodProblem({ from: '2026-01-02', to: '2026-01-01' })).toEqual({
      path: '/periodTo',
      message: 'must be on or after the start of the period',
    });
  });
  it('a missing, malformed or impossible date is named at its field', () => {
    expect(periodProblem({ to: '2026-01-01' })).toEqual({ path: '/periodFrom', message: 'must be a date' });
    expect(periodProblem({ from: '2026-1-01', to: '2026-01-01' })).toEqual({
      path: '/periodFrom',
      message: 'must be a date',
    });
    expect(periodProblem({ from: 'x2026-01-01', to: '2026-01-01' })?.path).toBe('/periodFrom');
    expect(periodProblem({ from: '2026-01-01x', to: '2026-01-01' })?.path).toBe('/periodFrom');
    expect(periodProblem({ from: '2026-13-45', to: '2026-12-31' })?.path).toBe('/periodFrom');
    expect(periodProblem({ from: '2026-01-01' })).toEqual({ path: '/periodTo', message: 'must be a date' });
    expect(periodProblem({ from: '2026-01-01', to: 20260101 as never })?.path).toBe('/periodTo');
  });
});

describe('figureQuestions', () => {
  it('top-level fields naming a known figure; others (unknown, not a string, no node) are not', () => {
    expect(
      figureQuestions({
        properties: {
          a: { type: 'integer', 'x-figure': 'incidents' },
          b: { type: 'integer', 'x-figure': 'noSuchFigure' },
          c: { type: 'integer', 'x-figure': 3 },
          d: null,
          e: { type: 'string' },
        },
      }),
    ).toEqual([{ field: 'a', figure: 'incidents' }]);
    expect(figureQuestions({})).toEqual([]);
  });
});
