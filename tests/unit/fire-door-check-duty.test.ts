// The fire door check is a duty of every home: monthly, met only by a submitted home check of that type marked done
// (a missed check is not a met one), and the home check form offers it.
import { describe, expect, it } from 'vitest';
import { dutyOf } from '../../definitions/duties/index.ts';
import { homeCheckTypes } from '../../definitions/lists/home.ts';

describe('fire door check', () => {
  it('is due monthly, met by a submitted home check of type fire doors that was done', () => {
    const d = dutyOf('home-check-fire-doors');
    expect(d.subject).toBe('home');
    expect(d.period).toEqual({ within: 'every', every: { months: 1 } });
    expect(d.met).toEqual([
      { record: { kinds: ['home-check'], state: 'submitted', match: { checkType: ['fire_doors'], done: ['true'] } } },
    ]);
  });
  it('is a type of home check staff can record', () => {
    expect(homeCheckTypes.items.map((i) => i.value)).toContain('fire_doors');
  });
});
