// Which deployment a job-queue prefix belongs to. BullMQ keeps every queue under a key prefix in Redis; two
// deployments on one Redis with the same prefix share queues, and one's workers run the other's jobs against the wrong
// database. So the default prefix is derived from the database (its stored identity, and for a server its name and
// schema, so a restored copy beside the original differs), and the workers hold the prefix in Redis while they run:
// a second deployment that finds it held for another database refuses to start instead of stealing jobs, and workers
// whose lapsed hold another database took while they ran stop taking jobs (workers/start.ts).
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Db } from '../store/db.ts';

/** A stable name for this database: its stored identity, plus the server database's name and schema. */
export async function databaseIdentity(db: Db): Promise<string> {
  const [stored] = await db.query<{ id: string }>('select id from deployment_identity order by created_at limit 1');
  if (!stored) throw new Error('deployment_identity is empty: the migrations did not run');
  if (db.driver === 'pglite') return stored.id;
  const [where] = await db.query<{ name: string; schema: string }>(
    'select current_database() as name, current_schema() as schema',
  );
  return `${stored.id}:${where.name}:${where.schema}`;
}

export const derivedJobsPrefix = (identity: string) =>
  `care-${createHash('sha256').update(identity).digest('hex').slice(0, 12)}`;

/** JOBS_PREFIX when given, else one derived from the database. */
export async function jobsPrefixFor(db: Db, configured: string | undefined): Promise<string> {
  return configured || derivedJobsPrefix(await databaseIdentity(db));
}

export class PrefixHeldElsewhere extends Error {}

const HOLD_MS = 30_000;
const REFRESH_MS = 10_000;
// Refresh only our own hold; take a lapsed one again (Redis restarted empty, or a pause outlived the hold).
const REFRESH = `local v = redis.call('get', KEYS[1])
if v == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end
if not v then return redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) and 1 or 0 end
return -1`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

const refusal = (prefix: string) =>
  new PrefixHeldElsewhere(
    `The job queues "${prefix}" on this Redis belong to another deployment's workers (a different database). ` +
      'Give this deployment its own JOBS_PREFIX, or leave JOBS_PREFIX unset to derive one from the database.',
  );

export interface PrefixHoldEvents {
  /** A refresh failed for a reason that may pass (Redis out of reach): the hold is taken again when it answers. */
  warn: (message: string) => void;
  /**
   * Another database's workers took the prefix after this hold lapsed: this deployment must stop taking jobs from
   * it. Said once; the hold stops refreshing.
   */
  lost: (err: PrefixHeldElsewhere) => void;
}

/**
 * Hold `prefix` for this database while the workers run (every process of one deployment may hold it together).
 * `take` throws PrefixHeldElsewhere when another database's workers hold it; `events.lost` says they took it later.
 */
export function prefixHold(
  redisUrl: string,
  prefix: string,
  identity: string,
  events: PrefixHoldEvents,
  opts: { refreshMs?: number } = {},
) {
  const key = `${prefix}:deployment`;
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  const refresh = async () => {
    const r = (await redis.eval(REFRESH, 1, key, identity, String(HOLD_MS))) as number;
    if (r === -1) throw refusal(prefix);
  };
  return {
    async take() {
      if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
      try {
        await refresh();
      } catch (err) {
        if (err instanceof PrefixHeldElsewhere) redis.disconnect();
        throw err;
      }
      timer = setInterval(() => {
        refresh().catch((err: Error) => {
          if (!(err instanceof PrefixHeldElsewhere)) return events.warn(`job queue prefix ${prefix}: ${err.message}`);
          // not ours any more: never take it back from under the other deployment
          clearInterval(timer);
          events.lost(err);
        });
      }, opts.refreshMs ?? REFRESH_MS);
      timer.unref();
    },
    async release() {
      clearInterval(timer);
      try {
        if (redis.status === 'ready') await redis.eval(RELEASE, 1, key, identity);
      } finally {
        redis.disconnect();
      }
    },
  };
}
