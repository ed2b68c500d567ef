// Writes the service worker (web/offline/sw.js) into the build with the list of files that make the app shell, so
// the app opens offline after one visit. The charts' chunks are left out: they are large, the charts need the API's
// answers anyway, and the budget for the kept shell is 600 KB gzip. Decision 0720.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Chunks not kept for offline use (their names come from the libraries they hold). */
const NOT_KEPT = /(chart|tremor|\.map$)/i;

export function appShellWorker(webRoot: string): Plugin {
  return {
    name: 'care-app-shell-worker',
    apply: 'build',
    // after Vite's own plugins, which drop the empty script of a chunk that is only styles (a missing file would
    // fail the worker's install)
    enforce: 'post',
    generateBundle(_options, bundle) {
      const built = Object.entries(bundle)
        .filter(([f, out]) => f !== 'index.html' && !NOT_KEPT.test(f) && !(out.type === 'chunk' && !out.code.trim()))
        .map(([f]) => f);
      const publicFiles = readdirSync(join(webRoot, 'public'));
      const shell = [...built, ...publicFiles].map((f) => `/${f}`).sort();
      const build = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 16);
      const source = readFileSync(join(webRoot, 'offline', 'sw.js'), 'utf8')
        .replace("'__BUILD__'", JSON.stringify(build))
        .replace("['__SHELL__']", JSON.stringify(shell));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
