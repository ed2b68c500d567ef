// One server-side place that decides what a person may do (DESIGN §5): the HTTP routes, bulk
// actions, workers and the web app's `actions` all come from here. Rules return filters too,
// so lists are scoped by the same rule that guards a single read.
import type { RecordDefinition, YpPermissionArea } from '../definitions/types.ts';
import type { KindListScope } from '../pipeline/types.ts';
import type { UserRow } from '../store/rows.ts';
import { kindAccessOf } from './kinds.ts';
import {
  decideSocialWorkerRecord,
  isSocialWorker,
  socialWorkerKindLevel,
  socialWorkerListScope,
} from './social-worker.ts';
import {
  decideRecruitment,
  decideStaffRecord,
  isRecruitmentKind,
  recruitmentKindLevel,
  staffKindLevel,
} from './staff.ts';

export type Level = 'none' | 'read' | 'edit';
const rank: Record<Level, number> = { none: 0, read: 1, edit: 2 };

/** The signed-in person, as every decision sees them. */
export interface Caller {
  id: string;
  orgId: string;
  name: string;
  email: string;
  role: string;
  isManager: boolean;
  homeIds: string[];
  /** Set for a young person's own login (role young_person): the young person they are. */
  youngPersonId: string | null;
  areas: Record<string, 'read' | 'edit'>;
  ypPermissions: Record<string, Level>;
  ypOverrides: Record<string, Record<string, Level>>;
  /** The organisation's short name (the product administrator is of the platform organisation only). */
  orgSlug: string;
  /** A social worker's open grants (engine/access/social-worker.ts): young people, each until a date. */
  placedYoungPeople?: { youngPersonId: string; endsOn: string }[];
}

export const callerFrom = (u: UserRow): Caller => ({
  id: u.id,
  orgId: u.orgId,
  name: u.name,
  email: u.email,
  role: u.role,
  isManager: u.isManager,
  homeIds: u.homeIds,
  youngPersonId: u.youngPersonId,
  areas: u.areas,
  ypPermissions: u.ypPermissions,
  ypOverrides: u.ypOverrides,
  orgSlug: u.orgSlug,
  placedYoungPeople: u.placedYoungPeople ?? [],
});

export const isDirector = (c: Pick<Caller, 'role'>) => c.role === 'director';
export const isYoungPersonLogin = (c: Pick<Caller, 'role'>) => c.role === 'young_person';

/**
 * The caller's level in an access area (SPEC §6). Directors hold every area; a young person's login and a placing
 * authority's social worker none (their young people's records are decided by name).
 */
export function areaLevel(c: Pick<Caller, 'role' | 'areas'>, area: string): Level {
  if (isDirector(c)) return 'edit';
  if (isYoungPersonLogin(c) || isSocialWorker(c)) return 'none';
  return c.areas[area] ?? 'none';
}

/**
 * A young person's own login may be granted two things only (SPEC §2): to view (and comment on)
 * their plans, and to log views, complaints and feedback. Nothing else, and only about themselves.
 */
export const YOUNG_PERSON_GRANTS: Partial<Record<YpPermissionArea, Level>> = { plans: 'read', viewsComplaints: 'edit' };

/**
 * Kinds a young person's own login never opens, whatever it was given (docs/decisions/0101): session
 * notes and risk assessments often hold third-party, clinical and police information. Staff share what
 * the child should know in key work (the risk assessment's "shared with the child" records it).
 */
export const notForOwnLogin = (def: Pick<RecordDefinition, 'kind'>) =>
  def.kind === 'therapeutic-session' || def.kind === 'link-worker-session' || def.kind.startsWith('risk-assessment-');

/** The caller's level for a record kind as a whole (before the young person and home are known). */
export function kindLevel(c: Caller, def: RecordDefinition): Level {
  if (isSocialWorker(c)) return socialWorkerKindLevel(def);
  const own = kindAccessOf(def.kind);
  if (own) return own.level(c);
  if (def.subject === 'staff') return staffKindLevel(c, def);
  if (isRecruitmentKind(def)) return recruitmentKindLevel(c);
  if (!isYoungPersonLogin(c)) return areaLevel(c, def.area);
  if (notForOwnLogin(def)) return 'none';
  const most = def.ypPermission ? YOUNG_PERSON_GRANTS[def.ypPermission] : undefined;
  const granted = def.ypPermission ? c.ypPermissions[def.ypPermission] : undefined;
  if (!most || !granted || granted === 'none') return 'none';
  return rank[granted] < rank[most] ? granted : most;
}

/**
 * The caller's level for one young person in a young-person permission area: a per-young-person
 * override wins, then the caller's general setting for that area; with neither, the record kind's
 * access area decides alone.
 */
export function ypLevel(c: Caller, youngPersonId: string, area: YpPermissionArea | undefined, fallback: Level): Level {
  if (!area || isDirector(c)) return fallback;
  const own = c.ypOverrides[youngPersonId]?.[area] ?? c.ypPermissions[area];
  if (!own) return fallback;
  return rank[own] < rank[fallback] ? own : fallback;
}

export const worksIn = (c: Caller, homeId: string | null) =>
  isDirector(c) || (homeId !== null && c.homeIds.includes(homeId));
export const homeScope = (c: Caller): string[] | 'all' => (isDirector(c) ? 'all' : c.homeIds);
export const isManagerFor = (c: Caller, homeId: string | null) => (c.isManager || isDirector(c)) && worksIn(c, homeId);

export type Verdict = { ok: true } | { ok: false; status: 403 | 404; reason: string };
const allow: Verdict = { ok: true };
const refuse = (reason: string, status: 403 | 404 = 403): Verdict => ({ ok: false, status, reason });

export interface RecordPlace {
  homeId: string | null;
  youngPersonId: string | null;
  staffId: string | null;
}

/** May the caller read (or edit) records of this kind about this young person / home / staff member? */
export function decideRecord(c: Caller, def: RecordDefinition, place: RecordPlace, want: 'read' | 'edit'): Verdict {
  // a placing authority's social worker: named young people, named kinds, read only
  if (isSocialWorker(c)) return decideSocialWorkerRecord(c, def, place, want);
  // a kind with access of its own (engine/pipeline/kinds.ts) decides for itself, from these predicates
  const own = kindAccessOf(def.kind);
  if (own) return own.record(c, place, want);
  // staff records: the person themself, their manager, HR and directors (engine/access/staff.ts)
  if (def.subject === 'staff') return decideStaffRecord(c, def, place, want);
  // a home's HR records (applications): HR in the home recruiting, and its managers
  if (isRecruitmentKind(def)) return decideRecruitment(c, place.homeId, want);
  if (isYoungPersonLogin(c)) {
    if (place.youngPersonId !== c.youngPersonId) return refuse('You can only see your own records.');
    const level = kindLevel(c, def);
    return rank[level] >= rank[want]
      ? allow
      : refuse(
          level === 'none'
            ? 'This is not something you have been given access to.'
            : 'You can read this but not change it.',
        );
  }
  const area = areaLevel(c, def.area);
  if (rank[area] < rank[want]) return refuse(`You need ${want} access to the "${def.area}" area.`);
  if (!worksIn(c, place.homeId)) return refuse('You do not work in the home this record belongs to.');
  if (place.youngPersonId) {
    const level = ypLevel(c, place.youngPersonId, def.ypPermission, area);
    if (rank[level] < rank[want]) {
      return refuse(`You have no ${want} permission for this young person's ${def.ypPermission ?? def.area} records.`);
    }
  }
  return allow;
}

/** The filter that scopes a list of records of a kind to what the caller may read. */
export function recordListScope(c: Caller, def: RecordDefinition): KindListScope {
  if (isSocialWorker(c)) return socialWorkerListScope(c, def);
  const own = kindAccessOf(def.kind);
  if (own) return own.list(c);
  const homeIds = homeScope(c);
  if (isYoungPersonLogin(c)) return { homeIds, excludeYoungPeople: [], onlyYoungPeople: [c.youngPersonId!] };
  if (!def.ypPermission || isDirector(c)) return { homeIds, excludeYoungPeople: [] };
  const overrides = Object.entries(c.ypOverrides)
    .map(([yp, levels]) => [yp, levels[def.ypPermission!]] as const)
    .filter(([, l]) => l);
  if (c.ypPermissions[def.ypPermission] === 'none') {
    // no access in general: only the young people an override opens up
    return {
      homeIds,
      excludeYoungPeople: [],
      onlyYoungPeople: overrides.filter(([, l]) => l !== 'none').map(([yp]) => yp),
    };
  }
  return { homeIds, excludeYoungPeople: overrides.filter(([, l]) => l === 'none').map(([yp]) => yp) };
}

/** Fields of a record only a manager may change (e.g. the incident manager review). */
export function canEditManagerFields(c: Caller, homeId: string | null) {
  return isManagerFor(c, homeId);
}

export * from './read-rule.ts';
export * from './social-worker.ts';
export * from './staff.ts';
export * from './tasks-alerts.ts';

/** The document locker follows the documents permission area (SPEC §6) within the young people area. */
export function decideDocument(
  c: Caller,
  place: { homeId: string | null; youngPersonId: string | null },
  want: 'read' | 'edit',
): Verdict {
  if (isYoungPersonLogin(c)) return refuse('The document locker is for staff.');
  const area = areaLevel(c, 'cyp');
  if (rank[area] < rank[want]) return refuse(`You need ${want} access to the "cyp" area.`);
  if (!worksIn(c, place.homeId)) return refuse('You do not work in the home this document belongs to.');
  if (place.youngPersonId && rank[ypLevel(c, place.youngPersonId, 'documents', area)] < rank[want]) {
    return refuse(`You have no ${want} permission for this young person's documents.`);
  }
  return allow;
}

/** Organisation settings (general, users, homes, billing): directors, and those given edit on "settings". */
export function decideSettings(c: Caller, want: 'read' | 'edit'): Verdict {
  if (isDirector(c) || rank[c.areas.settings ?? 'none'] >= rank[want]) return allow;
  return refuse(`You need ${want} access to the "settings" area.`);
}

/** The organisation that holds the product administrator's account (seeds/demo.ts), never a customer. */
export const PLATFORM_ORG_SLUG = 'platform';

/**
 * The product administrator is one account named by configuration (SPEC §6), never a role: that email
 * in the platform organisation. An email names a login within one organisation only (migration 016),
 * so a customer's user given the same address is not the product administrator.
 */
export function isProductAdministrator(
  c: Pick<Caller, 'email' | 'orgSlug'>,
  productAdminEmail: string | undefined,
): boolean {
  return (
    !!productAdminEmail && c.orgSlug === PLATFORM_ORG_SLUG && c.email.toLowerCase() === productAdminEmail.toLowerCase()
  );
}
