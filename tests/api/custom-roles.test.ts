// Custom roles (decision 0810): an organisation names a set of area levels and young-person permissions and gives it
// to people; a change reaches every holder at their next request, is audited and told to them; and nobody defines,
// changes or restores a role giving more than they hold, nor changes one held by someone they may not change.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../engine/auth/password.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('custom roles', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let director: Awaited<ReturnType<typeof clientFor>>;
  let passwordHash: string;
  const unique = () => randomBytes(4).toString('hex');

  const addUser = (role: string, areas: Record<string, string>, homeIds: string[], email = `p.${unique()}@demo.care`) =>
    server.store.adminTransaction((a) =>
      a.createUser(people.orgId, { email, name: `Person ${unique()}`, passwordHash, role, areas, homeIds }),
    );
  const userBody = (u: { email: string; name: string; homeIds: string[]; customRoleId: string | null }) => ({
    email: u.email,
    name: u.name,
    role: 'staff',
    isManager: false,
    areas: {},
    ypPermissions: {},
    homeIds: u.homeIds,
    showInRota: true,
    removeFromRota: false,
    removeFromRotaHomes: [],
    customRoleId: u.customRoleId,
  });

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    passwordHash = await hashPassword(DEMO_PASSWORD);
    director = await clientFor(server, 'director@demo.care');
  });
  afterAll(() => server?.close());

  it('a role given to a person is their access, and a change holds from their next request, audited and told', async () => {
    const defined = await director.post('/api/settings/roles', {
      name: `Night auditor ${unique()}`,
      description: 'Checks the logs overnight',
      areas: { cyp: 'read', home_logs: 'edit' },
      ypPermissions: { health: 'none', plans: 'read' },
    });
    expect(defined.status, JSON.stringify(defined.body)).toBe(201);
    const role = defined.body;
    expect(role).toMatchObject({ areas: { cyp: 'read', home_logs: 'edit' }, version: 1, holders: [] });

    const email = `auditor.${unique()}@demo.care`;
    const id = await addUser('staff', { hr: 'edit' }, [people.oak.id], email);
    const given = await director.put(
      `/api/settings/users/${id}`,
      userBody({ email, name: 'Ada Auditor', homeIds: [people.oak.id], customRoleId: role.id }),
    );
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    // the role's areas and permissions replace what was sent and what they held
    expect(given.body).toMatchObject({
      role: 'custom',
      customRoleId: role.id,
      customRoleName: role.name,
      areas: { cyp: 'read', home_logs: 'edit' },
      ypPermissions: { health: 'none', plans: 'read' },
    });

    const holder = await clientFor(server, email);
    expect((await holder.get('/api/auth/me')).body.areas).toEqual({ cyp: 'read', home_logs: 'edit' });
    expect((await holder.get('/api/settings/users')).status).toBe(403);

    const changed = await director.put(`/api/settings/roles/${role.id}`, {
      name: role.name,
      areas: { cyp: 'read', home_logs: 'edit', settings: 'read' },
      ypPermissions: { health: 'read', plans: 'read' },
      version: 1,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.holders.map((h: { id: string }) => h.id)).toEqual([id]);
    // the same session, no new sign-in: the next request has the new access
    expect((await holder.get('/api/settings/users')).status).toBe(200);
    expect((await holder.get('/api/auth/me')).body).toMatchObject({
      areas: { cyp: 'read', home_logs: 'edit', settings: 'read' },
      ypPermissions: { health: 'read', plans: 'read' },
    });
    const audit = await server.store.db.query<{ action: string; detail: any }>(
      `select action, detail from activity_audit where entity_id = $1 order by id`,
      [role.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['custom-role.create', 'custom-role.update']);
    expect(audit[1].detail).toMatchObject({
      before: { areas: { cyp: 'read', home_logs: 'edit' } },
      after: { areas: { settings: 'read' } },
      holders: [id],
    });
    const told = await server.store.db.query<{ title: string }>(
      `select a.title from alerts a join alert_recipients r on r.alert_id = a.id
        where r.user_id = $1 and a.kind = 'access_changed'`,
      [id],
    );
    expect(told.map((a) => a.title)).toContain(`Dana Whitfield changed the "${role.name}" role you hold.`);
    // a stale version is refused and changes nothing
    const stale = await director.put(`/api/settings/roles/${role.id}`, {
      name: role.name,
      areas: {},
      ypPermissions: {},
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await holder.get('/api/settings/users')).status).toBe(200);
  });

  it('nobody defines a role giving more than they hold; each field beyond is named', async () => {
    await addUser('manager', { cyp: 'edit', home: 'edit', settings: 'edit' }, [people.oak.id], 'mgr.roles@demo.care');
    const manager = await clientFor(server, 'mgr.roles@demo.care');
    const wider = await manager.post('/api/settings/roles', {
      name: `Wider ${unique()}`,
      areas: { cyp: 'edit', hr: 'read' },
      ypPermissions: {},
    });
    expect(wider.status).toBe(403);
    expect(wider.body.errors).toEqual([{ path: '/areas/hr', message: expect.any(String) }]);
    const within = await manager.post('/api/settings/roles', {
      name: `Within ${unique()}`,
      areas: { cyp: 'edit' },
      ypPermissions: {},
    });
    expect(within.status).toBe(201);
    // widening their own role beyond themselves: refused, nothing changed
    const widen = await manager.put(`/api/settings/roles/${within.body.id}`, {
      name: within.body.name,
      areas: { cyp: 'edit', rota: 'edit' },
      ypPermissions: {},
      version: 1,
    });
    expect(widen.status).toBe(403);
    expect((await director.get(`/api/settings/roles/${within.body.id}`)).body.areas).toEqual({ cyp: 'edit' });
    // bad input: the field path, nothing made
    const bad = await manager.post('/api/settings/roles', {
      name: 'Bad',
      areas: { cyp: 'admin' },
      ypPermissions: {},
    });
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toMatch(/application\/problem\+json/);
    const unknown = await manager.post('/api/settings/roles', {
      name: 'Unknown',
      areas: { pool: 'read' },
      ypPermissions: {},
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([{ path: '/areas/pool', message: 'is not an access area' }]);
    // a second live role of the same name
    const twin = await manager.post('/api/settings/roles', { name: within.body.name, areas: {}, ypPermissions: {} });
    expect(twin.status).toBe(409);
    expect(twin.body.errors).toEqual([{ path: '/name', message: expect.any(String) }]);
  });

  it('a role held by someone the editor may not change (a home they do not work in) is not theirs to change', async () => {
    await addUser('manager', { cyp: 'edit', settings: 'edit' }, [people.oak.id], 'mgr.oak.roles@demo.care');
    const manager = await clientFor(server, 'mgr.oak.roles@demo.care');
    const role = (
      await director.post('/api/settings/roles', {
        name: `Floating ${unique()}`,
        areas: { cyp: 'read' },
        ypPermissions: {},
      })
    ).body;
    const email = `willow.${unique()}@demo.care`;
    const id = await addUser('staff', {}, [people.willow.id], email);
    const given = await director.put(
      `/api/settings/users/${id}`,
      userBody({ email, name: 'Wil Low', homeIds: [people.willow.id], customRoleId: role.id }),
    );
    expect(given.status).toBe(200);
    const change = await manager.put(`/api/settings/roles/${role.id}`, {
      name: role.name,
      areas: { cyp: 'edit' },
      ypPermissions: {},
      version: 1,
    });
    expect(change.status).toBe(403);
    expect(change.body.errors).toEqual([{ path: '/holders/0', message: expect.stringMatching(/^Wil Low: /) }]);
    const [row] = await server.store.db.query<{ areas: Record<string, string> }>(
      'select areas from users where id = $1',
      [id],
    );
    expect(row.areas).toEqual({ cyp: 'read' });
  });

  it('archiving: refused while someone holds it; an archived role is given to nobody new; restored again', async () => {
    const role = (
      await director.post('/api/settings/roles', {
        name: `Seasonal ${unique()}`,
        areas: { rota: 'read' },
        ypPermissions: {},
      })
    ).body;
    const email = `seasonal.${unique()}@demo.care`;
    const id = await addUser('staff', {}, [people.oak.id], email);
    const body = (customRoleId: string | null) =>
      userBody({ email, name: 'Sea Sonal', homeIds: [people.oak.id], customRoleId });
    expect((await director.put(`/api/settings/users/${id}`, body(role.id))).status).toBe(200);
    const held = await director.post(`/api/settings/roles/${role.id}/archive`, { version: 1 });
    expect(held.status).toBe(409);
    expect(held.body.detail).toMatch(/Sea Sonal holds this role/);
    const moved = await director.put(`/api/settings/users/${id}`, body(null));
    expect(moved.body).toMatchObject({ role: 'staff', customRoleId: null });
    const archived = await director.post(`/api/settings/roles/${role.id}/archive`, { version: 1 });
    expect(archived.status).toBe(200);
    expect(archived.body.archivedAt).not.toBeNull();
    const refused = await director.put(`/api/settings/users/${id}`, body(role.id));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ path: '/customRoleId', message: 'is an archived role' }]);
    const again = { name: role.name, areas: role.areas, ypPermissions: role.ypPermissions, version: 2 };
    expect((await director.put(`/api/settings/roles/${role.id}`, again)).status).toBe(409);
    const restored = await director.post(`/api/settings/roles/${role.id}/restore`, { version: 2 });
    expect(restored.status).toBe(200);
    expect(restored.body.archivedAt).toBeNull();
    // a role of another organisation, or none at all, is not one to give
    const nobody = await director.put(`/api/settings/users/${id}`, body('00000000-0000-4000-8000-000000000000'));
    expect(nobody.status).toBe(422);
    expect(nobody.body.errors).toEqual([{ path: '/customRoleId', message: 'is not a role of this organisation' }]);
  });

  it('care staff without the settings area see no roles', async () => {
    const staff = await clientFor(server, 'staff.oak@demo.care');
    expect((await staff.get('/api/settings/roles')).status).toBe(403);
    expect((await staff.post('/api/settings/roles', { name: 'Mine', areas: {}, ypPermissions: {} })).status).toBe(403);
  });
});
