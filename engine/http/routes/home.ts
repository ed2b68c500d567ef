// The home area over HTTP: the home at a glance, checks (table, list, issues, sharps), recording a check
// and its remedy, follow-up tasks of a home record, the home logs timeline, notifications to Ofsted, and Annex A.
// The records themselves are read and written through /api/records like every kind.
import type { FastifyInstance } from 'fastify';
import { FOLLOW_UP_KINDS } from '../../home/follow-ups.ts';
import { homeService } from '../../home/service.ts';
import type { AppDeps } from '../app.ts';
import { csvResponse, sendCsv } from '../csv-reply.ts';
import { idParams, positiveInt, uuid } from '../schemas.ts';

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
const nullableText = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
const dataObject = { type: 'object', additionalProperties: true } as const;

export default async function homeRoutes(app: FastifyInstance, deps: AppDeps) {
  const homes = homeService({ store: deps.store, registry: deps.registry, records: deps.records });
  app.addHook('onRequest', deps.requireCaller);
  const tags = ['home'];

  app.get<{ Params: { id: string } }>(
    '/api/homes/:id/summary',
    {
      schema: {
        tags,
        summary:
          'The home at a glance: registration, statement of purpose, occupancy, open and overdue tasks, recent home records',
        params: idParams,
      },
    },
    async (request) => homes.summary(request.caller, request.params.id),
  );

  app.get<{ Params: { id: string }; Querystring: { weeks?: number } }>(
    '/api/homes/:id/checks',
    {
      schema: {
        tags,
        summary: 'Checks, chores and audits: the table (types × weeks), the list, the issues and the sharps register',
        params: idParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { weeks: { type: 'integer', minimum: 1, maximum: 26 } },
        },
      },
    },
    async (request) => homes.checks(request.caller, request.params.id, request.query.weeks ?? 6),
  );

  app.post<{ Params: { id: string }; Body: { data: Record<string, unknown> } }>(
    '/api/homes/:id/checks',
    {
      schema: {
        tags,
        summary: "Record a check (a home-check record); a failed one opens its issue for the home's managers",
        params: idParams,
        body: { type: 'object', additionalProperties: false, required: ['data'], properties: { data: dataObject } },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await homes.recordCheck(request.caller, request.params.id, request.body.data)),
  );

  app.post<{ Params: { id: string }; Body: { action: string; remediedAt: string; version: number } }>(
    '/api/home-checks/:id/remedy',
    {
      schema: {
        tags,
        summary: 'Record the remedy of a failed check: its issue closes',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['action', 'remediedAt', 'version'],
          properties: {
            action: text(20000),
            remediedAt: { type: 'string', format: 'date-time' },
            version: positiveInt,
          },
        },
      },
    },
    async (request) => homes.remedy(request.caller, request.params.id, request.body),
  );

  app.post<{ Params: { kind: string; id: string } }>(
    '/api/home-records/:kind/:id/follow-ups',
    {
      schema: {
        tags,
        summary:
          "Bring a home record's follow-up tasks into step (issue, Ofsted notification, recommendations and actions by their due dates)",
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['kind', 'id'],
          properties: { kind: { enum: [...FOLLOW_UP_KINDS] }, id: uuid },
        },
      },
    },
    async (request) => homes.syncFollowUps(request.caller, request.params.kind, request.params.id),
  );

  app.get<{
    Params: { id: string };
    Querystring: { type?: string; beforeAt?: string; beforeId?: string; limit?: number };
  }>(
    '/api/homes/:id/logs',
    {
      schema: {
        tags,
        summary: 'The home logs timeline: every home log type, newest first, filterable by type',
        params: idParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          dependencies: { beforeAt: ['beforeId'], beforeId: ['beforeAt'] },
          properties: {
            type: text(40),
            beforeAt: { type: 'string', format: 'date-time' },
            beforeId: uuid,
            limit: { type: 'integer', minimum: 1, maximum: 100 },
          },
        },
      },
    },
    async (request) => {
      const q = request.query;
      return homes.logs(request.caller, request.params.id, {
        type: q.type,
        limit: q.limit,
        before: q.beforeAt && q.beforeId ? { at: new Date(q.beforeAt), id: q.beforeId } : undefined,
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/homes/:id/ofsted-notifications',
    {
      schema: {
        tags,
        summary:
          "Notifications to Ofsted (Reg 40 / Reg 27) owed or made from the home's incidents and safeguarding records",
        params: idParams,
      },
    },
    async (request) => homes.ofstedNotifications(request.caller, request.params.id),
  );

  app.get<{ Params: { id: string } }>(
    '/api/homes/:id/annex-a',
    {
      schema: {
        answers: [409],
        tags,
        summary:
          'Annex A since the last inspection: figures from the records, overrides beside them, the per-child table (feature enableAnnexA)',
        params: idParams,
      },
    },
    async (request) => homes.annex(request.caller, request.params.id),
  );

  app.put<{
    Params: { id: string };
    Body: {
      figures?: Record<string, { value: string | null; reason?: string | null }>;
      text?: Record<string, string | null>;
      children?: Record<string, Record<string, string | null>>;
    };
  }>(
    '/api/homes/:id/annex-a',
    {
      schema: {
        tags,
        summary:
          "A manager's changes to Annex A: an override of a figure with its reason, the return's details, per-child notes",
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            figures: {
              type: 'object',
              maxProperties: 20,
              additionalProperties: {
                type: 'object',
                additionalProperties: false,
                required: ['value'],
                properties: { value: nullableText(5), reason: nullableText(2000) },
              },
            },
            text: { type: 'object', maxProperties: 10, additionalProperties: nullableText(2000) },
            children: {
              type: 'object',
              maxProperties: 100,
              propertyNames: { format: 'uuid' },
              additionalProperties: { type: 'object', maxProperties: 10, additionalProperties: nullableText(2000) },
            },
          },
        },
      },
    },
    async (request) => homes.saveAnnex(request.caller, request.params.id, request.body),
  );

  app.get<{ Params: { id: string } }>(
    '/api/homes/:id/annex-a/export',
    {
      config: {
        personalDataExport: {
          what: "Annex A: the home's figures and a line per child",
          why: "Ofsted's Annex A, for the home's inspection",
        },
      },
      schema: {
        tags,
        summary: 'Annex A as CSV (figures with overrides, then the per-child table)',
        params: idParams,
        response: csvResponse('Annex A'),
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await homes.annexCsv(request.caller, request.params.id);
      return sendCsv(reply, fileName, csv);
    },
  );
}
