// A young person is never staff. Once a manager gives Kai a login, it is offered and
// accepted nowhere staff are meant (staff lists, people a form names, sign-off signers, alert
// recipients), and his manager manages the login from his Personal Details.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, dailyLog, demoPeople } from '../helpers/fixtures.ts';
import { as, DRIVERS, login, startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;

describe.each(DRIVERS)("a young person's own login on %s", (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let manager: Client, director: Client, hr: Client, staff: Client;
  let kai: { id: string }, kaiUserId: string;
  const kaiEmail = `kai.${driver}@demo.care`;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [manager, director, hr, staff] = await Promise.all(
      ['manager.willow@demo.care', 'director@demo.care', 'hr@demo.care', 'staff.willow@demo.care'].map((e) =>
        clientFor(server, e),
      ),
    );
    kai = (await server.store.forOrg(people.orgId).people.youngPeople({ homeIds: 'all' })).find(
      (y) => y.firstName === 'Kai',
    )!;
    const res = await manager.post(`/api/young-people/${kai.id}/login`, {
      email: kaiEmail,
      password: 'KaiLogin2026!',
      plans: true,
      viewsComplaints: true,
    });
    expect(res.status).toBe(201);
    kaiUserId = res.body.userId;
  });
  afterAll(() => server?.close());

  it('is on no staff list: not for staff on shift, not in HR employees', async () => {
    for (const client of [manager, director, hr, staff]) {
      const all = await client.get('/api/staff');
      expect(all.status).toBe(200);
      expect(all.body.map((u: { id: string }) => u.id)).not.toContain(kaiUserId);
      const home = await client.get(`/api/staff?home=${people.willow.id}`);
      expect(home.body.map((u: { id: string }) => u.id)).not.toContain(kaiUserId);
    }
  });

  it('cannot be named as staff in a record (staff on shift), with the field path', async () => {
    const res = await staff.post('/api/records/daily-log', {
      youngPersonId: people.willowYp.id,
      data: dailyLog({ staffOnShift: [kaiUserId] }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { path: '/staffOnShift/0', message: 'is not a member of staff of this organisation' },
    ]);
    // and a colleague still can
    const ok = await staff.post('/api/records/daily-log', {
      youngPersonId: people.willowYp.id,
      data: dailyLog({ staffOnShift: [people.user('staff.willow@demo.care').id] }),
    });
    expect(ok.status).toBe(201);
    // saving a draft is held to the same rule
    const saved = await staff.put(`/api/records/daily-log/${ok.body.id}`, {
      version: ok.body.version,
      data: dailyLog({ staffOnShift: [kaiUserId] }),
    });
    expect(saved.status).toBe(422);
    expect(saved.body.errors[0].path).toBe('/staffOnShift/0');
  });

  it('cannot be chosen to sign off incidents, nor sent an alert as staff', async () => {
    const rule = await director.put('/api/settings/signoff-rules/incidents', {
      mode: 'custom',
      users: [people.user('manager.willow@demo.care').id, kaiUserId],
    });
    expect(rule.status).toBe(422);
    expect(rule.body.errors).toEqual([{ path: '/users/1', message: 'is not a member of staff' }]);
    const alert = await manager.post('/api/alerts', { kind: 'rota', title: 'Shift swap', forUsers: [kaiUserId] });
    expect(alert.status).toBe(422);
    expect(alert.body.errors[0].path).toBe('/forUsers/0');
  });

  it('shows in Users as a young person, with their name, and is not changed there', async () => {
    const users = await director.get('/api/settings/users');
    const row = users.body.find((u: { id: string }) => u.id === kaiUserId);
    expect(row).toMatchObject({ role: 'young_person', youngPersonId: kai.id, youngPersonName: 'Kai Robinson' });
    const res = await director.put(`/api/settings/users/${kaiUserId}`, {
      email: kaiEmail,
      name: 'Kai',
      role: 'director',
      isManager: false,
      areas: {},
      ypPermissions: {},
      homeIds: [],
      showInRota: false,
      removeFromRota: false,
      removeFromRotaHomes: [],
    });
    expect(res.status).toBe(409);
    const still = (await director.get('/api/settings/users')).body.find((u: { id: string }) => u.id === kaiUserId);
    expect(still.role).toBe('young_person');
  });

  it("is managed from the young person's Personal Details: seen, changed, password set, ended", async () => {
    const before = await manager.get(`/api/young-people/${kai.id}/login`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      userId: kaiUserId,
      email: kaiEmail,
      active: true,
      plans: true,
      viewsComplaints: true,
      lastSignIn: null,
    });
    // "Create login" when one exists says so
    const again = await manager.post(`/api/young-people/${kai.id}/login`, {
      email: `other.${kaiEmail}`,
      password: 'KaiLogin2026!',
      plans: true,
      viewsComplaints: true,
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toContain(kaiEmail);
    // staff who are not his manager see nothing of it
    expect((await staff.get(`/api/young-people/${kai.id}/login`)).status).toBe(403);

    const yp = as(server.app, await login(server.app, kaiEmail, 'KaiLogin2026!'));
    expect((await yp.get('/api/auth/me')).status).toBe(200);
    const seen = await manager.get(`/api/young-people/${kai.id}/login`);
    expect(seen.body.lastSignIn).not.toBeNull();

    const changed = await manager.put(`/api/young-people/${kai.id}/login`, { plans: false, viewsComplaints: true });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ plans: false, viewsComplaints: true });
    expect((await yp.get(`/api/records/placement-plan?youngPerson=${kai.id}`)).status).toBe(403);

    const pw = await manager.post(`/api/young-people/${kai.id}/login/password`, { password: 'KaiNewLogin2026!' });
    expect(pw.status).toBe(200);
    await login(server.app, kaiEmail, 'KaiNewLogin2026!');

    const ended = await manager.post(`/api/young-people/${kai.id}/login/end`, {});
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ active: false });
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: kaiEmail, password: 'KaiNewLogin2026!' },
    });
    expect(refused.statusCode).toBe(401);
    expect((await yp.get('/api/auth/me')).status).toBe(401);
    // ended: a new login may be given
    const fresh = await manager.post(`/api/young-people/${kai.id}/login`, {
      email: `new.${kaiEmail}`,
      password: 'KaiLogin2026!',
      plans: true,
      viewsComplaints: false,
    });
    expect(fresh.status).toBe(201);
  });
});
