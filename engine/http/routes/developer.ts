// Developer tools (SPEC §6: developer access): API tokens and webhooks. engine/developer/service.ts decides.
import type { FastifyInstance } from 'fastify';
import { accessAreas } from '../../../definitions/lists/index.ts';
import { EVENT_VALUES, WEBHOOK_EVENTS } from '../../developer/events.ts';
import { developerService } from '../../developer/service.ts';
import type { Scopes } from '../../store/index.ts';
import type { AppDeps } from '../app.ts';
import { idParams } from '../schemas.ts';

const AREAS = accessAreas.items.map((a) => a.value as string);
const tokenBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'scopes', 'expiresOn'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
    scopes: {
      type: 'object',
      minProperties: 1,
      additionalProperties: false,
      description: 'Access area → read or edit (the areas of SPEC §6)',
      properties: Object.fromEntries(AREAS.map((a) => [a, { type: 'string', enum: ['read', 'edit'] }])),
    },
    expiresOn: {
      type: 'string',
      format: 'date',
      description: 'The last day it works (London), at most 366 days ahead',
    },
  },
} as const;
const webhookProps = {
  url: { type: 'string', minLength: 1, maxLength: 2000, description: 'https:// and a public address' },
  description: { type: ['string', 'null'], maxLength: 300 },
  events: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', enum: EVENT_VALUES } },
} as const;

export default async function developerRoutes(app: FastifyInstance, deps: AppDeps) {
  const dev = developerService({
    store: deps.store,
    allowPrivateTargets: deps.config.webhookPrivateTargets,
    allowLocalTargets: deps.config.webhookLocalTargets,
  });
  app.addHook('onRequest', deps.requireCaller);
  const tags = ['developer tools'];

  app.get(
    '/api/developer/tokens',
    { schema: { tags, summary: 'API tokens of the organisation (never their secrets)' } },
    async (r) => dev.tokens(r.caller),
  );
  app.post<{ Body: { name: string; scopes: Scopes; expiresOn: string } }>(
    '/api/developer/tokens',
    {
      schema: {
        tags,
        summary: 'Make an API token: its secret is in this answer only; send it as Authorization: Bearer',
        body: tokenBody,
      },
    },
    async (r, reply) => reply.code(201).send(await dev.createToken(r.caller, r.body, r.apiTokenId)),
  );
  app.post<{ Params: { id: string } }>(
    '/api/developer/tokens/:id/revoke',
    { schema: { tags, summary: 'Revoke an API token (at once, for good)', params: idParams } },
    async (r) => dev.revokeToken(r.caller, r.params.id, r.apiTokenId),
  );

  app.get(
    '/api/developer/webhooks',
    { schema: { tags, summary: 'Webhook subscriptions, with their delivery counts, and the events one can choose' } },
    async (r) => ({ ...(await dev.webhooks(r.caller)), events: WEBHOOK_EVENTS }),
  );
  app.post<{ Body: { url: string; description?: string | null; events: string[] } }>(
    '/api/developer/webhooks',
    {
      schema: {
        tags,
        summary: 'Subscribe a URL to record events: its signing secret is in this answer only',
        description:
          'Each delivery is a POST of JSON with ids only (event, organisationId, occurredAt, record {id, kind, status, version, href}) and the header ' +
          'Care-Records-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>. Any 2xx answer is success; otherwise it is retried ' +
          'with exponential back-off (8 attempts over about two hours).',
        body: { type: 'object', additionalProperties: false, required: ['url', 'events'], properties: webhookProps },
      },
    },
    async (r, reply) => reply.code(201).send(await dev.createWebhook(r.caller, r.body)),
  );
  app.put<{
    Params: { id: string };
    Body: { url: string; description?: string | null; events: string[]; active: boolean };
  }>(
    '/api/developer/webhooks/:id',
    {
      schema: {
        tags,
        summary:
          'Change a webhook subscription, or switch it off (active: false); it is never deleted, so its log stays',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['url', 'events', 'active'],
          properties: { ...webhookProps, active: { type: 'boolean' } },
        },
      },
    },
    async (r) => dev.updateWebhook(r.caller, r.params.id, r.body),
  );
  app.get<{ Params: { id: string } }>(
    '/api/developer/webhooks/:id/deliveries',
    { schema: { tags, summary: 'The delivery log: the latest 100, newest first', params: idParams } },
    async (r) => dev.deliveries(r.caller, r.params.id),
  );
  app.post<{ Params: { id: string } }>(
    '/api/developer/webhooks/:id/ping',
    { schema: { tags, summary: 'Send a test delivery (event "ping")', params: idParams } },
    async (r, reply) => reply.code(202).send(await dev.ping(r.caller, r.params.id)),
  );
}
