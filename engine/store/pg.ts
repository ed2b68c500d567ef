import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Sql } from './db.ts';
import { listenPg } from './pg-listen.ts';

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
    // Named, so each connection parses and plans a statement once and then only binds and runs it:
    // the store's SQL is a fixed set of texts, and planning was a large share of the database's work.
    async query(text, params) {
      const name = statementName(text);
      return (await client.query(name ? { name, text, values: params as unknown[] } : { text, values: params as unknown[] })).rows;
    },
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
    listen: (channel, on) => listenPg(connectionString, channel, on),
    async close() { await pool.end(); },
  };
}

// A bound on how many statements each connection keeps prepared; texts built from unusual filter
// combinations beyond it run unprepared rather than grow every backend's memory without end.
const MAX_PREPARED = 1000;
const names = new Map<string, string>();
function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (!name) {
    if (names.size >= MAX_PREPARED) return undefined;
    name = `s_${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
}
