// The duties register screen's own rules: due dates in whole days across month ends, leap days and the clock
// change; late counts in words; "Nothing due" for a record's duty nothing has started; rows grouped home by home
// with the notifications first; and where each row and running clock opens.
import { describe, expect, it } from 'vitest';
import { groupRows } from '../../web/src/duties/groups.ts';
import { recordLink, rowLink } from '../../web/src/duties/links.ts';
import type { DutyRegister, DutyRow } from '../../web/src/duties/types.ts';
import { daysBetween, dueWords, lateWords, stateLabel } from '../../web/src/duties/wording.ts';

const row = (over: Partial<DutyRow> = {}): DutyRow => ({
  duty: 'reg44-visit',
  area: 'visits-and-reviews',
  title: 'Reg 44 independent visit due this month at Oak House',
  source: "Children's Homes (England) Regulations 2015 reg 44(1)–(2)",
  verified: true,
  practice: false,
  period: 'once in each calendar month',
  homeId: 'oak',
  homeName: 'Oak House',
  subject: { kind: 'home', id: 'oak', name: 'Oak House' },
  nextDue: '2026-11-30',
  lastMet: '2026-10-09',
  metLateLast12Months: 0,
  missedLast12Months: 0,
  state: 'not-yet-due',
  open: [],
  link: '/home?homeId=oak',
  ...over,
});

describe('the duties register screen', () => {
  it('counts whole days across a month end, a leap day and the clock change', () => {
    expect(daysBetween('2026-11-27', '2026-12-01')).toBe(4);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // BST starts 29 March 2026
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2); // GMT again 25 October 2026
  });

  it('says when a duty falls due in days', () => {
    const today = '2026-11-27';
    expect(dueWords(row({ nextDue: '2026-11-24', state: 'overdue' }), today)).toBe('Overdue by 3 days');
    expect(dueWords(row({ nextDue: '2026-11-26', state: 'overdue' }), today)).toBe('Overdue by 1 day');
    // a clock due at 17:00 today and already past
    expect(dueWords(row({ nextDue: today, state: 'overdue' }), today)).toBe('Overdue (due today)');
    expect(dueWords(row({ nextDue: today, state: 'due-soon' }), today)).toBe('Due today');
    expect(dueWords(row({ nextDue: '2026-11-28', state: 'due-soon' }), today)).toBe('Due tomorrow');
    expect(dueWords(row({ nextDue: '2026-12-31' }), today)).toBe('Due in 34 days');
    expect(dueWords(row({ nextDue: null, state: 'met' }), today)).toBe('');
  });

  it('words late and missed counts, and tells "nothing due" from "up to date"', () => {
    expect(lateWords(row())).toBe('None late');
    expect(lateWords(row({ metLateLast12Months: 1 }))).toBe('Met late once');
    expect(lateWords(row({ metLateLast12Months: 2, missedLast12Months: 1 }))).toBe('Met late 2 times, 1 period missed');
    expect(stateLabel(row({ state: 'met', nextDue: null, lastMet: null }))).toBe('Nothing due');
    expect(stateLabel(row({ state: 'met', nextDue: null, lastMet: '2026-11-02' }))).toBe('Up to date');
    expect(stateLabel(row({ state: 'overdue' }))).toBe('Overdue');
  });

  it('groups home by home, the notifications first, naming the home when there are several', () => {
    const answer: DutyRegister = {
      asOf: '2026-11-27',
      homes: [
        { id: 'oak', name: 'Oak House', type: 'children_home' },
        { id: 'willow', name: 'Willow Court', type: 'support_accomodation_for_older_children' },
      ],
      rows: [],
    };
    const rows = [
      row({ area: 'accounts', duty: 'petty-cash-count' }),
      row({ area: 'notifications', duty: 'incident-notification' }),
      row({ homeId: 'willow', homeName: 'Willow Court', area: 'visits-and-reviews', duty: 'reg32-review' }),
      row({ area: 'notifications', duty: 'missing-notify-ofsted' }),
    ];
    const groups = groupRows(answer, rows);
    expect(groups.map((g) => g.heading)).toEqual([
      'Oak House: Notifications',
      'Oak House: Accounts',
      'Willow Court: Visits and reviews',
    ]);
    expect(groups[0].rows.map((r) => r.duty)).toEqual(['incident-notification', 'missing-notify-ofsted']);
    expect(groups[2].homeType).toBe('support_accomodation_for_older_children');
    expect(groupRows({ ...answer, homes: [answer.homes[0]] }, rows.slice(0, 2)).map((g) => g.heading)).toEqual([
      'Notifications',
      'Accounts',
    ]);
  });

  it('opens a row where its duty is met, and a clock its record', () => {
    const staff = { kind: 'staff' as const, id: 's1', name: 'Sam Taylor' };
    expect(rowLink(row({ duty: 'supervision', area: 'staff', subject: staff }))).toEqual({
      to: '/profile/s1/performance/supervisions',
      homeScreen: false,
    });
    expect(rowLink(row({ duty: 'expiry-dbs-expiry', area: 'expiries', subject: staff })).to).toBe(
      '/profile/s1/details/investigations',
    );
    const yp = { kind: 'young-person' as const, id: 'y1', name: 'Kai' };
    expect(rowLink(row({ subject: yp })).to).toBe('/cyp/resident/y1');
    expect(rowLink(row())).toEqual({ to: '/home/reg44-visits', homeScreen: true });
    expect(rowLink(row({ duty: 'home-check-fire-alarm', area: 'home-checks' })).to).toBe('/home/chores/list');
    expect(rowLink(row({ duty: 'riddor-report', link: '/records/accident?homeId=oak' }))).toEqual({
      to: '/home/accidents',
      homeScreen: true,
    });
    expect(rowLink(row({ duty: 'restraint-record', link: '/records/incident?homeId=oak' }))).toEqual({
      to: '/records/incident',
      homeScreen: false,
    });
    expect(rowLink(row({ duty: 'a-new-home-duty' })).to).toBe('/home');

    expect(recordLink('/records/reg44-visit/r1')).toBe('/home/reg44-visits/visit/r1');
    expect(recordLink('/records/incident/i1')).toBe('/records/incident/i1');
    expect(recordLink(null)).toBeNull();
  });
});
