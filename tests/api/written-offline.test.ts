// A write made with no connection and sent later by the device's queue carries the device's time it was written
// (Written-Offline-At): the record shows it beside the server's time of receipt; a replay adds nothing; a header that
// is not a date-time is a 400 at the header and writes nothing; without it the record says nothing of the kind.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, dailyLog, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(DRIVERS)('written offline, received later on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let staff: Awaited<ReturnType<typeof clientFor>>;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    staff = await clientFor(server, 'staff.oak@demo.care');
  });
  afterAll(() => server?.close());

  const send = async (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string>) => {
    const res = await server.app.inject({ method, url, payload, headers: { cookie: staff.cookie, ...headers } });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> & { id: string; version: number } };
  };
  const stamps = async (id: string) =>
    Number(
      (
        await server.store.db.query<{ n: number }>(
          'select count(*)::int as n from record_offline_writes where record_id = $1',
          [id],
        )
      )[0].n,
    );

  it('a create and a save written offline show the device time written and the server time received', async () => {
    const id = randomUUID();
    const writtenAt = '2026-11-27T03:12:00.000Z';
    const before = Date.now();
    const body = { id, youngPersonId: people.oakYp.id, data: dailyLog({ handover: 'written at 3am, no Wi-Fi' }) };
    const made = await send('POST', '/api/records/daily-log', body, { 'written-offline-at': writtenAt });
    expect(made.status).toBe(201);
    const read = await staff.get(`/api/records/daily-log/${id}`);
    expect(read.body.writtenOffline).toMatchObject({ version: 1, writtenAt });
    const received = Date.parse(read.body.writtenOffline.receivedAt);
    expect(received).toBeGreaterThanOrEqual(before - 1000);
    expect(received).toBeLessThanOrEqual(Date.now() + 1000);

    // sent again after a lost answer: answered from the first, nothing more noted
    const again = await send('POST', '/api/records/daily-log', body, { 'written-offline-at': writtenAt });
    expect(again.status).toBe(201);
    expect(await stamps(id)).toBe(1);

    // a later save, also offline: the record shows the latest
    const later = '2026-11-27T03:40:00.000Z';
    const key = randomUUID();
    const saved = await send(
      'PUT',
      `/api/records/daily-log/${id}`,
      { version: 1, data: dailyLog({ handover: 'and more' }) },
      { 'idempotency-key': key, 'written-offline-at': later },
    );
    expect(saved.status).toBe(200);
    expect((await staff.get(`/api/records/daily-log/${id}`)).body.writtenOffline).toMatchObject({
      version: 2,
      writtenAt: later,
    });
    expect(await stamps(id)).toBe(2);
  });

  it('an online write says nothing of being offline', async () => {
    const made = await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() });
    expect(made.status).toBe(201);
    expect((await staff.get(`/api/records/daily-log/${made.body.id}`)).body.writtenOffline).toBeUndefined();
  });

  it('a Written-Offline-At that is not a date-time is a 400 at the header and writes nothing', async () => {
    const id = randomUUID();
    const res = await send(
      'POST',
      '/api/records/daily-log',
      { id, youngPersonId: people.oakYp.id, data: dailyLog() },
      { 'written-offline-at': 'last Tuesday' },
    );
    expect(res.status).toBe(400);
    expect((res.body.errors as { path: string }[]).map((e) => e.path)).toEqual(['/headers/written-offline-at']);
    expect((await staff.get(`/api/records/daily-log/${id}`)).status).toBe(404);
  });
});
