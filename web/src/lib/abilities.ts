// What the signed-in person may do, as the API said it (/api/auth/me's abilities, computed by
// engine/access/abilities.ts). The web keeps no permission rule of its own: menus, buttons and route guards
// read this, and the API still decides every request. Only lookups here (which home, which young person).
import { useMemo } from 'react';
import type {
  Abilities,
  HomeAbilities,
  KindAbilities,
  YoungPersonAbilities,
} from '../../../engine/access/abilities.ts';
import { useSession } from '../session.tsx';

export type { Abilities, HomeAbilities, KindAbilities, YoungPersonAbilities };

/** A home the caller does not work in: nothing. */
const NO_HOME: HomeAbilities = {
  home: { read: false, edit: false, logs: false, annexA: false, sensitiveReports: false },
  youngPeople: { read: false, add: false, manage: false },
  records: { archive: false, managerFields: false },
  rota: { read: false, edit: false, manage: false },
  leave: { read: false, edit: false, decide: false, colleagues: false },
  medication: { read: false, record: false, witness: false, countStock: false },
  accounts: { read: false, record: false, manage: false },
  tasks: { list: false, assignOthers: false },
  staff: { readProfiles: false, editProfiles: false, resetPin: false },
};

/** A kind the API did not mention. */
const NO_KIND: KindAbilities = {
  create: false,
  read: false,
  edit: false,
  submit: false,
  signOff: false,
  reopen: false,
  archive: false,
};

/** The screens a route guard or menu item stands for (AccessDenied names what each needs). */
export type ScreenArea = 'hr' | 'cyp' | 'home' | 'accounts';

export const SCREEN_NEEDS: Record<ScreenArea, string> = {
  hr: 'You need read access to the "HR" area, or to manage a home.',
  cyp: 'You need read access to the "young people" area.',
  home: 'You need read access to the "home" or "home logs" area.',
  accounts: 'You need read access to the "accounts" area.',
};

export interface MayI {
  org: Abilities['organisation'];
  /** The caller's level in an access area. */
  area: (area: string) => 'none' | 'read' | 'edit';
  /** Records of a kind, in any home the caller works in. */
  kind: (kind: string) => KindAbilities;
  /**
   * Records of a kind at one place: nothing in a home the caller does not work in; for a young person the caller
   * holds an override for, their own answer on starting and changing one.
   */
  kindAt: (kind: string, place: { homeId?: string | null; youngPersonId?: string | null }) => KindAbilities;
  /** One home's areas; nothing for a home the caller does not work in (or none given). */
  home: (homeId: string | null | undefined) => HomeAbilities;
  /** Does any home of the caller's allow this? */
  anyHome: (pick: (h: HomeAbilities) => boolean) => boolean;
  /** One young person: their own answer where the caller holds an override for them, else the general one. */
  youngPerson: (youngPersonId: string | null | undefined) => YoungPersonAbilities;
  /** May the caller open this screen? */
  screen: (area: ScreenArea) => boolean;
}

export function mayI(a: Abilities): MayI {
  const homes = Object.values(a.homes);
  const anyHome = (pick: (h: HomeAbilities) => boolean) => homes.some(pick);
  const screens: Record<ScreenArea, () => boolean> = {
    hr: () => a.organisation.staff.list,
    cyp: () => a.organisation.youngPeople,
    home: () => anyHome((h) => h.home.read),
    accounts: () => anyHome((h) => h.accounts.read),
  };
  return {
    org: a.organisation,
    area: (area) => (a.areas[area] as 'none' | 'read' | 'edit' | undefined) ?? 'none',
    kind: (kind) => a.kinds[kind] ?? NO_KIND,
    kindAt: (kind, { homeId, youngPersonId }) => {
      if (homeId && !a.homes[homeId]) return NO_KIND;
      const general = a.kinds[kind] ?? NO_KIND;
      const own = youngPersonId ? a.youngPeople.overridden[youngPersonId] : undefined;
      if (!own) return general;
      const starts = own.create.includes(kind);
      return { ...general, create: starts, edit: starts };
    },
    home: (homeId) => (homeId ? a.homes[homeId] : undefined) ?? NO_HOME,
    anyHome,
    youngPerson: (id) => (id ? a.youngPeople.overridden[id] : undefined) ?? a.youngPeople.default,
    screen: (area) => screens[area](),
  };
}

/** The signed-in person's abilities; only for screens behind the login guard. */
export function useAbilities(): MayI {
  const { me } = useSession();
  if (!me) throw new Error('useAbilities without a signed-in person');
  const abilities = me.abilities;
  return useMemo(() => mayI(abilities), [abilities]);
}
