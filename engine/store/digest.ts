// What a backup must bring back, as figures: for every table in the database's schema, its row count and a digest of
// its rows' text (bytea as hex, so a file's bytes are in it). Two databases with equal digests hold the same rows.
import type { Sql } from './db.ts';

export interface TableDigest {
  rows: number;
  digest: string;
}

/** Every base table of the current schema, by name. */
export async function tableDigests(sql: Sql): Promise<Record<string, TableDigest>> {
  const tables = await sql.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: Record<string, TableDigest> = {};
  for (const { name } of tables) {
    // Each row hashed, the hashes sorted: no primary key needed, and the aggregate stays 32 bytes a row.
    const [row] = await sql.query<{ rows: string | number; digest: string }>(
      `select count(*) as rows, md5(coalesce(string_agg(h, '' order by h), '')) as digest
         from (select md5(t::text) as h from "${name.replaceAll('"', '""')}" t) x`,
    );
    out[name] = { rows: Number(row.rows), digest: row.digest };
  }
  return out;
}

/** The newest migration applied to this database (0 before any). */
export async function appliedMigration(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ v: number | null }>('select max(version) as v from schema_migrations');
  return Number(row?.v ?? 0);
}
