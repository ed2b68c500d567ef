// The AI text rewrite beta (engine/rewrite): whether it is on here, and a suggestion for one text field.
import type { FastifyInstance } from 'fastify';
import { REWRITE_MAX_CHARS, type RewriteInput, rewriteService } from '../../rewrite/service.ts';
import type { AppDeps } from '../app.ts';
import { requestLimit } from '../request-limits.ts';

export default async function rewriteRoutes(app: FastifyInstance, deps: AppDeps) {
  const service = rewriteService(deps);
  app.addHook('onRequest', deps.requireCaller);
  const tags = ['text rewrite'];

  app.get(
    '/api/rewrite',
    {
      schema: {
        tags,
        summary: 'Whether the text rewrite beta is on for my organisation and configured here, with its notice',
      },
    },
    async (r) => service.status(r.caller),
  );

  app.post<{ Body: RewriteInput }>(
    '/api/rewrite',
    {
      preHandler: requestLimit(deps.attemptLimits, {
        name: 'rewrite',
        max: deps.config.aiRewrite.perMinute,
        windowS: 60,
        key: (r) => r.caller.id,
      }),
      schema: {
        answers: [502],
        tags,
        summary:
          'Suggest clearer, professional, child-centred wording for a text field (de-identified before it is sent; feature enableTextRewrite)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['text', 'kind'],
          properties: {
            text: { type: 'string', minLength: 1, maxLength: REWRITE_MAX_CHARS },
            kind: { type: 'string', pattern: '^[a-z0-9-]{1,80}$' },
            youngPersonId: { type: ['string', 'null'], format: 'uuid' },
            homeId: { type: ['string', 'null'], format: 'uuid' },
            field: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (r) => service.rewrite(r.caller, r.body),
  );
}
