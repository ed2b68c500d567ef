// Login, logout, sign out everywhere, passwords and "who am I". Each sign-in is a session row that
// signing out ends (migration 012). Login is limited per address and email (every attempt), and per
// address across emails (failed attempts only), so one password sprayed over many accounts is stopped;
// there is no limit per email alone, so no one can lock a named person out of their account.
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Caller, callerFrom, isProductAdministrator } from '../../access/index.ts';
import { administrationService } from '../../administration/service.ts';
import { verifyPassword } from '../../auth/password.ts';
import { PASSWORD_MAX_LENGTH } from '../../auth/password-policy.ts';
import { secondFactorService } from '../../auth/second-factors.ts';
import { sealedSecrets } from '../../auth/secret-box.ts';
import { passwordAllowed, SSO_REQUIRED_DETAIL } from '../../auth/single-sign-on.ts';
import { ACCESS_AREAS } from '../../definitions/types.ts';
import { LOGO_CATEGORY } from '../../documents/company-logo.ts';
import { Problem } from '../../problem.ts';
import { abilitiesService } from '../abilities.ts';
import { meSchema } from '../abilities-schema.ts';
import type { AppDeps } from '../app.ts';
import { requestLimit } from '../request-limits.ts';
import { SESSION_COOKIE, type SessionClaims } from '../session.ts';
import { signInSteps } from '../sign-in.ts';

const FAILURE_WINDOW_S = 10 * 60;

export default async function authRoutes(
  app: FastifyInstance,
  { store, config, registry, requireCaller, attemptLimits, jwtSecret, mail }: AppDeps,
) {
  const abilities = abilitiesService(registry, config.productAdminEmail);
  const secondFactors = secondFactorService({ store, config, box: sealedSecrets(config, jwtSecret) });
  const steps = signInSteps(app, store, mail);
  // Failed sign-ins per address, whatever the email; a success does not reset it (a sprayer knows one password).
  // One count for every API process (auth/attempt-limits.ts).
  const failures = attemptLimits.limiter('sign-in', config.loginFailuresPerAddress, FAILURE_WINDOW_S);
  const tooMany = (msBeforeNext: number) => {
    const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
    return new Problem(
      429,
      'Too many requests',
      `Too many failed sign-ins from this network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  };
  const clearSession = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { path: '/' });
  /** The session a cookie names, if its token is good (ended or not): who signs out. */
  const claimsOf = (request: FastifyRequest): SessionClaims | null => {
    try {
      const token = request.cookies[SESSION_COOKIE];
      return token ? app.jwt.verify<SessionClaims>(token) : null;
    } catch {
      return null;
    }
  };

  app.post<{ Body: { email: string; password: string; organisationId?: string } }>(
    '/api/auth/login',
    {
      // every attempt, per address and email (LOGIN_RATE_LIMIT a minute); failures per address are counted below
      preHandler: requestLimit(attemptLimits, {
        name: 'login',
        max: config.loginRateLimit,
        windowS: 60,
        key: (req) => `${req.ip}:${(req.body as { email: string }).email.toLowerCase()}`,
      }),
      schema: {
        answers: [401, 403],
        tags: ['auth'],
        security: [],
        summary:
          'Sign in with email and password; sets the session cookie. When the same email and password open logins in several organisations, answers { chooseOrganisation } without signing in: sign in again with organisationId. A person holding a second factor gets { secondFactor: { methods } } and only the sign-in cookie: finish with POST /api/auth/second-factor (or its passkey); one whose required enrolment is overdue gets { enrolSecondFactor: true } and may only enrol (/api/auth/mfa/...)',
        body: {
          type: 'object',
          required: ['email', 'password'],
          additionalProperties: false,
          properties: {
            email: { type: 'string', minLength: 3, maxLength: 320 },
            password: { type: 'string', minLength: 1, maxLength: 200 },
            organisationId: { type: 'string', format: 'uuid' },
          },
        },
      },
    },
    async (request, reply) => {
      const seen = await failures.get(request.ip);
      if (seen && seen.consumedPoints >= config.loginFailuresPerAddress) throw tooMany(seen.msBeforeNext);
      // An email names a login within one organisation only (migration 016): the password is checked against
      // each active login with it, one scrypt each, and against a decoy when there is none, so an unknown
      // email costs what a known one does. A chosen organisation narrows the candidates before any check.
      const { email, password, organisationId } = request.body;
      const candidates = (await store.loginCandidates(email)).filter(
        (u) => !organisationId || u.orgId === organisationId,
      );
      // (checked side by side: scrypt runs on libuv's thread pool, so a second organisation adds little time)
      const checked = await Promise.all(
        (candidates.length ? candidates : [null]).map(async (u) =>
          (await verifyPassword(password, u?.passwordHash)) ? u : null,
        ),
      );
      const matched = checked.filter((u) => u !== null);
      if (!matched.length) {
        await failures.consume(request.ip).catch(() => undefined); // over the limit: refused from the next attempt
        throw new Problem(401, 'Unauthorised', 'The email or password is not right.');
      }
      const open = matched.filter((u) => !u.orgSuspended);
      if (!open.length)
        throw new Problem(
          403,
          'Forbidden',
          "Your organisation's access is suspended. Please contact the product administrator.",
        );
      // the same email and password in several organisations: the person says which (no session yet)
      if (open.length > 1) return { chooseOrganisation: open.map((u) => ({ id: u.orgId, name: u.orgName })) };
      const user = open[0];
      // where the organisation requires single sign-on, only its break-glass directors use a password, and
      // never without a second factor (they enrol one first if they hold none)
      const sso = await store.forOrg(user.orgId).sso.get();
      if (!passwordAllowed(sso, user.id)) throw new Problem(403, 'Forbidden', SSO_REQUIRED_DETAIL);
      // a second factor held is always asked for; a required one not yet held, after its grace, is enrolled
      // first (routes/second-factor.ts): until then only the pending sign-in's own cookie is set
      let step = await secondFactors.afterPassword(user);
      if (sso?.required && step.next === 'session') step = { next: 'enrol', methods: [] };
      if (step.next === 'session') {
        await steps.startSession(request, reply, user, 'password');
        return { user: await me(user.id, user.orgId, callerFrom(user)) };
      }
      await steps.startPending(request, reply, user, step.next);
      return step.next === 'enrol' ? { enrolSecondFactor: true } : { secondFactor: { methods: step.methods } };
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/api/auth/set-password',
    {
      preHandler: requestLimit(attemptLimits, {
        name: 'set-password',
        max: config.loginRateLimit,
        windowS: 60,
        key: (req) => req.ip,
      }),
      config: { changesAccess: true }, // sessions with the old password end
      schema: {
        tags: ['auth'],
        summary: 'Set a password from an invitation or reset link',
        security: [],
        // the length and strength rules are the service's, so the answer can say why (password-policy.ts)
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['token', 'password'],
          properties: {
            token: { type: 'string', minLength: 20, maxLength: 100 },
            password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
          },
        },
      },
    },
    async (request) => administrationService({ store }).setPassword(request.body.token, request.body.password),
  );

  app.post<{ Body: { currentPassword: string; newPassword: string } }>(
    '/api/auth/password',
    {
      onRequest: requireCaller,
      // tries of the current password, per person
      preHandler: requestLimit(attemptLimits, {
        name: 'change-password',
        max: config.loginRateLimit,
        windowS: 60,
        key: (req) => req.caller.id,
      }),
      config: { changesAccess: true },
      schema: {
        tags: ['auth'],
        summary: 'Change your own password; your other sessions end',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['currentPassword', 'newPassword'],
          properties: {
            currentPassword: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
            newPassword: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
          },
        },
      },
    },
    async (request) =>
      administrationService({ store }).changeOwnPassword(
        request.caller,
        request.sessionId,
        request.body.currentPassword,
        request.body.newPassword,
      ),
  );

  // Signing out ends this session on the server: the cookie, even if kept, is refused from the next request.
  app.post(
    '/api/auth/logout',
    {
      config: { changesAccess: true },
      schema: { tags: ['auth'], summary: 'Sign out: ends this session and clears its cookie', security: [] },
    },
    async (request, reply) => {
      const claims = claimsOf(request);
      if (claims?.sid) {
        await store.forOrg(claims.org).sessions.end(claims.sid, claims.sub, 'logout');
        await store
          .forOrg(claims.org)
          .audit.write({ userId: claims.sub, action: 'session.logout', entity: 'user', entityId: claims.sub });
      }
      clearSession(reply);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/auth/logout-everywhere',
    {
      onRequest: requireCaller,
      config: { changesAccess: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: ends every session of yours, on every device, this one too',
      },
    },
    async (request, reply) => {
      const s = store.forOrg(request.caller.orgId);
      const ended = await s.sessions.endAll(request.caller.id, 'everywhere');
      await s.audit.write({
        userId: request.caller.id,
        action: 'session.logout-everywhere',
        entity: 'user',
        entityId: request.caller.id,
        detail: { sessionsEnded: ended },
      });
      clearSession(reply);
      return reply.code(204).send();
    },
  );

  // The server's half of a device's key for what a person keeps on it offline (decision 1010): the data key there is
  // stored only wrapped, under this (released to the person's own live session) and under one derived from their
  // password. Made from the server's secret, so nothing is stored; an ended session, an API token or another person
  // cannot have it, so a device's copy opens online only while the person's session runs.
  const deviceKeySecret = createHmac('sha256', jwtSecret).update('offline-device-key').digest();
  app.post<{ Body: { device: string } }>(
    '/api/auth/device-key',
    {
      onRequest: requireCaller,
      schema: {
        answers: [403],
        tags: ['auth'],
        summary:
          "Your key for this device's offline writing (its wrapping key, for your live session only; not for API tokens)",
        body: {
          type: 'object',
          required: ['device'],
          additionalProperties: false,
          properties: {
            device: {
              type: 'string',
              pattern: '^[A-Za-z0-9_-]{22}$',
              description: "the device's random salt for this person, base64url (16 bytes)",
            },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['key'],
            additionalProperties: false,
            properties: { key: { type: 'string', description: 'a 256-bit AES-KW key, base64url' } },
          },
        },
      },
    },
    async (request) => {
      if (request.apiTokenId)
        throw new Problem(403, 'Forbidden', "An API token cannot open a person's device: sign in as the person.");
      const { orgId, id } = request.caller;
      const key = createHmac('sha256', deviceKeySecret).update(`${orgId}|${id}|${request.body.device}`).digest();
      return { key: key.toString('base64url') };
    },
  );

  app.get(
    '/api/auth/me',
    {
      onRequest: requireCaller,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in person, their homes and what they may do (abilities: the only source for the web)',
        response: { 200: meSchema },
      },
    },
    async (request) => me(request.caller.id, request.caller.orgId, request.caller),
  );

  /** `caller`: who asks (an API token asks as its maker, narrowed to its scopes; its abilities say so). */
  async function me(userId: string, orgId: string, caller: Caller) {
    const s = store.forOrg(orgId);
    const [user, org, logo] = await Promise.all([
      s.people.user(userId),
      s.people.organisation(),
      s.documents.organisationFile(LOGO_CATEGORY),
    ]);
    if (!user || !org) throw new Problem(401, 'Unauthorised', 'This login is no longer active.');
    const homes = (await s.people.homes(user.role === 'director' ? undefined : user.homeIds)).filter(
      (h) => !h.archivedAt,
    );
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      isManager: user.isManager,
      jobTitle: user.jobTitle,
      // a young person's own login: which young person they are (null for staff)
      youngPersonId: user.youngPersonId ?? null,
      orgId: org.id,
      orgName: org.name,
      homes: homes.map((h) => ({ id: h.id, name: h.name, type: h.type })),
      areas: user.role === 'director' ? Object.fromEntries(ACCESS_AREAS.map((a) => [a, 'edit'])) : user.areas,
      ypPermissions: user.ypPermissions,
      toggles: (org.settings as { toggles?: Record<string, boolean> }).toggles ?? {},
      features: org.features ?? {},
      isProductAdmin: isProductAdministrator(user, config.productAdminEmail),
      // the header asks for /api/company/logo only when there is one (no 404 on every page)
      hasLogo: logo !== null,
      abilities: await abilities(
        caller,
        org,
        homes.map((h) => h.id),
      ),
    };
  }
}
