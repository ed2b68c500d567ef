// Medication over HTTP: a young person's MAR, recording doses and PRN effects, the monthly
// MAR export, a home's medication round, and stock (the medication inventory and its log).
import type { FastifyInstance } from 'fastify';
import { stockAdjustmentReasons } from '../../../definitions/lists/medication.ts';
import { PIN_PATTERN } from '../../auth/pin.ts';
import type { NewHomelyDose } from '../../medication/homely-service.ts';
import { DOSE_OUTCOMES } from '../../medication/rules.ts';
import {
  medicationService,
  type NewDose,
  type NewStockMove,
  STOCK_MOVES,
  type TranscriptionCheck,
} from '../../medication/service.ts';
import { CHECKED_AGAINST } from '../../medication/transcription.ts';
import type { AppDeps } from '../app.ts';
import { csvResponse, sendCsv } from '../csv-reply.ts';
import { idParams, uuid } from '../schemas.ts';

const day = { type: 'string', format: 'date' } as const;
const instant = { type: 'string', format: 'date-time' } as const;
const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
// The PIN once the person has one, the password until then (docs/API.md "Staff PIN"); which is the service's check.
const pin = { type: 'string', pattern: PIN_PATTERN } as const;
const signature = {
  type: 'object',
  additionalProperties: false,
  required: ['userId'],
  properties: { userId: uuid, pin, password: text(200) },
} as const;
const quantity = { type: 'number', minimum: -100000, maximum: 100000 } as const;

export default async function medicationRoutes(app: FastifyInstance, deps: AppDeps) {
  const meds = medicationService(deps);
  app.addHook('onRequest', deps.requireCaller);
  const tags = ['medication'];

  app.get<{ Params: { id: string }; Querystring: { from?: string; to?: string } }>(
    '/api/young-people/:id/mar',
    {
      schema: {
        answers: [422],
        tags,
        summary:
          "A young person's MAR: medicines, allergies, doses due with their status (SPEC §4) and PRN doses, by London day",
        params: idParams,
        querystring: { type: 'object', additionalProperties: false, properties: { from: day, to: day } },
      },
    },
    async (request) => meds.mar(request.caller, request.params.id, request.query),
  );

  app.post<{ Params: { id: string }; Body: NewDose }>(
    '/api/young-people/:id/mar/doses',
    {
      schema: {
        tags,
        summary:
          'Record a dose given or not, confirmed by your PIN (your password until you set one), and a witness for a controlled drug',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['medicationId', 'outcome'],
          properties: {
            medicationId: uuid,
            outcome: { enum: [...DOSE_OUTCOMES] },
            scheduledAt: instant,
            givenAt: instant,
            doseGiven: text(100),
            quantity: { type: 'number', exclusiveMinimum: 0, maximum: 1000 },
            reason: text(500),
            prnReason: text(500),
            pin,
            password: text(200),
            witness: signature,
          },
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await meds.recordDose(request.caller, request.params.id, request.body)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/young-people/:id/homely-remedies',
    {
      schema: {
        tags,
        summary:
          "The home's homely remedies as offered to this young person today: the dose for their age, the consent that covers it, and what stops it",
        params: idParams,
      },
    },
    async (request) => meds.homelyRemedies(request.caller, request.params.id),
  );

  app.post<{ Params: { id: string }; Body: NewHomelyDose }>(
    '/api/young-people/:id/mar/homely-doses',
    {
      schema: {
        answers: [409, 422],
        tags,
        summary:
          "Give a homely remedy under the home's protocol and the young person's consent, confirmed by your PIN; taken off the remedy's stock",
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['itemId', 'symptom'],
          properties: {
            itemId: uuid,
            symptom: text(500),
            quantity: { type: 'number', exclusiveMinimum: 0, maximum: 1000 },
            givenAt: instant,
            pin,
            password: text(200),
            witness: signature,
          },
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await meds.recordHomelyDose(request.caller, request.params.id, request.body)),
  );

  app.post<{ Params: { id: string }; Body: { effect: string } }>(
    '/api/mar/homely-doses/:id/effect',
    {
      schema: {
        answers: [409, 422],
        tags,
        summary: 'Record how a homely remedy worked (once)',
        params: idParams,
        body: { type: 'object', additionalProperties: false, required: ['effect'], properties: { effect: text(500) } },
      },
    },
    async (request) => meds.recordHomelyEffect(request.caller, request.params.id, request.body.effect),
  );

  app.post<{ Params: { id: string; medicationId: string }; Body: TranscriptionCheck }>(
    '/api/young-people/:id/medication/:medicationId/transcription-check',
    {
      schema: {
        tags,
        summary:
          "A second competent member of staff checks a medicine's new or changed version against the label or prescription, confirmed by their PIN; the MAR uses it from then",
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'medicationId'],
          properties: { id: uuid, medicationId: uuid },
        },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['version', 'against'],
          properties: {
            version: { type: 'integer', minimum: 1 },
            against: { enum: [...CHECKED_AGAINST] },
            note: text(500),
            pin,
            password: text(200),
          },
        },
      },
    },
    async (request) =>
      meds.checkTranscription(request.caller, request.params.id, request.params.medicationId, request.body),
  );

  app.post<{ Params: { id: string }; Body: { effect: string } }>(
    '/api/mar/doses/:id/effect',
    {
      schema: {
        tags,
        summary: 'Record how a PRN dose worked (once)',
        params: idParams,
        body: { type: 'object', additionalProperties: false, required: ['effect'], properties: { effect: text(500) } },
      },
    },
    async (request) => meds.recordEffect(request.caller, request.params.id, request.body.effect),
  );

  app.get<{ Params: { id: string }; Querystring: { month: string } }>(
    '/api/young-people/:id/mar/export',
    {
      config: {
        personalDataExport: {
          what: "A young person's MAR chart for a month",
          why: "checking medicines with the pharmacy or GP, and the home's own medicines audit",
        },
      },
      schema: {
        tags,
        summary: "A month's MAR as CSV with pharmacy letter codes",
        params: idParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['month'],
          properties: { month: { type: 'string', pattern: '^(19|2\\d)\\d\\d-(0[1-9]|1[0-2])$' } },
        },
        response: csvResponse('The MAR chart: a line per medicine and time, a column per day, then the key'),
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await meds.exportMonth(request.caller, request.params.id, request.query.month);
      return sendCsv(reply, fileName, csv);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { from?: string; to?: string } }>(
    '/api/homes/:id/medication-round',
    {
      schema: {
        tags,
        summary:
          "A home's medication round: every young person's doses due between two instants (default two hours either side of now)",
        params: idParams,
        querystring: { type: 'object', additionalProperties: false, properties: { from: instant, to: instant } },
      },
    },
    async (request) => meds.round(request.caller, request.params.id, request.query),
  );

  app.get<{ Params: { id: string } }>(
    '/api/young-people/:id/medication-stock',
    {
      schema: {
        tags,
        summary: "A young person's medicines with their stock balance, days left, batch and expiry",
        params: idParams,
      },
    },
    async (request) => meds.stock(request.caller, request.params.id),
  );

  app.get<{ Params: { id: string }; Querystring: { medicationId?: string } }>(
    '/api/young-people/:id/medication-stock/log',
    {
      schema: {
        tags,
        summary: 'The stock log, newest first (for a controlled drug, its CD register with both signatures)',
        params: idParams,
        querystring: { type: 'object', additionalProperties: false, properties: { medicationId: uuid } },
      },
    },
    async (request) => meds.stockLog(request.caller, request.params.id, request.query.medicationId),
  );

  app.post<{ Params: { id: string }; Body: NewStockMove }>(
    '/api/young-people/:id/medication-stock',
    {
      schema: {
        tags,
        summary:
          'Stock received, adjusted (with a SPEC reason and a note, a correction naming the line it corrects), disposed of (witnessed), returned to pharmacy, sent out with the young person and brought back (who took it), or counted (a manager)',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['medicationId', 'kind', 'quantity'],
          properties: {
            medicationId: uuid,
            kind: { enum: [...STOCK_MOVES] },
            quantity,
            batch: text(60),
            expiry: day,
            reason: { enum: stockAdjustmentReasons.items.map((i) => i.value) },
            note: text(500),
            party: text(200),
            corrects: uuid,
            pin,
            password: text(200),
            witness: signature,
          },
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await meds.moveStock(request.caller, request.params.id, request.body)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/homes/:id/cd-register',
    {
      schema: {
        tags,
        summary:
          "A home's controlled-drug register: a page per controlled medicine, each line oldest first with its running balance, given by and witness; corrections are new lines",
        params: idParams,
      },
    },
    async (request) => meds.cdRegister(request.caller, request.params.id),
  );

  app.get<{ Params: { id: string }; Querystring: { month: string } }>(
    '/api/homes/:id/medication-audit/start',
    {
      schema: {
        answers: [422],
        tags,
        summary:
          "What a month's records say for the home's medication audit to start from: doses with no record, PRN doses without a reason or effect, CD balance checks, temperature readings",
        params: idParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['month'],
          properties: { month: { type: 'string', pattern: '^(19|2\\d)\\d\\d-(0[1-9]|1[0-2])$' } },
        },
      },
    },
    async (request) => meds.auditStart(request.caller, request.params.id, request.query.month),
  );

  app.get<{ Params: { id: string } }>(
    '/api/homes/:id/medication-inventory',
    {
      schema: {
        tags,
        summary: "A home's medication inventory: each young person's medicines and their stock",
        params: idParams,
      },
    },
    async (request) => meds.inventory(request.caller, request.params.id),
  );
}
