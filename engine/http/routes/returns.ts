// Statutory returns and reviews over HTTP: a home's returns of a kind with SPEC §3's status,
// starting one pre-filled from the records, its figures beside what the records say, changing one with a reason,
// refreshing the unchanged ones, and the records behind a figure. The return itself is read, edited, submitted and
// signed off through /api/records like every kind.
import type { FastifyInstance } from 'fastify';
import { RETURN_KINDS, returnsService } from '../../returns/service.ts';
import type { AppDeps } from '../app.ts';
import { positiveInt, uuid } from '../schemas.ts';

const kind = { enum: Object.keys(RETURN_KINDS) } as const;
const homeKind = {
  type: 'object',
  additionalProperties: false,
  required: ['homeId', 'kind'],
  properties: { homeId: uuid, kind },
} as const;
const recordOf = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'id'],
  properties: { kind, id: uuid },
} as const;
const day = { type: 'string', format: 'date' } as const;

export default async function returnRoutes(app: FastifyInstance, deps: AppDeps) {
  const returns = returnsService({ store: deps.store, registry: deps.registry, records: deps.records });
  app.addHook('onRequest', deps.requireCaller);
  const tags = ['returns'];

  app.get<{ Params: { homeId: string; kind: string } }>(
    '/api/homes/:homeId/returns/:kind',
    {
      schema: {
        answers: [409],
        tags,
        summary:
          "The home's returns of this kind, newest first, with their status (notStarted when there is none) and the period a new one would cover",
        params: homeKind,
      },
    },
    async (request) => returns.overview(request.caller, request.params.homeId, request.params.kind),
  );

  app.post<{ Params: { homeId: string; kind: string }; Body: { periodFrom: string; periodTo: string } }>(
    '/api/homes/:homeId/returns/:kind',
    {
      schema: {
        tags,
        summary:
          'Start a return for a period: every question the records can answer pre-filled, every completion flag false',
        params: homeKind,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['periodFrom', 'periodTo'],
          properties: { periodFrom: day, periodTo: day },
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await returns.start(request.caller, request.params.homeId, request.params.kind, request.body)),
  );

  app.get<{ Params: { kind: string; id: string } }>(
    '/api/returns/:kind/:id/figures',
    {
      schema: {
        tags,
        summary:
          'Each pre-filled question: what the records say for the period, what is entered, and any change with its reason, who and when',
        params: recordOf,
      },
    },
    async (request) => returns.figures(request.caller, request.params.kind, request.params.id),
  );

  app.put<{
    Params: { kind: string; id: string };
    Body: { question: string; value: number | null; reason?: string | null; version: number };
  }>(
    '/api/returns/:kind/:id/figures',
    {
      schema: {
        tags,
        summary:
          "Change one pre-filled figure (null: back to the records' figure); a figure other than the records' needs a reason",
        params: recordOf,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['question', 'value', 'version'],
          properties: {
            question: { type: 'string', minLength: 1, maxLength: 80 },
            value: { type: ['integer', 'null'], minimum: 0, maximum: 100000 },
            reason: { type: ['string', 'null'], maxLength: 2000 },
            version: positiveInt,
          },
        },
      },
    },
    async (request) => returns.setFigure(request.caller, request.params.kind, request.params.id, request.body),
  );

  app.post<{ Params: { kind: string; id: string }; Body: { version: number } }>(
    '/api/returns/:kind/:id/figures/refresh',
    {
      schema: {
        tags,
        summary: 'Bring every figure no one changed up to what the records say now',
        params: recordOf,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['version'],
          properties: { version: positiveInt },
        },
      },
    },
    async (request) => returns.refresh(request.caller, request.params.kind, request.params.id, request.body),
  );

  app.get<{ Params: { kind: string; id: string; question: string } }>(
    '/api/returns/:kind/:id/figures/:question/records',
    {
      schema: {
        tags,
        summary: 'The records (or young people) behind one figure, each the caller may read',
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['kind', 'id', 'question'],
          properties: { kind, id: uuid, question: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]{0,79}$' } },
        },
      },
    },
    async (request) => returns.behind(request.caller, request.params.kind, request.params.id, request.params.question),
  );
}
