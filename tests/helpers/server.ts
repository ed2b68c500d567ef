// A real server for tests: PostgreSQL (a fresh database copied from the run's seeded demo, or a fresh schema) or
// in-memory PGlite (loaded from the run's demo dump), migrated, with the demo data seeded through the record service.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { boot } from '../../engine/boot.ts';
import { loadConfig } from '../../engine/config.ts';
import { openDb } from '../../engine/store/index.ts';
import { DatabaseUnavailable } from '../../engine/store/unavailable.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seeds/demo.ts';
import { testDatabasePrefix, withDatabase } from './demo-template.ts';
import { callingTestFile, recordStatuses } from './status-recorder.ts';

export type Driver = 'pg' | 'pglite';
export const DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * The stores behaviour tests run on: PostgreSQL. PGlite runs the same SQL; the `pglite` project (vitest.config.ts)
 * walks every route on it and runs the files whose code differs on PGlite with TEST_DRIVERS=pglite.
 * TEST_DRIVERS=pg,pglite runs every behaviour test on both (the slow, full check).
 */
export const DRIVERS: Driver[] = (process.env.TEST_DRIVERS ?? 'pg').split(',').map((d) => d.trim() as Driver);

export interface TestServer {
  app: FastifyInstance;
  url: string;
  driver: Driver;
  store: Awaited<ReturnType<typeof boot>>['store'];
  registry: Awaited<ReturnType<typeof boot>>['registry'];
  close(): Promise<void>;
}

/** The demo dump for PGlite, read once per test process (tests/helpers/demo-template.ts wrote it). */
let demoDump: Blob | null = null;
function pgliteDemo(): Blob | null {
  const file = process.env.TEST_PGLITE_DEMO_DUMP;
  if (!file || !existsSync(file)) return null;
  demoDump ??= new Blob([readFileSync(file)]);
  return demoDump;
}

/**
 * Statements on the server's own database, one after another. Copying the demo while other processes copy theirs can
 * keep a new connection waiting past the pool's connect timeout, so a connection that timed out is tried again.
 */
async function asAdmin(...statements: string[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const admin = await openDb({ databaseUrl: DATABASE_URL });
    try {
      for (const statement of statements) await admin.exec(statement);
      return;
    } catch (err) {
      if (!(err instanceof DatabaseUnavailable) || attempt >= 4) throw err;
    } finally {
      await admin.close().catch(() => {});
    }
  }
}

/**
 * A test database is dropped while the next file runs, not before it starts: dropping makes PostgreSQL checkpoint,
 * which can take seconds on a busy machine. The run's end drops any a test process left (demo-template.ts).
 */
function dropLater(statement: string) {
  asAdmin(statement).catch(() => {});
}

export async function startTestServer(
  opts: { driver?: Driver; listen?: boolean; seed?: boolean; env?: Record<string, string> } = {},
): Promise<TestServer> {
  const testFile = callingTestFile(); // before the first await: the caller's frames are still on the stack
  const driver = opts.driver ?? 'pg';
  const name = `${testDatabasePrefix()}${randomBytes(6).toString('hex')}`;
  // A seeded server starts from the run's demo copy when there is one and it asks for no other database.
  const copy = opts.seed !== false && !opts.env?.DATABASE_URL;
  const pgTemplate = copy && driver === 'pg' ? process.env.TEST_PG_DEMO_TEMPLATE : undefined;
  const dump = copy && driver === 'pglite' ? pgliteDemo() : null;
  // A test's commits need not wait for the disk: nothing of a test database outlives its run.
  if (pgTemplate)
    await asAdmin(
      `create database ${name} template ${pgTemplate}`,
      `alter database ${name} set synchronous_commit = off`,
    );
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_FAILURES_PER_ADDRESS: '1000',
    JWT_SECRET: 'test-secret-'.padEnd(48, 'x'),
    REDIS_URL,
    // its own Redis keys (queues, sign-in and PIN counts): the demo's people have the same ids in every copy
    JOBS_PREFIX: `t-${name}`,
    ...(driver === 'pg' ? { DATABASE_URL: pgTemplate ? withDatabase(DATABASE_URL, name) : DATABASE_URL } : {}),
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    ...opts.env,
  } as NodeJS.ProcessEnv);
  const { app, store, registry } = await boot(
    config,
    driver === 'pg' ? (pgTemplate ? {} : { schema: name }) : { memory: true, ...(dump ? { loadDataDir: dump } : {}) },
  );
  if (opts.seed !== false && !pgTemplate && !dump) await seedDemo(store, registry);
  recordStatuses(app, testFile); // when the run asks (TEST_STATUS_DIR): checked against the OpenAPI document at its end
  let url = '';
  if (opts.listen) url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    driver,
    store,
    registry,
    async close() {
      await app.close();
      await store.db.close();
      if (driver === 'pg' && pgTemplate) dropLater(`drop database if exists ${name} with (force)`);
      else if (driver === 'pg') await asAdmin(`drop schema if exists ${name} cascade`);
    },
  };
}

/** Sign in through the API; returns the cookie header to send with later requests. */
export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'session');
  return `session=${cookie!.value}`;
}

/** A small client bound to one signed-in person. */
export function as(app: FastifyInstance, cookie: string) {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await app.inject({ method, url, payload: payload as object, headers: { cookie } });
    return { status: res.statusCode, body: res.body ? res.json() : null, headers: res.headers };
  };
  return {
    cookie,
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
  };
}
