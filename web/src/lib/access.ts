// Which screens a person may open (SPEC §6). The API enforces the same rules; this only decides
// whether to show the screen or an access-denied message, and which links to offer.
import type { Me } from '../types.ts';

export type ScreenArea = 'hr' | 'cyp' | 'home' | 'accounts';

const has = (me: Me, area: string) => me.areas[area] === 'read' || me.areas[area] === 'edit';

export const SCREEN_RULES: Record<ScreenArea, (me: Me) => boolean> = {
  // Staff lists and profiles: HR access, or the director / HR manager roles.
  hr: (me) => has(me, 'hr') || has(me, 'hr_manager') || me.role === 'director' || me.role === 'hr_manager',
  // Young people: managers, the cyp areas, or any per-young-person permission.
  cyp: (me) =>
    me.role === 'director' ||
    me.isManager ||
    has(me, 'cyp') ||
    has(me, 'cyp_daily_log') ||
    Object.values(me.ypPermissions ?? {}).some((p) => p === 'read' || p === 'edit'),
  // The current home's screens: the "home" or "home logs" area, as the engine's decideHome (HR works in homes without
  // it).
  home: (me) => me.role === 'director' || has(me, 'home') || has(me, 'home_logs'),
  // Accounts (SPEC §6 accounts area): read or edit on it; directors see every home's.
  accounts: (me) => me.role === 'director' || has(me, 'accounts'),
};

/** Why a screen is closed, named by the area it needs (the engine's reasons say the same for the API). */
export const SCREEN_NEEDS: Record<ScreenArea, string> = {
  hr: 'You need read access to the "HR" area.',
  cyp: 'You need read access to the "young people" area, or a permission for a young person.',
  home: 'You need read access to the "home" or "home logs" area.',
  accounts: 'You need read access to the "accounts" area.',
};

export function canOpen(me: Me, area: ScreenArea): boolean {
  return SCREEN_RULES[area](me);
}

/** May this person see another staff member's profile? Themselves always; others with HR access or as a manager. */
export function canSeeStaffProfile(me: Me, staffId: string): boolean {
  return me.id === staffId || canOpen(me, 'hr') || me.isManager;
}

/** May this person add records of a young-person kind? Unknown means "try": the API has the last word. */
export function canAddForYoungPerson(me: Me, ypPermission: string | undefined): boolean {
  if (!ypPermission) return true;
  const level = me.ypPermissions?.[ypPermission];
  return level === undefined || level === 'edit';
}
