// Nobody grants what they do not hold: the one rule for every change to a person's access (creating or
// inviting a user, changing their role, areas, homes or young-person permissions, a password reset link,
// a second-factor reset or ending their session, a leaver, a PIN reset, a young person's own login,
// "Make employee"). Plain decisions; the services ask them before they write, and the user-management grants
// test walks every actor against every route.
//
//  - A young person's own login and an API token never change anyone's access (a token acts for its maker
//    unattended: it never creates, promotes or resets people, nor receives an invitation or reset link).
//  - Only a director may act on a director or make one (the product administrator makes a new
//    organisation's first director on their own routes, which nobody else reaches).
//  - A may act on B only if B's role ranks no higher than A's, and B's areas, homes and young-person
//    permissions are each within A's. What A gives (role, manager flag, areas, homes, permissions) must be
//    held by A. HR (edit on hr or hr_manager) also holds the organisation's default care-staff areas, so HR makes
//    care staff though HR does not work on the floor.
import { YP_PERMISSION_AREAS, type YpPermissionArea } from '../definitions/types.ts';
import { isApiToken } from './api-token.ts';
import type { Caller, Level, Verdict } from './index.ts';
import { areaLevel, isDirector, isYoungPersonLogin, ypLevel } from './index.ts';
import { hrLevel } from './staff.ts';

const rank: Record<Level, number> = { none: 0, read: 1, edit: 2 };
const allow: Verdict = { ok: true };
const refuse = (reason: string, status: 403 | 404 = 403): Verdict => ({ ok: false, status, reason });

/** What a person holds, as far as granting goes: a user row, a caller or a proposed user. */
export interface Holding {
  role: string;
  isManager: boolean;
  homeIds: string[];
  areas: Record<string, string>;
  ypPermissions: Record<string, string>;
  ypOverrides?: Record<string, Record<string, string>>;
}

/** The areas a new member of care staff gets (and HR may give): what "Make employee" gives. */
// rota read: care staff see their home's rota week (their own shifts and clocking in need no area)
export const DEFAULT_STAFF_AREAS: Record<string, 'read' | 'edit'> = {
  cyp: 'edit',
  cyp_daily_log: 'edit',
  home: 'read',
  home_logs: 'edit',
  // care staff report repairs and keep the asset checks; a facilities worker can be given this alone
  facility: 'edit',
  rota: 'read',
};

/** Roles by rank; the roles of one rank are different jobs, so neither holds the other. */
const ROLE_RANK: Record<string, number> = {
  director: 3,
  manager: 2,
  hr_manager: 2,
  staff: 1,
  custom: 1,
  social_worker: 1,
  young_person: 0,
};
const roleRank = (role: string) => ROLE_RANK[role] ?? 1;

/** Does A hold role R: their own, or one ranked below theirs? */
const holdsRole = (a: Caller, role: string) => isDirector(a) || role === a.role || roleRank(role) < roleRank(a.role);

/** HR: edit on the hr or hr_manager area (the HR coordinator and HR manager). */
const isHr = (a: Caller) => hrLevel(a) === 'edit';

/** A's level in an access area, for granting: their own, or the default care-staff level if they are HR. */
function heldArea(a: Caller, area: string): Level {
  const own = areaLevel(a, area);
  const staff = isHr(a) ? (DEFAULT_STAFF_AREAS[area] ?? 'none') : 'none';
  return rank[own] >= rank[staff] ? own : staff;
}

/**
 * A person's level in a young-person permission area, generally or for one young person: an override,
 * then their general setting; "edit" when neither limits it (the access area then decides alone).
 */
function ypHeld(h: Holding, area: string, youngPersonId?: string): Level {
  const l = (youngPersonId ? h.ypOverrides?.[youngPersonId]?.[area] : undefined) ?? h.ypPermissions[area];
  return (l as Level | undefined) ?? 'edit';
}

/** Everything in `b` that `a` does not hold, as field paths and reasons (empty when b is within a). */
export function beyond(a: Caller, b: Holding): { path: string; message: string }[] {
  if (isDirector(a)) return [];
  const out: { path: string; message: string }[] = [];
  if (!holdsRole(a, b.role))
    out.push({ path: '/role', message: `you cannot give the ${b.role.replace('_', ' ')} role` });
  if (b.isManager && !a.isManager) out.push({ path: '/isManager', message: 'you are not a manager yourself' });
  for (const [area, level] of Object.entries(b.areas)) {
    if (rank[level as Level] > rank[heldArea(a, area)])
      out.push({ path: `/areas/${area}`, message: `is more than your own ${area} access` });
  }
  b.homeIds.forEach((h, i) => {
    if (!a.homeIds.includes(h)) out.push({ path: `/homeIds/${i}`, message: 'is a home you do not work in' });
  });
  const people = new Set([...Object.keys(a.ypOverrides), ...Object.keys(b.ypOverrides ?? {})]);
  for (const area of YP_PERMISSION_AREAS) {
    if (rank[ypHeld(b, area)] > rank[ypHeld(a, area)])
      out.push({ path: `/ypPermissions/${area}`, message: 'is more than your own permission' });
    for (const yp of people) {
      if (rank[ypHeld(b, area, yp)] > rank[ypHeld(a, area, yp)]) {
        out.push({
          path: `/ypOverrides/${yp}/${area}`,
          message: 'is more than your own permission for this young person',
        });
      }
    }
  }
  return out;
}

export type PersonChange =
  | 'create'
  | 'edit'
  | 'reset-password'
  | 'deactivate'
  | 'reset-pin'
  | 'reset-second-factor' // every second factor removed: the person enrols again at their next sign-in
  | 'end-session';

/** No token nor young person's own login changes anyone's access. */
function mayManagePeople(a: Caller): Verdict {
  if (isApiToken(a)) return refuse('API tokens cannot create, change or reset people; a person signed in does this.');
  if (isYoungPersonLogin(a)) return refuse('People are managed by staff.');
  return allow;
}

/**
 * May A do this to B (B as they are now)? A director may act on anyone; nobody else on a director. Others
 * act on people of no higher rank whose access is within their own (a PIN reset, which gives nothing and
 * lets the person set a new PIN themself, needs only the rank: a manager or HR resets a care worker's).
 */
export function decidePersonChange(a: Caller, b: Holding & { id?: string }, change: PersonChange): Verdict {
  const who = mayManagePeople(a);
  if (!who.ok) return who;
  if (isDirector(a)) return allow;
  if (b.role === 'director') return refuse('Only a director can change, reset or deactivate a director.');
  if (roleRank(b.role) > roleRank(a.role)) return refuse('This person ranks above you.');
  if (change === 'reset-pin' || b.id === a.id) return allow;
  const over = beyond(a, b);
  if (over.length)
    return refuse('This person has access you do not hold yourself, so you cannot change, reset or deactivate them.');
  return allow;
}

/** May A give B this access (a new user, or the new state of an existing one)? 403 names each field beyond A. */
export function decideGrant(a: Caller, next: Holding): Verdict & { errors?: { path: string; message: string }[] } {
  const who = mayManagePeople(a);
  if (!who.ok) return who;
  if (next.role === 'director' && !isDirector(a))
    return {
      ...refuse('Only a director can make someone a director.'),
      errors: [{ path: '/role', message: 'only a director can give the director role' }],
    };
  const errors = beyond(a, next);
  // the reason names the fields too, for screens that show only the detail
  const which = errors.map((e) => `${e.path.slice(1)}: ${e.message}`).join('; ');
  if (errors.length) return { ...refuse(`You cannot give access you do not hold yourself (${which}).`), errors };
  return allow;
}

/**
 * A young person's own login: a manager of their home gives, changes, resets or ends it, and only
 * with permissions the manager holds for that young person.
 */
export function decideOwnLoginGrant(
  a: Caller,
  youngPersonId: string,
  permissions: Partial<Record<YpPermissionArea, Level>>,
): Verdict {
  const who = mayManagePeople(a);
  if (!who.ok) return who;
  const cyp = areaLevel(a, 'cyp');
  for (const [area, level] of Object.entries(permissions) as [YpPermissionArea, Level][]) {
    if (rank[level] > rank[ypLevel(a, youngPersonId, area, cyp)]) {
      return refuse(`You cannot give this young person's login ${level} on ${area}: you do not hold it yourself.`);
    }
  }
  return allow;
}
