// What the young-person screens offer (the API re-checks each): adding and editing needs edit access to
// young people (area cyp) in the home; archiving, restoring and giving a login need a manager of the home.
import type { Me } from '../../types.ts';

const worksIn = (me: Me, homeId: string | null | undefined) =>
  me.role === 'director' || (!!homeId && me.homes.some((h) => h.id === homeId));

export const canAddYoungPeople = (me: Me, homeId: string | null | undefined) =>
  me.role === 'director' || (me.areas.cyp === 'edit' && worksIn(me, homeId));

export const isManagerOf = (me: Me, homeId: string | null | undefined) =>
  me.role === 'director' || (me.isManager && worksIn(me, homeId));
