// Brotli and gzip copies of the built app's text files, written once at build time so the server sends them with
// no compression work per request (@fastify/static `preCompressed`). The platform's zlib does both; no plugin needed.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
// Below this a compressed copy saves less than the headers it costs.
const SMALLEST = 1024;

/** Writes `<file>.br` and `<file>.gz` beside every text file of `dir` (recursively) worth compressing. */
export function precompressFolder(dir: string): number {
  let written = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      written += precompressFolder(path);
      continue;
    }
    if (!TEXT.test(name)) continue;
    const body = readFileSync(path);
    if (body.length < SMALLEST) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    written += 1;
  }
  return written;
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
    closeBundle() {
      precompressFolder(outDir);
    },
  };
}
