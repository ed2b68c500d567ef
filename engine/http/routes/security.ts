// Sign-in security: a person's own page (/api/auth/security: devices, history, second factors, recovery codes),
// an administrator's view of their staff's (/api/settings/users/:id/security) with ending a session and
// resetting a second factor, and the organisation's policy on who must use one. The rules are in
// engine/auth/security.ts; the /api/auth routes are a person's own and refused to API tokens (api-tokens.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { secondFactorService } from '../../auth/second-factors.ts';
import { sealedSecrets } from '../../auth/secret-box.ts';
import { securityService } from '../../auth/security.ts';
import { loginNotices } from '../../mail/notices.ts';
import { Problem } from '../../problem.ts';
import type { MfaPolicyName } from '../../store/index.ts';
import type { UserRow } from '../../store/index.ts';
import type { AppDeps } from '../app.ts';

const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;
const tags = ['auth'];
const settingsTags = ['settings'];

export default async function securityRoutes(app: FastifyInstance, deps: AppDeps) {
  const { store, config, jwtSecret, requireCaller } = deps;
  const factors = secondFactorService({ store, config, box: sealedSecrets(config, jwtSecret) });
  const security = securityService({ store, factors });
  const notices = loginNotices(deps);
  /** Do `change` to the person's own sign-in, then tell them by email (a stolen session cannot do it quietly). */
  const toldOf = async <T>(request: FastifyRequest, what: string, change: (user: UserRow) => Promise<T>) => {
    const user = await self(request);
    const out = await change(user);
    await notices.securityChanged(user, what);
    return out;
  };
  /** The signed-in person's own row (a leaver's session has already been refused by requireCaller). */
  const self = async (request: FastifyRequest) => {
    const user = await store.forOrg(request.caller.orgId).people.user(request.caller.id);
    if (!user) throw new Problem(401, 'Unauthorised', 'This login is no longer active.');
    return user;
  };

  app.get(
    '/api/auth/security',
    {
      onRequest: requireCaller,
      schema: {
        tags,
        summary: 'Your security: devices signed in, sign-in history, second factors, passkeys, recovery codes left',
      },
    },
    async (request) => security.own(await self(request), request.sessionId),
  );
  app.get(
    '/api/auth/second-factor-state',
    {
      onRequest: requireCaller,
      schema: {
        tags,
        summary: 'Whether you hold a second factor, and whether one is required of you and by when (the reminder)',
      },
    },
    async (request) => factors.state(await self(request)),
  );
  app.post(
    '/api/auth/security/totp/remove',
    {
      onRequest: requireCaller,
      schema: {
        tags,
        summary: 'Remove your authenticator app (refused if it is the last factor you are required to keep)',
      },
    },
    async (request) => toldOf(request, 'Your authenticator app was removed', (u) => security.removeTotp(u)),
  );
  app.post<{ Params: { id: string } }>(
    '/api/auth/security/passkeys/:id/remove',
    {
      onRequest: requireCaller,
      schema: {
        tags,
        summary: 'Remove one of your passkeys (refused if it is the last factor you must keep)',
        params: idParams,
      },
    },
    async (request) => toldOf(request, 'A passkey was removed', (u) => security.removePasskey(u, request.params.id)),
  );
  app.post(
    '/api/auth/security/recovery-codes',
    {
      onRequest: requireCaller,
      schema: { tags, summary: 'Ten new recovery codes, shown once; the old ones stop working' },
    },
    async (request) =>
      toldOf(request, 'New recovery codes were made (the old ones no longer work)', (u) =>
        security.newRecoveryCodes(u),
      ),
  );
  app.post<{ Params: { id: string } }>(
    '/api/auth/sessions/:id/end',
    {
      onRequest: requireCaller,
      config: { changesAccess: true },
      schema: { tags, summary: 'Sign out one of your other devices', params: idParams },
    },
    async (request) => security.endOwnSession(await self(request), request.sessionId, request.params.id),
  );

  app.get<{ Params: { id: string } }>(
    '/api/settings/users/:id/security',
    {
      onRequest: requireCaller,
      schema: {
        tags: settingsTags,
        summary: "A member of staff's devices, sign-in history and second factors (someone you may manage)",
        params: idParams,
      },
    },
    async (request) => security.ofStaff(request.caller, request.params.id),
  );
  app.post<{ Params: { id: string; sessionId: string } }>(
    '/api/settings/users/:id/sessions/:sessionId/end',
    {
      onRequest: requireCaller,
      config: { changesAccess: true },
      schema: {
        tags: settingsTags,
        summary: "End a member of staff's session on one device; they are told",
        params: {
          type: 'object',
          required: ['id', 'sessionId'],
          additionalProperties: false,
          properties: { id: { type: 'string', format: 'uuid' }, sessionId: { type: 'string', format: 'uuid' } },
        },
      },
    },
    async (request) => security.endStaffSession(request.caller, request.params.id, request.params.sessionId),
  );
  app.post<{ Params: { id: string } }>(
    '/api/settings/users/:id/reset-second-factor',
    {
      onRequest: requireCaller,
      config: { changesAccess: true },
      schema: {
        tags: settingsTags,
        summary:
          'Remove every second factor of a member of staff and end their sessions; they enrol again when they next sign in, and are told',
        params: idParams,
      },
    },
    async (request) => {
      const out = await security.resetStaffSecondFactor(request.caller, request.params.id);
      const person = await store.forOrg(request.caller.orgId).people.user(request.params.id);
      if (person) await notices.securityChanged(person, `${request.caller.name} removed your second factors`);
      return out;
    },
  );

  app.get(
    '/api/settings/second-factor-policy',
    {
      onRequest: requireCaller,
      schema: {
        tags: settingsTags,
        summary: 'Who must use a second factor in this organisation, and the days given to enrol',
      },
    },
    async (request) => security.policy(request.caller),
  );
  app.put<{ Body: { policy: MfaPolicyName; graceDays: number } }>(
    '/api/settings/second-factor-policy',
    {
      onRequest: requireCaller,
      schema: {
        tags: settingsTags,
        summary:
          'Set who must use a second factor: off, leaders (directors, managers, HR) or everyone, and days to enrol (a director only)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['policy', 'graceDays'],
          properties: {
            policy: { type: 'string', enum: ['off', 'leaders', 'everyone'] },
            graceDays: { type: 'integer', minimum: 0, maximum: 90 },
          },
        },
      },
    },
    async (request) => security.setPolicy(request.caller, request.body.policy, request.body.graceDays),
  );
}
