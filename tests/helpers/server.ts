// A real server for tests: PostgreSQL (a fresh schema per test file) or in-memory PGlite,
// migrated, with the demo data seeded through the record service.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { boot } from '../../engine/boot.ts';
import { loadConfig } from '../../engine/config.ts';
import { openDb } from '../../engine/store/index.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seeds/demo.ts';

export type Driver = 'pg' | 'pglite';
export const DATABASE_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const DRIVERS: Driver[] = ['pg', 'pglite'];

export interface TestServer {
  app: FastifyInstance; url: string; driver: Driver;
  store: Awaited<ReturnType<typeof boot>>['store'];
  registry: Awaited<ReturnType<typeof boot>>['registry'];
  close(): Promise<void>;
}

export async function startTestServer(opts: { driver?: Driver; listen?: boolean; seed?: boolean; env?: Record<string, string> } = {}): Promise<TestServer> {
  const driver = opts.driver ?? 'pg';
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const config = loadConfig({
    LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000', LOGIN_FAILURES_PER_ADDRESS: '1000', JWT_SECRET: 'test-secret-'.padEnd(48, 'x'), REDIS_URL,
    ...(driver === 'pg' ? { DATABASE_URL } : {}), ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}), ...opts.env,
  } as NodeJS.ProcessEnv);
  const { app, store, registry } = await boot(config, driver === 'pg' ? { schema } : { memory: true });
  if (opts.seed !== false) await seedDemo(store, registry);
  let url = '';
  if (opts.listen) url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app, url, driver, store, registry,
    async close() {
      await app.close();
      await store.db.close();
      if (driver === 'pg') {
        const admin = await openDb({ databaseUrl: DATABASE_URL });
        await admin.exec(`drop schema if exists ${schema} cascade`);
        await admin.close();
      }
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
