// Homely remedy rules (engine/medication/homely.ts): the age in whole years, the dose band, days running, consent,
// and the verdict on a dose against the protocol.
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  bandRange,
  consentCovers,
  daysRunning,
  doseBandFor,
  type HomelyProtocol,
  homelyVerdict,
} from '../../engine/medication/homely.ts';
import { fromLocal, parseYmd } from '../../engine/time/london.ts';

const at = (day: string, hour: number, minute = 0) => fromLocal({ ...parseYmd(day), hour, minute });
const bands = [
  { fromAge: 10, toAge: 15, doseQuantity: 1, dose: '1 tablet' },
  { fromAge: 16, toAge: 18, doseQuantity: 1, doseQuantityMax: 2 },
];
const protocol: HomelyProtocol = {
  item: 'Paracetamol 500 mg tablets',
  doseBands: bands,
  stockUnit: 'tablet',
  minIntervalHours: 4,
  maxDosesIn24h: 4,
  maxDays: 3,
  expiry: '2027-01-31',
};

describe('ageOn', () => {
  it('counts whole years from the date of birth, the birthday itself included', () => {
    expect(ageOn('2026-11-27', '2010-11-28', null)).toBe(15);
    expect(ageOn('2026-11-28', '2010-11-28', null)).toBe(16);
    expect(ageOn('2026-12-01', '2010-11-28', null)).toBe(16);
    expect(ageOn('2026-10-30', '2010-11-28', null)).toBe(15);
  });
  it('with only the birth year, the younger of the two ages; null when neither is known', () => {
    expect(ageOn('2026-11-27', null, 2010)).toBe(15);
    expect(ageOn('2026-11-27', null, null)).toBeNull();
    expect(ageOn('2026-11-27', '2010-01-01', 2000)).toBe(16);
  });
});

describe('doseBandFor and bandRange', () => {
  it('the band holding the age, both ends included', () => {
    expect(doseBandFor(bands, 10)).toBe(bands[0]);
    expect(doseBandFor(bands, 15)).toBe(bands[0]);
    expect(doseBandFor(bands, 16)).toBe(bands[1]);
    expect(doseBandFor(bands, 18)).toBe(bands[1]);
    expect(doseBandFor(bands, 9)).toBeNull();
    expect(doseBandFor(bands, 19)).toBeNull();
    expect(doseBandFor(undefined, 12)).toBeNull();
  });
  it('a range only when the top is above the dose', () => {
    expect(bandRange(bands[1], 'tablet')).toEqual({ min: 1, max: 2, unit: 'tablet' });
    expect(bandRange(bands[0], null)).toEqual({ min: 1, max: 1, unit: null });
    expect(bandRange({ ...bands[1], doseQuantityMax: 1 }, null)).toEqual({ min: 1, max: 1, unit: null });
  });
});

describe('daysRunning', () => {
  it('counts London days with a dose back from the day of this one, stopping at a day without', () => {
    expect(daysRunning([], at('2026-11-27', 9))).toBe(1);
    expect(daysRunning([at('2026-11-26', 23, 30), at('2026-11-25', 8)], at('2026-11-27', 0, 30))).toBe(3);
    expect(daysRunning([at('2026-11-25', 8)], at('2026-11-27', 9))).toBe(1);
    expect(daysRunning([at('2026-11-27', 7), at('2026-11-26', 9)], at('2026-11-27', 12))).toBe(2);
  });
  it('a dose after this one does not count', () => {
    expect(daysRunning([at('2026-11-28', 9)], at('2026-11-27', 9))).toBe(1);
  });
});

describe('consentCovers', () => {
  it('all remedies, or the named ones, from the day given until the day withdrawn', () => {
    const all = { consentOn: '2026-09-01', allRemedies: true };
    expect(consentCovers(all, 'r1', '2026-09-01')).toBe(true);
    expect(consentCovers(all, 'r1', '2026-08-31')).toBe(false);
    expect(consentCovers({ ...all, withdrawnOn: '2026-11-27' }, 'r1', '2026-11-26')).toBe(true);
    expect(consentCovers({ ...all, withdrawnOn: '2026-11-27' }, 'r1', '2026-11-27')).toBe(false);
    const named = { consentOn: '2026-09-01', remedies: ['r1'] };
    expect(consentCovers(named, 'r1', '2026-10-01')).toBe(true);
    expect(consentCovers(named, 'r2', '2026-10-01')).toBe(false);
    expect(consentCovers({ consentOn: '2026-09-01', allRemedies: false }, 'r1', '2026-10-01')).toBe(false);
    expect(consentCovers({ allRemedies: true }, 'r1', '2026-10-01')).toBe(false);
  });
});

describe('homelyVerdict', () => {
  const now = at('2026-11-27', 18);
  const verdict = (over: Partial<Parameters<typeof homelyVerdict>[0]>) =>
    homelyVerdict({ protocol, age: 14, at: now, quantity: undefined, given: [], ...over });

  it('the band dose, or a quantity said within the band', () => {
    expect(verdict({})).toEqual({ ok: true, quantity: 1, band: bands[0] });
    expect(verdict({ age: 17, quantity: 2 })).toMatchObject({ ok: true, quantity: 2 });
    expect(verdict({ age: 17 })).toMatchObject({ ok: false, status: 422, path: '/quantity' });
    expect(verdict({ quantity: 2 })).toEqual({
      ok: false,
      status: 422,
      path: '/quantity',
      reason: 'must be 1 tablet, as prescribed (1 tablet)',
    });
  });

  it('refused past its expiry, without a known age, or outside every band', () => {
    expect(verdict({ protocol: { ...protocol, expiry: '2026-11-26' } })).toEqual({
      ok: false,
      status: 409,
      path: '/itemId',
      reason: 'Paracetamol 500 mg tablets expired on 2026-11-26: do not give it.',
    });
    expect(verdict({ protocol: { ...protocol, expiry: '2026-11-27' } }).ok).toBe(true);
    expect(verdict({ age: null })).toMatchObject({ ok: false, status: 409, reason: expect.stringMatching(/birth/) });
    expect(verdict({ age: 9 })).toEqual({
      ok: false,
      status: 409,
      path: '/itemId',
      reason:
        'The protocol for Paracetamol 500 mg tablets gives no dose at age 9: do not give it. Ask a pharmacist or call NHS 111.',
    });
  });

  it('the gap between doses and the most in any 24 hours', () => {
    expect(verdict({ given: [at('2026-11-27', 15)] })).toMatchObject({ ok: false, status: 409, path: '/givenAt' });
    expect(verdict({ given: [at('2026-11-27', 14)] }).ok).toBe(true);
    const four = [at('2026-11-26', 19), at('2026-11-27', 2), at('2026-11-27', 8), at('2026-11-27', 13)];
    expect(verdict({ given: four })).toMatchObject({ ok: false, reason: expect.stringMatching(/most in 24 hours/) });
    expect(
      verdict({ protocol: { ...protocol, maxDosesIn24h: undefined }, given: [at('2026-11-27', 9)] }),
    ).toMatchObject({ ok: false, reason: expect.stringMatching(/most in 24 hours is 1 dose;/) });
    expect(
      verdict({ protocol: { ...protocol, minIntervalHours: undefined }, given: [at('2026-11-27', 17, 59)] }).ok,
    ).toBe(true);
  });

  it('given on the days the protocol allows, the next day waits for GP advice', () => {
    const three = [at('2026-11-24', 9), at('2026-11-25', 9), at('2026-11-26', 9)];
    expect(verdict({ given: three })).toEqual({
      ok: false,
      status: 409,
      path: '/givenAt',
      reason:
        'Paracetamol 500 mg tablets has been given on 3 days running; the protocol allows 3 before advice. ' +
        'Ask the GP (or call NHS 111 out of hours) before giving more.',
    });
    expect(verdict({ given: three.slice(1) }).ok).toBe(true);
    expect(verdict({ given: three.slice(1), protocol: { ...protocol, maxDays: 2 } })).toMatchObject({
      reason: expect.stringMatching(/^Paracetamol 500 mg tablets has been given on 2 days running/),
    });
    expect(verdict({ given: [at('2026-11-26', 9)], protocol: { ...protocol, maxDays: 1 } })).toMatchObject({
      reason: expect.stringMatching(/given on 1 day running; the protocol allows 1 before/),
    });
    expect(verdict({ given: three, protocol: { ...protocol, maxDays: undefined } }).ok).toBe(true);
  });
});
