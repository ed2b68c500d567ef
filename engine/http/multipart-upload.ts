// Reading a one-file multipart upload (the document locker, receipts): the file and its text fields. The
// parser's own faults (no boundary, a body cut off) are the client's (400, not 500), and NUL or lone
// surrogates in a field or the file name are refused by name, as in any JSON body (the input guard does
// not see multipart parts).
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_MAX_BYTES } from '../documents/service.ts';
import { Problem } from '../problem.ts';
import { textFault } from './input-guard.ts';

export interface UploadedFile {
  fileName: string;
  contentType: string;
  content: Buffer;
  truncated: boolean;
}

/**
 * The file (null if none was sent) and the text fields; `what` names the file in messages ("the receipt"); `maxBytes`:
 * the scope's fileSize limit.
 */
export async function readUpload(
  request: FastifyRequest,
  what: string,
  textFields: string[],
  maxBytes = DOCUMENT_MAX_BYTES,
): Promise<{ upload: UploadedFile | null; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new Problem(415, 'Unsupported media type', `Send ${what} as multipart/form-data.`);
  const fields: Record<string, string> = {};
  let upload: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE')
            throw new Problem(413, 'Payload too large', `Files can be up to ${maxBytes / 1024 / 1024} MB.`, [
              { path: '/file', message: 'is too large' },
            ]);
          throw err;
        });
        upload = { fileName: part.filename, contentType: part.mimetype, content, truncated: part.file.truncated };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof Problem || (err as { statusCode?: number }).statusCode) throw err;
    throw new Problem(
      400,
      'Bad request',
      `The upload is not a well-formed multipart/form-data body (${(err as Error).message}).`,
      [{ path: '/body', message: 'is not well-formed multipart' }],
    );
  }
  for (const key of [...textFields, 'file']) {
    const fault = textFault((key === 'file' ? upload?.fileName : fields[key]) ?? '');
    if (fault)
      throw new Problem(400, 'Bad request', `${key === 'file' ? 'The file name' : key} ${fault}.`, [
        { path: `/${key}`, message: fault },
      ]);
  }
  return { upload, fields };
}
