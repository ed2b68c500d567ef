// Who may open the administration screens. The API has the last word (403); this decides which links to
// offer and whether to show a screen or the access-denied page.
import { useEffect, useState } from 'react';
import { apiGet } from '../api.ts';
import { useSession } from '../session.tsx';
import type { Me } from '../types.ts';

/** Organisation settings: directors, or anyone with the "settings" area (SPEC §6). */
export function canSeeSettings(me: Me): boolean {
  return me.role === 'director' || me.areas.settings === 'read' || me.areas.settings === 'edit';
}

export function canEditSettings(me: Me): boolean {
  return me.role === 'director' || me.areas.settings === 'edit';
}

const probes = new Map<string, Promise<boolean>>();

/**
 * Is the signed-in person the product administrator (SPEC §6: one account named by configuration)?
 * /api/auth/me does not say, so ask the API once per person and page load: the product administrator's
 * routes answer 200 to them and 403 to everyone else. A future `isProductAdmin` on /me is used when present.
 */
export function probeProductAdmin(me: Me): Promise<boolean> {
  const flag = (me as Me & { isProductAdmin?: unknown }).isProductAdmin;
  if (typeof flag === 'boolean') return Promise.resolve(flag);
  let p = probes.get(me.id);
  if (!p) {
    p = apiGet('/api/admin/customers', { redirectOn401: false }).then(() => true, () => false);
    probes.set(me.id, p);
  }
  return p;
}

/** `undefined` while asking. */
export function useProductAdmin(): boolean | undefined {
  const { me } = useSession();
  const [answer, setAnswer] = useState<{ id: string; value: boolean } | null>(null);
  useEffect(() => {
    if (!me) return;
    let live = true;
    void probeProductAdmin(me).then((value) => { if (live) setAnswer({ id: me.id, value }); });
    return () => { live = false; };
  }, [me]);
  if (!me) return false;
  return answer && answer.id === me.id ? answer.value : undefined;
}
