// A Redis that comes back empty (restarted without its data, an empty replica, a
// flush) loses the job schedules; until they are registered again no scan runs, and /api/health must
// not say "ok" meanwhile. Only this file's keys are removed (its own BullMQ prefix), never the shared
// Redis's other contents.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULES } from '../../engine/jobs/queues.ts';
import { startWorkers, type Workers } from '../../workers/start.ts';
import { REDIS_URL, startTestServer, type TestServer } from '../helpers/server.ts';
import { eventually, silent } from './harness.ts';

const ALL = SCHEDULES.map((s) => s.id);
const HOUR = 3_600_000;

describe('job schedules after Redis comes back empty', () => {
  const prefix = `test-sched-${randomBytes(5).toString('hex')}`;
  let redis: Redis;
  let server: TestServer;
  const started: Workers[] = [];
  const start = async (scheduleCheckMs: number) => {
    const w = await startWorkers({
      store: server.store,
      redisUrl: REDIS_URL,
      prefix,
      log: silent,
      relay: false,
      queues: [],
      scheduleCheckMs,
    });
    started.push(w);
    await w.registered;
    return w;
  };
  /** Redis restarted empty, as far as this test's keys go. */
  const emptyRedis = async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
  };
  const registered = async (w: Workers) => {
    const found: string[] = [];
    for (const s of SCHEDULES) if (await w.queues[s.queue].getJobScheduler(s.id)) found.push(s.id);
    return found;
  };
  const health = async () => (await server.app.inject({ url: '/api/health' })).json();

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    await redis.ping();
    server = await startTestServer({ driver: 'pg', seed: false, env: { JOBS_PREFIX: prefix } });
  });
  afterAll(async () => {
    for (const w of started) await w.close().catch(() => undefined);
    await emptyRedis();
    redis.disconnect();
    await server?.close();
  });

  it('health says degraded while the schedules are missing, and ok once they are registered again', async () => {
    const w = await start(HOUR); // the timer does not fire during this test
    expect(await registered(w)).toEqual(ALL);
    await expect.poll(async () => (await health()).status).toBe('ok');
    await emptyRedis();
    expect(await registered(w)).toEqual([]);
    await expect.poll(async () => (await health()).status).toBe('degraded');
    const h = await health();
    expect(h.jobs.ok).toBe(true); // Redis answers a ping all the same
    expect(h.schedules).toMatchObject({ ok: false, missing: ALL });
    expect(await w.ensureSchedules()).toEqual(ALL); // re-created, and said which
    expect(await registered(w)).toEqual(ALL);
    expect(await w.ensureSchedules()).toEqual([]); // nothing missing: nothing done
    await expect.poll(async () => (await health()).status).toBe('ok');
    await w.close();
  });

  it('the workers re-create them by themselves, on their timer', async () => {
    const w = await start(200);
    await emptyRedis();
    await eventually(async () => (await registered(w)).length === ALL.length);
    expect(await w.queues['expiry-alerts'].getJobScheduler('expiry-scan')).toMatchObject({
      pattern: '5 * * * *',
      tz: 'Europe/London',
    });
    await expect.poll(async () => (await health()).status).toBe('ok');
    await w.close();
  });

  it('and at once when their Redis connection comes back (a restarted Redis)', async () => {
    const w = await start(HOUR);
    await emptyRedis();
    // cut this process's connections to Redis (only those named with this test's prefix), as a restart does
    const clients = ((await redis.client('LIST')) as string).split('\n').filter((l) => l.includes(` name=${prefix}:`));
    expect(clients.length).toBeGreaterThan(0);
    for (const line of clients) await redis.client('KILL', 'ID', line.match(/\bid=(\d+)/)![1]);
    // (asked through the workers' own queues, which refuse while they reconnect)
    await eventually(async () => (await registered(w).catch(() => [])).length === ALL.length, 20_000);
    await expect.poll(async () => (await health()).status).toBe('ok');
    await w.close();
  });
});
