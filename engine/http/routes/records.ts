// The generic record API: one set of routes for every record kind.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RECORD_LIST_FILTERS } from '../../../definitions/list-statuses.ts';
import { Problem } from '../../problem.ts';
import { type Once, requestHash } from '../../records/idempotency.ts';
import type { ListQuery } from '../../records/service.ts';
import { WORKFLOW_ACTIONS, type WorkflowAction } from '../../workflow/index.ts';
import type { AppDeps } from '../app.ts';
import { INT4_MAX, kindParams, positiveInt, recordParams, uuid, versionBody } from '../schemas.ts';

const dataObject = {
  type: 'object',
  description: "The record data, as the definition's JSON Schema describes it",
} as const;
/** A workflow action or archive: the version seen, and why (required to reopen or archive; kept in the history). */
const reasonBody = {
  ...versionBody,
  properties: { ...versionBody.properties, reason: { type: 'string', maxLength: 2000 } },
} as const;

/** A workflow step: as `reasonBody`, and the fields an approval step fills in where its kind declares them. */
const stepBody = {
  ...reasonBody,
  properties: {
    ...reasonBody.properties,
    data: {
      type: 'object',
      description:
        "Fields this step fills in, as the kind's `stepFields` declare for it (accepting a home-transfer: " +
        '`keyWorkerId`, `moveOn`), validated by its schema',
    },
  },
} as const;

/** The version the client last saw: the body's `version`, or an If-Match header. */
function expectedVersion(body: { version?: number } | undefined, ifMatch: string | undefined): number {
  const v = body?.version ?? (ifMatch ? Number(ifMatch.replaceAll('"', '').replace(/^W\//, '')) : undefined);
  if (!v || !Number.isInteger(v) || v < 1 || v > INT4_MAX)
    throw new Problem(400, 'Bad request', 'Send the version you last saw (body "version" or If-Match).', [
      { path: '/body/version', message: 'is required' },
    ]);
  return v;
}

/**
 * Sent by the device's send queue with a write made with no connection: when the device's clock said it was written.
 * Kept to show on the record beside the server's time of receipt; never refused for a wrong clock (a write made on a
 * shift must not be lost for it) and never used for a deadline.
 */
const writtenOfflineHeader = {
  'written-offline-at': {
    type: 'string',
    format: 'date-time',
    maxLength: 40,
    description: "Written with no connection at this device time (shown on the record; deadlines use the server's)",
  },
} as const;

/** The device time a queued write was written, if it says. */
function writtenOfflineAt(request: FastifyRequest): Date | null {
  const at = request.headers['written-offline-at'];
  return typeof at === 'string' ? new Date(at) : null;
}

/** An optional Idempotency-Key: printable ASCII, long enough to be unique (a UUID is 36). */
const keyHeaders = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 16,
      maxLength: 200,
      pattern: '^[!-~]+$',
      description: 'Sent again with the same request, answered from the first (never done twice)',
    },
    ...writtenOfflineHeader,
  },
} as const;

/**
 * The request's Idempotency-Key and the hash of what it asks; a replay is answered with `Idempotent-Replayed: true`.
 * No key: an ordinary write.
 */
function onceOf(request: FastifyRequest, reply: FastifyReply, what: Record<string, unknown>): Once | undefined {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return undefined;
  return {
    key,
    hash: requestHash({ method: request.method, ...what }),
    onReplay: () => void reply.header('idempotent-replayed', 'true'),
  };
}

export default async function recordRoutes(app: FastifyInstance, { records, requireCaller }: AppDeps) {
  app.addHook('onRequest', requireCaller);

  app.get<{ Querystring: { recent?: boolean; limit?: number } }>(
    '/api/records',
    {
      config: { replica: true },
      schema: {
        tags: ['records'],
        summary: 'Recent records in my homes, every kind I may read',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { recent: { type: 'boolean' }, limit: { type: 'integer', minimum: 1, maximum: 100 } },
        },
      },
    },
    async (request) => records.recent(request.caller, request.query.limit ?? 20),
  );

  app.get<{ Params: { kind: string }; Querystring: Record<string, string | number | boolean> }>(
    '/api/records/:kind',
    {
      config: { replica: true },
      schema: {
        answers: [422],
        tags: ['records'],
        summary: 'List records of a kind, newest first (keyset paging)',
        params: kindParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            youngPerson: uuid,
            home: uuid,
            staff: uuid,
            // the generic list statuses (SPEC §4: ongoing, signoffs_pending = any sign-off owed, completed)
            // or one record status
            status: { type: 'string', enum: RECORD_LIST_FILTERS },
            from: { type: 'string', format: 'date-time' },
            to: { type: 'string', format: 'date-time' },
            archived: { type: 'boolean' },
            limit: { type: 'integer', minimum: 1, maximum: 100 },
            cursor: { type: 'string', maxLength: 200 },
            where: {
              type: 'array',
              maxItems: 5,
              items: { type: 'string', minLength: 3, maxLength: 200 },
              description: 'path=value on a choice or yes/no field, e.g. general.types=assault',
            },
          },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const query: ListQuery = {
        youngPersonId: q.youngPerson as string | undefined,
        homeId: q.home as string | undefined,
        staffId: q.staff as string | undefined,
        status: q.status as string | undefined,
        from: q.from ? new Date(q.from as string) : undefined,
        to: q.to ? new Date(q.to as string) : undefined,
        archived: q.archived as boolean | undefined,
        limit: q.limit as number | undefined,
        cursor: q.cursor as string | undefined,
        where: q.where as unknown as string[] | undefined,
      };
      return records.list(request.caller, request.params.kind, query);
    },
  );

  app.post<{
    Params: { kind: string };
    Body: { id?: string; youngPersonId?: string; homeId?: string; staffId?: string; data: Record<string, unknown> };
  }>(
    '/api/records/:kind',
    {
      schema: {
        tags: ['records'],
        summary:
          'Create a draft record (may be partial). With `id` (a UUID the client made), the same create sent again ' +
          'returns the record it made (Idempotent-Replayed: true); other content under that id is a 409',
        params: kindParams,
        headers: { type: 'object', properties: writtenOfflineHeader },
        body: {
          type: 'object',
          required: ['data'],
          additionalProperties: false,
          properties: { id: uuid, youngPersonId: uuid, homeId: uuid, staffId: uuid, data: dataObject },
        },
      },
    },
    async (request, reply) => {
      // only a create with the client's id can be sent again: the hash (a canonical copy of the body) is for those
      const made = await records.create(
        request.caller,
        request.params.kind,
        request.body,
        request.body.id
          ? {
              hash: requestHash({ kind: request.params.kind, body: request.body }),
              onReplay: () => void reply.header('idempotent-replayed', 'true'),
            }
          : undefined,
      );
      const offline = writtenOfflineAt(request);
      // a replay's answer is the record as it now is: its time was noted when it was first made
      if (offline && !reply.hasHeader('idempotent-replayed'))
        await records.noteWrittenOffline(request.caller, made.id, made.version, offline);
      return reply.code(201).send(made);
    },
  );

  app.get<{ Params: { kind: string; id: string } }>(
    '/api/records/:kind/:id',
    {
      schema: {
        tags: ['records'],
        summary: 'Read a record, its sign-offs and the actions I may take now',
        params: recordParams,
      },
    },
    async (request) => records.read(request.caller, request.params.kind, request.params.id),
  );

  app.put<{ Params: { kind: string; id: string }; Body: { data: Record<string, unknown>; version?: number } }>(
    '/api/records/:kind/:id',
    {
      schema: {
        tags: ['records'],
        summary:
          'Save a draft (409 when the version is stale, naming who saved last and when; an Idempotency-Key makes ' +
          'a replay answer as the first save did)',
        params: recordParams,
        headers: keyHeaders,
        body: {
          type: 'object',
          required: ['data'],
          additionalProperties: false,
          properties: { data: dataObject, version: positiveInt },
        },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const version = expectedVersion(request.body, request.headers['if-match']);
      const once = onceOf(request, reply, { kind, id, version, data: request.body.data });
      const saved = await records.update(request.caller, kind, id, { data: request.body.data, version }, once);
      const offline = writtenOfflineAt(request);
      if (offline && !reply.hasHeader('idempotent-replayed'))
        await records.noteWrittenOffline(request.caller, saved.id, saved.version, offline);
      return saved;
    },
  );

  app.post<{
    Params: { kind: string; id: string; action: WorkflowAction };
    Body: { version: number; reason?: string; data?: Record<string, unknown> };
  }>(
    '/api/records/:kind/:id/actions/:action',
    {
      schema: {
        tags: ['records'],
        summary:
          'Workflow action: submit, sign-off or reopen (reopen says why: `reason`); a request (approval kinds) is ' +
          'approved, rejected (saying why) or cancelled, with the fields the kind lets that step fill in (`data`)',
        params: {
          ...recordParams,
          required: ['kind', 'id', 'action'],
          properties: {
            ...recordParams.properties,
            action: { type: 'string', enum: WORKFLOW_ACTIONS },
          },
        },
        headers: keyHeaders,
        body: stepBody,
      },
    },
    async (request, reply) => {
      const { kind, id, action } = request.params;
      const { version, reason, data } = request.body;
      const once = onceOf(request, reply, { kind, id, action, version, reason, data });
      return records.act(request.caller, kind, id, action, version, reason, once, data);
    },
  );

  for (const [path, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post<{ Params: { kind: string; id: string }; Body: { version: number; reason?: string } }>(
      `/api/records/:kind/:id/${path}`,
      {
        schema: {
          tags: ['records'],
          summary: archived ? 'Archive a record (no hard delete; says why: `reason`)' : 'Restore an archived record',
          params: recordParams,
          headers: keyHeaders,
          body: reasonBody,
        },
      },
      async (request, reply) => {
        const { kind, id } = request.params;
        const { version, reason } = request.body;
        const once = onceOf(request, reply, { kind, id, path, version, reason });
        return records.archive(request.caller, kind, id, version, archived, reason, once);
      },
    );
  }

  app.get<{ Params: { kind: string; id: string } }>(
    '/api/records/:kind/:id/revisions',
    {
      schema: { tags: ['records'], summary: 'Every saved version: who, when, what changed', params: recordParams },
    },
    async (request) => records.revisions(request.caller, request.params.kind, request.params.id),
  );

  app.get<{ Params: { kind: string; id: string } }>(
    '/api/records/:kind/:id/comments',
    {
      schema: { tags: ['records'], summary: 'Comments on a record', params: recordParams },
    },
    async (request) => records.comments(request.caller, request.params.kind, request.params.id),
  );

  app.post<{ Params: { kind: string; id: string }; Body: { body: string } }>(
    '/api/records/:kind/:id/comments',
    {
      schema: {
        tags: ['records'],
        summary: "Add a comment (e.g. a young person's view of their plan)",
        params: recordParams,
        body: {
          type: 'object',
          required: ['body'],
          additionalProperties: false,
          properties: { body: { type: 'string', minLength: 1, maxLength: 5000 } },
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await records.addComment(request.caller, request.params.kind, request.params.id, request.body.body)),
  );

  app.get<{ Querystring: { limit?: number; cursor?: string; slice?: 'hr' } }>(
    '/api/signoffs/inbox',
    {
      config: { replica: true },
      schema: {
        tags: ['records'],
        summary:
          'Records awaiting my sign-off, newest request first, a page at a time (and how many in all, up to 1,000); slice=hr keeps records about staff',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: 200 },
            cursor: { type: 'string', maxLength: 200 },
            slice: { type: 'string', enum: ['hr'] },
          },
        },
      },
    },
    async (request) =>
      records.inbox(request.caller, request.query.limit ?? 50, request.query.cursor, request.query.slice),
  );
}
