// Exact doses (engine/medication/dose.ts): the prescribed range from the structured dose, the quantity given
// checked against it (ranges, part doses), and the units a dose takes for how long the stock lasts.
import { describe, expect, it } from 'vitest';
import {
  amount,
  doseRange,
  doseRangeErrors,
  quantityGiven,
  rangeText,
  unitsPerDose,
} from '../../engine/medication/dose.ts';

describe('the prescribed range', () => {
  it('is the dose quantity, up to the maximum when one is given above it', () => {
    expect(doseRange({ doseQuantity: 1, stockUnit: 'tablet' })).toEqual({ min: 1, max: 1, unit: 'tablet' });
    expect(doseRange({ doseQuantity: 1, doseQuantityMax: 2, stockUnit: 'tablet' })).toEqual({
      min: 1,
      max: 2,
      unit: 'tablet',
    });
    expect(doseRange({ doseQuantity: 0.5, doseQuantityMax: 0.5 })).toEqual({ min: 0.5, max: 0.5, unit: null });
    expect(doseRange({ doseQuantity: 2, doseQuantityMax: 1 })).toEqual({ min: 2, max: 2, unit: null });
  });
  it('is absent for a prescription without a dose quantity (nothing is read from the text)', () => {
    expect(doseRange({})).toBeNull();
    expect(doseRange({ doseQuantity: 0 })).toBeNull();
    expect(doseRange({ doseQuantity: Number.NaN })).toBeNull();
    expect(doseRange({ doseQuantityMax: 2 } as never)).toBeNull();
  });
  it('a maximum not above the quantity is refused at its field', () => {
    expect(doseRangeErrors({ doseQuantity: 1, doseQuantityMax: 2 })).toEqual([]);
    expect(doseRangeErrors({ doseQuantity: 1 })).toEqual([]);
    expect(doseRangeErrors({ doseQuantity: 2, doseQuantityMax: 2 })[0].path).toBe('/doseQuantityMax');
    expect(doseRangeErrors({ doseQuantity: 2, doseQuantityMax: 1 })).toHaveLength(1);
  });
  it('reads in words, singular and plural', () => {
    expect(rangeText({ min: 1, max: 1, unit: 'tablet' })).toBe('1 tablet');
    expect(rangeText({ min: 1, max: 2, unit: 'tablet' })).toBe('1 to 2 tablets');
    expect(rangeText({ min: 5, max: 10, unit: 'ml' })).toBe('5 to 10 ml');
    expect(rangeText({ min: 1, max: 2, unit: null })).toBe('1 to 2');
    expect(amount(0.5, 'tablet')).toBe('0.5 tablet');
    expect(amount(2, 'puff')).toBe('2 puffs');
    expect(amount(1, 'vials')).toBe('1 vial');
    expect(amount(2.5, 'ml')).toBe('2.5 ml');
    expect(amount(3, null)).toBe('3');
  });
});

describe('the quantity given', () => {
  const fixed = { min: 1, max: 1, unit: 'tablet' };
  const range = { min: 1, max: 2, unit: 'tablet' };
  const half = { min: 0.5, max: 0.5, unit: 'tablet' };
  it('of a fixed dose is the dose unless said, and must be the dose when said', () => {
    expect(quantityGiven(undefined, fixed)).toEqual({ ok: true, quantity: 1 });
    expect(quantityGiven(1, fixed)).toEqual({ ok: true, quantity: 1 });
    expect(quantityGiven(2, fixed)).toEqual({ ok: false, message: 'must be 1 tablet, as prescribed' });
  });
  it('of a range must be said, and lie within it: "1–2 tablets" given as 2 takes 2', () => {
    expect(quantityGiven(undefined, range)).toEqual({
      ok: false,
      message: 'is required: the dose is 1 to 2 tablets; say how many were given',
    });
    expect(quantityGiven(2, range)).toEqual({ ok: true, quantity: 2 });
    expect(quantityGiven(1.5, range)).toEqual({ ok: true, quantity: 1.5 });
    expect(quantityGiven(1, range)).toEqual({ ok: true, quantity: 1 });
    expect(quantityGiven(2.5, range)).toEqual({ ok: false, message: 'must be from 1 to 2 tablets, as prescribed' });
    expect(quantityGiven(0.5, range).ok).toBe(false);
  });
  it('of a part dose is the part: half a tablet takes 0.5, not 1', () => {
    expect(quantityGiven(undefined, half)).toEqual({ ok: true, quantity: 0.5 });
    expect(quantityGiven(1, half).ok).toBe(false);
  });
  it('is never nought, negative, endless or finer than three decimals', () => {
    for (const bad of [0, -1, Number.POSITIVE_INFINITY, Number.NaN])
      expect(quantityGiven(bad, range)).toEqual({ ok: false, message: 'must be more than nought' });
    expect(quantityGiven(1.0001, range)).toEqual({ ok: false, message: 'must have at most three decimals' });
  });
  it('without a prescribed quantity must be said, and is taken as said', () => {
    expect(quantityGiven(undefined, null)).toMatchObject({ ok: false, message: expect.stringMatching(/is required/) });
    expect(quantityGiven(3, null)).toEqual({ ok: true, quantity: 3 });
  });
});

describe('units a dose takes from stock (for days of stock)', () => {
  it('are the most a dose may be, and nothing when the dose is not numbers', () => {
    expect(unitsPerDose({ min: 1, max: 2, unit: 'tablet' })).toBe(2);
    expect(unitsPerDose({ min: 0.5, max: 0.5, unit: 'tablet' })).toBe(0.5);
    expect(unitsPerDose(null)).toBe(0);
  });
});
