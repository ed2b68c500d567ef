// Data migration over HTTP (/data-migration): upload, targets and their fields, saved mappings, dry run,
// import (small files in the request, larger ones as a BullMQ job the screen polls), history and undo.
// Every /api/admin route is refused to anyone but the product administrator (engine/http/app.ts).
import multipart from '@fastify/multipart';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { dataMigrationService, type MappingInput } from '../../data-migration/service.ts';
import { isStorableInstant, isUuid } from '../../definitions/formats.ts';
import { QUEUES } from '../../jobs/queues.ts';
import { Problem } from '../../problem.ts';
import type { AppDeps } from '../app.ts';
import { csvResponse, sendCsv } from '../csv-reply.ts';
import { readUpload } from '../multipart-upload.ts';
import { idParams, uuid } from '../schemas.ts';

/** An upload's size limit (DATA_MIGRATION_MAX_MB, default 50 MB: about 300,000 rows of ten short columns). */
export const DATA_MIGRATION_MAX_BYTES = Number(process.env.DATA_MIGRATION_MAX_MB ?? 50) * 1024 * 1024;

const columns = {
  type: 'object',
  maxProperties: 500,
  propertyNames: { maxLength: 300 },
  additionalProperties: { type: 'string', maxLength: 300 },
} as const;
const target = { type: 'string', pattern: '^(homes|staff|young-people|record:[a-z][a-z0-9-]{0,63})$' } as const;
const mappingBody = {
  type: 'object',
  additionalProperties: false,
  required: ['organisationId', 'fileId', 'target', 'columns'],
  // homeId: put every row in this home (a file with no home column)
  properties: { organisationId: uuid, fileId: uuid, target, columns, homeId: uuid },
} as const;

export default async function dataMigrationRoutes(app: FastifyInstance, deps: AppDeps) {
  const service = dataMigrationService(deps);
  app.addHook('onRequest', deps.requireCaller);
  await app.register(multipart, {
    limits: { fileSize: DATA_MIGRATION_MAX_BYTES, files: 1, fields: 2, fieldSize: 200 },
  });
  const tags = ['data migration'];

  // Larger files go to the workers' data-migration queue; when Redis does not answer, this process runs them.
  let queue: Queue | null = null;
  app.addHook('onClose', async () => {
    await queue?.close();
  });
  const enqueue = async (id: string) => {
    // a producer fails fast while Redis is down (as workers/start.ts's producers do)
    queue ??= new Queue(QUEUES.dataMigration, {
      connection: { url: deps.config.redisUrl, maxRetriesPerRequest: null, enableOfflineQueue: false },
      prefix: deps.config.jobsPrefix,
    });
    queue.on('error', () => undefined);
    try {
      await Promise.race([
        queue.add(
          'import',
          { importId: id },
          { jobId: `import-${id}`, attempts: 3, backoff: { type: 'exponential', delay: 5_000 } },
        ),
        new Promise((_, reject) => setTimeout(() => reject(new Error('Redis did not answer')), 2_000)),
      ]);
    } catch (err) {
      app.log.warn({ err }, `data import ${id}: job queue unavailable; running it in this process`);
      void service.execute(id).catch((e) => app.log.error({ err: e }, `data import ${id} failed`));
    }
  };

  app.get<{ Querystring: { organisationId: string } }>(
    '/api/admin/data-migration/targets',
    {
      schema: {
        answers: [422],
        tags,
        summary: "What an organisation's files can be imported into: homes, staff, young people and every record kind",
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['organisationId'],
          properties: { organisationId: uuid },
        },
      },
    },
    async (r) => service.targets(r.query.organisationId),
  );

  app.get<{ Params: { target: string }; Querystring: { organisationId: string; fileId?: string } }>(
    '/api/admin/data-migration/targets/:target',
    {
      schema: {
        answers: [422],
        tags,
        summary:
          "A target's fields (paths and titles), a first guess of the mapping for an uploaded file (loose: headings matched by likeness, to confirm), the field a home for every row fills (homeField) with the current homes to choose from, and the saved mappings",
        params: { type: 'object', additionalProperties: false, required: ['target'], properties: { target } },
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['organisationId'],
          properties: { organisationId: uuid, fileId: uuid },
        },
      },
    },
    async (r) => service.target(r.query.organisationId, r.params.target, r.query.fileId),
  );

  app.post(
    '/api/admin/data-migration/files',
    {
      schema: {
        tags,
        summary: 'Upload a CSV or .xlsx file (multipart: file); answers its headings, row count and first rows',
        consumes: ['multipart/form-data'],
      },
    },
    async (r, reply) => {
      const { upload } = await readUpload(r, 'the file', [], DATA_MIGRATION_MAX_BYTES);
      if (!upload || upload.truncated)
        throw new Problem(422, 'Validation failed', 'Choose a CSV or Excel (.xlsx) file to upload.', [
          { path: '/file', message: 'is required' },
        ]);
      return reply.code(201).send(await service.upload(r.caller, upload.fileName || 'upload.csv', upload.content));
    },
  );

  app.post<{ Body: { organisationId: string; target: string; name: string; columns: Record<string, string> } }>(
    '/api/admin/data-migration/mappings',
    {
      schema: {
        tags,
        summary: 'Save a mapping under a name for an organisation and target (the same name replaces it)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['organisationId', 'target', 'name', 'columns'],
          properties: {
            organisationId: uuid,
            target,
            name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
            columns,
          },
        },
      },
    },
    async (r, reply) => reply.code(201).send(await service.saveMapping(r.caller, r.body)),
  );

  app.post<{ Body: MappingInput; Querystring: { format?: 'json' | 'csv'; reason?: string } }>(
    '/api/admin/data-migration/dry-run',
    {
      config: {
        personalDataExport: {
          what: 'A dry run of an import: the failing rows, with their values',
          why: "checking an organisation's data before it is imported (the product administrator)",
          fileWhen: { format: 'csv' },
        },
      },
      schema: {
        tags,
        summary:
          "Check every row against the target's own validation and references; writes nothing (format=csv: the report as CSV)",
        body: mappingBody,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { format: { type: 'string', enum: ['json', 'csv'] } },
        },
        response: csvResponse('The report: JSON, or with format=csv a line per failing row and field', {
          'application/json': { schema: {} },
        }),
      },
    },
    async (r, reply) => {
      const report = await service.dryRun(r.body);
      if (r.query.format !== 'csv') return { ...report, errors: report.errors.slice(0, 5000) };
      return sendCsv(reply, 'dry-run-report.csv', service.reportCsv(report));
    },
  );

  app.post<{ Body: MappingInput }>(
    '/api/admin/data-migration/imports',
    {
      schema: {
        answers: [201, 202],
        tags,
        summary: 'Import all rows or none: small files at once (201), larger ones as a job to poll (202)',
        body: mappingBody,
      },
    },
    async (r, reply) => {
      const { ran, run } = await service.start(r.caller, r.body, enqueue);
      return reply.code(ran ? 201 : 202).send(run);
    },
  );

  app.get<{ Querystring: { limit?: number; cursor?: string } }>(
    '/api/admin/data-migration/imports',
    {
      schema: {
        tags,
        summary: 'Every import, newest first (file, target, counts, who ran it, when)',
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
    async (r) => {
      let after: { at: Date; id: string } | undefined;
      if (r.query.cursor) {
        const [at, id] = r.query.cursor.split('_');
        if (!at || !isStorableInstant(at) || !isUuid(id ?? ''))
          throw new Problem(400, 'Bad request', 'The cursor is not one this API gave out.', [
            { path: '/cursor', message: 'is not valid' },
          ]);
        after = { at: new Date(at), id };
      }
      const limit = r.query.limit ?? 50;
      const imports = await service.history(limit, after);
      const last = imports.length === limit ? imports[imports.length - 1] : null;
      return { imports, nextCursor: last ? `${new Date(last.startedAt).toISOString()}_${last.id}` : null };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/admin/data-migration/imports/:id',
    {
      schema: {
        tags,
        summary: 'One import with its progress (0–100) and, when refused, its failing rows',
        params: idParams,
      },
    },
    async (r) => service.one(r.params.id),
  );

  app.post<{ Params: { id: string } }>(
    '/api/admin/data-migration/imports/:id/undo',
    {
      schema: {
        tags,
        summary: 'Undo an import: archive everything it made (never deleted); asking again changes nothing',
        params: idParams,
      },
    },
    async (r) => service.undo(r.caller, r.params.id),
  );
}
