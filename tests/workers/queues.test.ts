// BullMQ plumbing against real Redis: schedules registered once with stable ids, the outbox relayed
// only after commit (and once), two workers raising each alert once, a worker killed mid-job losing
// nothing, graceful shutdown, and an API that keeps working while Redis is unreachable.
import { Queue, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsHealthCheck } from '../../engine/jobs/health.ts';
import { SCHEDULES } from '../../engine/jobs/queues.ts';
import { expiryScan } from '../../workers/processors/expiry.ts';
import { pruneOutbox } from '../../workers/relay.ts';
import { startWorkers, workerConnection } from '../../workers/start.ts';
import { clientFor, dailyLog } from '../helpers/fixtures.ts';
import { REDIS_URL, startTestServer } from '../helpers/server.ts';
import { eventually, type Harness, harness, silent } from './harness.ts';

const on = (date: string) => new Date(`${date}T12:00:00Z`);
const gate = () => {
  let open!: () => void;
  const p = new Promise<void>((r) => {
    open = r;
  });
  return { p, open };
};

describe('queues, relay and workers on real Redis', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(on('2027-01-10'));
  });
  afterAll(() => h?.close());

  const alertCount = async (like: string) =>
    (
      await h.server.store.db.query<{ n: number }>(`select count(*)::int as n from alerts where natural_key like $1`, [
        like,
      ])
    )[0].n;
  const pending = async () =>
    (await h.server.store.db.query<{ n: number }>(`select count(*)::int as n from outbox where relayed_at is null`))[0]
      .n;

  it('registers every schedule once, with its stable id, however many processes start', async () => {
    const a = await h.start({ schedules: true, queues: [] });
    await a.registered;
    const b = await h.start({ schedules: true, queues: [] });
    await b.registered;
    const ids: string[] = [];
    for (const q of Object.values(a.queues)) ids.push(...(await q.getJobSchedulers()).map((s) => s.key ?? s.id ?? ''));
    expect(ids.sort()).toEqual(SCHEDULES.map((s) => s.id).sort());
    const expiry = (await a.queues['expiry-alerts'].getJobSchedulers())[0];
    expect(expiry).toMatchObject({ pattern: '5 * * * *', tz: 'Europe/London' });
  });

  it('relays a change only after its transaction commits; a rolled-back change relays nothing', async () => {
    const w = await h.start({ queues: [] });
    while (await w.relayOnce()) {
      /* drain the seed's messages */
    }
    const q = w.queues['record-changes'];
    const before = await q.count();
    await expect(
      h.server.store.transaction(h.people.orgId, async (s) => {
        await s.outbox.add('record.changed', {
          recordId: '00000000-0000-4000-8000-000000000999',
          kind: 'incident',
          action: 'create',
          status: 'ongoing',
          version: 1,
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await w.relayOnce()).toBe(0);
    await h.server.store.transaction(h.people.orgId, async (s) => {
      await s.outbox.add('record.changed', {
        recordId: '00000000-0000-4000-8000-000000000998',
        kind: 'incident',
        action: 'create',
        status: 'ongoing',
        version: 1,
      });
      expect(await w.relayOnce()).toBe(0); // not committed yet: invisible to the relay
    });
    expect(await w.relayOnce()).toBe(1);
    const staff = await clientFor(h.server, 'staff.oak@demo.care');
    const created = await staff.post('/api/records/incident', { youngPersonId: h.people.oakYp.id, data: {} });
    expect(created.status).toBe(201);
    expect(await w.relayOnce()).toBe(1);
    expect(await q.count()).toBe(before + 2);
    const [row] = await h.server.store.db.query<{ id: number }>(
      `select id::int as id from outbox where payload->>'recordId' = $1`,
      [created.body.id],
    );
    const job = await q.getJob(`outbox-${row.id}`);
    expect(job?.data).toMatchObject({
      recordId: created.body.id,
      kind: 'incident',
      action: 'create',
      orgId: h.people.orgId,
      orgHasWebhooks: false,
    });
  });

  it('a change no worker acts on is marked relayed without a job; the same change where the organisation has a webhook is a job', async () => {
    const w = await h.start({ queues: [] });
    while (await w.relayOnce()) {
      /* drain */
    }
    const q = w.queues['record-changes'];
    const staff = await clientFor(h.server, 'staff.oak@demo.care');
    const outboxOf = async (recordId: string) =>
      (
        await h.server.store.db.query<{ id: number; relayed: boolean }>(
          `select id::int as id, relayed_at is not null as relayed from outbox where payload->>'recordId' = $1`,
          [recordId],
        )
      )[0];
    const log = await staff.post('/api/records/daily-log', { youngPersonId: h.people.oakYp.id, data: dailyLog() });
    expect(log.status).toBe(201);
    const before = await q.count();
    expect(await w.relayOnce()).toBe(1); // claimed and marked…
    expect(await outboxOf(log.body.id)).toMatchObject({ relayed: true });
    // …but no job: charts, deadlines, reviews and webhooks have nothing to do
    expect(await q.count()).toBe(before);
    const director = await clientFor(h.server, 'director@demo.care');
    const hook = await director.post('/api/developer/webhooks', {
      url: 'https://example.org/care-hook',
      events: ['record.created'],
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    const again = await staff.post('/api/records/daily-log', { youngPersonId: h.people.oakYp.id, data: dailyLog() });
    expect(await w.relayOnce()).toBe(1);
    const job = await q.getJob(`outbox-${(await outboxOf(again.body.id)).id}`);
    expect(job?.data).toMatchObject({ recordId: again.body.id, kind: 'daily-log', orgHasWebhooks: true });
    await h.server.store.db.query(`update webhooks set active = false where id = $1`, [hook.body.id]);
  });

  it('two relays at once, or a row sent again after a crash, make one job per message', async () => {
    const a = await h.start({ queues: [] });
    const b = await h.start({ queues: [] });
    while (await a.relayOnce()) {
      /* drain */
    }
    const q = a.queues['record-changes'];
    const before = await q.count();
    await h.server.store.transaction(h.people.orgId, async (s) => {
      for (let i = 0; i < 300; i++)
        await s.outbox.add('record.changed', {
          recordId: '00000000-0000-4000-8000-000000000997',
          kind: 'incident',
          action: 'update',
          status: 'ongoing',
          version: i + 1,
        });
    });
    const sent = await Promise.all([a.relayOnce(), b.relayOnce(), a.relayOnce(), b.relayOnce()]);
    expect(sent.reduce((x, y) => x + y, 0)).toBe(300);
    expect(await pending()).toBe(0);
    expect(await q.count()).toBe(before + 300);
    // the marks were lost (a crash after adding to Redis): sent again, still one job each
    await h.server.store.db.query(
      `update outbox set relayed_at = null where payload->>'recordId' = '00000000-0000-4000-8000-000000000997'`,
    );
    while (await a.relayOnce()) {
      /* again */
    }
    expect(await q.count()).toBe(before + 300);
  });

  it('drops messages relayed over a week ago, never one still to relay', async () => {
    const w = await h.start({ queues: [] });
    while (await w.relayOnce()) {
      /* drain */
    }
    const add = (kind: string, relayedDaysAgo: number | null, createdDaysAgo = 30) =>
      h.server.store.db.query(
        `insert into outbox (org_id, topic, payload, created_at, relayed_at)
       values ($1, 'record.changed', jsonb_build_object('kind', $2::text), now() - make_interval(days => $4), now() - make_interval(days => $3))`,
        [h.people.orgId, kind, relayedDaysAgo, createdDaysAgo],
      );
    await add('prune-old', 8);
    await add('prune-recent', 6);
    await add('prune-waiting', null); // never relayed (Redis was down a month): kept
    expect(await pruneOutbox(h.server.store)).toBeGreaterThanOrEqual(1);
    const left = await h.server.store.db.query<{ kind: string }>(
      `select payload->>'kind' as kind from outbox where payload->>'kind' like 'prune-%' order by 1`,
    );
    expect(left.map((r) => r.kind)).toEqual(['prune-recent', 'prune-waiting']);
    expect(await pruneOutbox(h.server.store)).toBe(0);
    expect(await w.relayOnce()).toBe(1); // the waiting one still goes
  });

  it('two workers running the same scans raise each alert once', async () => {
    const sam = h.people.user('staff.oak@demo.care');
    for (let i = 0; i < 10; i++)
      await h.server.store.forOrg(h.people.orgId).datedItems.insert({
        subjectKind: 'user',
        subjectId: sam.id,
        kind: 'training_expiry',
        label: `Course ${i}`,
        expiresOn: '2027-01-15',
      });
    const a = await h.start({ queues: ['expiry-alerts'] });
    const b = await h.start({ queues: ['expiry-alerts'] });
    const q = a.queues['expiry-alerts'];
    await Promise.all([
      q.add('scan', {}),
      b.queues['expiry-alerts'].add('scan', {}),
      q.add('scan', {}),
      q.add('scan', {}),
    ]);
    await eventually(async () => (await q.getJobCounts('completed')).completed >= 4);
    expect(await alertCount('training_expiry:%:2027-01-15:7')).toBe(10);
  });

  it('a worker killed mid-job loses nothing: the job is retried by another worker and done once', async () => {
    const sam = h.people.user('staff.oak@demo.care');
    const item = await h.server.store
      .forOrg(h.people.orgId)
      .datedItems.insert({ subjectKind: 'user', subjectId: sam.id, kind: 'dbs_expiry', expiresOn: '2027-02-01' });
    const name = 'kill-test';
    const queue = new Queue(name, { connection: workerConnection(REDIS_URL), prefix: h.prefix });
    const started = gate();
    const stuck = gate();
    const opts = {
      connection: workerConnection(REDIS_URL),
      prefix: h.prefix,
      lockDuration: 1000,
      stalledInterval: 500,
      maxStalledCount: 2,
    };
    const first = new Worker(
      name,
      async () => {
        started.open();
        await stuck.p;
        return expiryScan(h.deps);
      },
      opts,
    );
    first.on('error', () => undefined);
    const job = await queue.add('scan', {}, { jobId: 'expiry-kill-1', attempts: 3 });
    await started.p;
    expect(await job.getState()).toBe('active');
    // killed: the job stays active, its lock lapses
    await first.close(true);
    expect(await alertCount(`%:${item.id}:%`)).toBe(0);
    const second = new Worker(name, async () => expiryScan(h.deps), opts);
    second.on('error', () => undefined);
    await eventually(async () => (await queue.getJob('expiry-kill-1'))?.finishedOn, 15_000);
    expect(await (await queue.getJob('expiry-kill-1'))!.getState()).toBe('completed');
    expect(await alertCount(`%:${item.id}:%`)).toBe(1);
    // the killed one's run finishing late changes nothing
    stuck.open();
    await new Promise((r) => setTimeout(r, 200));
    expect(await alertCount(`%:${item.id}:%`)).toBe(1);
    await second.close();
    await queue.close();
  });

  it('shutting down lets the running job finish', async () => {
    const name = 'graceful-test';
    const queue = new Queue(name, { connection: workerConnection(REDIS_URL), prefix: h.prefix });
    const started = gate();
    const release = gate();
    let finished = false;
    const worker = new Worker(
      name,
      async () => {
        started.open();
        await release.p;
        finished = true;
        return 'done';
      },
      { connection: workerConnection(REDIS_URL), prefix: h.prefix },
    );
    const job = await queue.add('work', {});
    await started.p;
    const closing = worker.close();
    let closed = false;
    void closing.then(() => {
      closed = true;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(closed).toBe(false); // waiting for the job
    release.open();
    await closing;
    expect(finished).toBe(true);
    expect(await (await queue.getJob(job.id!))!.getState()).toBe('completed');
    await queue.close();
  });

  it('with Redis unreachable the workers start without throwing, the API works and health says so', async () => {
    const dead = 'redis://127.0.0.1:1';
    const server = await startTestServer({ driver: 'pg', env: { REDIS_URL: dead } });
    try {
      const warnings: string[] = [];
      const log = {
        ...silent,
        warn: (m: string) => {
          warnings.push(m);
        },
      };
      const w = await startWorkers({ store: server.store, redisUrl: dead, prefix: h.prefix, log, relayIntervalMs: 50 });
      const health = await server.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'degraded', jobs: { ok: false } });
      expect(health.json().jobs.detail).toMatch(/jobs unavailable/);
      const staff = await clientFor(server, 'staff.oak@demo.care');
      const yp = (await staff.get('/api/young-people')).body[0];
      expect((await staff.post('/api/records/daily-log', { youngPersonId: yp.id, data: dailyLog() })).status).toBe(201);
      expect((await staff.get('/api/tasks/mine')).status).toBe(200);
      await eventually(async () => warnings.length > 0);
      // reported once, not per retry
      expect(warnings.filter((m) => m.startsWith('jobs unavailable'))).toHaveLength(1);
      const [{ n }] = await server.store.db.query<{ n: number }>(
        `select count(*)::int as n from outbox where relayed_at is null`,
      );
      expect(n).toBeGreaterThan(0); // kept for when Redis returns
      await w.close();
      expect((await jobsHealthCheck(REDIS_URL)()).ok).toBe(true);
    } finally {
      await server.close();
    }
  }, 120_000); // it starts (and seeds) a server of its own
});
