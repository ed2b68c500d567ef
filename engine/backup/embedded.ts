// Backup and restore of the embedded database (PGlite in DATA_DIR/pglite) and the session secret beside it. PGlite is
// one process's: both refuse while a server has the folder open (PGlite keeps postmaster.pid there while open), since
// a second opener would corrupt it. A small home schedules `npm run backup` with the service stopped for a minute.
import {
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync } from 'node:zlib';
import { appliedMigration, tableDigests } from '../store/digest.ts';
import { loadMigrations } from '../store/migrate.ts';
import { openPglite } from '../store/pglite.ts';
import { checkManifest, fileSha256, FORMAT, MANIFEST, type Manifest, tableDifferences } from './manifest.ts';

const DATABASE = 'pglite.tar.gz';
const SECRET = 'session-secret';

function refuseIfOpen(pgliteDir: string) {
  if (existsSync(join(pgliteDir, 'postmaster.pid')))
    throw new Error(
      `${pgliteDir} is in use (postmaster.pid): stop the server first. If it stopped without closing, start it and ` +
        'stop it once.',
    );
}

/** Writes the backup into `into` (a new or empty folder) and returns its manifest. */
export async function backupEmbedded(dataDir: string, into: string): Promise<Manifest> {
  const pgliteDir = join(dataDir, 'pglite');
  if (!existsSync(join(pgliteDir, 'PG_VERSION'))) throw new Error(`no embedded database in ${pgliteDir}`);
  refuseIfOpen(pgliteDir);
  mkdirSync(into, { recursive: true });
  if (existsSync(join(into, MANIFEST))) throw new Error(`${into} already holds a backup`);
  const db = await openPglite(pgliteDir);
  let tables: Manifest['tables'];
  let migration: number;
  try {
    migration = await appliedMigration(db);
    tables = await tableDigests(db);
    const tar = Buffer.from(await (await db.dumpDataDir!()).arrayBuffer());
    await pipeline(Readable.from([tar]), createGzip(), createWriteStream(join(into, DATABASE), { mode: 0o600 }));
  } finally {
    await db.close();
  }
  const files: Manifest['files'] = { [DATABASE]: await fileSha256(join(into, DATABASE)) };
  if (existsSync(join(dataDir, SECRET))) {
    copyFileSync(join(dataDir, SECRET), join(into, SECRET));
    files[SECRET] = await fileSha256(join(into, SECRET));
  }
  const manifest: Manifest = {
    format: FORMAT,
    version: 1,
    driver: 'pglite',
    createdAt: new Date().toISOString(),
    migration,
    files,
    tables,
  };
  // Written last: a folder without a manifest is an unfinished backup, and restore refuses it.
  writeFileSync(join(into, MANIFEST), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 });
  return manifest;
}

/** Reads and checks a backup folder's manifest and every file's checksum, touching nothing. */
export async function readBackup(from: string): Promise<Manifest> {
  if (!existsSync(join(from, MANIFEST))) throw new Error(`${from} holds no finished backup (no ${MANIFEST})`);
  const newest = Math.max(...loadMigrations().map((m) => m.version));
  const manifest = checkManifest(JSON.parse(readFileSync(join(from, MANIFEST), 'utf8')), newest);
  for (const [name, want] of Object.entries(manifest.files)) {
    if (name.includes('/') || name.includes('\\')) throw new Error(`unexpected file name in the manifest: ${name}`);
    if (!existsSync(join(from, name))) throw new Error(`${name} is missing from the backup`);
    const got = await fileSha256(join(from, name));
    if (got.sha256 !== want.sha256 || got.bytes !== want.bytes)
      throw new Error(`${name} is damaged: its checksum differs from the manifest`);
  }
  return manifest;
}

/**
 * Puts the backup in place of DATA_DIR's database (and secret). What was there is moved aside, never deleted, into
 * `<name>.before-restore-<time>`; the restored database's tables are checked against the manifest.
 */
export async function restoreEmbedded(
  from: string,
  dataDir: string,
): Promise<{ manifest: Manifest; setAside: string[] }> {
  const manifest = await readBackup(from);
  if (manifest.driver !== 'pglite') throw new Error('this backup is of PostgreSQL: restore it with DATABASE_URL set');
  const pgliteDir = join(dataDir, 'pglite');
  if (existsSync(pgliteDir)) refuseIfOpen(pgliteDir);
  mkdirSync(dataDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const setAside: string[] = [];
  const moveAside = (path: string) => {
    if (!existsSync(path)) return;
    const to = `${path}.before-restore-${stamp}`;
    renameSync(path, to);
    setAside.push(to);
  };
  moveAside(pgliteDir);
  const dump = gunzipSync(readFileSync(join(from, DATABASE)));
  const db = await openPglite(pgliteDir, undefined, new Blob([dump]));
  let wrong: string[];
  try {
    wrong = tableDifferences(manifest.tables, await tableDigests(db));
  } finally {
    await db.close();
  }
  if (wrong.length) {
    // The database that was there goes back; the failed copy is kept beside it for whoever investigates.
    renameSync(pgliteDir, `${pgliteDir}.failed-restore-${stamp}`);
    if (setAside.length) renameSync(setAside.pop()!, pgliteDir);
    throw new Error(`the restored database differs from the backup:\n  ${wrong.join('\n  ')}`);
  }
  if (manifest.files[SECRET]) {
    moveAside(join(dataDir, SECRET));
    copyFileSync(join(from, SECRET), join(dataDir, SECRET));
  }
  return { manifest, setAside };
}
