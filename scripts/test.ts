// `npm test`: build the web app and run every Vitest project. The summary reporter (tests/helpers/summary-reporter.ts)
// prints at the end the distinct test names, each project's time and the wall time from here, build included.
// Arguments go to Vitest: `npm test -- --project api`.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.TEST_STARTED_AT = String(Date.now());
// The whole suite seeds the demo anew (and keeps it for single-file runs after it: tests/helpers/demo-template.ts).
process.env.TEST_DEMO_FRESH ??= '1';
const run = (cmd: string, args: string[]) =>
  new Promise<number>((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: process.env });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });

// The web app builds while Vitest starts (seeding the demo, the first files); browser files wait until this file says
// how the build ended (tests/browser/harness.ts).
const started = Date.now();
process.env.TEST_WEB_BUILD = join(mkdtempSync(join(tmpdir(), 'care-web-build-')), 'exit-code');
const webBuild = run('npm', ['run', 'build:web', '--silent', '--', '--logLevel', 'warn']).then((code) => {
  writeFileSync(process.env.TEST_WEB_BUILD!, String(code));
  console.log(
    `Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s${code ? ` — it FAILED (${code})` : ''}`,
  );
  return code;
});
// Every test server records the statuses it answers here; after the run they are compared with the OpenAPI document.
process.env.TEST_STATUS_DIR ??= mkdtempSync(join(tmpdir(), 'care-statuses-'));
const tests = await run('vitest', ['run', ...process.argv.slice(2)]);
const built = await webBuild;
const statuses = await run('tsx', ['scripts/check-statuses.ts', process.env.TEST_STATUS_DIR]);
process.exit(tests || built || statuses);
