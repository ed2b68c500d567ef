// Onboarding: /create-company (product administrator), /register (anyone, nothing usable until
// approved) and the administrator's list of requests. Every /api/admin route is the product administrator's (app.ts).
import type { FastifyInstance } from 'fastify';
import { HOME_TYPES } from '../../../definitions/wording.ts';
import { type AccountRequestInput, type NewCompany, onboardingService } from '../../administration/onboarding.ts';
import type { AppDeps } from '../app.ts';
import { requestLimit } from '../request-limits.ts';
import { idParams } from '../schemas.ts';

const name = { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } as const;
const email = { type: 'string', format: 'email', maxLength: 254 } as const;
const home = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'type'],
  properties: {
    name,
    type: { type: 'string', enum: [...HOME_TYPES] },
    address: { type: ['string', 'null'], maxLength: 500 },
    // Ofsted's unique reference number, e.g. SC123456 (children's homes) or 2712345
    urn: { type: ['string', 'null'], pattern: '^[A-Za-z]{0,2}[0-9]{6,8}$' },
    registeredPlaces: { type: ['integer', 'null'], minimum: 1, maximum: 200 },
  },
} as const;
const homes = { type: 'array', minItems: 1, maxItems: 50, items: home } as const;

export default async function onboardingRoutes(app: FastifyInstance, deps: AppDeps) {
  const service = onboardingService(deps);
  const tags = ['onboarding'];

  // Anyone: a request is kept for approval and nothing else happens; rate limited per address.
  app.post<{ Body: AccountRequestInput }>(
    '/api/register',
    {
      preHandler: requestLimit(deps.attemptLimits, { name: 'register', max: 5, windowS: 3600, key: (r) => r.ip }),
      schema: {
        tags,
        security: [],
        summary:
          'Ask for an account for a care provider (waits for the product administrator; the same answer whoever asks)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['organisationName', 'contactName', 'contactEmail', 'homes'],
          properties: {
            organisationName: name,
            contactName: name,
            contactEmail: email,
            contactPhone: { type: ['string', 'null'], maxLength: 30, pattern: '^[0-9 +()-]*$' },
            homes,
            message: { type: ['string', 'null'], maxLength: 2000 },
          },
        },
      },
    },
    async (r, reply) => reply.code(202).send(await service.requestAccount(r.body)),
  );

  app.register(async (admin) => {
    admin.addHook('onRequest', deps.requireCaller);
    admin.post<{ Body: NewCompany }>(
      '/api/admin/companies',
      {
        schema: {
          tags,
          summary:
            "Create an organisation with its first homes and its director, in one transaction (returns the director's invitation link, once)",
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['organisation', 'homes', 'director'],
            properties: {
              organisation: {
                type: 'object',
                additionalProperties: false,
                required: ['name'],
                properties: { name, slug: { type: 'string', pattern: '^[a-z0-9-]{2,60}$' } },
              },
              homes,
              director: {
                type: 'object',
                additionalProperties: false,
                required: ['name', 'email'],
                properties: { name, email },
              },
            },
          },
        },
      },
      async (r, reply) => reply.code(201).send(await service.createCompany(r.caller, r.body)),
    );

    admin.get<{ Querystring: { status?: string } }>(
      '/api/admin/account-requests',
      {
        schema: {
          tags,
          summary: 'Account requests from /register, newest first',
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { status: { type: 'string', enum: ['pending', 'approved', 'declined'] } },
          },
        },
      },
      async (r) => ({ requests: await service.requests(r.query.status) }),
    );

    admin.post<{ Params: { id: string }; Body: { slug?: string } }>(
      '/api/admin/account-requests/:id/approve',
      {
        schema: {
          tags,
          summary: 'Approve a request: creates the organisation as /create-company does',
          params: idParams,
          body: {
            type: 'object',
            additionalProperties: false,
            properties: { slug: { type: 'string', pattern: '^[a-z0-9-]{2,60}$' } },
          },
        },
      },
      async (r, reply) => reply.code(201).send(await service.approve(r.caller, r.params.id, r.body?.slug)),
    );

    admin.post<{ Params: { id: string }; Body: { note?: string } }>(
      '/api/admin/account-requests/:id/decline',
      {
        schema: {
          tags,
          summary: 'Decline a request (kept, with the reason)',
          params: idParams,
          body: {
            type: 'object',
            additionalProperties: false,
            properties: { note: { type: 'string', maxLength: 1000 } },
          },
        },
      },
      async (r) => service.decline(r.caller, r.params.id, r.body?.note?.trim() || null),
    );
  });
}
