// Access beside the home-transfer kind, from the engine/access predicates: a manager of the young person's home
// asks and may withdraw; a manager of the receiving home decides (never the person who asked); staff of either home
// see it. The receiving home is in the record's data, so a read that has the row (every record path but a link's
// facts) lets that home in; without the data only the sending home is, never more.
import {
  areaLevel,
  type Caller,
  homeScope,
  isManagerFor,
  isYoungPersonLogin,
  type Verdict,
  worksIn,
} from '../access/index.ts';
import type { KindAccess, KindRow } from '../pipeline/types.ts';
import { receivingHomeOf } from './transfer-hooks.ts';

const allow: Verdict = { ok: true };
const refuse = (reason: string): Verdict => ({ ok: false, status: 403, reason });

export const homeTransferAccess: KindAccess = {
  level: (c) => (isYoungPersonLogin(c) ? 'none' : areaLevel(c, 'cyp')),

  record(c, place, want) {
    if (isYoungPersonLogin(c)) return refuse('This is not something you have been given access to.');
    const to = receivingHomeOf(place);
    if (!worksIn(c, place.homeId) && !(to && worksIn(c, to)))
      return refuse('This transfer is between homes you do not work in.');
    if (want === 'read') return allow;
    // the request itself is the sending home's to correct while it waits
    return isManagerFor(c, place.homeId)
      ? allow
      : refuse('Only a manager of the sending home can change this request.');
  },

  create(c, place) {
    if (areaLevel(c, 'cyp') === 'none') return refuse('You need access to the "cyp" area.');
    return isManagerFor(c, place.homeId)
      ? allow
      : refuse("Only a manager of the young person's home can ask for a transfer.");
  },

  list(c: Caller) {
    if (isYoungPersonLogin(c) || areaLevel(c, 'cyp') === 'none') return { homeIds: [], excludeYoungPeople: [] };
    const homes = homeScope(c);
    // sent from my homes, or received by them
    return homes === 'all'
      ? { homeIds: homes, excludeYoungPeople: [] }
      : { homeIds: homes, excludeYoungPeople: [], orDataIn: { field: 'toHomeId', values: homes } };
  },

  requester: (row: KindRow) => row.authorId,

  decide: (c, row) =>
    isManagerFor(c, receivingHomeOf(row))
      ? allow
      : refuse('Only a manager of the receiving home can accept or decline this transfer.'),

  cancel: (c, row) =>
    isManagerFor(c, row.homeId) ? allow : refuse('Only a manager of the sending home can cancel this transfer.'),
};
