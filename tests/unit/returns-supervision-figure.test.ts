// "Supervision up to date" on a return is the home's own supervision interval (its policy, more often during
// probation, 6 weeks when none is set), as the supervision duty reads it, not a fixed 6 weeks.
import { describe, expect, it } from 'vitest';
import { figureOf, type StaffFigureRow, supervisionUpToDate } from '../../engine/returns/figures.ts';

const LAST = '2026-10-31';
const person = (o: Partial<StaffFigureRow> = {}): StaffFigureRow => ({
  start: '2024-01-01',
  supervised: null,
  policy: null,
  probationEndsOn: null,
  probationDecided: true,
  ...o,
});

describe('supervisionUpToDate', () => {
  it('no policy: within 6 weeks of the last day (the day 42 days before is too late)', () => {
    expect(supervisionUpToDate(person({ supervised: '2026-09-20' }), LAST)).toBe(true);
    expect(supervisionUpToDate(person({ supervised: '2026-09-19' }), LAST)).toBe(false);
  });
  it("the home's 8-week policy: supervised 7 weeks ago is up to date", () => {
    const policy = { everyWeeks: 8 };
    expect(supervisionUpToDate(person({ supervised: '2026-09-10', policy }), LAST)).toBe(true);
    expect(supervisionUpToDate(person({ supervised: '2026-09-05', policy }), LAST)).toBe(false);
    expect(supervisionUpToDate(person({ supervised: '2026-09-10' }), LAST)).toBe(false);
  });
  it("the home's 4-week policy: supervised 5 weeks ago is not", () => {
    expect(supervisionUpToDate(person({ supervised: '2026-09-26', policy: { everyWeeks: 4 } }), LAST)).toBe(false);
    expect(supervisionUpToDate(person({ supervised: '2026-10-04', policy: { everyWeeks: 4 } }), LAST)).toBe(true);
  });
  it('during probation, its own (shorter) interval; once decided, the usual one', () => {
    const onProbation = { start: '2026-08-01', probationEndsOn: '2027-02-01', probationDecided: false };
    const policy = { everyWeeks: 8, probationEveryWeeks: 2 };
    expect(supervisionUpToDate(person({ ...onProbation, supervised: '2026-10-10', policy }), LAST)).toBe(false);
    expect(supervisionUpToDate(person({ ...onProbation, supervised: '2026-10-20', policy }), LAST)).toBe(true);
    const decided = { ...onProbation, probationDecided: true };
    expect(supervisionUpToDate(person({ ...decided, supervised: '2026-10-10', policy }), LAST)).toBe(true);
  });
  it('never supervised: counted from the day they started', () => {
    expect(supervisionUpToDate(person({ start: '2026-10-10', probationDecided: false }), LAST)).toBe(true);
    // in probation by default (4 weeks): started five weeks before the last day is overdue
    expect(supervisionUpToDate(person({ start: '2026-09-26', probationDecided: false }), LAST)).toBe(false);
    expect(supervisionUpToDate(person({ start: '2026-08-01' }), LAST)).toBe(false);
  });
  it('an interval the home could not set is ignored (6 weeks)', () => {
    expect(supervisionUpToDate(person({ supervised: '2026-09-10', policy: { everyWeeks: 52 } }), LAST)).toBe(false);
  });
  it('the figure runs this rule and its label says so', () => {
    const f = figureOf('supervisionUpToDate')!;
    expect(f.staffTest).toBe(supervisionUpToDate);
    expect(f.label).toMatch(/home's supervision interval/);
  });
});
