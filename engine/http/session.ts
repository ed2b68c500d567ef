// The cookie session: a JWT in an HttpOnly, SameSite cookie. Each request checks the person as the
// database has them now (remembered until a change is heard: remembered.ts), so a deactivated login or a
// changed permission takes effect on the next request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerFrom, type Caller } from '../access/index.ts';
import { Problem } from '../problem.ts';
import type { RememberedAccess } from './remembered.ts';

export const SESSION_COOKIE = 'session';
export const SESSION_HOURS = 12; // one long shift

declare module 'fastify' {
  interface FastifyRequest { caller: Caller }
}
declare module '@fastify/jwt' {
  interface FastifyJWT { payload: { sub: string; org: string }; user: { sub: string; org: string } }
}

export function installSession(app: FastifyInstance, remembered: RememberedAccess) {
  app.decorateRequest('caller', null as unknown as Caller);
  /** onRequest hook for routes that need a signed-in person. */
  return async function requireCaller(request: FastifyRequest) {
    let claims: { sub: string; org: string };
    try {
      // the app's verifier straight on the cookie (request.jwtVerify re-merges its options every call)
      const token = request.cookies[SESSION_COOKIE];
      if (!token) throw new Error('no session cookie');
      claims = app.jwt.verify<{ sub: string; org: string }>(token);
    } catch {
      throw new Problem(401, 'Unauthorised', 'Your session has ended or is not valid. Please sign in.');
    }
    const user = await remembered.user(claims.org, claims.sub);
    if (!user || !user.active) throw new Problem(401, 'Unauthorised', 'This login is no longer active.');
    if (user.orgSuspended) throw new Problem(403, 'Forbidden', "Your organisation's access is suspended. Please contact the product administrator.");
    request.caller = callerFrom(user);
  };
}
