// The signed-in person and where each young person lives are remembered between requests
// (engine/http/remembered.ts) but never past a change: a change by any path is heard and reloaded
// before the next request, and while changes cannot be heard nothing is remembered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, dailyLog, demoPeople } from '../helpers/fixtures.ts';
import { as, DRIVERS, login, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(DRIVERS)('sessions on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
  });
  afterAll(() => server?.close());

  const dailyLogs = (client: Awaited<ReturnType<typeof clientFor>>) =>
    client.get(`/api/records/daily-log?youngPerson=${people.oakYp.id}`);

  it('a permission taken away by plain SQL is refused on the next request once the change is heard', async () => {
    const alex = await clientFor(server, 'alex.oak@demo.care');
    expect((await dailyLogs(alex)).status).toBe(200); // remembered from here on
    expect((await dailyLogs(alex)).status).toBe(200);
    const before = (
      await server.store.db.query<{ areas: Record<string, string> }>(
        `select areas from users where email = 'alex.oak@demo.care'`,
      )
    )[0].areas;
    await server.store.db.query(`update users set areas = areas - 'cyp_daily_log' where email = 'alex.oak@demo.care'`);
    await server.app.remembered.settled();
    expect((await dailyLogs(alex)).status).toBe(403);
    await server.store.db.query(`update users set areas = $1 where email = 'alex.oak@demo.care'`, [before]);
    await server.app.remembered.settled();
    expect((await dailyLogs(alex)).status).toBe(200);
  });

  it("a home taken away is refused too (the person's homes are part of what is remembered)", async () => {
    const alex = await clientFor(server, 'alex.oak@demo.care');
    const alexId = people.user('alex.oak@demo.care').id;
    expect((await dailyLogs(alex)).status).toBe(200);
    await server.store.db.query(`delete from user_homes where user_id = $1 and home_id = $2`, [alexId, people.oak.id]);
    await server.app.remembered.settled();
    expect((await dailyLogs(alex)).status).toBe(403);
    await server.store.db.query(`insert into user_homes (user_id, home_id, org_id) values ($1, $2, $3)`, [
      alexId,
      people.oak.id,
      people.orgId,
    ]);
    await server.app.remembered.settled();
    expect((await dailyLogs(alex)).status).toBe(200);
  });

  it("a young person moved to another home takes their records' access with them", async () => {
    const staff = await clientFor(server, 'staff.oak@demo.care');
    const write = () => staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() });
    expect((await write()).status).toBe(201); // where they live is remembered from here on
    await server.store.db.query('update young_people set home_id = $2 where id = $1', [
      people.oakYp.id,
      people.willow.id,
    ]);
    await server.app.remembered.settled();
    expect((await write()).status).toBe(403);
    expect((await staff.get(`/api/records/daily-log?youngPerson=${people.oakYp.id}`)).status).toBe(403);
    await server.store.db.query('update young_people set home_id = $2 where id = $1', [people.oakYp.id, people.oak.id]);
    await server.app.remembered.settled();
    expect((await write()).status).toBe(201);
  });

  it('a leaver deactivated through the API is refused on their very next request', async () => {
    const director = await clientFor(server, 'director@demo.care');
    const made = await director.post('/api/settings/users', {
      email: `leaver.${driver}@demo.care`,
      name: 'Sam Leaver',
      role: 'staff',
      isManager: false,
      areas: { cyp: 'edit', cyp_daily_log: 'edit' },
      ypPermissions: {},
      homeIds: [people.oak.id],
      showInRota: true,
      removeFromRota: false,
      removeFromRotaHomes: [],
    });
    expect(made.status).toBe(201);
    const token = new URL(made.body.invite.link, 'http://x').searchParams.get('token')!;
    await server.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'LeaverPass2026' },
    });
    const leaver = as(server.app, await login(server.app, `leaver.${driver}@demo.care`, 'LeaverPass2026'));
    expect(
      (await leaver.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() })).status,
    ).toBe(201);
    const res = await director.post(`/api/settings/users/${made.body.id}/deactivate`, {
      pendingTasks: 'keep',
      stopRecurring: false,
      deleteSignoffsAndAlerts: false,
    });
    expect(res.status).toBe(200);
    const refused = await leaver.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() });
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toMatch(/no longer active/);
  });

  it('the staff a form names are looked up once, then remembered until a change to people is heard', async () => {
    const staff = await clientFor(server, 'staff.oak@demo.care');
    const sam = people.user('staff.oak@demo.care').id;
    const named = server.app.remembered.named;
    const write = (staffOnShift: string[]) =>
      staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog({ staffOnShift }) });
    // any change: nothing remembered
    await server.store.db.query(`update users set name = name where id = $1`, [sam]);
    await server.app.remembered.settled();
    expect(named.known(people.orgId, 'staff', sam)).toBe(false);
    expect((await write([sam])).status).toBe(201);
    expect(named.known(people.orgId, 'staff', sam)).toBe(true);
    // an id of no one here is still refused with its field, whatever else is remembered
    const stranger = '00000000-0000-4000-8000-00000000beef';
    const refused = await write([sam, stranger]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { path: '/staffOnShift/1', message: 'is not a member of staff of this organisation' },
    ]);
    expect(named.known(people.orgId, 'staff', stranger)).toBe(false);
    // a draft saved again checks the same way
    const draft = (await write([sam])).body;
    const again = await staff.put(`/api/records/daily-log/${draft.id}`, {
      version: draft.version,
      data: dailyLog({ staffOnShift: [stranger] }),
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual([
      { path: '/staffOnShift/0', message: 'is not a member of staff of this organisation' },
    ]);
    await server.store.db.query(`update users set name = name where id = $1`, [sam]);
    await server.app.remembered.settled();
    expect(named.known(people.orgId, 'staff', sam)).toBe(false);
  });

  // PGlite runs in-process: there is no connection to lose
  if (driver === 'pg')
    it('while changes cannot be heard, nothing is remembered; hearing resumes by itself', async () => {
      const alex = await clientFor(server, 'alex.oak@demo.care');
      expect((await dailyLogs(alex)).status).toBe(200);
      expect(server.app.remembered.live()).toBe(true);
      const pid = server.app.remembered.listenerPid();
      expect(pid).toBeTypeOf('number');
      await server.store.db.query('select pg_terminate_backend($1)', [pid]);
      await expect.poll(() => server.app.remembered.live()).toBe(false);
      // a change made while deaf is seen at once, because every request now reloads its person
      await server.store.db.query(
        `update users set areas = areas - 'cyp_daily_log' where email = 'alex.oak@demo.care'`,
      );
      expect((await dailyLogs(alex)).status).toBe(403);
      await server.store.db.query(
        `update users set areas = areas || '{"cyp_daily_log": "edit"}' where email = 'alex.oak@demo.care'`,
      );
      expect((await dailyLogs(alex)).status).toBe(200);
      await expect.poll(() => server.app.remembered.live()).toBe(true);
    });
});
