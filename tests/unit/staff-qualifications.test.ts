// Care qualifications for the right people (engine/staff/qualifications.ts): Level 5 for the registered manager from
// registration, Level 3 for every other care role (deputies included) from first starting a care role in a children's
// home, an equivalent accepted with reasons and who, and the duties declared that way.
import { describe, expect, it } from 'vitest';
import { duties } from '../../definitions/duties/staff.ts';
import { careQualificationLevels } from '../../definitions/lists/hr-performance.ts';
import { obligationOf } from '../../engine/obligations/from-duty.ts';
import { registeredManagerFilter, staffAnchorSql } from '../../engine/staff/qualification-sql.ts';
import {
  level3DueOn,
  level5DueOn,
  MEETS,
  qualificationDutyOf,
  qualificationErrors,
} from '../../engine/staff/qualifications.ts';

describe('qualificationDutyOf', () => {
  it('the registered manager owes Level 5 whatever their role; other care roles, deputies too, Level 3', () => {
    expect(qualificationDutyOf({ role: 'manager', registeredManager: true })).toBe('level5');
    expect(qualificationDutyOf({ role: 'director', registeredManager: true })).toBe('level5');
    expect(qualificationDutyOf({ role: 'manager', registeredManager: false })).toBe('level3');
    expect(qualificationDutyOf({ role: 'staff', registeredManager: false })).toBe('level3');
    for (const role of ['hr_manager', 'director', 'social_worker', 'young_person', 'custom'])
      expect(qualificationDutyOf({ role, registeredManager: false }), role).toBeNull();
  });
});

describe('due dates', () => {
  it('Level 3: two years from first starting a care role in a children’s home, else from the start date', () => {
    expect(level3DueOn({ careRoleStartedOn: '2023-04-03', startDate: '2025-01-06' })).toBe('2025-04-03');
    expect(level3DueOn({ careRoleStartedOn: null, startDate: '2025-01-06' })).toBe('2027-01-06');
    expect(level3DueOn({ careRoleStartedOn: '', startDate: '2024-02-29' })).toBe('2026-02-28');
  });
  it('Level 5: three years from registration as manager, else from the start date', () => {
    expect(level5DueOn({ registeredOn: '2024-05-20', startDate: '2019-01-01' })).toBe('2027-05-20');
    expect(level5DueOn({ startDate: '2019-01-01' })).toBe('2022-01-01');
  });
});

describe('what meets each duty', () => {
  it('a higher level or an accepted equivalent meets Level 3; Level 5 only its own or its equivalent', () => {
    expect(MEETS.level3).toEqual(['level3', 'level3_equivalent', 'level5', 'level5_equivalent']);
    expect(MEETS.level5).toEqual(['level5', 'level5_equivalent']);
  });
  it('no Level 4 Diploma for Residential Childcare is offered (none exists in England)', () => {
    const values = careQualificationLevels.items.map((i) => i.value);
    expect(values).not.toContain('level4');
    for (const m of [...MEETS.level3, ...MEETS.level5]) expect(values).toContain(m);
  });
  it('an equivalent needs its title, the reasons, who accepted it and when', () => {
    expect(qualificationErrors({ level: 'level3' })).toEqual([]);
    expect(qualificationErrors({ level: 'level3_equivalent' }).map((e) => e.path)).toEqual([
      '/name',
      '/equivalentReasons',
      '/equivalentDecidedBy',
      '/equivalentDecidedOn',
    ]);
    const ok = {
      level: 'level5_equivalent',
      name: 'Level 5 Diploma in Leadership for Health and Social Care (Children and Young People)',
      equivalentReasons: 'The residential management units are covered',
      equivalentDecidedBy: 'a0000000-0000-4000-8000-000000000001',
      equivalentDecidedOn: '2026-10-01',
    };
    expect(qualificationErrors(ok)).toEqual([]);
    expect(qualificationErrors({ ...ok, equivalentReasons: ' ' }).map((e) => e.path)).toEqual(['/equivalentReasons']);
  });
});

describe('the declared duties', () => {
  const duty = (key: string) => obligationOf(duties.find((d) => d.key === key)!);
  it('Level 5 is the registered manager’s, counted from registration', () => {
    const l5 = duty('level5-diploma');
    expect(l5).toMatchObject({ registeredManager: 'only', anchor: 'manager-registration', every: { years: 3 } });
    expect(l5.roles).toBeUndefined();
    expect(l5.metBy.match).toEqual({ level: MEETS.level5, status: ['achieved'] });
  });
  it('Level 3 is every other care role’s, deputies included, counted from the first care role', () => {
    const l3 = duty('level3-diploma');
    expect(l3).toMatchObject({ registeredManager: 'except', anchor: 'care-role-start', every: { years: 2 } });
    expect(l3.roles).toEqual(['staff', 'manager']);
    expect(l3.metBy.match).toEqual({ level: MEETS.level3, status: ['achieved'] });
  });
  it('the SQL narrows and anchors as declared', () => {
    expect(registeredManagerFilter(undefined)).toBe('');
    expect(registeredManagerFilter('only')).toMatch(/^and exists \(select 1 from homes rh/);
    expect(registeredManagerFilter('except')).toMatch(/^and not exists \(select 1 from homes rh/);
    expect(staffAnchorSql('start', 'S')).toBe('S');
    expect(staffAnchorSql('care-role-start', 'S')).toMatch(/careRoleStartedOn[\s\S]*employment-contract[\s\S]*, S\)$/);
    expect(staffAnchorSql('manager-registration', 'S')).toMatch(/registeredManagerSince[\s\S]*, S\)$/);
  });
});
