// A backup is a folder: the database (a PGlite data-folder tarball or a pg_dump archive), the session secret when the
// data folder holds one, and manifest.json naming each file's size and SHA-256 and each table's rows and digest at
// the moment of the backup. Restore checks the files before it touches anything and the tables after.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { TableDigest } from '../store/digest.ts';

export const MANIFEST = 'manifest.json';
export const FORMAT = 'care-records-backup';

export interface BackupFile {
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  version: 1;
  driver: 'pglite' | 'pg';
  createdAt: string;
  /** The newest migration the database had: a restore into older code is refused. */
  migration: number;
  files: Record<string, BackupFile>;
  tables: Record<string, TableDigest>;
}

export async function fileSha256(path: string): Promise<BackupFile> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** What differs between the tables a backup recorded and those found: one line a table, empty when equal. */
export function tableDifferences(expected: Record<string, TableDigest>, found: Record<string, TableDigest>): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  const out: string[] = [];
  for (const name of names) {
    const e = expected[name];
    const f = found[name];
    if (!e) out.push(`${name}: not in the backup`);
    else if (!f) out.push(`${name}: missing after restore`);
    else if (e.rows !== f.rows) out.push(`${name}: ${f.rows} rows, the backup had ${e.rows}`);
    else if (e.digest !== f.digest) out.push(`${name}: same ${e.rows} rows but different content`);
  }
  return out;
}

/** Refuses a manifest this code cannot restore; returns it typed. */
export function checkManifest(raw: unknown, newestMigration: number): Manifest {
  const m = raw as Partial<Manifest> | null;
  if (!m || m.format !== FORMAT || m.version !== 1) throw new Error('not a care-records backup (manifest.json)');
  if (m.driver !== 'pglite' && m.driver !== 'pg') throw new Error(`unknown database driver in the backup: ${m.driver}`);
  if (typeof m.migration !== 'number' || m.migration > newestMigration)
    throw new Error(
      `the backup is from newer code (migration ${m.migration}; this code knows up to ${newestMigration}): ` +
        'restore it with that version of the product',
    );
  if (!m.files || !m.tables) throw new Error('the backup manifest names no files or tables');
  return m as Manifest;
}
