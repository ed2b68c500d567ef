// Who may keep and see a member of staff's documents (engine/documents/staff.ts): the staff record rule per
// category — HR-only References, Disciplinary and Exit never to the person; a manager sees Disciplinary only.
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../engine/access/index.ts';
import { decideStaffDocument, staffDocumentKind } from '../../engine/documents/staff.ts';
import { HR_ONLY_STAFF_CATEGORIES, STAFF_DOCUMENT_CATEGORIES } from '../../engine/documents/staff-categories.ts';
import { KIND_FEATURES, requireKindFeature } from '../../engine/staff/features.ts';

const who = (over: Partial<Caller>): Caller => ({
  id: 'x',
  orgId: 'o',
  name: 'X',
  email: 'x@x',
  role: 'staff',
  isManager: false,
  homeIds: ['oak'],
  youngPersonId: null,
  areas: {},
  ypPermissions: {},
  ypOverrides: {},
  orgSlug: 'demo',
  ...over,
});
const samPerson = { id: 'sam', homeIds: ['oak'] };
const sam = who({ id: 'sam' });
const colleague = who({ id: 'alex' });
const manager = who({ id: 'marcus', role: 'manager', isManager: true });
const willowManager = who({ id: 'priya', role: 'manager', isManager: true, homeIds: ['willow'] });
const willowHr = who({ id: 'wh', homeIds: ['willow'], areas: { hr: 'edit', hr_manager: 'edit' } });
const hr = who({ id: 'helen', homeIds: ['oak', 'willow'], areas: { hr: 'edit', hr_manager: 'edit' } });
const director = who({ id: 'dana', role: 'director', homeIds: [] });
const youngPerson = who({ id: 'kai', role: 'young_person', youngPersonId: 'yp' });
const ok = (c: Caller, category: string | null, want: 'read' | 'edit', person = samPerson) =>
  decideStaffDocument(c, person, category, want).ok;

describe('staff documents', () => {
  it('the person reads their own ordinary files, never HR-only ones, and uploads none', () => {
    expect(ok(sam, 'Contract', 'read')).toBe(true);
    expect(ok(sam, null, 'read')).toBe(true);
    for (const c of ['References', 'Disciplinary', 'Exit']) expect(ok(sam, c, 'read'), c).toBe(false);
    expect(ok(sam, 'Contract', 'edit')).toBe(false);
  });

  it('HR of a home they work in and directors do everything; HR elsewhere, colleagues and young people nothing', () => {
    for (const c of [...STAFF_DOCUMENT_CATEGORIES, null]) {
      expect(ok(hr, c, 'edit'), String(c)).toBe(true);
      expect(ok(director, c, 'edit'), String(c)).toBe(true);
      expect(ok(willowHr, c, 'read'), String(c)).toBe(false);
      expect(ok(colleague, c, 'read'), String(c)).toBe(false);
      expect(ok(youngPerson, c, 'read'), String(c)).toBe(false);
    }
  });

  it('a manager of their home reads ordinary files and Disciplinary, not References or Exit, and uploads none', () => {
    expect(ok(manager, 'DBS', 'read')).toBe(true);
    expect(ok(manager, 'Disciplinary', 'read')).toBe(true);
    expect(ok(manager, 'References', 'read')).toBe(false);
    expect(ok(manager, 'Exit', 'read')).toBe(false);
    expect(ok(manager, 'DBS', 'edit')).toBe(false);
    expect(ok(willowManager, 'DBS', 'read')).toBe(false);
  });

  it("a person in two homes: HR of either home decides; someone with no home yet is HR's anywhere", () => {
    expect(ok(willowHr, 'Contract', 'edit', { id: 'sam', homeIds: ['oak', 'willow'] })).toBe(true);
    expect(ok(willowHr, 'Contract', 'edit', { id: 'new', homeIds: [] })).toBe(true);
    expect(ok(colleague, 'Contract', 'read', { id: 'new', homeIds: [] })).toBe(false);
    // allowed through the first home, refused through the second: allowed
    expect(ok(manager, 'Contract', 'read', { id: 'sam', homeIds: ['oak', 'willow'] })).toBe(true);
    expect(decideStaffDocument(colleague, { id: 'sam', homeIds: ['oak', 'willow'] }, null, 'read').ok).toBe(false);
  });

  it('HR-only categories stand in as hr_manager kinds filed with their records', () => {
    for (const [c, tab] of Object.entries(HR_ONLY_STAFF_CATEGORIES))
      expect(staffDocumentKind(c)).toMatchObject({ area: 'hr_manager', profileTab: tab });
    expect(staffDocumentKind('Contract')).toMatchObject({ area: 'hr', profileTab: 'document-locker' });
    expect(staffDocumentKind(null)).toMatchObject({ area: 'hr', profileTab: 'document-locker' });
    expect(decideStaffDocument(colleague, samPerson, null, 'read')).toMatchObject({ ok: false, status: 403 });
  });
});

describe('kinds behind a feature (engine/staff/features.ts)', () => {
  it('step in/out is refused with 403 naming enableHrDailyInOut unless the feature is exactly on; other kinds pass', () => {
    for (const features of [undefined, {}, { enableHrDailyInOut: false }, { enableHrDailyInOut: 'true' }]) {
      expect(() => requireKindFeature({ kind: 'step-in-out' }, features), JSON.stringify(features)).toThrow(
        /enableHrDailyInOut/,
      );
      try {
        requireKindFeature({ kind: 'step-in-out' }, features);
      } catch (e) {
        expect((e as { status: number }).status).toBe(403);
      }
    }
    expect(() => requireKindFeature({ kind: 'step-in-out' }, { enableHrDailyInOut: true })).not.toThrow();
    expect(() => requireKindFeature({ kind: 'dbs-check' }, {})).not.toThrow();
    expect(KIND_FEATURES['step-in-out'].feature).toBe('enableHrDailyInOut');
  });
});
