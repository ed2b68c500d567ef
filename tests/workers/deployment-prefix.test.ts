// Two deployments on one Redis never share job queues: the default prefix is derived from the database, and workers
// that find their prefix held by another database's workers refuse to start instead of running its jobs, or stop
// taking jobs when another deployment takes the prefix while they run (their hold lapsed).
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseIdentity,
  derivedJobsPrefix,
  jobsPrefixFor,
  PrefixHeldElsewhere,
  prefixHold,
} from '../../engine/jobs/deployment.ts';
import { jobsHealthCheck } from '../../engine/jobs/health.ts';
import { QUEUES } from '../../engine/jobs/queues.ts';
import { startWorkers, type Workers } from '../../workers/start.ts';
import { REDIS_URL, startTestServer, type TestServer } from '../helpers/server.ts';
import { silent } from './harness.ts';

const quiet = { warn: () => undefined, lost: () => undefined };

describe('job queue prefix per deployment', () => {
  const prefix = `test-deploy-${randomBytes(5).toString('hex')}`;
  let redis: Redis;
  let first: TestServer;
  let second: TestServer;
  let lite: TestServer;
  const started: Workers[] = [];
  const start = (server: TestServer, p: string | undefined) =>
    startWorkers({ store: server.store, redisUrl: REDIS_URL, prefix: p, log: silent, relay: false, queues: [] }).then(
      (w) => {
        started.push(w);
        return w;
      },
    );

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    [first, second, lite] = await Promise.all([
      startTestServer({ driver: 'pg', seed: false, env: { JOBS_PREFIX: prefix } }),
      startTestServer({ driver: 'pg', seed: false, env: { JOBS_PREFIX: prefix } }),
      startTestServer({ driver: 'pglite', seed: false }),
    ]);
  });
  afterAll(async () => {
    for (const w of started) await w.close().catch(() => undefined);
    for (const p of [prefix, `${prefix}-x`, `${prefix}-lost`]) {
      const keys = await redis.keys(`${p}:*`);
      if (keys.length) await redis.del(...keys);
    }
    redis.disconnect();
    await Promise.all([first?.close(), second?.close(), lite?.close()]);
  });

  it('derives a different default prefix for each database, the same one every time for one database', async () => {
    const a = await databaseIdentity(first.store.db);
    const b = await databaseIdentity(second.store.db);
    expect(a).not.toBe(b);
    expect(await databaseIdentity(first.store.db)).toBe(a);
    expect(derivedJobsPrefix(a)).toMatch(/^care-[0-9a-f]{12}$/);
    expect(derivedJobsPrefix(a)).not.toBe(derivedJobsPrefix(b));
    // JOBS_PREFIX wins when given; an embedded database gets its own too
    expect(await jobsPrefixFor(first.store.db, '')).toBe(derivedJobsPrefix(a));
    expect(await jobsPrefixFor(first.store.db, 'given')).toBe('given');
    expect(await jobsPrefixFor(lite.store.db, '')).toMatch(/^care-[0-9a-f]{12}$/);
  });

  it('lets every process of one deployment hold the prefix, and refuses another database', async () => {
    const p = `${prefix}-x`;
    const one = prefixHold(REDIS_URL, p, 'db-one', quiet);
    const again = prefixHold(REDIS_URL, p, 'db-one', quiet);
    const other = prefixHold(REDIS_URL, p, 'db-two', quiet);
    await one.take();
    await again.take();
    await expect(other.take()).rejects.toBeInstanceOf(PrefixHeldElsewhere);
    expect(await redis.pttl(`${p}:deployment`)).toBeGreaterThan(0); // lapses if the holders die
    await one.release();
    await again.release();
    await other.take(); // free once the first deployment's workers stopped
    expect(await redis.get(`${p}:deployment`)).toBe('db-two');
    await other.release();
    expect(await redis.exists(`${p}:deployment`)).toBe(0);
  });

  it("refuses to start workers on another deployment's queues, naming JOBS_PREFIX", async () => {
    await start(first, prefix);
    await start(first, prefix); // a second worker process of the same deployment is welcome
    await expect(start(second, prefix)).rejects.toThrow(/another deployment's workers.*JOBS_PREFIX/);
    // with no prefix given, the second deployment derives its own and starts
    const own = await start(second, undefined);
    expect(own.queues).toBeDefined();
  });

  it('stops taking jobs, and says why, when another deployment takes the prefix while the workers run', async () => {
    const p = `${prefix}-lost`;
    const errors: string[] = [];
    const ours = await databaseIdentity(first.store.db);
    const w = await startWorkers({
      store: first.store,
      redisUrl: REDIS_URL,
      prefix: p,
      log: { ...silent, error: (m: string) => void errors.push(m) },
      relay: false,
      schedules: false,
      queues: [QUEUES.recurrence, QUEUES.exports],
      prefixRefreshMs: 50,
    });
    started.push(w);
    await w.connected;
    expect(w.workers.map((x) => x.isRunning())).toEqual([true, true]);
    expect(await redis.get(`${p}:deployment`)).toBe(ours);
    const health = jobsHealthCheck(REDIS_URL, { prefix: p, identity: ours });
    expect((await health()).ok).toBe(true);

    // our hold lapses (a pause longer than the hold, or Redis restarted empty) and another database's workers take it
    await redis.del(`${p}:deployment`);
    const other = prefixHold(REDIS_URL, p, 'another-database', quiet);
    await other.take();

    await expect.poll(() => w.workers.map((x) => x.isRunning())).toEqual([false, false]);
    expect(w.stoppedBecause).toBeInstanceOf(PrefixHeldElsewhere);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`prefix ${p} lost while running: .*another deployment's workers`));
    expect(errors[0]).toMatch(/stopped taking jobs/);
    // the other deployment keeps its hold: ours neither takes it back nor, closing, releases it
    expect(await redis.get(`${p}:deployment`)).toBe('another-database');
    // and the health check tells this deployment's operator whose the queues are
    const told = await jobsHealthCheck(REDIS_URL, { prefix: p, identity: ours })();
    expect(told).toMatchObject({ ok: false, detail: expect.stringMatching(/held by another deployment.*JOBS_PREFIX/) });
    await w.close();
    expect(await redis.get(`${p}:deployment`)).toBe('another-database');
    await other.release();
  });
});
