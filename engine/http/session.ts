// The cookie session: a JWT in an HttpOnly, SameSite cookie naming a row of `sessions` (sid). Each request
// checks that session and the person as the database has them now (both remembered until a change is
// heard: remembered.ts), so signing out, a new password, a deactivated login or a changed permission
// takes effect on the next request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerFrom, type Caller } from '../access/index.ts';
import { Problem } from '../problem.ts';
import type { RememberedAccess } from './remembered.ts';

export const SESSION_COOKIE = 'session';
export const SESSION_HOURS = 12; // one long shift

/** Who (sub), of which organisation (org), signed in as which session (sid). */
export interface SessionClaims { sub: string; org: string; sid: string }

declare module 'fastify' {
  interface FastifyRequest { caller: Caller; sessionId: string }
}
declare module '@fastify/jwt' {
  interface FastifyJWT { payload: SessionClaims; user: SessionClaims }
}

export function installSession(app: FastifyInstance, remembered: RememberedAccess) {
  app.decorateRequest('caller', null as unknown as Caller);
  app.decorateRequest('sessionId', '');
  const ended = () => new Problem(401, 'Unauthorised', 'Your session has ended or is not valid. Please sign in.');
  /** onRequest hook for routes that need a signed-in person. */
  return async function requireCaller(request: FastifyRequest) {
    let claims: SessionClaims;
    try {
      // the app's verifier straight on the cookie (request.jwtVerify re-merges its options every call)
      const token = request.cookies[SESSION_COOKIE];
      if (!token) throw new Error('no session cookie');
      claims = app.jwt.verify<SessionClaims>(token);
    } catch {
      throw ended();
    }
    // a token from before sessions could be ended (no sid) is refused: it could never be ended
    if (typeof claims.sid !== 'string') throw ended();
    const [session, user] = await Promise.all([remembered.session(claims.org, claims.sid), remembered.user(claims.org, claims.sub)]);
    // a leaver is told their login ended (their sessions ended with it)
    if (!user || !user.active) throw new Problem(401, 'Unauthorised', 'This login is no longer active.');
    if (!session || session.userId !== claims.sub) throw ended();
    request.sessionId = claims.sid;
    if (user.orgSuspended) throw new Problem(403, 'Forbidden', "Your organisation's access is suspended. Please contact the product administrator.");
    request.caller = callerFrom(user);
  };
}
