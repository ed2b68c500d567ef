// Finishing a sign-in, shared by every way of proving who one is (a password alone, a password and a second
// factor, a passkey alone): a new session row and its cookie, the audit line and the person's sign-in history.
// A sign-in still waiting for its second step has a cookie of its own (`sign-in`) naming a pending_sign_ins row:
// the session check (session.ts) never reads it, so it opens nothing but the routes of the second step.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginNotices } from '../mail/notices.ts';
import type { MailService } from '../mail/service.ts';
import { Problem } from '../problem.ts';
import type { Device, PendingSignIn, Store } from '../store/index.ts';
import { SESSION_HOURS, type SessionClaims, setSessionCookie, sharedClaims } from './session.ts';
import { sharedDeviceOf } from './shared-device.ts';

export const PENDING_COOKIE = 'sign-in';
export const PENDING_MINUTES = 10;
/** Wrong codes on one pending sign-in before it is given up and the password must be given again. */
export const PENDING_FAILURES = 5;

interface PendingClaims {
  sub: string;
  org: string;
  pid: string;
}

export const deviceOf = (request: FastifyRequest): Device => ({
  userAgent: (request.headers['user-agent'] ?? '').slice(0, 300) || null,
  ip: request.ip,
});

export function signInSteps(app: FastifyInstance, store: Store, mail?: MailService) {
  const notices = mail && loginNotices({ store, mail });
  const cookieOptions = (request: FastifyRequest, seconds: number) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    maxAge: seconds,
  });
  const pendingClaims = (request: FastifyRequest): PendingClaims | null => {
    try {
      const token = request.cookies[PENDING_COOKIE];
      const claims = token ? (app.jwt.verify(token) as unknown as Partial<PendingClaims>) : null;
      return claims && typeof claims.pid === 'string' && claims.sub && claims.org ? (claims as PendingClaims) : null;
    } catch {
      return null;
    }
  };
  const notPending = () =>
    new Problem(401, 'Unauthorised', 'This sign-in has ended or timed out. Please sign in again with your password.');

  return {
    /** A full session: cookie, audit and history. `method` says how the person proved who they are. */
    async startSession(
      request: FastifyRequest,
      reply: FastifyReply,
      user: { id: string; orgId: string },
      method: string,
    ): Promise<void> {
      const s = store.forOrg(user.orgId);
      const device = deviceOf(request);
      // on a home's shared device (of this organisation) the session is the shift's: listed for switching by PIN
      const found = await sharedDeviceOf(request, store);
      const shared = found?.orgId === user.orgId ? found : null;
      const sid = await s.sessions.start(user.id, SESSION_HOURS, { ...device, method, sharedDeviceId: shared?.id });
      const claims: SessionClaims = { sub: user.id, org: user.orgId, sid };
      const signed = shared ? sharedClaims(claims, shared.id, await s.sharedDevices.idleMinutes()) : claims;
      const token = await reply.jwtSign(signed, { expiresIn: `${SESSION_HOURS}h` });
      await s.audit.write({
        userId: user.id,
        action: 'session.login',
        entity: 'user',
        entityId: user.id,
        detail: shared ? { method, sharedDeviceId: shared.id } : { method },
      });
      const seen = notices ? await s.signIns.deviceSeen(user.id, device.userAgent) : 'known';
      await s.signIns.record(user.id, 'signed-in', method, device);
      if (seen === 'new') {
        const person = await s.people.user(user.id);
        if (person) await notices!.newDevice(person, device);
      }
      setSessionCookie(request, reply, token, SESSION_HOURS * 3600, shared !== null);
      reply.clearCookie(PENDING_COOKIE, { path: '/' });
    },

    /** A sign-in waiting for its second factor or an enrolment: its own cookie, ten minutes. */
    async startPending(
      request: FastifyRequest,
      reply: FastifyReply,
      user: { id: string; orgId: string },
      stage: PendingSignIn['stage'],
    ): Promise<void> {
      const pid = await store
        .forOrg(user.orgId)
        .signIns.startPending(user.id, stage, deviceOf(request), PENDING_MINUTES);
      const token = app.jwt.sign({ sub: user.id, org: user.orgId, pid } as unknown as SessionClaims, {
        expiresIn: `${PENDING_MINUTES}m`,
      });
      reply.setCookie(PENDING_COOKIE, token, cookieOptions(request, PENDING_MINUTES * 60));
    },

    /** The pending sign-in the cookie names, at this stage; 401 when there is none (or it ran out). */
    async pending(request: FastifyRequest, stage?: PendingSignIn['stage']): Promise<PendingSignIn> {
      const claims = pendingClaims(request);
      if (!claims) throw notPending();
      const row = await store.forOrg(claims.org).signIns.pending(claims.pid);
      if (!row || row.userId !== claims.sub || (stage && row.stage !== stage)) throw notPending();
      return row;
    },

    /** Whose pending sign-in the cookie names (for rate-limit keys), without asking the database. */
    pendingUser: (request: FastifyRequest): string | null => pendingClaims(request)?.sub ?? null,

    /** Finishes the pending sign-in once; a second request with the same cookie is refused. */
    async finishPending(p: PendingSignIn): Promise<void> {
      if (!(await store.forOrg(p.orgId).signIns.finish(p.id))) throw notPending();
    },
  };
}
export type SignInSteps = ReturnType<typeof signInSteps>;
