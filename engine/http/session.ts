// The cookie session: a JWT in an HttpOnly, SameSite cookie naming a row of `sessions` (sid). Each request
// checks that session and the person as the database has them now (both remembered until a change is
// heard: remembered.ts), so signing out, a new password, a deactivated login or a changed permission
// takes effect on the next request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokenCaller, tokenHash } from '../access/api-token.ts';
import { type Caller, callerFrom } from '../access/index.ts';
import { DEFAULT_IDLE_MINUTES, idleState } from '../auth/shared-device.ts';
import { Problem } from '../problem.ts';
import type { Store } from '../store/index.ts';
import type { SessionEnd } from '../store/sessions.ts';
import type { RememberedAccess } from './remembered.ts';

export const SESSION_COOKIE = 'session';
/** Why a session was ended, as the person is told (the `ended` member of the 401 names the same). */
const ENDED_WHY: Record<SessionEnd, string> = {
  logout: 'you signed out.',
  everywhere: 'you signed out everywhere.',
  password: 'the password was changed.',
  deactivated: 'this login was deactivated.',
  'signed-out-here': 'you ended it from another device.',
  'by-administrator': 'an administrator ended it.',
  'second-factor-reset': 'your second factor was reset.',
  'device-revoked': 'this shared device was removed from the home.',
  'pin-lockout': 'too many wrong PINs were tried on this shared device.',
};
export const SESSION_HOURS = 12; // one long shift

/**
 * Who (sub), of which organisation (org), signed in as which session (sid). On a home's shared device, also the
 * device (dev), when the person was last active there (act, seconds) and the minutes idle that lock it (idle).
 */
export interface SessionClaims {
  sub: string;
  org: string;
  sid: string;
  dev?: string;
  act?: number;
  idle?: number;
}

/**
 * Sets the session cookie for `seconds`. On a shared device it is a browser-session cookie (no "remember me": closing
 * the browser drops it; the person comes back by their PIN while the shift's session runs).
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  seconds: number,
  shared: boolean,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    ...(shared ? {} : { maxAge: seconds }),
  });
}

/** The claims of a shared device's session, active now: signed for what is left of the session. */
export function sharedClaims(c: SessionClaims, deviceId: string, idle: number): SessionClaims {
  return { sub: c.sub, org: c.org, sid: c.sid, dev: deviceId, act: Math.floor(Date.now() / 1000), idle };
}

declare module 'fastify' {
  /** apiTokenId: set when the caller is an API token (Authorization: Bearer), not a signed-in person. */
  interface FastifyRequest {
    caller: Caller;
    sessionId: string;
    apiTokenId: string | null;
    /** The session was begun on a home's shared device (its idle time is watched; no "remember me"). */
    sharedDeviceSession: boolean;
  }
}
declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    user: SessionClaims;
  }
}

export function installSession(app: FastifyInstance, remembered: RememberedAccess, store: Store) {
  app.decorateRequest('caller', null as unknown as Caller);
  app.decorateRequest('sessionId', '');
  app.decorateRequest('apiTokenId', null);
  app.decorateRequest('sharedDeviceSession', false);
  const noSession = () =>
    new Problem(
      401,
      'Unauthorised',
      'You are not signed in, or your session is not valid. Please sign in.',
      undefined,
      {
        session: 'none',
      },
    );
  const expired = () =>
    new Problem(401, 'Unauthorised', 'Your session has ended: it expired. Please sign in again.', undefined, {
      session: 'expired',
    });
  /** Why a session that no longer runs stopped, so the page can say it (and an offline queue can lock). */
  async function ended(claims: SessionClaims) {
    const row = await store.forOrg(claims.org).sessions.ending(claims.sid);
    if (!row || row.userId !== claims.sub) return noSession();
    if (!row.endedAt || !row.endedWhy) return expired();
    return new Problem(
      401,
      'Unauthorised',
      `Your session has ended: ${ENDED_WHY[row.endedWhy]} Please sign in.`,
      undefined,
      {
        session: 'ended',
        ended: row.endedWhy,
        endedAt: row.endedAt.toISOString(),
      },
    );
  }
  const locked = (minutes: number) =>
    new Problem(
      401,
      'Unauthorised',
      `This shared device locked after ${minutes} minutes without use. Choose your name and enter your PIN.`,
      undefined,
      { session: 'locked' },
    );
  /** A shared device's session: locked once idle too long, else its token re-issued as the person stays active. */
  async function stillActive(
    request: FastifyRequest,
    reply: FastifyReply | undefined,
    claims: SessionClaims & { exp?: number },
  ) {
    const nowS = Math.floor(Date.now() / 1000);
    const minutes = claims.idle ?? DEFAULT_IDLE_MINUTES;
    const state = idleState(claims.act ?? 0, nowS, minutes);
    if (state === 'locked') throw locked(minutes);
    request.sharedDeviceSession = true;
    if (state !== 'refresh' || !reply || typeof claims.exp !== 'number') return;
    // the organisation's setting is read again here, so a change reaches devices within a refresh
    const idle = await store.forOrg(claims.org).sharedDevices.idleMinutes();
    const left = claims.exp - nowS;
    if (left <= 0) return;
    const token = app.jwt.sign(sharedClaims(claims, claims.dev!, idle), { expiresIn: left });
    setSessionCookie(request, reply, token, left, true);
  }
  const badToken = () =>
    new Problem(401, 'Unauthorised', 'This API token is not valid: it is unknown, expired or revoked.');

  /** An integration's `Authorization: Bearer <token>`: the token's caller (engine/access/api-token.ts). */
  async function bearer(request: FastifyRequest, header: string) {
    const m = /^Bearer\s+(\S{20,200})\s*$/i.exec(header);
    if (!m) throw badToken();
    const token = await store.apiTokens.live(tokenHash(m[1]));
    if (!token) throw badToken();
    const maker = await remembered.user(token.orgId, token.createdBy);
    if (maker?.orgSuspended)
      throw new Problem(
        403,
        'Forbidden',
        "Your organisation's access is suspended. Please contact the product administrator.",
      );
    const caller = maker && tokenCaller(maker, token);
    if (!caller) throw new Problem(401, 'Unauthorised', 'The person who made this API token no longer has a login.');
    request.caller = caller;
    request.apiTokenId = token.id;
    void store.apiTokens
      .used(token.id)
      .catch((err) => request.log.warn({ err }, "could not note an API token's last use"));
  }

  /** onRequest hook for routes that need a signed-in person (or an API token acting for one). */
  return async function requireCaller(request: FastifyRequest, reply?: FastifyReply) {
    const authorization = request.headers.authorization;
    if (authorization !== undefined) return bearer(request, authorization);
    let claims: SessionClaims & { exp?: number };
    try {
      // the app's verifier straight on the cookie (request.jwtVerify re-merges its options every call)
      const token = request.cookies[SESSION_COOKIE];
      if (!token) throw new Error('no session cookie');
      claims = app.jwt.verify<SessionClaims>(token);
    } catch (err) {
      throw (err as { code?: string }).code === 'FAST_JWT_EXPIRED' ? expired() : noSession();
    }
    // a token from before sessions could be ended (no sid) is refused: it could never be ended
    if (typeof claims.sid !== 'string') throw noSession();
    const [session, user] = await Promise.all([
      remembered.session(claims.org, claims.sid),
      remembered.user(claims.org, claims.sub),
    ]);
    // a leaver is told their login ended (their sessions ended with it)
    if (!user || !user.active)
      throw new Problem(401, 'Unauthorised', 'This login is no longer active.', undefined, {
        session: 'ended',
        ended: 'deactivated',
      });
    if (!session || session.userId !== claims.sub) throw await ended(claims);
    if (claims.dev) await stillActive(request, reply, claims);
    request.sessionId = claims.sid;
    if (user.orgSuspended)
      throw new Problem(
        403,
        'Forbidden',
        "Your organisation's access is suspended. Please contact the product administrator.",
      );
    request.caller = callerFrom(user);
  };
}
