// Who looks after a home's shared devices: a manager of that home (a director manages every home). Never an API
// token (a device is registered from its own browser by a person) and never a young person's own login.
import { isApiToken } from './api-token.ts';
import { type Caller, isManagerFor, isYoungPersonLogin, type Verdict } from './index.ts';

export function decideSharedDevice(c: Caller, homeId: string): Verdict {
  if (isApiToken(c)) return { ok: false, status: 403, reason: 'API tokens cannot manage shared devices.' };
  if (isYoungPersonLogin(c) || !isManagerFor(c, homeId))
    return { ok: false, status: 403, reason: 'Only a manager of this home can manage its shared devices.' };
  return { ok: true };
}
