// The API's text answers are compressed for a client that asks, and only where that is safe and worth it: GET answers
// of a kilobyte or more, text not files, never twice, never against a q=0.
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chosenEncoding, installCompression } from '../../engine/http/compression.ts';

describe('API answer compression', () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Daily log ${i}` })) };
  const app = Fastify();
  beforeAll(async () => {
    installCompression(app);
    app.get('/api/big', async () => big);
    app.post('/api/big', async () => big);
    app.get('/api/small', async () => ({ ok: true }));
    app.get('/api/pdf', async (_r, reply) => reply.type('application/pdf').send(Buffer.alloc(4096, 1)));
    app.get('/api/stream', async (_r, reply) => reply.type('text/csv').send(Readable.from(['a,b\n'.repeat(900)])));
    app.get('/api/varied', async (_r, reply) => reply.header('vary', 'cookie').send(big));
    app.get('/page', async (_r, reply) => reply.type('text/html').send('<p>'.repeat(900)));
    await app.ready();
  });
  afterAll(() => app.close());
  const get = (url: string, encoding?: string, method: 'GET' | 'POST' = 'GET') =>
    app.inject({ method, url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('answers brotli, else gzip, as the client accepts, with the same JSON and Vary', async () => {
    const br = await get('/api/big', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 4);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);

    const gz = await get('/api/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);

    const plain = await get('/api/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.json()).toEqual(big);
  });

  it('leaves POST answers, small answers, files, streams and pages as they are', async () => {
    for (const [url, method] of [
      ['/api/big', 'POST'],
      ['/api/small', 'GET'],
      ['/api/pdf', 'GET'],
      ['/api/stream', 'GET'],
      ['/page', 'GET'],
    ] as const) {
      const answer = await get(url, 'br, gzip', method);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-encoding'], `${method} ${url}`).toBeUndefined();
    }
  });

  it('keeps a Vary the route set', async () => {
    expect((await get('/api/varied', 'br')).headers.vary).toBe('cookie, accept-encoding');
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(chosenEncoding('gzip, deflate, br')).toBe('br');
    expect(chosenEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chosenEncoding('BR ; q=0.1')).toBe('br');
    expect(chosenEncoding('*')).toBe('br');
    expect(chosenEncoding('*, br;q=0')).toBe('gzip');
    expect(chosenEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(chosenEncoding('identity')).toBeNull();
    expect(chosenEncoding('br;q=abc')).toBeNull();
    expect(chosenEncoding('')).toBeNull();
    expect(chosenEncoding(undefined)).toBeNull();
  });
});
