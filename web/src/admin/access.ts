// Who may open the administration screens. The API has the last word (403); this decides which links to
// offer and whether to show a screen or the access-denied page.
import { useEffect, useState } from 'react';
import { ApiProblem, apiGet } from '../api.ts';
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
 * A 401 or network failure is not remembered as "no".
 */
export function probeProductAdmin(me: Me): Promise<boolean> {
  const flag = (me as Me & { isProductAdmin?: unknown }).isProductAdmin;
  if (typeof flag === 'boolean') return Promise.resolve(flag);
  let p = probes.get(me.id);
  if (!p) {
    // Remembered for the tab's life, so a reload does not ask again (the answer only picks what to show).
    const key = `careRecords.productAdmin.${me.id}`;
    const known = readSession(key);
    p =
      known !== null
        ? Promise.resolve(known === '1')
        : apiGet('/api/admin/customers', { redirectOn401: false }).then(
            () => {
              writeSession(key, '1');
              return true;
            },
            (err: unknown) => {
              if (err instanceof ApiProblem && err.status === 403) writeSession(key, '0');
              else probes.delete(me.id);
              return false;
            },
          );
    probes.set(me.id, p);
  }
  return p;
}

function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function writeSession(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    /* storage off: ask again next time */
  }
}

/** `undefined` while asking. */
export function useProductAdmin(): boolean | undefined {
  const { me } = useSession();
  const [answer, setAnswer] = useState<{ id: string; value: boolean } | null>(null);
  useEffect(() => {
    if (!me) return;
    let live = true;
    void probeProductAdmin(me).then((value) => {
      if (live) setAnswer({ id: me.id, value });
    });
    return () => {
      live = false;
    };
  }, [me]);
  if (!me) return false;
  return answer && answer.id === me.id ? answer.value : undefined;
}
