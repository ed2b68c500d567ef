// Access beside the leave-request kind, built from the leave predicates (engine/access/leave.ts): a person
// always sees and asks for their own; a manager of the home (or leave edit there) decides and books for
// others; HR sees everyone's; nobody decides their own; a young person's login gets none of it. Someone
// who may not see a request is told it does not exist (404), except a young person (403: not for them).
import { areaLevel, type Caller, homeScope, isDirector, isYoungPersonLogin, type Verdict } from '../access/index.ts';
import { decideCancel, decideDecision, decideHomeLeave, decidePersonLeave, decideRequestFor } from '../access/leave.ts';
import type { KindAccess, KindRow } from '../pipeline/types.ts';
import { londonDate } from '../time/london.ts';
import { hasStarted } from './entitlement.ts';

const hiddenAs = (what: string): Verdict => ({ ok: false, status: 404, reason: `The ${what} was not found.` });
const hidden = hiddenAs('leave request');

/** The request's person and home, as the leave predicates take them. */
const requestOf = (row: Pick<KindRow, 'staffId' | 'homeId'>) => ({
  staffId: row.staffId ?? '',
  homeId: row.homeId ?? '',
});

export const leaveRequestAccess: KindAccess = {
  level: (c) => (isYoungPersonLogin(c) ? 'none' : 'edit'),

  record(c, place, want) {
    const seen = decidePersonLeave(c, { id: place.staffId ?? '', homeIds: [] }, place.homeId);
    if (!seen.ok) return isYoungPersonLogin(c) ? seen : hidden;
    if (want === 'read') return seen;
    if (place.staffId === c.id || (place.homeId && decideHomeLeave(c, place.homeId, 'edit').ok)) return { ok: true };
    return { ok: false, status: 403, reason: 'Only the person or a manager of the home can change this request.' };
  },

  create: (c, place, subjectHomeIds) =>
    decideRequestFor(c, { id: place.staffId ?? '', homeIds: subjectHomeIds }, place.homeId ?? ''),

  list(c: Caller) {
    if (isYoungPersonLogin(c)) return { homeIds: [], excludeYoungPeople: [] };
    if (isDirector(c) || areaLevel(c, 'hr') !== 'none') return { homeIds: 'all', excludeYoungPeople: [] };
    const homes = homeScope(c);
    const seen = homes === 'all' ? homes : homes.filter((h) => decideHomeLeave(c, h).ok);
    return { homeIds: seen, excludeYoungPeople: [], orStaffId: c.id };
  },

  requester: (row) => row.staffId ?? '',
  decide: (c, row) => decideDecision(c, requestOf(row)),
  cancel: (c, row, now) => decideCancel(c, requestOf(row), hasStarted(String(row.data.startsOn), londonDate(now))),
};

/**
 * Overtime requests: seen, asked for and decided as leave is (the same predicates); withdrawn only by the person while
 * it awaits a decision — once decided, a manager's decision stands (a manager refuses rather than cancels).
 */
export const overtimeRequestAccess: KindAccess = {
  ...leaveRequestAccess,
  record(c, place, want) {
    const v = leaveRequestAccess.record(c, place, want);
    return !v.ok && v.status === 404 ? hiddenAs('overtime request') : v;
  },
  cancel: (c, row) =>
    row.staffId === c.id && row.status === 'requested'
      ? { ok: true }
      : {
          ok: false,
          status: 403,
          reason:
            'Only the person who asked can withdraw an overtime request, before it is decided; a manager rejects it.',
        },
};
