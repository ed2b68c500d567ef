// `npm run backup [-- FOLDER]`: a backup of this installation's database into FOLDER (default
// ./backups/care-records-<time>): the embedded database and session secret from DATA_DIR, or, with DATABASE_URL, a
// pg_dump. Exits non-zero with the reason when it cannot (the embedded database in use, pg_dump missing).
import { join } from 'node:path';
import { backupEmbedded } from '../engine/backup/embedded.ts';
import { backupPostgres } from '../engine/backup/postgres.ts';
import { loadConfig } from '../engine/config.ts';

const config = loadConfig();
const into = process.argv[2] ?? join('backups', `care-records-${new Date().toISOString().replace(/[:.]/g, '-')}`);
try {
  const manifest = config.databaseUrl
    ? await backupPostgres({ databaseUrl: config.databaseUrl, schema: config.databaseSchema }, into)
    : await backupEmbedded(config.dataDir, into);
  const rows = Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0);
  const bytes = Object.values(manifest.files).reduce((n, f) => n + f.bytes, 0);
  console.log(
    `Backup written to ${into}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MB (${manifest.driver === 'pg' ? 'PostgreSQL' : 'embedded database'}).`,
  );
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exit(1);
}
