// More than one database server, for real (decision 0940): a private primary started from the run's demo, a
// streaming replica of it and PgBouncer in front (tests/helpers/pg-servers.ts). The app runs through PgBouncer's
// transaction pooling without named statements, LISTENs on a direct connection, and sends heavy reads to the
// replica only when it has what the caller just wrote. Under CI a machine without the servers fails the test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot } from '../../engine/boot.ts';
import { loadConfig } from '../../engine/config.ts';
import { WRITTEN_COOKIE } from '../../engine/http/replica-reads.ts';
import type { Db } from '../../engine/store/index.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { withDatabase } from '../helpers/demo-template.ts';
import { dailyLog } from '../helpers/fixtures.ts';
import { dumpDatabase, freePort, missingForServers, type PgServers, startPgServers } from '../helpers/pg-servers.ts';
import { DATABASE_URL, REDIS_URL } from '../helpers/server.ts';

const missing = missingForServers();
if (missing.length && process.env.CI) throw new Error(`CI needs ${missing.join(', ')} (.ci/run installs them)`);
const MAX_LAG_MS = 4000;

describe.skipIf(missing.length > 0)('PgBouncer, a direct LISTEN and a streaming read replica', () => {
  let servers: PgServers;
  let app: FastifyInstance;
  let db: Db;
  let session = '';
  let youngPerson = '';
  let closeApp = async () => {};

  beforeAll(async () => {
    const template = process.env.TEST_PG_DEMO_TEMPLATE;
    if (!template) throw new Error('no demo template (tests/helpers/demo-template.ts makes it for the api project)');
    const work = mkdtempSync(join(tmpdir(), 'care-replica-'));
    const dump = join(work, 'demo.dump');
    // the template takes no connections: a copy of it is dumped
    const copy = `${template}_replica_${process.pid}`;
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`create database ${copy} template ${template}`);
      dumpDatabase(withDatabase(DATABASE_URL, copy), dump);
      await admin.query(`drop database ${copy}`);
      servers = await startPgServers({
        ports: { primary: await freePort(), replica: await freePort(), bouncer: await freePort() },
        restore: dump,
        name: 'care-replica',
      });
    } finally {
      await admin.query(`drop database if exists ${copy}`).catch(() => undefined);
      await admin.end();
      rmSync(work, { recursive: true, force: true });
    }
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-'.padEnd(48, 'x'),
      REDIS_URL,
      JOBS_PREFIX: `t-replica-${process.pid}`,
      LOGIN_RATE_LIMIT: '1000',
      DATABASE_URL: servers.bouncerUrl,
      DATABASE_PREPARED_STATEMENTS: 'off',
      DATABASE_LISTEN_URL: servers.primaryUrl,
      DATABASE_REPLICA_URL: servers.replicaUrl,
      DATABASE_REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
      DATABASE_REPLICA_POLL_MS: '50',
    } as NodeJS.ProcessEnv);
    const booted = await boot(config);
    app = booted.app;
    db = booted.db;
    closeApp = async () => {
      await app.close();
      await db.close();
    };
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'manager.oak@demo.care', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    session = `session=${res.cookies.find((c) => c.name === 'session')!.value}`;
    const people = await app.inject({ method: 'GET', url: '/api/young-people', headers: { cookie: session } });
    youngPerson = (people.json() as { id: string }[])[0].id;
  });
  afterAll(async () => {
    await closeApp().catch(() => undefined);
    servers?.stop();
  });

  const write = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/records/daily-log',
      headers: { cookie: session },
      payload: { youngPersonId: youngPerson, data: dailyLog() },
    });
    expect(res.statusCode, res.body).toBe(201);
    const written = res.cookies.find((c) => c.name === WRITTEN_COOKIE);
    return { id: (res.json() as { id: string }).id, written: `${WRITTEN_COOKIE}=${written!.value}` };
  };
  const listed = async (id: string, cookies: string[]) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/records/daily-log?youngPerson=${youngPerson}&limit=100`,
      headers: { cookie: cookies.join('; ') },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: { id: string }[] }).items.some((r) => r.id === id);
  };
  const until = async (what: () => boolean | Promise<boolean>, ms = 15_000) => {
    const end = Date.now() + ms;
    while (!(await what())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('serves the app through transaction pooling, with LISTEN on its own direct connection', async () => {
    const { id, written } = await write();
    expect(await listed(id, [session, written])).toBe(true);
    // a notification sent through PgBouncer reaches the listener, whose session is not one of PgBouncer's
    const heard: string[] = [];
    const listener = await db.listen('replica_test', { message: (m) => heard.push(m), down: () => undefined });
    try {
      await db.query(`select pg_notify('replica_test', 'hello')`);
      await until(() => heard.includes('hello'));
      const pooled = servers
        .bouncerConsole('show servers')
        .split('\n')
        .map((line) => line.split('|'));
      expect(pooled.length).toBeGreaterThan(0);
      expect(pooled.flat()).not.toContain(String(listener.sessionPid()));
      expect(
        servers.psql('primary', `select count(*) from pg_stat_activity where pid = ${listener.sessionPid()}`),
      ).toBe('1');
    } finally {
      await listener.close();
    }
  });

  it('reads what the caller just wrote from the primary while the replica lags, then the replica again', async () => {
    await until(async () => (await db.replica!.look(), db.replica!.state().usable));
    servers.psql('replica', 'select pg_wal_replay_pause()');
    try {
      const { id, written } = await write();
      await db.replica!.look();
      // the writer: the replica has not replayed their write, so the primary answers
      expect(await listed(id, [session, written])).toBe(true);
      // without the write's position (another person's view), a replica a moment behind answers: not there yet
      expect(db.replica!.state().usable).toBe(true);
      expect(await listed(id, [session])).toBe(false);
      // behind for longer than the allowed lag: everyone is answered by the primary
      await until(() => !db.replica!.state().usable);
      expect(await listed(id, [session])).toBe(true);
    } finally {
      servers.psql('replica', 'select pg_wal_replay_resume()');
    }
    await until(async () => (await db.replica!.look(), db.replica!.state().usable));
    const { id, written } = await write();
    await until(async () => (await db.replica!.look(), db.replica!.state().lagMs !== null));
    await until(() => listed(id, [session, written]));
    expect(await listed(id, [session])).toBe(true);
  });

  it('answers from the primary, never an error, when the replica goes away', async () => {
    const { id } = await write();
    servers.stopReplica();
    expect(await listed(id, [session])).toBe(true);
    await db.replica!.look();
    expect(db.replica!.state().usable).toBe(false);
    expect(await listed(id, [session])).toBe(true);
  });
});
