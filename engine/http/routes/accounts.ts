// Accounts over HTTP: petty cash, cash counts, a young person's own money, receipts,
// analytics with a CSV export, budgets and the income tracker. Amounts are whole pence in and out.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { HANDOVER_METHODS, HANDOVER_RECIPIENTS, SIGNATURE_MAX_CHARS } from '../../accounts/controls.ts';
import { incomeService } from '../../accounts/income-service.ts';
import { MAX_ENTRY_PENCE, PETTY_CASH_CATEGORIES, YOUNG_PERSON_POTS } from '../../accounts/money.ts';
import { accountService, type NewCount, type NewPettyCash, type NewTransfer } from '../../accounts/service.ts';
import { PIN_PATTERN } from '../../auth/pin.ts';
import { toCsv } from '../../csv.ts';
import { DOCUMENT_MAX_BYTES } from '../../documents/service.ts';
import { Problem } from '../../problem.ts';
import type { AppDeps } from '../app.ts';
import { csvResponse, sendCsv } from '../csv-reply.ts';
import { readUpload } from '../multipart-upload.ts';
import { idParams, uuid } from '../schemas.ts';

const pence = { type: 'integer', minimum: 1, maximum: MAX_ENTRY_PENCE } as const;
const day = { type: 'string', format: 'date' } as const;
const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const today = () => new Date().toISOString().slice(0, 10);
/** A second member of staff present: their own PIN (their password until they set one). */
const secondPerson = {
  type: 'object',
  additionalProperties: false,
  required: ['userId'],
  properties: { userId: uuid, pin: { type: 'string', pattern: PIN_PATTERN }, password: text(200) },
} as const;
/** Two people for a child's money: the witness, the young person's signature drawn on the device, and why not. */
const twoPeople = {
  witness: secondPerson,
  youngPersonSignature: { type: ['string', 'null'], maxLength: SIGNATURE_MAX_CHARS },
  notAcknowledgedReason: { type: ['string', 'null'], maxLength: 300 },
} as const;
const limitPence = { type: 'integer', minimum: 0, maximum: MAX_ENTRY_PENCE } as const;

export default async function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  const accounts = accountService(deps);
  const income = incomeService(deps);
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 200 } });
  app.addHook('onRequest', deps.requireCaller);
  const tags = ['accounts'];

  app.get(
    '/api/accounts/homes',
    { schema: { tags, summary: 'Homes whose accounts I may see, with their petty cash balance and last count' } },
    async (request) => accounts.homes(request.caller),
  );

  app.get<{ Querystring: { home: string; from?: string; to?: string; category?: string } }>(
    '/api/accounts/ledger',
    {
      schema: {
        tags,
        summary: "A home's petty cash: entries newest first with the balance after each, and its cash counts",
        querystring: {
          type: 'object',
          required: ['home'],
          additionalProperties: false,
          properties: { home: uuid, from: day, to: day, category: text(40) },
        },
      },
    },
    async (request) =>
      accounts.ledger(request.caller, {
        homeId: request.query.home,
        from: request.query.from,
        to: request.query.to,
        category: request.query.category,
      }),
  );

  const entryBody = {
    type: 'object',
    additionalProperties: false,
    required: ['homeId', 'entryDate', 'direction', 'amountPence', 'category', 'description'],
    properties: {
      homeId: uuid,
      entryDate: day,
      direction: { enum: ['in', 'out'] },
      amountPence: pence,
      category: { enum: [...PETTY_CASH_CATEGORIES] },
      description: text(500),
      youngPersonId: { type: ['string', 'null'], format: 'uuid' },
      receiptDocumentId: { type: ['string', 'null'], format: 'uuid' },
      noReceiptReason: { type: ['string', 'null'], maxLength: 300 },
      approval: secondPerson,
      advanceId: { type: ['string', 'null'], format: 'uuid' },
    },
  } as const;
  app.post<{ Body: NewPettyCash }>(
    '/api/accounts/entries',
    {
      schema: {
        tags,
        summary:
          'Record money in or out of petty cash: a receipt over the threshold (or why not), a manager approving over the limit',
        body: entryBody,
      },
    },
    async (request, reply) => reply.code(201).send(await accounts.recordPettyCash(request.caller, request.body)),
  );

  app.post<{ Body: { homeId: string; entryDate: string; amountPence: number; description: string } }>(
    '/api/accounts/top-ups',
    {
      schema: {
        tags,
        summary: 'Top up petty cash from the bank (a manager of the home)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['homeId', 'entryDate', 'amountPence', 'description'],
          properties: { homeId: uuid, entryDate: day, amountPence: pence, description: text(500) },
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await accounts.recordPettyCash(
            request.caller,
            { ...request.body, direction: 'in', category: 'top_up' },
            'top_up',
          ),
        ),
  );

  app.post<{ Params: { id: string }; Body: { reason: string } }>(
    '/api/accounts/entries/:id/reverse',
    {
      schema: {
        tags,
        summary: 'Correct an entry with a reversing entry (a manager of the home); the entry itself never changes',
        params: idParams,
        body: { type: 'object', additionalProperties: false, required: ['reason'], properties: { reason: text(300) } },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await accounts.reverse(request.caller, request.params.id, request.body.reason)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/accounts/entries/:id/receipt',
    { schema: { tags, summary: "Download an entry's receipt", params: idParams } },
    async (request, reply) => {
      const { doc, content } = await accounts.receipt(request.caller, request.params.id);
      return reply
        .header('content-type', doc.contentType)
        .header('content-disposition', `inline; filename="${doc.fileName.replace(/[^\w.-]+/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  app.post(
    '/api/accounts/receipts',
    {
      schema: {
        tags,
        summary: 'Upload a receipt (multipart: file, homeId); a photo or a PDF under the document locker rules',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const { upload, fields } = await readUpload(request, 'the receipt', ['homeId']);
      if (!fields.homeId || !UUID.test(fields.homeId))
        throw new Problem(422, 'Validation failed', 'Say which home the receipt is for.', [
          { path: '/homeId', message: 'must be a home id' },
        ]);
      if (!upload)
        throw new Problem(422, 'Validation failed', 'Attach the receipt.', [{ path: '/file', message: 'is required' }]);
      return reply.code(201).send(await accounts.uploadReceipt(request.caller, fields.homeId, upload));
    },
  );

  app.post<{ Body: NewCount }>(
    '/api/accounts/counts',
    {
      schema: {
        tags,
        summary:
          "Count the cash by two people: the ledger balance, the difference and its reason; a manager's monthly audit",
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['homeId', 'countedPence', 'witness'],
          properties: {
            homeId: uuid,
            countedPence: { type: 'integer', minimum: 0, maximum: MAX_ENTRY_PENCE },
            reason: { type: 'string', maxLength: 500 },
            witness: secondPerson,
            audit: { type: 'boolean' },
          },
        },
      },
    },
    async (request, reply) => reply.code(201).send(await accounts.count(request.caller, request.body)),
  );

  app.post<{ Body: NewTransfer }>(
    '/api/accounts/transfers',
    {
      schema: {
        tags,
        summary:
          "Move money between a home's petty cash and a young person's pot in one action (both ledgers or neither)",
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['youngPersonId', 'pot', 'to', 'entryDate', 'amountPence', 'description'],
          properties: {
            youngPersonId: uuid,
            pot: { enum: [...YOUNG_PERSON_POTS] },
            to: { enum: ['pot', 'petty_cash'] },
            entryDate: day,
            amountPence: pence,
            description: text(500),
            advanceId: { type: ['string', 'null'], format: 'uuid' },
          },
        },
      },
    },
    async (request, reply) => reply.code(201).send(await accounts.transfer(request.caller, request.body)),
  );

  app.get(
    '/api/accounts/controls',
    {
      schema: { tags, summary: "The organisation's petty cash controls: receipt threshold, spending limit, tolerance" },
    },
    async (request) => accounts.controls(request.caller),
  );
  app.put<{ Body: { receiptThresholdPence: number; spendingLimitPence: number | null; countTolerancePence: number } }>(
    '/api/accounts/controls',
    {
      schema: {
        tags,
        summary: "Set the organisation's petty cash controls (a director with the accounts area)",
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['receiptThresholdPence', 'spendingLimitPence', 'countTolerancePence'],
          properties: {
            receiptThresholdPence: limitPence,
            spendingLimitPence: { ...limitPence, type: ['integer', 'null'] },
            countTolerancePence: limitPence,
          },
        },
      },
    },
    async (request) => accounts.setControls(request.caller, request.body),
  );

  app.get<{ Params: { id: string } }>(
    '/api/accounts/young-people/:id',
    {
      schema: { tags, summary: "A young person's own money: balance per pot and the entries", params: idParams },
    },
    async (request) => accounts.ownMoney(request.caller, request.params.id),
  );

  app.post<{
    Params: { id: string };
    Body: {
      entryDate: string;
      direction: 'in' | 'out';
      amountPence: number;
      pot: (typeof YOUNG_PERSON_POTS)[number];
      description: string;
      witness?: { userId: string; pin?: string; password?: string };
      youngPersonSignature?: string | null;
      notAcknowledgedReason?: string | null;
      receiptDocumentId?: string | null;
    };
  }>(
    '/api/accounts/young-people/:id/entries',
    {
      schema: {
        tags,
        summary:
          "Money given to or received for a young person, by two people: a second member of staff's PIN or their signature",
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['entryDate', 'direction', 'amountPence', 'pot', 'description'],
          properties: {
            entryDate: day,
            direction: { enum: ['in', 'out'] },
            amountPence: pence,
            pot: { enum: [...YOUNG_PERSON_POTS] },
            description: text(500),
            ...twoPeople,
            receiptDocumentId: { type: ['string', 'null'], format: 'uuid' },
          },
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await accounts.recordOwnMoney(request.caller, request.params.id, request.body)),
  );

  app.post<{ Params: { id: string }; Body: Parameters<typeof accounts.handOver>[2] }>(
    '/api/accounts/young-people/:id/handover',
    {
      schema: {
        tags,
        summary:
          "Hand a young person's money over when they move out (a manager of the home): to whom, how, and who signed",
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['recipient', 'method'],
          properties: {
            recipient: { enum: [...HANDOVER_RECIPIENTS] },
            recipientName: { type: ['string', 'null'], maxLength: 200 },
            method: { enum: [...HANDOVER_METHODS] },
            reference: { type: ['string', 'null'], maxLength: 100 },
            ...twoPeople,
          },
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await accounts.handOver(request.caller, request.params.id, request.body)),
  );

  const period = {
    type: 'object',
    additionalProperties: false,
    required: ['from', 'to'],
    properties: { from: day, to: day, home: uuid },
  } as const;
  app.get<{ Querystring: { from: string; to: string; home?: string } }>(
    '/api/accounts/analytics',
    {
      config: { replica: true },
      schema: {
        tags,
        summary: 'Petty cash spending by home, category, young person and month, with monthly budgets',
        querystring: period,
      },
    },
    async (request) => accounts.analytics(request.caller, request.query.from, request.query.to, request.query.home),
  );

  app.get<{ Querystring: { from: string; to: string; home?: string } }>(
    '/api/accounts/entries.csv',
    {
      config: {
        personalDataExport: {
          what: 'Petty cash entries: amounts, categories and the young people and staff they name',
          why: "the home's accounts: reconciling, budgeting and auditing spending",
        },
      },
      schema: {
        tags,
        summary: 'Petty cash entries as CSV',
        querystring: period,
        response: csvResponse('The entries, one a line'),
      },
    },
    async (request, reply) => {
      const rows = await accounts.exportRows(request.caller, request.query.from, request.query.to, request.query.home);
      const head = [
        'Date',
        'Home',
        'In/out',
        'Amount (£)',
        'Category',
        'Description',
        'Young person',
        'Entered by',
        'Kind',
        'Receipt',
      ];
      const lines = rows.map((e) => [
        e.entryDate,
        e.homeName,
        e.direction,
        (e.amountPence / 100).toFixed(2),
        e.category,
        e.description,
        e.youngPersonName,
        e.enteredByName,
        e.kind,
        e.receiptDocumentId ? 'yes' : 'no',
      ]);
      return sendCsv(reply, `petty-cash-${request.query.from}-to-${request.query.to}.csv`, toCsv([head, ...lines]));
    },
  );

  app.put<{ Body: { homeId: string; category: string; monthlyPence: number } }>(
    '/api/accounts/budgets',
    {
      schema: {
        tags,
        summary: "Set a home's monthly budget for a category (a manager of the home)",
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['homeId', 'category', 'monthlyPence'],
          properties: {
            homeId: uuid,
            category: { enum: [...PETTY_CASH_CATEGORIES] },
            monthlyPence: { type: 'integer', minimum: 0, maximum: MAX_ENTRY_PENCE },
          },
        },
      },
    },
    async (request) =>
      accounts.setBudget(request.caller, request.body.homeId, request.body.category, request.body.monthlyPence),
  );

  app.get<{ Querystring: { on?: string } }>(
    '/api/accounts/income',
    {
      schema: {
        tags,
        summary:
          'The income tracker: placements, fees and changes; weekly and monthly income, occupancy and empty-bed cost per home and group',
        querystring: { type: 'object', additionalProperties: false, properties: { on: day } },
      },
    },
    async (request) => income.tracker(request.caller, request.query.on ?? today()),
  );
}
