// The product administrator (one account named by PRODUCT_ADMIN_EMAIL, SPEC §6): organisations
// (customers), their features, and users across organisations. Everyone else gets 403, directors too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { featureFlags } from '../../../definitions/lists/index.ts';
import { onboardingService } from '../../administration/onboarding.ts';
import { notFound, Problem } from '../../problem.ts';
import type { AppDeps } from '../app.ts';
import { idParams } from '../schemas.ts';

export default async function platformRoutes(app: FastifyInstance, deps: AppDeps) {
  const { store } = deps;
  const onboarding = onboardingService(deps);
  app.addHook('onRequest', deps.requireCaller);
  // (every /api/admin route is refused to anyone but the product administrator in engine/http/app.ts)
  const tags = ['product administration'];
  const audit = (r: FastifyRequest, action: string, entityId: string | null, detail: Record<string, unknown> = {}) =>
    store.forOrg(r.caller.orgId).audit.write({ userId: r.caller.id, action, entity: 'organisation', entityId, detail });

  app.get(
    '/api/admin/customers',
    { schema: { tags, summary: 'Every organisation, with its size and features' } },
    async () => ({
      customers: await store.platform.organisations(),
      featureList: featureFlags.items,
    }),
  );

  app.post<{ Body: { name: string; slug: string; director: { name: string; email: string } } }>(
    '/api/admin/customers',
    {
      schema: {
        tags,
        summary: "Create an organisation and its first director (returns the director's invitation link)",
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'slug', 'director'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 200 },
            slug: { type: 'string', pattern: '^[a-z0-9-]{2,60}$' },
            director: {
              type: 'object',
              additionalProperties: false,
              required: ['name', 'email'],
              properties: { name: { type: 'string', minLength: 1 }, email: { type: 'string', format: 'email' } },
            },
          },
        },
      },
    },
    async (r, reply) => {
      if (await store.admin.organisationBySlug(r.body.slug))
        throw new Problem(409, 'Conflict', 'That short name is taken.', [{ path: '/slug', message: 'is taken' }]);
      // the same path as /create-company, with no homes yet (engine/administration/onboarding.ts)
      const created = await onboarding.createCompany(r.caller, {
        organisation: { name: r.body.name, slug: r.body.slug },
        homes: [],
        director: r.body.director,
      });
      return reply.code(201).send({ id: created.id, invite: created.invite });
    },
  );

  for (const [path, suspended] of [
    ['suspend', true],
    ['enable', false],
  ] as const) {
    app.post<{ Params: { id: string } }>(
      `/api/admin/customers/:id/${path}`,
      {
        config: { changesAccess: true },
        schema: {
          tags,
          summary: suspended ? 'Suspend an organisation (its people cannot sign in)' : 'Re-enable an organisation',
          params: idParams,
        },
      },
      async (r) => {
        if (r.params.id === r.caller.orgId && suspended)
          throw new Problem(409, 'Conflict', 'You cannot suspend your own organisation.');
        if (!(await store.platform.setSuspended(r.params.id, suspended))) throw notFound('The organisation');
        await audit(r, suspended ? 'organisation.suspend' : 'organisation.enable', r.params.id);
        return { id: r.params.id, suspended };
      },
    );
  }

  app.put<{ Params: { id: string }; Body: Record<string, boolean> }>(
    '/api/admin/customers/:id/features',
    {
      config: { changesAccess: true }, // features decide which kinds exist; kept by each process
      schema: {
        tags,
        summary: 'Turn features on or off for an organisation (SPEC §9 feature flags)',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: Object.fromEntries(featureFlags.items.map((f) => [f.value, { type: 'boolean' }])),
        },
      },
    },
    async (r) => {
      if (!(await store.platform.setFeatures(r.params.id, r.body))) throw notFound('The organisation');
      await audit(r, 'organisation.features', r.params.id, r.body);
      return { id: r.params.id, features: r.body };
    },
  );

  app.get<{ Querystring: { q?: string } }>(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Users across organisations',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { q: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (r) => store.platform.users(r.query.q),
  );
}
