// Backup and restore of a PostgreSQL database with pg_dump and pg_restore (the postgresql-client package): the way
// for a small site. The dump is taken from an exported snapshot, and the tables' digests are read in that same
// snapshot while the app keeps writing, so the manifest describes exactly what the dump holds. Larger sites keep a
// base backup with WAL archiving for point-in-time recovery (README, Production).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appliedMigration, tableDigests } from '../store/digest.ts';
import { openPg } from '../store/pg.ts';
import { readBackup } from './embedded.ts';
import { fileSha256, FORMAT, MANIFEST, type Manifest, tableDifferences } from './manifest.ts';

const DATABASE = 'database.dump';

/** Runs a client program; rejects with its error output when it fails. */
function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', (e) =>
      reject(new Error(`${cmd} could not run (${e.message}): install PostgreSQL's client programs`)),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} failed (${code}): ${err.trim()}`))));
  });
}

export interface PgTarget {
  databaseUrl: string;
  /** The app's DATABASE_SCHEMA, if it runs in one: only that schema is dumped and restored. */
  schema?: string;
}

export async function backupPostgres(target: PgTarget, into: string): Promise<Manifest> {
  mkdirSync(into, { recursive: true });
  if (existsSync(join(into, MANIFEST))) throw new Error(`${into} already holds a backup`);
  const db = await openPg(target.databaseUrl, target.schema);
  let tables: Manifest['tables'];
  let migration: number;
  try {
    ({ tables, migration } = await db.transaction(async (tx) => {
      await tx.exec('set transaction isolation level repeatable read, read only');
      const [{ snapshot }] = await tx.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
      const dumped = run('pg_dump', [
        '--format=custom',
        `--file=${join(into, DATABASE)}`,
        `--snapshot=${snapshot}`,
        ...(target.schema ? [`--schema=${target.schema}`] : []),
        `--dbname=${target.databaseUrl}`,
      ]);
      // The snapshot lives as long as this transaction: read the digests, then wait for the dump before ending it.
      const read = Promise.all([appliedMigration(tx), tableDigests(tx)]);
      const [[m, t]] = await Promise.all([read, dumped]);
      return { migration: m, tables: t };
    }));
  } finally {
    await db.close();
  }
  const manifest: Manifest = {
    format: FORMAT,
    version: 1,
    driver: 'pg',
    createdAt: new Date().toISOString(),
    migration,
    files: { [DATABASE]: await fileSha256(join(into, DATABASE)) },
    tables,
  };
  writeFileSync(join(into, MANIFEST), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 });
  return manifest;
}

/**
 * Restores a backup into the database at `target` in one transaction (all or nothing): the dump's tables replace
 * those of the same names, then every table is checked against the manifest. Stop the app first; restore into a new,
 * empty database to keep the old one until the restored one is checked.
 */
export async function restorePostgres(from: string, target: PgTarget): Promise<Manifest> {
  const manifest = await readBackup(from);
  if (manifest.driver !== 'pg')
    throw new Error('this backup is of the embedded database: restore it without DATABASE_URL');
  await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${target.databaseUrl}`,
    join(from, DATABASE),
  ]);
  const db = await openPg(target.databaseUrl, target.schema);
  try {
    const wrong = tableDifferences(manifest.tables, await tableDigests(db));
    if (wrong.length) throw new Error(`the restored database differs from the backup:\n  ${wrong.join('\n  ')}`);
  } finally {
    await db.close();
  }
  return manifest;
}
