// The duties register over HTTP: every statutory and practice duty at the homes the caller manages (directors:
// every home of the organisation), with its source, subject, next due, last met and late count, filterable by area.
import type { FastifyInstance } from 'fastify';
import { dutyRegister } from '../../duties/register.ts';
import { DUTY_AREAS, type DutyArea } from '../../duties/types.ts';
import type { AppDeps } from '../app.ts';
import { uuid } from '../schemas.ts';

export default async function dutyRoutes(app: FastifyInstance, deps: AppDeps) {
  const register = dutyRegister({ store: deps.store });
  app.addHook('onRequest', deps.requireCaller);

  app.get<{ Querystring: { homeId?: string; area?: DutyArea } }>(
    '/api/duties/register',
    {
      config: { replica: true },
      schema: {
        tags: ['duties'],
        summary:
          'The duties register: every duty at one home (homeId) or every home the caller manages (directors: all), with its source, the person or record it is about, next due, last met and how many were met late in the last 12 months; area narrows it',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { homeId: uuid, area: { type: 'string', enum: [...DUTY_AREAS] } },
        },
      },
    },
    async (request) => register.forCaller(request.caller, request.query),
  );
}
