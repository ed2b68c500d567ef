// The duties' period arithmetic (engine/duties/period.ts): hours across the clock changes, calendar and working days
// (England and Wales bank holidays), each calendar month and year by RFC 5545 rules, intervals across month ends and
// leap years, and what a late one says.
import { describe, expect, it } from 'vitest';
import {
  addInterval,
  addWorkingDays,
  calendarRuleProblem,
  countedFrom,
  daysLate,
  dueAfter,
  endOfWorkingDay,
  isWorkingDay,
  monthsAfter,
  nextDueOn,
  occurrenceBefore,
  occurrenceOnOrAfter,
  outcomeAt,
  outcomeOnDate,
  unitOf,
  workingDaysAfter,
} from '../../engine/duties/period.ts';

const MONTHLY = 'FREQ=MONTHLY;BYMONTHDAY=-1';
const YEARLY = 'FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=31';
const HOUR = 3_600_000;

describe('working days in England and Wales', () => {
  it('skip weekends and bank holidays', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // a Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
    expect(isWorkingDay('2026-12-25')).toBe(false); // Christmas Day, a Friday
    expect(isWorkingDay('2026-12-28')).toBe(false); // Boxing Day moved to Monday
    expect(isWorkingDay('2026-04-03')).toBe(false); // Good Friday
    expect(isWorkingDay('2026-04-06')).toBe(false); // Easter Monday
    expect(isWorkingDay('2026-04-07')).toBe(true);
  });
  it('count on from the day after', () => {
    expect(addWorkingDays('2026-11-27', 0)).toBe('2026-11-27');
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30'); // Friday → Monday
    expect(addWorkingDays('2026-11-26', 2)).toBe('2026-11-30');
    expect(addWorkingDays('2026-12-23', 2)).toBe('2026-12-29'); // over Christmas and the moved Boxing Day
    expect(addWorkingDays('2026-04-02', 1)).toBe('2026-04-07'); // over Good Friday and Easter Monday
    expect(addWorkingDays('2026-11-23', 10)).toBe('2026-12-07'); // a complaint's 10 working days
  });
  it('end at 17:00 London, in GMT and in BST', () => {
    expect(endOfWorkingDay('2026-01-15').toISOString()).toBe('2026-01-15T17:00:00.000Z');
    expect(endOfWorkingDay('2026-07-15').toISOString()).toBe('2026-07-15T16:00:00.000Z');
    // raised at 23:30 London on Thursday 2 April 2026 (BST): one working day on is Tuesday 7 April
    expect(workingDaysAfter(new Date('2026-04-02T22:30:00Z'), 1).toISOString()).toBe('2026-04-07T16:00:00.000Z');
    // 00:30 London on Saturday 28 March is still Saturday there (23:30 UTC Friday in GMT would not be)
    expect(workingDaysAfter(new Date('2026-03-28T00:30:00Z'), 1).toISOString()).toBe('2026-03-30T16:00:00.000Z');
  });
});

describe('event periods', () => {
  const friday = new Date('2026-03-06T16:00:00Z');
  it('within hours is exact, across the clock change', () => {
    expect(dueAfter({ within: 'hours', hours: 24 }, friday).toISOString()).toBe('2026-03-07T16:00:00.000Z');
    // 24 hours from 12:00 GMT on 28 March is 13:00 BST on 29 March: the same instant plus a day of hours
    expect(dueAfter({ within: 'hours', hours: 24 }, new Date('2026-03-28T12:00:00Z')).toISOString()).toBe(
      '2026-03-29T12:00:00.000Z',
    );
    expect(dueAfter({ within: 'hours', hours: 120 }, friday).toISOString()).toBe('2026-03-11T16:00:00.000Z');
  });
  it('within days ends at 17:00 London on the day, whatever the clock did', () => {
    expect(dueAfter({ within: 'days', days: 7 }, friday).toISOString()).toBe('2026-03-13T17:00:00.000Z');
    expect(dueAfter({ within: 'days', days: 7 }, new Date('2026-03-27T23:30:00Z')).toISOString()).toBe(
      '2026-04-03T16:00:00.000Z',
    );
    expect(dueAfter({ within: 'days', days: 28 }, new Date('2026-10-10T09:00:00Z')).toISOString()).toBe(
      '2026-11-07T17:00:00.000Z',
    );
  });
  it('working days skip the weekend and the bank holiday', () => {
    expect(dueAfter({ within: 'working-days', days: 1 }, friday).toISOString()).toBe('2026-03-09T17:00:00.000Z');
    expect(dueAfter({ within: 'working-days', days: 2 }, new Date('2026-12-23T10:00:00Z')).toISOString()).toBe(
      '2026-12-29T17:00:00.000Z',
    );
  });
  it('a calendar month as the ICO counts it: the same date, the month end, then the next working day', () => {
    expect(monthsAfter('2026-04-01', 1)).toBe('2026-05-01'); // a Friday
    expect(monthsAfter('2026-09-03', 1)).toBe('2026-10-05'); // 3 October is a Saturday
    expect(monthsAfter('2026-01-31', 1)).toBe('2026-03-02'); // 28 February (no 31st) is a Saturday
    expect(monthsAfter('2028-01-31', 1)).toBe('2028-02-29'); // a leap year's 29 February, a Tuesday
    expect(monthsAfter('2026-11-27', 1)).toBe('2026-12-29'); // Sunday 27th, then the moved Boxing Day
    expect(monthsAfter('2026-11-30', 3)).toBe('2027-03-01'); // three months: 28 February 2027 is a Sunday
    // received late in the London evening in summer: the London day counts, due at 17:00 BST
    expect(dueAfter({ within: 'months', months: 1 }, new Date('2026-04-30T22:30:00Z')).toISOString()).toBe(
      '2026-06-01T16:00:00.000Z',
    );
    expect(dueAfter({ within: 'months', months: 1 }, new Date('2027-12-31T10:00:00Z')).toISOString()).toBe(
      '2028-01-31T17:00:00.000Z',
    );
  });
  it('on the date: the day the record holds, at 17:00', () => {
    expect(dueAfter({ within: 'on-the-date' }, friday, '2026-07-10').toISOString()).toBe('2026-07-10T16:00:00.000Z');
    expect(dueAfter({ within: 'on-the-date' }, friday, '2026-07-10T00:00:00Z').toISOString()).toBe(
      '2026-07-10T16:00:00.000Z',
    );
    expect(dueAfter({ within: 'on-the-date' }, friday).toISOString()).toBe('2026-03-06T17:00:00.000Z');
    expect(dueAfter({ within: 'on-the-date' }, friday, 'soon').toISOString()).toBe('2026-03-06T17:00:00.000Z');
  });
  it('a recurring period is not counted from an event, nor an event period from a recurrence', () => {
    expect(() => dueAfter({ within: 'every', every: { months: 1 } }, friday)).toThrow(/recurrence/);
    expect(() => nextDueOn({ within: 'hours', hours: 1 }, '2026-01-01', null)).toThrow(/event/);
    expect(() => countedFrom({ within: 'days', days: 1 }, '2026-01-01')).toThrow(/event/);
  });
});

describe('intervals', () => {
  it('count in one unit, the largest given', () => {
    expect(unitOf({ days: 3 })).toEqual({ unit: 'days', n: 3 });
    expect(unitOf({ weeks: 6 })).toEqual({ unit: 'days', n: 42 });
    expect(unitOf({ months: 2, weeks: 3 })).toEqual({ unit: 'months', n: 2 });
    expect(unitOf({ years: 2 })).toEqual({ unit: 'months', n: 24 });
    expect(() => unitOf({})).toThrow(/positive interval/);
  });
  it('months keep the day where the month has it: month ends and leap years', () => {
    expect(addInterval('2026-01-31', { months: 1 })).toBe('2026-02-28');
    expect(addInterval('2028-01-31', { months: 1 })).toBe('2028-02-29');
    expect(addInterval('2028-02-29', { years: 1 })).toBe('2029-02-28');
    expect(addInterval('2026-03-31', { months: 1 }, -1)).toBe('2026-02-28');
    expect(addInterval('2026-02-16', { weeks: 6 })).toBe('2026-03-30');
    expect(addInterval('2026-03-30', { weeks: 6 }, -1)).toBe('2026-02-16');
    expect(addInterval('2026-12-31', { days: 1 })).toBe('2027-01-01');
  });
});

describe('calendar periods (RFC 5545)', () => {
  it('each calendar month ends on its last day, February too', () => {
    expect(occurrenceOnOrAfter(MONTHLY, '2026-01-03')).toBe('2026-01-31');
    expect(occurrenceOnOrAfter(MONTHLY, '2026-01-31')).toBe('2026-01-31');
    expect(occurrenceOnOrAfter(MONTHLY, '2026-02-01')).toBe('2026-02-28');
    expect(occurrenceOnOrAfter(MONTHLY, '2028-02-10')).toBe('2028-02-29');
    expect(occurrenceOnOrAfter(MONTHLY, '2026-12-31')).toBe('2026-12-31');
    expect(occurrenceBefore(MONTHLY, '2026-03-31')).toBe('2026-02-28');
    expect(occurrenceBefore(MONTHLY, '2026-01-31')).toBe('2025-12-31');
    expect(occurrenceBefore(MONTHLY, '2026-02-01')).toBe('2026-01-31');
  });
  it('each calendar year ends on 31 December', () => {
    expect(occurrenceOnOrAfter(YEARLY, '2026-01-01')).toBe('2026-12-31');
    expect(occurrenceOnOrAfter(YEARLY, '2026-12-31')).toBe('2026-12-31');
    expect(occurrenceBefore(YEARLY, '2026-12-31')).toBe('2025-12-31');
    expect(occurrenceBefore(YEARLY, '2027-01-01')).toBe('2026-12-31');
  });
  it('Reg 44: visited 3 January and 27 February is never overdue; the next is due at the end of the month after', () => {
    const p = { within: 'calendar', rrule: MONTHLY } as const;
    expect(nextDueOn(p, '2025-06-15', null)).toBe('2025-06-30');
    expect(nextDueOn(p, '2025-06-15', '2026-01-03')).toBe('2026-02-28');
    expect(nextDueOn(p, '2025-06-15', '2026-01-31')).toBe('2026-02-28');
    expect(nextDueOn(p, '2025-06-15', '2026-02-27')).toBe('2026-03-31');
    expect(nextDueOn(p, '2025-06-15', '2026-12-05')).toBe('2027-01-31');
    expect(countedFrom(p, '2026-02-28')).toBe('2026-01-31');
    expect(countedFrom(p, '2028-03-31')).toBe('2028-02-29');
  });
  it('rolling and one-off periods', () => {
    expect(nextDueOn({ within: 'every', every: { weeks: 6 } }, '2026-01-05', null)).toBe('2026-02-16');
    expect(nextDueOn({ within: 'every', every: { weeks: 6 } }, '2026-01-05', '2026-02-12')).toBe('2026-03-26');
    expect(nextDueOn({ within: 'once', after: { years: 2 } }, '2026-01-05', null)).toBe('2028-01-05');
    expect(nextDueOn({ within: 'once', after: { years: 2 } }, '2026-01-05', '2026-06-01')).toBeNull();
    expect(countedFrom({ within: 'every', every: { weeks: 6 } }, '2026-03-26')).toBe('2026-02-12');
    expect(countedFrom({ within: 'once', after: { years: 2 } }, '2028-01-05')).toBeNull();
  });
  it('a rule that is not a calendar period is named', () => {
    expect(calendarRuleProblem(MONTHLY)).toBeNull();
    expect(calendarRuleProblem(YEARLY)).toBeNull();
    expect(calendarRuleProblem('FREQ=WEEKLY;BYDAY=MO')).toBeNull();
    expect(calendarRuleProblem('FREQ=DAILY')).toMatch(/monthly, yearly or weekly/);
    expect(calendarRuleProblem('FREQ=MONTHLY;BYMONTHDAY=-1;INTERVAL=2')).toMatch(/INTERVAL/);
    expect(calendarRuleProblem('FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=3')).toMatch(/COUNT/);
    expect(calendarRuleProblem('FREQ=MONTHLY;BYMONTHDAY=-1;UNTIL=20300101T000000Z')).toMatch(/UNTIL/);
    expect(calendarRuleProblem('FREQ=MONTHLY')).toMatch(/names the day/);
    expect(calendarRuleProblem('FREQ=WEEKLY')).toMatch(/names the day/);
    expect(calendarRuleProblem('FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1')).toBeNull();
    expect(calendarRuleProblem('not a rule at all')).toMatch(/RRULE|monthly/);
  });
});

describe('lateness', () => {
  it('a recurring duty: in time on the due day, late by whole days after', () => {
    expect(daysLate('2026-02-28', '2026-02-27')).toBe(0);
    expect(daysLate('2026-02-28', '2026-02-28')).toBe(0);
    expect(daysLate('2026-02-28', '2026-03-01')).toBe(1);
    expect(outcomeOnDate('2026-02-28', '2026-02-28')).toBe('Done in time');
    expect(outcomeOnDate('2026-02-28', '2026-03-01')).toBe('Done late (1 day after it was due)');
    expect(outcomeOnDate('2028-02-28', '2028-03-01')).toBe('Done late (2 days after it was due)');
  });
  it("an event's duty: hours under two days, else days", () => {
    const due = new Date('2026-03-03T09:00:00Z');
    expect(outcomeAt(due, due)).toBe('Done in time');
    expect(outcomeAt(due, new Date(due.getTime() - 1))).toBe('Done in time');
    expect(outcomeAt(due, new Date(due.getTime() + 1))).toBe('Done late (1 hour after it was due)');
    expect(outcomeAt(due, new Date(due.getTime() + 47 * HOUR))).toBe('Done late (47 hours after it was due)');
    expect(outcomeAt(due, new Date(due.getTime() + 48 * HOUR))).toBe('Done late (2 days after it was due)');
    expect(outcomeAt(due, new Date(due.getTime() + 73 * HOUR))).toBe('Done late (3 days after it was due)');
  });
});
