// What the young-person screens offer, read from the API's abilities (the API re-checks each): adding and
// editing young people in a home, and managing them there (archive, restore, their own login, transfers).
import { mayI } from '../../lib/abilities.ts';
import type { Me } from '../../types.ts';

export const canAddYoungPeople = (me: Me, homeId: string | null | undefined) =>
  mayI(me.abilities).home(homeId).youngPeople.add;

export const isManagerOf = (me: Me, homeId: string | null | undefined) =>
  mayI(me.abilities).home(homeId).youngPeople.manage;
