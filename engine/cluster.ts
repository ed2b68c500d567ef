// API_PROCESSES=N (N > 1): `npm run serve` as N API processes sharing one port (node:cluster), all on
// one PostgreSQL and one Redis. The primary migrates and seeds once, runs the background workers
// (unless WORKERS=off: then `npm run workers` elsewhere) and starts a replacement for any process that
// dies; the children only serve HTTP. What one process keeps in memory (people, sessions, definitions)
// is kept in step by the database's notifications, so any process may answer any request.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { seedDemo } from '../seeds/demo.ts';
import { consoleLog } from '../workers/deps.ts';
import { closeOnSignals, startWorkers } from '../workers/start.ts';
import { sessionSecret } from './boot.ts';
import type { Config } from './config.ts';
import { DefinitionRegistry } from './definitions/registry.ts';
import { createStore, migrate, openDb } from './store/index.ts';

/** A setting that cannot work: said in one line at start, without a stack. */
export class SettingError extends Error {}

/** How many API processes: API_PROCESSES, a number or `auto` (one per core); 1 by default. */
export function apiProcesses(env: NodeJS.ProcessEnv = process.env): number {
  const v = (env.API_PROCESSES ?? '1').trim();
  const n = v === 'auto' ? availableParallelism() : Number(v);
  if (!Number.isInteger(n) || n < 1)
    throw new SettingError(`API_PROCESSES=${v}: give a whole number of processes (or auto).`);
  return n;
}

export async function runPrimary(config: Config, processes: number) {
  const log = consoleLog(config.logLevel);
  if (!config.databaseUrl)
    throw new SettingError(
      'API_PROCESSES > 1 needs DATABASE_URL: the embedded database can be opened by one process only.',
    );
  sessionSecret(config); // made once here, if it must be generated, so that every child reads the same one
  // the primary process migrates, seeds and runs the workers: no heavy reads, so no replica
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    pg: { ...config.database, replica: undefined },
  });
  await migrate(db);
  const store = createStore(db);
  const registry = await DefinitionRegistry.open(store); // publishes changed product definitions once
  if (process.env.SEED_DEMO !== 'off') await seedDemo(store, registry, { productAdminEmail: config.productAdminEmail });
  const workers = config.workers
    ? await startWorkers({ store, redisUrl: config.redisUrl, prefix: config.jobsPrefix, mail: config.mail, log })
    : null;
  let stopping = false;
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === processes)
      console.log(
        `\n  Care records is running at http://localhost:${config.port} (${processes} API processes${workers ? ', workers in the primary' : ''})\n`,
      );
  });
  cluster.on('exit', (child, code, signal) => {
    if (stopping) return;
    log.warn(`API process ${child.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork({ API_CLUSTER_CHILD: '1' });
  });
  for (let k = 0; k < processes; k++) cluster.fork({ API_CLUSTER_CHILD: '1' });
  closeOnSignals(async () => {
    stopping = true;
    for (const child of Object.values(cluster.workers ?? {})) child?.kill('SIGTERM');
    await workers?.close();
    await db.close();
  }, log);
}
