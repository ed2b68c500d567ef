// Quality assurance over HTTP: the inspector's view across the caller's homes, a review
// period's figures at one home, and the standards dashboard's chosen charts.
import type { FastifyInstance } from 'fastify';
import { qualityService } from '../../quality/service.ts';
import type { AppDeps } from '../app.ts';
import { reportDay, uuid } from '../schemas.ts';

export default async function qualityRoutes(app: FastifyInstance, deps: AppDeps) {
  const quality = qualityService({ store: deps.store, registry: deps.registry });
  app.addHook('onRequest', deps.requireCaller);
  const tags = ['quality'];

  app.get<{ Querystring: { homeId?: string } }>(
    '/api/quality-assurance',
    {
      config: { replica: true },
      schema: {
        tags,
        summary:
          'What an inspector would look at, across the homes the caller manages (directors: all): overdue duties, sign-offs waiting over a week, plans past review, late notifications, open Reg 44 recommendations',
        querystring: { type: 'object', additionalProperties: false, properties: { homeId: uuid } },
      },
    },
    async (request) => quality.assurance(request.caller, request.query.homeId),
  );

  app.get<{ Querystring: { homeId: string; from?: string; to?: string } }>(
    '/api/manager-review',
    {
      schema: {
        answers: [422],
        tags,
        summary:
          'A Reg 45 / Reg 32 review period at one home: figures from the records (with the records behind each), Reg 44 visits and recommendations, the reviews so far',
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['homeId'],
          properties: { homeId: uuid, from: reportDay, to: reportDay },
        },
      },
    },
    async (request) => quality.reviewPeriod(request.caller, request.query.homeId, request.query),
  );

  app.get(
    '/api/standards-dashboard',
    {
      schema: { tags, summary: 'The charts the standards dashboard shows (null: every chart)' },
    },
    async (request) => quality.dashboardChoice(request.caller),
  );

  app.put<{ Body: { metrics: string[] | null } }>(
    '/api/standards-dashboard',
    {
      schema: {
        tags,
        summary: 'A director chooses the charts the standards dashboard shows (null: every chart)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['metrics'],
          properties: {
            metrics: {
              type: ['array', 'null'],
              maxItems: 100,
              items: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9-]{0,63}$' },
            },
          },
        },
      },
    },
    async (request) => quality.setDashboardChoice(request.caller, request.body.metrics),
  );
}
