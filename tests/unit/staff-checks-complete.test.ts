// "Checks complete" (engine/staff/checks-complete.ts): one rule for whether a hire may work unsupervised, and the
// rota's question of it: an unchecked person with no checked colleague on shift at the same time.
import { describe, expect, it } from 'vitest';
import { example } from '../../definitions/staff/examples/application.ts';
import { checksComplete, shiftsWithoutCheckedColleague } from '../../engine/staff/checks-complete.ts';

const TODAY = '2026-11-05';
const H = 3_600_000;
const shift = (id: string, staffId: string | null, from: number, to: number) => ({
  id,
  staffId,
  start: from * H,
  end: to * H,
});

describe('checksComplete', () => {
  it('is the same rule as Make employee: a full application is complete, one missing a check is not', () => {
    expect(checksComplete(structuredClone(example), TODAY)).toBe(true);
    const d = structuredClone(example) as Record<string, any>;
    d.dbs.barredListChecked = false;
    expect(checksComplete(d, TODAY)).toBe(false);
    expect(checksComplete({}, TODAY)).toBe(false);
  });
  it('someone not hired through an application is taken as checked', () => {
    expect(checksComplete(null, TODAY)).toBe(true);
  });
});

describe('shiftsWithoutCheckedColleague', () => {
  const unchecked = new Set(['new']);
  it('an unchecked person alone on shift is flagged', () => {
    const all = [shift('a', 'new', 20, 32)];
    expect(shiftsWithoutCheckedColleague(new Set(['a']), all, unchecked).map((s) => s.id)).toEqual(['a']);
  });
  it('a checked colleague on an overlapping shift is enough', () => {
    const all = [shift('a', 'new', 20, 32), shift('b', 'sam', 22, 34)];
    expect(shiftsWithoutCheckedColleague(new Set(['a']), all, unchecked)).toEqual([]);
  });
  it('a colleague before or after, an open shift, or another unchecked person is not', () => {
    const u = new Set(['new', 'new2']);
    const all = [
      shift('a', 'new', 20, 32),
      shift('b', 'sam', 8, 20),
      shift('c', null, 20, 32),
      shift('d', 'new2', 20, 32),
      shift('e', 'sam', 32, 40),
    ];
    expect(shiftsWithoutCheckedColleague(new Set(['a']), all, u).map((s) => s.id)).toEqual(['a']);
  });
  it('only the changed shifts are judged; checked people are never flagged', () => {
    const all = [shift('a', 'new', 20, 32), shift('b', 'sam', 0, 4)];
    expect(shiftsWithoutCheckedColleague(new Set(['b']), all, unchecked)).toEqual([]);
    expect(shiftsWithoutCheckedColleague(new Set(), all, unchecked)).toEqual([]);
  });
  it('the same person on two shifts does not supervise themself', () => {
    const all = [shift('a', 'new', 20, 32), shift('b', 'new', 20, 32)];
    expect(shiftsWithoutCheckedColleague(new Set(['a']), all, unchecked).map((s) => s.id)).toEqual(['a']);
  });
});
