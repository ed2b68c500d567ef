// After a test run (scripts/test.ts): every status a test server answered is declared on its operation in the
// OpenAPI document, and every error was problem+json; otherwise the run fails, listing what was answered, how often
// and one test file that saw it. Also says which operations no test saw succeed (reported, not failed).
// `tsx scripts/check-statuses.ts <folder>`: the folder the run recorded into (TEST_STATUS_DIR).
import { existsSync } from 'node:fs';
import { startTestServer } from '../tests/helpers/server.ts';
import {
  checkStatuses,
  describeFindings,
  type OpenApiDocument,
  readObservations,
} from '../tests/helpers/status-recorder.ts';

const dir = process.argv[2] ?? process.env.TEST_STATUS_DIR;
const observations = dir && existsSync(dir) ? readObservations(dir) : [];
if (!observations.length) {
  console.log('Statuses: no test server answered anything in this run; nothing to compare with the OpenAPI document.');
  process.exit(0);
}

// The document as the engine serves it (it depends on no data, so an empty in-memory database will do).
const server = await startTestServer({ driver: 'pglite', seed: false });
const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
await server.close();

const { findings, neverSucceeded, operations } = checkStatuses(doc, observations);
const answers = observations.reduce((n, o) => n + o.count, 0);
console.log(`\nStatuses: ${answers} answers recorded across ${operations} operations in the OpenAPI document.`);
console.log(`Operations no test saw succeed (2xx/3xx): ${neverSucceeded.length} of ${operations}`);
for (const op of neverSucceeded) console.log(`  ${op}`);
if (findings.length) {
  console.log(
    `\nAnswers the OpenAPI document does not declare, or errors not sent as problem+json: ${findings.length}`,
  );
  for (const line of describeFindings(findings)) console.log(`  ${line}`);
  process.exit(1);
}
console.log('Every status answered is declared on its operation, and every error was problem+json.');
process.exit(0);
