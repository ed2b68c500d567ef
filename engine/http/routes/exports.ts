// Files of personal data made in the background (decision 0990): a subject access pack asked for with a reason, its
// progress, and its one download. Only the person who asked sees it; anyone else's id is not found.
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { type ExportAsked, exportService } from '../../exports/service.ts';
import { QUEUES } from '../../jobs/queues.ts';
import type { AppDeps } from '../app.ts';
import { reasonParam } from '../export-audit.ts';
import { idParams, uuid } from '../schemas.ts';

const tags = ['exports'];

export default async function exportRoutes(app: FastifyInstance, deps: AppDeps) {
  const exports = exportService(deps);
  app.addHook('onRequest', deps.requireCaller);

  // Made by the workers' exports queue; when Redis does not answer, by this process (the row says it is queued
  // either way, and the workers' sweep makes any job Redis lost).
  let queue: Queue | null = null;
  app.addHook('onClose', async () => {
    await queue?.close();
  });
  const enqueue = async (id: string) => {
    queue ??= new Queue(QUEUES.exports, {
      connection: { url: deps.config.redisUrl, maxRetriesPerRequest: null, enableOfflineQueue: false },
      prefix: deps.config.jobsPrefix,
    });
    queue.on('error', () => undefined);
    try {
      await Promise.race([
        queue.add('make', { exportId: id }, { jobId: `export-${id}`, attempts: 3 }),
        new Promise((_, reject) => setTimeout(() => reject(new Error('Redis did not answer')), 2_000)),
      ]);
    } catch (err) {
      app.log.warn({ err }, `export ${id}: job queue unavailable; making it in this process`);
      void exports.make(id).catch((e) => app.log.error({ err: e }, `export ${id} failed`));
    }
  };

  app.post<{ Body: ExportAsked }>(
    '/api/exports',
    {
      schema: {
        tags,
        summary:
          "Ask for a subject access pack (a young person's or a member of staff's; for review or released; PDF or " +
          'archive) to be made in the background, with the reason: refused as the pack itself would be',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['subject', 'subjectId', 'requestId', 'stage', 'format', 'reason'],
          properties: {
            subject: { type: 'string', enum: ['young-person', 'staff'] },
            subjectId: uuid,
            requestId: uuid,
            stage: { type: 'string', enum: ['review', 'release'] },
            format: { type: 'string', enum: ['pdf', 'json'] },
            reason: reasonParam,
          },
        },
        answers: [202, 409, 422],
      },
    },
    async (request, reply) => {
      const made = await exports.request(request.caller, { ...request.body, reason: request.body.reason.trim() });
      await enqueue(made.id);
      return reply.code(202).send(made);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/exports/:id',
    {
      schema: {
        tags,
        summary: 'One of your exports: its state and progress (0–100), and when its file leaves the server',
        params: idParams,
      },
    },
    async (request) => exports.status(request.caller, request.params.id),
  );

  app.get<{ Params: { id: string } }>(
    '/api/exports/:id/file',
    {
      schema: {
        tags,
        summary:
          'Download your export once it is ready: the file leaves the server with this answer (410 after, or past ' +
          'its time limit; 409 while it is being made)',
        params: idParams,
        answers: [409, 410],
      },
    },
    async (request, reply) => {
      const file = await exports.download(request.caller, request.params.id);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName.replace(/["\\\r\n]/g, '')}"`)
        .send(file.content);
    },
  );
}
