// The number of distinct test names, without running the tests: `npm run test:count` (or a saved
// `vitest list --json=FILE` as the argument). Counted as the summary reporter counts them at the end of `npm test`:
// file and full name, the database driver taken out (tests/helpers/summary-reporter.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { distinctName } from '../tests/helpers/summary-reporter.ts';

let file = process.argv[2];
if (!file) {
  file = join(mkdtempSync(join(tmpdir(), 'test-count-')), 'list.json');
  const run = spawnSync('vitest', ['list', `--json=${file}`], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
const tests = JSON.parse(readFileSync(file, 'utf8')) as { name: string; file: string; projectName?: string }[];
const names = new Set(tests.map((t) => distinctName(relative(process.cwd(), t.file), t.name)));
const files = new Set(tests.map((t) => t.file));
console.log(`Distinct test names: ${names.size} (${tests.length} cases in ${files.size} files)`);
