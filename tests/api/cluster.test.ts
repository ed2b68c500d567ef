// More than one process: two API processes and a worker process, each with its own
// memory, on one PostgreSQL schema and one Redis. What one process keeps (people, sessions, definitions)
// must follow a change made through the other, and work that every scheduler instance queues must be
// done once. The API processes here listen on ports of their own, so the test can choose which one it
// asks; API_PROCESSES=N gives the same processes behind one port (engine/cluster.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../../engine/jobs/queues.ts';
import { createStore, type Db, openDb } from '../../engine/store/index.ts';
import { londonDate } from '../../engine/time/london.ts';
import { withDatabase } from '../helpers/demo-template.ts';
import { DATABASE_URL, REDIS_URL } from '../helpers/server.ts';
import { eventually } from '../workers/harness.ts';

const tag = randomBytes(4).toString('hex');
// A copy of the run's seeded demo database when the test run made one (tests/helpers/demo-template.ts),
// else a fresh schema that the first process migrates and seeds.
const TEMPLATE = process.env.TEST_PG_DEMO_TEMPLATE;
const NAME = `cluster_${tag}`,
  PREFIX = `test-cluster-${tag}`;
const URL = TEMPLATE ? withDatabase(DATABASE_URL, NAME) : DATABASE_URL;
const PORT_A = 3109,
  PORT_B = 3119;
const FAILURES_ALLOWED = 6; // failed sign-ins per address (the last test spends them)
const env = {
  DATABASE_URL: URL,
  DATABASE_SCHEMA: TEMPLATE ? '' : NAME,
  REDIS_URL,
  JOBS_PREFIX: PREFIX,
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  JWT_SECRET: `cluster-test-${tag}`.padEnd(48, 'x'),
  DATA_DIR: `/tmp/cluster-${tag}`,
  LOGIN_RATE_LIMIT: '1000',
  API_PROCESSES: '1',
  LOGIN_FAILURES_PER_ADDRESS: String(FAILURES_ALLOWED),
};
const children: ChildProcess[] = [];

/** Start a process and resolve once it prints what says it is ready. */
function start(script: string, extra: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, ...env, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    const seen = (d: Buffer) => {
      out += d.toString();
      if (process.env.CLUSTER_TEST_OUTPUT) process.stderr.write(d);
      if (ready.test(out)) resolve(child);
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${out}`)));
  });
}

const api = (port: number, cookie = '') => {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return {
      status: res.status,
      body: res.headers.get('content-type')?.includes('json') ? await res.json() : null,
      cookie: res.headers.getSetCookie()[0]?.split(';')[0],
    };
  };
  return {
    cookie,
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, body),
    put: (path: string, body: unknown) => call('PUT', path, body),
  };
};
const signIn = async (port: number, email: string) =>
  api(port, (await api(port).post('/api/auth/login', { email, password: 'CareDemo2026!' })).cookie!);

describe('two API processes and a worker process on one database and one Redis', () => {
  let db: Db;
  let redis: Redis;
  let samId: string, oakYpId: string, itemId: string;
  const expiresOn = londonDate(new Date(Date.now() + 7 * 86_400_000));

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    if (TEMPLATE) {
      const admin = await openDb({ databaseUrl: DATABASE_URL });
      try {
        await admin.exec(`create database ${NAME} template ${TEMPLATE}`);
      } finally {
        await admin.close();
      }
    }
    // A migrates and seeds the demo alone (no workers yet), then a staff member's DBS check is made due
    // in 7 days; then B (with the workers in its process, as `npm run serve` has them) and a
    // separate `npm run workers` start together: two scheduler instances, two outbox relays.
    await start('engine/main.ts', { PORT: String(PORT_A), WORKERS: 'off' }, /running at/);
    db = await openDb({ databaseUrl: URL, ...(TEMPLATE ? {} : { schema: NAME }) });
    const [org] = await db.query<{ id: string }>(`select id from organisations where slug = 'demo'`);
    const store = createStore(db).forOrg(org.id);
    samId = (await db.query<{ id: string }>(`select id from users where email = 'staff.oak@demo.care'`))[0].id;
    oakYpId = (
      await db.query<{ id: string }>(
        `select y.id from young_people y join homes h on h.id = y.home_id where h.name = 'Oak House' order by y.id limit 1`,
      )
    )[0].id;
    // the demo's history is not this test's
    await db.query(`update outbox set relayed_at = now() where relayed_at is null`);
    itemId = (
      await store.datedItems.insert({
        subjectKind: 'user',
        subjectId: samId,
        kind: 'dbs_expiry',
        label: 'Enhanced DBS',
        expiresOn,
      })
    ).id;
    await Promise.all([
      start('engine/main.ts', { PORT: String(PORT_B), SEED_DEMO: 'off' }, /running at/),
      start('workers/main.ts', { LOG_LEVEL: 'info' }, /workers started/),
    ]);
  }, 180_000); // three processes start (tsx compiles each); minutes only on a machine shared with much else

  afterAll(async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) resolve();
            else {
              c.once('exit', () => resolve());
              c.kill('SIGTERM');
            }
          }),
      ),
    );
    const keys = await redis?.keys(`${PREFIX}:*`);
    if (keys?.length) await redis.del(...keys);
    redis?.disconnect();
    if (!TEMPLATE) await db?.exec(`drop schema if exists ${NAME} cascade`);
    await db?.close();
    if (TEMPLATE) {
      const admin = await openDb({ databaseUrl: DATABASE_URL });
      try {
        await admin.exec(`drop database if exists ${NAME} with (force)`);
      } finally {
        await admin.close();
      }
    }
  }, 60_000);

  it('a permission taken away through one process is refused by the other', async () => {
    const sam = await signIn(PORT_B, 'staff.oak@demo.care');
    const list = `/api/records/daily-log?youngPerson=${oakYpId}&limit=5`;
    expect((await sam.get(list)).status).toBe(200); // B now remembers Sam and where the young person lives
    const director = await signIn(PORT_A, 'director@demo.care');
    const users = (await director.get('/api/settings/users')).body as Record<string, unknown>[];
    const { email, name, role, isManager, jobTitle, areas, ypPermissions, showInRota, removeFromRota } = users.find(
      (u) => u.id === samId,
    )!;
    const taken = await director.put(`/api/settings/users/${samId}`, {
      email,
      name,
      role,
      isManager,
      jobTitle,
      areas,
      ypPermissions,
      showInRota,
      removeFromRota,
      homeIds: [],
      removeFromRotaHomes: [],
    });
    expect(taken.status).toBe(200);
    // B hears the change through PostgreSQL, not through A: the next request there is refused
    await eventually(async () => (await sam.get(list)).status === 403, 5_000);
    // and a session ended through A is ended in B
    const manager = await signIn(PORT_B, 'manager.oak@demo.care');
    expect((await manager.get('/api/auth/me')).status).toBe(200);
    expect((await api(PORT_A, manager.cookie).post('/api/auth/logout', {})).status).toBeLessThan(300);
    await eventually(async () => (await manager.get('/api/auth/me')).status === 401, 5_000);
  });

  it("an organisation's toggle and a home's type changed through one process are obeyed by the other", async () => {
    const director = await signIn(PORT_A, 'director@demo.care');
    const writer = await signIn(PORT_B, 'manager.oak@demo.care'); // Sam lost Oak House above
    const meal = () => writer.post('/api/records/meal-intake', { youngPersonId: oakYpId, data: {} });
    const setMeals = (on: boolean) => director.put('/api/settings/organisation', { toggles: { mealIntake: on } });
    expect((await setMeals(false)).status).toBe(200);
    expect((await meal()).status).toBe(403); // B now keeps the organisation's row, with the toggle off
    expect((await setMeals(true)).status).toBe(200);
    await eventually(async () => (await meal()).status === 201, 5_000);
    expect((await setMeals(false)).status).toBe(200);
    await eventually(async () => (await meal()).status === 403, 5_000);
    // a home's type: B keeps Oak House as a children's home, where the support delivered (asked in
    // supported accommodation only) is refused at its field, until it hears otherwise
    const oak = (await director.get('/api/settings/homes')).body.find((h: { name: string }) => h.name === 'Oak House');
    const support = () =>
      writer.post('/api/records/daily-log', {
        youngPersonId: oakYpId,
        data: { supportDelivered: [{ type: 'key_work', minutes: 30 }] },
      });
    const setType = (type: string) =>
      director.put(`/api/settings/homes/${oak.id}`, { name: oak.name, type, address: oak.address ?? null });
    expect(oak.type).toBe('children_home');
    expect((await support()).status).toBe(422);
    expect((await setType('support_accomodation_for_older_children')).status).toBe(200);
    try {
      await eventually(async () => (await support()).status === 201, 5_000);
    } finally {
      expect((await setType('children_home')).status).toBe(200);
    }
    await eventually(async () => (await support()).status === 422, 5_000);
  });

  it('a definition changed through one process is the one the other uses', async () => {
    const director = await signIn(PORT_A, 'director@demo.care');
    const staffB = await signIn(PORT_B, 'manager.oak@demo.care');
    const before = (await staffB.get('/api/definitions/daily-log')).body; // B keeps this version now
    const versions = (await director.get('/api/settings/definitions/daily-log/versions')).body as {
      id: number;
      version: number;
    }[];
    const latest = (await director.get(`/api/settings/definitions/daily-log/versions/${versions.at(-1)!.id}`)).body
      .definition;
    latest.schema.properties.weather = { type: 'string', title: 'Weather', maxLength: 100 };
    latest.schema.required = [...latest.schema.required, 'weather'];
    latest.sections.at(-1).fields.push('weather');
    const saved = await director.post('/api/settings/definitions/daily-log/versions', {
      definition: latest,
      baseVersion: before.version,
    });
    expect(saved.status).toBe(201);
    const now = await eventually(async () => {
      const d = (await staffB.get('/api/definitions/daily-log')).body;
      return d.version === before.version + 1 && d;
    }, 5_000);
    expect(now.schema.properties.weather.title).toBe('Weather');
    // and B validates against it: a draft may now say the weather (the old version refuses an unknown field)
    const ypOfManager = (await staffB.get('/api/young-people')).body[0].id;
    expect(
      (await staffB.post('/api/records/daily-log', { youngPersonId: ypOfManager, data: { weather: 'Sunny' } })).status,
    ).toBe(201);
  });

  it('two scheduler instances and two relays: each job done once, each alert raised once', async () => {
    // both instances queued a catch-up expiry scan at start: the alert is raised once, to each person once
    const key = `dbs_expiry:${samId}:${itemId}:${expiresOn}:7`;
    const [alert] = await eventually(async () => {
      const rows = await db.query<{ id: string }>(`select id from alerts where natural_key = $1`, [key]);
      return rows.length > 0 && rows;
    }, 30_000);
    const recipients = await db.query<{ user_id: string; n: number }>(
      `select user_id, count(*)::int as n from alert_recipients where alert_id = $1 group by user_id`,
      [alert.id],
    );
    expect(recipients.length).toBeGreaterThan(0);
    expect(recipients.every((r) => r.n === 1)).toBe(true);
    expect(
      await db.query(`select 1 from alerts where natural_key like $1`, [`dbs_expiry:${samId}:${itemId}:%`]),
    ).toHaveLength(1);
    // records saved through both API processes: each outbox message relayed once and its job started once
    // (incidents: a worker acts on each; a daily log here would be marked relayed without a job)
    const director = [await signIn(PORT_A, 'director@demo.care'), await signIn(PORT_B, 'director@demo.care')];
    const [{ last }] = await db.query<{ last: string }>(`select coalesce(max(id), 0)::text as last from outbox`);
    const saved = await Promise.all(
      Array.from({ length: 20 }, (_, k) =>
        director[k % 2].post('/api/records/incident', { youngPersonId: oakYpId, data: {} }),
      ),
    );
    expect(saved.map((r) => r.status)).toEqual(saved.map(() => 201));
    const rows = await eventually(async () => {
      const r = await db.query<{ id: string; relayed: boolean }>(
        `select id::text, relayed_at is not null as relayed from outbox where id > $1`,
        [last],
      );
      return r.length >= 20 && r.every((x) => x.relayed) && r;
    }, 20_000);
    const queue = new Queue(QUEUES.recordChanges, { connection: { url: REDIS_URL }, prefix: PREFIX });
    try {
      const jobs = await eventually(async () => {
        const done = await queue.getJobs(['completed', 'failed', 'active', 'waiting', 'delayed']);
        const ours = done.filter((j) => rows.some((r) => j.id === `outbox-${r.id}`));
        return ours.length === rows.length && ours.every((j) => j.finishedOn) && ours;
      }, 20_000);
      expect(new Set(jobs.map((j) => j.id)).size).toBe(rows.length);
      expect(jobs.map((j) => j.attemptsStarted)).toEqual(jobs.map(() => 1)); // no job was started twice
    } finally {
      await queue.close();
    }
    // every expiry-scan run was one job (the two instances' catch-ups share an id within the hour)
    const expiry = new Queue(QUEUES.expiry, { connection: { url: REDIS_URL }, prefix: PREFIX });
    try {
      const runs = await expiry.getJobs(['completed']);
      expect(runs.length).toBeGreaterThan(0);
      expect(runs.map((j) => j.attemptsStarted)).toEqual(runs.map(() => 1));
    } finally {
      await expiry.close();
    }
  });

  // last: it leaves this address refused for ten minutes
  it('failed sign-ins are counted once for both processes, not once in each', async () => {
    const wrong = (port: number) =>
      api(port).post('/api/auth/login', { email: 'staff.oak@demo.care', password: 'not the password' });
    // half through each
    for (let k = 0; k < FAILURES_ALLOWED; k++) expect((await wrong(k % 2 ? PORT_B : PORT_A)).status).toBe(401);
    // each process saw only half the failures, yet both refuse the next sign-in, even with the right password
    for (const port of [PORT_A, PORT_B]) {
      const right = await api(port).post('/api/auth/login', {
        email: 'staff.oak@demo.care',
        password: 'CareDemo2026!',
      });
      expect(right.status).toBe(429);
    }
  });
});
