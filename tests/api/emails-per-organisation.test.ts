// An email address names a login within one organisation only. Adding a user, an
// invitation or a young person's own login asks our own organisation alone, so the answer is the same
// whether or not the address has a login elsewhere; sign-in finds the login the password opens (and asks
// which organisation when one password opens several); the product administrator is the configured
// email in the platform organisation only; a young person's own password follows the password rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../engine/auth/password.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { as, DRIVERS, login, startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;
const ANOTHER_PASSWORD = 'lantern otter kettle';

describe.each(DRIVERS)('emails per organisation on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let director: Client;
  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    director = await clientFor(server, 'director@demo.care');
  });
  afterAll(() => server?.close());

  const addUser = (email: string) =>
    director.post('/api/settings/users', {
      email,
      name: 'Robin Ashdown',
      role: 'staff',
      isManager: false,
      areas: {},
      ypPermissions: {},
      homeIds: [],
      showInRota: true,
      removeFromRota: false,
      removeFromRotaHomes: [],
    });
  /** The answer with what must differ (the new id, the link's token) blanked out. */
  const shape = (res: { status: number; body: unknown }) => ({
    status: res.status,
    body: JSON.parse(
      JSON.stringify(res.body)
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'ID')
        .replace(/token=[\w-]+/g, 'token=T'),
    ),
  });
  const setPassword = async (invite: string, password: string) => {
    const token = new URL(invite, 'http://x').searchParams.get('token');
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const signIn = (email: string, password: string, organisationId?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, ...(organisationId ? { organisationId } : {}) },
    });
  const meOf = async (res: Awaited<ReturnType<typeof signIn>>) => {
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'session');
    return (await as(server.app, `session=${cookie!.value}`).get('/api/auth/me')).body;
  };

  it("adding a user with another organisation's email gets the answer a fresh email gets, and it succeeds; each signs in with their own password", async () => {
    const other = await otherOrganisation(server);
    const theirs = await addUser(other.email);
    const fresh = await addUser(`robin.${driver}.${Date.now()}@demo.care`);
    expect(fresh.status).toBe(201);
    expect(shape(theirs)).toEqual(shape(fresh));
    expect(Object.keys(theirs.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    await setPassword(theirs.body.invite.link, ANOTHER_PASSWORD);
    const ours = await meOf(await signIn(other.email, ANOTHER_PASSWORD));
    expect(ours).toMatchObject({ id: theirs.body.id, orgId: people.orgId, name: 'Robin Ashdown' });
    const elsewhere = await meOf(await signIn(other.email, DEMO_PASSWORD));
    expect(elsewhere).toMatchObject({ id: other.managerId, orgId: other.orgId, name: 'Other Manager' });
    // neither password opens the other's login, and a wrong one is the usual 401
    expect((await signIn(other.email, ANOTHER_PASSWORD, other.orgId)).statusCode).toBe(401);
    expect((await signIn(other.email, 'not the password at all')).statusCode).toBe(401);

    // one of our own is still named (409), and only ours
    const again = await addUser(other.email);
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/Robin Ashdown already has a login/);
    expect(JSON.stringify(again.body)).not.toMatch(/Other Manager|Other Care/);
  });

  it('one email and password opening logins in two organisations: the answer asks which, and signs in to the one chosen', async () => {
    const other = await otherOrganisation(server);
    const made = await addUser(other.email);
    expect(made.status).toBe(201);
    // The same password as the other organisation's manager. The demo password can no longer be chosen through the
    // API (it is published), so it is written as the seed writes it.
    await server.store.db.query('update users set password_hash = $1 where id = $2', [
      await hashPassword(DEMO_PASSWORD),
      made.body.id,
    ]);

    const asked = await signIn(other.email, DEMO_PASSWORD);
    expect(asked.statusCode).toBe(200);
    expect(asked.cookies.find((c) => c.name === 'session')).toBeUndefined();
    expect(asked.json().chooseOrganisation).toEqual(
      expect.arrayContaining([
        { id: people.orgId, name: 'Brightwater Care (demo)' },
        { id: other.orgId, name: 'Other Care Ltd' },
      ]),
    );
    expect(asked.json().chooseOrganisation).toHaveLength(2);
    expect((await meOf(await signIn(other.email, DEMO_PASSWORD, other.orgId))).id).toBe(other.managerId);
    expect((await meOf(await signIn(other.email, DEMO_PASSWORD, people.orgId))).id).toBe(made.body.id);
    // an organisation where this email has no login is a plain 401
    const [platform] = await server.store.db.query<{ id: string }>(
      `select id from organisations where slug = 'platform'`,
    );
    expect((await signIn(other.email, DEMO_PASSWORD, platform.id)).statusCode).toBe(401);
  });

  it("a young person's own login may use an address another organisation has; our own is refused without naming whose", async () => {
    const other = await otherOrganisation(server);
    const manager = await clientFor(server, 'manager.oak@demo.care');
    const [tyler, amelia] = ['Tyler', 'Amelia'].map((n) => people.oakYps.find((y) => y.firstName === n)!);
    const theirs = await manager.post(`/api/young-people/${tyler.id}/login`, {
      email: other.email,
      password: ANOTHER_PASSWORD,
      plans: true,
      viewsComplaints: false,
    });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    expect((await meOf(await signIn(other.email, ANOTHER_PASSWORD))).youngPersonId).toBe(tyler.id);

    const taken = await manager.post(`/api/young-people/${amelia.id}/login`, {
      email: other.email.toUpperCase(),
      password: ANOTHER_PASSWORD,
      plans: true,
      viewsComplaints: false,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([{ path: '/email', message: 'is already in use in your organisation' }]);
    expect(JSON.stringify(taken.body)).not.toMatch(/Tyler|Other Manager|Other Care/);
  });

  it("a customer organisation's user with the product administrator's email is not the product administrator", async () => {
    const spoof = await addUser('admin@care-records.app');
    expect(spoof.status).toBe(201);
    await setPassword(spoof.body.invite.link, ANOTHER_PASSWORD);
    const signedIn = await signIn('admin@care-records.app', ANOTHER_PASSWORD);
    const me = await meOf(signedIn);
    expect(me).toMatchObject({ id: spoof.body.id, orgId: people.orgId, isProductAdmin: false });
    const client = as(server.app, `session=${signedIn.cookies.find((c) => c.name === 'session')!.value}`);
    expect((await client.get('/api/admin/customers')).status).toBe(403);
    expect((await client.get('/api/admin/users')).status).toBe(403);

    // nor one made straight in the database (a script, a seed) in a customer organisation
    const made = await server.store.adminTransaction(async (a) => {
      const orgId = await a.createOrganisation({ name: 'Lookalike Ltd', slug: `lookalike-${driver}` });
      return a.createUser(orgId, {
        email: 'Admin@Care-Records.app',
        name: 'Lookalike',
        passwordHash: null,
        role: 'director',
        homeIds: [],
      });
    });
    const [row] = await server.store.db.query<{ org_id: string }>(`select org_id from users where id = $1`, [made]);
    const lookalike = (await server.store.forOrg(row.org_id).people.user(made))!;
    const { callerFrom, isProductAdministrator } = await import('../../engine/access/index.ts');
    expect(isProductAdministrator(callerFrom(lookalike), 'admin@care-records.app')).toBe(false);

    // the real one still is
    const real = await meOf(await signIn('admin@care-records.app', DEMO_PASSWORD));
    expect(real).toMatchObject({ isProductAdmin: true, orgName: 'Care Records (platform)' });
    expect(
      (await as(server.app, await login(server.app, 'admin@care-records.app')).get('/api/admin/customers')).status,
    ).toBe(200);
  });

  it("a young person's own password follows the password rules, and a new one ends their sessions", async () => {
    const manager = await clientFor(server, 'manager.oak@demo.care');
    const jayden = people.oakYps.find((y) => y.firstName === 'Jayden')!;
    const email = `jayden.${driver}@demo.care`;
    const give = (password: string) =>
      manager.post(`/api/young-people/${jayden.id}/login`, { email, password, plans: true, viewsComplaints: true });
    for (const [password, why] of [
      ['kai12345', /at least 12 characters/],
      ['password1234', /too easy to guess/],
      ['JaydenCarter2011', /name or email/],
    ] as const) {
      const res = await give(password);
      expect(res.status, password).toBe(422);
      expect(res.body.errors[0], password).toMatchObject({ path: '/password', message: expect.stringMatching(why) });
    }
    expect((await give(ANOTHER_PASSWORD)).status).toBe(201);
    const his = as(server.app, await login(server.app, email, ANOTHER_PASSWORD));
    expect((await his.get('/api/auth/me')).status).toBe(200);

    const reset = (password: string) => manager.post(`/api/young-people/${jayden.id}/login/password`, { password });
    const weak = await reset('jaydencarter123');
    expect(weak.status).toBe(422);
    expect(weak.body.errors[0]).toMatchObject({ path: '/password', message: expect.stringMatching(/name or email/) });
    expect((await his.get('/api/auth/me')).status).toBe(200); // a refused password changes nothing

    expect((await reset('harbour violet compass')).status).toBe(200);
    expect((await his.get('/api/auth/me')).status).toBe(401); // the session with the old password ended
    expect((await signIn(email, ANOTHER_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, 'harbour violet compass')).statusCode).toBe(200);
  });
});
