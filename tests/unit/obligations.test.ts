// The obligation rule (engine/obligations/rules.ts): next due, when the task opens, late or in time,
// what a closed task says, and the plan for one subject.
import { describe, expect, it } from 'vitest';
import {
  addInterval,
  daysBetween,
  isLate,
  isOpenOn,
  metAfter,
  naturalKey,
  nextDue,
  opensOn,
  outcome,
  pgInterval,
  plan,
  unitOf,
} from '../../engine/obligations/rules.ts';

describe('intervals', () => {
  it('counts each unit in days or months', () => {
    expect(unitOf({ days: 3 })).toEqual({ unit: 'days', n: 3 });
    expect(unitOf({ weeks: 6 })).toEqual({ unit: 'days', n: 42 });
    expect(unitOf({ months: 1 })).toEqual({ unit: 'months', n: 1 });
    expect(unitOf({ years: 2 })).toEqual({ unit: 'months', n: 24 });
    expect(() => unitOf({})).toThrow(/positive interval/);
    expect(() => unitOf({ days: 0 })).toThrow();
  });
  it('years win over months over weeks over days when several are given', () => {
    expect(unitOf({ years: 1, months: 2, weeks: 3, days: 4 })).toEqual({ unit: 'months', n: 12 });
    expect(unitOf({ months: 2, weeks: 3, days: 4 })).toEqual({ unit: 'months', n: 2 });
    expect(unitOf({ weeks: 3, days: 4 })).toEqual({ unit: 'days', n: 21 });
  });
  it('adds days and weeks exactly, across month and year ends', () => {
    expect(addInterval('2026-01-05', { weeks: 6 })).toBe('2026-02-16');
    expect(addInterval('2026-12-30', { days: 3 })).toBe('2027-01-02');
    expect(addInterval('2026-02-16', { weeks: 6 }, -1)).toBe('2026-01-05');
    expect(addInterval('2026-01-05', { days: 10 }, 2)).toBe('2026-01-25');
  });
  it('adds months as the recurrence does: the 31st falls on a short month’s last day', () => {
    expect(addInterval('2026-01-31', { months: 1 })).toBe('2026-02-28');
    expect(addInterval('2028-01-31', { months: 1 })).toBe('2028-02-29');
    expect(addInterval('2026-03-31', { months: 1 }, -1)).toBe('2026-02-28');
    expect(addInterval('2028-02-29', { years: 1 })).toBe('2029-02-28');
    expect(addInterval('2026-11-15', { months: 3 })).toBe('2027-02-15');
    expect(addInterval('2026-01-31', { months: 1 }, 3)).toBe('2026-04-30');
  });
  it('names the interval for PostgreSQL', () => {
    expect(pgInterval({ weeks: 6 })).toBe('42 days');
    expect(pgInterval({ years: 1 })).toBe('12 months');
  });
  it('counts whole days between dates, either way, across a clock change', () => {
    expect(daysBetween('2026-03-26', '2026-03-29')).toBe(3);
    expect(daysBetween('2026-03-29', '2026-03-26')).toBe(-3);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // BST starts on the 29th
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2); // and ends on the 25th October
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });
});

describe('next due', () => {
  const recurring = { every: { weeks: 6 } };
  const once = { every: { years: 2 }, once: true };
  it('recurring: from the last time it was met, else from the anchor', () => {
    expect(nextDue(recurring, '2026-01-05', null)).toBe('2026-02-16');
    expect(nextDue(recurring, '2026-01-05', '2026-02-12')).toBe('2026-03-26');
    expect(nextDue({ ...recurring, once: false }, '2026-01-05', '2026-02-12')).toBe('2026-03-26');
  });
  it('once: from the anchor, and never again once met', () => {
    expect(nextDue(once, '2026-01-05', null)).toBe('2028-01-05');
    expect(nextDue(once, '2026-01-05', '2026-06-01')).toBeNull();
  });
  it('opens lead days before, on the day itself; late only after the due day', () => {
    expect(opensOn('2026-02-16', 7)).toBe('2026-02-09');
    expect(isOpenOn('2026-02-16', 7, '2026-02-08')).toBe(false);
    expect(isOpenOn('2026-02-16', 7, '2026-02-09')).toBe(true);
    expect(isOpenOn('2026-02-16', 0, '2026-02-16')).toBe(true);
    expect(isOpenOn('2026-02-16', 0, '2026-02-15')).toBe(false);
    expect(isLate('2026-02-16', '2026-02-16')).toBe(false);
    expect(isLate('2026-02-16', '2026-02-17')).toBe(true);
    expect(isLate('2026-02-16', '2026-02-15')).toBe(false);
  });
  it('a task is met by what came after its counting point; a one-off by anything', () => {
    expect(metAfter(recurring, '2026-03-26')).toBe('2026-02-12');
    expect(metAfter({ every: { months: 1 } }, '2026-03-31')).toBe('2026-02-28');
    expect(metAfter(once, '2028-01-05')).toBeNull();
  });
});

describe('how a closed task was met', () => {
  it('in time on or before the due day; late by whole days after', () => {
    expect(outcome('2026-03-26', '2026-03-20')).toBe('Done in time');
    expect(outcome('2026-03-26', '2026-03-26')).toBe('Done in time');
    expect(outcome('2026-03-26', '2026-03-27')).toBe('Done late (1 day after it was due)');
    expect(outcome('2026-03-26', '2026-03-29')).toBe('Done late (3 days after it was due)');
    expect(outcome('2026-01-31', '2026-03-02')).toBe('Done late (30 days after it was due)');
  });
  it('names the task by duty, subject and due date', () => {
    expect(naturalKey('supervision', 'u1', '2026-02-16')).toBe('duty:supervision:u1:2026-02-16');
  });
});

describe('plan for one subject', () => {
  const ob = { every: { weeks: 6 }, leadDays: 7 };
  const base = { applies: true, anchorOn: '2026-01-05', lastMet: null, today: '2026-02-01', tasks: [] };
  it('no task before the lead days; one from then on', () => {
    expect(plan(ob, base)).toEqual({ open: null, complete: [], cancel: [] });
    expect(plan(ob, { ...base, today: '2026-02-09' })).toEqual({ open: '2026-02-16', complete: [], cancel: [] });
    expect(plan(ob, { ...base, today: '2026-04-01' }).open).toBe('2026-02-16'); // overdue: still that one
  });
  it('keeps the open task for the due date; completes a met one with its outcome', () => {
    const open = { id: 't1', dueOn: '2026-02-16', firstMet: null };
    expect(plan(ob, { ...base, today: '2026-02-10', tasks: [open] })).toEqual({
      open: '2026-02-16',
      complete: [],
      cancel: [],
    });
    const met = { ...open, firstMet: '2026-02-18' };
    expect(plan(ob, { ...base, lastMet: '2026-02-18', today: '2026-02-18', tasks: [met] })).toEqual({
      open: null,
      complete: [{ id: 't1', note: 'Done late (2 days after it was due)' }],
      cancel: [],
    });
  });
  it('cancels an open task whose due date no longer applies, or whose subject no longer applies', () => {
    const open = { id: 't1', dueOn: '2026-02-16', firstMet: null };
    // the anchor moved (start date corrected): the old task goes, the new one is not open yet
    expect(plan(ob, { ...base, anchorOn: '2026-02-02', today: '2026-02-10', tasks: [open] })).toEqual({
      open: null,
      complete: [],
      cancel: ['t1'],
    });
    expect(plan(ob, { ...base, applies: false, today: '2026-02-10', tasks: [open] })).toEqual({
      open: null,
      complete: [],
      cancel: ['t1'],
    });
    expect(
      plan(ob, { ...base, applies: false, today: '2026-02-10', tasks: [{ ...open, firstMet: '2026-02-10' }] }),
    ).toEqual({ open: null, complete: [{ id: 't1', note: 'Done in time' }], cancel: [] });
  });
  it('a one-off met is never open again', () => {
    expect(
      plan({ every: { years: 2 }, once: true, leadDays: 60 }, { ...base, lastMet: '2026-06-01', today: '2030-01-01' })
        .open,
    ).toBeNull();
    expect(plan({ every: { years: 2 }, once: true, leadDays: 60 }, { ...base, today: '2027-11-06' }).open).toBe(
      '2028-01-05',
    );
    expect(plan({ every: { years: 2 }, once: true, leadDays: 60 }, { ...base, today: '2027-11-05' }).open).toBeNull();
  });
});
