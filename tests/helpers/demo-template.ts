// Vitest global setup: the demo organisation is seeded ONCE per run and per driver, and every test server starts
// from a copy — a PostgreSQL database created from a template database, or PGlite loaded from a dump — instead of
// seeding it again (seeding is most of a server's start: ~80 servers a run). The copies are exact: same ids, same
// records, revisions, outbox and audit. Tests that need another database URL (a proxy, a dead server) or no seed
// still start the old way (tests/helpers/server.ts decides). Only the projects that need a database name this
// setup, so `vitest run --project unit` seeds nothing.
//
// A seeded demo is kept after the run, named by a hash of the code that writes it (engine, definitions, seeds, the
// lockfile) and the minute it was seeded, and a later run of the same code within TEST_DEMO_KEEP_MINUTES (30) starts
// from it: running one file again takes seconds, not the half minute of seeding. Not longer, because the demo is
// dated from the moment it was seeded (the medicine round up to now, deadlines in days). TEST_DEMO_FRESH=1 seeds
// anew (`npm test` does), keeping the result for the runs after it; kept demos over three hours old are dropped.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Db, openDb } from '../../engine/store/db.ts';

const DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The same server address with another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * A server booted on `env`'s database (or PGlite in memory) with the demo seeded through the record service. The
 * engine is imported here, not at the top: a run that starts from a kept demo (one file run again) then spends no
 * CPU loading the engine and its definitions in Vitest's main process.
 */
async function bootSeeded(env: Record<string, string>, options?: { memory: true }) {
  const [{ boot }, { loadConfig }, { seedDemo }] = await Promise.all([
    import('../../engine/boot.ts'),
    import('../../engine/config.ts'),
    import('../../seeds/demo.ts'),
  ]);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-'.padEnd(48, 'x'),
    REDIS_URL,
    JOBS_PREFIX: `tpl-${process.pid}`,
    ...env,
  } as NodeJS.ProcessEnv);
  const booted = await boot(config, options);
  await seedDemo(booted.store, booted.registry);
  await booted.app.close();
  return booted.store;
}

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

/** The start of this run's test database names (set by the setup, inherited by the test processes). */
export function testDatabasePrefix(): string {
  return `t_${process.env.TEST_RUN_TAG ? `${process.env.TEST_RUN_TAG}_` : ''}`;
}

/** Vitest calls this once per project that runs files; the returned function is the project's teardown. */
export async function setup(project?: { name: string }) {
  process.env.TEST_RUN_TAG ??= randomBytes(3).toString('hex');
  const drops = [await use('pg', seedPostgres)];
  // The PGlite copy: for the PGlite project, or when behaviour tests run on PGlite too (TEST_DRIVERS=pg,pglite).
  if (project?.name === 'pglite' || (process.env.TEST_DRIVERS ?? '').includes('pglite'))
    drops.push(await use('pglite', seedPglite));
  return async () => {
    for (const drop of drops) await drop();
  };
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const KEEP_MINUTES = Number(process.env.TEST_DEMO_KEEP_MINUTES ?? 30);
const FRESH = process.env.TEST_DEMO_FRESH === '1' || KEEP_MINUTES <= 0;
/** A kept demo older than this is dropped by the next run: no run lasts so long, so none is still copying it. */
const SWEEP_MINUTES = 180;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** A hash of everything that decides what the seeded demo holds. */
function demoCodeHash(): string {
  const hash = createHash('sha256');
  const files = ['engine', 'definitions', 'seeds'].flatMap((d) => filesUnder(join(ROOT, d)));
  for (const file of [...files.sort(), join(ROOT, 'package-lock.json')]) {
    hash.update(relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
let codeHash: string | null = null;

/** The minute as yyyymmddhhmm (UTC), a kept demo's name's end, and back. */
const stamp = (d: Date) => d.toISOString().slice(0, 16).replace(/\D/g, '');
const minutesSince = (s: string) =>
  (Date.now() - Date.UTC(+s.slice(0, 4), +s.slice(4, 6) - 1, +s.slice(6, 8), +s.slice(8, 10), +s.slice(10, 12))) /
  60_000;

async function seedPostgres() {
  codeHash ??= demoCodeHash();
  const admin = await openDb({ databaseUrl: DATABASE_URL });
  try {
    const kept = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname ~ '^care_demo_[0-9a-f]{16}_[0-9]{12}$' order by datname`,
    );
    for (const { datname } of kept) {
      if (minutesSince(datname.slice(-12)) > SWEEP_MINUTES) await dropTemplate(admin, datname).catch(() => {});
    }
    const mine = kept.filter((k) => k.datname.startsWith(`care_demo_${codeHash}_`)).map((k) => k.datname);
    const newest = mine.sort().at(-1);
    if (!FRESH && newest && minutesSince(newest.slice(-12)) < KEEP_MINUTES) {
      process.env.TEST_PG_DEMO_TEMPLATE = newest;
      return async () => {
        delete process.env.TEST_PG_DEMO_TEMPLATE;
        await dropRunDatabases(null);
      };
    }
    // a database of its own, seeded, then marked a template nobody connects to; kept under its lasting name when
    // no other run took that name the same minute
    const seededAt = new Date();
    let template = `care_demo_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
    await admin.exec(`create database ${template}`);
    await (await bootSeeded({ DATABASE_URL: withDatabase(DATABASE_URL, template) })).db.close();
    await admin.exec(`alter database ${template} with is_template true allow_connections false`);
    const lasting = `care_demo_${codeHash}_${stamp(seededAt)}`;
    let keep = false;
    if (KEEP_MINUTES > 0) {
      keep = await admin.exec(`alter database ${template} rename to ${lasting}`).then(
        () => true,
        () => false,
      );
      if (keep) template = lasting;
    }
    process.env.TEST_PG_DEMO_TEMPLATE = template;
    return async () => {
      delete process.env.TEST_PG_DEMO_TEMPLATE;
      await dropRunDatabases(keep ? null : template);
    };
  } finally {
    await admin.close();
  }
}

/** At the run's end: the test databases a test process had not dropped yet, and the run's own template. */
async function dropRunDatabases(template: string | null) {
  if (!process.env.TEST_RUN_TAG) return; // never another run's
  const admin = await openDb({ databaseUrl: DATABASE_URL });
  try {
    const left = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [testDatabasePrefix()],
    );
    for (const { datname } of left) await admin.exec(`drop database if exists ${datname} with (force)`);
    if (template) await dropTemplate(admin, template);
  } finally {
    await admin.close();
  }
}

async function dropTemplate(admin: Db, name: string) {
  await admin.exec(`alter database ${name} with is_template false allow_connections true`);
  await admin.exec(`drop database if exists ${name} with (force)`);
}

async function seedPglite() {
  codeHash ??= demoCodeHash();
  const dir = tmpdir();
  const keptName = new RegExp(`^care-demo-[0-9a-f]{16}-([0-9]{12})\\.tar$`);
  const kept = readdirSync(dir).filter((f) => keptName.test(f));
  for (const f of kept) {
    if (minutesSince(keptName.exec(f)![1]) > SWEEP_MINUTES) rmSync(join(dir, f), { force: true });
  }
  const newest = kept
    .filter((f) => f.startsWith(`care-demo-${codeHash}-`))
    .sort()
    .at(-1);
  if (!FRESH && newest && existsSync(join(dir, newest)) && minutesSince(keptName.exec(newest)![1]) < KEEP_MINUTES) {
    process.env.TEST_PGLITE_DEMO_DUMP = join(dir, newest);
    return async () => {
      delete process.env.TEST_PGLITE_DEMO_DUMP;
    };
  }
  // seeded in memory, dumped to a file each test process loads (written whole, then renamed into place)
  const seededAt = new Date();
  const store = await bootSeeded({}, { memory: true });
  const dump = await store.db.dumpDataDir!();
  const partial = join(dir, `care-demo-tpl-${process.pid}_${randomBytes(3).toString('hex')}.tar`);
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  await store.db.close();
  const dumpFile = KEEP_MINUTES > 0 ? join(dir, `care-demo-${codeHash}-${stamp(seededAt)}.tar`) : partial;
  if (dumpFile !== partial) renameSync(partial, dumpFile);
  process.env.TEST_PGLITE_DEMO_DUMP = dumpFile;
  return async () => {
    delete process.env.TEST_PGLITE_DEMO_DUMP;
    if (dumpFile === partial) rmSync(dumpFile, { force: true });
  };
}
