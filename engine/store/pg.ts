import pg from 'pg';
import type { Db, Sql } from './db.ts';

// Dates stay as strings for `date` columns: a date of birth is a calendar date, not an instant.
pg.types.setTypeParser(1082, (v: string) => v);

export async function openPg(connectionString: string, schema?: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: Number(process.env.PG_POOL_SIZE ?? 10),
    options: schema ? `-c search_path=${schema},public` : undefined,
  });
  if (schema) {
    const c = await pool.connect();
    try { await c.query(`create schema if not exists ${schema}`); } finally { c.release(); }
  }
  const on = (client: pg.Pool | pg.PoolClient): Sql => ({
    async query(text, params) { return (await client.query(text, params as unknown[])).rows; },
    async exec(text) { await client.query(text); },
  });
  return {
    driver: 'pg',
    ...on(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(on(client));
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() { await pool.end(); },
  };
}
