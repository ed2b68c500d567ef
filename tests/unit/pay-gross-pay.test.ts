import { describe, expect, it } from 'vitest';
import { bankHolidaySet } from '../../engine/pay/bank-holidays.ts';
import {
  amountFor,
  grossPay,
  hoursText,
  lessBreak,
  minuteType,
  payPeriod,
  type PayRate,
  plainPounds,
  rateOn,
  ratePence,
  splitMinutes,
} from '../../engine/pay/gross-pay.ts';

const bh = bankHolidaySet();
const rate = (effectiveFrom: string, basePence: number, over: Partial<PayRate> = {}): PayRate => ({
  effectiveFrom,
  basePence,
  nightPence: null,
  weekendPence: null,
  bankHolidayPence: null,
  sleepInPence: null,
  ...over,
});
const r1 = rate('2026-01-01', 1200, {
  nightPence: 1300,
  weekendPence: 1250,
  bankHolidayPence: 1800,
  sleepInPence: 5000,
});
const r2 = rate('2026-11-16', 1300, {
  nightPence: 1400,
  weekendPence: 1350,
  bankHolidayPence: 1950,
  sleepInPence: 5500,
});

describe('bank holidays', () => {
  it('are England and Wales days off, with substitutes', () => {
    expect(bh.has('2026-12-28')).toBe(true);
    expect(bh.has('2026-12-26')).toBe(false);
    expect(bh.has('2026-08-31')).toBe(true);
    expect(bh.has('2031-05-26')).toBe(true); // by rule, past any published list
  });
});

describe('rates', () => {
  it('takes the rate in force on the day', () => {
    expect(rateOn([r1, r2], '2025-12-31')).toBeNull();
    expect(rateOn([r1, r2], '2026-01-01')).toBe(r1);
    expect(rateOn([r2, r1], '2026-11-15')).toBe(r1);
    expect(rateOn([r2, r1], '2026-11-16')).toBe(r2);
    expect(rateOn([r1, r2], '2027-06-01')).toBe(r2);
  });
  it('pays an unset premium at the base rate; sleep-in unset is nothing', () => {
    const plain = rate('2026-01-01', 1100);
    expect(ratePence(plain, 'night')).toBe(1100);
    expect(ratePence(plain, 'weekend')).toBe(1100);
    expect(ratePence(plain, 'bank_holiday')).toBe(1100);
    expect(ratePence(plain, 'sleep_in')).toBe(0);
    expect(ratePence(plain, 'overtime')).toBe(1100);
    expect(ratePence(r1, 'night')).toBe(1300);
    expect(ratePence(r1, 'weekend')).toBe(1250);
    expect(ratePence(r1, 'bank_holiday')).toBe(1800);
    expect(ratePence(r1, 'sleep_in')).toBe(5000);
    expect(ratePence(r1, 'base')).toBe(1200);
  });
  it('rounds to the penny', () => {
    expect(amountFor(60, 1200)).toBe(1200);
    expect(amountFor(1, 1250)).toBe(21); // 20.83
    expect(amountFor(1, 1230)).toBe(21); // 20.5 → 21
    expect(amountFor(1, 1229)).toBe(20); // 20.48
  });
});

describe('minutes by type', () => {
  it('classifies a minute', () => {
    expect(minuteType('2026-11-23', 600, bh)).toBe('base'); // Monday 10:00
    expect(minuteType('2026-11-23', 22 * 60, bh)).toBe('night');
    expect(minuteType('2026-11-23', 22 * 60 - 1, bh)).toBe('base');
    expect(minuteType('2026-11-23', 6 * 60 - 1, bh)).toBe('night');
    expect(minuteType('2026-11-23', 6 * 60, bh)).toBe('base');
    expect(minuteType('2026-11-28', 600, bh)).toBe('weekend'); // Saturday
    expect(minuteType('2026-11-29', 600, bh)).toBe('weekend'); // Sunday
    expect(minuteType('2026-11-29', 23 * 60, bh)).toBe('night');
    expect(minuteType('2026-12-28', 600, bh)).toBe('bank_holiday');
    expect(minuteType('2026-12-28', 23 * 60, bh)).toBe('bank_holiday');
  });
  it('splits a day shift, a night and a weekend', () => {
    expect(splitMinutes('2026-11-23T07:00', 16 * 60, bh)).toEqual({
      base: 900,
      night: 60,
      weekend: 0,
      bank_holiday: 0,
    });
    expect(splitMinutes('2026-11-27T21:00', 10 * 60, bh)).toEqual({
      base: 60,
      night: 480,
      weekend: 60,
      bank_holiday: 0,
    }); // Fri 21:00 → Sat 07:00
    expect(splitMinutes('2026-12-27T20:00', 12 * 60, bh)).toEqual({
      base: 0,
      night: 120,
      weekend: 120,
      bank_holiday: 480,
    }); // Sun → BH Mon
    expect(splitMinutes('2026-11-23T00:00', 0, bh)).toEqual({ base: 0, night: 0, weekend: 0, bank_holiday: 0 });
    expect(splitMinutes('2026-11-23T05:30', 30, bh)).toEqual({ base: 0, night: 30, weekend: 0, bank_holiday: 0 });
  });
  it('takes the break off base first, then weekend, night, bank holiday', () => {
    expect(lessBreak({ base: 60, night: 480, weekend: 60, bank_holiday: 0 }, 30)).toEqual({
      base: 30,
      night: 480,
      weekend: 60,
      bank_holiday: 0,
    });
    expect(lessBreak({ base: 20, night: 480, weekend: 60, bank_holiday: 10 }, 90)).toEqual({
      base: 0,
      night: 470,
      weekend: 0,
      bank_holiday: 10,
    });
    expect(lessBreak({ base: 0, night: 10, weekend: 0, bank_holiday: 50 }, 30)).toEqual({
      base: 0,
      night: 0,
      weekend: 0,
      bank_holiday: 30,
    });
    expect(lessBreak({ base: 10, night: 0, weekend: 0, bank_holiday: 0 }, 60)).toEqual({
      base: 0,
      night: 0,
      weekend: 0,
      bank_holiday: 0,
    });
    expect(lessBreak({ base: 10, night: 0, weekend: 0, bank_holiday: 0 }, -5)).toEqual({
      base: 10,
      night: 0,
      weekend: 0,
      bank_holiday: 0,
    });
  });
});

describe('gross pay', () => {
  it('pays shifts, sleep-ins, wake-ups and overtime, splitting at a rate change', () => {
    const pay = grossPay(
      [
        // r1: 810 base, 60 night
        { localStart: '2026-11-09T08:00', minutes: 15 * 60, breakMinutes: 30, shiftType: 'long_day' },
        // r1 sleep-in + 40 base
        { localStart: '2026-11-09T22:00', minutes: 9 * 60, breakMinutes: 0, shiftType: 'sleep_in', wakeMinutes: 40 },
        // r2: Saturday 480 weekend
        { localStart: '2026-11-21T08:00', minutes: 8 * 60, breakMinutes: 0, shiftType: 'day' },
        { localStart: '2026-11-22T09:00', minutes: 8 * 60, breakMinutes: 0, shiftType: 'on_call' }, // nothing
      ],
      [
        { workedOn: '2026-11-10', minutes: 90 },
        { workedOn: '2026-11-20', minutes: 60 },
      ],
      [r2, r1],
      bh,
    );
    expect(pay.lines).toEqual([
      { type: 'base', rateFrom: '2026-01-01', minutes: 850, units: 0, ratePence: 1200, amountPence: 17000 },
      { type: 'night', rateFrom: '2026-01-01', minutes: 60, units: 0, ratePence: 1300, amountPence: 1300 },
      { type: 'sleep_in', rateFrom: '2026-01-01', minutes: 0, units: 1, ratePence: 5000, amountPence: 5000 },
      { type: 'overtime', rateFrom: '2026-01-01', minutes: 90, units: 0, ratePence: 1200, amountPence: 1800 },
      { type: 'weekend', rateFrom: '2026-11-16', minutes: 480, units: 0, ratePence: 1350, amountPence: 10800 },
      { type: 'overtime', rateFrom: '2026-11-16', minutes: 60, units: 0, ratePence: 1300, amountPence: 1300 },
    ]);
    expect(pay.minutes).toBe(850 + 60 + 90 + 480 + 60);
    expect(pay.amountPence).toBe(17000 + 1300 + 5000 + 1800 + 10800 + 1300);
    expect(pay.unrated).toBe(0);
  });
  it('counts shifts and overtime with no rate in force, and pays them nothing', () => {
    const pay = grossPay(
      [{ localStart: '2025-12-30T08:00', minutes: 60, breakMinutes: 0, shiftType: 'day' }],
      [{ workedOn: '2025-12-31', minutes: 30 }],
      [r1],
      bh,
    );
    expect(pay).toEqual({ lines: [], minutes: 0, amountPence: 0, unrated: 2 });
  });
  it('rounds each line once', () => {
    const pay = grossPay(
      [
        { localStart: '2026-11-23T09:00', minutes: 1, breakMinutes: 0, shiftType: 'day' },
        { localStart: '2026-11-24T09:00', minutes: 1, breakMinutes: 0, shiftType: 'day' },
      ],
      [],
      [rate('2026-01-01', 1250)],
      bh,
    );
    expect(pay.lines[0]).toMatchObject({ minutes: 2, amountPence: 42 }); // 41.67, not 21 + 21
  });
  it('pays a sleep-in with no flat rate nothing but its wake-ups', () => {
    const pay = grossPay(
      [{ localStart: '2026-11-23T22:00', minutes: 540, breakMinutes: 0, shiftType: 'sleep_in' }],
      [],
      [rate('2026-01-01', 1200)],
      bh,
    );
    expect(pay.lines).toEqual([
      { type: 'sleep_in', rateFrom: '2026-01-01', minutes: 0, units: 1, ratePence: 0, amountPence: 0 },
    ]);
  });
});

describe('periods and formats', () => {
  it('makes monthly periods', () => {
    expect(payPeriod('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30', label: '2026-11' });
    expect(payPeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29', label: '2028-02' });
    expect(payPeriod('2026-12').to).toBe('2026-12-31');
  });
  it('writes plain pounds and hours', () => {
    expect(plainPounds(123450)).toBe('1234.50');
    expect(plainPounds(5)).toBe('0.05');
    expect(plainPounds(0)).toBe('0.00');
    expect(plainPounds(-250)).toBe('-2.50');
    expect(hoursText(450)).toBe('7.50');
    expect(hoursText(790)).toBe('13.17');
    expect(hoursText(0)).toBe('0.00');
  });
});
