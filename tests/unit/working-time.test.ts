// The rota's pure rules: Working Time Regulations (DOMAIN §18), minimum staffing, and the three paste modes.
import { describe, expect, it } from 'vitest';
import { clashes, moveByDays, planPaste } from '../../engine/rota/paste.ts';
import { checkStaffing, covers, type StaffingPattern } from '../../engine/rota/staffing.ts';
import {
  checkWorkingTime,
  DAY,
  HOUR,
  isYoungWorker,
  longestRest,
  summarise,
  timeWorkMs,
  WEEK,
  weekStart,
  workingMs,
  type WorkShift,
} from '../../engine/rota/working-time.ts';

const MON = Date.UTC(2026, 10, 2); // Monday 2 November 2026, 00:00 UTC (GMT)
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
const rules = (w: ReturnType<typeof checkWorkingTime>) => w.map((x) => x.rule).sort();
const adult = { dateOfBirth: '1990-01-01' };

describe('working time', () => {
  it('counts a shift less its break; for pay only the wake-ups of a sleep-in, clipped to the shift', () => {
    expect(workingMs(shift(0, 7, 15))).toBe(7.5 * HOUR);
    expect(workingMs(shift(0, 7, 15, { breakMinutes: 0 }))).toBe(8 * HOUR);
    expect(timeWorkMs(shift(0, 22, 31, { shiftType: 'sleep_in' }))).toBe(0);
    const s = shift(0, 22, 31, {
      shiftType: 'sleep_in',
      wakes: [
        { start: at(0, 21), end: at(0, 23) },
        { start: at(1, 2), end: at(1, 3) },
      ],
    });
    expect(timeWorkMs(s)).toBe(2 * HOUR);
    expect(workingMs(shift(0, 22, 31, { shiftType: 'on_call', wakes: [{ start: at(1, 1), end: at(1, 2) }] }))).toBe(
      HOUR,
    );
    expect(timeWorkMs(shift(0, 22, 31, { shiftType: 'on_call', wakes: [{ start: at(1, 1), end: at(1, 2) }] }))).toBe(
      HOUR,
    );
    expect(workingMs(shift(0, 22, 31, { shiftType: 'waking_night', breakMinutes: 0 }))).toBe(9 * HOUR);
    expect(timeWorkMs(shift(0, 22, 31, { shiftType: 'waking_night', breakMinutes: 0 }))).toBe(9 * HOUR);
    expect(workingMs({ ...shift(0, 7, 8), breakMinutes: 120 })).toBe(0);
  });

  it('knows a worker under 18 by date of birth, to the day', () => {
    expect(isYoungWorker({ dateOfBirth: '2008-11-03' }, at(0, 12))).toBe(true);
    expect(isYoungWorker({ dateOfBirth: '2008-11-02' }, at(0, 12))).toBe(false);
    expect(isYoungWorker({ dateOfBirth: '2008-11-02' }, at(0, 0) - 1)).toBe(true);
    expect(isYoungWorker({}, at(0, 12))).toBe(false);
  });

  it('finds Monday and the longest rest', () => {
    expect(weekStart(at(3, 10))).toBe(MON);
    expect(weekStart(MON)).toBe(MON);
    expect(weekStart(MON - 1)).toBe(MON - WEEK);
    expect(longestRest([], MON, MON + DAY)).toBe(DAY);
    expect(longestRest([shift(0, 2, 4), shift(0, 10, 12)], MON, MON + DAY)).toBe(12 * HOUR);
    expect(longestRest([shift(0, 10, 12), shift(0, 2, 4)], MON, MON + DAY)).toBe(12 * HOUR);
    expect(longestRest([shift(0, 0, 8)], MON, MON + 10 * HOUR)).toBe(2 * HOUR);
    expect(longestRest([shift(0, 7, 9)], MON, MON + DAY)).toBe(15 * HOUR);
    expect(longestRest([shift(0, 1, 9), shift(0, 2, 3), shift(0, 10, 11)], MON, MON + 12 * HOUR)).toBe(HOUR);
    expect(longestRest([shift(-1, 0, 2), shift(2, 0, 2)], MON, MON + DAY)).toBe(DAY);
  });

  it('a lawful week warns of nothing', () => {
    const week = [0, 1, 2, 3, 4].map((d) => shift(d, 7, 15));
    expect(
      checkWorkingTime(
        adult,
        week,
        week.map((s) => s.id),
      ),
    ).toEqual([]);
  });

  it('warns of less than 11 hours between shifts, naming the gap (12 under 18)', () => {
    const late = shift(0, 14, 22);
    const early = shift(1, 7, 15);
    const w = checkWorkingTime(adult, [late, early], [early.id]);
    expect(w).toEqual([
      { rule: 'daily_rest', shiftId: early.id, message: "Only 9 hours' rest between shifts; the minimum is 11 hours." },
    ]);
    expect(checkWorkingTime(adult, [late, early], [late.id]).map((x) => x.rule)).toEqual(['daily_rest']);
    expect(checkWorkingTime(adult, [late, early], [late.id, early.id])).toEqual([
      expect.objectContaining({ rule: 'daily_rest', shiftId: early.id }),
    ]);
    const ok = shift(1, 9, 15);
    expect(checkWorkingTime(adult, [late, ok], [ok.id])).toEqual([]);
    const young = { dateOfBirth: '2009-06-01' };
    const a = shift(0, 17, 21);
    const b = shift(1, 8.5, 12.5);
    expect(checkWorkingTime(young, [a, b], [b.id]).map((x) => x.message)).toContain(
      "Only 11.5 hours' rest between shifts; the minimum is 12 hours for a worker under 18.",
    );
    const c = shift(1, 9, 13);
    expect(checkWorkingTime(young, [a, c], [c.id])).toEqual([]);
  });

  it("warns of an overlap with the same person's other shift", () => {
    const a = shift(0, 7, 15);
    const b = shift(0, 14, 22);
    expect(rules(checkWorkingTime(adult, [a, b], [b.id]))).toEqual(['overlap']);
    // back to back is one working day of 9 hours with 15 hours' rest after it: lawful
    const c = shift(0, 15, 16, { breakMinutes: 0 });
    expect(rules(checkWorkingTime(adult, [a, c], [c.id]))).toEqual([]);
  });

  it('needs a 20-minute break over 6 hours (30 over 4.5 under 18), not on a sleep-in', () => {
    expect(rules(checkWorkingTime(adult, [shift(0, 7, 15, { breakMinutes: 19, id: 'x' })], ['x']))).toEqual(['break']);
    expect(checkWorkingTime(adult, [shift(0, 7, 15, { breakMinutes: 20, id: 'x' })], ['x'])).toEqual([]);
    expect(checkWorkingTime(adult, [shift(0, 7, 13, { breakMinutes: 0, id: 'x' })], ['x'])).toEqual([]);
    expect(
      checkWorkingTime(adult, [shift(0, 22, 31, { breakMinutes: 0, id: 'x', shiftType: 'sleep_in' })], ['x']),
    ).toEqual([]);
    expect(
      checkWorkingTime(adult, [shift(0, 22, 31, { breakMinutes: 0, id: 'x', shiftType: 'on_call' })], ['x']),
    ).toEqual([]);
    const young = { dateOfBirth: '2010-01-01' };
    expect(checkWorkingTime(young, [shift(0, 9, 14, { breakMinutes: 29, id: 'y' })], ['y'])[0].message).toBe(
      'A shift over 4.5 hours needs a break of at least 30 minutes for a worker under 18.',
    );
    expect(checkWorkingTime(young, [shift(0, 9, 14, { breakMinutes: 30, id: 'y' })], ['y'])).toEqual([]);
    expect(checkWorkingTime(young, [shift(0, 9, 13.5, { breakMinutes: 0, id: 'y' })], ['y'])).toEqual([]);
    expect(checkWorkingTime(adult, [shift(0, 7, 15, { breakMinutes: 0, id: 'z' })], ['z'])[0].message).toBe(
      'A shift over 6 hours needs a break of at least 20 minutes.',
    );
  });

  it('limits a worker under 18 to 8 hours a day and 40 a week', () => {
    const young = { dateOfBirth: '2010-01-01' };
    const long = shift(0, 8, 17, { breakMinutes: 30, id: 'long' });
    expect(checkWorkingTime(young, [long], ['long'])).toEqual([
      { rule: 'young_daily', shiftId: 'long', message: '8.5 hours in a day; a worker under 18 may work at most 8.' },
    ]);
    expect(checkWorkingTime(young, [shift(0, 8, 16.5, { id: 'eight' })], ['eight'])).toEqual([]);
    const week = [0, 1, 2, 3, 4].map((d) => shift(d, 8, 16.5, { id: `d${d}` }));
    expect(
      checkWorkingTime(
        young,
        week,
        week.map((s) => s.id),
      ),
    ).toEqual([]);
    const more = [...week, shift(5, 8, 9.5, { id: 'sat', breakMinutes: 0 })];
    const w = checkWorkingTime(
      young,
      more,
      more.map((s) => s.id),
    );
    expect(w.filter((x) => x.rule === 'young_weekly')).toEqual([
      { rule: 'young_weekly', shiftId: 'd0', message: '41.5 hours this week; a worker under 18 may work at most 40.' },
    ]);
    expect(
      rules(
        checkWorkingTime(
          adult,
          more,
          more.map((s) => s.id),
        ),
      ),
    ).toEqual([]);
  });

  it('needs 24 hours rest a week or 48 in the fortnight (48 each week under 18)', () => {
    const daily = (week: number, days = 7) =>
      Array.from({ length: days }, (_, d) => shift(week * 7 + d, 7, 15, { id: `w${week}d${d}` }));
    const seven = daily(0);
    expect(checkWorkingTime(adult, seven, ['w0d3'])).toEqual([]); // the week before was free: 48 hours in the fortnight
    expect(checkWorkingTime(adult, [...daily(-1), ...seven], ['w0d3'])).toEqual([
      {
        rule: 'weekly_rest',
        shiftId: 'w0d3',
        message:
          "No 24 hours' rest in this week, and neither 48 hours nor two rests of 24 in the fortnight from 26 October 2026.",
      },
    ]);
    // a 48-hour rest at the end of the week before covers the fortnight
    const eased = [...daily(-1, 5), ...seven];
    expect(checkWorkingTime(adult, eased, ['w0d3'])).toEqual([]);
    const six = daily(0, 6);
    expect(checkWorkingTime(adult, six, ['w0d2'])).toEqual([]);
    const young = { dateOfBirth: '2010-01-01' };
    const youngSix = [0, 1, 2, 3, 4, 5].map((d) => shift(d, 9, 13, { id: `y${d}`, breakMinutes: 0 }));
    expect(checkWorkingTime(young, youngSix, ['y1']).map((x) => x.rule)).toEqual(['weekly_rest']);
    const youngFive = youngSix.slice(0, 5);
    expect(checkWorkingTime(young, youngFive, ['y1'])).toEqual([]);
    // one warning per week however many shifts are checked
    expect(
      checkWorkingTime(
        adult,
        [...daily(-1), ...seven],
        seven.map((s) => s.id),
      ).filter((x) => x.rule === 'weekly_rest'),
    ).toHaveLength(1);
  });

  it('averages 48 hours over a 17-week period unless opted out; nights at most 8 in 24 even when opted out', () => {
    const ctx = { referenceWeeks: 17 };
    const weeks = (to: number, type: WorkShift['shiftType'] = 'day') =>
      Array.from({ length: 17 }, (_, w) =>
        [0, 1, 2, 3, 4].map((d) => shift(-16 * 7 + w * 7 + d, 7, to, { id: `a${w}-${d}`, shiftType: type })),
      ).flat();
    const fifty = weeks(17.5); // 10 hours a day, 50 a week
    const last = fifty.at(-1)!.id;
    expect(checkWorkingTime(adult, fifty, [last], ctx)).toEqual([
      {
        rule: 'average_48',
        shiftId: last,
        message:
          'An average of 50 hours a week over the 17-week reference period; the limit is 48 unless the worker has opted out in writing.',
      },
    ]);
    expect(checkWorkingTime({ ...adult, optedOut48: true }, fifty, [last], ctx)).toEqual([]);
    expect(checkWorkingTime(adult, weeks(17), [last], ctx)).toEqual([]); // 47.5
    // the 17 weeks end with the checked shift's week: a heavy week 18 weeks back does not count
    const old = [...weeks(17), ...[0, 1, 2, 3, 4, 5, 6].map((d) => shift(-17 * 7 + d, 0, 23, { id: `old${d}` }))];
    expect(checkWorkingTime(adult, old, [last], ctx).filter((x) => x.rule === 'average_48')).toEqual([]);
    const nights = weeks(17.5, 'waking_night');
    const nightWorker = { ...adult, optedOut48: true, nightWorker: true };
    expect(checkWorkingTime(nightWorker, nights, [last], ctx)).toEqual([
      {
        rule: 'night_average',
        shiftId: last,
        message: 'A night worker: an average of 8.3 hours in 24 over the 17-week reference period; the limit is 8.',
      },
    ]);
    expect(checkWorkingTime(nightWorker, weeks(16.5, 'waking_night'), [last], ctx)).toEqual([]);
    expect(checkWorkingTime({ ...adult, optedOut48: true }, fifty, [last], ctx)).toEqual([]);
  });

  it('ignores ids it is not given and shifts it cannot find', () => {
    const a = shift(0, 7, 15);
    const b = shift(0, 8, 16);
    expect(checkWorkingTime(adult, [a, b], [])).toEqual([]);
    expect(checkWorkingTime(adult, [a], ['nope'])).toEqual([]);
  });

  it('summarises a month per person', () => {
    const sat = Date.UTC(2026, 10, 7);
    const isWeekend = (t: number) => [0, 6].includes(new Date(t).getUTCDay());
    const list = [
      shift(0, 7, 15),
      shift(1, 22, 31, { shiftType: 'waking_night', breakMinutes: 0 }),
      shift(5, 22, 31, { shiftType: 'sleep_in', wakes: [{ start: at(6, 2), end: at(6, 3) }] }),
    ];
    expect(summarise(list, isWeekend)).toEqual({ hours: 17.5, shifts: 3, nights: 1, sleepIns: 1, weekends: 1 });
    expect(isWeekend(sat)).toBe(true);
    expect(summarise([], isWeekend)).toEqual({ hours: 0, shifts: 0, nights: 0, sleepIns: 0, weekends: 0 });
  });
});

describe('minimum staffing', () => {
  const p = (more: Partial<StaffingPattern> = {}): StaffingPattern => ({
    id: 'early',
    name: 'Early',
    minStaff: 2,
    needsDriver: true,
    needsMedication: true,
    needsFirstAid: true,
    start: at(0, 7),
    end: at(0, 15),
    ...more,
  });
  const s = (id: string, staffId: string | null, from: number, to: number, patternId: string | null = null) => ({
    id,
    staffId,
    start: at(0, from),
    end: at(0, to),
    patternId,
  });
  const skills = new Map([
    ['ann', { driver: true, medicationTrained: false, firstAider: false }],
    ['bob', { driver: false, medicationTrained: true, firstAider: true, shiftLeader: true }],
  ]);

  it('a shift covers a pattern by its pattern or by spanning the midpoint', () => {
    expect(covers(s('1', 'ann', 7, 15), p())).toBe(true);
    expect(covers(s('1', 'ann', 11, 22), p())).toBe(true);
    expect(covers(s('1', 'ann', 11.5, 22), p())).toBe(false);
    expect(covers(s('1', 'ann', 3, 11), p())).toBe(false);
    expect(covers(s('1', 'ann', 3, 11.01), p())).toBe(true);
    expect(covers(s('1', 'ann', 12, 15, 'early'), p())).toBe(true);
    expect(covers(s('1', 'ann', 15, 16, 'early'), p())).toBe(false);
    expect(covers(s('1', 'ann', 6, 7, 'early'), p())).toBe(false);
  });

  it('warns of too few staff and each missing skill', () => {
    expect(checkStaffing([p()], [s('1', 'ann', 7, 15), s('2', 'bob', 7, 15)], skills)).toEqual([]);
    expect(checkStaffing([p()], [s('1', 'ann', 7, 15), s('2', null, 7, 15)], skills)).toEqual([
      { rule: 'understaffed', patternId: 'early', start: at(0, 7), message: 'Early: 1 on shift; the home needs 2.' },
      {
        rule: 'no_shift_leader',
        patternId: 'early',
        start: at(0, 7),
        message: 'Early: no one on shift who may lead it.',
      },
      {
        rule: 'no_medication',
        patternId: 'early',
        start: at(0, 7),
        message: 'Early: no one medication-trained on shift.',
      },
      { rule: 'no_first_aider', patternId: 'early', start: at(0, 7), message: 'Early: no first-aider on shift.' },
    ]);
    expect(checkStaffing([p()], [s('1', 'bob', 7, 15), s('2', 'bob', 8, 9)], skills).map((w) => w.message)).toEqual([
      'Early: 1 on shift; the home needs 2.',
      'Early: no driver on shift.',
    ]);
    expect(
      checkStaffing([p({ minStaff: 0, needsDriver: false, needsMedication: false, needsFirstAid: false })], [], skills),
    ).toEqual([]);
    expect(
      checkStaffing(
        [p({ minStaff: 1, needsDriver: false, needsMedication: false, needsFirstAid: false })],
        [s('1', 'zed', 7, 15)],
        skills,
      ).map((w) => w.rule),
    ).toEqual(['no_shift_leader']);
    expect(
      checkStaffing(
        [p({ minStaff: 0, needsMedication: false, needsFirstAid: false })],
        [s('1', 'zed', 7, 15)],
        skills,
      )[0].rule,
    ).toBe('no_driver');
  });

  it('does not count someone whose checks are not complete, nor their skills, toward the shift', () => {
    const both = [s('1', 'ann', 7, 15), s('2', 'bob', 7, 15)];
    expect(checkStaffing([p()], both, skills, new Set(['bob']))).toEqual([
      {
        rule: 'understaffed',
        patternId: 'early',
        start: at(0, 7),
        message: 'Early: 1 on shift who count (1 more whose pre-employment checks are not complete); the home needs 2.',
      },
      {
        rule: 'no_shift_leader',
        patternId: 'early',
        start: at(0, 7),
        message: 'Early: no one on shift who may lead it.',
      },
      {
        rule: 'no_medication',
        patternId: 'early',
        start: at(0, 7),
        message: 'Early: no one medication-trained on shift.',
      },
      { rule: 'no_first_aider', patternId: 'early', start: at(0, 7), message: 'Early: no first-aider on shift.' },
    ]);
    expect(checkStaffing([p()], both, skills, new Set(['zed']))).toEqual([]);
    // a shift leader is asked for only where the pattern asks for staff
    const leaderless = p({ minStaff: 0, needsDriver: false, needsMedication: true, needsFirstAid: false });
    expect(checkStaffing([leaderless], [s('1', 'bob', 7, 15)], skills, new Set(['bob'])).map((w) => w.rule)).toEqual([
      'no_medication',
    ]);
  });
});

describe('paste modes', () => {
  const x = (id: string, staffId: string | null, day: number, from: number, to: number, shiftType = 'day') => ({
    id,
    staffId,
    start: at(day, from),
    end: at(day, to),
    shiftType,
  });
  const source = [x('a', 'ann', 0, 7, 15), x('b', 'bob', 0, 14, 22), x('u', null, 1, 7, 15)];
  const target = [
    x('t1', 'ann', 7, 8, 16),
    x('t2', 'cat', 7, 7, 15),
    x('t3', null, 8, 7, 15),
    x('t4', 'bob', 9, 7, 15),
  ];

  it('knows a clash: same person overlapping, or two unfilled of one type', () => {
    expect(clashes(x('1', 'ann', 0, 7, 15), x('2', 'ann', 0, 14, 22))).toBe(true);
    expect(clashes(x('1', 'ann', 0, 7, 15), x('2', 'ann', 0, 15, 22))).toBe(false);
    expect(clashes(x('1', 'ann', 0, 15, 22), x('2', 'ann', 0, 7, 15))).toBe(false);
    expect(clashes(x('1', 'ann', 0, 16, 22), x('2', 'ann', 0, 7, 15))).toBe(false);
    expect(clashes(x('1', 'ann', 0, 7, 15, 'early'), x('2', 'ann', 0, 14, 22, 'late'))).toBe(true);
    expect(clashes(x('1', 'ann', 0, 7, 15), x('2', 'bob', 0, 7, 15))).toBe(false);
    expect(clashes(x('1', null, 0, 7, 15), x('2', null, 0, 7, 15))).toBe(true);
    expect(clashes(x('1', null, 0, 7, 15), x('2', null, 0, 7, 15, 'late'))).toBe(false);
    expect(clashes(x('1', null, 0, 7, 15), x('2', 'ann', 0, 7, 15))).toBe(false);
    expect(clashes(x('1', 'ann', 0, 7, 15), x('2', null, 0, 7, 15))).toBe(false);
  });

  it('moves by London days, keeping the wall-clock time across the clocks going back', () => {
    const beforeChange = Date.UTC(2026, 9, 22, 6); // Thu 22 Oct 2026 07:00 BST
    expect(new Date(moveByDays(beforeChange, 7)).toISOString()).toBe('2026-10-29T07:00:00.000Z'); // 07:00 GMT
    expect(moveByDays(at(0, 7), 7)).toBe(at(7, 7));
  });

  it('overwrite archives clashing target shifts and pastes every copy', () => {
    const plan = planPaste(source, target, 7, 'overwrite');
    expect(plan.create.map((c) => [c.from, c.staffId, c.start])).toEqual([
      ['a', 'ann', at(7, 7)],
      ['b', 'bob', at(7, 14)],
      ['u', null, at(8, 7)],
    ]);
    expect(plan.create[0].end).toBe(at(7, 15));
    expect(plan.archive).toEqual(['t1', 't3']);
    expect(plan.skipped).toEqual([]);
  });

  it("don't overwrite skips copies that clash and archives nothing", () => {
    const plan = planPaste(source, target, 7, 'keep');
    expect(plan.create.map((c) => c.from)).toEqual(['b']);
    expect(plan.skipped).toEqual(['a', 'u']);
    expect(plan.archive).toEqual([]);
  });

  it('clear archives every target shift first, then pastes all', () => {
    const plan = planPaste(source, target, 7, 'clear');
    expect(plan.create).toHaveLength(3);
    expect(plan.archive).toEqual(['t1', 't2', 't3', 't4']);
    expect(plan.skipped).toEqual([]);
  });
});
