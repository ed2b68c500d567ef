// The facility and sensitive reports areas (SPEC §6) protect something (decision 0670): the asset register and the
// maintenance log need facility; Annex A and the statutory returns need sensitive reports besides the home area.
import { describe, expect, it } from 'vitest';
import asset from '../../definitions/home/asset.ts';
import maintenance from '../../definitions/home/maintenance.ts';
import premisesSafety from '../../definitions/home/premises-safety.ts';
import annualReturn from '../../definitions/statutory/annual-return.ts';
import preForm from '../../definitions/statutory/inspection-pre-form.ts';
import { decideAnnexEdit, decideSensitiveReport } from '../../engine/access/home.ts';
import type { Caller, RecordPlace } from '../../engine/access/index.ts';
import { decideRecord, kindLevel, recordListScope } from '../../engine/access/index.ts';

const OAK = 'oak';
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
const careNoFacility = who({ areas: { cyp: 'edit', home: 'edit', home_logs: 'edit' } });
const facilities = who({ id: 'fw', areas: { facility: 'edit' } });
const careWithHome = who({ areas: { home: 'read', home_logs: 'edit', facility: 'edit' } });
const manager = who({
  role: 'manager',
  isManager: true,
  areas: { home: 'edit', home_logs: 'edit', facility: 'edit', sensitive_reports: 'read' },
});
const managerWithout = who({ role: 'manager', isManager: true, areas: { home: 'edit', home_logs: 'edit' } });
const director = who({ role: 'director', homeIds: [] });
const youngPerson = who({ role: 'young_person', youngPersonId: 'yp', ypPermissions: { plans: 'read' } });
const atOak: RecordPlace = { homeId: OAK, youngPersonId: null, staffId: null };

describe('facility', () => {
  it('the asset register, the maintenance log and the premises safety register are the facility area', () => {
    expect(asset.area).toBe('facility');
    expect(maintenance.area).toBe('facility');
    expect(premisesSafety.area).toBe('facility');
  });

  it('home and home logs no longer open them; facility alone does', () => {
    for (const def of [asset, maintenance, premisesSafety]) {
      expect(decideRecord(careNoFacility, def, atOak, 'read').ok).toBe(false);
      expect(decideRecord(facilities, def, atOak, 'edit').ok).toBe(true);
      expect(decideRecord(facilities, def, { ...atOak, homeId: 'willow' }, 'read').ok).toBe(false);
      expect(decideRecord(director, def, atOak, 'edit').ok).toBe(true);
      expect(kindLevel(youngPerson, def)).toBe('none');
    }
  });
});

describe('sensitive reports', () => {
  it('Annex A and the returns need the area as well as the home area', () => {
    expect(decideSensitiveReport(careWithHome, OAK, 'read')).toMatchObject({ ok: false, status: 403 });
    expect(decideSensitiveReport(managerWithout, OAK, 'read')).toMatchObject({ ok: false, status: 403 });
    expect(decideAnnexEdit(managerWithout, OAK).ok).toBe(false);
    expect(decideSensitiveReport(manager, OAK, 'edit').ok).toBe(true);
    expect(decideAnnexEdit(manager, OAK).ok).toBe(true);
    expect(decideSensitiveReport(manager, 'willow', 'read').ok).toBe(false);
    expect(decideSensitiveReport(director, OAK, 'edit').ok).toBe(true);
    expect(decideSensitiveReport(youngPerson, OAK, 'read').ok).toBe(false);
  });

  it('the sensitive reports area alone opens nothing: the home area is needed too', () => {
    expect(decideSensitiveReport(who({ areas: { sensitive_reports: 'read' } }), OAK, 'read').ok).toBe(false);
  });

  it('the generic records API follows the same rule for every return kind', () => {
    for (const def of [annualReturn, preForm]) {
      expect(decideRecord(careWithHome, def, atOak, 'read').ok).toBe(false);
      expect(kindLevel(careWithHome, def)).toBe('none');
      expect(recordListScope(careWithHome, def).homeIds).toEqual([]);
      expect(decideRecord(manager, def, atOak, 'edit').ok).toBe(true);
      expect(kindLevel(manager, def)).toBe('edit');
      expect(recordListScope(manager, def).homeIds).toEqual([OAK]);
      expect(decideRecord(manager, def, { ...atOak, homeId: null }, 'read').ok).toBe(false);
    }
  });
});
