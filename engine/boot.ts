// Start-up shared by `npm start`, the tests and the benchmarks: open the database, migrate,
// load and check the definitions, and build the app.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allLists } from '../definitions/lists/index.ts';
import type { Config } from './config.ts';
import { DefinitionRegistry } from './definitions/registry.ts';
import { buildApp } from './http/app.ts';
import { databaseIdentity, jobsPrefixFor } from './jobs/deployment.ts';
import { jobsHealthCheck } from './jobs/health.ts';
import { createStore, type DbOptions, migrate, openDb } from './store/index.ts';

/** A stable session secret: JWT_SECRET, or one generated once and kept in the data folder. */
export function sessionSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'session-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

export async function boot(config: Config, dbOptions: Partial<DbOptions> = {}) {
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: join(config.dataDir, 'pglite'),
    pg: config.database,
    ...dbOptions,
  });
  const applied = await migrate(db);
  const store = createStore(db);
  const registry = await DefinitionRegistry.open(store);
  await registry.follow();
  // resolved once, here: the rate limits, the health check and the workers all use the same queues
  config.jobsPrefix = await jobsPrefixFor(db, config.jobsPrefix);
  const app = await buildApp({
    config,
    store,
    registry,
    lists: allLists,
    jwtSecret: sessionSecret(config),
    jobsHealth: jobsHealthCheck(config.redisUrl, { prefix: config.jobsPrefix, identity: await databaseIdentity(db) }),
  });
  app.addHook('onClose', () => registry.close());
  return { app, store, registry, db, applied };
}
