// Update alerts: the product administrator writes announcements for chosen roles and
// dates; each person sees each once, by role, while it runs; the administrator sees how many read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonDate } from '../../engine/time/london.ts';
import { clientFor } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;

describe.each(DRIVERS)('update alerts on %s', (driver) => {
  let server: TestServer;
  let admin: Client, director: Client, staff: Client, manager: Client;
  const today = londonDate(new Date());
  const alert = (over: Record<string, unknown> = {}) => ({
    title: 'New: webhooks',
    body: 'Your developers can now connect case systems. See Developer tools.',
    roles: ['director', 'manager'],
    shownFrom: addDays(today, -1),
    shownTo: addDays(today, 7),
    ...over,
  });
  const count = async (table: string) =>
    (await server.store.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    [admin, director, staff, manager] = await Promise.all(
      ['admin@care-records.app', 'director@demo.care', 'staff.oak@demo.care', 'manager.oak@demo.care'].map((e) =>
        clientFor(server, e),
      ),
    );
  });
  afterAll(() => server?.close());

  it('people of the chosen roles see it until they dismiss it, once; others never; the administrator sees the count', async () => {
    const made = await admin.post('/api/admin/update-alerts', alert());
    expect(made.status).toBe(201);
    const mine = async (c: Client) =>
      ((await c.get('/api/update-alerts')).body.alerts as { id: string; title: string }[]).map((a) => a.id);
    expect(await mine(director)).toContain(made.body.id);
    expect(await mine(manager)).toContain(made.body.id);
    expect(await mine(staff)).not.toContain(made.body.id);
    expect((await staff.post(`/api/update-alerts/${made.body.id}/read`)).status).toBe(404); // not shown to staff
    expect((await director.post(`/api/update-alerts/${made.body.id}/read`)).status).toBe(200);
    // twice changes nothing
    expect((await director.post(`/api/update-alerts/${made.body.id}/read`)).status).toBe(200);
    expect(await mine(director)).not.toContain(made.body.id);
    expect(await mine(manager)).toContain(made.body.id);
    const list = (await admin.get('/api/admin/update-alerts')).body;
    const row = list.alerts.find((a: { id: string }) => a.id === made.body.id);
    expect(row).toMatchObject({
      readCount: 1,
      title: 'New: webhooks',
      shownFrom: addDays(today, -1),
      shownTo: addDays(today, 7),
    });
    expect(row.audience).toBeGreaterThanOrEqual(3); // the demo's director and two managers at least
    const [audit] = await server.store.db.query<{ action: string }>(
      `select action from activity_audit where entity_id = $1`,
      [made.body.id],
    );
    expect(audit.action).toBe('update-alert.create');
  });

  it('outside its dates, or archived, it is not shown; archived it is kept with its reads', async () => {
    const later = (
      await admin.post(
        '/api/admin/update-alerts',
        alert({ title: 'Later', shownFrom: addDays(today, 2), shownTo: addDays(today, 3) }),
      )
    ).body.id;
    const past = (
      await admin.post(
        '/api/admin/update-alerts',
        alert({ title: 'Past', shownFrom: addDays(today, -9), shownTo: addDays(today, -2) }),
      )
    ).body.id;
    const live = (await admin.post('/api/admin/update-alerts', alert({ title: 'Live', roles: ['staff'] }))).body.id;
    const ids = async (c: Client) =>
      ((await c.get('/api/update-alerts')).body.alerts as { id: string }[]).map((a) => a.id);
    expect(await ids(director)).not.toContain(later);
    expect(await ids(director)).not.toContain(past);
    expect(await ids(staff)).toContain(live);
    await staff.post(`/api/update-alerts/${live}/read`);
    expect((await admin.post(`/api/admin/update-alerts/${live}/archive`)).status).toBe(200);
    expect(
      (await admin.get('/api/admin/update-alerts')).body.alerts.find((a: { id: string }) => a.id === live),
    ).toMatchObject({ readCount: 1 });
    expect((await admin.post(`/api/admin/update-alerts/${live}/restore`)).status).toBe(200);
    expect(await ids(staff)).not.toContain(live); // restored, but staff read it already
    const changed = await admin.put(
      `/api/admin/update-alerts/${later}`,
      alert({ title: 'Now', shownFrom: today, shownTo: today, roles: ['director'] }),
    );
    expect(changed.status).toBe(200);
    expect(await ids(director)).toContain(later);
  });

  it('only the product administrator writes them; bad input is refused at its field and changes nothing', async () => {
    for (const who of [director, manager, staff]) {
      expect((await who.post('/api/admin/update-alerts', alert())).status).toBe(403);
      expect((await who.get('/api/admin/update-alerts')).status).toBe(403);
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/update-alerts' })).statusCode).toBe(401);
    const before = await count('update_alerts');
    const cases: [Record<string, unknown>, number, string][] = [
      [alert({ title: '' }), 400, '/title'],
      [alert({ title: '   ' }), 400, '/title'],
      [alert({ roles: [] }), 400, '/roles'],
      [alert({ roles: ['owner'] }), 400, '/roles/0'],
      [alert({ shownFrom: '2026-02-30' }), 400, '/shownFrom'],
      [alert({ shownFrom: addDays(today, 3), shownTo: addDays(today, 1) }), 422, '/shownTo'],
      [{ ...alert(), extra: 1 }, 400, ''],
    ];
    for (const [body, status, path] of cases) {
      const res = await admin.post('/api/admin/update-alerts', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      if (path) expect(JSON.stringify(res.body.errors)).toContain(path);
    }
    expect((await admin.put('/api/admin/update-alerts/00000000-0000-4000-8000-000000000000', alert())).status).toBe(
      404,
    );
    expect(await count('update_alerts')).toBe(before);
  });
});
