// Vitest global setup: the demo organisation is seeded ONCE per run and per driver, and every test server starts
// from a copy — a PostgreSQL database created from a template database, or PGlite loaded from a dump — instead of
// seeding it again (seeding is most of a server's start: ~80 servers a run). The copies are exact: same ids, same
// records, revisions, outbox and audit. Tests that need another database URL (a proxy, a dead server) or no seed
// still start the old way (tests/helpers/server.ts decides). Only the projects that need a database name this
// setup, so `vitest run --project unit` seeds nothing.
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boot } from '../../engine/boot.ts';
import { loadConfig } from '../../engine/config.ts';
import { openDb } from '../../engine/store/index.ts';
import { seedDemo } from '../../seeds/demo.ts';

const DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The same server address with another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

const config = (env: Record<string, string>) =>
  loadConfig({
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-'.padEnd(48, 'x'),
    REDIS_URL,
    JOBS_PREFIX: `tpl-${process.pid}`,
    ...env,
  } as NodeJS.ProcessEnv);

// Kept on the process, not the module: each project may load this file on its own. Each copy is made by the first
// project that needs it and dropped when the last one is done.
interface Copy {
  users: number;
  ready: Promise<() => Promise<void>>;
}
const shared = globalThis as typeof globalThis & { careDemoCopies?: Record<string, Copy> };

async function use(driver: 'pg' | 'pglite', make: () => Promise<() => Promise<void>>): Promise<() => Promise<void>> {
  const copies = (shared.careDemoCopies ??= {});
  const copy = (copies[driver] ??= { users: 0, ready: make() });
  copy.users++;
  const drop = await copy.ready;
  return async () => {
    if (--copy.users > 0) return;
    delete copies[driver];
    await drop();
  };
}

/** Vitest calls this once per project that runs files; the returned function is the project's teardown. */
export async function setup(project?: { name: string }) {
  const drops = [await use('pg', seedPostgres)];
  // The PGlite copy: for the PGlite project, or when behaviour tests run on PGlite too (TEST_DRIVERS=pg,pglite).
  if (project?.name === 'pglite' || (process.env.TEST_DRIVERS ?? '').includes('pglite'))
    drops.push(await use('pglite', seedPglite));
  return async () => {
    for (const drop of drops) await drop();
  };
}

async function seedPostgres() {
  const tag = `${process.pid}_${randomBytes(3).toString('hex')}`;
  // a database of its own, seeded, then marked a template nobody connects to
  const admin = await openDb({ databaseUrl: DATABASE_URL });
  const pgTemplate = `care_demo_tpl_${tag}`;
  await admin.exec(`create database ${pgTemplate}`);
  {
    const { app, store, registry } = await boot(config({ DATABASE_URL: withDatabase(DATABASE_URL, pgTemplate) }));
    await seedDemo(store, registry);
    await app.close();
    await store.db.close();
  }
  await admin.exec(`alter database ${pgTemplate} with is_template true allow_connections false`);
  await admin.close();
  process.env.TEST_PG_DEMO_TEMPLATE = pgTemplate;
  return async () => {
    delete process.env.TEST_PG_DEMO_TEMPLATE;
    const admin = await openDb({ databaseUrl: DATABASE_URL });
    await admin.exec(`alter database ${pgTemplate} with is_template false allow_connections true`);
    await admin.exec(`drop database if exists ${pgTemplate} with (force)`);
    await admin.close();
  };
}

async function seedPglite() {
  // seeded in memory, dumped to a file each test process loads
  const { app, store, registry } = await boot(config({}), { memory: true });
  await seedDemo(store, registry);
  await app.close();
  const dump = await store.db.dumpDataDir!();
  const dumpFile = join(tmpdir(), `care-demo-tpl-${process.pid}_${randomBytes(3).toString('hex')}.tar`);
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await store.db.close();
  process.env.TEST_PGLITE_DEMO_DUMP = dumpFile;
  return async () => {
    delete process.env.TEST_PGLITE_DEMO_DUMP;
    rmSync(dumpFile, { force: true });
  };
}
