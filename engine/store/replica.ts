// A streaming read replica for heavy reads (decision 0940). A route opts in (readsFromReplica); within it, a plain
// SELECT outside a transaction goes to the replica when the replica has replayed the caller's own last write and is
// not lagging. Anything else — a transaction, a write, a caller whose write it has not replayed, a replica that is
// down, behind or refuses the statement — is answered by the primary, never by an error.
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/** A WAL position ('16/B374D848') as a number, to compare. */
export function lsnValue(lsn: string): bigint {
  const [hi, lo] = lsn.split('/');
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
}
export const isLsn = (v: unknown): v is string => typeof v === 'string' && /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/i.test(v);

interface ReadContext {
  /** The caller's last write on the primary (null: none recent): the replica must have replayed it. */
  after: bigint | null;
}
const context = new AsyncLocalStorage<ReadContext>();

/** Runs `fn` as a heavy read: its plain SELECTs may go to the replica once it has replayed `after`. */
export function readsFromReplica<T>(after: string | null, fn: () => T): T {
  return context.run({ after: after && isLsn(after) ? lsnValue(after) : null }, fn);
}

// Statements the replica may answer: one SELECT (or WITH … SELECT) that locks, writes and signals nothing.
const READ = /^\s*(select|with)\b/i;
const NOT_READ =
  /\b(insert|update|delete|merge|nextval|setval|pg_notify|pg_advisory\w*|set_config)\b|\bfor\s+(no\s+key\s+)?(update|share|key\s+share)\b/i;
export const isPlainRead = (text: string) => READ.test(text) && !NOT_READ.test(text);

export interface ReplicaState {
  /** The replica answered the last look, and has replayed what the primary had written maxLagMs ago. */
  usable: boolean;
  /** The replica's replay position at the last look. */
  replayed: string | null;
  /** How far behind the primary it was at the last look, at most (ms); null when it cannot be said. */
  lagMs: number | null;
}

export interface Replica {
  pool: pg.Pool;
  /** The replica may answer this statement now, in the current request. */
  serves(text: string): boolean;
  /** The replica failed a statement: the primary answers, and the replica waits for the next look. */
  failed(): void;
  state(): ReplicaState;
  /** Looks again now (tests; the timer looks every pollMs). */
  look(): Promise<void>;
  close(): Promise<void>;
}

export interface ReplicaOptions {
  url: string;
  /** The primary's pool, for its WAL position. */
  primary: pg.Pool;
  maxLagMs: number;
  pollMs: number;
  poolOptions: pg.PoolConfig;
}

export function openReplica(opts: ReplicaOptions): Replica {
  const pool = new pg.Pool({ ...opts.poolOptions, connectionString: opts.url });
  pool.on('error', () => undefined); // an idle connection cut: the pool opens another
  // The primary's WAL position at each look, newest last: whatever was committed before a sample's time is on the
  // replica once its replay has passed that sample's position.
  let samples: { at: number; lsn: bigint }[] = [];
  let replayed: bigint | null = null;
  let replayedText: string | null = null;
  let lastGood = 0;
  let looking: Promise<void> | null = null;

  async function lookNow() {
    try {
      const [p] = (await opts.primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows;
      samples.push({ at: Date.now(), lsn: lsnValue(p.lsn) });
      const [r] = (
        await pool.query<{ lsn: string | null; recovering: boolean }>(
          'select pg_last_wal_replay_lsn()::text as lsn, pg_is_in_recovery() as recovering',
        )
      ).rows;
      // a server that is not in recovery is a promoted replica or a wrong address: not a replica of this primary
      replayedText = r.recovering ? r.lsn : null;
      replayed = replayedText ? lsnValue(replayedText) : null;
      if (replayed !== null) lastGood = Date.now();
    } catch {
      replayed = null;
      replayedText = null;
    }
    // keep the newest sample the replica has passed and every later one; older ones no longer decide anything
    const passed = replayed === null ? -1 : samples.findLastIndex((s) => s.lsn <= replayed!);
    if (passed > 0) samples = samples.slice(passed);
    if (samples.length > 1000) samples = samples.slice(-1000);
  }
  const look = () => (looking ??= lookNow().finally(() => (looking = null)));
  const timer = setInterval(() => void look(), opts.pollMs);
  timer.unref();
  void look();

  /** How stale the replica may be now (ms), or null when it cannot be said. */
  function lagMs(): number | null {
    if (replayed === null || Date.now() - lastGood > opts.maxLagMs) return null;
    const newest = samples.findLast((s) => s.lsn <= replayed!);
    return newest ? Date.now() - newest.at : null;
  }
  const usable = () => {
    const lag = lagMs();
    return lag !== null && lag <= opts.maxLagMs;
  };

  return {
    pool,
    serves(text) {
      const ctx = context.getStore();
      if (!ctx || replayed === null || !isPlainRead(text)) return false;
      if (ctx.after !== null && replayed < ctx.after) return false;
      return usable();
    },
    failed() {
      replayed = null;
      replayedText = null;
    },
    state: () => ({ usable: usable(), replayed: replayedText, lagMs: lagMs() }),
    look,
    async close() {
      clearInterval(timer);
      await looking?.catch(() => undefined);
      await pool.end();
    },
  };
}
