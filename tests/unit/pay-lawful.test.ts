// Pay that is lawful (decision 0432): call-outs on on-call paid; every hourly rate checked against the National
// Minimum Wage / Living Wage band for the person's age on the date; the table is dated data that must not go stale.
import { describe, expect, it } from 'vitest';
import { bankHolidaySet } from '../../engine/pay/bank-holidays.ts';
import { grossPay, type PayRate } from '../../engine/pay/gross-pay.ts';
import { belowMinimum, MINIMUM_WAGE, minimumWageYear, tableAgeDays, wageBand } from '../../engine/pay/minimum-wage.ts';
import { londonToday } from '../../engine/time/london.ts';

const rate: PayRate = {
  effectiveFrom: '2026-04-01',
  basePence: 1300,
  nightPence: 1500,
  weekendPence: null,
  bankHolidayPence: null,
  sleepInPence: 5000,
};

describe('call-outs', () => {
  it('pays the time called out on on-call at the base rate, on its own line', () => {
    const pay = grossPay(
      [
        { localStart: '2026-11-23T17:00', minutes: 16 * 60, breakMinutes: 0, shiftType: 'on_call', wakeMinutes: 90 },
        { localStart: '2026-11-24T17:00', minutes: 16 * 60, breakMinutes: 0, shiftType: 'on_call' },
      ],
      [],
      [rate],
      bankHolidaySet(),
    );
    expect(pay.lines).toEqual([
      { type: 'call_out', rateFrom: '2026-04-01', minutes: 90, units: 0, ratePence: 1300, amountPence: 1950 },
    ]);
    expect(pay.amountPence).toBe(1950);
  });
});

describe('minimum wage by age on each date', () => {
  it('puts a person in the band for their age that day', () => {
    expect(wageBand('2009-06-01', '2027-05-31')).toBe('under_18');
    expect(wageBand('2009-06-01', '2027-06-01')).toBe('18_to_20');
    expect(wageBand('2006-06-01', '2027-05-31')).toBe('18_to_20');
    expect(wageBand('2006-06-01', '2027-06-01')).toBe('21_and_over');
    expect(wageBand(null, '2026-11-27')).toBe('21_and_over');
  });

  it('checks a rate against the year in force: £12.50 was lawful at 21 in 2025-26, not from 1 April 2026', () => {
    expect(belowMinimum(1250, '1990-01-01', '2026-03-31')).toBeNull();
    expect(belowMinimum(1250, '1990-01-01', '2026-04-01')).toEqual({
      date: '2026-04-01',
      band: '21_and_over',
      ratePence: 1250,
      minimumPence: 1271,
    });
    expect(belowMinimum(1271, '1990-01-01', '2026-04-01')).toBeNull();
    // the same £10.90 is lawful at 19 and not at 21
    expect(belowMinimum(1090, '2007-01-01', '2026-11-27')).toBeNull();
    expect(belowMinimum(1090, '2005-01-01', '2026-11-27')?.minimumPence).toBe(1271);
    expect(belowMinimum(799, '2010-01-01', '2026-11-27')?.band).toBe('under_18');
    expect(belowMinimum(100, '1990-01-01', '2020-01-01')).toBeNull(); // before the table
    expect(minimumWageYear('2024-03-31')).toBeNull();
  });

  it('is dated data, newest last, each row with its source', () => {
    const froms = MINIMUM_WAGE.map((y) => y.from);
    expect(froms).toEqual([...froms].sort());
    for (const y of MINIMUM_WAGE) {
      expect(y.source.length).toBeGreaterThan(20);
      expect(y.from.endsWith('-04-01')).toBe(true);
      expect(y.pence['21_and_over']).toBeGreaterThan(y.pence['18_to_20']);
    }
  });

  it("is not a year old: next April's rates are added before they are in force", () => {
    expect(tableAgeDays('2026-11-27')).toBe(240);
    expect(tableAgeDays(londonToday())).toBeLessThan(365);
  });
});
