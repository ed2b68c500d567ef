// Gross pay over HTTP: a month's pay by person, one person's, and the payroll CSV.
import type { FastifyInstance } from 'fastify';
import type { Figures, ReferenceKind } from '../../pay/reference-rates.ts';
import { referenceRatesService } from '../../pay/reference-service.ts';
import { payService } from '../../pay/service.ts';
import type { AppDeps } from '../app.ts';
import { csvResponse, sendCsv } from '../csv-reply.ts';
import { idParams, uuid } from '../schemas.ts';

const month = { type: 'string', pattern: '^(20[0-9]{2})-(0[1-9]|1[0-2])$' } as const;
const query = {
  type: 'object',
  additionalProperties: false,
  required: ['month'],
  properties: { month, home: uuid },
} as const;

// The pay reference table (decision 0780): a date is a calendar date, a figure whole pence, an hour 'HH:MM'.
const day = { type: 'string', format: 'date', formatMinimum: '2000-01-01', formatMaximum: '2999-12-31' } as const;
const pence = { type: 'integer', minimum: 100, maximum: 100_000 } as const;
const hhmm = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' } as const;
const common = {
  source: { type: 'string', minLength: 3, maxLength: 1000 },
  checked: { type: 'boolean' },
} as const;
const reason = { type: 'string', minLength: 3, maxLength: 2000 } as const;
interface KindRoute {
  kind: ReferenceKind;
  path: string;
  what: string;
  date: string;
  properties: Record<string, unknown>;
  figures: (b: Record<string, unknown>) => Figures;
}
const KIND_ROUTES: KindRoute[] = [
  {
    kind: 'minimum_wage',
    path: 'minimum-wage',
    what: 'National Minimum Wage and National Living Wage hourly rates by age band, from a date',
    date: 'appliesFrom',
    properties: {
      appliesFrom: day,
      pence: {
        type: 'object',
        additionalProperties: false,
        required: ['21_and_over', '18_to_20', 'under_18', 'apprentice'],
        properties: { '21_and_over': pence, '18_to_20': pence, under_18: pence, apprentice: pence },
      },
    },
    figures: (b) => ({ pence: b.pence as Record<string, number> }) as Figures,
  },
  {
    kind: 'premium',
    path: 'premium',
    what: 'the night-premium hours (London time; a start after the end runs over midnight), from a date',
    date: 'appliesFrom',
    properties: { appliesFrom: day, nightFrom: hhmm, nightTo: hhmm },
    figures: (b) => ({ nightFrom: b.nightFrom as string, nightTo: b.nightTo as string }),
  },
  {
    kind: 'bank_holiday',
    path: 'bank-holiday',
    what: 'a day made a bank holiday by proclamation (holiday true), or a usual one moved away (false)',
    date: 'on',
    properties: { on: day, holiday: { type: 'boolean' }, name: { type: 'string', minLength: 3, maxLength: 200 } },
    figures: (b) => ({ holiday: b.holiday as boolean, name: b.name as string }),
  },
];

export default async function payRoutes(app: FastifyInstance, deps: AppDeps) {
  const pay = payService(deps);
  app.addHook('onRequest', deps.requireCaller);
  const tags = ['pay'];
  app.get<{ Querystring: { month: string; home?: string } }>(
    '/api/pay/gross',
    {
      schema: {
        tags,
        summary: "Everyone's gross pay for a month (HR and directors), optionally of one home",
        querystring: query,
      },
    },
    async (request) => pay.summary(request.caller, request.query.month, request.query.home),
  );
  app.get<{ Querystring: { month: string; home?: string } }>(
    '/api/pay/gross.csv',
    {
      config: {
        personalDataExport: {
          what: "Everyone's gross pay for a month, by person, rate and type of hours",
          why: 'payroll: sent to the payroll bureau',
        },
      },
      schema: {
        tags,
        summary: "The month's gross pay as CSV for the payroll bureau (amounts in pounds, two decimals)",
        querystring: query,
        response: csvResponse('A line per person, rate and type of hours'),
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `gross-pay-${request.query.month}.csv`,
        await pay.csv(request.caller, request.query.month, request.query.home),
      ),
  );
  app.get<{ Params: { staffId: string }; Querystring: { month: string } }>(
    '/api/pay/gross/:staffId',
    {
      schema: {
        tags,
        summary: "One person's gross pay for a month (HR, directors, or the person)",
        params: { type: 'object', required: ['staffId'], additionalProperties: false, properties: { staffId: uuid } },
        querystring: { type: 'object', additionalProperties: false, required: ['month'], properties: { month } },
      },
    },
    async (request) => pay.forPerson(request.caller, request.params.staffId, request.query.month),
  );

  const reference = referenceRatesService(deps);
  const referenceTags = ['pay reference'];
  app.get(
    '/api/pay/reference',
    {
      schema: {
        tags: referenceTags,
        summary:
          'The rates pay is checked and paid by (directors): minimum wage bands, night-premium hours and bank ' +
          'holiday changes, each with its source, whether it was checked here, and the corrections kept as history',
      },
    },
    async (request) => reference.list(request.caller),
  );
  for (const k of KIND_ROUTES) {
    const body = {
      type: 'object',
      additionalProperties: false,
      required: [...Object.keys(k.properties), 'source', 'checked'],
      properties: { ...k.properties, ...common },
    };
    type Body = Record<string, unknown> & { source: string; checked: boolean };
    const row = (b: Body) => ({
      appliesFrom: b[k.date] as string,
      figures: k.figures(b),
      source: b.source,
      checked: b.checked,
    });
    app.post<{ Body: Body }>(
      `/api/pay/reference/${k.path}`,
      {
        schema: {
          tags: referenceTags,
          summary: `Add a row of ${k.what} (directors); a row already in force for that date is 409`,
          body,
          answers: [409],
        },
      },
      async (request, reply) =>
        reply.code(201).send(await reference.add(request.caller, { kind: k.kind, ...row(request.body) })),
    );
    app.post<{ Params: { id: string }; Body: Body & { reason: string } }>(
      `/api/pay/reference/${k.path}/:id/correction`,
      {
        schema: {
          tags: referenceTags,
          summary:
            `Correct a row of ${k.what} with the reason (directors): a new row that replaces it, the old one kept ` +
            'as history; a row corrected already is 409',
          params: idParams,
          body: { ...body, required: [...body.required, 'reason'], properties: { ...body.properties, reason } },
          answers: [409],
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await reference.correct(request.caller, request.params.id, row(request.body), k.kind, request.body.reason),
          ),
    );
  }
}
