// Exports made in the background (decision 0990): asked for with a reason, in the audit with who, what and why; made
// once whatever happens to Redis; the file held only for the person who asked, until its download or its time limit.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportService } from '../../engine/exports/service.ts';
import { clientFor, dailyLog, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { REDIS_URL, startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;
const MINUTE = 60_000;

describe('exports as audited background jobs', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let staff: Client, manager: Client, director: Client;
  let exports: ReturnType<typeof exportService>;
  let asked: Record<string, string>;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[]) => server.store.db.query<T>(text, params);
  const row = async (id: string) =>
    (
      await sql<{ status: string; content: Buffer | null; removed_why: string | null }>(
        'select status, content, removed_why from export_files where id = $1',
        [id],
      )
    )[0];

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    [staff, manager, director] = await Promise.all(
      ['staff.oak@demo.care', 'manager.oak@demo.care', 'director@demo.care'].map((e) => clientFor(server, e)),
    );
    exports = exportService({ store: server.store, registry: server.registry });
    const yp = people.oakYp;
    expect((await staff.post('/api/records/daily-log', { youngPersonId: yp.id, data: dailyLog() })).status).toBe(201);
    const sar = await manager.post('/api/records/subject-access-request', {
      youngPersonId: yp.id,
      data: { receivedOn: '2026-03-02', clockFrom: '2026-03-02', requestedBy: 'self', requesterName: yp.firstName },
    });
    expect(sar.status).toBe(201);
    asked = { subject: 'young-person', subjectId: yp.id, requestId: sar.body.id, stage: 'review', format: 'json' };
  });
  afterAll(() => server?.close());

  const ask = (c: Client = manager, reason = 'Preparing the reply to the request') =>
    c.post('/api/exports', { ...asked, reason });

  it('asks the reason, refuses as the pack would, and puts who, what and why in the audit', async () => {
    const none = await manager.post('/api/exports', asked);
    expect(none.status).toBe(400);
    expect(none.headers['content-type']).toContain('application/problem+json');
    expect(JSON.stringify(none.body.errors)).toContain('reason');
    expect((await ask(manager, '   ')).status).toBe(400);
    // care staff may not prepare a pack at all; a release waits for a second person's approval
    expect((await ask(staff)).status).toBe(403);
    const early = await manager.post('/api/exports', { ...asked, stage: 'release', reason: 'Releasing it' });
    expect(early.status).toBe(409);

    const made = await ask();
    expect(made.status).toBe(202);
    expect(made.body).toMatchObject({ status: 'queued', progress: 0, reason: 'Preparing the reply to the request' });
    const audit = await sql<{ user_id: string; detail: Record<string, unknown> }>(
      `select user_id, detail from activity_audit where action = 'export.requested' and entity_id = $1`,
      [asked.subjectId],
    );
    expect(audit).toContainEqual({
      user_id: people.user('manager.oak@demo.care').id,
      detail: expect.objectContaining({ reason: 'Preparing the reply to the request', exportId: made.body.id }),
    });
  });

  it("another organisation's id, or another person's, is not found", async () => {
    const made = await ask();
    const other = await otherOrganisation(server);
    for (const c of [other.client, director, staff]) {
      expect((await c.get(`/api/exports/${made.body.id}`)).status).toBe(404);
      expect((await c.get(`/api/exports/${made.body.id}/file`)).status).toBe(404);
    }
    expect((await manager.get(`/api/exports/${made.body.id}`)).status).toBe(200);
  });

  it('Redis emptied with the job in it: the sweep makes it from the database; downloaded once, then gone', async () => {
    const made = await ask();
    const id = made.body.id as string;
    // the job is in Redis (no worker runs in this test); then Redis loses it
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`*:exports:export-${id}*`);
      expect(keys.length).toBeGreaterThan(0);
      const prefix = keys[0].slice(0, keys[0].indexOf(':exports:'));
      const all = await redis.keys(`${prefix}:exports:*`);
      await redis.del(...all);
    } finally {
      redis.disconnect();
    }
    expect((await manager.get(`/api/exports/${id}`)).body.status).toBe('queued');
    expect((await manager.get(`/api/exports/${id}/file`)).status).toBe(409);
    // the workers' minutely sweep finds it stranded and makes it
    await exports.sweep(new Date(Date.now() + 2 * MINUTE));
    const ready = await manager.get(`/api/exports/${id}`);
    expect(ready.body).toMatchObject({ status: 'ready', progress: 100 });
    expect(ready.body.sizeBytes).toBeGreaterThan(100);

    const file = await manager.get(`/api/exports/${id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers['cache-control']).toContain('no-store');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="subject-access-review-/);
    expect(file.body.subject.id).toBe(asked.subjectId);
    // taken once: the bytes are gone from the server, the row and the audit stay
    expect((await manager.get(`/api/exports/${id}/file`)).status).toBe(410);
    expect(await row(id)).toEqual({ status: 'removed', content: null, removed_why: 'downloaded' });
    const actions = (
      await sql<{ action: string; reason: string }>(
        `select action, detail->>'reason' as reason from activity_audit
         where action in ('export.requested', 'export.subject-access.review', 'export.downloaded')
           and (detail->>'exportId' = $1 or (action = 'export.subject-access.review' and entity_id = $2))`,
        [id, asked.subjectId],
      )
    ).map((r) => `${r.action}: ${r.reason}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'export.requested: Preparing the reply to the request',
        'export.subject-access.review: Preparing the reply to the request',
        'export.downloaded: Preparing the reply to the request',
      ]),
    );
  });

  it('a file not downloaded leaves the server at its time limit; the audit stays', async () => {
    const id = (await ask()).body.id as string;
    expect(await exports.make(id)).toBe('ready');
    expect((await row(id)).content).not.toBeNull();
    expect((await exports.sweep(new Date(Date.now() + 23 * 60 * MINUTE))).expired).toBe(0);
    expect((await exports.sweep(new Date(Date.now() + 25 * 60 * MINUTE))).expired).toBeGreaterThanOrEqual(1);
    expect(await row(id)).toEqual({ status: 'removed', content: null, removed_why: 'expired' });
    expect((await manager.get(`/api/exports/${id}/file`)).status).toBe(410);
    expect(
      await sql(`select 1 from activity_audit where action = 'export.requested' and detail->>'exportId' = $1`, [id]),
    ).toHaveLength(1);
  });

  it('a job whose worker stopped mid-way is made again once stale, and only once', async () => {
    const id = (await ask()).body.id as string;
    const now = Date.now();
    // a worker took it and died (or Redis was emptied while it ran)
    expect(await server.store.exportFiles.claim(id, new Date(now))).not.toBeNull();
    expect(await exports.make(id, new Date(now + MINUTE))).toBeNull(); // another worker does not take it twice
    expect((await exports.sweep(new Date(now + 5 * MINUTE))).made).toBe(0);
    expect((await exports.sweep(new Date(now + 11 * MINUTE))).made).toBeGreaterThanOrEqual(1);
    expect((await manager.get(`/api/exports/${id}`)).body.status).toBe('ready');
  });
});
