// The document locker over HTTP: multipart upload, list, download, archive.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { companyLogoService } from '../../documents/company-logo.ts';
import { DOCUMENT_MAX_BYTES, documentService } from '../../documents/service.ts';
import { Problem } from '../../problem.ts';
import type { AppDeps } from '../app.ts';
import { readUpload } from '../multipart-upload.ts';
import { idParams, uuid } from '../schemas.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function documentRoutes(app: FastifyInstance, deps: AppDeps) {
  const documents = documentService(deps);
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000 } });
  app.addHook('onRequest', deps.requireCaller);

  app.post(
    '/api/documents',
    {
      schema: {
        tags: ['documents'],
        summary: 'Upload a file (multipart: file, youngPersonId, recordId or staffId, title, category)',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const { upload, fields } = await readUpload(request, 'the file', [
        'youngPersonId',
        'recordId',
        'staffId',
        'title',
        'category',
      ]);
      if (!upload)
        throw new Problem(422, 'Validation failed', 'Attach a file.', [{ path: '/file', message: 'is required' }]);
      for (const key of ['youngPersonId', 'recordId', 'staffId'] as const) {
        if (fields[key] && !UUID.test(fields[key]))
          throw new Problem(400, 'Bad request', `${key} is not a valid id.`, [
            { path: `/${key}`, message: 'must be a uuid' },
          ]);
      }
      const doc = await documents.upload(request.caller, {
        ...upload,
        youngPersonId: fields.youngPersonId,
        recordId: fields.recordId,
        staffId: fields.staffId,
        title: fields.title,
        category: fields.category,
      });
      return reply.code(201).send(doc);
    },
  );

  app.get<{ Querystring: { youngPerson?: string; record?: string; staff?: string; archived?: boolean } }>(
    '/api/documents',
    {
      schema: {
        tags: ['documents'],
        summary: "A young person's, a record's or a member of staff's documents",
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { youngPerson: uuid, record: uuid, staff: uuid, archived: { type: 'boolean' } },
        },
        // a list asked for without saying whose documents
        answers: [422],
      },
    },
    async (request) =>
      documents.list(request.caller, {
        youngPersonId: request.query.youngPerson,
        recordId: request.query.record,
        staffId: request.query.staff,
        archived: request.query.archived,
      }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/documents/:id',
    { schema: { tags: ['documents'], summary: "A document's details", params: idParams } },
    async (request) => documents.read(request.caller, request.params.id),
  );

  app.get<{ Params: { id: string } }>(
    '/api/documents/:id/content',
    { schema: { tags: ['documents'], summary: 'Download the file', params: idParams } },
    async (request, reply) => {
      const { doc, content } = await documents.download(request.caller, request.params.id);
      return reply
        .header('content-type', doc.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${doc.fileName.replace(/[^\w.-]+/g, '_')}"; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  // the company logo (/company): the organisation's own file, shown in every page's header, so cached (revalidated by
  // its hash)
  const logo = companyLogoService(deps);
  app.put(
    '/api/company/logo',
    {
      schema: {
        tags: ['settings'],
        summary: 'Replace the company logo (multipart: file; PNG, JPEG or WebP up to 1 MB); the one before is archived',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const { upload } = await readUpload(request, 'the logo', []);
      if (!upload)
        throw new Problem(422, 'Validation failed', 'Attach a file.', [{ path: '/file', message: 'is required' }]);
      return logo.replace(request.caller, upload);
    },
  );
  app.get(
    '/api/company/logo',
    {
      schema: {
        answers: [200, 304],
        tags: ['settings'],
        summary:
          'The company logo (404 when there is none: /api/auth/me says hasLogo, so the web asks only when there is one)',
      },
    },
    async (request, reply) => {
      const { doc, content } = await logo.current(request.caller);
      const etag = `"${doc.sha256}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'private, max-age=300, must-revalidate')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'");
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.header('content-type', doc.contentType).send(content);
    },
  );

  for (const [path, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post<{ Params: { id: string } }>(
      `/api/documents/:id/${path}`,
      {
        schema: {
          tags: ['documents'],
          summary: archived ? 'Archive a document' : 'Restore a document',
          params: idParams,
        },
      },
      async (request) => documents.setArchived(request.caller, request.params.id, archived),
    );
  }
}
