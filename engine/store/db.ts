// One small database interface over `pg` (a PostgreSQL server) and PGlite (embedded).
// Everything above engine/store talks to the store's functions, never to SQL.
import type { PgOptions } from './pg.ts';
import type { ReplicaState } from './replica.ts';

export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(text: string): Promise<void>;
}

/** A LISTEN on one channel that outlives dropped connections (it reconnects). */
export interface Listener {
  /** False while the connection is down: notifications may have been missed. */
  live(): boolean;
  /** Resolves once every notification committed before the call has been delivered. */
  settled(): Promise<void>;
  /** The listening database session's process id, while live (for operators, and tests that cut it). */
  sessionPid(): number | null;
  close(): Promise<void>;
}
export interface ListenHandlers {
  message(payload: string): void;
  down(): void;
}

export interface Db extends Sql {
  driver: 'pg' | 'pglite';
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  listen(channel: string, on: ListenHandlers): Promise<Listener>;
  close(): Promise<void>;
  /** PostgreSQL with a streaming read replica (DATABASE_REPLICA_URL) only. */
  replica?: {
    state(): ReplicaState;
    /** Looks at the replica's position again now (tests; it is looked at every few hundred ms anyway). */
    look(): Promise<void>;
    /** The primary's WAL position now: a read that must see what was just written waits for the replica to pass it. */
    writtenLsn(): Promise<string>;
  };
  /** PGlite only: the whole database as a tarball (see loadDataDir). */
  dumpDataDir?(): Promise<Blob>;
}

export interface DbOptions {
  databaseUrl?: string; // PostgreSQL server; absent → PGlite
  dataDir?: string; // PGlite data folder; absent with no URL → ./data
  schema?: string; // run in this schema (tests isolate by schema)
  memory?: boolean; // PGlite in memory (tests)
  loadDataDir?: Blob; // PGlite: start from this dump (tests clone one seeded database instead of seeding each)
  /** PostgreSQL: named prepared statements, a direct LISTEN connection, a read replica (engine/store/pg.ts). */
  pg?: PgOptions;
}

export async function openDb(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    const { openPg } = await import('./pg.ts');
    return openPg(opts.databaseUrl, opts.schema, opts.pg);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(opts.memory ? undefined : (opts.dataDir ?? './data'), opts.schema, opts.loadDataDir);
}
