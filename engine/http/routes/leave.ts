// Leave and overtime over HTTP, in the shapes the leave screens read. Leave and overtime requests are record kinds:
// these routes only call the pipeline (engine/leave/requests.ts, overtime.ts), and /api/records/leave-request and
// /api/records/overtime-request serve them too. Decisions: engine/access/leave.ts.
import type { FastifyInstance } from 'fastify';
import { leaveFigures } from '../../leave/figures.ts';
import { type OvertimeInput, overtimeRequests } from '../../leave/overtime.ts';
import { type LeaveInput, leaveRequests } from '../../leave/requests.ts';
import { LEAVE_TYPES } from '../../leave/rules.ts';
import type { LeaveSettingsRow } from '../../store/leave.ts';
import type { AppDeps } from '../app.ts';
import { idParams, uuid } from '../schemas.ts';

const day = { type: 'string', format: 'date', formatMinimum: '2000-01-01', formatMaximum: '2999-12-31' } as const;
const reasonBody = (required: boolean) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: required ? ['reason'] : [],
    properties: { reason: { type: ['string', 'null'], maxLength: 1000, ...(required ? { minLength: 1 } : {}) } },
  }) as const;
const when = {
  type: 'object',
  additionalProperties: false,
  properties: { when: { enum: ['upcoming', 'past'] } },
} as const;

const leaveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['leaveType', 'startsOn', 'endsOn'],
  properties: {
    staffId: uuid,
    homeId: uuid,
    leaveType: { enum: [...LEAVE_TYPES] },
    startsOn: day,
    endsOn: day,
    partDay: { enum: ['am', 'pm', null] },
    minutes: { type: ['integer', 'null'], minimum: 15, maximum: 1440 },
    note: { type: ['string', 'null'], maxLength: 2000 },
  },
} as const;
/** A request's person and home stay as they were: an edit changes the leave itself. */
const { staffId: _staffId, homeId: _homeId, ...editProperties } = leaveBody.properties;

export default async function leaveRoutes(app: FastifyInstance, deps: AppDeps) {
  const leave = leaveRequests(deps);
  const figures = leaveFigures(deps);
  const overtime = overtimeRequests(deps);
  app.addHook('onRequest', deps.requireCaller);
  const tags = ['leave'];

  app.get<{ Querystring: { when?: 'upcoming' | 'past' } }>(
    '/api/leave/mine',
    {
      schema: { tags, summary: 'My leave (to come, or history) and my balance for this leave year', querystring: when },
    },
    async (request) => leave.mine(request.caller, request.query.when ?? 'upcoming'),
  );

  app.get<{
    Params: { id: string };
    Querystring: { when?: 'upcoming' | 'past'; from?: string; to?: string; staffId?: string };
  }>(
    '/api/leave/home/:id',
    {
      schema: {
        tags,
        summary:
          "A home's leave: to come, history, or a date range (the schedule); needs leave read or managing the home",
        params: idParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { when: { enum: ['upcoming', 'past'] }, from: day, to: day, staffId: uuid },
        },
      },
    },
    async (request) => leave.home(request.caller, request.params.id, request.query),
  );

  app.get<{ Params: { staffId: string }; Querystring: { on?: string } }>(
    '/api/leave/balance/:staffId',
    {
      schema: {
        tags,
        summary: "A person's entitlement, taken, booked and remaining for the leave year holding `on`",
        params: { type: 'object', required: ['staffId'], additionalProperties: false, properties: { staffId: uuid } },
        querystring: { type: 'object', additionalProperties: false, properties: { on: day } },
      },
    },
    async (request) => figures.balance(request.caller, request.params.staffId, request.query.on),
  );

  app.put<{ Params: { staffId: string }; Body: LeaveSettingsRow }>(
    '/api/leave/settings/:staffId',
    {
      schema: {
        tags,
        summary:
          "How a person's leave is counted (HR edit): days a week, hours a day, irregular hours (and rolled-up holiday pay), unit, leave year, start, extra and carried-over days",
        params: { type: 'object', required: ['staffId'], additionalProperties: false, properties: { staffId: uuid } },
        body: {
          type: 'object',
          additionalProperties: false,
          required: [
            'daysPerWeek',
            'hoursPerDay',
            'irregularHours',
            'unit',
            'yearStartMonth',
            'employmentStart',
            'extraDays',
            'carriedOverDays',
          ],
          properties: {
            daysPerWeek: { type: 'number', exclusiveMinimum: 0, maximum: 7, multipleOf: 0.5 },
            hoursPerDay: { type: 'number', exclusiveMinimum: 0, maximum: 24, multipleOf: 0.25 },
            irregularHours: { type: 'boolean' },
            rolledUpHolidayPay: { type: 'boolean' },
            unit: { enum: ['days', 'hours'] },
            yearStartMonth: { type: 'integer', minimum: 1, maximum: 12 },
            employmentStart: { anyOf: [day, { type: 'null' }] },
            extraDays: { type: 'number', minimum: 0, maximum: 100, multipleOf: 0.5 },
            carriedOverDays: { type: 'number', minimum: 0, maximum: 100, multipleOf: 0.5 },
          },
        },
      },
    },
    async (request) => figures.saveSettings(request.caller, request.params.staffId, request.body),
  );

  app.post<{ Body: LeaveInput }>(
    '/api/leave',
    {
      schema: {
        tags,
        summary:
          'Ask for leave (for oneself), or schedule it for someone (leave edit or manager of the home: approved as made)',
        body: leaveBody,
      },
    },
    async (request, reply) => reply.code(201).send(await leave.request(request.caller, request.body)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/leave/:id',
    {
      schema: {
        tags,
        summary: "A leave request with the balance, rota shifts and colleagues' leave it clashes with",
        params: idParams,
      },
    },
    async (request) => leave.details(request.caller, request.params.id),
  );

  app.put<{ Params: { id: string }; Body: LeaveInput }>(
    '/api/leave/:id',
    {
      schema: {
        tags,
        summary: 'Change a request still awaiting a decision (the person, or leave edit)',
        params: idParams,
        body: { ...leaveBody, properties: editProperties },
      },
    },
    async (request) => leave.edit(request.caller, request.params.id, request.body),
  );

  for (const action of ['approve', 'reject'] as const) {
    app.post<{ Params: { id: string }; Body: { reason?: string | null } }>(
      `/api/leave/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action === 'approve' ? 'Approve' : 'Reject (with a reason)'} a leave request (a manager of the home, or leave edit; not one's own)`,
          params: idParams,
          body: reasonBody(action === 'reject'),
        },
      },
      async (request) => leave.decide(request.caller, request.params.id, action, request.body?.reason ?? null),
    );
  }
  app.post<{ Params: { id: string }; Body: { reason?: string | null } }>(
    '/api/leave/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel leave: the person before it starts; a manager of the home at any time, with a reason',
        params: idParams,
        body: reasonBody(false),
      },
    },
    async (request) => leave.decide(request.caller, request.params.id, 'cancel', request.body?.reason ?? null),
  );

  // ---- overtime ----
  app.get<{ Querystring: { when?: 'upcoming' | 'past' } }>(
    '/api/overtime/mine',
    { schema: { tags, summary: 'My overtime: awaiting a decision, or decided (history)', querystring: when } },
    async (request) => overtime.myOvertime(request.caller, request.query.when ?? 'upcoming'),
  );
  app.get<{ Params: { id: string }; Querystring: { when?: 'upcoming' | 'past' } }>(
    '/api/overtime/home/:id',
    {
      schema: {
        tags,
        summary: "A home's overtime: awaiting a decision, or decided (home history)",
        params: idParams,
        querystring: when,
      },
    },
    async (request) => overtime.homeOvertime(request.caller, request.params.id, request.query.when ?? 'upcoming'),
  );
  app.post<{ Body: OvertimeInput }>(
    '/api/overtime',
    {
      schema: {
        tags,
        summary:
          'Ask for overtime (for oneself), or record it for someone (leave edit or manager: approved as made); paid or time off in lieu',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['workedOn', 'minutes', 'compensation', 'reason'],
          properties: {
            staffId: uuid,
            homeId: uuid,
            workedOn: day,
            minutes: { type: 'integer', minimum: 15, maximum: 1440 },
            compensation: { enum: ['paid', 'toil'] },
            reason: { type: 'string', minLength: 1, maxLength: 1000 },
          },
        },
      },
    },
    async (request, reply) => reply.code(201).send(await overtime.requestOvertime(request.caller, request.body)),
  );
  app.get<{ Params: { id: string } }>(
    '/api/overtime/:id',
    { schema: { tags, summary: 'An overtime request', params: idParams } },
    async (request) => overtime.overtimeDetails(request.caller, request.params.id),
  );
  for (const action of ['approve', 'reject', 'cancel'] as const) {
    app.post<{ Params: { id: string }; Body: { reason?: string | null } }>(
      `/api/overtime/:id/${action}`,
      {
        schema: {
          tags,
          summary:
            action === 'cancel'
              ? "Withdraw one's own overtime request"
              : `${action === 'approve' ? 'Approve' : 'Reject (with a reason)'} overtime (a manager of the home, or leave edit)`,
          params: idParams,
          body: reasonBody(action === 'reject'),
        },
      },
      async (request) =>
        overtime.decideOvertime(request.caller, request.params.id, action, request.body?.reason ?? null),
    );
  }
}
