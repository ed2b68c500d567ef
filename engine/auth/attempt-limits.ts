// Counters of failed sign-ins and PIN tries, shared by every API process through Redis (rate-limiter-flexible's
// RateLimiterRedis), so that N processes (API_PROCESSES, several machines) do not give N times the allowance.
// While Redis cannot be reached, each process counts on its own (the limiter's insurance, in memory): the
// limits still hold per process, and signing in keeps working — records must stay reachable when Redis is not.
import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

export interface AttemptLimits {
  /** A counter of `points` failures per `durationS` seconds, under `name` (one per kind of attempt). */
  limiter(name: string, points: number, durationS: number): RateLimiterAbstract;
  /** Once Redis answers (or after `ms`): counts made while it connects would go to this process's memory alone. */
  ready(ms?: number): Promise<void>;
  close(): Promise<void>;
}

/** `prefix` keeps deployments (and test runs) sharing one Redis apart, as the job queues' prefix does. */
export function attemptLimits(redisUrl: string | null, prefix: string): AttemptLimits {
  // no offline queue: while Redis is away a count fails at once and the insurance counts instead
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    : null;
  redis?.on('error', () => undefined); // reconnecting is ioredis's own; meanwhile the insurance counts
  return {
    limiter(name, points, durationS) {
      const memory = new RateLimiterMemory({ points, duration: durationS, keyPrefix: name });
      if (!redis) return memory;
      return new RateLimiterRedis({
        storeClient: redis,
        points,
        duration: durationS,
        keyPrefix: `${prefix}:attempts:${name}`,
        insuranceLimiter: memory,
        rejectIfRedisNotReady: true,
      });
    },
    async ready(ms = 2_000) {
      if (!redis || redis.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    async close() {
      redis?.disconnect();
    },
  };
}
