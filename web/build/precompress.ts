// Brotli and gzip copies of the built app's text files, written once at build time so the server sends them with
// no compression work per request (@fastify/static `preCompressed`). The platform's zlib does both; no plugin needed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
// Below this a compressed copy saves less than the headers it costs.
const SMALLEST = 1024;
// Brotli's best quality (11) takes ~15 s on the 850 kB chart chunk for 8% fewer bytes than quality 9 (0.6 s): the
// build runs in every test run, so large files get 9 and the rest, most of the app's first load, get 11.
const LARGE = 128 * 1024;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return textFiles(path);
    return TEXT.test(name) && statSync(path).size >= SMALLEST ? [path] : [];
  });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of `dir` (recursively) worth compressing; zlib's
 * asynchronous calls run on its thread pool, so every core compresses. Resolves to how many files it compressed.
 */
export async function precompressFolder(dir: string): Promise<number> {
  const files = textFiles(dir);
  await Promise.all(
    files.map(async (path) => {
      const body = readFileSync(path);
      const quality = body.length > LARGE ? 9 : 11;
      const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
      const [br, gz] = await Promise.all([toBrotli(body, { params }), toGzip(body, { level: 9 })]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    }),
  );
  return files.length;
}

/** Vite plugin: compress the output folder once the bundle is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'care-records:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
