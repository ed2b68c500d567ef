// Where the product's own files are, whether it runs from its TypeScript (tsx, tests) or compiled (`npm start` runs
// dist/server, tsconfig.server.json): files that are not code — the SQL migrations, the help articles, the built web
// app, the upload reader's thread script — are read from the project's folders, never from beside compiled code.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function projectRoot(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error('The project folder (with package.json) was not found.');
  }
}

export const PROJECT_ROOT = projectRoot();
/** The project path of a file or folder (a trailing slash is kept). */
export const projectPath = (path: string) => join(PROJECT_ROOT, path) + (path.endsWith('/') ? '/' : '');
/** Running the compiled server: code files end in .js. */
export const COMPILED = import.meta.url.endsWith('.js');
