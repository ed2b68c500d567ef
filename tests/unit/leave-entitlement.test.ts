import { describe, expect, it } from 'vitest';
import {
  accruedMinutes,
  balance,
  BALANCE_TYPES,
  type BalanceRequest,
  canMove,
  dateFromMs,
  daysInclusive,
  DEFAULT_SETTINGS,
  entitlementDays,
  hasStarted,
  type LeaveSettings,
  leaveYear,
  msFromDate,
  overdraws,
  overlaps,
  proRata,
  requestDays,
  roundUpHalf,
  statutoryDays,
} from '../../engine/leave/entitlement.ts';

const year = { start: '2026-04-01', end: '2027-03-31' };
const s = (over: Partial<LeaveSettings> = {}): LeaveSettings => ({ ...DEFAULT_SETTINGS, ...over });

describe('leave year', () => {
  it('starts on the 1st of the start month, this year or last', () => {
    expect(leaveYear('2026-11-23', 4)).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(leaveYear('2026-03-31', 4)).toEqual({ start: '2025-04-01', end: '2026-03-31' });
    expect(leaveYear('2026-04-01', 4)).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(leaveYear('2026-01-01', 1)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(leaveYear('2024-12-31', 1)).toEqual({ start: '2024-01-01', end: '2024-12-31' });
    expect(leaveYear('2027-02-10', 3)).toEqual({ start: '2026-03-01', end: '2027-02-28' });
    expect(leaveYear('2028-02-29', 3)).toEqual({ start: '2027-03-01', end: '2028-02-29' });
  });
  it('counts days inclusively', () => {
    expect(daysInclusive('2026-04-01', '2026-04-01')).toBe(1);
    expect(daysInclusive('2026-04-01', '2027-03-31')).toBe(365);
    expect(daysInclusive('2026-03-28', '2026-03-30')).toBe(3); // across the clock change
    expect(dateFromMs(msFromDate('2026-10-25'))).toBe('2026-10-25');
  });
});

describe('statutory entitlement', () => {
  it('is 5.6 weeks of the working week, capped at 28 days', () => {
    expect(statutoryDays(5)).toBe(28);
    expect(statutoryDays(6)).toBe(28);
    expect(statutoryDays(3)).toBe(16.8);
    expect(statutoryDays(2.5)).toBe(14);
    expect(statutoryDays(4)).toBe(22.4);
  });
  it('rounds part days up to the next half day', () => {
    expect(roundUpHalf(16.8)).toBe(17);
    expect(roundUpHalf(16.2)).toBe(16.5);
    expect(roundUpHalf(16.5)).toBe(16.5);
    expect(roundUpHalf(16)).toBe(16);
    expect(roundUpHalf(0.01)).toBe(0.5);
  });
  it('is pro rata for a part year', () => {
    expect(proRata(28, year, null)).toBe(28);
    expect(proRata(28, year, '2026-04-01')).toBe(28);
    expect(proRata(28, year, '2025-01-01')).toBe(28);
    expect(proRata(28, year, '2027-04-01')).toBe(0);
    expect(proRata(28, year, '2027-03-31')).toBe(0.5); // one day of 365: 0.077 → half a day
    // from 1 October: 182 of 365 days → 13.96 → 14
    expect(proRata(28, year, '2026-10-01')).toBe(14);
    expect(proRata(28, year, '2026-10-02')).toBe(14); // 181/365 × 28 = 13.88 → 14
    expect(proRata(28, year, '2026-10-10')).toBe(13.5); // 173/365 × 28 = 13.27 → 13.5
  });
  it('adds contractual days and days carried over', () => {
    expect(entitlementDays(s(), year)).toBe(28);
    expect(entitlementDays(s({ extraDays: 2, carriedOverDays: 3 }), year)).toBe(33);
    expect(entitlementDays(s({ daysPerWeek: 3 }), year)).toBe(16.8);
    // 16.8×173/365=7.96→8 +1
    expect(entitlementDays(s({ daysPerWeek: 3, employmentStart: '2026-10-10', carriedOverDays: 1 }), year)).toBe(9);
  });
  it('accrues 12.07 % of hours worked, rounded down to the minute', () => {
    expect(accruedMinutes(10_000)).toBe(1207);
    expect(accruedMinutes(100)).toBe(12); // 12.07
    expect(accruedMinutes(1000)).toBe(120); // 120.7
    expect(accruedMinutes(0)).toBe(0);
    expect(accruedMinutes(-50)).toBe(0);
  });
});

describe('days a request takes', () => {
  it('counts Monday to Friday for a five-day week', () => {
    expect(requestDays({ startsOn: '2026-11-23', endsOn: '2026-11-27' }, s())).toBe(5); // Mon–Fri
    expect(requestDays({ startsOn: '2026-11-23', endsOn: '2026-11-29' }, s())).toBe(5); // to Sunday
    expect(requestDays({ startsOn: '2026-11-28', endsOn: '2026-11-29' }, s())).toBe(0); // a weekend
    expect(requestDays({ startsOn: '2026-11-27', endsOn: '2026-11-30' }, s())).toBe(2); // Fri, Mon
  });
  it('counts every day for a six- or seven-day week', () => {
    expect(requestDays({ startsOn: '2026-11-23', endsOn: '2026-11-29' }, s({ daysPerWeek: 6 }))).toBe(7);
    expect(requestDays({ startsOn: '2026-11-23', endsOn: '2026-11-29' }, s({ daysPerWeek: 5.5 }))).toBe(7);
  });
  it('counts a half day and a part day in hours', () => {
    expect(requestDays({ startsOn: '2026-11-23', endsOn: '2026-11-23', partDay: 'am' }, s())).toBe(0.5);
    expect(requestDays({ startsOn: '2026-11-23', endsOn: '2026-11-23', minutes: 225 }, s())).toBe(0.5);
    expect(requestDays({ startsOn: '2026-11-23', endsOn: '2026-11-23', minutes: 120 }, s({ hoursPerDay: 8 }))).toBe(
      0.25,
    );
    expect(requestDays({ startsOn: '2026-11-23', endsOn: '2026-11-23', minutes: 100 }, s())).toBe(0.22);
    expect(requestDays({ startsOn: '2026-11-24', endsOn: '2026-11-23' }, s())).toBe(0);
  });
});

describe('balance', () => {
  const r = (
    startsOn: string,
    days: number,
    status = 'approved',
    leaveType = 'annual',
    endsOn = startsOn,
  ): BalanceRequest => ({ startsOn, endsOn, days, status, leaveType });
  const today = '2026-11-23';
  it('splits taken, booked and requested; remaining is entitlement less taken and booked', () => {
    const b = balance(
      s(),
      year,
      [
        r('2026-06-01', 5),
        r('2026-11-23', 1),
        r('2026-12-21', 4),
        r('2027-01-11', 2, 'requested'),
        r('2026-07-01', 3, 'rejected'),
        r('2026-08-01', 2, 'cancelled'),
        r('2026-09-01', 3, 'approved', 'sick'),
      ],
      today,
    );
    expect(b).toEqual({ unit: 'days', entitlement: 28, toil: 0, taken: 6, booked: 4, requested: 2, remaining: 18 });
  });
  it('leaves out other leave years', () => {
    const b = balance(
      s(),
      year,
      [r('2026-03-31', 1), r('2027-04-01', 1), r('2026-03-30', 1, 'approved', 'annual', '2026-04-01')],
      today,
    );
    expect(b.taken).toBe(1);
    expect(b.booked).toBe(0);
    expect(balance(s(), year, [r('2027-03-31', 1)], today).booked).toBe(1);
    expect(balance(s(), year, [r('2026-04-01', 1)], today).taken).toBe(1);
  });
  it('adds time off in lieu and shows hours when asked', () => {
    const b = balance(s({ unit: 'hours' }), year, [r('2026-06-01', 2)], today, { toilMinutes: 450 });
    expect(b).toEqual({
      unit: 'hours',
      entitlement: 210,
      toil: 7.5,
      taken: 15,
      booked: 0,
      requested: 0,
      remaining: 202.5,
    });
    expect(balance(s(), year, [], today, { toilMinutes: 225 }).toil).toBe(0.5);
    expect(balance(s(), year, [], today, { toilMinutes: 225 }).remaining).toBe(28.5);
  });
  it('gives an irregular-hours worker what they have accrued', () => {
    const b = balance(
      s({ irregularHours: true, unit: 'hours', carriedOverDays: 1 }),
      year,
      [r('2026-06-01', 1)],
      today,
      { accruedMinutes: 6000 },
    );
    expect(b.entitlement).toBe(107.5); // 100 h accrued + 1 day of 7.5 h
    expect(b.remaining).toBe(100);
    expect(balance(s({ irregularHours: true }), year, [], today).entitlement).toBe(0);
  });
  it('knows only annual leave draws on the balance', () => {
    expect([...BALANCE_TYPES]).toEqual(['annual']);
  });
  it('tells an approver when approval would overdraw', () => {
    const b = balance(s(), year, [r('2026-06-01', 26)], today);
    expect(overdraws(b, 2, 7.5)).toBe(false);
    expect(overdraws(b, 2.5, 7.5)).toBe(true);
    const h = balance(s({ unit: 'hours' }), year, [r('2026-06-01', 26)], today);
    expect(overdraws(h, 2, 7.5)).toBe(false);
    expect(overdraws(h, 2.1, 7.5)).toBe(true);
  });
});

describe('state and dates', () => {
  it('moves a request only from where it may', () => {
    expect(canMove('requested', 'approved')).toBe(true);
    expect(canMove('requested', 'rejected')).toBe(true);
    expect(canMove('requested', 'cancelled')).toBe(true);
    expect(canMove('approved', 'cancelled')).toBe(true);
    expect(canMove('approved', 'approved')).toBe(false);
    expect(canMove('approved', 'rejected')).toBe(false);
    expect(canMove('rejected', 'approved')).toBe(false);
    expect(canMove('rejected', 'cancelled')).toBe(false);
    expect(canMove('cancelled', 'cancelled')).toBe(false);
    expect(canMove('cancelled', 'approved')).toBe(false);
  });
  it('finds overlaps and starts', () => {
    const a = { startsOn: '2026-12-01', endsOn: '2026-12-05' };
    expect(overlaps(a, { startsOn: '2026-12-05', endsOn: '2026-12-06' })).toBe(true);
    expect(overlaps(a, { startsOn: '2026-11-30', endsOn: '2026-12-01' })).toBe(true);
    expect(overlaps(a, { startsOn: '2026-12-06', endsOn: '2026-12-08' })).toBe(false);
    expect(overlaps(a, { startsOn: '2026-11-20', endsOn: '2026-11-30' })).toBe(false);
    expect(hasStarted('2026-11-23', '2026-11-23')).toBe(true);
    expect(hasStarted('2026-11-24', '2026-11-23')).toBe(false);
    expect(hasStarted('2026-11-22', '2026-11-23')).toBe(true);
  });
});
