// The second step of signing in and enrolling a second factor. After a right password, a person holding a factor
// has only a pending sign-in (its own cookie, sign-in.ts) that these routes finish: a code from their
// authenticator app, a recovery code, or a passkey. A person whose required enrolment is overdue may only enrol
// here, and is then signed in. A passkey also signs in alone (password-free: the passkey checks the person
// with a PIN or biometric, so it is two factors in itself). Codes are limited like passwords.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  authenticationOptions,
  registrationOptions,
  type RelyingParty,
  verifiedAuthentication,
  verifiedRegistration,
} from '../../auth/passkeys.ts';
import { secondFactorService } from '../../auth/second-factors.ts';
import { sealedSecrets } from '../../auth/secret-box.ts';
import { passwordAllowed, SSO_REQUIRED_DETAIL } from '../../auth/single-sign-on.ts';
import { loginNotices } from '../../mail/notices.ts';
import { conflict, Problem } from '../../problem.ts';
import type { UserRow } from '../../store/index.ts';
import type { AppDeps } from '../app.ts';
import { requestLimit } from '../request-limits.ts';
import { deviceOf, PENDING_FAILURES, signInSteps } from '../sign-in.ts';

const FAILURE_WINDOW_S = 10 * 60;
/** Wrong second-factor codes per person in ten minutes, however many pending sign-ins they are spread over. */
const FAILURES_PER_PERSON = 10;

const codeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: { type: 'string', minLength: 6, maxLength: 40 } },
} as const;
// the browser library's answer is checked by @simplewebauthn/server itself (its encoding too); here only its
// outline and size
const base64url = { type: 'string', minLength: 1, maxLength: 4096 } as const;
const webauthnAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'rawId', 'type', 'response'],
  properties: {
    id: base64url,
    rawId: base64url,
    type: { type: 'string', const: 'public-key' },
    response: { type: 'object', maxProperties: 12 },
    clientExtensionResults: { type: 'object', maxProperties: 12 },
    authenticatorAttachment: { type: 'string', maxLength: 40 },
  },
} as const;
const passkeyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['challengeId', 'response'],
  properties: {
    challengeId: { type: 'string', format: 'uuid' },
    response: webauthnAnswer,
    name: { type: 'string', minLength: 1, maxLength: 60 },
  },
} as const;

export default async function secondFactorRoutes(app: FastifyInstance, deps: AppDeps) {
  const { store, config, attemptLimits, jwtSecret, requireCaller } = deps;
  const factors = secondFactorService({ store, config, box: sealedSecrets(config, jwtSecret) });
  const steps = signInSteps(app, store, deps.mail);
  const notices = loginNotices(deps);
  const failures = attemptLimits.limiter('second-factor', FAILURES_PER_PERSON, FAILURE_WINDOW_S);
  // every try of a code, per address and person, as sign-in is (LOGIN_RATE_LIMIT a minute)
  const limit = (name: string) =>
    requestLimit(attemptLimits, {
      name,
      max: config.loginRateLimit,
      windowS: 60,
      key: (req) => `${req.ip}:${steps.pendingUser(req) ?? ''}`,
    });

  /** Passkeys' site and origin: configured, or the address the browser used. */
  const rpOf = (request: FastifyRequest): RelyingParty => ({
    rpId: config.mfa.rpId ?? request.hostname,
    origin: config.mfa.origin ?? `${request.protocol}://${request.host}`,
  });
  const userOf = async (orgId: string, userId: string): Promise<UserRow> => {
    const user = await store.forOrg(orgId).people.user(userId);
    if (!user || !user.active) throw new Problem(401, 'Unauthorised', 'This login is no longer active.');
    if (user.orgSuspended)
      throw new Problem(
        403,
        'Forbidden',
        "Your organisation's access is suspended. Please contact the product administrator.",
      );
    return user;
  };
  const refused = () =>
    new Problem(
      401,
      'Unauthorised',
      'That code is not right, or it was used already. Enter the code your app shows now.',
    );
  const tooMany = (ms: number) =>
    new Problem(
      429,
      'Too many requests',
      `Too many wrong codes. Please try again in ${Math.max(1, Math.ceil(ms / 60_000))} minutes.`,
    );

  // Credentials are asked for before a body is judged, as on every other route: without them the answer is 401
  // whatever was sent. The handlers still check the pending sign-in or the session in full.
  const withSignInStep = async (request: FastifyRequest) => {
    if (!steps.pendingUser(request)) await steps.pending(request); // no sign-in cookie: its 401
  };
  const withSessionOrSignInStep = async (request: FastifyRequest) => {
    if (!steps.pendingUser(request)) await requireCaller(request);
  };

  /** Who is enrolling: a signed-in person, or a pending sign-in that may only enrol. */
  async function enrollee(request: FastifyRequest) {
    try {
      const pending = await steps.pending(request, 'enrol');
      return { user: await userOf(pending.orgId, pending.userId), pending };
    } catch (err) {
      if (!(err instanceof Problem) || err.status !== 401) throw err;
    }
    await requireCaller(request);
    if (request.apiTokenId)
      throw new Problem(403, 'Forbidden', 'API tokens cannot use this: it is for a signed-in person.');
    return { user: await userOf(request.caller.orgId, request.caller.id), pending: null };
  }

  /** A pending enrolment, once a factor is held: the person is signed in (the answer says who). */
  async function finishEnrolment(
    request: FastifyRequest,
    reply: Parameters<typeof steps.startSession>[1],
    user: UserRow,
    pending: Awaited<ReturnType<typeof enrollee>>['pending'],
    method: string,
  ) {
    await store.forOrg(user.orgId).signIns.record(user.id, 'enrolment', method, deviceOf(request));
    await store.forOrg(user.orgId).audit.write({
      userId: user.id,
      action: 'user.second-factor-added',
      entity: 'user',
      entityId: user.id,
      detail: { method },
    });
    if (!pending) return false;
    await steps.finishPending(pending);
    await steps.startSession(request, reply, user, `password+${method}`);
    return true;
  }

  app.get(
    '/api/auth/sign-in-step',
    {
      schema: {
        tags: ['auth'],
        security: [{ signInStep: [] }],
        summary: 'The sign-in waiting for its second step (the sign-in cookie): which step, and which factors serve',
      },
    },
    async (request) => {
      const pending = await steps.pending(request);
      const user = await userOf(pending.orgId, pending.userId);
      const step = await factors.afterPassword(user);
      return { stage: pending.stage, methods: step.methods, name: user.name };
    },
  );

  app.post<{ Body: { code: string } }>(
    '/api/auth/second-factor',
    {
      onRequest: withSignInStep,
      preHandler: limit('second-factor-code'),
      schema: {
        tags: ['auth'],
        security: [{ signInStep: [] }],
        summary:
          'The second step of signing in: a code from the authenticator app (each taken once) or an unused recovery code; sets the session cookie',
        body: codeBody,
      },
    },
    async (request, reply) => {
      const pending = await steps.pending(request, 'second-factor');
      const seen = await failures.get(pending.userId);
      if (seen && seen.consumedPoints >= FAILURES_PER_PERSON) throw tooMany(seen.msBeforeNext);
      const user = await userOf(pending.orgId, pending.userId);
      const kind = await factors.checkCode(user, request.body.code);
      const s = store.forOrg(user.orgId);
      if (!kind) {
        await failures.consume(user.id).catch(() => undefined);
        await s.signIns.failed(pending.id, PENDING_FAILURES);
        await s.signIns.record(user.id, 'second-factor-refused', 'code', deviceOf(request));
        throw refused();
      }
      await steps.finishPending(pending);
      if (kind === 'recovery-code') {
        await s.signIns.record(user.id, 'recovery-code-used', kind, deviceOf(request));
        await s.audit.write({ userId: user.id, action: 'user.recovery-code-used', entity: 'user', entityId: user.id });
      }
      await steps.startSession(request, reply, user, `password+${kind}`);
      return { signedIn: true, recoveryCodesLeft: (await s.secondFactors.summary(user.id)).recoveryCodesLeft };
    },
  );

  app.post(
    '/api/auth/second-factor/passkey-options',
    {
      preHandler: limit('second-factor-passkey'),
      schema: {
        tags: ['auth'],
        security: [{ signInStep: [] }],
        summary: "The second step by passkey: the browser's options (one of the person's own passkeys)",
      },
    },
    async (request) => {
      const pending = await steps.pending(request, 'second-factor');
      const mine = await store.forOrg(pending.orgId).secondFactors.passkeys(pending.userId);
      if (!mine.length) throw conflict('You have no passkey. Use a code from your authenticator app instead.');
      const options = await authenticationOptions(rpOf(request), mine);
      const challengeId = await store.webauthnChallenges.put('second-factor', options.challenge, {
        orgId: pending.orgId,
        userId: pending.userId,
      });
      return { challengeId, options };
    },
  );

  app.post<{ Body: { challengeId: string; response: AuthenticationResponseJSON } }>(
    '/api/auth/second-factor/passkey',
    {
      onRequest: withSignInStep,
      preHandler: limit('second-factor-passkey'),
      schema: {
        tags: ['auth'],
        security: [{ signInStep: [] }],
        summary: 'The second step by passkey: checks the signed challenge and sets the session cookie',
        body: passkeyBody,
      },
    },
    async (request, reply) => {
      const pending = await steps.pending(request, 'second-factor');
      const challenge = await store.webauthnChallenges.take(request.body.challengeId, 'second-factor');
      if (!challenge || challenge.userId !== pending.userId) throw refusedPasskey();
      const s = store.forOrg(pending.orgId);
      const passkey = (await s.secondFactors.passkeys(pending.userId)).find(
        (p) => p.credentialId === request.body.response.id,
      );
      const counter =
        passkey && (await verifiedAuthentication(rpOf(request), challenge.challenge, passkey, request.body.response));
      if (!passkey || counter === null || counter === undefined) {
        await s.signIns.failed(pending.id, PENDING_FAILURES);
        await s.signIns.record(pending.userId, 'second-factor-refused', 'passkey', deviceOf(request));
        throw refusedPasskey();
      }
      await s.secondFactors.passkeyUsed(passkey.id, counter);
      await steps.finishPending(pending);
      await steps.startSession(request, reply, await userOf(pending.orgId, pending.userId), 'password+passkey');
      return { signedIn: true };
    },
  );

  app.post(
    '/api/auth/passkey-options',
    {
      preHandler: requestLimit(attemptLimits, {
        name: 'passkey-sign-in',
        max: config.loginRateLimit,
        windowS: 60,
        key: (req) => req.ip,
      }),
      schema: {
        tags: ['auth'],
        security: [],
        summary: "Signing in with a passkey alone: the browser's options (any passkey of this site)",
      },
    },
    async (request) => {
      const options = await authenticationOptions(rpOf(request));
      const challengeId = await store.webauthnChallenges.put('sign-in', options.challenge, null);
      return { challengeId, options };
    },
  );

  app.post<{ Body: { challengeId: string; response: AuthenticationResponseJSON } }>(
    '/api/auth/passkey',
    {
      preHandler: requestLimit(attemptLimits, {
        name: 'passkey-sign-in',
        max: config.loginRateLimit,
        windowS: 60,
        key: (req) => req.ip,
      }),
      schema: {
        answers: [401, 403],
        tags: ['auth'],
        security: [],
        summary: 'Signing in with a passkey alone (it checks the person by PIN or biometric): sets the session cookie',
        body: passkeyBody,
      },
    },
    async (request, reply) => {
      const challenge = await store.webauthnChallenges.take(request.body.challengeId, 'sign-in');
      const passkey = challenge && (await store.passkeys.byCredential(String(request.body.response.id)));
      const counter =
        passkey && (await verifiedAuthentication(rpOf(request), challenge.challenge, passkey, request.body.response));
      if (!passkey || counter === null || counter === undefined) throw refusedPasskey();
      const user = await userOf(passkey.orgId, passkey.userId);
      // a passkey alone is a way round single sign-on too: only the break-glass directors keep it
      if (!passwordAllowed(await store.forOrg(user.orgId).sso.get(), user.id))
        throw new Problem(403, 'Forbidden', SSO_REQUIRED_DETAIL);
      await store.forOrg(user.orgId).secondFactors.passkeyUsed(passkey.id, counter);
      await steps.startSession(request, reply, user, 'passkey');
      return { signedIn: true };
    },
  );

  app.post(
    '/api/auth/mfa/totp',
    {
      schema: {
        tags: ['auth'],
        security: [{ session: [] }, { signInStep: [] }],
        summary:
          'Start setting up an authenticator app: a new secret and its QR code (signed in, or a sign-in that must enrol)',
      },
    },
    async (request) => factors.beginTotp((await enrollee(request)).user),
  );

  app.post<{ Body: { code: string } }>(
    '/api/auth/mfa/totp/confirm',
    {
      onRequest: withSessionOrSignInStep,
      preHandler: limit('second-factor-enrol'),
      schema: {
        tags: ['auth'],
        security: [{ session: [] }, { signInStep: [] }],
        summary:
          'Finish setting up the authenticator app with the code it shows; the first factor comes with ten recovery codes, shown once. A sign-in that had to enrol is then signed in',
        body: codeBody,
      },
    },
    async (request, reply) => {
      const { user, pending } = await enrollee(request);
      const { recoveryCodes } = await factors.confirmTotp(user, request.body.code);
      await notices.securityChanged(user, 'An authenticator app was added');
      const signedIn = await finishEnrolment(request, reply, user, pending, 'totp');
      return { recoveryCodes, signedIn };
    },
  );

  app.post(
    '/api/auth/mfa/passkey-options',
    {
      schema: {
        tags: ['auth'],
        security: [{ session: [] }, { signInStep: [] }],
        summary: "Add a passkey: the browser's options (signed in, or a sign-in that must enrol)",
      },
    },
    async (request) => {
      const { user } = await enrollee(request);
      const mine = await store.forOrg(user.orgId).secondFactors.passkeys(user.id);
      const options = await registrationOptions(rpOf(request), user, mine);
      const challengeId = await store.webauthnChallenges.put('register', options.challenge, {
        orgId: user.orgId,
        userId: user.id,
      });
      return { challengeId, options };
    },
  );

  app.post<{ Body: { challengeId: string; response: RegistrationResponseJSON; name?: string } }>(
    '/api/auth/mfa/passkeys',
    {
      onRequest: withSessionOrSignInStep,
      preHandler: limit('second-factor-enrol'),
      schema: {
        tags: ['auth'],
        security: [{ session: [] }, { signInStep: [] }],
        summary:
          "Add a passkey from the browser's answer; a first factor comes with ten recovery codes, shown once. A sign-in that had to enrol is then signed in",
        body: passkeyBody,
      },
    },
    async (request, reply) => {
      const { user, pending } = await enrollee(request);
      const challenge = await store.webauthnChallenges.take(request.body.challengeId, 'register');
      if (!challenge || challenge.userId !== user.id)
        throw new Problem(422, 'Validation failed', 'This passkey could not be added: start again.', [
          { path: '/challengeId', message: 'is not a challenge of yours that is still open' },
        ]);
      const made = await verifiedRegistration(rpOf(request), challenge.challenge, request.body.response);
      if (!made)
        throw new Problem(422, 'Validation failed', 'Your device did not confirm the passkey. Please try again.', [
          { path: '/response', message: 'does not verify for this site and challenge' },
        ]);
      const s = store.forOrg(user.orgId).secondFactors;
      const before = await s.summary(user.id);
      const name = request.body.name?.trim() || `Passkey added ${new Date().toISOString().slice(0, 10)}`;
      const id = await s.addPasskey(user.id, { ...made, name }).catch((err: unknown) => {
        if ((err as { code?: string }).code === '23505') throw conflict('This passkey is already registered.');
        throw err;
      });
      const recoveryCodes = before.recoveryCodesLeft ? null : await factors.freshRecoveryCodes(user);
      await notices.securityChanged(user, `A passkey (${name}) was added`);
      const signedIn = await finishEnrolment(request, reply, user, pending, 'passkey');
      return { passkey: { id, name }, recoveryCodes, signedIn };
    },
  );
}

const refusedPasskey = () =>
  new Problem(401, 'Unauthorised', 'That passkey was not accepted. Try again, or use another way to sign in.');
