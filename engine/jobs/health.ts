// Is the job queue (Redis) reachable? Asked by /api/health; the answer is cached for a few seconds
// so a health probe never waits on a dead Redis for long.
import { Redis } from 'ioredis';

export interface JobsHealth { ok: boolean; detail: string }

export function jobsHealthCheck(redisUrl: string) {
  let cached: { at: number; value: JobsHealth } | null = null;
  return async (): Promise<JobsHealth> => {
    if (cached && Date.now() - cached.at < 5000) return cached.value;
    const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 800, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    redis.on('error', () => undefined);
    let value: JobsHealth;
    try {
      await redis.connect();
      await redis.ping();
      value = { ok: true, detail: 'job queue reachable' };
    } catch (err) {
      value = { ok: false, detail: `jobs unavailable: Redis cannot be reached (${(err as Error).message})` };
    } finally {
      redis.disconnect();
    }
    cached = { at: Date.now(), value };
    return value;
  };
}
