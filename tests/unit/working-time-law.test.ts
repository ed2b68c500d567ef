// What the Working Time Regulations 1998 count, as the practitioner's reading found the rota checker should (decision
// 0430): sleep-ins in full, on-call only when called out, clocked hours and approved overtime, the organisation's
// reference period with leave left out and made up, and the young worker's day, night and sleep-ins.
import { describe, expect, it } from 'vitest';
import { referenceAverage, referenceWeeks } from '../../engine/rota/reference-period.ts';
import {
  checkWorkingTime,
  DAY,
  HOUR,
  longestRest,
  timeWorkMs,
  workedByDay,
  workingMs,
  type WorkShift,
} from '../../engine/rota/working-time.ts';
import { byLondonDay, londonDay, restrictedMinutes, restrictedPeriods } from '../../engine/rota/young-workers.ts';

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
const adult = { dateOfBirth: '1990-01-01' };
const young = { dateOfBirth: '2009-06-01' }; // 17 in November 2026
const rules = (w: ReturnType<typeof checkWorkingTime>) => w.map((x) => x.rule).sort();
/** `weeks` weeks ending with the week of MON, each the shifts `week(day offset)` makes. */
const weeksOf = (weeks: number, week: (d: number) => WorkShift[]) =>
  Array.from({ length: weeks }, (_, w) => week((w - weeks + 1) * 7)).flat();

describe('sleep-ins, on-call, clocked hours and overtime (reg 2: working time)', () => {
  it('a sleep-in counts in full for working time and only its wake-ups for pay', () => {
    const s = shift(0, 22, 32, { shiftType: 'sleep_in', breakMinutes: 0, wakes: [{ start: at(1, 2), end: at(1, 3) }] });
    expect(workingMs(s)).toBe(10 * HOUR);
    expect(timeWorkMs(s)).toBe(HOUR);
  });

  it('three long days with sleep-ins a week (about 70 hours) breach the 48-hour average', () => {
    const week = (d: number) => [
      ...[0, 2, 4].map((x) => shift(d + x, 8, 22)),
      ...[0, 2, 4].map((x) => shift(d + x, 22, 32, { shiftType: 'sleep_in', breakMinutes: 0 })),
    ];
    const all = weeksOf(26, week);
    const last = all.filter((s) => s.start >= MON).map((s) => s.id);
    const w = checkWorkingTime(adult, all, last).filter((x) => x.rule === 'average_48');
    expect(w.map((x) => x.message)).toEqual([
      'An average of 70.5 hours a week over the 26-week reference period; the limit is 48 unless the worker has opted out in writing.',
    ]);
  });

  it('on-call away from the workplace counts only its call-outs, and is rest otherwise', () => {
    const quiet = shift(0, 17, 31, { shiftType: 'on_call', breakMinutes: 0 });
    const called = { ...quiet, id: 'called', wakes: [{ start: at(0, 23), end: at(1, 1) }] };
    expect(workingMs(quiet)).toBe(0);
    expect(workingMs(called)).toBe(2 * HOUR);
    expect(longestRest([quiet], MON, MON + 2 * DAY)).toBe(2 * DAY);
    expect(longestRest([called], MON, MON + 2 * DAY)).toBe(23 * HOUR);
    // an early the next morning after a quiet on-call has had its rest; after a call-out until 01:00 it has not
    const early = shift(1, 7, 15);
    expect(checkWorkingTime(adult, [shift(0, 7, 15), quiet, early], [early.id])).toEqual([]);
    expect(rules(checkWorkingTime(adult, [called, early], [early.id]))).toEqual(['daily_rest']);
  });

  it('clocked hours, where recorded, are the hours worked', () => {
    const planned = shift(0, 8, 16);
    const clocked = { ...planned, clockedIn: at(0, 7), clockedOut: at(0, 19) };
    expect(workingMs(planned)).toBe(7.5 * HOUR);
    expect(workingMs(clocked)).toBe(11.5 * HOUR);
    expect(workingMs({ ...planned, clockedIn: at(0, 7), clockedOut: null })).toBe(7.5 * HOUR);
    // staying until 19:00 leaves 10 hours before a 05:00 start
    const next = shift(1, 5, 13);
    expect(checkWorkingTime(adult, [planned, next], [next.id])).toEqual([]);
    expect(rules(checkWorkingTime(adult, [clocked, next], [next.id]))).toEqual(['daily_rest']);
  });

  it('approved overtime reaches the average, but not twice on a clocked day', () => {
    // five 9.5-hour days: 47.5 hours a week, lawful; 6 hours of overtime a week takes it to 53.5
    const week = (d: number) => [0, 1, 2, 3, 4].map((x) => shift(d + x, 7, 17));
    const all = weeksOf(26, week);
    const last = all.at(-1)!.id;
    expect(checkWorkingTime(adult, all, [last])).toEqual([]);
    const dates = all.filter((s) => new Date(s.start).getUTCDay() === 1).map((s) => londonDay(s.start));
    const overtime = dates.map((date) => ({ date, minutes: 360 }));
    expect(checkWorkingTime(adult, all, [last], { overtime }).map((x) => x.message)).toEqual([
      'An average of 53.5 hours a week over the 26-week reference period; the limit is 48 unless the worker has opted out in writing.',
    ]);
    const day = shift(0, 7, 17, { clockedIn: at(0, 7), clockedOut: at(0, 19) });
    expect(workedByDay([day], { overtime: [{ date: '2026-11-02', minutes: 120 }] }).get('2026-11-02')).toBe(
      11.5 * HOUR,
    );
    expect(workedByDay([shift(0, 7, 17)], { overtime: [{ date: '2026-11-02', minutes: 120 }] }).get('2026-11-02')).toBe(
      11.5 * HOUR,
    );
  });
});

describe('the reference period (reg 4(3)–(7), reg 21, reg 23(b))', () => {
  it('is the organisation’s choice of 17 to 52 weeks, 26 when unset or out of range', () => {
    expect([17, 26, 52].map(referenceWeeks)).toEqual([17, 26, 52]);
    expect([undefined, null, 16, 53, 20.5, '17'].map(referenceWeeks)).toEqual([26, 26, 26, 26, 26, 26]);
  });

  it('is named in the warning, and the average taken over it', () => {
    const week = (d: number) => [0, 1, 2, 3, 4].map((x) => shift(d + x, 7, 17.5)); // 50 hours
    const all = weeksOf(17, week);
    const last = all.at(-1)!.id;
    expect(checkWorkingTime(adult, all, [last], { referenceWeeks: 17 })[0].message).toContain(
      'An average of 50 hours a week over the 17-week reference period',
    );
    // the same 17 weeks over a 26-week period average 32.7 hours
    expect(checkWorkingTime(adult, all, [last])).toEqual([]);
  });

  it('leaves out days of leave or sickness and makes them up from the worked days before', () => {
    // 50-hour weeks for 40 weeks, with a fortnight's leave four weeks ago: 24 worked weeks in the 26
    const week = (d: number) => [0, 1, 2, 3, 4].map((x) => shift(d + x, 7, 17.5));
    const leave = new Set(Array.from({ length: 14 }, (_, i) => londonDay(at(-28 + i, 12))));
    const all = weeksOf(40, week).filter((s) => !leave.has(londonDay(s.start)));
    const last = all.at(-1)!.id;
    // counted as zero hours the leave would hide the breach: 1,200 hours / 26 = 46.2
    expect(checkWorkingTime(adult, all, [last])).toEqual([]);
    expect(checkWorkingTime(adult, all, [last], { excludedDates: leave }).map((x) => x.message)).toEqual([
      'An average of 51.5 hours a week over the 26-week reference period (14 days of leave or sickness left out, made up from 14 worked days before it); the limit is 48 unless the worker has opted out in writing.',
    ]);
  });

  it('makes up only as far as the history goes, and not from excluded days', () => {
    const worked = new Map([
      ['2026-10-01', 10 * HOUR],
      ['2026-10-02', 10 * HOUR],
      ['2026-09-01', 8 * HOUR],
      ['2026-09-02', 8 * HOUR],
    ]);
    const excluded = new Set(['2026-10-01', '2026-09-02', '2026-10-03']);
    const a = referenceAverage(worked, excluded, '2026-10-05', 1);
    expect(a).toEqual({ weekly: 10 * HOUR, excluded: 2, madeUp: 0 });
    const b = referenceAverage(worked, excluded, '2026-10-05', 5);
    expect(b).toEqual({ weekly: (18 * HOUR) / 5, excluded: 3, madeUp: 0 });
    const c = referenceAverage(worked, excluded, '2026-10-05', 4);
    expect(c).toEqual({ weekly: (18 * HOUR) / 4, excluded: 2, madeUp: 1 });
  });
});

describe('young workers (regs 5A, 6A, 10(2), 11(3), 12(4))', () => {
  it('adds up two shifts on one day for the 8 hours', () => {
    const morning = shift(0, 8, 13, { breakMinutes: 30 });
    const evening = shift(0, 16, 20.5, { breakMinutes: 0 });
    const w = checkWorkingTime(young, [morning, evening], [morning.id, evening.id]).filter(
      (x) => x.rule === 'young_daily',
    );
    expect(w).toEqual([
      { rule: 'young_daily', shiftId: morning.id, message: '9 hours in a day; a worker under 18 may work at most 8.' },
    ]);
    expect(rules(checkWorkingTime(adult, [morning, evening], [morning.id, evening.id]))).toEqual([]);
  });

  it('warns of any work in the restricted period, 22:00–06:00 or 23:00–07:00 by contract', () => {
    const night = shift(0, 22, 30, { shiftType: 'waking_night', breakMinutes: 30 });
    expect(rules(checkWorkingTime(young, [night], [night.id]))).toContain('young_night');
    expect(checkWorkingTime(young, [night], [night.id]).find((x) => x.rule === 'young_night')?.message).toBe(
      'A worker under 18 may not work between 22:00 and 06:00 (the restricted period).',
    );
    expect(rules(checkWorkingTime(adult, [night], [night.id]))).toEqual([]);
    const late = shift(0, 14, 22.5, { breakMinutes: 30 });
    expect(rules(checkWorkingTime(young, [late], [late.id]))).toEqual(['young_night']);
    const contract = { ...young, restrictedFrom: 23 as const };
    expect(rules(checkWorkingTime(contract, [late], [late.id]))).toEqual([]);
    const early = shift(0, 6.5, 12, { breakMinutes: 30 });
    expect(rules(checkWorkingTime(young, [early], [early.id]))).toEqual([]);
    expect(checkWorkingTime(contract, [early], [early.id]).map((x) => x.message)).toEqual([
      'A worker under 18 may not work between 23:00 and 07:00 (the restricted period).',
    ]);
  });

  it('reads the restricted period in London time: 06:00 in summer is 05:00 UTC and lawful', () => {
    const july = Date.UTC(2026, 6, 1, 5); // 06:00 BST
    const early = { id: 'j', start: july, end: july + 6 * HOUR, breakMinutes: 30, shiftType: 'day' as const };
    expect(rules(checkWorkingTime(young, [early], ['j']))).toEqual([]);
    expect(restrictedMinutes(july - HOUR, july + HOUR)).toBe(60);
    expect(londonDay(Date.UTC(2026, 6, 1, 23, 30))).toBe('2026-07-02');
    expect(londonDay(Date.UTC(2026, 11, 1, 23, 30))).toBe('2026-12-01');
  });

  it('a shift ending at 22:00 or starting at 06:00 touches no restricted period; London midnight is its own day', () => {
    const winter = Date.UTC(2026, 11, 1); // London is on UTC in December
    expect(restrictedPeriods(winter + 14 * HOUR, winter + 22 * HOUR)).toEqual([]);
    expect(restrictedPeriods(winter + 30 * HOUR, winter + 38 * HOUR)).toEqual([]);
    expect(restrictedPeriods(winter + 21 * HOUR, winter + 23 * HOUR)).toEqual([
      [winter + 22 * HOUR, winter + 30 * HOUR],
    ]);
    expect(londonDay(winter)).toBe('2026-12-01');
    expect(londonDay(winter - 1)).toBe('2026-11-30');
    expect(londonDay(Date.UTC(2026, 6, 1, 23))).toBe('2026-07-02'); // midnight BST
    expect([...byLondonDay(winter - 2 * HOUR, winter, 120)]).toEqual([['2026-11-30', 120]]);
    expect([...byLondonDay(winter, winter, 0)]).toEqual([]);
  });

  it('flags a sleep-in by a worker under 18 and counts it in full in the 40-hour week', () => {
    const sleep = shift(0, 22, 30, { shiftType: 'sleep_in', breakMinutes: 0 });
    expect(rules(checkWorkingTime(young, [sleep], [sleep.id]))).toEqual(['young_night', 'young_sleep_in']);
    const days = [0, 1, 2, 3, 4].map((d) => shift(d, 9, 17, { breakMinutes: 30 })); // 37.5 hours
    const evening = shift(2, 17, 21.5, { shiftType: 'sleep_in', breakMinutes: 0 });
    const w = checkWorkingTime(young, [...days, evening], [evening.id]);
    expect(w.find((x) => x.rule === 'young_weekly')?.message).toBe(
      '42 hours this week; a worker under 18 may work at most 40.',
    );
    expect(checkWorkingTime(young, days, [days[2].id])).toEqual([]);
  });

  it('never lets the 48-hour opt-out apply to a worker under 18', () => {
    const week = (d: number) => [0, 1, 2, 3, 4, 5].map((x) => shift(d + x, 7, 16.5)); // 54 hours
    const all = weeksOf(26, week);
    const last = all.at(-1)!.id;
    expect(rules(checkWorkingTime({ ...young, optedOut48: true }, all, [last]))).toContain('average_48');
    expect(rules(checkWorkingTime({ ...adult, optedOut48: true }, all, [last]))).not.toContain('average_48');
  });

  it('shares a shift across midnight between the London days it falls on', () => {
    const m = byLondonDay(at(0, 20), at(1, 4), 8 * HOUR);
    expect([...m]).toEqual([
      ['2026-11-02', 4 * HOUR],
      ['2026-11-03', 4 * HOUR],
    ]);
    expect(byLondonDay(at(0, 4), at(0, 4), HOUR).size).toBe(0);
  });
});
