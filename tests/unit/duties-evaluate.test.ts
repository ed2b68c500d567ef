// The duties evaluator (engine/duties/evaluate.ts): which task is open, which are met and how late, and a subject's
// history for the register — across month ends, leap years and calendar months.
import { describe, expect, it } from 'vitest';
import {
  escalatedTo,
  eventOutcome,
  firstMetFor,
  history,
  isLate,
  isOpenOn,
  opensOn,
  periodStartOf,
  plan,
} from '../../engine/duties/evaluate.ts';
import type { Duty, DutyPeriod } from '../../engine/duties/types.ts';

const MONTHLY: DutyPeriod = { within: 'calendar', rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1' };
const SIX_WEEKS: DutyPeriod = { within: 'every', every: { weeks: 6 } };
const ONCE: DutyPeriod = { within: 'once', after: { years: 2 } };

describe('opening and lateness', () => {
  it('opens lead days ahead; late only after the due day', () => {
    expect(opensOn('2026-03-01', 7)).toBe('2026-02-22');
    expect(opensOn('2028-03-01', 1)).toBe('2028-02-29');
    expect(isOpenOn('2026-03-01', 7, '2026-02-21')).toBe(false);
    expect(isOpenOn('2026-03-01', 7, '2026-02-22')).toBe(true);
    expect(isLate('2026-03-01', '2026-03-01')).toBe(false);
    expect(isLate('2026-03-01', '2026-03-02')).toBe(true);
  });
});

describe('plan: one subject of a recurring duty', () => {
  const base = { applies: true, anchorOn: '2025-06-15', lastMet: '2026-01-03', tasks: [] };
  it('Reg 44 in calendar months: after a 3 January visit nothing is open until 7 days before the end of February', () => {
    expect(plan(MONTHLY, 7, { ...base, today: '2026-02-20' }).open).toBeNull();
    expect(plan(MONTHLY, 7, { ...base, today: '2026-02-21' }).open).toBe('2026-02-28');
    expect(plan(MONTHLY, 7, { ...base, today: '2026-03-10' }).open).toBe('2026-02-28');
  });
  it('completes met tasks with how late, cancels ones no longer due, keeps the open one', () => {
    const p = plan(MONTHLY, 7, {
      ...base,
      today: '2026-03-02',
      tasks: [
        { id: 'met', dueOn: '2026-01-31', firstMet: '2026-02-03' },
        { id: 'ontime', dueOn: '2025-12-31', firstMet: '2025-12-30' },
        { id: 'open', dueOn: '2026-02-28', firstMet: null },
        { id: 'stale', dueOn: '2025-11-30', firstMet: null },
      ],
    });
    expect(p.open).toBe('2026-02-28');
    expect(p.complete).toEqual([
      { id: 'met', note: 'Done late (3 days after it was due)' },
      { id: 'ontime', note: 'Done in time' },
    ]);
    expect(p.cancel).toEqual(['stale']);
  });
  it('a subject it no longer applies to has nothing open and every unmet task cancelled', () => {
    const p = plan(SIX_WEEKS, 7, {
      ...base,
      applies: false,
      today: '2026-03-02',
      tasks: [{ id: 'a', dueOn: '2026-02-14', firstMet: null }],
    });
    expect(p).toEqual({ open: null, complete: [], cancel: ['a'] });
  });
  it('a one-off is never due again once met', () => {
    expect(plan(ONCE, 60, { ...base, anchorOn: '2026-01-05', lastMet: null, today: '2027-11-06' }).open).toBe(
      '2028-01-05',
    );
    expect(plan(ONCE, 60, { ...base, anchorOn: '2026-01-05', lastMet: null, today: '2027-11-05' }).open).toBeNull();
    expect(plan(ONCE, 60, { ...base, anchorOn: '2026-01-05', lastMet: '2026-06-01', today: '2030-01-01' }).open).toBe(
      null,
    );
  });
});

describe('firstMetFor: what meets a task due on a day', () => {
  it('anything in its period, the earliest', () => {
    expect(firstMetFor(MONTHLY, '2026-02-28', ['2026-01-31', '2026-03-05', '2026-02-01', '2026-02-20'])).toBe(
      '2026-02-01',
    );
    expect(firstMetFor(MONTHLY, '2026-02-28', ['2026-01-31'])).toBeNull();
    expect(firstMetFor(MONTHLY, '2026-02-28', ['2026-03-05'])).toBe('2026-03-05');
    expect(firstMetFor(ONCE, '2028-01-05', ['2020-01-01'])).toBe('2020-01-01');
    expect(firstMetFor(SIX_WEEKS, '2026-03-26', ['2026-02-12', '2026-02-13'])).toBe('2026-02-13');
    expect(firstMetFor(SIX_WEEKS, '2026-03-26', [])).toBeNull();
  });
});

describe('history: the register line of one subject', () => {
  it('a home visited in every calendar month has no late or missed month', () => {
    const h = history(MONTHLY, 7, {
      anchorOn: '2025-10-01',
      metDates: ['2025-10-20', '2025-11-03', '2025-12-30', '2026-01-03', '2026-02-27', '2026-03-15'],
      today: '2026-03-20',
    });
    expect(h).toEqual({ nextDue: '2026-04-30', lastMet: '2026-03-15', metLate: 0, missed: 0, state: 'not-yet-due' });
  });
  it('a visit after the month ended meets it late; a month passed over with none is missed', () => {
    const h = history(MONTHLY, 7, {
      anchorOn: '2025-10-01',
      // October met; November's visit came on 5 December (late); no January visit at all, February met
      metDates: ['2025-10-20', '2025-12-05', '2026-02-10'],
      today: '2026-02-25',
    });
    expect(h).toMatchObject({ nextDue: '2026-03-31', lastMet: '2026-02-10', metLate: 2, missed: 0 });
    // 5 December met November late and December itself; 10 February came after January ended: January met late
    const gap = history(MONTHLY, 7, {
      anchorOn: '2025-10-01',
      metDates: ['2025-10-20', '2026-02-10'],
      today: '2026-02-25',
    });
    expect(gap).toMatchObject({ metLate: 1, missed: 2 }); // November late (by 10 February); December and January missed
  });
  it('nothing since the last one: overdue, with the periods since counted as missed', () => {
    const h = history(MONTHLY, 7, { anchorOn: '2025-10-01', metDates: ['2025-10-20'], today: '2026-01-10' });
    expect(h).toEqual({ nextDue: '2025-11-30', lastMet: '2025-10-20', metLate: 0, missed: 2, state: 'overdue' });
  });
  it('only the last 12 months count', () => {
    const h = history(MONTHLY, 7, {
      anchorOn: '2024-01-01',
      metDates: ['2024-02-10', '2026-01-03'],
      today: '2026-01-10',
    });
    // January 2024 met late on 10 February (long ago), which also met February; March 2024 met late by the January 2026
    // visit (its due date is outside the window); April 2024 → December 2025 missed, of which January–December 2025
    // ended in the window
    expect(h.metLate).toBe(0);
    expect(h.missed).toBe(12);
    expect(h.nextDue).toBe('2026-02-28');
  });
  it('rolling periods: late when met after the due day; due soon inside the lead; met once for a one-off', () => {
    const h = history(SIX_WEEKS, 7, {
      anchorOn: '2026-01-05',
      metDates: ['2026-02-10', '2026-03-30', '2026-03-30'],
      today: '2026-05-05',
    });
    // due 16 February (met 10th), then 24 March (met 30th: late), next 11 May, opens 4 May
    expect(h).toEqual({ nextDue: '2026-05-11', lastMet: '2026-03-30', metLate: 1, missed: 0, state: 'due-soon' });
    expect(history(ONCE, 90, { anchorOn: '2026-01-05', metDates: ['2028-02-01'], today: '2028-03-01' })).toEqual({
      nextDue: null,
      lastMet: '2028-02-01',
      metLate: 1,
      missed: 0,
      state: 'met',
    });
    expect(history(ONCE, 90, { anchorOn: '2026-01-05', metDates: [], today: '2026-03-01' }).state).toBe('not-yet-due');
  });
  it('the period a due date closes starts the day after the previous one', () => {
    expect(periodStartOf('FREQ=MONTHLY;BYMONTHDAY=-1', '2028-03-31')).toBe('2028-03-01');
    expect(periodStartOf('FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=31', '2026-12-31')).toBe('2026-01-01');
  });
});

describe("an event's duty", () => {
  const due = new Date('2026-03-03T09:00:00Z');
  it('open, overdue, or met with what the task says', () => {
    expect(eventOutcome(due, null, new Date('2026-03-03T09:00:00Z'))).toEqual({ state: 'open', note: null });
    expect(eventOutcome(due, null, new Date('2026-03-03T09:00:01Z'))).toEqual({ state: 'overdue', note: null });
    expect(eventOutcome(due, new Date('2026-03-03T12:00:00Z'), new Date('2026-03-04T00:00:00Z'))).toEqual({
      state: 'met',
      note: 'Done late (3 hours after it was due)',
    });
  });
});

describe('escalation', () => {
  const duty: Pick<Duty, 'escalation'> = {
    escalation: [
      { to: 'registered-manager', afterDueHours: 0 },
      { to: 'responsible-individual', afterDueHours: 24 },
    ],
  };
  it('told in order as the hours after the due time pass; nobody before it is due', () => {
    expect(escalatedTo(duty, -1)).toEqual([]);
    expect(escalatedTo(duty, 0)).toEqual(['registered-manager']);
    expect(escalatedTo(duty, 24 * 3_600_000 - 1)).toEqual(['registered-manager']);
    expect(escalatedTo(duty, 24 * 3_600_000)).toEqual(['registered-manager', 'responsible-individual']);
  });
});
