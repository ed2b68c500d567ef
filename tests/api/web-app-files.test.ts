// The built web app's files go out compressed (brotli or gzip, as the browser accepts, from the copies the build
// writes) and a hashed chunk may be cached for good; index.html is never cached that way, so a new build is seen.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../web/build/precompress.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('the web app files', () => {
  let server: TestServer;
  const chunk = `export const words = ${JSON.stringify('Daily log for the young person. '.repeat(200))};\n`;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Care records</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-CJGa471_.js'), chunk);
    writeFileSync(join(dist, 'assets', 'tiny-AbCdEf12.css'), 'body{margin:0}');
    expect(await precompressFolder(dist)).toBe(1); // the small stylesheet and index.html are not worth compressing
    server = await startTestServer({ seed: false, env: { WEB_DIST: dist } });
  }, 120_000);
  afterAll(() => server?.close());

  const get = (url: string, encoding?: string) =>
    server.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, and plain otherwise', async () => {
    const br = await get('/assets/index-CJGa471_.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(chunk);
    expect(br.rawPayload.length).toBeLessThan(chunk.length / 5);

    const gz = await get('/assets/index-CJGa471_.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(chunk);

    const plain = await get('/assets/index-CJGa471_.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it('lets a hashed chunk be cached for a year, compressed or not, but never the page that names the chunks', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const answer = await get('/assets/index-CJGa471_.js', encoding);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/assets/tiny-AbCdEf12.css', 'br')).headers['content-encoding']).toBeUndefined();
    const page = await get('/young-people', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control'] ?? '').not.toMatch(/immutable|max-age=[1-9]/);
  });

  it('never sends a file from outside the app, compressed or not', async () => {
    for (const url of ['/assets/..%2f..%2fetc%2fpasswd', '/assets/index-CJGa471_.js.br/../../../etc/passwd']) {
      const answer = await get(url, 'br');
      // refused, or the app's own page (an address the app's router would show as not found)
      if (answer.statusCode === 200) expect(answer.body).toContain('<div id="root">');
      else expect([400, 403, 404]).toContain(answer.statusCode);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).not.toContain('root:');
    }
  });
});
