// `npm run workers`: the background workers alone, so they scale out apart from the web process.
import { join } from 'node:path';
import { loadConfig } from '../engine/config.ts';
import { createStore, migrate, openDb } from '../engine/store/index.ts';
import { waitForDatabase } from '../engine/store/unavailable.ts';
import { consoleLog } from './deps.ts';
import { closeOnSignals, startWorkers } from './start.ts';

const config = loadConfig();
const log = consoleLog(config.logLevel);
if (!config.databaseUrl)
  log.warn(
    'no DATABASE_URL: using the embedded database, which only one process can open; run the workers inside `npm start` instead',
  );
// the workers' scans read what they then write: the primary only, never the replica
const db = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: join(config.dataDir, 'pglite'),
  pg: { ...config.database, replica: undefined },
});
// still starting, or restarting
if (config.databaseUrl) await waitForDatabase(() => db.query('select 1').then(() => undefined), log.warn);
await migrate(db);
const store = createStore(db);
const workers = await startWorkers({
  store,
  redisUrl: config.redisUrl,
  prefix: config.jobsPrefix,
  mail: config.mail,
  log,
});
log.info(`workers started (Redis ${config.redisUrl.replace(/\/\/[^@]*@/, '//***@')})`);
closeOnSignals(async () => {
  await workers.close();
  await db.close();
}, log);
