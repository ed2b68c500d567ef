// The comparison screen's rules: which fields are asked about, which side each keeps by default, and the record a
// choice makes (nothing of either side lost unless the person chose so).
import { describe, expect, it } from 'vitest';
import { compareVersions, defaultSide, mergeChoices } from '../../web/src/offline/compareVersions.ts';

const was = { date: '2026-11-27', shift: 'late', presentation: 'settled', health: 'Well' };
const theirs = { ...was, presentation: 'unsettled', staffOnShift: ['s1'] };
const mine = { ...was, health: 'A cold', presentation: 'happy', meals: [{ meal: 'tea', eaten: 'all' }] };
const order = ['date', 'shift', 'staffOnShift', 'presentation', 'meals', 'health'];

describe('comparing a queued write with the colleague’s newer version', () => {
  it('asks only about fields the two versions hold differently, in the form’s order', () => {
    const rows = compareVersions(was, theirs, mine, order);
    expect(rows.map((r) => r.field)).toEqual(['staffOnShift', 'presentation', 'meals', 'health']);
    const presentation = rows.find((r) => r.field === 'presentation')!;
    expect(presentation).toMatchObject({ was: 'settled', theirs: 'unsettled', mine: 'happy' });
    expect(presentation.changedByMe && presentation.changedByThem).toBe(true);
  });

  it('keeps by default each side’s own change, and the person’s where both changed a field', () => {
    const rows = compareVersions(was, theirs, mine, order);
    const sides = Object.fromEntries(rows.map((r) => [r.field, defaultSide(r)]));
    expect(sides).toEqual({ staffOnShift: 'theirs', presentation: 'mine', meals: 'mine', health: 'mine' });
    // the default merge loses no change of either side
    expect(mergeChoices(theirs, mine, sides)).toEqual({
      ...was,
      staffOnShift: ['s1'],
      presentation: 'happy',
      meals: [{ meal: 'tea', eaten: 'all' }],
      health: 'A cold',
    });
  });

  it('a field the person cleared, kept as theirs, is cleared; object key order is not a difference', () => {
    const cleared: Record<string, unknown> = { ...was };
    delete cleared.health;
    expect(mergeChoices(was, cleared, { health: 'mine' })).not.toHaveProperty('health');
    const a = { meals: [{ meal: 'tea', eaten: 'all' }] };
    const b = { meals: [{ eaten: 'all', meal: 'tea' }] };
    expect(compareVersions({}, a, b, ['meals'])).toEqual([]);
  });

  it('taking every field as the colleague’s leaves their version as it is', () => {
    const rows = compareVersions(was, theirs, mine, order);
    const all = Object.fromEntries(rows.map((r) => [r.field, 'theirs' as const]));
    expect(mergeChoices(theirs, mine, all)).toEqual(theirs);
  });
});
