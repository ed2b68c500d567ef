// The sign-off inbox's bulk action (the inbox itself is GET /api/signoffs/inbox in records.ts).
import type { FastifyInstance } from 'fastify';
import { type BulkItem, bulkSignoff } from '../../records/bulk-signoff.ts';
import type { AppDeps } from '../app.ts';
import { kindParam, positiveInt, uuid } from '../schemas.ts';

export default async function signoffRoutes(app: FastifyInstance, deps: AppDeps) {
  app.addHook('onRequest', deps.requireCaller);

  app.post<{ Body: { items: BulkItem[] } }>(
    '/api/signoffs/bulk',
    {
      schema: {
        tags: ['records'],
        summary:
          'Sign off several records (403 unless the organisation allows bulk sign-off); each item reports its own result',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['items'],
          properties: {
            items: {
              type: 'array',
              minItems: 1,
              maxItems: 100,
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['kind', 'id', 'version'],
                properties: { kind: kindParam, id: uuid, version: positiveInt },
              },
            },
          },
        },
      },
    },
    async (request) => bulkSignoff(deps, request.caller, request.body.items),
  );
}
