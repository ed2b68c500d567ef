// What the record screens offer before asking the server, read from the API's abilities (engine/access decides
// them; the server re-checks every request).
import { mayI } from '../lib/abilities.ts';
import type { Me } from '../types.ts';
import type { RecordDefinition } from './types.ts';

/** May this person start a new record of this kind here (in this home, about this young person)? */
export function mayCreate(
  me: Me,
  def: Pick<RecordDefinition, 'kind'>,
  homeId?: string | null,
  youngPersonId?: string | null,
): boolean {
  return mayI(me.abilities).kindAt(def.kind, { homeId, youngPersonId }).create;
}

/** May this person change the manager-only fields of a record of this home (managers of the home, directors)? */
export function mayEditManagerFields(me: Me, homeId?: string | null): boolean {
  return mayI(me.abilities).home(homeId).records.managerFields;
}
