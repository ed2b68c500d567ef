// Sessions end on the server: after signing out, sign out everywhere, a new password
// or a leaver's departure, a cookie kept from before is refused on the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { as, DRIVERS, login, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(DRIVERS)('ending sessions on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(() => server?.close());

  const me = (cookie: string) => as(server.app, cookie).get('/api/auth/me');
  const inviteAndSet = async (email: string, name: string, password: string) => {
    const director = as(server.app, await login(server.app, 'director@demo.care'));
    const made = await director.post('/api/settings/users', {
      email,
      name,
      role: 'staff',
      isManager: false,
      areas: { cyp: 'read' },
      ypPermissions: {},
      homeIds: [],
      showInRota: true,
      removeFromRota: false,
      removeFromRotaHomes: [],
    });
    expect(made.status).toBe(201);
    const token = new URL(made.body.invite.link, 'http://x').searchParams.get('token')!;
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, password } }))
        .statusCode,
    ).toBe(200);
    return { id: made.body.id as string, director };
  };

  it('signing out ends that session: the same cookie, kept, is refused; another device goes on', async () => {
    const office = await login(server.app, 'alex.oak@demo.care');
    const phone = await login(server.app, 'alex.oak@demo.care');
    expect((await me(office)).status).toBe(200); // remembered from here on
    const out = await server.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: office } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'session')?.value).toBe('');
    const again = await me(office);
    expect(again.status).toBe(401);
    expect(again.body.detail).toMatch(/session has ended/);
    expect((await me(phone)).status).toBe(200);
  });

  it("sign out everywhere ends every session of the person, this one too, and no one else's", async () => {
    const a = await login(server.app, 'staff.willow@demo.care');
    const b = await login(server.app, 'staff.willow@demo.care');
    const colleague = await login(server.app, 'manager.willow@demo.care');
    expect((await me(b)).status).toBe(200);
    expect((await as(server.app, a).post('/api/auth/logout-everywhere')).status).toBe(204);
    expect((await me(a)).status).toBe(401);
    expect((await me(b)).status).toBe(401);
    expect((await me(colleague)).status).toBe(200);
    expect((await me(await login(server.app, 'staff.willow@demo.care'))).status).toBe(200); // signing in again works
  });

  it('a password reset ends the sessions signed in with the old password', async () => {
    const { id, director } = await inviteAndSet('reset.person@demo.care', 'Reset Person', 'kettle otter lantern');
    const before = await login(server.app, 'reset.person@demo.care', 'kettle otter lantern');
    expect((await me(before)).status).toBe(200);
    const reset = await director.post(`/api/settings/users/${id}/reset-password`);
    const token = new URL(reset.body.reset.link, 'http://x').searchParams.get('token')!;
    // the link alone ends nothing: the password is still the old one
    expect((await me(before)).status).toBe(200);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/auth/set-password',
          payload: { token, password: 'harbour velvet pencil' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await me(before)).status).toBe(401);
    expect((await me(await login(server.app, 'reset.person@demo.care', 'harbour velvet pencil'))).status).toBe(200);
  });

  it("changing one's own password ends one's other sessions and keeps this one", async () => {
    await inviteAndSet('change.person@demo.care', 'Change Person', 'meadow trumpet cobalt');
    const here = await login(server.app, 'change.person@demo.care', 'meadow trumpet cobalt');
    const elsewhere = await login(server.app, 'change.person@demo.care', 'meadow trumpet cobalt');
    expect((await me(elsewhere)).status).toBe(200);
    const changed = await as(server.app, here).post('/api/auth/password', {
      currentPassword: 'meadow trumpet cobalt',
      newPassword: 'saffron bicycle quarry',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.otherSessionsEnded).toBe(1);
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    await expect(login(server.app, 'change.person@demo.care', 'meadow trumpet cobalt')).rejects.toThrow(/401/);
    expect((await me(await login(server.app, 'change.person@demo.care', 'saffron bicycle quarry'))).status).toBe(200);
  });

  it("a leaver's departure ends their sessions (kept ended: a cookie from before never comes back)", async () => {
    const { id, director } = await inviteAndSet('leaving.person@demo.care', 'Leaving Person', 'tundra walnut harp');
    const theirs = await login(server.app, 'leaving.person@demo.care', 'tundra walnut harp');
    expect((await me(theirs)).status).toBe(200);
    const left = await director.post(`/api/settings/users/${id}/deactivate`, {
      pendingTasks: 'keep',
      stopRecurring: false,
      deleteSignoffsAndAlerts: false,
    });
    expect(left.status).toBe(200);
    expect((await me(theirs)).status).toBe(401);
    const rows = await server.store.db.query<{ why: string | null }>(
      `select ended_why as why from sessions where user_id = $1`,
      [id],
    );
    expect(rows.map((r) => r.why)).toEqual(['deactivated']);
  });

  it('a session ended by any path (plain SQL here) is refused once the change is heard', async () => {
    const cookie = await login(server.app, 'hr@demo.care');
    expect((await me(cookie)).status).toBe(200); // remembered from here on
    await server.store.db.query(
      `update sessions set ended_at = now(), ended_why = 'everywhere' where user_id = (select id from users where email = 'hr@demo.care')`,
    );
    await server.app.remembered.settled();
    expect((await me(cookie)).status).toBe(401);
  });

  it('a token naming no session (issued before sessions could end) is refused', async () => {
    const [u] = await server.store.db.query<{ id: string; orgId: string }>(
      `select id, org_id as "orgId" from users where email = 'staff.oak@demo.care'`,
    );
    const old = server.app.jwt.sign({ sub: u.id, org: u.orgId } as never, { expiresIn: '12h' });
    expect((await me(`session=${old}`)).status).toBe(401);
    expect((await me(await login(server.app, 'staff.oak@demo.care', DEMO_PASSWORD))).status).toBe(200);
  });
});
