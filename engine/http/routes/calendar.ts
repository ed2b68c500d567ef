// The calendar over HTTP: a home's or a person's items in a range, today, handovers,
// and a person's iCalendar feed (by its secret address, or signed in).
import type { FastifyInstance } from 'fastify';
import { calendarService } from '../../calendar/service.ts';
import type { AppDeps } from '../app.ts';
import { uuid } from '../schemas.ts';

const day = { type: 'string', format: 'date', formatMinimum: '2000-01-01', formatMaximum: '2999-12-31' } as const;

export default async function calendarRoutes(app: FastifyInstance, deps: AppDeps) {
  const calendar = calendarService(deps);
  const tags = ['calendar'];
  const signedIn = { onRequest: deps.requireCaller };

  app.get<{ Querystring: { home?: string; staff?: string; from: string; to: string } }>(
    '/api/calendar',
    {
      ...signedIn,
      schema: {
        answers: [422],
        tags,
        summary:
          "A home's calendar (shifts, leave, tasks, obligations, reviews, appointments, birthdays) or a person's (shifts, leave, tasks); at most 62 days",
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['from', 'to'],
          properties: { home: uuid, staff: uuid, from: day, to: day },
        },
      },
    },
    async (request) =>
      calendar.calendar(request.caller, {
        homeId: request.query.home,
        staffId: request.query.staff,
        from: request.query.from,
        to: request.query.to,
      }),
  );

  app.get<{ Querystring: { home: string; date?: string } }>(
    '/api/calendar/day',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Today (or a day) in a home, for the shift',
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['home'],
          properties: { home: uuid, date: day },
        },
      },
    },
    async (request) => calendar.day(request.caller, request.query.home, request.query.date),
  );

  app.get<{ Querystring: { home: string } }>(
    '/api/calendar/handovers',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A home's handover records, newest first",
        querystring: { type: 'object', additionalProperties: false, required: ['home'], properties: { home: uuid } },
      },
    },
    async (request) => calendar.handovers(request.caller, request.query.home),
  );

  app.get(
    '/api/calendar/feed',
    { ...signedIn, schema: { tags, summary: 'Whether I have a calendar address' } },
    async (request) => calendar.hasFeed(request.caller),
  );
  app.post(
    '/api/calendar/feed',
    {
      ...signedIn,
      schema: { tags, summary: 'Make a new address for my calendar (iCalendar); the old one stops working' },
    },
    async (request, reply) => reply.code(201).send(await calendar.newFeed(request.caller)),
  );

  app.get<{ Querystring: { token?: string } }>(
    '/api/calendar/ical',
    {
      schema: {
        tags,
        summary: 'My calendar as iCalendar (RFC 5545): by its secret address (?token=), or signed in',
        security: [{}, { session: [] }],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { token: { type: 'string', minLength: 20, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
        },
      },
    },
    async (request, reply) => {
      if (!request.query.token) await deps.requireCaller(request);
      const body = await calendar.ical(request.query.token ? null : request.caller, request.query.token);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}
