// Weekly rest in fixed fortnights from the start of employment (WTR 1998 reg 11(2)–(6)) and night workers found from
// their shifts or flagged, with the night average of reg 6 on their own hours (decision 0610).
import { describe, expect, it } from 'vitest';
import { isNightWorker, nightAverage, nightMinutes, nightReferenceWeeks } from '../../engine/rota/night-work.ts';
import {
  checkWorkingTime,
  DAY,
  fortnightStart,
  HOUR,
  optedOutOn,
  WEEK,
  type WorkShift,
} from '../../engine/rota/working-time.ts';

const MON = Date.UTC(2026, 10, 2); // Monday 2 November 2026 (GMT: London is UTC)
const at = (day: number, hour: number) => MON + day * DAY + hour * HOUR;
let n = 0;
const shift = (day: number, from: number, to: number, more: Partial<WorkShift> = {}): WorkShift => ({
  id: `s${++n}`,
  start: at(day, from),
  end: at(day, to),
  breakMinutes: 30,
  shiftType: 'day',
  ...more,
});
const daily = (fromDay: number, days: number) => Array.from({ length: days }, (_, d) => shift(fromDay + d, 7, 15));
const weeklyRest = (w: ReturnType<typeof checkWorkingTime>) => w.filter((x) => x.rule === 'weekly_rest');

describe('weekly rest in fixed fortnights (reg 11)', () => {
  it('runs fortnights from the Monday of the week employment began', () => {
    expect(fortnightStart(MON, '2026-11-04')).toBe(MON);
    expect(fortnightStart(MON + WEEK, '2026-11-04')).toBe(MON);
    expect(fortnightStart(MON + 2 * WEEK, '2026-11-04')).toBe(MON + 2 * WEEK);
    expect(fortnightStart(MON, '2026-10-28')).toBe(MON - WEEK);
    expect(fortnightStart(MON - WEEK, '2026-11-04')).toBe(MON - 2 * WEEK);
  });

  it('a week without 24 hours is lawful when its fortnight, with the week after, holds 48 hours', () => {
    // worked every day this week and the week before; next week starts with two days off
    const shifts = [...daily(-7, 7), ...daily(0, 7), ...daily(9, 5)];
    const checked = shifts.filter((s) => s.start >= MON && s.start < MON + WEEK).map((s) => s.id);
    // employment began in this week: the fortnight is this week and the next
    expect(weeklyRest(checkWorkingTime({ startedOn: '2026-11-03' }, shifts, checked))).toEqual([]);
    // employment began a week earlier: the fortnight is the week before and this one, with no rest in it
    expect(weeklyRest(checkWorkingTime({ startedOn: '2026-10-27' }, shifts, checked))).toEqual([
      {
        rule: 'weekly_rest',
        shiftId: checked[0],
        message:
          "No 24 hours' rest in this week, and neither 48 hours nor two rests of 24 in the fortnight from 26 October 2026.",
      },
    ]);
  });

  it('two separate rests of 24 hours in the fortnight are enough, one of them is not', () => {
    // fortnight from MON: this week worked every day, next week off Wednesday only (from 15:00 Tue to 07:00 Thu)
    const two = [...daily(0, 7), ...daily(7, 2), ...daily(10, 3)];
    const checked = two.slice(0, 7).map((s) => s.id);
    const lastDay = { id: 'sun', start: at(13, 7), end: at(13, 15), breakMinutes: 30, shiftType: 'day' as const };
    // 40 hours off mid-week, then 7 to 15 to the end of the fortnight: one rest of 24, no 48
    expect(weeklyRest(checkWorkingTime({ startedOn: '2026-11-02' }, [...two, lastDay], checked))).toHaveLength(1);
    // leaving the last Sunday free adds a second rest of 24 hours (15:00 Sat to the fortnight's end, 33 hours)
    expect(weeklyRest(checkWorkingTime({ startedOn: '2026-11-02' }, two, checked))).toEqual([]);
  });

  it('a worker under 18 needs 48 hours in each week whatever the fortnight', () => {
    const shifts = [...daily(0, 6), ...daily(9, 5)];
    const w = checkWorkingTime({ dateOfBirth: '2010-01-01', startedOn: '2026-11-02' }, shifts, [shifts[0].id]);
    expect(weeklyRest(w).map((x) => x.message)).toEqual([
      "No 48 hours' rest in this week; a worker under 18 needs 48 hours each week.",
    ]);
  });
});

describe('night workers (regs 2 and 6)', () => {
  it('counts night time as 23:00 to 06:00 London, in summer too', () => {
    expect(nightMinutes(at(0, 22), at(1, 7))).toBe(7 * 60);
    expect(nightMinutes(at(0, 7), at(0, 22))).toBe(0);
    expect(nightMinutes(at(0, 23.5), at(1, 1))).toBe(90);
    // 22:00 to 07:00 BST on 1 July 2026 is 21:00 to 06:00 UTC
    const july = Date.UTC(2026, 6, 1);
    expect(nightMinutes(july + 21 * HOUR, july + 30 * HOUR)).toBe(7 * 60);
  });

  it('is a night worker when flagged, or when a third of the shifts hold 3 hours at night', () => {
    const night = [{ start: at(0, 22), end: at(1, 7) }];
    const day = [{ start: at(0, 7), end: at(0, 17) }];
    const short = [{ start: at(0, 17), end: at(1, 1) }]; // two hours at night
    expect(isNightWorker(false, [night, day, day])).toBe(true);
    expect(isNightWorker(false, [night, day, day, day])).toBe(false);
    expect(isNightWorker(false, [short, short, short])).toBe(false);
    expect(isNightWorker(true, [day])).toBe(true);
    expect(isNightWorker(false, [])).toBe(false);
    expect(isNightWorker(false, [[]])).toBe(false);
  });

  it('averages the hours over 17 weeks less a rest day a week, or the longer agreed period', () => {
    const worked = new Map([['2026-11-01', 102 * HOUR]]);
    expect(nightAverage(worked, '2026-11-02', 17)).toBe(HOUR);
    expect(nightAverage(worked, '2026-11-01', 17)).toBe(0);
    expect(nightReferenceWeeks(26)).toBe(17);
    expect(nightReferenceWeeks(17)).toBe(17);
    expect(nightReferenceWeeks(40)).toBe(40);
  });

  const weeks = (count: number, perWeek: (d: number) => WorkShift[]) =>
    Array.from({ length: count }, (_, w) => perWeek((w - count + 1) * 7)).flat();
  const nights = (d: number) =>
    [0, 1, 2, 3, 4].map((x) => shift(d + x, 21, 31, { shiftType: 'waking_night', breakMinutes: 0 }));
  const days = (d: number) => [0, 1, 2, 3, 4].map((x) => shift(d + x, 7, 17, { breakMinutes: 0 }));
  const night = (w: ReturnType<typeof checkWorkingTime>) => w.filter((x) => x.rule === 'night_average');

  it('warns a night worker found from the rota, opted out or not, and names the 17 weeks', () => {
    const all = weeks(17, nights); // 50 hours a week of nights: 850 / 102 = 8.3 in 24
    const last = all.at(-1)!.id;
    expect(night(checkWorkingTime({ optedOut48: true }, all, [last]))).toEqual([
      {
        rule: 'night_average',
        shiftId: last,
        message: 'A night worker: an average of 8.3 hours in 24 over the 17-week reference period; the limit is 8.',
      },
    ]);
    // a day shift in the checked week is judged too: the night worker's average is on all their hours
    const withDay = [...all, shift(5, 9, 13, { id: 'sat', breakMinutes: 0 })];
    expect(night(checkWorkingTime({ optedOut48: true }, withDay, ['sat']))).toHaveLength(1);
  });

  it('does not apply the night limit to the same hours worked by day, unless the person is flagged', () => {
    const all = weeks(17, days);
    const last = all.at(-1)!.id;
    expect(night(checkWorkingTime({ optedOut48: true }, all, [last]))).toEqual([]);
    expect(night(checkWorkingTime({ optedOut48: true, nightWorker: true }, all, [last]))).toHaveLength(1);
  });
});

describe('the 48-hour opt-out with its withdrawal (reg 5)', () => {
  const w = (more: object) => ({ optedOut48: true, optedOutOn: '2026-01-05', ...more });
  it('applies from the day signed until the notice after withdrawal ends: 7 days unless more was agreed', () => {
    expect(optedOutOn({ optedOut48: false }, '2026-11-02')).toBe(false);
    expect(optedOutOn(w({}), '2026-01-04')).toBe(false);
    expect(optedOutOn(w({}), '2026-01-05')).toBe(true);
    expect(optedOutOn({ optedOut48: true }, '2026-01-01')).toBe(true);
    const withdrawn = w({ optOutWithdrawnOn: '2026-11-02' });
    expect(optedOutOn(withdrawn, '2026-11-08')).toBe(true);
    expect(optedOutOn(withdrawn, '2026-11-09')).toBe(false);
    const threeMonths = w({ optOutWithdrawnOn: '2026-11-02', optOutNoticeDays: 92 });
    expect(optedOutOn(threeMonths, '2027-02-01')).toBe(true);
    expect(optedOutOn(threeMonths, '2027-02-02')).toBe(false);
    // notice outside 7 days to 3 months is read as the nearest lawful
    expect(optedOutOn(w({ optOutWithdrawnOn: '2026-11-02', optOutNoticeDays: 1 }), '2026-11-08')).toBe(true);
    expect(optedOutOn(w({ optOutWithdrawnOn: '2026-11-02', optOutNoticeDays: 400 }), '2027-02-02')).toBe(false);
  });

  it('warns of the 48-hour average again once the notice has ended', () => {
    const heavy = Array.from({ length: 26 }, (_, k) =>
      [0, 1, 2, 3, 4].map((d) => shift((k - 25) * 7 + d, 7, 18, { breakMinutes: 0 })),
    ).flat(); // 55 hours a week
    const last = heavy.at(-1)!.id;
    const avg = (worker: object) => checkWorkingTime(worker, heavy, [last]).filter((x) => x.rule === 'average_48');
    expect(avg(w({}))).toEqual([]);
    // notice given on Monday 26 October: 7 days end on Monday 2 November, before this week's Sunday
    expect(avg(w({ optOutWithdrawnOn: '2026-10-26' }))).toHaveLength(1);
    // notice given on Friday 6 November runs past this week
    expect(avg(w({ optOutWithdrawnOn: '2026-11-06' }))).toEqual([]);
  });
});
