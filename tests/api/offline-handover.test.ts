// What a device had queued when its person's session was ended elsewhere is handed over at its next contact
// (decision 1011): under the ended session's cookie, for 72 hours after the end, kept for the home's managers and
// marked "queued on a device by <person> at <device time>, received after their session was ended", never as the
// person's record; a live session, one past the window, another home's young person or any other route is refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPeople } from '../helpers/fixtures.ts';
import { as, DRIVERS, login, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(DRIVERS)('handing over writing from a device whose session ended, on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
  });
  afterAll(() => server?.close());

  const item = (over: Record<string, unknown> = {}) => ({
    recordId: randomUUID(),
    kind: 'daily-log',
    youngPersonId: people.oakYps[0].id,
    data: { summary: { concerns: 'handed over after the end' } },
    queuedAt: '2026-11-27T21:05:00.000Z',
    writtenAt: '2026-11-27T21:06:00.000Z',
    ...over,
  });
  const handOver = (cookie: string, items: unknown[]) =>
    as(server.app, cookie).post('/api/auth/offline-handover', { items });
  const endAll = (email: string, why: string, hoursAgo = 0) =>
    server.store.db.query(
      `update sessions set ended_at = now() - make_interval(hours => $3), ended_why = $2
        where user_id = (select id from users where email = $1) and ended_at is null`,
      [email, why, hoursAgo],
    );
  const kept = (recordId: string) =>
    server.store.db.query<{ userId: string; homeId: string; endedWhy: string; data: unknown; queuedAt: Date }>(
      `select user_id as "userId", home_id as "homeId", ended_why as "endedWhy", data, queued_at as "queuedAt"
         from offline_handovers where record_id = $1`,
      [recordId],
    );

  it('an ended session hands its items over once, marked, kept for the home and not made a record', async () => {
    const cookie = await login(server.app, 'staff.oak@demo.care');
    const live = await handOver(cookie, [item()]);
    expect(live.status).toBe(403); // a live session sends as usual
    await endAll('staff.oak@demo.care', 'by-administrator');
    await server.app.remembered.settled();
    expect((await as(server.app, cookie).get('/api/auth/me')).body.session).toBe('ended');

    const one = item();
    const answer = await handOver(cookie, [one]);
    expect(answer.status).toBe(200);
    expect(answer.body.received).toBe(1);
    // 21:05 UTC is 21:05 in London in November
    expect(answer.body.markings).toEqual([
      "Queued on a device by Sam Taylor at 27/11/2026 21:05 (the device's time), received after their session was ended",
    ]);
    const [row] = await kept(one.recordId);
    expect(row).toMatchObject({ homeId: people.oak.id, endedWhy: 'by-administrator', data: one.data });
    // handed over again (its answer lost): kept once
    expect((await handOver(cookie, [one])).body.received).toBe(0);
    expect(await kept(one.recordId)).toHaveLength(1);
    // never the person's record
    const manager = as(server.app, await login(server.app, 'manager.oak@demo.care'));
    expect((await manager.get(`/api/records/daily-log/${one.recordId}`)).status).toBe(404);
    // and the ended session still opens nothing else
    expect((await as(server.app, cookie).get('/api/records/daily-log')).status).toBe(401);
    expect(
      (await as(server.app, cookie).post('/api/auth/device-key', { device: 'AAAAAAAAAAAAAAAAAAAAAA' })).status,
    ).toBe(401);
  });

  it('refused past 72 hours after the end, for a young person of another home, and with no session', async () => {
    const cookie = await login(server.app, 'alex.oak@demo.care');
    await endAll('alex.oak@demo.care', 'password', 73);
    await server.app.remembered.settled();
    const late = item();
    const past = await handOver(cookie, [late]);
    expect(past.status).toBe(403);
    expect(past.body.detail).toMatch(/72 hours/);
    expect(await kept(late.recordId)).toEqual([]);

    const other = await login(server.app, 'staff.willow@demo.care');
    await endAll('staff.willow@demo.care', 'deactivated', 1);
    await server.app.remembered.settled();
    const notTheirs = item({ youngPersonId: people.oakYps[0].id });
    const refused = await handOver(other, [notTheirs]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((e: { path: string }) => e.path)).toEqual(['/body/items/0/youngPersonId']);
    expect(await kept(notTheirs.recordId)).toEqual([]);

    const none = await server.app.inject({
      method: 'POST',
      url: '/api/auth/offline-handover',
      payload: { items: [item()] },
    });
    expect(none.statusCode).toBe(401);
  });

  it('only the kinds written offline are handed over: a medicine dose or an unknown field is refused', async () => {
    const cookie = await login(server.app, 'staff.oak@demo.care');
    await endAll('staff.oak@demo.care', 'everywhere');
    await server.app.remembered.settled();
    const dose = await handOver(cookie, [item({ kind: 'mar-dose' })]);
    expect(dose.status).toBe(400);
    expect(dose.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(dose.body.errors.map((e: { path: string }) => e.path)).toContain('/body/items/0/kind');
    const extra = await handOver(cookie, [item({ submit: true })]);
    expect(extra.status).toBe(400);
  });
});
