// Shared by the worker tests: a real server (PostgreSQL schema of its own), an injected clock,
// a BullMQ key prefix of its own (removed afterwards), and incident data for a home.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { examples } from '../../definitions/young-person/examples.ts';
import { withPeople } from '../../seeds/demo.ts';
import type { WorkerDeps } from '../../workers/deps.ts';
import { type StartOptions, startWorkers, workerCatalogue } from '../../workers/start.ts';
import { demoPeople } from '../helpers/fixtures.ts';
import { REDIS_URL, startTestServer, type TestServer } from '../helpers/server.ts';

export const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface Harness {
  server: TestServer;
  people: Awaited<ReturnType<typeof demoPeople>>;
  clock: { now: Date };
  deps: WorkerDeps;
  prefix: string;
  redis: Redis;
  start(opts?: Partial<StartOptions>): ReturnType<typeof startWorkers>;
  close(): Promise<void>;
}

/** Fails (never skips) when PostgreSQL or Redis cannot be reached. */
export async function harness(start = new Date(), opts: { env?: Record<string, string> } = {}): Promise<Harness> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  await redis.ping();
  const server = await startTestServer({ driver: 'pg', env: opts.env });
  const people = await demoPeople(server);
  // The demo's own history is not what a worker test is about: left in the outbox, its hundreds of messages
  // would be relayed ahead of (and in a batch without) the change the test makes.
  await server.store.db.query(`update outbox set relayed_at = now() where relayed_at is null`);
  const clock = { now: start };
  const prefix = `test-${randomBytes(5).toString('hex')}`;
  const deps: WorkerDeps = { store: server.store, now: () => clock.now, log: silent, ...(await workerCatalogue()) };
  const started: Awaited<ReturnType<typeof startWorkers>>[] = [];
  return {
    server,
    people,
    clock,
    deps,
    prefix,
    redis,
    async start(opts = {}) {
      const w = await startWorkers({
        store: server.store,
        redisUrl: REDIS_URL,
        prefix,
        now: () => clock.now,
        log: silent,
        relay: false,
        schedules: false,
        ...opts,
      });
      started.push(w);
      return w;
    },
    async close() {
      for (const w of started) await w.close().catch(() => undefined);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await server.close();
    },
  };
}

/** An incident at a home: the demo example with that home's people, at `startedAt`, with the given interventions. */
export function incidentData(
  h: Harness,
  home: 'oak' | 'willow',
  startedAt: Date,
  levels: string[],
  extra: Record<string, unknown> = {},
) {
  const emails =
    home === 'oak'
      ? ['staff.oak@demo.care', 'alex.oak@demo.care', 'manager.oak@demo.care']
      : ['staff.willow@demo.care', 'manager.willow@demo.care'];
  const ids = emails.map((e) => h.people.user(e).id);
  const yps = h.people.oakYps ?? [];
  const other = home === 'oak' ? yps.find((y) => y.id !== h.people.oakYp.id)!.id : h.people.oakYp.id;
  const base = withPeople(structuredClone(examples.incident), ids, other) as Record<string, any>;
  delete base.debrief.managerReview;
  base.general.startedAt = startedAt.toISOString();
  base.general.endedAt = new Date(startedAt.getTime() + 20 * 60_000).toISOString();
  base.general.types = ['aggression'];
  base.intervention = levels.map((level) => ({ ...base.intervention[0], level }));
  base.notifications = [];
  return { ...base, ...extra };
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Wait for background work (a job to be processed), checking every 50 ms; fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting for background work');
    await new Promise((r) => setTimeout(r, 50));
  }
}
