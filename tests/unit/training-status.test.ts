// The training matrix's rules (engine/training/status.ts) and supervision/appraisal due dates (due.ts).
import { describe, expect, it } from 'vitest';
import { APPRAISAL_EVERY, nextDue, plus, SUPERVISION_EVERY } from '../../engine/training/due.ts';
import {
  compliancePercent,
  daysBetween,
  DUE_SOON_DAYS,
  expiryOf,
  isRequired,
  LEVELS_MEETING,
  qualificationCell,
  trainingStatus,
} from '../../engine/training/status.ts';

describe('days', () => {
  it.each([
    ['2026-01-01', '2026-01-01', 0],
    ['2026-01-01', '2026-01-02', 1],
    ['2026-01-02', '2026-01-01', -1],
    ['2026-02-28', '2026-03-01', 1],
    ['2028-02-28', '2028-03-01', 2],
    ['2026-03-28', '2026-03-30', 2],
    ['2025-12-31', '2026-12-31', 365],
  ])('%s to %s is %d days', (a, b, n) => expect(daysBetween(a, b)).toBe(n));
});

describe('who must hold a course', () => {
  const course = { mandatoryRoles: ['staff', 'manager'], homeTypes: ['children_home'] };
  it("a care worker in a children's home", () =>
    expect(isRequired(course, { role: 'staff', homeTypes: ['children_home'] })).toBe(true));
  it('not a role it does not name', () =>
    expect(isRequired(course, { role: 'hr_manager', homeTypes: ['children_home'] })).toBe(false));
  it('not in another home type', () =>
    expect(isRequired(course, { role: 'staff', homeTypes: ['support_accomodation_for_older_children'] })).toBe(false));
  it('one of several homes of the type is enough', () =>
    expect(
      isRequired(course, { role: 'staff', homeTypes: ['support_accomodation_for_older_children', 'children_home'] }),
    ).toBe(true));
  it('no home types named: every type', () =>
    expect(
      isRequired(
        { mandatoryRoles: ['staff'], homeTypes: [] },
        { role: 'staff', homeTypes: ['support_accomodation_for_older_children'] },
      ),
    ).toBe(true));
  it('no home types named, and the person has no home: still required', () =>
    expect(isRequired({ mandatoryRoles: ['staff'], homeTypes: [] }, { role: 'staff', homeTypes: [] })).toBe(true));
  it('a home type named and the person has no home: not required', () =>
    expect(isRequired(course, { role: 'staff', homeTypes: [] })).toBe(false));
  it('no roles named: optional for everyone', () =>
    expect(isRequired({ mandatoryRoles: [], homeTypes: [] }, { role: 'staff', homeTypes: ['children_home'] })).toBe(
      false,
    ));
});

describe('expiry', () => {
  it.each([
    ['2026-03-12', 12, '2027-03-12'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2026-11-30', 36, '2029-11-30'],
    ['2026-12-15', 2, '2027-02-15'],
  ])('%s + %d months is %s', (d, m, e) => expect(expiryOf(d, m)).toBe(e));
  it('no renewal period: never', () => expect(expiryOf('2026-03-12', null)).toBeNull());
  it('zero months is treated as none', () => expect(expiryOf('2026-03-12', 0)).toBeNull());
});

describe('a cell of the matrix', () => {
  const today = '2026-11-23';
  it('never attended: missing', () =>
    expect(trainingStatus([], 12, today)).toEqual({
      status: 'missing',
      completedOn: null,
      expiresOn: null,
      daysLeft: null,
    }));
  it('booked for a later date only: missing', () =>
    expect(trainingStatus([{ completedOn: '2026-12-01' }], 12, today).status).toBe('missing'));
  it('attended today: in date', () =>
    expect(trainingStatus([{ completedOn: today }], 12, today)).toEqual({
      status: 'in_date',
      completedOn: today,
      expiresOn: '2027-11-23',
      daysLeft: 365,
    }));
  it('well within its period: in date', () =>
    expect(trainingStatus([{ completedOn: '2026-06-01' }], 12, today)).toMatchObject({
      status: 'in_date',
      expiresOn: '2027-06-01',
      daysLeft: 190,
    }));
  it(`exactly ${DUE_SOON_DAYS} days left: due soon`, () =>
    expect(trainingStatus([{ completedOn: '2026-01-22' }], 12, today)).toMatchObject({
      status: 'due_soon',
      expiresOn: '2027-01-22',
      daysLeft: 60,
    }));
  it(`${DUE_SOON_DAYS + 1} days left: in date`, () =>
    expect(trainingStatus([{ completedOn: '2026-01-23' }], 12, today)).toMatchObject({
      status: 'in_date',
      daysLeft: 61,
    }));
  it('expires today: still due soon (valid through the day)', () =>
    expect(trainingStatus([{ completedOn: '2025-11-23' }], 12, today)).toMatchObject({
      status: 'due_soon',
      daysLeft: 0,
    }));
  it('expired yesterday: expired', () =>
    expect(trainingStatus([{ completedOn: '2025-11-22' }], 12, today)).toMatchObject({
      status: 'expired',
      expiresOn: '2026-11-22',
      daysLeft: -1,
    }));
  it('the latest attendance decides, whatever the order', () => {
    const cell = trainingStatus(
      [{ completedOn: '2024-01-01' }, { completedOn: '2026-05-01' }, { completedOn: '2025-01-01' }],
      12,
      today,
    );
    expect(cell).toMatchObject({ status: 'in_date', completedOn: '2026-05-01', expiresOn: '2027-05-01' });
  });
  it('the latest past one decides, not a booked future one', () =>
    expect(trainingStatus([{ completedOn: '2025-01-01' }, { completedOn: '2027-01-01' }], 12, today)).toMatchObject({
      status: 'expired',
      completedOn: '2025-01-01',
    }));
  it('an expiry written on the record wins over the catalogue', () => {
    expect(trainingStatus([{ completedOn: '2026-06-01', expiresOn: '2026-12-01' }], 12, today)).toMatchObject({
      status: 'due_soon',
      expiresOn: '2026-12-01',
      daysLeft: 8,
    });
  });
  it('an empty expiry falls back to the catalogue', () =>
    expect(trainingStatus([{ completedOn: '2020-01-01', expiresOn: null }], 36, today).status).toBe('expired'));
  it('a course that never expires stays in date', () =>
    expect(trainingStatus([{ completedOn: '2010-01-01' }], null, today)).toEqual({
      status: 'in_date',
      completedOn: '2010-01-01',
      expiresOn: null,
      daysLeft: null,
    }));
});

describe('qualifications', () => {
  it('achieved: in date, with the date achieved', () => {
    expect(qualificationCell([{ level: 'level3', status: 'achieved', achievedOn: '2025-07-01' }], 'level3')).toEqual({
      status: 'in_date',
      completedOn: '2025-07-01',
      expiresOn: null,
      daysLeft: null,
      enrolled: false,
    });
  });
  it('a higher level meets a lower one', () =>
    expect(qualificationCell([{ level: 'level5', status: 'achieved', achievedOn: null }], 'level3').status).toBe(
      'in_date',
    ));
  it('a lower level does not meet a higher one', () =>
    expect(qualificationCell([{ level: 'level3', status: 'achieved', achievedOn: null }], 'level5').status).toBe(
      'missing',
    ));
  it('enrolled: missing, saying so', () =>
    expect(qualificationCell([{ level: 'level3', status: 'enrolled', achievedOn: null }], 'level3')).toEqual({
      status: 'missing',
      completedOn: null,
      expiresOn: null,
      daysLeft: null,
      enrolled: true,
    }));
  it('withdrawn: missing, not enrolled', () =>
    expect(qualificationCell([{ level: 'level3', status: 'withdrawn', achievedOn: null }], 'level3')).toMatchObject({
      status: 'missing',
      enrolled: false,
    }));
  it('enrolled in another level only: not enrolled for this one', () =>
    expect(qualificationCell([{ level: 'hsc3', status: 'enrolled', achievedOn: null }], 'level3').enrolled).toBe(
      false,
    ));
  it('an unlisted level meets only itself', () => {
    expect(qualificationCell([{ level: 'hsc3', status: 'achieved', achievedOn: null }], 'hsc3').status).toBe('in_date');
    expect(qualificationCell([{ level: 'other', status: 'achieved', achievedOn: null }], 'hsc3').status).toBe(
      'missing',
    );
  });
  it('levels meeting level 3', () =>
    expect(LEVELS_MEETING.level3).toEqual(['level3', 'level3_equivalent', 'level5', 'level5_equivalent']));
  it('no Level 4 column: a Level 4 record meets only a column named for it', () => {
    expect(LEVELS_MEETING.level4).toBeUndefined();
    expect(qualificationCell([{ level: 'level4', status: 'achieved', achievedOn: null }], 'level3').status).toBe(
      'missing',
    );
  });
  it('level 5 or its accepted equivalent meets level 5', () =>
    expect(LEVELS_MEETING.level5).toEqual(['level5', 'level5_equivalent']));
  it('an accepted equivalent meets its level', () => {
    expect(
      qualificationCell([{ level: 'level3_equivalent', status: 'achieved', achievedOn: null }], 'level3').status,
    ).toBe('in_date');
    expect(
      qualificationCell([{ level: 'level3_equivalent', status: 'achieved', achievedOn: null }], 'level5').status,
    ).toBe('missing');
  });
});

describe('compliance', () => {
  it('nothing required: no figure', () =>
    expect(compliancePercent([{ required: false, status: 'missing' }])).toBeNull());
  it('in date and due soon count as held; expired and missing do not; optional ones are left out', () => {
    expect(
      compliancePercent([
        { required: true, status: 'in_date' },
        { required: true, status: 'due_soon' },
        { required: true, status: 'expired' },
        { required: true, status: 'missing' },
        { required: false, status: 'in_date' },
        { required: false, status: 'missing' },
      ]),
    ).toBe(50);
  });
  it('rounds to a whole percent', () =>
    expect(
      compliancePercent([
        { required: true, status: 'in_date' },
        { required: true, status: 'missing' },
        { required: true, status: 'missing' },
      ]),
    ).toBe(33));
  it('rounds half up', () =>
    expect(
      compliancePercent([
        { required: true, status: 'in_date' },
        { required: true, status: 'in_date' },
        { required: true, status: 'missing' },
      ]),
    ).toBe(67));
  it('all held: 100', () => expect(compliancePercent([{ required: true, status: 'due_soon' }])).toBe(100));
  it('none held: 0', () => expect(compliancePercent([{ required: true, status: 'expired' }])).toBe(0));
});

describe('supervision and appraisal due', () => {
  const today = '2026-11-23';
  it('six weeks and a year', () => {
    expect(plus('2026-10-01', SUPERVISION_EVERY)).toBe('2026-11-12');
    expect(plus('2026-02-28', APPRAISAL_EVERY)).toBe('2027-02-28');
    expect(plus('2024-02-29', APPRAISAL_EVERY)).toBe('2025-02-28');
  });
  it('an interval of neither weeks nor months adds nothing', () => expect(plus('2026-10-01', {})).toBe('2026-10-01'));
  it('never held: from the start date', () => {
    expect(nextDue({ lastOn: null, nextSaid: null, startOn: '2026-10-20' }, SUPERVISION_EVERY, today, 7)).toEqual({
      dueOn: '2026-12-01',
      state: 'ok',
      daysLeft: 8,
    });
  });
  it('never held, started long ago: overdue', () =>
    expect(nextDue({ lastOn: null, nextSaid: null, startOn: '2025-01-01' }, SUPERVISION_EVERY, today, 7).state).toBe(
      'overdue',
    ));
  it('held recently: ok', () =>
    expect(
      nextDue({ lastOn: '2026-11-20', nextSaid: null, startOn: '2025-01-01' }, SUPERVISION_EVERY, today, 7),
    ).toEqual({ dueOn: '2027-01-01', state: 'ok', daysLeft: 39 }));
  it('a next date set sooner brings it forward', () =>
    expect(
      nextDue({ lastOn: '2026-11-20', nextSaid: '2026-11-27', startOn: '2025-01-01' }, SUPERVISION_EVERY, today, 7),
    ).toEqual({ dueOn: '2026-11-27', state: 'due_soon', daysLeft: 4 }));
  it('a next date beyond the interval does not push it back', () =>
    expect(
      nextDue({ lastOn: '2026-11-20', nextSaid: '2027-03-01', startOn: '2025-01-01' }, SUPERVISION_EVERY, today, 7)
        .dueOn,
    ).toBe('2027-01-01'));
  it('a next date before the last one is ignored', () =>
    expect(
      nextDue({ lastOn: '2026-11-20', nextSaid: '2026-11-01', startOn: '2025-01-01' }, SUPERVISION_EVERY, today, 7)
        .dueOn,
    ).toBe('2027-01-01'));
  it('a next date on the day held is kept', () =>
    expect(
      nextDue({ lastOn: '2026-11-20', nextSaid: '2026-11-20', startOn: '2025-01-01' }, SUPERVISION_EVERY, today, 7)
        .dueOn,
    ).toBe('2026-11-20'));
  it("a next date on the interval's day is the same date", () =>
    expect(
      nextDue({ lastOn: '2026-11-20', nextSaid: '2027-01-01', startOn: '2025-01-01' }, SUPERVISION_EVERY, today, 7)
        .dueOn,
    ).toBe('2027-01-01'));
  it('a next date without a last one is ignored', () =>
    expect(
      nextDue({ lastOn: null, nextSaid: '2026-11-25', startOn: '2026-11-01' }, SUPERVISION_EVERY, today, 7).dueOn,
    ).toBe('2026-12-13'));
  it('due today: due soon, not overdue', () =>
    expect(
      nextDue({ lastOn: '2026-10-12', nextSaid: null, startOn: '2025-01-01' }, SUPERVISION_EVERY, today, 7),
    ).toEqual({ dueOn: '2026-11-23', state: 'due_soon', daysLeft: 0 }));
  it('due yesterday: overdue', () =>
    expect(
      nextDue({ lastOn: '2026-10-11', nextSaid: null, startOn: '2025-01-01' }, SUPERVISION_EVERY, today, 7),
    ).toMatchObject({ state: 'overdue', daysLeft: -1 }));
  it('exactly the lead days away: due soon; one more: ok', () => {
    expect(
      nextDue({ lastOn: '2026-10-19', nextSaid: null, startOn: '2025-01-01' }, SUPERVISION_EVERY, today, 7),
    ).toMatchObject({ state: 'due_soon', daysLeft: 7 });
    expect(
      nextDue({ lastOn: '2026-10-20', nextSaid: null, startOn: '2025-01-01' }, SUPERVISION_EVERY, today, 7),
    ).toMatchObject({ state: 'ok', daysLeft: 8 });
  });
  it('appraisal a year on', () =>
    expect(
      nextDue({ lastOn: '2025-12-01', nextSaid: null, startOn: '2020-01-01' }, APPRAISAL_EVERY, today, 30),
    ).toEqual({ dueOn: '2026-12-01', state: 'due_soon', daysLeft: 8 }));
});
