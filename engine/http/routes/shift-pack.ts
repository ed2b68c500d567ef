// GET /api/shift-pack?home=: what a phone or tablet keeps to write a shift's records with no connection
// (engine/offline/shift-pack.ts says what, and what never).
import type { FastifyInstance } from 'fastify';
import { shiftPackService } from '../../offline/shift-pack.ts';
import type { AppDeps } from '../app.ts';
import { uuid } from '../schemas.ts';

const nullableText = { type: ['string', 'null'] } as const;

const reply = {
  type: 'object',
  additionalProperties: false,
  required: ['issuedAt', 'home', 'youngPeople', 'staff', 'definitions'],
  properties: {
    issuedAt: { type: 'string', format: 'date-time' },
    home: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name', 'type', 'onCallPhone'],
      properties: { id: uuid, name: { type: 'string' }, type: { type: 'string' }, onCallPhone: nullableText },
    },
    youngPeople: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'firstName', 'lastName', 'preferredName'],
        properties: {
          id: uuid,
          firstName: { type: 'string' },
          lastName: { type: 'string' },
          preferredName: nullableText,
        },
      },
    },
    staff: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name'],
        properties: { id: uuid, name: { type: 'string' } },
      },
    },
    // each as GET /api/definitions/:kind?homeType= answers it
    definitions: { type: 'array', items: { type: 'object', additionalProperties: true } },
  },
} as const;

export default async function shiftPackRoutes(app: FastifyInstance, deps: AppDeps) {
  const packs = shiftPackService(deps);
  app.addHook('onRequest', deps.requireCaller);

  app.get<{ Querystring: { home: string } }>(
    '/api/shift-pack',
    {
      schema: {
        tags: ['people'],
        summary:
          "What a device keeps to write a shift's records offline in one home: its young people's and staff's names, " +
          'the forms that may be written offline and the on-call number; never chronology, health, medicines or history',
        querystring: { type: 'object', additionalProperties: false, required: ['home'], properties: { home: uuid } },
        response: { 200: reply },
      },
    },
    async (r) => packs.forHome(r.caller, r.query.home),
  );
}
