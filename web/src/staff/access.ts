// Which staff screens to offer: the API's abilities (engine/access/staff.ts decideHrList: HR, directors, and
// managers for their own homes' staff).
import { mayI } from '../lib/abilities.ts';
import type { Me } from '../types.ts';

export const canOpenHr = (me: Me) => me.abilities.organisation.staff.list;

/** May the caller reset the PIN of someone working in these homes (a manager of one, HR, a director)? */
export const resetsPin = (me: Me, homeIds: string[]) => homeIds.some((h) => mayI(me.abilities).home(h).staff.resetPin);
