// `npm run restore -- FOLDER`: puts a backup back, with the server stopped. The embedded database and session secret
// go into DATA_DIR (what was there is moved aside, not deleted); with DATABASE_URL the dump is restored into that
// database in one transaction. Either way every table is checked against the backup's manifest before it says done.
import { restoreEmbedded } from '../engine/backup/embedded.ts';
import { restorePostgres } from '../engine/backup/postgres.ts';
import { loadConfig } from '../engine/config.ts';

const config = loadConfig();
const from = process.argv[2];
if (!from) {
  console.error('Usage: npm run restore -- FOLDER (a folder written by npm run backup)');
  process.exit(2);
}
try {
  if (config.databaseUrl) {
    const manifest = await restorePostgres(from, { databaseUrl: config.databaseUrl, schema: config.databaseSchema });
    console.log(`Restored the backup of ${manifest.createdAt} into the PostgreSQL database; every table checked.`);
  } else {
    const { manifest, setAside } = await restoreEmbedded(from, config.dataDir);
    console.log(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}; every table checked.`);
    for (const path of setAside) console.log(`  what was there is kept in ${path}`);
  }
} catch (err) {
  console.error(`Restore failed: ${(err as Error).message}`);
  process.exit(1);
}
