// Training over HTTP: the course catalogue, the training matrix, a course's page,
// bulk recording, who is due a supervision or appraisal, and face-to-face time. Single training,
// qualification, supervision, appraisal and disciplinary records use the record API (/api/records/...).
import type { FastifyInstance } from 'fastify';
import { careQualificationLevels, trainingDelivery } from '../../../definitions/lists/hr-performance.ts';
import { HOME_TYPES } from '../../../definitions/wording.ts';
import type { CourseInput } from '../../store/training.ts';
import { type BulkTraining, trainingService } from '../../training/service.ts';
import type { AppDeps } from '../app.ts';
import { idParams, positiveInt, reportDay, uuid } from '../schemas.ts';

const ROLES = ['director', 'manager', 'hr_manager', 'staff', 'custom', 'social_worker'];
const day = { type: 'string', format: 'date', formatMinimum: '1900-01-01', formatMaximum: '2999-12-31' } as const;
const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
const courseProps = {
  name: text(200),
  description: { type: ['string', 'null'], maxLength: 2000 },
  mandatoryRoles: { type: 'array', uniqueItems: true, maxItems: ROLES.length, items: { enum: ROLES } },
  homeTypes: { type: 'array', uniqueItems: true, maxItems: HOME_TYPES.length, items: { enum: [...HOME_TYPES] } },
  renewalMonths: { type: ['integer', 'null'], minimum: 1, maximum: 120 },
  qualificationLevel: { type: ['string', 'null'], enum: [...careQualificationLevels.items.map((i) => i.value), null] },
} as const;
type CourseBody = CourseInput;
const courseIn = (b: Partial<CourseBody>): CourseInput => ({
  name: b.name ?? '',
  description: b.description ?? null,
  mandatoryRoles: b.mandatoryRoles ?? [],
  homeTypes: b.homeTypes ?? [],
  renewalMonths: b.renewalMonths ?? null,
  qualificationLevel: b.qualificationLevel ?? null,
});

export default async function trainingRoutes(app: FastifyInstance, deps: AppDeps) {
  const training = trainingService(deps);
  app.addHook('onRequest', deps.requireCaller);
  const tags = ['training'];

  app.get<{ Querystring: { homeId?: string; role?: string } }>(
    '/api/training/matrix',
    {
      config: { replica: true },
      schema: {
        tags,
        summary:
          'The training matrix: staff of your homes × the course catalogue, each cell in date, due soon (60 days), expired or missing',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { homeId: uuid, role: { enum: ROLES } },
        },
      },
    },
    async (request) => training.matrix(request.caller, request.query),
  );

  app.get<{ Querystring: { archived?: boolean } }>(
    '/api/training/courses',
    {
      schema: {
        tags,
        summary: 'The course catalogue (archived courses with archived=true)',
        querystring: { type: 'object', additionalProperties: false, properties: { archived: { type: 'boolean' } } },
      },
    },
    async (request) => training.courses(request.caller, request.query.archived ?? false),
  );

  app.post<{ Body: CourseBody }>(
    '/api/training/courses',
    {
      schema: {
        tags,
        summary: 'Add a course (manager, HR coordinator or training coordinator)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'mandatoryRoles', 'homeTypes'],
          properties: courseProps,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await training.addCourse(request.caller, courseIn(request.body))),
  );

  app.post(
    '/api/training/courses/standard',
    {
      schema: {
        tags,
        summary:
          "Add the standard mandatory courses for children's homes and supported accommodation that are not in the catalogue yet",
      },
    },
    async (request) => training.addStandardCourses(request.caller),
  );

  app.get<{ Params: { id: string } }>(
    '/api/training/courses/:id',
    {
      schema: {
        tags,
        summary: 'A course: who in your homes needs it, when they did it and when it expires',
        params: idParams,
      },
    },
    async (request) => training.course(request.caller, request.params.id),
  );

  app.put<{ Params: { id: string }; Body: CourseBody & { version: number } }>(
    '/api/training/courses/:id',
    {
      schema: {
        tags,
        summary: 'Change a course',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['version', 'name', 'mandatoryRoles', 'homeTypes'],
          properties: { version: positiveInt, ...courseProps },
        },
      },
    },
    async (request) =>
      training.updateCourse(request.caller, request.params.id, request.body.version, courseIn(request.body)),
  );

  app.post<{ Params: { id: string }; Body: { version: number; archived: boolean } }>(
    '/api/training/courses/:id/archive',
    {
      schema: {
        tags,
        summary: 'Archive or restore a course (never deleted: records name it)',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['version', 'archived'],
          properties: { version: positiveInt, archived: { type: 'boolean' } },
        },
      },
    },
    async (request) =>
      training.archiveCourse(request.caller, request.params.id, request.body.version, request.body.archived),
  );

  app.post<{ Body: BulkTraining }>(
    '/api/training/records/bulk',
    {
      schema: {
        tags,
        summary:
          'Record one course attended by several people on one date: one training record each (all checked before any is written); certificates are attached to each record afterwards',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['courseId', 'completedOn', 'staffIds'],
          properties: {
            courseId: uuid,
            completedOn: day,
            staffIds: { type: 'array', minItems: 1, maxItems: 200, uniqueItems: true, items: uuid },
            provider: text(500),
            delivery: { enum: trainingDelivery.items.map((i) => i.value) },
            hours: { type: 'number', minimum: 0, maximum: 500 },
            expiresOn: day,
            notes: { type: 'string', maxLength: 20000 },
          },
        },
      },
    },
    async (request, reply) => reply.code(201).send(await training.recordBulk(request.caller, request.body)),
  );

  // one address per kind (not a :kind parameter), so each is its own operation with nothing else to get wrong
  for (const [kind, every] of [
    ['supervision', "as often as the home's policy says"],
    ['appraisal', 'yearly'],
  ] as const) {
    app.get<{ Querystring: { homeId?: string } }>(
      `/api/training/due/${kind}`,
      {
        schema: {
          tags,
          summary: `Who is due or overdue a${kind === 'appraisal' ? 'n' : ''} ${kind} (${every}), in your homes`,
          querystring: { type: 'object', additionalProperties: false, properties: { homeId: uuid } },
        },
      },
      async (request) => training.due(request.caller, kind, request.query),
    );
  }

  app.get<{ Querystring: { from: string; to: string; homeId?: string } }>(
    '/api/training/face-to-face',
    {
      schema: {
        answers: [422],
        tags,
        summary:
          'Minutes each member of staff spent directly with young people (key worker sessions and daily logs); needs the enableFaceToFaceTracking feature',
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['from', 'to'],
          properties: { from: reportDay, to: reportDay, homeId: uuid },
        },
      },
    },
    async (request) => training.faceToFace(request.caller, request.query),
  );
}
