// Which administration screens to offer: read from the API's abilities (lib/abilities.ts), never worked out
// here. The API has the last word (403).
import { useSession } from '../session.tsx';
import type { Me } from '../types.ts';

/** Organisation settings: the abilities' settings read (directors, or the "settings" area). */
export const canSeeSettings = (me: Me): boolean => me.abilities.organisation.settings.read;

export const canEditSettings = (me: Me): boolean => me.abilities.organisation.settings.edit;

/** Is the signed-in person the product administrator (SPEC §6: one account named by configuration)? /me says. */
export function useProductAdmin(): boolean {
  const { me } = useSession();
  return me?.abilities.organisation.productAdministration === true;
}
