// Help: the articles in help/*.md (read once at start), their search, the map the header's
// "Help" link reads, and the training videos with their captions. Open to everyone, signed in or not: help is
// not personal. Uploading or archiving a video is the product administrator's (every /api/admin route is).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_MAX_BYTES } from '../../documents/service.ts';
import { loadArticles, searchArticles } from '../../help/articles.ts';
import { videoService } from '../../help/videos.ts';
import { notFound, Problem } from '../../problem.ts';
import type { AppDeps } from '../app.ts';
import { readUpload } from '../multipart-upload.ts';
import { sendProblem } from '../problem.ts';
import { idParams } from '../schemas.ts';

export default async function helpRoutes(app: FastifyInstance, deps: AppDeps) {
  const articles = loadArticles();
  const bySlug = new Map(articles.map((a) => [a.slug, a]));
  // a record kind's own article (its definition's `help`), for forms wherever they are drawn
  const kinds = Object.fromEntries(
    [...deps.registry.defaults.values()].filter((d) => d.help && bySlug.has(d.help)).map((d) => [d.kind, d.help!]),
  );
  const videos = videoService(deps);
  const tags = ['help'];
  const videoId = {
    type: 'object',
    required: ['id'],
    additionalProperties: false,
    properties: { id: { type: 'string', pattern: '^(shipped-[a-z0-9-]{1,80}|[0-9a-f-]{36})$' } },
  } as const;

  app.get(
    '/api/help',
    {
      schema: {
        tags,
        security: [],
        summary:
          "Every help article (title, summary, area, the screens it helps with) and the record kinds' own articles",
      },
    },
    async () => ({
      articles: articles.map(({ slug, title, summary, area, paths }) => ({ slug, title, summary, area, paths })),
      kinds,
    }),
  );

  app.get<{ Querystring: { q: string } }>(
    '/api/help/search',
    {
      schema: {
        tags,
        security: [],
        summary: 'Search the help articles (titles, summaries and text)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['q'],
          properties: { q: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (r) => ({ q: r.query.q, results: searchArticles(articles, r.query.q) }),
  );

  app.get<{ Params: { slug: string } }>(
    '/api/help/articles/:slug',
    {
      schema: {
        tags,
        security: [],
        summary: 'One help article, as blocks to draw (never HTML)',
        params: {
          type: 'object',
          required: ['slug'],
          additionalProperties: false,
          properties: { slug: { type: 'string', pattern: '^[a-z0-9-]{1,80}$' } },
        },
      },
    },
    async (r) => {
      const a = bySlug.get(r.params.slug);
      if (!a) throw notFound('The help article');
      const { text: _text, ...rest } = a;
      return rest;
    },
  );

  app.get(
    '/api/help/videos',
    {
      schema: {
        tags,
        security: [],
        summary: 'Training videos (shipped with the product, and uploaded by the product administrator)',
      },
    },
    async () => ({ videos: await videos.list() }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/help/videos/:id/video',
    {
      schema: {
        tags,
        security: [],
        summary: "A training video's file: whole, or the byte range a Range header asks for (206)",
        params: videoId,
        answers: [200, 206, 416],
      },
    },
    async (r, reply) => {
      const v = await videos.get(r.params.id);
      if (!v) throw notFound('The video');
      reply.type(v.contentType).header('cache-control', 'private, max-age=3600').header('accept-ranges', 'bytes');
      // a byte range, as phones' players ask for one (Safari will not play a video served without ranges)
      const range = /^bytes=(\d*)-(\d*)$/.exec(r.headers.range ?? '');
      if (!range || (!range[1] && !range[2])) return reply.send(v.content);
      const size = v.content.length;
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start >= size || start > end)
        return sendProblem(
          reply.header('content-range', `bytes */${size}`),
          new Problem(416, 'Range not satisfiable', `The video is ${size} bytes; ask for a range within them.`),
        );
      return reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${size}`)
        .send(v.content.subarray(start, end + 1));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/help/videos/:id/captions.vtt',
    { schema: { tags, security: [], summary: "A training video's WebVTT captions", params: videoId } },
    async (r, reply) => {
      const v = await videos.get(r.params.id);
      if (!v) throw notFound('The video');
      return reply.type('text/vtt; charset=utf-8').send(v.captions);
    },
  );

  app.register(async (admin) => {
    admin.addHook('onRequest', deps.requireCaller);
    await admin.register(multipart, {
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 512 * 1024 },
    });
    admin.post(
      '/api/admin/training-videos',
      {
        schema: {
          tags,
          summary:
            'Upload a training video (MP4 or WebM) with its WebVTT captions (multipart: file, title, description, captions)',
          consumes: ['multipart/form-data'],
        },
      },
      async (r, reply) => {
        const { upload, fields } = await readUpload(r, 'the video', ['title', 'description', 'captions']);
        if (!upload)
          throw new Problem(422, 'Validation failed', 'Choose a video file.', [
            { path: '/file', message: 'is required' },
          ]);
        if (upload.truncated)
          throw new Problem(413, 'Payload too large', `Videos can be up to ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`, [
            { path: '/file', message: 'is too large' },
          ]);
        const id = await videos.upload(r.caller.id, {
          title: fields.title ?? '',
          description: fields.description ?? null,
          fileName: upload.fileName,
          contentType: upload.contentType,
          content: upload.content,
          captions: fields.captions ?? '',
        });
        await deps.store.forOrg(r.caller.orgId).audit.write({
          userId: r.caller.id,
          action: 'training-video.add',
          entity: 'training-video',
          entityId: id,
          detail: { title: fields.title, sizeBytes: upload.content.length },
        });
        return reply.code(201).send({ id });
      },
    );
    admin.post<{ Params: { id: string } }>(
      '/api/admin/training-videos/:id/archive',
      { schema: { tags, summary: 'Archive a training video (kept, no longer listed)', params: idParams } },
      async (r) => {
        if (!(await deps.store.trainingVideos.archive(r.params.id))) throw notFound('The video');
        await deps.store.forOrg(r.caller.orgId).audit.write({
          userId: r.caller.id,
          action: 'training-video.archive',
          entity: 'training-video',
          entityId: r.params.id,
        });
        return { id: r.params.id, archived: true };
      },
    );
  });
}
