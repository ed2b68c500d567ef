import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Sql } from './db.ts';
import { listenPg } from './pg-listen.ts';
import { openReplica, type Replica } from './replica.ts';
import { asUnavailable } from './unavailable.ts';

// Dates stay as strings for `date` columns: a date of birth is a calendar date, not an instant.
pg.types.setTypeParser(1082, (v: string) => v);

export interface PgOptions {
  /**
   * Named prepared statements (default on). Off for PgBouncer's transaction pooling before 1.21, where a statement
   * prepared on one server connection is unknown on the next (decision 0940).
   */
  prepared?: boolean;
  /** A direct connection to the primary for LISTEN, when `connectionString` is a pooler that cannot hold one. */
  listenUrl?: string;
  /** A streaming read replica for heavy reads (engine/store/replica.ts). */
  replica?: { url: string; maxLagMs: number; pollMs: number };
}

export async function openPg(connectionString: string, schema?: string, opts: PgOptions = {}): Promise<Db> {
  const prepared = opts.prepared ?? true;
  const poolOptions: pg.PoolConfig = {
    max: Number(process.env.PG_POOL_SIZE ?? 10),
    // JIT off: its compile time (≈250 ms) is spent on any statement the planner guesses is large, which for these
    // short index-driven statements is all cost and no gain (measured on the quality-assurance lists at scale).
    options: ['-c jit=off', schema ? `-c search_path=${schema},public` : ''].filter(Boolean).join(' '),
    // A database that does not answer is reported (503) within seconds rather than leaving requests
    // waiting; keep-alive notices a connection whose server went away without a word.
    connectionTimeoutMillis: Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 5000),
    keepAlive: true,
  };
  const pool = new pg.Pool({ ...poolOptions, connectionString });
  const replica: Replica | null = opts.replica ? openReplica({ ...opts.replica, primary: pool, poolOptions }) : null;
  // An idle connection cut by a restart, a failover or pg_terminate_backend: the pool has already
  // dropped it and opens a fresh one for the next query. Without a listener the 'error' would end
  // the process.
  pool.on('error', () => undefined);
  if (schema) {
    const c = await pool.connect();
    try {
      await c.query(`create schema if not exists ${schema}`);
    } finally {
      c.release();
    }
  }
  // Named, so each connection parses and plans a statement once and then only binds and runs it:
  // the store's SQL is a fixed set of texts, and planning was a large share of the database's work.
  const statement = (text: string, params?: unknown[]) => {
    const name = prepared ? statementName(text) : undefined;
    return name ? { name, text, values: params as unknown[] } : { text, values: params as unknown[] };
  };
  const on = (client: pg.Pool | pg.PoolClient): Sql => {
    // One connection runs one statement at a time: a transaction's statements started together (Promise.all) wait
    // their turn here, as pg would queue them itself — a queue pg 9 removes (its warning: "already executing").
    let turn: Promise<unknown> = Promise.resolve();
    const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
      if (client === pool) return run();
      const mine = turn.then(run, run);
      turn = mine.catch(() => undefined);
      return mine;
    };
    return {
      async query(text, params) {
        // a heavy read the replica can answer now; if it cannot after all (down, cut, cancelled by replay), the primary
        if (replica && client === pool && replica.serves(text)) {
          try {
            return (await replica.pool.query(statement(text, params))).rows;
          } catch {
            replica.failed();
          }
        }
        try {
          return (await inTurn(() => client.query(statement(text, params)))).rows;
        } catch (err) {
          throw asUnavailable(err);
        }
      },
      async exec(text) {
        try {
          await inTurn(() => client.query(text));
        } catch (err) {
          throw asUnavailable(err);
        }
      },
    };
  };
  /** Where the primary's WAL ends now: past every commit already answered, so a later read can wait for it. */
  async function writtenLsn(): Promise<string> {
    return (await pool.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn')).rows[0].lsn;
  }
  return {
    driver: 'pg',
    ...on(pool),
    async transaction(fn) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw asUnavailable(err);
      }
      // A checked-out connection has no listener of the pool's: one cut mid-transaction (e.g. while
      // the outbox relay waits on Redis) would otherwise end the process. Its next query fails instead,
      // and it is released as broken so the pool does not hand it out again.
      let lost: Error | undefined;
      const onLost = (err: Error) => {
        lost = err;
      };
      client.on('error', onLost);
      try {
        await client.query('begin');
        const result = await fn(on(client));
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw asUnavailable(err);
      } finally {
        client.removeListener('error', onLost);
        client.release(lost);
      }
    },
    listen: (channel, on) => listenPg(opts.listenUrl ?? connectionString, channel, on),
    ...(replica ? { replica: { state: replica.state, look: replica.look, writtenLsn } } : {}),
    async close() {
      await replica?.close();
      await pool.end();
    },
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
