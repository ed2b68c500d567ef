// Alerts: mine, one, mark read (one, or in bulk where the organisation allows it), and alerts
// written by hand (create, edit, archive).
import type { FastifyInstance } from 'fastify';
import { type AlertEdit, type AlertInput, alertService } from '../../alerts/service.ts';
import { Problem } from '../../problem.ts';
import type { AppDeps } from '../app.ts';
import { idParams, positiveInt, uuid, versionBody } from '../schemas.ts';

const nullableUuid = { type: ['string', 'null'], format: 'uuid' } as const;
const alertFields = {
  kind: { type: 'string', maxLength: 100, description: 'alertKinds key' },
  recordCategory: { type: 'string', maxLength: 100, description: 'recordCategories key' },
  title: { type: 'string', minLength: 1, maxLength: 300 },
  body: { type: ['string', 'null'], maxLength: 10000 },
  dueOn: { type: ['string', 'null'], format: 'date' },
  forUsers: { type: 'array', items: uuid, minItems: 1, maxItems: 100, uniqueItems: true },
} as const;

export default async function alertRoutes(app: FastifyInstance, deps: AppDeps) {
  const alerts = alertService(deps);
  app.addHook('onRequest', deps.requireCaller);

  app.get<{ Querystring: { unread?: boolean; kind?: string; limit?: number; cursor?: string; slice?: 'hr' } }>(
    '/api/alerts/mine',
    {
      schema: {
        tags: ['alerts'],
        summary: 'My alerts, newest first, with my unread count and whether bulk read is allowed',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            unread: { type: 'boolean' },
            kind: { type: 'string', maxLength: 100 },
            limit: { type: 'integer', minimum: 1, maximum: 200 },
            cursor: { type: 'string', maxLength: 200 },
            slice: { type: 'string', enum: ['hr'] },
          },
        },
      },
    },
    async (request) => alerts.mine(request.caller, request.query),
  );

  app.post<{ Body: { ids?: string[]; all?: boolean } }>(
    '/api/alerts/read',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Bulk read: the given alerts, or all mine (403 unless the organisation allows bulk read)',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ids: { type: 'array', items: uuid, minItems: 1, maxItems: 500 },
            all: { type: 'boolean', const: true },
          },
        },
      },
    },
    async (request) => {
      const { ids, all } = request.body;
      if (!ids === !all)
        throw new Problem(400, 'Bad request', 'Send either "ids" or "all": true.', [
          { path: '/body/ids', message: 'send ids, or all: true' },
        ]);
      return alerts.markManyRead(request.caller, all ? null : ids!);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/alerts/:id',
    {
      schema: { tags: ['alerts'], summary: 'One alert', params: idParams },
    },
    async (request) => alerts.read(request.caller, request.params.id),
  );

  app.post<{ Params: { id: string } }>(
    '/api/alerts/:id/read',
    {
      schema: { tags: ['alerts'], summary: 'Mark one of my alerts read', params: idParams },
    },
    async (request) => alerts.markRead(request.caller, request.params.id),
  );

  app.post<{ Body: AlertInput }>(
    '/api/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Create New Alert: for me, or as a manager for staff of my homes',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['kind', 'title', 'forUsers'],
          properties: { ...alertFields, youngPersonId: nullableUuid, homeId: nullableUuid, staffId: nullableUuid },
        },
      },
    },
    async (request, reply) => reply.code(201).send(await alerts.create(request.caller, request.body)),
  );

  app.put<{ Params: { id: string }; Body: AlertEdit }>(
    '/api/alerts/:id',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Edit Alert Details (alerts written by hand; recipients can be added)',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['version'],
          properties: { ...alertFields, version: positiveInt },
        },
      },
    },
    async (request) => alerts.update(request.caller, request.params.id, request.body),
  );

  for (const [path, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post<{ Params: { id: string }; Body: { version: number } }>(
      `/api/alerts/:id/${path}`,
      {
        schema: {
          tags: ['alerts'],
          summary: archived ? 'Archive an alert written by hand (no hard delete)' : 'Restore an archived alert',
          params: idParams,
          body: versionBody,
        },
      },
      async (request) => alerts.archive(request.caller, request.params.id, request.body.version, archived),
    );
  }
}
