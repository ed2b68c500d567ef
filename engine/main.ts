// `npm start`: migrate, seed an empty database with the demo, serve the API and the web app.
import cluster from 'node:cluster';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from '../seeds/demo.ts';
import { logFrom } from '../workers/deps.ts';
import { startWorkers } from '../workers/start.ts';
import { boot } from './boot.ts';
import { apiProcesses, runPrimary, SettingError } from './cluster.ts';
import { loadConfig } from './config.ts';
import { DefinitionError } from './definitions/registry.ts';
import { openDb } from './store/index.ts';
import { waitForDatabase } from './store/unavailable.ts';

// The product runs on Node 24 LTS, brought by the `node` dependency (npm scripts put it first on PATH).
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.warn(
    `  Node ${process.versions.node} is not supported (end of life): run through npm (npm start), which uses Node 24 from node_modules.`,
  );
}
const config = loadConfig();
// A child of API_PROCESSES serves HTTP only: its primary migrated, seeded and runs the workers.
const child = cluster.isWorker;
try {
  const processes = child ? 1 : apiProcesses();
  if (processes > 1) await runPrimary(config, processes);
  else await serve();
} catch (err) {
  if (err instanceof DefinitionError || err instanceof SettingError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

async function serve() {
  // A PostgreSQL server still starting (or restarting) is waited for, not a failed start.
  const databaseUrl = config.databaseUrl;
  if (databaseUrl) {
    await waitForDatabase(
      async () => {
        const db = await openDb({ databaseUrl, pg: { ...config.database, replica: undefined } });
        try {
          await db.query('select 1');
        } finally {
          await db.close();
        }
      },
      (m) => console.warn(m),
    );
  }
  const { app, store, registry, applied } = await boot(config);
  if (applied.length) app.log.info(`applied migrations: ${applied.join(', ')}`);
  const seeded =
    process.env.SEED_DEMO === 'off' || child
      ? false
      : await seedDemo(store, registry, { productAdminEmail: config.productAdminEmail });
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Care records is running at ${url}`,
    `  Database: ${store.db.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}${seeded ? ' — demo data seeded' : ''}`,
    `  API docs: ${url}/api/docs`,
    '',
    `  Demo logins (password ${DEMO_PASSWORD}):`,
    ...DEMO_LOGINS.map((u) => `    ${u.email.padEnd(26)} ${u.jobTitle}`),
    `    ${config.productAdminEmail.padEnd(26)} Product administrator (PRODUCT_ADMIN_EMAIL)`,
    '',
  ];
  if (!child) console.log(lines.join('\n'));
  // Background workers in this process too, unless WORKERS=off (then run `npm run workers`).
  const workers =
    config.workers && !child
      ? await startWorkers({
          store,
          redisUrl: config.redisUrl,
          prefix: config.jobsPrefix,
          mail: config.mail,
          log: logFrom(app.log),
        })
      : null;
  const stop = async () => {
    await workers?.close();
    await app.close();
    await store.db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
