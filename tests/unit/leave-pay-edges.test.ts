// The edges of the leave and pay rules a mutation run found untested: a request as asked, the boundaries of the leave
// year and of a request's days, a balance kept in hours, the minimum wage band on and around a birthday, a night window
// that does not run over midnight, and the order of a period's pay lines.
import { describe, expect, it } from 'vitest';
import {
  balance,
  DEFAULT_SETTINGS,
  leaveYear,
  proRata,
  requestCharge,
  requestDays,
} from '../../engine/leave/entitlement.ts';
import { LEAVE_TYPE_LABELS, leaveRequestErrors } from '../../engine/leave/rules.ts';
import { bankHolidaySet } from '../../engine/pay/bank-holidays.ts';
import { grossPay, isNight } from '../../engine/pay/gross-pay.ts';
import { wageBand } from '../../engine/pay/minimum-wage.ts';

describe('a leave request as asked', () => {
  const asked = { leaveType: 'annual', startsOn: '2026-11-09', endsOn: '2026-11-13' };
  it('is in order forwards, of a known type', () => {
    expect(leaveRequestErrors(asked)).toEqual([]);
    expect(leaveRequestErrors({ ...asked, endsOn: asked.startsOn, partDay: 'am' })).toEqual([]);
    expect(LEAVE_TYPE_LABELS.annual).toBeTruthy();
  });
  it('names each field that is wrong', () => {
    expect(leaveRequestErrors({ ...asked, endsOn: '2026-11-08' })).toEqual([
      { path: '/endsOn', message: 'must be on or after the first day' },
    ]);
    expect(leaveRequestErrors({ ...asked, partDay: 'pm' })).toEqual([
      { path: '/partDay', message: "is for one day's leave only" },
    ]);
    expect(leaveRequestErrors({ ...asked, minutes: 120 })).toEqual([
      { path: '/minutes', message: "is for one day's leave only" },
    ]);
    expect(leaveRequestErrors({ ...asked, endsOn: asked.startsOn, partDay: 'am', minutes: 60 })).toEqual([
      { path: '/minutes', message: 'give a half day or hours, not both' },
    ]);
    expect(leaveRequestErrors({ ...asked, leaveType: 'gardening' })).toEqual([
      { path: '/leaveType', message: 'is not a leave type' },
    ]);
  });
});

describe('the edges of the leave year and of a request', () => {
  const year = leaveYear('2026-11-01', 4);
  it('gives the full year to someone who started on its first day, and nothing to someone starting after it', () => {
    expect(proRata(19.6, year, '2026-04-01')).toBe(19.6);
    expect(proRata(28, year, '2027-05-01')).toBe(0);
  });
  it('takes nothing for a request that ends before it starts, however it is asked', () => {
    const back = { startsOn: '2026-11-10', endsOn: '2026-11-09' };
    expect(requestDays({ ...back, partDay: 'am' }, DEFAULT_SETTINGS)).toBe(0);
    expect(requestCharge({ ...back, partDay: 'am' }, DEFAULT_SETTINGS, [])).toEqual({ days: 0, hours: 0 });
  });
  it("charges a shift on the request's last day", () => {
    const r = { startsOn: '2026-11-09', endsOn: '2026-11-11' };
    expect(requestCharge(r, DEFAULT_SETTINGS, [{ date: '2026-11-11', minutes: 690 }])).toEqual({
      days: 1,
      hours: 11.5,
    });
  });
  it('a balance in hours takes the hours a request was charged, not its days at the day length', () => {
    const s = { ...DEFAULT_SETTINGS, unit: 'hours' as const, hoursPerDay: 7.5 };
    const b = balance(
      s,
      year,
      [{ startsOn: '2026-11-09', endsOn: '2026-11-09', leaveType: 'annual', status: 'approved', days: 1, hours: 12 }],
      '2026-11-20',
    );
    expect(b.taken).toBe(12);
    const inDays = balance(
      { ...s, unit: 'days' },
      year,
      [{ startsOn: '2026-11-09', endsOn: '2026-11-09', leaveType: 'annual', status: 'approved', days: 1, hours: 12 }],
      '2026-11-20',
    );
    expect(inDays.taken).toBe(1);
  });
});

describe('the minimum wage band around a birthday', () => {
  it('moves on the birthday itself, not the month before or the day before', () => {
    expect(wageBand('2008-06-15', '2026-05-20')).toBe('under_18');
    expect(wageBand('2008-06-15', '2026-06-14')).toBe('under_18');
    expect(wageBand('2008-06-15', '2026-06-15')).toBe('18_to_20');
    expect(wageBand('2008-06-15', '2026-07-01')).toBe('18_to_20');
  });
});

describe('pay lines', () => {
  it('a night window within one day is night only inside it; an empty one never', () => {
    const early = { from: 0, to: 360 };
    expect(isNight(100, early)).toBe(true);
    expect(isNight(400, early)).toBe(false);
    expect(isNight(1380, early)).toBe(false);
    expect(isNight(600, { from: 600, to: 600 })).toBe(false);
  });
  it('lists one rate period’s lines in a fixed order of type, whatever order the shifts came in', () => {
    const rate = {
      effectiveFrom: '2026-04-01',
      basePence: 1300,
      nightPence: 1400,
      weekendPence: 1350,
      bankHolidayPence: 1950,
      sleepInPence: 6000,
    };
    const pay = grossPay(
      [
        { localStart: '2026-12-25T09:00', minutes: 60, breakMinutes: 0, shiftType: 'day' },
        { localStart: '2026-11-07T09:00', minutes: 60, breakMinutes: 0, shiftType: 'day' },
        { localStart: '2026-11-04T23:00', minutes: 60, breakMinutes: 0, shiftType: 'waking_night' },
        { localStart: '2026-11-04T09:00', minutes: 60, breakMinutes: 0, shiftType: 'day' },
      ],
      [],
      [rate],
      bankHolidaySet(),
    );
    expect(pay.lines.map((l) => l.type)).toEqual(['base', 'night', 'weekend', 'bank_holiday']);
  });
});
