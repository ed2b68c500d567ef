// Who may see and change staff records and profiles (engine/access/staff.ts): the person themself, their
// manager, HR, a training coordinator for training, directors; HR-only kinds; applications.
import { describe, expect, it } from 'vitest';
import type { Caller, RecordPlace } from '../../engine/access/index.ts';
import { decideRecord, kindLevel } from '../../engine/access/index.ts';
import {
  decideHrList,
  decideRecruitment,
  decideStaffProfile,
  managerSees,
  managerWrites,
} from '../../engine/access/staff.ts';
import type { RecordDefinition } from '../../engine/definitions/types.ts';

const OAK = 'oak',
  WILLOW = 'willow';
const who = (over: Partial<Caller>): Caller => ({
  id: 'x',
  orgId: 'o',
  name: 'X',
  email: 'x@x',
  role: 'staff',
  isManager: false,
  homeIds: [OAK],
  youngPersonId: null,
  areas: {},
  ypPermissions: {},
  ypOverrides: {},
  orgSlug: 'demo',
  ...over,
});
const sam = who({ id: 'sam' });
const manager = who({ id: 'marcus', role: 'manager', isManager: true, areas: { staff: 'read' } });
const willowManager = who({ id: 'priya', role: 'manager', isManager: true, homeIds: [WILLOW] });
const hr = who({ id: 'helen', role: 'hr_manager', homeIds: [OAK, WILLOW], areas: { hr: 'edit', hr_manager: 'edit' } });
const hrReader = who({ id: 'hrr', areas: { hr: 'read' } });
const coordinator = who({ id: 'tc', areas: { staff: 'edit' } });
const director = who({ id: 'dana', role: 'director', homeIds: [] });
const youngPerson = who({ id: 'kai', role: 'young_person', youngPersonId: 'yp' });

const kind = (area: RecordDefinition['area'], profileTab: string, subject: RecordDefinition['subject'] = 'staff') =>
  ({
    kind: 'k',
    title: 'K',
    subject,
    area,
    profileTab,
    schema: {},
    workflow: 'none',
    dateField: 'd',
    list: { columns: [] },
  }) as RecordDefinition;
const dbs = kind('hr', 'details/investigations');
const exit = kind('hr_manager', 'employment/exit');
const discipline = kind('hr_manager', 'performance/disciplinary-actions');
const supervision = kind('hr', 'performance/supervisions');
const training = kind('staff', 'training/log');
const probation = kind('hr', 'employment/probation');
const application = kind('hr', '', 'home');
const samsRecord: RecordPlace = { homeId: OAK, youngPersonId: null, staffId: 'sam' };
const ok = (c: Caller, d: RecordDefinition, want: 'read' | 'edit', place: RecordPlace = samsRecord) =>
  decideRecord(c, d, place, want).ok;

describe('staff records', () => {
  it('the person reads their own, except HR-only kinds, and changes none', () => {
    expect(ok(sam, dbs, 'read')).toBe(true);
    expect(ok(sam, dbs, 'edit')).toBe(false);
    expect(ok(sam, exit, 'read')).toBe(false);
    expect(ok(sam, discipline, 'read')).toBe(false);
    expect(ok(sam, dbs, 'read', { ...samsRecord, staffId: 'alex' })).toBe(false);
  });

  it('a manager of their home reads most, writes performance, training, probation and rewards; not exit', () => {
    expect(ok(manager, dbs, 'read')).toBe(true);
    expect(ok(manager, dbs, 'edit')).toBe(false);
    for (const d of [supervision, training, probation, discipline])
      expect(ok(manager, d, 'edit'), d.profileTab).toBe(true);
    expect(ok(manager, exit, 'read')).toBe(false);
    expect(ok(willowManager, dbs, 'read')).toBe(false);
    expect(managerSees(exit)).toBe(false);
    expect(managerWrites(kind('hr', 'employment/rewards'))).toBe(true);
    expect(managerWrites(kind('hr', 'details/personal'))).toBe(false);
    expect(managerWrites(exit)).toBe(false);
  });

  it('HR at their level in a home the person works in; a training coordinator for training; directors all; a young person none', () => {
    expect(ok(hr, exit, 'edit')).toBe(true);
    expect(ok(hrReader, dbs, 'read')).toBe(true);
    expect(ok(hrReader, dbs, 'edit')).toBe(false);
    expect(ok(hrReader, dbs, 'read', { ...samsRecord, homeId: WILLOW })).toBe(false);
    expect(ok(hrReader, dbs, 'read', { ...samsRecord, homeId: null })).toBe(true);
    expect(ok(coordinator, training, 'edit')).toBe(true);
    expect(ok(coordinator, dbs, 'read')).toBe(false);
    expect(ok(director, exit, 'edit', { ...samsRecord, homeId: WILLOW })).toBe(true);
    expect(ok(youngPerson, dbs, 'read')).toBe(false);
  });

  it('kind levels: what the list and definitions routes offer', () => {
    expect(kindLevel(sam, dbs)).toBe('read');
    expect(kindLevel(sam, exit)).toBe('none');
    expect(kindLevel(manager, supervision)).toBe('edit');
    expect(kindLevel(manager, dbs)).toBe('read');
    expect(kindLevel(manager, exit)).toBe('none');
    expect(kindLevel(hrReader, exit)).toBe('read');
    expect(kindLevel(hr, exit)).toBe('edit');
    expect(kindLevel(coordinator, training)).toBe('edit');
    expect(kindLevel(director, exit)).toBe('edit');
    expect(kindLevel(youngPerson, dbs)).toBe('none');
  });
});

describe('profiles, HR lists, applications', () => {
  const samFacts = { id: 'sam', homeIds: [OAK], role: 'staff' };
  it('a profile: self, their manager, HR, directors read; HR edit and directors change', () => {
    expect(decideStaffProfile(sam, samFacts, 'read').ok).toBe(true);
    expect(decideStaffProfile(sam, samFacts, 'edit').ok).toBe(false);
    expect(decideStaffProfile(manager, samFacts, 'read').ok).toBe(true);
    expect(decideStaffProfile(manager, samFacts, 'edit').ok).toBe(false);
    expect(decideStaffProfile(willowManager, samFacts, 'read').ok).toBe(false);
    expect(decideStaffProfile(who({ id: 'alex' }), samFacts, 'read').ok).toBe(false);
    expect(decideStaffProfile(hr, samFacts, 'edit').ok).toBe(true);
    expect(decideStaffProfile(hrReader, samFacts, 'edit').ok).toBe(false);
    expect(decideStaffProfile(director, samFacts, 'edit').ok).toBe(true);
    expect(decideStaffProfile(youngPerson, samFacts, 'read').ok).toBe(false);
    expect(decideStaffProfile(hr, { id: 'kai', homeIds: [], role: 'young_person' }, 'read')).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it('the HR lists: HR, managers and directors', () => {
    expect([hr, manager, director, hrReader].map((c) => decideHrList(c).ok)).toEqual([true, true, true, true]);
    expect([sam, coordinator, youngPerson].map((c) => decideHrList(c).ok)).toEqual([false, false, false]);
  });

  it('applications: HR and managers of the home recruiting, directors', () => {
    expect(decideRecruitment(hr, OAK, 'edit').ok).toBe(true);
    expect(decideRecruitment(hrReader, OAK, 'edit').ok).toBe(false);
    expect(decideRecruitment(manager, OAK, 'edit').ok).toBe(true);
    expect(decideRecruitment(willowManager, OAK, 'read').ok).toBe(false);
    expect(decideRecruitment(sam, OAK, 'read').ok).toBe(false);
    expect(decideRecruitment(director, null, 'edit').ok).toBe(true);
    expect(ok(manager, application, 'edit', { homeId: OAK, youngPersonId: null, staffId: null })).toBe(true);
    expect(kindLevel(manager, application)).toBe('edit');
    expect(kindLevel(sam, application)).toBe('none');
    expect(kindLevel(youngPerson, application)).toBe('none');
  });
});
