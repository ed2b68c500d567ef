// `npm test`: build the web app, then run every Vitest project. The summary reporter
// (tests/helpers/summary-reporter.ts)
// prints at the end the distinct test names, each project's time and the wall time from here, build included.
// Arguments go to Vitest: `npm test -- --project api`.
import { spawnSync } from 'node:child_process';

process.env.TEST_STARTED_AT = String(Date.now());
const run = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;

const built = Date.now();
if (run('npm', ['run', 'build:web', '--silent']) !== 0) process.exit(1);
console.log(`Web app built in ${((Date.now() - built) / 1000).toFixed(1)} s`);
process.exit(run('vitest', ['run', ...process.argv.slice(2)]));
