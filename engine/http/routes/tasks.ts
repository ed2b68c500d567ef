// Tasks: mine, a home's, one; set, edit, complete, cancel, rejected by the young person.
import type { FastifyInstance } from 'fastify';
import { type TaskEdit, type TaskInput, taskService } from '../../tasks/service.ts';
import type { AppDeps } from '../app.ts';
import { idParams, positiveInt, uuid, versionBody } from '../schemas.ts';

const nullableUuid = { type: ['string', 'null'], format: 'uuid' } as const;
const recurrence = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['freq'],
  description: 'Repeat: daily | weekly | monthly | yearly | custom (every `interval` days or weeks), until a date',
  properties: {
    freq: { type: 'string', enum: ['daily', 'weekly', 'monthly', 'yearly', 'custom'] },
    interval: { type: 'integer', minimum: 1, maximum: 366 },
    unit: { type: 'string', enum: ['days', 'weeks'] },
    until: { type: ['string', 'null'], format: 'date' },
  },
} as const;
const taskFields = {
  type: { type: 'string', maxLength: 100, description: 'eventTaskTypes key' },
  title: { type: 'string', minLength: 1, maxLength: 300 },
  description: { type: ['string', 'null'], maxLength: 10000 },
  priority: { type: 'string', enum: ['high', 'medium', 'low'] },
  dueAt: { type: 'string', format: 'date-time' },
  assignedTo: { type: 'array', items: uuid, maxItems: 50, uniqueItems: true },
  recordCategory: { type: 'string', maxLength: 100, description: 'recordCategories key' },
  recurrence,
} as const;
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: ['not_complete', 'completed', 'cancelled', 'rejected_by_yp'] },
    limit: { type: 'integer', minimum: 1, maximum: 200 },
    cursor: { type: 'string', maxLength: 200 },
    slice: {
      type: 'string',
      enum: ['hr', 'cyp'],
      description: 'hr: HR categories or about staff; cyp: about young people',
    },
  },
} as const;
type ListQuery = { status?: string; limit?: number; cursor?: string; slice?: 'hr' | 'cyp' };

export default async function taskRoutes(app: FastifyInstance, deps: AppDeps) {
  const tasks = taskService(deps);
  app.addHook('onRequest', deps.requireCaller);

  app.get<{ Querystring: ListQuery }>(
    '/api/tasks/mine',
    {
      schema: { tags: ['tasks'], summary: 'Tasks assigned to me, soonest due first', querystring: listQuery },
    },
    async (request) => tasks.mine(request.caller, request.query),
  );

  app.get<{ Querystring: ListQuery & { home: string } }>(
    '/api/tasks',
    {
      schema: {
        tags: ['tasks'],
        summary: "A home's tasks, soonest due first",
        querystring: { ...listQuery, required: ['home'], properties: { ...listQuery.properties, home: uuid } },
      },
    },
    async (request) => tasks.forHome(request.caller, request.query.home, request.query),
  );

  app.get<{ Params: { id: string } }>(
    '/api/tasks/:id',
    {
      schema: { tags: ['tasks'], summary: 'One task and the actions I may take on it', params: idParams },
    },
    async (request) => tasks.read(request.caller, request.params.id),
  );

  app.post<{ Body: TaskInput }>(
    '/api/tasks',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Set a task (for me, or as a manager for staff of my home)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'title', 'dueAt'],
          properties: {
            ...taskFields,
            recordId: nullableUuid,
            youngPersonId: nullableUuid,
            homeId: nullableUuid,
            staffId: nullableUuid,
          },
        },
      },
    },
    async (request, reply) => reply.code(201).send(await tasks.create(request.caller, request.body)),
  );

  app.put<{ Params: { id: string }; Body: TaskEdit }>(
    '/api/tasks/:id',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Edit an open task (409 when the version is stale)',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['version'],
          properties: { ...taskFields, version: positiveInt },
        },
      },
    },
    async (request) => tasks.update(request.caller, request.params.id, request.body),
  );

  const closes = [
    ['complete', 'Mark a task completed', tasks.complete],
    ['cancel', 'Cancel a task (kept, never deleted)', tasks.cancel],
    ['rejected-by-yp', 'The young person rejected it', tasks.rejectedByYoungPerson],
  ] as const;
  for (const [path, summary, act] of closes) {
    app.post<{ Params: { id: string }; Body: { version: number } }>(
      `/api/tasks/:id/${path}`,
      {
        schema: { tags: ['tasks'], summary, params: idParams, body: versionBody },
      },
      async (request) => act(request.caller, request.params.id, request.body.version),
    );
  }
}
