// The server survives its database. Cutting its connections (a restart, a failover,
// pg_terminate_backend) must not end the process — an unhandled 'error' would fail this file —; while
// the database is away every request answers 503 problem+json and /api/health says "down"; a write in
// flight when the connection dies is answered 503, never 201; and everything recovers by itself, with
// every acknowledged write still there. PostgreSQL only: PGlite runs in-process, with no connection to lose.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers, type Workers } from '../../workers/start.ts';
import { clientFor, dailyLog, demoPeople } from '../helpers/fixtures.ts';
import { type PgProxy, pgProxy } from '../helpers/pg-proxy.ts';
import { DATABASE_URL, REDIS_URL, startTestServer, type TestServer } from '../helpers/server.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const withAppName = (url: string, name: string) => `${url}${url.includes('?') ? '&' : '?'}application_name=${name}`;

describe('pg: the server survives its database', () => {
  // What would have ended a real process (an 'error' event nobody listens to), seen here too.
  const uncaught: Error[] = [];
  const record = (err: Error) => {
    uncaught.push(err);
  };
  beforeAll(() => {
    process.on('uncaughtException', record);
  });
  afterAll(() => {
    process.off('uncaughtException', record);
  });

  describe('its connections terminated (pg_terminate_backend), the relay and LISTEN busy', () => {
    // Only this server's sessions are cut: they carry an application name of their own.
    const appName = `outage-${randomBytes(5).toString('hex')}`;
    const prefix = `test-outage-${randomBytes(5).toString('hex')}`;
    let server: TestServer;
    let workers: Workers;
    let admin: pg.Client;
    beforeAll(async () => {
      server = await startTestServer({ driver: 'pg', env: { DATABASE_URL: withAppName(DATABASE_URL, appName) } });
      admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      // the outbox relay every 20 ms keeps a connection checked out, as in production every second
      workers = await startWorkers({
        store: server.store,
        redisUrl: REDIS_URL,
        prefix,
        log: silent,
        queues: [],
        schedules: false,
        relayIntervalMs: 20,
      });
      await workers.connected;
    });
    afterAll(async () => {
      await workers?.close();
      await admin?.end();
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await server?.close();
    });

    it('keeps the process up and answers again by itself, losing no acknowledged write', async () => {
      const people = await demoPeople(server);
      const staff = await clientFor(server, 'staff.oak@demo.care');
      const saved = await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() });
      expect(saved.status).toBe(201);
      // several idle connections in the pool, each of which emits 'error' when cut
      await Promise.all(Array.from({ length: 6 }, () => staff.get(`/api/records/daily-log/${saved.body.id}`)));
      expect(server.app.remembered.live()).toBe(true);

      const { rows } = await admin.query<{ cut: boolean }>(
        'select pg_terminate_backend(pid) as cut from pg_stat_activity where application_name = $1',
        [appName],
      );
      expect(rows.filter((r) => r.cut).length).toBeGreaterThanOrEqual(3); // pool, relay, LISTEN
      await expect.poll(() => server.app.remembered.live()).toBe(false);

      await expect.poll(async () => (await staff.get(`/api/records/daily-log/${saved.body.id}`)).status).toBe(200);
      expect((await staff.get(`/api/records/daily-log/${saved.body.id}`)).body).toMatchObject({
        id: saved.body.id,
        version: saved.body.version,
      });
      const again = await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() });
      expect(again.status).toBe(201);
      const health = await server.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json().database).toMatchObject({ ok: true });
      await expect.poll(() => server.app.remembered.live()).toBe(true); // LISTEN back in place
      // and the relay hands on what was written after the cut
      await expect
        .poll(
          async () =>
            (
              await server.store.db.query<{ relayed: boolean }>(
                `select relayed_at is not null as relayed from outbox where payload->>'recordId' = $1`,
                [again.body.id],
              )
            )[0]?.relayed,
        )
        .toBe(true);
      expect(uncaught.map((e) => e.message)).toEqual([]);
    });
  });

  describe('its database away (connections dropped, new ones refused) and back', () => {
    let proxy: PgProxy;
    let server: TestServer;
    beforeAll(async () => {
      proxy = await pgProxy(DATABASE_URL);
      server = await startTestServer({ driver: 'pg', env: { DATABASE_URL: proxy.url } });
    });
    afterAll(async () => {
      proxy?.restore();
      await server?.close();
      await proxy?.close();
    });
    const count = async () =>
      (await server.store.db.query<{ n: number }>(`select count(*)::int as n from records where kind = 'daily-log'`))[0]
        .n;

    it('answers 503 problem+json while it is away, says so in /api/health, and recovers when it returns', async () => {
      const people = await demoPeople(server);
      const staff = await clientFor(server, 'staff.oak@demo.care');
      const saved = await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() });
      expect(saved.status).toBe(201);

      proxy.cut();
      const read = await staff.get(`/api/records/daily-log/${saved.body.id}`);
      expect(read.status).toBe(503);
      expect(read.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(read.headers['retry-after']).toBe('5');
      expect(read.body).toMatchObject({ status: 503, title: 'Service unavailable' });
      expect(
        (await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() })).status,
      ).toBe(503);
      const health = await server.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'down', database: { ok: false } });
      await expect.poll(() => server.app.remembered.live()).toBe(false);

      proxy.restore();
      await expect.poll(async () => (await server.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const back = await staff.get(`/api/records/daily-log/${saved.body.id}`);
      expect(back.status).toBe(200);
      expect(back.body.data).toEqual(saved.body.data);
      await expect.poll(() => server.app.remembered.live()).toBe(true);
      expect(uncaught.map((e) => e.message)).toEqual([]);
    });

    it('a write in flight when the connection dies answers 503, not 201, and is not half-kept', async () => {
      const people = await demoPeople(server);
      const staff = await clientFor(server, 'staff.oak@demo.care');
      const before = await count();
      const held = proxy.stall();
      const saving = staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() });
      await held; // the save's statements are on their way and will not come back
      proxy.cut();
      const answer = await saving;
      expect(answer.status).toBe(503);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      proxy.restore();
      await expect.poll(async () => (await staff.get('/api/records/daily-log?limit=1')).status).toBe(200);
      expect(await count()).toBe(before); // nothing of it committed
      const retried = await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() });
      expect(retried.status).toBe(201);
      expect(await count()).toBe(before + 1);
      expect(uncaught.map((e) => e.message)).toEqual([]);
    });
  });
});
