// Single sign-on by OpenID Connect: starting a sign-in at the organisation's provider, its return (the callback),
// and the organisation's settings. A person is signed in only to a login they were invited to: a verified email,
// in one of the organisation's domains, of an active login of that organisation; nothing is created by signing
// in. Every refusal lands on one page (/sso-refused) saying why, with no session and nothing changed.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { oidcClient } from '../../auth/oidc-client.ts';
import { secondFactorService } from '../../auth/second-factors.ts';
import { sealedSecrets } from '../../auth/secret-box.ts';
import { identityProblem } from '../../auth/single-sign-on.ts';
import { type SsoSettingsChange, ssoSettingsService } from '../../auth/sso-settings.ts';
import { Problem } from '../../problem.ts';
import type { AppDeps } from '../app.ts';
import { requestLimit } from '../request-limits.ts';
import { signInSteps } from '../sign-in.ts';

/** The browser's half of a sign-in's state: a callback without it (another browser, a forged link) is refused. */
export const SSO_STATE_COOKIE = 'sso-state';
export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';
const ATTEMPT_MINUTES = 10;

/** Why a single sign-on was refused: the refusal page's words are the web's (web/src/pages/SsoRefusedPage.tsx). */
export type SsoRefusal =
  | 'expired'
  | 'provider'
  | 'failed'
  | 'not-configured'
  | 'no-email'
  | 'unverified'
  | 'domain'
  | 'uninvited'
  | 'suspended'
  | 'identity-changed';

const safeNext = (next: string | undefined) =>
  next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') && !next.startsWith('/login')
    ? next
    : null;

/** openid-client's reason and its causes' (which claim failed: aud, exp, nonce…), for the audit and the log. */
function whyRefused(err: unknown): string {
  const parts: string[] = [];
  for (let e = err, depth = 0; e && depth < 4; depth++) {
    const { message, claim, cause } = e as { message?: unknown; claim?: unknown; cause?: unknown };
    if (typeof message === 'string') parts.push(message);
    if (typeof claim === 'string') parts.push(`claim ${claim}`);
    e = cause;
  }
  return (parts.join('; ') || String(err)).slice(0, 300);
}

export default async function singleSignOnRoutes(app: FastifyInstance, deps: AppDeps) {
  const { store, config, jwtSecret, requireCaller, attemptLimits } = deps;
  const box = sealedSecrets(config, jwtSecret);
  const settings = ssoSettingsService({ store, box, allowLocalIssuer: config.sso.allowLocalIssuer });
  const factors = secondFactorService({ store, config, box });
  const steps = signInSteps(app, store, deps.mail);
  const client = oidcClient({ allowHttp: config.sso.allowLocalIssuer });

  /** The address the provider sends people back to: fixed by PUBLIC_URL, else the one the browser used. */
  const redirectUriOf = (request: FastifyRequest) =>
    new URL(SSO_CALLBACK_PATH, config.mail.publicUrl ?? `${request.protocol}://${request.host}`).href;
  const stateCookie = (request: FastifyRequest) => ({
    path: '/api/auth/sso',
    httpOnly: true,
    // lax: the provider sends the browser back by a top-level GET, which carries it
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    maxAge: ATTEMPT_MINUTES * 60,
  });

  app.post<{ Body: { organisation: string; next?: string } }>(
    '/api/auth/sso/start',
    {
      preHandler: requestLimit(attemptLimits, {
        name: 'sso-start',
        max: config.loginRateLimit,
        windowS: 60,
        key: (req) => req.ip,
      }),
      schema: {
        answers: [502],
        tags: ['auth'],
        security: [],
        summary:
          "Start signing in with the organisation's own account (OpenID Connect): give its short name, your work email or its domain; answers { redirectTo }, the provider's sign-in page",
        body: {
          type: 'object',
          required: ['organisation'],
          additionalProperties: false,
          properties: {
            organisation: { type: 'string', minLength: 2, maxLength: 320 },
            next: { type: 'string', maxLength: 2000 },
          },
        },
      },
    },
    async (request, reply) => {
      const given = request.body.organisation.trim();
      const email = given.includes('@') ? given : undefined;
      const name = email ? email.slice(email.lastIndexOf('@') + 1) : given;
      const org = await store.ssoLookup.organisationFor(name);
      const provider = org && (await settings.forSignIn(org.orgId));
      if (!org || !provider)
        throw new Problem(
          404,
          'Not found',
          'No organisation signs in with its own account under that name. Check the short name or your work email address, or sign in with your password.',
        );
      const redirectUri = redirectUriOf(request);
      let started;
      try {
        started = await client.authorisationRequest(provider, redirectUri, email);
      } catch (err) {
        request.log.warn({ err, orgId: org.orgId }, 'single sign-on: the provider could not be reached');
        throw new Problem(
          502,
          'Bad gateway',
          `${org.orgName}'s sign-in service could not be reached. Please try again, or sign in with your password if you have one.`,
        );
      }
      await store.ssoLookup.startAttempt(
        started.state,
        {
          orgId: org.orgId,
          nonce: started.nonce,
          codeVerifier: started.codeVerifier,
          redirectUri,
          next: safeNext(request.body.next),
        },
        ATTEMPT_MINUTES,
      );
      reply.setCookie(SSO_STATE_COOKIE, started.state, stateCookie(request));
      return { redirectTo: started.url };
    },
  );

  app.get<{ Querystring: { state?: string; code?: string; error?: string } }>(
    SSO_CALLBACK_PATH,
    {
      schema: {
        answers: [303],
        tags: ['auth'],
        security: [],
        summary:
          "The provider's return (OpenID Connect redirect URI): signs in and sends the browser on (303), to its second step when one is due, or to /sso-refused?why= with no session",
        querystring: {
          type: 'object',
          // providers add their own parameters (session_state, iss, scope…): read, never refused
          additionalProperties: { type: 'string', maxLength: 4000 },
          properties: {
            state: { type: 'string', maxLength: 200 },
            code: { type: 'string', maxLength: 4000 },
            error: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request, reply) => {
      const cookieState = request.cookies[SSO_STATE_COOKIE];
      reply.clearCookie(SSO_STATE_COOKIE, { path: '/api/auth/sso' });
      const go = (to: string) => reply.code(303).header('location', to).send();
      const refuse = async (why: SsoRefusal, orgId: string | null, detail: Record<string, unknown> = {}) => {
        if (orgId)
          await store.forOrg(orgId).audit.write({
            userId: null,
            action: 'session.sso-refused',
            entity: 'organisation',
            entityId: orgId,
            detail: { why, ip: request.ip, ...detail },
          });
        return go(`/sso-refused?why=${why}`);
      };

      const { state } = request.query;
      if (!state || !cookieState || cookieState !== state) return refuse('expired', null);
      const attempt = await store.ssoLookup.takeAttempt(state);
      if (attempt === 'unknown' || attempt === 'expired') return refuse('expired', null);
      if (request.query.error) return refuse('provider', attempt.orgId, { error: request.query.error });
      const provider = await settings.forSignIn(attempt.orgId);
      if (!provider) return refuse('not-configured', attempt.orgId);

      let outcome;
      try {
        const query = new URL(request.url, 'http://x').search;
        outcome = await client.finish(provider, new URL(`${attempt.redirectUri}${query}`), {
          state,
          nonce: attempt.nonce,
          codeVerifier: attempt.codeVerifier,
        });
      } catch (err) {
        // a wrong audience, issuer, nonce or signature, an expired token, a code used before: openid-client says
        const message = whyRefused(err);
        request.log.warn({ err, orgId: attempt.orgId }, 'single sign-on: the provider answer was refused');
        return refuse('failed', attempt.orgId, { error: message });
      }
      const identity = identityProblem(outcome.claims, provider.emailDomains);
      if ('refused' in identity) return refuse(identity.refused, attempt.orgId, { subject: outcome.claims.sub });

      const user = (await store.loginCandidates(identity.email)).find((u) => u.orgId === attempt.orgId);
      if (!user) return refuse('uninvited', attempt.orgId, { email: identity.email });
      if (user.orgSuspended) return refuse('suspended', attempt.orgId);
      const s = store.forOrg(user.orgId).sso;
      const boundUser = await s.userOfSubject(outcome.issuer, outcome.claims.sub);
      if ((boundUser && boundUser !== user.id) || !(await s.bind(user.id, outcome.issuer, outcome.claims.sub)))
        return refuse('identity-changed', attempt.orgId, { email: identity.email, subject: outcome.claims.sub });

      const next = attempt.next ?? '/dashboard';
      // the provider's own second factor counts only when the organisation says it trusts it (decision 0701)
      const step = provider.trustProviderMfa
        ? { next: 'session' as const, methods: [] }
        : await factors.afterPassword(user);
      if (step.next === 'session') {
        await steps.startSession(request, reply, user, provider.trustProviderMfa ? 'sso+provider-mfa' : 'sso');
        return go(next);
      }
      await steps.startPending(request, reply, user, step.next);
      if (step.next === 'enrol') return go(`/enrol-second-factor?next=${encodeURIComponent(next)}`);
      return go(`/login?secondStep=${step.methods.join(',')}&next=${encodeURIComponent(next)}`);
    },
  );

  const settingsBody = {
    type: 'object',
    additionalProperties: false,
    required: ['issuer', 'clientId', 'emailDomains', 'required', 'trustProviderMfa', 'breakGlassUserIds'],
    properties: {
      issuer: { type: 'string', minLength: 8, maxLength: 500 },
      clientId: { type: 'string', minLength: 1, maxLength: 300 },
      clientSecret: { type: ['string', 'null'], maxLength: 500 },
      emailDomains: { type: 'array', maxItems: 20, items: { type: 'string', minLength: 3, maxLength: 253 } },
      required: { type: 'boolean' },
      trustProviderMfa: { type: 'boolean' },
      breakGlassUserIds: { type: 'array', maxItems: 20, items: { type: 'string', format: 'uuid' } },
    },
  } as const;

  app.get(
    '/api/settings/single-sign-on',
    {
      onRequest: requireCaller,
      schema: {
        tags: ['settings'],
        summary:
          "The organisation's single sign-on: provider, client (never its secret), allowed email domains, whether it is required and who keeps a password",
      },
    },
    async (request) => settings.read(request.caller, redirectUriOf(request)),
  );
  app.put<{ Body: SsoSettingsChange }>(
    '/api/settings/single-sign-on',
    {
      onRequest: requireCaller,
      config: { changesAccess: true },
      schema: {
        answers: [422],
        tags: ['settings'],
        summary:
          'Set up single sign-on (a director only): leave clientSecret out to keep the one held; requiring it needs a break-glass director',
        body: settingsBody,
      },
    },
    async (request) => settings.change(request.caller, request.body, redirectUriOf(request)),
  );
  app.delete(
    '/api/settings/single-sign-on',
    {
      onRequest: requireCaller,
      config: { changesAccess: true },
      schema: {
        tags: ['settings'],
        summary: 'Stop single sign-on (a director only); passwords work again',
      },
    },
    async (request, reply: FastifyReply) => {
      await settings.remove(request.caller);
      return reply.code(204).send();
    },
  );
}
