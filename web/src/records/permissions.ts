// What the screens offer before asking the server (which re-checks everything, engine/access):
// the same rules as engine/access decideRecord, from what /api/auth/me tells us.
import type { Me } from '../types.ts';
import type { RecordDefinition } from './types.ts';

const isDirector = (me: Me) => me.role === 'director';
const worksIn = (me: Me, homeId?: string | null) => isDirector(me) || !homeId || me.homes.some((h) => h.id === homeId);

/** May this person start a new record of this kind here? */
export function mayCreate(
  me: Me,
  def: Pick<RecordDefinition, 'area' | 'ypPermission'>,
  homeId?: string | null,
): boolean {
  if (isDirector(me)) return true;
  if (me.areas[def.area] !== 'edit') return false;
  if (!worksIn(me, homeId)) return false;
  const yp = def.ypPermission ? me.ypPermissions?.[def.ypPermission] : undefined;
  return yp === undefined || yp === 'edit';
}

/** Managers (of the record's home) and directors may change managerOnlyFields. */
export function isManagerHere(me: Me, homeId?: string | null): boolean {
  return isDirector(me) || (me.isManager && worksIn(me, homeId));
}
