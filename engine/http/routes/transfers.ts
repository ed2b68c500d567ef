// Transfers between homes over HTTP (SPEC §2 /cyp/transfer-request, /cyp/transfer-requests). Rules:
// engine/young-people/transfers.ts.
import type { FastifyInstance } from 'fastify';
import { type Direction, type TransferInput, transferService } from '../../young-people/transfers.ts';
import type { AppDeps } from '../app.ts';
import { idParams, positiveInt, reportDay, uuid } from '../schemas.ts';

const note = (required: boolean) =>
  ({ type: 'string', maxLength: 2000, ...(required ? { minLength: 1 } : {}) }) as const;
const decision = (required: boolean, extra: Record<string, unknown> = {}, need: string[] = []) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['version', ...need, ...(required ? ['note'] : [])],
    properties: { version: positiveInt, note: note(required), ...extra },
  }) as const;

export default async function transferRoutes(app: FastifyInstance, deps: AppDeps) {
  const transfers = transferService(deps);
  app.addHook('onRequest', deps.requireCaller);
  const tags = ['transfers'];

  app.get<{ Querystring: { direction?: Direction; youngPerson?: string; status?: string } }>(
    '/api/transfers',
    {
      schema: {
        tags,
        summary: 'Transfer requests sent from or received by my homes, newest first',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            direction: { enum: ['received', 'sent', 'all'] },
            youngPerson: uuid,
            status: { enum: ['requested', 'accepted', 'declined', 'cancelled', 'moved'] },
          },
        },
      },
    },
    async (request) =>
      transfers.list(request.caller, request.query.direction ?? 'all', {
        youngPersonId: request.query.youngPerson,
        status: request.query.status,
      }),
  );

  app.get(
    '/api/move-in-checklist',
    {
      schema: {
        tags,
        summary: "The organisation's Move-In Checklist, which a new move-in record starts with (young people area)",
      },
    },
    async (request) => transfers.moveInChecklist(request.caller),
  );

  app.get(
    '/api/transfers/destinations',
    { schema: { tags, summary: 'The homes a young person may be moved to (every open home of the organisation)' } },
    async (request) => transfers.destinations(request.caller),
  );

  app.get(
    '/api/transfers/askable',
    {
      schema: {
        tags,
        summary: "The young people the caller may ask a transfer for (a manager of the young person's home)",
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['youngPersonId'],
              properties: { youngPersonId: { type: 'string', format: 'uuid' } },
            },
          },
        },
      },
    },
    async (request) => transfers.askable(request.caller),
  );

  app.get<{ Params: { id: string } }>(
    '/api/transfers/:id',
    { schema: { tags, summary: 'One transfer request', params: idParams } },
    async (request) => transfers.get(request.caller, request.params.id),
  );

  app.post<{ Body: TransferInput }>(
    '/api/transfers',
    {
      schema: {
        tags,
        summary: "Ask for a young person's move to another home (a manager of their home)",
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['youngPersonId', 'toHomeId', 'moveOn', 'reason'],
          properties: {
            youngPersonId: uuid,
            toHomeId: uuid,
            moveOn: reportDay,
            reason: { type: 'string', minLength: 1, maxLength: 2000 },
          },
        },
      },
    },
    async (request, reply) => reply.code(201).send(await transfers.request(request.caller, request.body)),
  );

  app.post<{ Params: { id: string }; Body: { version: number; keyWorkerId: string; moveOn?: string; note?: string } }>(
    '/api/transfers/:id/accept',
    {
      schema: {
        tags,
        summary: 'Accept (a manager of the receiving home), naming the key worker there',
        params: idParams,
        body: decision(false, { keyWorkerId: uuid, moveOn: reportDay }, ['keyWorkerId']),
      },
    },
    async (request) => transfers.accept(request.caller, request.params.id, request.body),
  );

  app.post<{ Params: { id: string }; Body: { version: number; note: string } }>(
    '/api/transfers/:id/decline',
    {
      schema: {
        tags,
        summary: 'Decline, saying why (a manager of the receiving home)',
        params: idParams,
        body: decision(true),
      },
    },
    async (request) => transfers.decline(request.caller, request.params.id, request.body),
  );

  app.post<{ Params: { id: string }; Body: { version: number; note: string } }>(
    '/api/transfers/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Withdraw before the move, saying why (a manager of the sending home)',
        params: idParams,
        body: decision(true),
      },
    },
    async (request) => transfers.cancel(request.caller, request.params.id, request.body),
  );
}
