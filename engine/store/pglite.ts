import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Sql } from './db.ts';

export async function openPglite(dataDir: string | undefined, schema?: string, loadDataDir?: Blob): Promise<Db> {
  // PGlite creates only the last folder of its data dir.
  if (dataDir) mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  const db = loadDataDir ? new PGlite({ dataDir, loadDataDir }) : new PGlite(dataDir);
  // Dates stay as strings (calendar dates), as with pg. (The constructor option is not applied in 0.5.)
  const options = { parsers: { [types.DATE]: (v: string) => v } };
  await db.waitReady;
  if (schema) await db.exec(`create schema if not exists ${schema}; set search_path to ${schema}, public;`);
  const on = (c: Pick<PGlite, 'query' | 'exec'>): Sql => ({
    async query(text, params) {
      return (await c.query(text, (params ?? []) as unknown[], options)).rows as never[];
    },
    async exec(text) {
      await c.exec(text);
    },
  });
  return {
    driver: 'pglite',
    ...on(db),
    transaction: (fn) => db.transaction((tx) => fn(on(tx))),
    // In-process: nothing can be missed, and a notification is delivered before the query that
    // follows its commit returns.
    async listen(channel, on) {
      const stop = await db.listen(channel, on.message);
      return {
        live: () => true,
        sessionPid: () => null,
        async settled() {
          await db.query('select 1');
        },
        close: () => stop(),
      };
    },
    async close() {
      await db.close();
    },
    dumpDataDir: () => db.dumpDataDir('none'),
  };
}
