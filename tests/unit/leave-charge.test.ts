// Leave charged as the person works (decision 0431): the shifts rostered in the period, in days or hours, never a
// blanket Monday to Friday; without a rota, the person's share of the working week.
import { describe, expect, it } from 'vitest';
import {
  balance,
  DEFAULT_SETTINGS,
  type LeaveSettings,
  recharged,
  requestCharge,
} from '../../engine/leave/entitlement.ts';

const threeDays: LeaveSettings = { ...DEFAULT_SETTINGS, daysPerWeek: 3, hoursPerDay: 12, unit: 'hours' };
const week = { startsOn: '2026-11-23', endsOn: '2026-11-29' }; // Monday to Sunday
const shifts = [
  { date: '2026-11-23', minutes: 720 },
  { date: '2026-11-25', minutes: 720 },
  { date: '2026-11-27', minutes: 720 },
  { date: '2026-11-30', minutes: 720 }, // the Monday after: not in the week
];
const year = { start: '2026-04-01', end: '2027-03-31' };

describe('leave charged as worked', () => {
  it("a 3-shift-a-week worker's week off takes the 3 rostered shifts: 36 hours, not 60", () => {
    expect(requestCharge(week, threeDays, shifts)).toEqual({ days: 3, hours: 36 });
    const b = balance(
      threeDays,
      year,
      [{ ...week, leaveType: 'annual', status: 'approved', ...requestCharge(week, threeDays, shifts) }],
      '2026-11-01',
    );
    expect(b.entitlement).toBe(201.6); // 5.6 × 36 hours
    expect(b.booked).toBe(36);
    expect(b.remaining).toBe(165.6);
  });

  it('counts a shift day once however many shifts it holds, and the hours of each', () => {
    const split = [
      { date: '2026-11-24', minutes: 240 },
      { date: '2026-11-24', minutes: 210 },
    ];
    expect(requestCharge(week, threeDays, split)).toEqual({ days: 1, hours: 7.5 });
    expect(requestCharge(week, threeDays, [{ date: '2026-11-24', minutes: 0 }])).toEqual({ days: 3, hours: 36 });
  });

  it('without a rota, the share of the working week the person is contracted for', () => {
    expect(requestCharge(week, threeDays, [])).toEqual({ days: 3, hours: 36 });
    const fullTime = { ...DEFAULT_SETTINGS };
    expect(requestCharge(week, fullTime, [])).toEqual({ days: 5, hours: 37.5 });
    expect(requestCharge(week, { ...fullTime, daysPerWeek: 5.5 }, [])).toEqual({ days: 5.5, hours: 41.25 });
    expect(requestCharge({ startsOn: '2026-11-28', endsOn: '2026-11-29' }, fullTime, [])).toEqual({
      days: 0,
      hours: 0,
    });
    expect(requestCharge({ startsOn: '2026-11-29', endsOn: '2026-11-28' }, fullTime, shifts)).toEqual({
      days: 0,
      hours: 0,
    });
  });

  it("a half day is half that day's shift; hours instead are themselves", () => {
    const day = { startsOn: '2026-11-25', endsOn: '2026-11-25' };
    expect(requestCharge({ ...day, partDay: 'am' }, threeDays, shifts)).toEqual({ days: 0.5, hours: 6 });
    expect(requestCharge({ ...day, partDay: 'pm' }, threeDays, [])).toEqual({ days: 0.5, hours: 6 });
    expect(requestCharge({ ...day, minutes: 150 }, threeDays, shifts)).toEqual({ days: 0.21, hours: 2.5 });
  });

  it('a balance in days counts days; one in hours counts hours where charged, else days at the day length', () => {
    const asked = [
      { ...week, leaveType: 'annual', status: 'requested', days: 3, hours: 36 },
      { startsOn: '2026-12-07', endsOn: '2026-12-07', leaveType: 'annual', status: 'requested', days: 1 },
    ];
    expect(balance(threeDays, year, asked, '2026-11-01').requested).toBe(48);
    expect(balance({ ...threeDays, unit: 'days' }, year, asked, '2026-11-01').requested).toBe(4);
  });
});

describe('leave charged again when the rota changes (decision 0970)', () => {
  it('a change of the rostered days gives the new charge and the reason the history keeps', () => {
    expect(recharged({ days: 3, hours: 36 }, { days: 2, hours: 24 })).toEqual({
      days: 2,
      hours: 24,
      reason: 'The rota changed: it now takes 2 days (24 hours), not 3 days (36 hours).',
    });
    expect(recharged({ days: 2, hours: 15 }, { days: 1, hours: 7.5 })?.reason).toBe(
      'The rota changed: it now takes 1 day (7.5 hours), not 2 days (15 hours).',
    );
    // the days alone change: the same hours on two dates instead of one
    expect(recharged({ days: 1, hours: 12 }, { days: 2, hours: 12 })?.reason).toBe(
      'The rota changed: it now takes 2 days (12 hours), not 1 day (12 hours).',
    );
    // the hours alone change: a longer shift on the same day
    expect(recharged({ days: 1, hours: 7.5 }, { days: 1, hours: 11.5 })?.reason).toBe(
      'The rota changed: it now takes 1 day (11.5 hours), not 1 day (7.5 hours).',
    );
  });

  it('the same charge is no change; a request from before hours were counted gains them; stored text is read as numbers', () => {
    expect(recharged({ days: 3, hours: 36 }, { days: 3, hours: 36 })).toBeNull();
    expect(recharged({ days: '3', hours: '36' }, { days: 3, hours: 36 })).toBeNull();
    expect(recharged({ days: 3 }, { days: 3, hours: 36 })).toEqual({
      days: 3,
      hours: 36,
      reason: 'The rota changed: it now takes 3 days (36 hours), not 3 days.',
    });
    expect(recharged({ hours: null }, { days: 0, hours: 0 })?.reason).toBe(
      'The rota changed: it now takes 0 days (0 hours), not 0 days.',
    );
  });
});
