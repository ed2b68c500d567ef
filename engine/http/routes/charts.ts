// Charts (SPEC §9): figures read from the worker-kept aggregates, the records behind a bar or point,
// the model with what is live, and registered places (occupancy's denominator).
import type { FastifyInstance } from 'fastify';
import {
  CHART_LEVELS,
  CHART_TYPES,
  type ChartLevel,
  type ChartType,
  GROUP_BY_OPTIONS,
  type GroupBy,
} from '../../../definitions/charts.ts';
import { figuresCache } from '../../charts/figures-cache.ts';
import { chartService, type DrillRequest } from '../../charts/service.ts';
import type { AppDeps } from '../app.ts';
import { idParams, uuid } from '../schemas.ts';

// years 1900-2999 here, as `reportDay` (the period is worked out around it); whether the day exists is the service's
// 422
const date = {
  type: 'string',
  pattern: '^(19|2\\d)\\d{2}-\\d{2}-\\d{2}$',
  description: 'a London calendar day, YYYY-MM-DD (inclusive)',
} as const;
const chartQuery = {
  level: { type: 'string', enum: [...CHART_LEVELS] },
  metric: { type: 'string', pattern: '^[A-Za-z]{1,40}$' },
  type: { type: 'string', enum: [...CHART_TYPES] },
  groupBy: { type: 'string', enum: [...GROUP_BY_OPTIONS, 'home'] },
  home: uuid,
  youngPerson: uuid,
  staff: uuid,
  from: date,
  to: date,
} as const;

type Query = {
  level: ChartLevel;
  metric: string;
  type: ChartType;
  groupBy?: GroupBy;
  home?: string;
  youngPerson?: string;
  staff?: string;
  from?: string;
  to?: string;
};

export default async function chartRoutes(app: FastifyInstance, deps: AppDeps) {
  // figures kept per process until the chart worker says they changed; CHART_FIGURES_CACHE=off reads every time
  // (benchmarks)
  const figures = process.env.CHART_FIGURES_CACHE === 'off' ? undefined : figuresCache(deps.store);
  if (figures) {
    await figures.start();
    app.addHook('onClose', () => figures.close());
  }
  const charts = chartService({ ...deps, figures });
  app.addHook('onRequest', deps.requireCaller);
  const tags = ['charts'];

  app.get(
    '/api/charts/metrics',
    {
      schema: {
        tags,
        summary: 'The charts model (SPEC §9): metrics with units and directions, what is live and what waits for what',
      },
    },
    async (r) => charts.metrics(r.caller),
  );

  app.get<{ Querystring: Query }>(
    '/api/charts',
    {
      config: { replica: true },
      schema: {
        answers: [422],
        tags,
        summary:
          'One chart, ready to draw, from the aggregates (422 for a combination the SPEC hides, 404 for a metric still waiting for its records)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['level', 'metric', 'type'],
          properties: chartQuery,
        },
      },
    },
    async (r) => charts.chart(r.caller, r.query),
  );

  app.get<{ Querystring: DrillRequest }>(
    '/api/charts/records',
    {
      config: { replica: true },
      schema: {
        tags,
        summary: 'The records behind a bar or point (exactly those counted), newest first',
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['level', 'metric'],
          properties: {
            ...chartQuery,
            key: { type: 'string', maxLength: 200 },
            limit: { type: 'integer', minimum: 1, maximum: 200 },
            cursor: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (r) => charts.records(r.caller, r.query),
  );

  app.get(
    '/api/charts/homes',
    { config: { replica: true }, schema: { tags, summary: 'Homes with their registered places (occupancy)' } },
    async (r) => charts.homes(r.caller),
  );

  app.put<{ Params: { id: string }; Body: { registeredPlaces: number | null } }>(
    '/api/charts/homes/:id/registered-places',
    {
      schema: {
        tags,
        summary: 'Set the places a home is registered for (directors, or settings edit)',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['registeredPlaces'],
          properties: { registeredPlaces: { type: ['integer', 'null'], minimum: 1, maximum: 500 } },
        },
      },
    },
    async (r) => charts.setRegisteredPlaces(r.caller, r.params.id, r.body.registeredPlaces),
  );
}
