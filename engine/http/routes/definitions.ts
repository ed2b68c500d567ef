// Record-kind definitions and reference lists, for the generic web renderer.
import type { FastifyInstance } from 'fastify';
import { HOME_TYPES, type HomeType } from '../../../definitions/wording.ts';
import { kindLevel } from '../../access/index.ts';
import { definitionAnswer, summary } from '../../definitions/answer.ts';
import { definitionForHomeType } from '../../definitions/home-types.ts';
import { notFound } from '../../problem.ts';
import type { AppDeps } from '../app.ts';
import { kindParams, positiveInt } from '../schemas.ts';

export default async function definitionRoutes(app: FastifyInstance, { registry, lists, requireCaller }: AppDeps) {
  app.addHook('onRequest', requireCaller);

  app.get(
    '/api/definitions',
    { schema: { tags: ['definitions'], summary: 'The record kinds I may read' } },
    async (request) => {
      const out = [];
      for (const kind of registry.kinds()) {
        const r = await registry.latest(kind, request.caller.orgId);
        if (r && kindLevel(request.caller, r.def) !== 'none') out.push(summary(r.def, r.version));
      }
      return out;
    },
  );

  app.get<{ Params: { kind: string }; Querystring: { version?: number; homeType?: HomeType } }>(
    '/api/definitions/:kind',
    {
      schema: {
        tags: ['definitions'],
        summary: 'One record kind: schema, UI schema, sections (newest, or a given version)',
        params: kindParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { version: positiveInt, homeType: { type: 'string', enum: [...HOME_TYPES] } },
        },
      },
    },
    async (request) => {
      const { kind } = request.params;
      const latest = registry.has(kind) ? await registry.latest(kind, request.caller.orgId) : null;
      if (!latest || kindLevel(request.caller, latest.def) === 'none') throw notFound(`Record kind "${kind}"`);
      const r = request.query.version
        ? await registry.byVersion(kind, request.caller.orgId, request.query.version)
        : latest;
      if (!r) throw notFound(`Version ${request.query.version} of "${kind}"`);
      // for a home type: only its fields and choices, in its wording (what the engine also validates against)
      const def = request.query.homeType ? definitionForHomeType(r.def, request.query.homeType) : r.def;
      return definitionAnswer(def, r.version);
    },
  );

  app.get('/api/lists', { schema: { tags: ['definitions'], summary: 'Every reference list (SPEC §3)' } }, async () =>
    Object.fromEntries(lists.map((l) => [l.key, l])),
  );

  app.get<{ Params: { key: string } }>(
    '/api/lists/:key',
    {
      schema: {
        tags: ['definitions'],
        summary: 'One reference list',
        params: { type: 'object', properties: { key: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } } },
      },
    },
    async (request) => {
      const list = lists.find((l) => l.key === request.params.key);
      if (!list) throw notFound(`List "${request.params.key}"`);
      return list;
    },
  );
}
