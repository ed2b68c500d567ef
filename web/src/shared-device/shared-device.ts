// A home's shared device as the browser sees it (engine/http/routes/shared-devices.ts): whether this browser is one,
// who signed in on it this shift, locking it and coming back by PIN. Every change of person is finished by loading
// the page afresh, so nothing of the previous person's (the page, lists kept in memory, an open form) remains.
import { apiGet, apiPost } from '../api.ts';

export interface DeviceHere {
  device: { id: string; name: string; homeName: string; idleMinutes: number } | null;
  signedIn: { id: string; name: string; signedInAt: string; until: string }[];
}

let here: Promise<DeviceHere> | null = null;

/**
 * This browser's shared device, asked once per page load (a registration or switch loads the page again); `fresh`
 * asks again (the switch screen: someone may have signed out since).
 */
export function deviceHere(fresh = false): Promise<DeviceHere> {
  if (fresh) here = null;
  here ??= apiGet<DeviceHere>('/api/shared-device', { redirectOn401: false }).catch(() => ({
    device: null,
    signedIn: [],
  }));
  return here;
}

/** Start again on a fresh page: the only sure way to leave nothing of one person in memory for the next. */
export function freshPage(path: string): void {
  window.location.replace(path);
}

/** Locks the device to its switch screen; the person's session runs on for their PIN until the shift ends. */
export async function lockDevice(): Promise<void> {
  await apiPost('/api/shared-device/lock', undefined, { redirectOn401: false }).catch(() => undefined);
  freshPage('/login');
}

export const switchTo = (userId: string, pin: string) =>
  apiPost<{ switched: true; name: string }>('/api/shared-device/switch', { userId, pin }, { redirectOn401: false });
