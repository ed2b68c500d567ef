// Is the job queue (Redis) reachable, and are the job schedules in it? Asked by /api/health; the
// answer is cached for a few seconds so a health probe never waits on a dead Redis for long.
// The schedules are read from Redis itself, whichever process registered them: a Redis that restarted
// empty answers a ping but runs no scans until they are registered again (workers/start.ts does so).
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { SCHEDULES } from './queues.ts';

interface SchedulesHealth {
  ok: boolean;
  detail: string;
  missing: string[];
}
export interface JobsHealth {
  ok: boolean;
  detail: string;
  schedules: SchedulesHealth;
}

/** `identity`: this database's (engine/jobs/deployment.ts); queues held for another one are reported not ok. */
export function jobsHealthCheck(redisUrl: string, opts: { prefix?: string; identity?: string } = {}) {
  let cached: { at: number; value: JobsHealth } | null = null;
  return async (): Promise<JobsHealth> => {
    if (cached && Date.now() - cached.at < 5000) return cached.value;
    const redis = new Redis(redisUrl, {
      lazyConnect: true,
      connectTimeout: 800,
      commandTimeout: 2000,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    let value: JobsHealth;
    try {
      await redis.connect();
      await redis.ping();
      const prefix = opts.prefix ?? 'bull';
      const missing = await missingSchedules(redis, prefix);
      // another database's workers hold our queues (they took the prefix after our hold lapsed): ours stopped
      const holder = opts.identity ? await redis.get(`${prefix}:deployment`) : null;
      const elsewhere = holder !== null && holder !== opts.identity;
      value = {
        ok: !elsewhere,
        detail: elsewhere
          ? `job queues "${prefix}" held by another deployment's workers (a different database): this deployment's ` +
            'jobs do not run; give it its own JOBS_PREFIX (or leave it unset) and restart its workers'
          : 'job queue reachable',
        schedules: missing.length
          ? {
              ok: false,
              detail: `scheduled scans not registered: ${missing.join(', ')} (they run again once the workers register them)`,
              missing,
            }
          : { ok: true, detail: 'every scheduled scan registered', missing },
      };
    } catch (err) {
      const detail = `jobs unavailable: Redis cannot be reached (${(err as Error).message})`;
      value = { ok: false, detail, schedules: { ok: false, detail, missing: SCHEDULES.map((s) => s.id) } };
    } finally {
      redis.disconnect();
    }
    cached = { at: Date.now(), value };
    return value;
  };
}

/** Scheduler ids of SCHEDULES that Redis does not hold (BullMQ's own reading, over this one connection). */
async function missingSchedules(redis: Redis, prefix: string): Promise<string[]> {
  const missing: string[] = [];
  for (const s of SCHEDULES) {
    const queue = new Queue(s.queue, { connection: redis, prefix });
    queue.on('error', () => undefined); // the read below fails instead
    try {
      if (!(await queue.getJobScheduler(s.id))) missing.push(s.id);
    } finally {
      await queue.close();
    }
  }
  return missing;
}
