// Backups that restore: a seeded database is backed up (npm run backup's code), changed through the API and behind
// its back, restored (npm run restore's code), and every table — records, their revisions, documents with their
// bytes — is back exactly as it was at the backup. On PostgreSQL with pg_dump/pg_restore (the backup taken while the
// server runs), and on the embedded database from its data folder (the api project runs pg, the pglite project
// PGlite: vitest.config.ts).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupEmbedded, restoreEmbedded } from '../../engine/backup/embedded.ts';
import { backupPostgres, type PgTarget, restorePostgres } from '../../engine/backup/postgres.ts';
import { boot } from '../../engine/boot.ts';
import { loadConfig } from '../../engine/config.ts';
import { tableDigests } from '../../engine/store/digest.ts';
import { type Db, openDb } from '../../engine/store/index.ts';
import { seedDemo } from '../../seeds/demo.ts';
import { withDatabase } from '../helpers/demo-template.ts';
import { clientFor, dailyLog, demoPeople } from '../helpers/fixtures.ts';
import { DATABASE_URL, DRIVERS, REDIS_URL, startTestServer, type TestServer } from '../helpers/server.ts';

/** Every byte value, so a file that came back through hex, text or a dump is compared byte for byte. */
const ALL_BYTES = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** What a person would check by hand: each record's version and data, each revision, each file's bytes. */
async function contents(db: Db) {
  const records = await db.query<{ id: string; version: number; data: unknown }>(
    'select id, version, data from records order by id',
  );
  const revisions = await db.query<{ id: string; version: number; data: unknown }>(
    'select record_id as id, version, data from record_revisions order by record_id, version',
  );
  const files = await db.query<{ id: string; sha256: string; content: Uint8Array }>(
    'select id, sha256, content from documents order by id',
  );
  return {
    records,
    revisions,
    files: files.map((f) => ({ id: f.id, stored: f.sha256, actual: sha256(f.content) })),
  };
}

async function upload(server: TestServer, cookie: string, youngPersonId: string, name: string, content: Buffer) {
  const boundary = '----backup' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="youngPersonId"\r\n\r\n${youngPersonId}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; downloadUrl: string };
}

/** Writes through the API (a record, its edit, a file) and behind it (a file's bytes overwritten). */
async function change(server: TestServer) {
  const people = await demoPeople(server);
  const staff = await clientFor(server, 'staff.oak@demo.care');
  const created = await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() });
  expect(created.status).toBe(201);
  const edited = await staff.put(`/api/records/daily-log/${created.body.id}`, {
    version: 1,
    data: dailyLog({ handover: 'after the backup' }),
  });
  expect(edited.status).toBe(200);
  await upload(server, staff.cookie, people.oakYp.id, 'later.pdf', Buffer.from('%PDF-1.4\nlater\n'));
  await server.store.db.query(`update documents set content = $1 where sha256 = $2`, [
    Buffer.from('%PDF-1.4\noverwritten\n'),
    sha256(ALL_BYTES),
  ]);
}

/** A server on an embedded database in a data folder of its own, from the run's demo copy when there is one. */
async function embeddedServer(dataDir: string): Promise<TestServer> {
  const dumpFile = process.env.TEST_PGLITE_DEMO_DUMP;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-'.padEnd(48, 'x'),
    REDIS_URL,
    JOBS_PREFIX: `t-backup-${process.pid}`,
    DATA_DIR: dataDir,
  } as NodeJS.ProcessEnv);
  const seeded = existsSync(join(dataDir, 'pglite', 'PG_VERSION'));
  const dump = !seeded && dumpFile && existsSync(dumpFile) ? new Blob([readFileSync(dumpFile)]) : undefined;
  const { app, store, registry } = await boot(config, dump ? { loadDataDir: dump } : {});
  if (!seeded && !dump) await seedDemo(store, registry);
  return {
    app,
    url: '',
    driver: 'pglite',
    store,
    registry,
    async close() {
      await app.close();
      await store.db.close();
    },
  };
}

type Contents = Awaited<ReturnType<typeof contents>>;

/** The restored database holds what the backup did: every table's digest, and record by record, file by file. */
function expectSame(after: Contents & { tables: unknown }, before: Contents & { tables: unknown }) {
  expect(after.tables).toEqual(before.tables);
  expect(after.records).toEqual(before.records);
  expect(after.revisions).toEqual(before.revisions);
  expect(after.files).toEqual(before.files);
  expect(after.files.every((f) => f.stored === f.actual)).toBe(true);
  expect(after.files.some((f) => f.actual === sha256(ALL_BYTES))).toBe(true);
  expect(after.records.some((r) => JSON.stringify(r.data).includes('after the backup'))).toBe(false);
}

async function snapshot(db: Db) {
  return { tables: await tableDigests(db), ...(await contents(db)) };
}

/** The demo with a file of every byte value in it, and its state then. */
async function prepare(server: TestServer) {
  const people = await demoPeople(server);
  const manager = await clientFor(server, 'manager.oak@demo.care');
  await upload(server, manager.cookie, people.oakYp.id, 'every-byte.pdf', ALL_BYTES);
  const before = await snapshot(server.store.db);
  expect(before.records.length).toBeGreaterThan(50);
  expect(before.revisions.length).toBeGreaterThan(0);
  return before;
}

/** After the change: the records, their history and the files all differ from the backup. */
async function expectChanged(server: TestServer, before: Awaited<ReturnType<typeof snapshot>>) {
  await change(server);
  const changed = await tableDigests(server.store.db);
  expect(changed.records).not.toEqual(before.tables.records);
  expect(changed.record_revisions).not.toEqual(before.tables.record_revisions);
  expect(changed.documents).not.toEqual(before.tables.documents);
}

describe.each(DRIVERS)('a backup restores every record, revision and file (%s)', (driver) => {
  const folders: string[] = [];
  const folder = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), `care-backup-${name}-`));
    folders.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  if (driver === 'pg')
    it('pg_dump while the server runs; pg_restore brings back what the dump held', async () => {
      const server = await startTestServer({ driver: 'pg' });
      const [{ database, schema }] = await server.store.db.query<{ database: string; schema: string }>(
        'select current_database() as database, current_schema() as schema',
      );
      // A copy of the demo is a database of its own; without one the server runs in a schema of the test database.
      const target: PgTarget =
        schema === 'public'
          ? { databaseUrl: withDatabase(DATABASE_URL, database) }
          : { databaseUrl: DATABASE_URL, schema };
      const into = join(folder('pg'), 'backup');
      let before: Awaited<ReturnType<typeof snapshot>>;
      try {
        before = await prepare(server);
        const manifest = await backupPostgres(target, into);
        expect(manifest.tables).toEqual(before.tables);
        await expectChanged(server, before);
      } finally {
        await server.app.close();
        await server.store.db.close();
      }
      try {
        await restorePostgres(into, target);
        const db = await openDb({ databaseUrl: target.databaseUrl, schema: target.schema });
        try {
          expectSame(await snapshot(db), before);
        } finally {
          await db.close();
        }
      } finally {
        await dropAfter(target);
      }
    }, 480_000);

  if (driver === 'pglite')
    it('the embedded database and session secret from the data folder, restored in place of a changed one', async () => {
      const dataDir = folder('pglite-data');
      const into = join(folder('pglite'), 'backup');
      let server = await embeddedServer(dataDir);
      let before: Awaited<ReturnType<typeof snapshot>>;
      try {
        before = await prepare(server);
      } finally {
        await server.close();
      }
      writeFileSync(join(dataDir, 'session-secret'), 'the secret at the backup');
      const manifest = await backupEmbedded(dataDir, into);
      expect(manifest.tables).toEqual(before.tables);
      expect(Object.keys(manifest.files).sort()).toEqual(['pglite.tar.gz', 'session-secret']);

      server = await embeddedServer(dataDir);
      try {
        // Open: neither a backup nor a restore may touch the folder (a second opener would corrupt it).
        await expect(backupEmbedded(dataDir, join(folder('refused'), 'b'))).rejects.toThrow(/in use/);
        await expect(restoreEmbedded(into, dataDir)).rejects.toThrow(/in use/);
        await expectChanged(server, before);
      } finally {
        await server.close();
      }
      writeFileSync(join(dataDir, 'session-secret'), 'a secret changed later');

      const { setAside } = await restoreEmbedded(into, dataDir);
      expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe('the secret at the backup');
      expect(setAside).toHaveLength(2); // the changed database and secret, kept, not deleted
      const restored = await openDb({ dataDir: join(dataDir, 'pglite') });
      try {
        expectSame(await snapshot(restored), before);
      } finally {
        await restored.close();
      }

      // A damaged or unfinished backup is refused before anything in the data folder is touched.
      const damaged = join(folder('damaged'), 'backup');
      cpSync(into, damaged, { recursive: true });
      const tarball = readFileSync(join(damaged, 'pglite.tar.gz'));
      tarball[tarball.length >> 1] ^= 0xff;
      writeFileSync(join(damaged, 'pglite.tar.gz'), tarball);
      const inFolder = readdirSync(dataDir).sort();
      await expect(restoreEmbedded(damaged, dataDir)).rejects.toThrow(/pglite.tar.gz is damaged/);
      rmSync(join(damaged, 'manifest.json'));
      await expect(restoreEmbedded(damaged, dataDir)).rejects.toThrow(/no finished backup/);
      expect(readdirSync(dataDir).sort()).toEqual(inFolder);
    }, 480_000);
});

async function dropAfter(target: PgTarget) {
  const admin = await openDb({ databaseUrl: DATABASE_URL });
  try {
    if (target.schema) await admin.exec(`drop schema if exists ${target.schema} cascade`);
    else await admin.exec(`drop database if exists ${new URL(target.databaseUrl).pathname.slice(1)} with (force)`);
  } finally {
    await admin.close();
  }
}
