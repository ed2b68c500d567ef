// The document locker over HTTP: multipart upload, list, download, archive.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_MAX_BYTES, documentService, type Upload } from '../../documents/service.ts';
import { Problem } from '../../problem.ts';
import type { AppDeps } from '../app.ts';
import { textFault } from '../input-guard.ts';
import { idParams, uuid } from '../schemas.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function documentRoutes(app: FastifyInstance, deps: AppDeps) {
  const documents = documentService(deps);
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000 } });
  app.addHook('onRequest', deps.requireCaller);

  app.post('/api/documents', {
    schema: { tags: ['documents'], summary: 'Upload a file (multipart: file, youngPersonId or recordId, title, category)', consumes: ['multipart/form-data'] },
  }, async (request, reply) => {
    if (!request.isMultipart()) throw new Problem(415, 'Unsupported media type', 'Send the file as multipart/form-data.');
    const fields: Record<string, string> = {};
    let upload: Pick<Upload, 'fileName' | 'contentType' | 'content' | 'truncated'> | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const content = await part.toBuffer().catch((err: { code?: string }) => {
            if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new Problem(413, 'Payload too large', `Files can be up to ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`, [{ path: '/file', message: 'is too large' }]);
            throw err;
          });
          upload = { fileName: part.filename, contentType: part.mimetype, content, truncated: part.file.truncated };
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (err) {
      // the multipart parser's own faults (no boundary, a body cut off) are the client's, not ours
      if (err instanceof Problem || (err as { statusCode?: number }).statusCode) throw err;
      throw new Problem(400, 'Bad request', `The upload is not a well-formed multipart/form-data body (${(err as Error).message}).`, [{ path: '/body', message: 'is not well-formed multipart' }]);
    }
    // NUL and lone surrogates, as in any JSON body (the input guard does not see multipart parts)
    for (const key of ['youngPersonId', 'recordId', 'title', 'category', 'file'] as const) {
      const fault = textFault((key === 'file' ? upload?.fileName : fields[key]) ?? '');
      if (fault) throw new Problem(400, 'Bad request', `${key === 'file' ? 'The file name' : key} ${fault}.`, [{ path: `/${key}`, message: fault }]);
    }
    if (!upload) throw new Problem(422, 'Validation failed', 'Attach a file.', [{ path: '/file', message: 'is required' }]);
    for (const key of ['youngPersonId', 'recordId'] as const) {
      if (fields[key] && !UUID.test(fields[key])) throw new Problem(400, 'Bad request', `${key} is not a valid id.`, [{ path: `/${key}`, message: 'must be a uuid' }]);
    }
    const doc = await documents.upload(request.caller, { ...upload, youngPersonId: fields.youngPersonId, recordId: fields.recordId, title: fields.title, category: fields.category });
    return reply.code(201).send(doc);
  });

  app.get<{ Querystring: { youngPerson?: string; record?: string; archived?: boolean } }>('/api/documents', {
    schema: {
      tags: ['documents'], summary: "A young person's or a record's documents",
      querystring: { type: 'object', additionalProperties: false, properties: { youngPerson: uuid, record: uuid, archived: { type: 'boolean' } } },
    },
  }, async (request) => documents.list(request.caller, { youngPersonId: request.query.youngPerson, recordId: request.query.record, archived: request.query.archived }));

  app.get<{ Params: { id: string } }>('/api/documents/:id', { schema: { tags: ['documents'], summary: 'A document\'s details', params: idParams } },
    async (request) => documents.read(request.caller, request.params.id));

  app.get<{ Params: { id: string } }>('/api/documents/:id/content', { schema: { tags: ['documents'], summary: 'Download the file', params: idParams } },
    async (request, reply) => {
      const { doc, content } = await documents.download(request.caller, request.params.id);
      return reply
        .header('content-type', doc.contentType)
        .header('content-disposition', `attachment; filename="${doc.fileName.replace(/[^\w.-]+/g, '_')}"; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`)
        .header('cache-control', 'private, no-store')
        .send(content);
    });

  for (const [path, archived] of [['archive', true], ['unarchive', false]] as const) {
    app.post<{ Params: { id: string } }>(`/api/documents/:id/${path}`, { schema: { tags: ['documents'], summary: archived ? 'Archive a document' : 'Restore a document', params: idParams } },
      async (request) => documents.setArchived(request.caller, request.params.id, archived));
  }
}
