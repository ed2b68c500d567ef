// Notices a person gets about their own login, whatever their email choices: a change to how they sign in (a factor
// added or removed, new recovery codes, an administrator's reset) and a sign-in from a device not seen before.
import { deviceName } from '../auth/device-name.ts';
import type { Store } from '../store/index.ts';
import { newDevice, securityChanged } from './messages.ts';
import type { MailService } from './service.ts';

interface Person {
  id: string;
  orgId: string;
  email: string;
}

export function loginNotices({ store, mail }: { store: Store; mail: MailService }) {
  const send = (p: Person, m: { subject: string; body: string }) =>
    store.transaction(p.orgId, (tx) => mail.send(tx, { userId: p.id, to: p.email, category: 'security', ...m }));
  return {
    /** `what` completes "… on your login at <time>": e.g. "An authenticator app was added". */
    securityChanged: (p: Person, what: string) => send(p, securityChanged(what, new Date(), mail.url(''))),

    /** A sign-in from a browser this login had not used before (not the very first sign-in: that is expected). */
    newDevice: (p: Person, device: { userAgent: string | null; ip: string | null }) =>
      send(p, newDevice(deviceName(device.userAgent), device.ip, new Date(), mail.url(''))),
  };
}
