// The API's text answers compressed for a client that asks: a phone on a slow link gets the kinds' definitions
// (~107 KB of JSON) in ~12 KB. Built files are compressed once by the build (web/build/precompress.ts), not here.
// Only GET answers: a POST may answer a secret once (an API token, a second factor's recovery codes), and a
// compressed secret beside text an attacker chose leaks through its length (BREACH).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const MIN_BYTES = 1024; // smaller answers gain less than a packet
const TEXT = /^(application\/(json|problem\+json|x-ndjson)|text\/)/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
// Quality 4: about gzip's size at a fraction of brotli 11's CPU, on every answer rather than once per build.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** The encoding to answer in, from an Accept-Encoding header (brotli first; an encoding with q=0 is refused). */
export function chosenEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const offered = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part
      .toLowerCase()
      .split(';')
      .map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) offered.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const wants = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  return wants('br') ? 'br' : wants('gzip') ? 'gzip' : null;
}

/** Compress the answers of the API's GET routes declared after this (a save or a sign-off pays nothing for it). */
export function installCompression(app: FastifyInstance) {
  const compress = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    // streams (files, exports) and answers already encoded pass as they are
    if (request.method !== 'GET') return payload; // a route may take GET and POST
    if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || reply.getHeader('content-encoding'))
      return payload;
    if (!TEXT.test(String(reply.getHeader('content-type') ?? '')) || Buffer.byteLength(payload) < MIN_BYTES)
      return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = encoding === 'br' ? await brotli(payload, BROTLI) : await gzipped(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.includes('GET') || !route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    route.onSend = [...[route.onSend ?? []].flat(), compress];
  });
}
