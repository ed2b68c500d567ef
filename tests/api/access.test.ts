// Permissions enforced in the engine: tenant isolation on every record route, and refusals by
// role, access area, home and per-young-person permission.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examples } from '../../definitions/young-person/examples.ts';
import { clientFor, dailyLog, demoPeople, otherOrganisation, withOakStaff } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(DRIVERS)('access on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let other: Awaited<ReturnType<typeof otherOrganisation>>;
  let staff: Awaited<ReturnType<typeof clientFor>>;
  let oakRecord: { id: string; version: number };

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    other = await otherOrganisation(server);
    staff = await clientFor(server, 'staff.oak@demo.care');
    oakRecord = (await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() })).body;
  });
  afterAll(() => server?.close());

  describe("tenant isolation: another organisation's ids are not found on every record route", () => {
    const routes = (id: string, yp: string): [string, 'GET' | 'POST' | 'PUT', string, unknown?][] => [
      ['read', 'GET', `/api/records/daily-log/${id}`],
      ['update', 'PUT', `/api/records/daily-log/${id}`, { version: 1, data: dailyLog() }],
      ['submit', 'POST', `/api/records/daily-log/${id}/actions/submit`, { version: 1 }],
      ['sign-off', 'POST', `/api/records/daily-log/${id}/actions/sign-off`, { version: 1 }],
      ['reopen', 'POST', `/api/records/daily-log/${id}/actions/reopen`, { version: 1 }],
      ['archive', 'POST', `/api/records/daily-log/${id}/archive`, { version: 1 }],
      ['unarchive', 'POST', `/api/records/daily-log/${id}/unarchive`, { version: 1 }],
      ['revisions', 'GET', `/api/records/daily-log/${id}/revisions`],
      ['list by young person', 'GET', `/api/records/daily-log?youngPerson=${yp}`],
      ['create for young person', 'POST', '/api/records/daily-log', { youngPersonId: yp, data: dailyLog() }],
      ['young person', 'GET', `/api/young-people/${yp}`],
    ];
    type Client = Awaited<ReturnType<typeof clientFor>>;
    /**
     * Their id in a path is 404; the young person a new record's body names is 422 at the field, the same answer as
     * for a random id (docs/decisions/0009-bad-input-refused-where-it-enters.md).
     */
    const expectUnknown = async (
      c: Client,
      name: string,
      res: { status: number; body: { detail?: string; errors?: unknown } },
    ) => {
      if (name !== 'create for young person') return expect(res.status, name).toBe(404);
      expect(res.status, name).toBe(422);
      expect(res.body.errors, name).toEqual([{ path: '/youngPersonId', message: expect.any(String) }]);
      const random = await c.post('/api/records/daily-log', { youngPersonId: randomUUID(), data: dailyLog() });
      expect({ status: random.status, detail: random.body.detail, errors: random.body.errors }, name).toEqual({
        status: res.status,
        detail: res.body.detail,
        errors: res.body.errors,
      });
    };
    it("the database itself refuses a record that names another organisation's young person or author", async () => {
      const [dv] = await server.store.db.query<{ id: number }>(
        `select id from definition_versions where kind = 'daily-log' order by id desc limit 1`,
      );
      const staffId = people.user('staff.oak@demo.care').id;
      const write = (youngPersonId: string, homeId: string, authorId: string) =>
        server.store.db.query(
          `insert into records (org_id, kind, definition_version_id, young_person_id, home_id, author_id, record_date, data, status)
         values ($1, 'daily-log', $2, $3, $4, $5, now(), '{}', 'draft')`,
          [people.orgId, dv.id, youngPersonId, homeId, authorId],
        );
      await expect(write(other.ypId, people.oak.id, staffId)).rejects.toThrow(/records_young_person_fkey/);
      await expect(write(people.oakYp.id, other.homeId, staffId)).rejects.toThrow(/records_home_fkey/);
      await expect(write(people.oakYp.id, people.oak.id, other.managerId)).rejects.toThrow(/records_author_fkey/);
    });

    it("a director of the demo organisation gets 404 for the other organisation's record and young person", async () => {
      const director = await clientFor(server, 'director@demo.care');
      for (const [name, method, url, body] of routes(other.recordId, other.ypId)) {
        const res =
          method === 'GET'
            ? await director.get(url)
            : method === 'PUT'
              ? await director.put(url, body)
              : await director.post(url, body);
        await expectUnknown(director, name, res);
      }
      const mine = (await director.get('/api/records/daily-log?limit=100')).body.items.map((i: { id: string }) => i.id);
      expect(mine).not.toContain(other.recordId);
      const inbox = (await director.get('/api/signoffs/inbox')).body.items.map((i: { id: string }) => i.id);
      expect(inbox).not.toContain(other.recordId);
    });
    it("and the other organisation's manager cannot reach ours", async () => {
      for (const [name, method, url, body] of routes(oakRecord.id, people.oakYp.id)) {
        const c = other.client;
        const res =
          method === 'GET' ? await c.get(url) : method === 'PUT' ? await c.put(url, body) : await c.post(url, body);
        await expectUnknown(c, name, res);
      }
      const theirs = await server.store.db.query<{ org_id: string }>('select org_id from records where id = $1', [
        oakRecord.id,
      ]);
      expect(theirs[0].org_id).toBe(people.orgId);
    });
  });

  it('refuses by access area: HR without young-people areas cannot list, read or create care records', async () => {
    const hr = await clientFor(server, 'hr@demo.care');
    expect((await hr.get(`/api/records/daily-log?youngPerson=${people.oakYp.id}`)).status).toBe(403);
    const read = await hr.get(`/api/records/daily-log/${oakRecord.id}`);
    expect(read.status).toBe(403);
    expect(read.body.detail).toMatch(/cyp_daily_log/);
    expect((await hr.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() })).status).toBe(
      403,
    );
    expect((await hr.get('/api/young-people')).status).toBe(403);
    expect((await hr.get('/api/definitions')).body.map((d: { kind: string }) => d.kind)).not.toContain('daily-log');
  });

  it('refuses by home: staff of Willow Court cannot read or write Oak House records', async () => {
    const willow = await clientFor(server, 'staff.willow@demo.care');
    expect((await willow.get(`/api/records/daily-log/${oakRecord.id}`)).status).toBe(403);
    expect(
      (await willow.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() })).status,
    ).toBe(403);
    const list = (await willow.get('/api/records/daily-log?limit=100')).body.items;
    expect(list.every((i: { homeId: string }) => i.homeId === people.willow.id)).toBe(true);
  });

  it('refuses by role: staff cannot sign off, reopen or archive', async () => {
    let r = (await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() })).body;
    r = (await staff.post(`/api/records/daily-log/${r.id}/actions/submit`, { version: r.version })).body;
    const signoff = await staff.post(`/api/records/daily-log/${r.id}/actions/sign-off`, { version: r.version });
    expect(signoff.status).toBe(403);
    expect(signoff.body.detail).toMatch(/not a sign-off still required/);
    expect((await staff.post(`/api/records/daily-log/${r.id}/actions/reopen`, { version: r.version })).status).toBe(
      403,
    );
    expect((await staff.post(`/api/records/daily-log/${r.id}/archive`, { version: r.version })).status).toBe(403);
    expect((await staff.get(`/api/records/daily-log/${r.id}`)).body).toMatchObject({
      status: 'signoffs_pending',
      version: r.version,
    });
  });

  it('only a manager can write the incident manager review', async () => {
    const data = withOakStaff(structuredClone(examples.incident), people);
    const res = await staff.post('/api/records/incident', { youngPersonId: people.oakYp.id, data });
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual([{ path: '/debrief/managerReview', message: 'only a manager can change this' }]);
  });

  it('refuses by young-person permission: no-access hides, read-only refuses writes', async () => {
    const alex = people.user('alex.oak@demo.care');
    const [jayden, amelia] = await server.store.forOrg(people.orgId).people.youngPeople({ homeIds: [people.oak.id] });
    // Alex may not see incidents for anyone, except read-only for Amelia
    await server.store.db.query(`update users set yp_permissions = $2, yp_overrides = $3 where id = $1`, [
      alex.id,
      { incident: 'none' },
      { [amelia.id]: { incident: 'read' } },
    ]);
    await server.app.remembered.settled();
    const alexClient = await clientFor(server, 'alex.oak@demo.care');
    const jaydenIncidents = await alexClient.get(`/api/records/incident?youngPerson=${jayden.id}`);
    expect(jaydenIncidents.status).toBe(403);
    const all = (await alexClient.get('/api/records/incident?limit=100')).body.items;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((i: { youngPersonId: string }) => i.youngPersonId === amelia.id)).toBe(true);
    const ameliaIncident = all[0];
    expect((await alexClient.get(`/api/records/incident/${ameliaIncident.id}`)).body.actions).not.toContain('edit');
    const write = await alexClient.post('/api/records/incident', { youngPersonId: amelia.id, data: {} });
    expect(write.status).toBe(403);
    expect(write.body.detail).toMatch(/no edit permission/);
    // daily logs are not governed by the incident permission
    expect((await alexClient.get(`/api/records/daily-log?youngPerson=${jayden.id}`)).status).toBe(200);
  });

  it('a stale or missing session is refused with 401', async () => {
    expect((await server.app.inject({ url: '/api/records/daily-log' })).statusCode).toBe(401);
    expect((await server.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
  });
});

describe('references inside record data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
  });
  afterAll(() => server?.close());

  it('refuse staff of another organisation (or no one) with the field path', async () => {
    const people = await demoPeople(server);
    const other = await otherOrganisation(server);
    const staff = await clientFor(server, 'staff.oak@demo.care');
    const res = await staff.post('/api/records/daily-log', {
      youngPersonId: people.oakYp.id,
      data: dailyLog({ staffOnShift: [people.user('alex.oak@demo.care').id, other.managerId] }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { path: '/staffOnShift/1', message: 'is not a member of staff of this organisation' },
    ]);
    const ok = await staff.post('/api/records/daily-log', {
      youngPersonId: people.oakYp.id,
      data: dailyLog({ staffOnShift: [people.user('alex.oak@demo.care').id] }),
    });
    expect(ok.status).toBe(201);
  });
});
