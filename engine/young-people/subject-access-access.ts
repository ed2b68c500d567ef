// Access beside the subject-access-request kind: a request, and the review of other people's information in it, is
// for the managers of the young person's home and for directors only. Care staff, and the young person's own login,
// are told it does not exist: knowing a request was made is itself the young person's business.
import { type Caller, homeScope, isDirector, isManagerFor, isYoungPersonLogin, type Verdict } from '../access/index.ts';
import type { KindAccess } from '../pipeline/types.ts';

const hidden: Verdict = { ok: false, status: 404, reason: 'The record was not found.' };
const managers = (c: Caller, homeId: string | null): Verdict =>
  !isYoungPersonLogin(c) && isManagerFor(c, homeId) ? { ok: true } : hidden;

export const subjectAccessRequestAccess: KindAccess = {
  level: (c) => (isYoungPersonLogin(c) || !(c.isManager || isDirector(c)) ? 'none' : 'edit'),
  record: (c, place) => managers(c, place.homeId),
  create: (c, place) => managers(c, place.homeId),
  list(c) {
    if (isYoungPersonLogin(c)) return { homeIds: [], excludeYoungPeople: [] };
    const homes = homeScope(c);
    return { homeIds: homes === 'all' ? homes : homes.filter((h) => isManagerFor(c, h)), excludeYoungPeople: [] };
  },
};
