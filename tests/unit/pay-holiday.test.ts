// Holiday pay in gross pay (decision 0880): annual leave taken paid at the 52-week average hourly pay for time
// worked (never below the base rate), rolled-up holiday pay of 12.07 % for those who have it, and a rostered shift
// on a day of leave not paid as worked unless clocked.
import { describe, expect, it } from 'vitest';
import { bankHolidaySet } from '../../engine/pay/bank-holidays.ts';
import {
  averageHourlyPence,
  grossPay,
  type HolidayPay,
  NO_HOLIDAY,
  type PayRate,
  rolledUpPence,
} from '../../engine/pay/gross-pay.ts';
import { type ApprovedLeave, daysOnLeave, leaveTaken, workedShift } from '../../engine/pay/leave-taken.ts';

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
const april = rate('2026-04-01', 1300, { nightPence: 1400, weekendPence: 1350, sleepInPence: 6000 });
const holiday = (over: Partial<HolidayPay>): HolidayPay => ({ ...NO_HOLIDAY, ...over });
// Wednesday 4 November 2026, 07:00–15:00 with a 30-minute break: 450 minutes at base
const day = { localStart: '2026-11-04T07:00', minutes: 480, breakMinutes: 30, shiftType: 'early' };

describe('holiday pay for leave taken', () => {
  it('pays the minutes charged on its own line at the 52-week average when that is above the base rate', () => {
    const pay = grossPay(
      [day],
      [],
      [april],
      bh,
      undefined,
      holiday({ taken: [{ takenOn: '2026-11-10', minutes: 900 }], averagePence: 1342 }),
    );
    const line = pay.lines.find((l) => l.type === 'holiday')!;
    expect(line).toMatchObject({ minutes: 900, ratePence: 1342, amountPence: 20_130, rateFrom: '2026-04-01' });
    expect(pay.amountPence).toBe(9750 + 20_130);
    expect(pay.minutes).toBe(450 + 900);
  });

  it('never pays holiday below the base rate on the day (an average of last year’s lower rates)', () => {
    const pay = grossPay(
      [],
      [],
      [april],
      bh,
      undefined,
      holiday({ taken: [{ takenOn: '2026-11-10', minutes: 60 }], averagePence: 1250 }),
    );
    expect(pay.lines).toEqual([
      { type: 'holiday', rateFrom: '2026-04-01', minutes: 60, units: 0, ratePence: 1300, amountPence: 1300 },
    ]);
    const none = grossPay([], [], [april], bh, undefined, holiday({ taken: [{ takenOn: '2026-11-10', minutes: 60 }] }));
    expect(none.lines[0].ratePence).toBe(1300);
  });

  it('adds the days of one rate period into one line and counts leave with no rate in force as unrated', () => {
    const pay = grossPay(
      [],
      [],
      [april],
      bh,
      undefined,
      holiday({
        taken: [
          { takenOn: '2026-11-10', minutes: 450 },
          { takenOn: '2026-11-20', minutes: 450 },
          { takenOn: '2026-03-20', minutes: 450 },
        ],
      }),
    );
    expect(pay.lines).toHaveLength(1);
    expect(pay.lines[0].minutes).toBe(900);
    expect(pay.unrated).toBe(1);
  });
});

describe('rolled-up holiday pay', () => {
  it('is 12.07 % of the period’s pay on its own line, with no pay again for leave taken', () => {
    const pay = grossPay(
      [day, { localStart: '2026-11-05T22:30', minutes: 510, breakMinutes: 0, shiftType: 'sleep_in', wakeMinutes: 30 }],
      [{ workedOn: '2026-11-06', minutes: 60 }],
      [april],
      bh,
      undefined,
      holiday({ rolledUp: true, taken: [{ takenOn: '2026-11-10', minutes: 450 }], averagePence: 1500 }),
    );
    // 450 + 30 woken minutes at base (10 400p), the sleep-in's 6 000p, an hour's overtime (1 300p)
    const worked = 10_400 + 6_000 + 1_300;
    expect(pay.lines.find((l) => l.type === 'holiday')).toBeUndefined();
    expect(pay.lines.at(-1)).toEqual({
      type: 'rolled_up_holiday',
      rateFrom: '2026-04-01',
      minutes: 0,
      units: 0,
      ratePence: 0,
      amountPence: Math.round(worked * 0.1207),
    });
    expect(pay.amountPence).toBe(worked + Math.round(worked * 0.1207));
  });

  it('is nothing in a period with no pay, and rounds to the nearest penny', () => {
    expect(grossPay([], [], [april], bh, undefined, holiday({ rolledUp: true })).lines).toEqual([]);
    expect(rolledUpPence(10_000)).toBe(1207);
    expect(rolledUpPence(41)).toBe(5); // 4.9487
    expect(rolledUpPence(45)).toBe(5); // 5.4315
    expect(rolledUpPence(46)).toBe(6); // 5.5522
  });
});

describe('the average hourly pay for time worked', () => {
  it('weights each worked line by its minutes and leaves out sleep-in flats, overtime and holiday', () => {
    const pay = grossPay(
      [
        day, // 450 minutes at 1 300p
        { localStart: '2026-11-07T07:00', minutes: 480, breakMinutes: 30, shiftType: 'early' }, // Saturday: 1 350p
        { localStart: '2026-11-05T22:30', minutes: 510, breakMinutes: 0, shiftType: 'sleep_in', wakeMinutes: 0 },
        { localStart: '2026-11-08T17:00', minutes: 960, breakMinutes: 0, shiftType: 'on_call', wakeMinutes: 60 },
      ],
      [{ workedOn: '2026-11-06', minutes: 600 }],
      [rate('2026-04-01', 1300, { weekendPence: 1350, sleepInPence: 6000 })],
      bh,
    );
    // base 450 + call-out 60 at 1 300p, weekend 450 at 1 350p
    expect(averageHourlyPence(pay)).toBe(Math.round(((510 * 1300 + 450 * 1350) / 60 / 960) * 60));
    expect(averageHourlyPence({ lines: [] })).toBeNull();
    expect(
      averageHourlyPence({
        lines: [{ type: 'sleep_in', rateFrom: 'x', minutes: 0, units: 2, ratePence: 6000, amountPence: 12_000 }],
      }),
    ).toBeNull();
  });
});

describe('leave taken in a pay period', () => {
  const period = { from: '2026-11-01', to: '2026-11-30' };
  const settings = { daysPerWeek: 3, hoursPerDay: 12 };
  const annual = (startsOn: string, endsOn: string, more: Partial<ApprovedLeave> = {}): ApprovedLeave => ({
    leaveType: 'annual',
    startsOn,
    endsOn,
    ...more,
  });
  const shift = (date: string, minutes = 690, shiftType = 'long_day', clocked = false) => ({
    date,
    minutes,
    shiftType,
    clocked,
  });

  it('charges the rostered shifts in the leave, not sleep-ins or on-call', () => {
    const rota = [
      shift('2026-11-09'),
      shift('2026-11-10', 510, 'sleep_in'),
      shift('2026-11-11'),
      shift('2026-11-12', 960, 'on_call'),
      shift('2026-11-16'),
    ];
    expect(leaveTaken([annual('2026-11-09', '2026-11-15')], period, settings, rota)).toEqual([
      { takenOn: '2026-11-09', minutes: 1380 },
    ]);
  });

  it('charges contracted hours where no rota was made, and only the part of the leave inside the period', () => {
    // 28 November to 4 December: in November, Saturday, Sunday and Monday 30th: 3/5 of a 12-hour day
    expect(leaveTaken([annual('2026-11-28', '2026-12-04')], period, settings, [])).toEqual([
      { takenOn: '2026-11-28', minutes: 432 },
    ]);
    expect(leaveTaken([annual('2026-11-28', '2026-11-29')], period, settings, [])).toEqual([]);
    // 23 October to 3 November: Monday 2 and Tuesday 3 November × 3/5 of a 12-hour day = 14.4 hours
    expect(leaveTaken([annual('2026-10-23', '2026-11-03')], period, settings, [])).toEqual([
      { takenOn: '2026-11-01', minutes: 864 },
    ]);
  });

  it('takes only annual leave, whole or in hours, and leaves out leave outside the period', () => {
    const rota = [shift('2026-11-09'), shift('2026-11-30')];
    expect(
      leaveTaken(
        [
          annual('2026-11-09', '2026-11-09', { leaveType: 'sick' }),
          annual('2026-11-30', '2026-11-30', { minutes: 240 }),
          annual('2026-10-01', '2026-10-31'),
          annual('2026-12-01', '2026-12-02'),
          annual('2026-11-30', '2026-12-02'),
        ],
        period,
        settings,
        rota,
      ),
    ).toEqual([
      { takenOn: '2026-11-30', minutes: 240 },
      { takenOn: '2026-11-30', minutes: 690 },
    ]);
  });

  it("takes leave that ends on the period's first day or starts on its last, each day once", () => {
    const rota = [shift('2026-11-01', 600), shift('2026-11-30', 480)];
    expect(leaveTaken([annual('2026-10-30', '2026-11-01')], period, settings, rota)).toEqual([
      { takenOn: '2026-11-01', minutes: 600 },
    ]);
    expect(leaveTaken([annual('2026-11-30', '2026-12-01')], period, settings, rota)).toEqual([
      { takenOn: '2026-11-30', minutes: 480 },
    ]);
    expect([...daysOnLeave([annual('2026-10-30', '2026-11-01'), annual('2026-11-30', '2026-12-02')], period)]).toEqual([
      '2026-11-01',
      '2026-11-30',
    ]);
    expect(daysOnLeave([annual('2026-11-05', '2026-11-05', { partDay: 'pm' })], period).size).toBe(0);
  });

  it('knows the whole days of leave of any type in the period, and a shift on one is paid only if clocked', () => {
    const days = daysOnLeave(
      [
        annual('2026-10-30', '2026-11-02', { leaveType: 'sick' }),
        annual('2026-11-10', '2026-11-10', { partDay: 'am' }),
        annual('2026-11-12', '2026-11-12', { minutes: 120 }),
        annual('2026-11-29', '2026-12-03'),
      ],
      period,
    );
    expect([...days].sort()).toEqual(['2026-11-01', '2026-11-02', '2026-11-29', '2026-11-30']);
    expect(workedShift({ date: '2026-11-02', clocked: false }, days)).toBe(false);
    expect(workedShift({ date: '2026-11-02', clocked: true }, days)).toBe(true);
    expect(workedShift({ date: '2026-11-03', clocked: false }, days)).toBe(true);
  });
});
