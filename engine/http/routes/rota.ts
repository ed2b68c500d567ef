// The rota over HTTP: a home's rota by month or week and its monthly
// summary, shifts (add by hand or from a pattern, change, remove), copy-and-paste of a week, clock in/out, sleep-in
// wake-ups, a home's shift patterns, and staff's rota facts. A save the working-time or staffing rules warn about
// is 409 with `warnings` (and /overrideReason in `errors`) until a manager of the home overrides with a reason; a rest,
// break or night warning also needs the compensatory rest (/compensatoryRest).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PASTE_MODES } from '../../rota/paste.ts';
import { type ClockBody, type PasteBody, rotaService, RotaWarnings, type ShiftBody } from '../../rota/service.ts';
import { SHIFT_TYPES } from '../../rota/working-time.ts';
import type { FactsInput, PatternInput } from '../../store/rota.ts';
import type { AppDeps } from '../app.ts';
import { idParams, positiveInt, reportDay, uuid } from '../schemas.ts';

const instant = {
  type: 'string',
  format: 'date-time',
  formatMinimum: '2000-01-01T00:00:00Z',
  formatMaximum: '2999-12-31T23:59:59Z',
} as const;
const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
const time = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' } as const;
const month = { type: 'string', pattern: '^(19|2\\d)\\d\\d-(0[1-9]|1[0-2])$' } as const;
const reason = text(500);
/** Saving despite a rest, break or night warning: the day the equivalent rest is taken and how long (regs 21, 24). */
const compensatoryRest = {
  type: 'object',
  additionalProperties: false,
  required: ['on', 'hours'],
  properties: { on: reportDay, hours: { type: 'number', minimum: 0.5, maximum: 72 } },
} as const;

const shiftProps = {
  homeId: uuid,
  staffId: { anyOf: [uuid, { type: 'null' }] },
  date: reportDay,
  patternId: { anyOf: [uuid, { type: 'null' }] },
  startsAt: instant,
  endsAt: instant,
  shiftType: { enum: SHIFT_TYPES },
  breakMinutes: { type: 'integer', minimum: 0, maximum: 240 },
  notes: { anyOf: [text(1000), { type: 'null' }] },
  overrideReason: reason,
  compensatoryRest,
} as const;
const patternBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'startsAt', 'endsAt', 'shiftType'],
  properties: {
    name: text(80),
    startsAt: time,
    endsAt: time,
    shiftType: { enum: SHIFT_TYPES },
    breakMinutes: { type: 'integer', minimum: 0, maximum: 240 },
    minStaff: { type: 'integer', minimum: 0, maximum: 50 },
    needsDriver: { type: 'boolean' },
    needsMedication: { type: 'boolean' },
    needsFirstAid: { type: 'boolean' },
    colour: { anyOf: [{ type: 'string', pattern: '^#[0-9a-fA-F]{6}$' }, { type: 'null' }] },
    sort: { type: 'integer', minimum: 0, maximum: 1000 },
    version: positiveInt,
  },
} as const;

/** A warned save: problem+json with the warnings, so the screen can show them and ask for a reason. */
async function answer<T>(reply: FastifyReply, status: number, fn: () => Promise<T>) {
  try {
    return reply.code(status).send(await fn());
  } catch (e) {
    if (!(e instanceof RotaWarnings)) throw e;
    return reply.code(409).type('application/problem+json').send({
      type: 'about:blank',
      title: e.title,
      status: 409,
      detail: e.detail,
      errors: e.errors,
      warnings: e.warnings,
    });
  }
}
const patternInput = (b: Partial<PatternInput>): PatternInput => ({
  name: b.name!,
  startsAt: b.startsAt!,
  endsAt: b.endsAt!,
  shiftType: b.shiftType!,
  breakMinutes: b.breakMinutes ?? 0,
  minStaff: b.minStaff ?? 0,
  needsDriver: b.needsDriver ?? false,
  needsMedication: b.needsMedication ?? false,
  needsFirstAid: b.needsFirstAid ?? false,
  colour: b.colour ?? null,
  sort: b.sort ?? 0,
});

export default async function rotaRoutes(app: FastifyInstance, deps: AppDeps) {
  const rota = rotaService({ store: deps.store, records: deps.records });
  app.addHook('onRequest', deps.requireCaller);
  const tags = ['rota'];

  app.get<{ Params: { id: string }; Querystring: { month?: string; week?: string; from?: string; to?: string } }>(
    '/api/homes/:id/rota',
    {
      schema: {
        tags,
        summary:
          "A home's rota: its people (showInRota, not removed), shifts, patterns, leave, sleep-in wake-ups and working-time warnings, for a month (default this one), a week, or a range",
        params: idParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { month, week: reportDay, from: reportDay, to: reportDay },
        },
      },
    },
    async (request) => rota.rota(request.caller, request.params.id, request.query),
  );

  app.get<{ Params: { id: string }; Querystring: { month: string } }>(
    '/api/homes/:id/rota/summary',
    {
      schema: {
        tags,
        summary: 'The monthly summary per person: hours worked, shifts, waking nights, sleep-ins, weekend shifts',
        params: idParams,
        querystring: { type: 'object', additionalProperties: false, required: ['month'], properties: { month } },
      },
    },
    async (request) => rota.summary(request.caller, request.params.id, request.query.month),
  );

  app.get<{ Querystring: { from: string; to: string } }>(
    '/api/rota/my-shifts',
    {
      schema: {
        tags,
        summary: 'My own shifts between two dates (every member of staff)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['from', 'to'],
          properties: { from: reportDay, to: reportDay },
        },
      },
    },
    async (request) => rota.myShifts(request.caller, request.query.from, request.query.to),
  );

  app.post<{ Body: ShiftBody }>(
    '/api/shifts',
    {
      schema: {
        answers: [201],
        tags,
        summary:
          'Add a shift by hand (start, end, type) or from a pattern (date and pattern); unfilled when no staffId',
        body: { type: 'object', additionalProperties: false, required: ['homeId'], properties: shiftProps },
      },
    },
    async (request, reply) => answer(reply, 201, () => rota.addShift(request.caller, request.body)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/shifts/:id',
    {
      schema: { tags, summary: 'A shift with its clock times, sleep-in wake-ups and every version', params: idParams },
    },
    async (request) => rota.shift(request.caller, request.params.id),
  );

  app.put<{ Params: { id: string }; Body: ShiftBody & { version: number } }>(
    '/api/shifts/:id',
    {
      schema: {
        tags,
        summary: 'Change a shift (a new version; 409 when stale)',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['homeId', 'version'],
          properties: { ...shiftProps, version: positiveInt },
        },
      },
    },
    async (request, reply) =>
      answer(reply, 200, () => rota.updateShift(request.caller, request.params.id, request.body)),
  );

  app.post<{ Params: { id: string }; Body: { version: number; reason?: string; overrideReason?: string } }>(
    '/api/shifts/:id/archive',
    {
      schema: {
        tags,
        summary: 'Remove a shift from the rota (archived, never deleted)',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['version'],
          properties: { version: positiveInt, reason, overrideReason: reason },
        },
      },
    },
    async (request, reply) =>
      answer(reply, 200, () => rota.archiveShift(request.caller, request.params.id, request.body)),
  );

  app.post<{ Params: { id: string }; Body: PasteBody }>(
    '/api/homes/:id/rota/paste',
    {
      schema: {
        tags,
        summary:
          'Copy a week of the rota onto another week: overwrite clashing shifts, keep them, or clear the week first (one transaction)',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['fromWeek', 'toWeek', 'mode'],
          properties: {
            fromWeek: reportDay,
            toWeek: reportDay,
            mode: { enum: [...PASTE_MODES] },
            overrideReason: reason,
            compensatoryRest,
          },
        },
      },
    },
    async (request, reply) => answer(reply, 200, () => rota.paste(request.caller, request.params.id, request.body)),
  );

  app.post<{ Params: { id: string }; Body: ClockBody }>(
    '/api/shifts/:id/clock',
    {
      schema: {
        tags,
        summary:
          "Clock in or out of one's own shift (now, or a time given unless the organisation stops it), or a manager sets the times with a reason",
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['action', 'version'],
          properties: {
            action: { enum: ['in', 'out', 'set'] },
            at: instant,
            clockedInAt: { anyOf: [instant, { type: 'null' }] },
            clockedOutAt: { anyOf: [instant, { type: 'null' }] },
            reason,
            version: positiveInt,
          },
        },
      },
    },
    async (request) => rota.clock(request.caller, request.params.id, request.body),
  );

  app.post<{ Params: { id: string }; Body: { wokeAt: string; backAt?: string; note?: string } }>(
    '/api/shifts/:id/wakes',
    {
      schema: {
        tags,
        summary: 'Record a sleep-in wake-up: when woken and back to sleep (working time)',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['wokeAt'],
          properties: { wokeAt: instant, backAt: instant, note: text(500) },
        },
      },
    },
    async (request, reply) => reply.code(201).send(await rota.addWake(request.caller, request.params.id, request.body)),
  );

  app.get<{ Params: { id: string }; Querystring: { archived?: boolean } }>(
    '/api/homes/:id/shift-patterns',
    {
      schema: {
        tags,
        summary: "A home's shift patterns with its minimum staffing for each",
        params: idParams,
        querystring: { type: 'object', additionalProperties: false, properties: { archived: { type: 'boolean' } } },
      },
    },
    async (request) => rota.patterns(request.caller, request.params.id, request.query.archived),
  );

  app.post<{ Params: { id: string }; Body: PatternInput }>(
    '/api/homes/:id/shift-patterns',
    {
      schema: { tags, summary: 'Add a shift pattern (a manager of the home)', params: idParams, body: patternBody },
    },
    async (request, reply) =>
      reply.code(201).send(await rota.addPattern(request.caller, request.params.id, patternInput(request.body))),
  );

  app.put<{ Params: { id: string }; Body: PatternInput & { version: number } }>(
    '/api/shift-patterns/:id',
    {
      schema: {
        tags,
        summary: 'Change a shift pattern (409 when stale)',
        params: idParams,
        body: { ...patternBody, required: [...patternBody.required, 'version'] },
      },
    },
    async (request) =>
      rota.updatePattern(request.caller, request.params.id, {
        ...patternInput(request.body),
        version: request.body.version,
      }),
  );

  app.post<{ Params: { id: string }; Body: { version: number } }>(
    '/api/shift-patterns/:id/archive',
    {
      schema: {
        tags,
        summary: 'Archive a shift pattern (shifts made from it stay)',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['version'],
          properties: { version: positiveInt },
        },
      },
    },
    async (request) => rota.archivePattern(request.caller, request.params.id, request.body.version),
  );

  app.get<{ Params: { id: string } }>(
    '/api/staff/:id/rota-facts',
    {
      schema: {
        tags,
        summary:
          "A member of staff's rota facts: 48-hour opt-out, night worker, driver, medication-trained, first-aider",
        params: idParams,
      },
    },
    async (request) => rota.facts(request.caller, request.params.id),
  );

  app.put<{ Params: { id: string }; Body: FactsInput }>(
    '/api/staff/:id/rota-facts',
    {
      schema: {
        tags,
        summary: "Set a member of staff's rota facts (their manager, HR or a director)",
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['optedOut48', 'nightWorker', 'driver', 'medicationTrained', 'firstAider'],
          properties: {
            optedOut48: { type: 'boolean' },
            optedOutOn: { anyOf: [reportDay, { type: 'null' }] },
            nightWorker: { type: 'boolean' },
            restrictedFrom: {
              type: 'integer',
              enum: [22, 23],
              description: "A young worker's restricted period: 22:00-06:00, or 23:00-07:00 by contract (WTR reg 6A)",
            },
            driver: { type: 'boolean' },
            medicationTrained: { type: 'boolean' },
            firstAider: { type: 'boolean' },
            shiftLeader: { type: 'boolean', description: 'May lead a shift (the person in charge on it)' },
            optOutWithdrawnOn: {
              anyOf: [reportDay, { type: 'null' }],
              description: 'The day the worker gave notice withdrawing the 48-hour opt-out (WTR reg 5)',
            },
            optOutNoticeDays: {
              type: 'integer',
              minimum: 7,
              maximum: 92,
              description: 'The notice the opt-out agreement set: 7 days unless it said up to 3 months',
            },
          },
        },
      },
    },
    async (request) =>
      rota.setFacts(request.caller, request.params.id, {
        ...request.body,
        optedOutOn: request.body.optedOutOn ?? null,
      }),
  );
}
