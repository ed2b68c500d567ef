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

export function jobsHealthCheck(redisUrl: string, opts: { prefix?: string } = {}) {
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
      const missing = await missingSchedules(redis, opts.prefix ?? 'bull');
      value = {
        ok: true,
        detail: 'job queue reachable',
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
