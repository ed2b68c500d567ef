// Young people's lifecycle (add, edit, archive, restore, own login) and views built from records.
import type { FastifyInstance } from 'fastify';
import { PASSWORD_MAX_LENGTH } from '../../auth/password-policy.ts';
import { youngPersonReports } from '../../reports/young-person.ts';
import type { YoungPersonInput } from '../../store/people.ts';
import { packPdf } from '../../subject-access/pdf.ts';
import { youngPersonOverview } from '../../young-people/overview.ts';
import { placingAuthorityService } from '../../young-people/placing-authority.ts';
import { youngPersonProfileViews } from '../../young-people/profile-views.ts';
import { recordViewService } from '../../young-people/record-views.ts';
import { youngPersonService } from '../../young-people/service.ts';
import { subjectAccessService } from '../../young-people/subject-access.ts';
import type { AppDeps } from '../app.ts';
import { idParams, reportDay, uuid } from '../schemas.ts';
import { type PackRoute, packSchema } from './subject-access-pack.ts';

const details = {
  firstName: { type: 'string', minLength: 1, maxLength: 100 },
  lastName: { type: 'string', minLength: 1, maxLength: 100 },
  preferredName: { type: ['string', 'null'], maxLength: 100 },
  dateOfBirth: { type: ['string', 'null'], format: 'date' },
  birthYear: { type: ['integer', 'null'], minimum: 1990, maximum: 2100 },
  gender: { type: ['string', 'null'], maxLength: 50 },
  keyWorkerId: { anyOf: [uuid, { type: 'null' }] },
  moveInDate: { type: ['string', 'null'], format: 'date' },
} as const;

const range = {
  type: 'object',
  additionalProperties: false,
  properties: {
    from: { type: 'string', format: 'date-time' },
    to: { type: 'string', format: 'date-time' },
    limit: { type: 'integer', minimum: 1, maximum: 2000 },
  },
} as const;
const dates = (q: { from?: string; to?: string }) => ({
  from: q.from ? new Date(q.from) : undefined,
  to: q.to ? new Date(q.to) : undefined,
});

export default async function youngPersonRoutes(app: FastifyInstance, deps: AppDeps) {
  const youngPeople = youngPersonService(deps);
  const reports = youngPersonReports({ store: deps.store, youngPeople });
  const recordViews = recordViewService({ ...deps, youngPeople });
  const overview = youngPersonOverview({ ...deps, youngPeople });
  const subjectAccess = subjectAccessService({ store: deps.store, youngPeople, registry: deps.registry });
  const placing = placingAuthorityService({ store: deps.store, youngPeople });
  app.addHook('onRequest', deps.requireCaller);

  app.get(
    '/api/placing-authority/young-people',
    {
      schema: {
        tags: ['young people'],
        summary: "A social worker's own young people, each with the date their access ends",
      },
    },
    async (request) => placing.mine(request.caller),
  );

  app.get<{ Params: { id: string } }>(
    '/api/young-people/:id/placing-authority',
    {
      schema: {
        tags: ['young people'],
        summary: "Who from the placing authority sees this young person, and until when (the home's managers)",
        params: idParams,
      },
    },
    async (request) => placing.list(request.caller, request.params.id),
  );

  app.post<{ Params: { id: string }; Body: { userId: string; endsOn: string } }>(
    '/api/young-people/:id/placing-authority',
    {
      config: { changesAccess: true },
      schema: {
        tags: ['young people'],
        summary: "Give a social worker this young person's shared records until a date (or move the date)",
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['userId', 'endsOn'],
          properties: { userId: uuid, endsOn: { type: 'string', format: 'date' } },
        },
      },
    },
    async (request) => placing.grant(request.caller, request.params.id, request.body),
  );

  app.post<{ Params: { id: string; userId: string }; Body: { reason: string } }>(
    '/api/young-people/:id/placing-authority/:userId/end',
    {
      config: { changesAccess: true },
      schema: {
        tags: ['young people'],
        summary: "End a social worker's access to this young person now, with the reason",
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'userId'],
          properties: { id: uuid, userId: uuid },
        },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['reason'],
          properties: { reason: { type: 'string', minLength: 1, maxLength: 2000 } },
        },
      },
    },
    async (request) => placing.end(request.caller, request.params.id, request.params.userId, request.body.reason),
  );

  app.get<{ Params: { id: string } }>(
    '/api/young-people/:id/overview',
    {
      schema: {
        tags: ['young people'],
        summary:
          'Overview: key worker, current plans and their reviews, recent records, open tasks, my alerts about them',
        params: idParams,
      },
    },
    async (request) => overview(request.caller, request.params.id),
  );

  // SPEC §2 profile health (accidents, interventions), plans behaviour-management; the detailed dashboard (§9 toggle)
  const views = youngPersonProfileViews({ ...deps, youngPeople });
  for (const [path, view, summary] of [
    ['accidents', views.accidents, "Accidents: the home's accident book entries about this young person"],
    [
      'interventions',
      views.interventions,
      "Interventions: each physical intervention in this young person's incidents",
    ],
    [
      'behaviour-management',
      views.behaviourManagement,
      'Behaviour management: the assessment (current behaviour support plan) and archived behaviours',
    ],
    [
      'dashboard',
      views.dashboard,
      'The detailed young person dashboard: the last 28 days in figures (404 while the toggle is off)',
    ],
  ] as const) {
    app.get<{ Params: { id: string } }>(
      `/api/young-people/:id/${path}`,
      {
        schema: { tags: ['young people'], summary, params: idParams },
      },
      async (request) => view(request.caller, request.params.id),
    );
  }

  for (const [path, report] of [
    ['education-attendance', reports.educationAttendance],
    ['in-out', reports.inOut],
    ['overnight-stays', reports.overnightStays],
    ['employment-attendance', reports.employmentAttendance],
  ] as const) {
    app.get<{ Params: { id: string }; Querystring: { from?: string; to?: string } }>(
      `/api/young-people/:id/reports/${path}`,
      {
        schema: {
          tags: ['reports'],
          summary: `Report: ${path.replace('-', ' ')}`,
          params: idParams,
          querystring: range,
        },
      },
      async (request) => report(request.caller, request.params.id, dates(request.query)),
    );
  }

  app.get<{ Params: { id: string }; Querystring: { week: string } }>(
    '/api/young-people/:id/reports/weekly',
    {
      config: { replica: true },
      schema: {
        tags: ['reports'],
        summary: 'Weekly report: the week in records',
        params: idParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['week'],
          properties: { week: reportDay },
        },
      },
    },
    async (request) => reports.weekly(request.caller, request.params.id, new Date(`${request.query.week}T00:00:00Z`)),
  );

  app.post<{ Body: YoungPersonInput & { homeId: string } }>(
    '/api/young-people',
    {
      schema: {
        tags: ['young people'],
        summary: 'Add a young person (admission)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['homeId', 'firstName', 'lastName'],
          properties: { homeId: uuid, ...details },
        },
      },
    },
    async (request, reply) => reply.code(201).send(await youngPeople.add(request.caller, request.body)),
  );

  app.put<{ Params: { id: string }; Body: YoungPersonInput }>(
    '/api/young-people/:id',
    {
      schema: {
        tags: ['young people'],
        summary: "Change a young person's details",
        params: idParams,
        body: { type: 'object', additionalProperties: false, required: ['firstName', 'lastName'], properties: details },
      },
    },
    async (request) => youngPeople.update(request.caller, request.params.id, request.body),
  );

  for (const [path, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post<{ Params: { id: string }; Body: { keepLogin?: boolean } | undefined }>(
      `/api/young-people/:id/${path}`,
      {
        config: { changesAccess: true },
        schema: {
          tags: ['young people'],
          params: idParams,
          summary: archived
            ? 'Archive a young person (moved out); records are kept, their own login ends unless keepLogin'
            : 'Restore an archived young person',
          // keepLogin: the manager keeps the young person's own login on after they move out (it says so)
          ...(archived
            ? {
                body: {
                  type: ['object', 'null'],
                  additionalProperties: false,
                  properties: { keepLogin: { type: 'boolean' } },
                },
              }
            : {}),
        },
      },
      async (request) =>
        youngPeople.setArchived(request.caller, request.params.id, archived, { keepLogin: request.body?.keepLogin }),
    );
  }

  app.get<{ Params: { id: string }; Querystring: { limit?: number; cursor?: string } }>(
    '/api/young-people/:id/record-views',
    {
      schema: {
        tags: ['young people'],
        summary: "Who opened this young person's records, and when (managers of the home, directors)",
        params: idParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: 200 },
            cursor: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request) => recordViews.ofYoungPerson(request.caller, request.params.id, request.query),
  );

  app.get<PackRoute>(
    '/api/young-people/:id/subject-access/:requestId/pack',
    {
      schema: packSchema(
        ['young people'],
        'A subject access pack: everything held about the young person as JSON, for review (names of others found) ' +
          'or, once approved on the request, released with the marked words redacted (managers of the home, directors)',
      ),
    },
    async (request, reply) => {
      const pack = await subjectAccess.pack(
        request.caller,
        request.params.id,
        request.params.requestId,
        request.query.stage,
        'json',
        request.query.reason,
      );
      return reply
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="subject-access-${request.query.stage}-${request.params.requestId}.json"`,
        )
        .send(pack);
    },
  );

  app.get<PackRoute>(
    '/api/young-people/:id/subject-access/:requestId/pdf',
    {
      schema: packSchema(
        ['young people'],
        'The subject access pack as a readable PDF (contents page, records in date order with their history), ' +
          'built from the same pack: for review, or released with the marked words redacted (managers, directors)',
      ),
    },
    async (request, reply) => {
      const { id, requestId } = request.params;
      const pack = await subjectAccess.pack(
        request.caller,
        id,
        requestId,
        request.query.stage,
        'pdf',
        request.query.reason,
      );
      const pdf = await packPdf(deps.registry, pack);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="subject-access-${request.query.stage}-${requestId}.pdf"`)
        .send(pdf);
    },
  );

  app.post<{
    Params: { id: string };
    Body: { email: string; password: string; plans: boolean; viewsComplaints: boolean };
  }>(
    '/api/young-people/:id/login',
    {
      schema: {
        tags: ['young people'],
        summary: 'Give a young person their own login (view and comment on plans; log views, complaints and feedback)',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email', 'password', 'plans', 'viewsComplaints'],
          // the password's length and strength rules are the service's, so the answer can say why (password-policy.ts)
          properties: {
            email: { type: 'string', format: 'email', maxLength: 320 },
            password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
            plans: { type: 'boolean' },
            viewsComplaints: { type: 'boolean' },
          },
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await youngPeople.addLogin(request.caller, request.params.id, request.body)),
  );

  const grants = { plans: { type: 'boolean' }, viewsComplaints: { type: 'boolean' } } as const;
  app.get<{ Params: { id: string } }>(
    '/api/young-people/:id/login',
    {
      schema: {
        tags: ['young people'],
        summary: "The young person's own login (email, permissions, last sign-in); null when none was given",
        params: idParams,
      },
    },
    async (request) => youngPeople.login(request.caller, request.params.id),
  );

  app.put<{ Params: { id: string }; Body: { plans: boolean; viewsComplaints: boolean } }>(
    '/api/young-people/:id/login',
    {
      config: { changesAccess: true },
      schema: {
        tags: ['young people'],
        summary: "Change what the young person's own login may do",
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['plans', 'viewsComplaints'],
          properties: grants,
        },
      },
    },
    async (request) => youngPeople.changeLogin(request.caller, request.params.id, request.body),
  );

  app.post<{ Params: { id: string }; Body: { password: string } }>(
    '/api/young-people/:id/login/password',
    {
      config: { changesAccess: true }, // the login's sessions end
      schema: {
        tags: ['young people'],
        summary: "Set a new password for the young person's own login; its sessions end",
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['password'],
          properties: { password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH } },
        },
      },
    },
    async (request) => youngPeople.setLoginPassword(request.caller, request.params.id, request.body.password),
  );

  app.post<{ Params: { id: string } }>(
    '/api/young-people/:id/login/end',
    {
      config: { changesAccess: true },
      schema: {
        tags: ['young people'],
        summary: "End the young person's own login (it can no longer sign in)",
        params: idParams,
      },
    },
    async (request) => youngPeople.endLogin(request.caller, request.params.id),
  );

  app.get<{ Params: { id: string }; Querystring: { from?: string; to?: string; limit?: number } }>(
    '/api/young-people/:id/chronology',
    {
      config: { replica: true },
      schema: {
        tags: ['young people'],
        summary: 'Chronology built from the records, newest first',
        params: idParams,
        querystring: range,
      },
    },
    async (request) =>
      youngPeople.chronology(request.caller, request.params.id, {
        ...dates(request.query),
        limit: request.query.limit,
      }),
  );

  app.get<{ Params: { id: string }; Querystring: { from?: string; to?: string } }>(
    '/api/young-people/:id/summary',
    {
      schema: {
        tags: ['young people'],
        summary: "A young person's records in a date range, for a printable summary (reviews, inspections)",
        params: idParams,
        querystring: range,
      },
    },
    async (request) => {
      const yp = await youngPeople.load(request.caller, request.params.id);
      const records = await youngPeople.records(request.caller, yp.id, dates(request.query));
      await deps.store.forOrg(request.caller.orgId).audit.write({
        userId: request.caller.id,
        action: 'young-person.summary-export',
        entity: 'young-person',
        entityId: yp.id,
        detail: request.query,
      });
      return {
        youngPerson: yp,
        from: request.query.from ?? null,
        to: request.query.to ?? null,
        generatedAt: new Date(),
        generatedBy: request.caller.name,
        records,
      };
    },
  );
}
