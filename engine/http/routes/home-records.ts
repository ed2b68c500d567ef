// Home records beyond the generic record API: policies' read-and-signed, a vehicle's mileage
// log with its odometer check, and the meal plan's dietary needs. The records themselves (accident, policy,
// insurance, asset, mileage, meal-plan) are written through /api/records/:kind like every other kind.
import type { FastifyInstance } from 'fastify';
import { policyService } from '../../policies/service.ts';
import { premisesService } from '../../premises/service.ts';
import type { AppDeps } from '../app.ts';
import { idParams } from '../schemas.ts';

export default async function homeRecordRoutes(app: FastifyInstance, deps: AppDeps) {
  const policies = policyService(deps);
  const premises = premisesService(deps);
  app.addHook('onRequest', deps.requireCaller);
  const tags = ['home'];

  app.get(
    '/api/policies/mine',
    {
      schema: {
        tags,
        summary: 'My policies: those waiting for my signature (their current version) and those I have signed',
      },
    },
    async (request) => policies.mine(request.caller),
  );

  app.get<{ Params: { id: string } }>(
    '/api/homes/:id/policies',
    {
      schema: {
        tags,
        summary: "A home's policies, each with how many staff have signed its current version and who has not",
        params: idParams,
      },
    },
    async (request) => policies.forHome(request.caller, request.params.id),
  );

  app.get<{ Params: { id: string } }>(
    '/api/policies/:id/signatures',
    {
      schema: {
        tags,
        summary:
          'Who must read and sign a policy, who has signed its current version, who has not, and every signature given',
        params: idParams,
      },
    },
    async (request) => policies.standing(request.caller, request.params.id),
  );

  app.post<{ Params: { id: string }; Body: { version: string } }>(
    '/api/policies/:id/sign',
    {
      schema: {
        answers: [200, 201],
        tags,
        summary: 'Sign that I have read this version of a policy (once; a version that is no longer current is 409)',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['version'],
          properties: { version: { type: 'string', minLength: 1, maxLength: 20 } },
        },
      },
    },
    async (request, reply) => {
      const out = await policies.sign(request.caller, request.params.id, request.body.version);
      return reply
        .code(out.created ? 201 : 200)
        .send({ policyId: out.policyId, version: out.version, signedAt: out.signedAt });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/vehicles/:id/mileage',
    {
      schema: {
        tags,
        summary:
          "A vehicle's mileage log: each journey's distance (end − start), the gap since the last, and whether the odometer went backwards",
        params: idParams,
      },
    },
    async (request) => premises.mileage(request.caller, request.params.id),
  );

  app.get<{ Params: { id: string } }>(
    '/api/homes/:id/meal-plan/needs',
    {
      schema: {
        tags,
        summary: "Dietary needs and allergies of the home's young people, from the health profiles the caller may read",
        params: idParams,
      },
    },
    async (request) => premises.mealPlanNeeds(request.caller, request.params.id),
  );
}
