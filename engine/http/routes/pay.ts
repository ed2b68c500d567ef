// Gross pay over HTTP: a month's pay by person, one person's, and the payroll CSV.
import type { FastifyInstance } from 'fastify';
import { payService } from '../../pay/service.ts';
import type { AppDeps } from '../app.ts';
import { csvResponse, sendCsv } from '../csv-reply.ts';
import { uuid } from '../schemas.ts';

const month = { type: 'string', pattern: '^(20[0-9]{2})-(0[1-9]|1[0-2])$' } as const;
const query = {
  type: 'object',
  additionalProperties: false,
  required: ['month'],
  properties: { month, home: uuid },
} as const;

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
}
