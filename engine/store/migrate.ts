// Versioned SQL migrations, the same for PostgreSQL and PGlite, applied at start-up in one
// transaction under an advisory lock, so two processes starting together apply each once.
import { readdirSync, readFileSync } from 'node:fs';
import { projectPath } from '../paths.ts';
import { SEED_ROWS } from '../pay/reference-rates.ts';
import type { Db } from './db.ts';
import { seedReferenceRows } from './pay.ts';

const dir = projectPath('engine/store/migrations/');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function loadMigrations(): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: Number(f.split('_')[0]), name: f, sql: readFileSync(dir + f, 'utf8') }));
}

export async function migrate(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7270401)');
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key, name text not null, applied_at timestamptz not null default now())`);
    const done = new Set(
      (await tx.query<{ version: number }>('select version from schema_migrations')).map((r) => r.version),
    );
    const applied: string[] = [];
    for (const m of loadMigrations()) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
      applied.push(m.name);
    }
    // shipped data rows that organisations hold and may correct (decision 0780): new ones reach every organisation
    await seedReferenceRows(tx, SEED_ROWS);
    return applied;
  });
}
