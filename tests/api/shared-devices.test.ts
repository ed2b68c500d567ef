// A home's shared device through the API: registered by a manager from its browser (and no one else), staff signed
// in on it this shift coming back by their PIN, and the refusals: a PIN of someone not signed in here this shift,
// wrong PINs ending the session here, an expired shift, a revoked device, a PIN switch where there is no device,
// and a session idle longer than the organisation allows.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../engine/auth/password.ts';
import { hashPin } from '../../engine/auth/pin.ts';
import { pinStore } from '../../engine/store/pins.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

type Res = { status: number; body: any; cookies: Record<string, string>; setCookies: string[] };
const PIN = '4826';

describe('shared devices', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let passwordHash: string;
  const unique = () => randomBytes(4).toString('hex');

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    passwordHash = await hashPassword(DEMO_PASSWORD);
  });
  afterAll(() => server?.close());

  async function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown): Promise<Res> {
    const res = await server.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
    const raw = res.headers['set-cookie'];
    return {
      status: res.statusCode,
      body: res.body ? res.json() : null,
      cookies: Object.fromEntries(res.cookies.map((c) => [c.name, c.value])),
      setCookies: raw === undefined ? [] : Array.isArray(raw) ? raw : [raw],
    };
  }
  const signIn = (email: string, device = '') =>
    call('POST', '/api/auth/login', device, { email, password: DEMO_PASSWORD });
  const session = (r: Res) => `session=${r.cookies.session}`;
  const both = (device: string, r: Res) => `${device}; ${session(r)}`;

  /** A new member of staff at Oak House with a PIN. */
  async function person(role: 'staff' | 'manager' = 'staff', homeId = people.oak.id) {
    const email = `tablet.${unique()}@demo.care`;
    const id = await server.store.adminTransaction((a) =>
      a.createUser(people.orgId, {
        email,
        name: `Tablet ${role} ${unique()}`,
        passwordHash,
        role,
        isManager: role === 'manager',
        areas: { cyp: 'edit', cyp_daily_log: 'edit', home: 'read' },
        homeIds: [homeId],
      }),
    );
    await pinStore(server.store.db, people.orgId).setPin(id, await hashPin(PIN));
    return { id, email };
  }

  /** Oak House's manager registers a fresh device; its cookie, as "shared-device=…". */
  async function registerDevice(name = 'Office tablet') {
    const manager = await person('manager');
    const signedIn = await signIn(manager.email);
    const made = await call('POST', '/api/shared-devices', session(signedIn), { homeId: people.oak.id, name });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return { device: `shared-device=${made.cookies['shared-device']}`, id: made.body.id as string, manager, made };
  }

  it('a manager registers this browser as the home shared device; it is audited, listed, and only a manager may', async () => {
    const { device, id, manager, made } = await registerDevice();
    expect(made.cookies['shared-device']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.setCookies.find((c) => c.startsWith('shared-device='))).toMatch(/HttpOnly/i);
    // only the token's hash is kept
    const [row] = await server.store.db.query<{ token_hash: string; registered_by: string }>(
      'select token_hash, registered_by from shared_devices where id = $1',
      [id],
    );
    expect(row.token_hash).not.toContain(made.cookies['shared-device']);
    expect(row.registered_by).toBe(manager.id);
    const [audit] = await server.store.db.query<{ user_id: string }>(
      `select user_id from activity_audit where action = 'shared-device.registered' and entity_id = $1`,
      [id],
    );
    expect(audit.user_id).toBe(manager.id);
    const again = await signIn(manager.email, device);
    const list = await call('GET', '/api/shared-devices', both(device, again));
    expect(list.status).toBe(200);
    expect(list.body.devices.find((d: { id: string }) => d.id === id)).toMatchObject({
      name: 'Office tablet',
      homeName: 'Oak House',
      thisDevice: true,
    });
    expect(list.body.idleMinutes).toBe(10);
    expect(list.body.homes).toEqual([{ id: people.oak.id, name: 'Oak House' }]);
    expect(list.body.thisBrowser).toMatchObject({ id, homeName: 'Oak House' });
    // care staff, and a manager of another home, may not register one for Oak House
    const staff = await signIn((await person()).email);
    expect(
      (await call('POST', '/api/shared-devices', session(staff), { homeId: people.oak.id, name: 'x' })).status,
    ).toBe(403);
    expect((await call('GET', '/api/shared-devices', session(staff))).body).toMatchObject({ homes: [], devices: [] });
    const willow = await signIn((await person('manager', people.willow.id)).email);
    expect(
      (await call('POST', '/api/shared-devices', session(willow), { homeId: people.oak.id, name: 'x' })).status,
    ).toBe(403);
    // the same browser twice is refused; bad input at its field
    expect(
      (await call('POST', '/api/shared-devices', both(device, again), { homeId: people.oak.id, name: 'Again' })).status,
    ).toBe(409);
    const bad = await call('POST', '/api/shared-devices', session(again), { homeId: people.oak.id, name: '' });
    expect(bad.status).toBe(400);
  });

  it('staff who signed in on it this shift switch by PIN: no "remember me", the switch screen lists them', async () => {
    const { device } = await registerDevice();
    const a = await person();
    const b = await person();
    const aIn = await signIn(a.email, device);
    expect(aIn.status).toBe(200);
    // a browser-session cookie on the device (no Max-Age), a 12-hour one elsewhere
    expect(aIn.setCookies.find((c) => c.startsWith('session='))).not.toMatch(/Max-Age/i);
    expect((await signIn(a.email)).setCookies.find((c) => c.startsWith('session='))).toMatch(/Max-Age=43200/i);
    const bIn = await signIn(b.email, device);
    const screen = await call('GET', '/api/shared-device', device);
    expect(screen.body.device).toMatchObject({ name: 'Office tablet', homeName: 'Oak House', idleMinutes: 10 });
    expect(screen.body.signedIn.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    // B locks; A comes back by PIN to their own session
    const locked = await call('POST', '/api/shared-device/lock', both(device, bIn));
    expect(locked.status).toBe(204);
    expect(locked.setCookies.find((c) => c.startsWith('session='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    const back = await call('POST', '/api/shared-device/switch', device, { userId: a.id, pin: PIN });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const me = await call('GET', '/api/auth/me', both(device, back));
    expect(me.body.id).toBe(a.id);
    const [audit] = await server.store.db.query<{ user_id: string }>(
      `select user_id from activity_audit where action = 'shared-device.switched' order by at desc limit 1`,
    );
    expect(audit.user_id).toBe(a.id);
    // the security page names the device the session is on
    const security = await call('GET', '/api/auth/security', both(device, back));
    expect(security.body.sessions.find((s: { current: boolean }) => s.current).sharedDevice).toBe('Office tablet');
  });

  it('refuses the PIN of someone not signed in here this shift, and any PIN switch where there is no shared device', async () => {
    const { device } = await registerDevice();
    const a = await person();
    const elsewhere = await person();
    await signIn(elsewhere.email); // signed in, but on another device
    await signIn(a.email, device);
    const notHere = await call('POST', '/api/shared-device/switch', device, { userId: elsewhere.id, pin: PIN });
    expect(notHere.status).toBe(403);
    expect(notHere.body.detail).toMatch(/not signed in on this device this shift/);
    const noDevice = await call('POST', '/api/shared-device/switch', '', { userId: a.id, pin: PIN });
    expect(noDevice.status).toBe(403);
    expect(noDevice.body.detail).toMatch(/not a registered shared device/);
    const forged = await call('POST', '/api/shared-device/switch', `shared-device=${'x'.repeat(43)}`, {
      userId: a.id,
      pin: PIN,
    });
    expect(forged.status).toBe(403);
    expect((await call('GET', '/api/shared-device', '')).body).toEqual({ device: null, signedIn: [] });
  });

  it('wrong PINs: tries left are said; the fifth ends the session on this device, so the right PIN no longer opens it', async () => {
    const { device } = await registerDevice();
    const a = await person();
    const aIn = await signIn(a.email, device);
    for (let left = 4; left >= 1; left--) {
      const wrong = await call('POST', '/api/shared-device/switch', device, { userId: a.id, pin: '9137' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.detail).toContain(`${left} ${left === 1 ? 'try' : 'tries'} left`);
    }
    const last = await call('POST', '/api/shared-device/switch', device, { userId: a.id, pin: '9137' });
    expect(last.status).toBe(401);
    expect(last.body.detail).toMatch(/session on this device has ended/);
    expect((await call('POST', '/api/shared-device/switch', device, { userId: a.id, pin: PIN })).status).toBe(403);
    const old = await call('GET', '/api/auth/me', both(device, aIn));
    expect(old.status).toBe(401);
    expect(old.body.ended).toBe('pin-lockout');
    // a full sign-in opens it again
    expect((await signIn(a.email, device)).status).toBe(200);
    expect((await call('POST', '/api/shared-device/switch', device, { userId: a.id, pin: PIN })).status).toBe(200);
  });

  it('after the shift (12 hours from the full sign-in) the PIN opens nothing: the full sign-in is needed again', async () => {
    const { device } = await registerDevice();
    const a = await person();
    await signIn(a.email, device);
    await server.store.db.query(
      `update sessions set created_at = now() - interval '13 hours', expires_at = now() - interval '1 hour'
        where user_id = $1`,
      [a.id],
    );
    await server.app.remembered.settled();
    const screen = await call('GET', '/api/shared-device', device);
    expect(screen.body.signedIn.map((p: { id: string }) => p.id)).not.toContain(a.id);
    expect((await call('POST', '/api/shared-device/switch', device, { userId: a.id, pin: PIN })).status).toBe(403);
  });

  it('a person without a PIN is told to sign in fully; bad input is refused at its field', async () => {
    const { device } = await registerDevice();
    const a = await person();
    await pinStore(server.store.db, people.orgId).clearPin(a.id);
    await signIn(a.email, device);
    expect((await call('POST', '/api/shared-device/switch', device, { userId: a.id, pin: PIN })).status).toBe(409);
    const bad = await call('POST', '/api/shared-device/switch', device, { userId: 'nobody', pin: PIN });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('/userId');
  });

  it('idle longer than the organisation allows locks the session; an active one gets a fresh token', async () => {
    const { device, id } = await registerDevice();
    const a = await person();
    await signIn(a.email, device);
    const [s] = await server.store.db.query<{ id: string }>('select id from sessions where user_id = $1', [a.id]);
    const token = (secondsAgo: number) =>
      server.app.jwt.sign(
        { sub: a.id, org: people.orgId, sid: s.id, dev: id, act: Math.floor(Date.now() / 1000) - secondsAgo, idle: 10 },
        { expiresIn: 3600 },
      );
    const idle = await call('GET', '/api/auth/me', `session=${token(11 * 60)}`);
    expect(idle.status).toBe(401);
    expect(idle.body.session).toBe('locked');
    const active = await call('GET', '/api/auth/me', `session=${token(60)}`);
    expect(active.status).toBe(200);
    expect(active.cookies.session).toBeTruthy();
    const fresh = server.app.jwt.decode<{ act: number }>(active.cookies.session)!;
    expect(Math.floor(Date.now() / 1000) - fresh.act).toBeLessThan(30);
    // the organisation's setting: a director changes it (settings edit), care staff may not, and its range holds
    const director = await signIn('director@demo.care');
    const staff = await signIn(a.email);
    expect((await call('PUT', '/api/settings/shared-device-idle', session(staff), { minutes: 15 })).status).toBe(403);
    expect((await call('PUT', '/api/settings/shared-device-idle', session(director), { minutes: 1 })).status).toBe(400);
    expect((await call('PUT', '/api/settings/shared-device-idle', session(director), { minutes: 15 })).status).toBe(
      200,
    );
    expect((await call('GET', '/api/shared-device', device)).body.device.idleMinutes).toBe(15);
    expect((await call('GET', '/api/auth/me', `session=${token(11 * 60)}`)).status).toBe(401); // the token's own rule
    await call('PUT', '/api/settings/shared-device-idle', session(director), { minutes: 10 });
  });

  it('a revoked device: every session on it ends, its cookie opens nothing, and it is audited', async () => {
    const { device, id, manager } = await registerDevice();
    const a = await person();
    const aIn = await signIn(a.email, device);
    const managerIn = await signIn(manager.email);
    const revoked = await call('POST', `/api/shared-devices/${id}/revoke`, session(managerIn));
    expect(revoked.status).toBe(200);
    expect(revoked.body.sessionsEnded).toBeGreaterThanOrEqual(2); // the manager's own session there, and A's
    const old = await call('GET', '/api/auth/me', both(device, aIn));
    expect(old.status).toBe(401);
    expect(old.body.ended).toBe('device-revoked');
    expect((await call('GET', '/api/shared-device', device)).body.device).toBeNull();
    expect((await call('POST', '/api/shared-device/switch', device, { userId: a.id, pin: PIN })).status).toBe(403);
    expect((await call('POST', `/api/shared-devices/${id}/revoke`, session(managerIn))).status).toBe(409);
    // a full sign-in on it is an ordinary session again, with a 12-hour cookie
    const plain = await signIn(a.email, device);
    expect(plain.setCookies.find((c) => c.startsWith('session='))).toMatch(/Max-Age=43200/i);
    const [audit] = await server.store.db.query<{ user_id: string }>(
      `select user_id from activity_audit where action = 'shared-device.revoked' and entity_id = $1`,
      [id],
    );
    expect(audit.user_id).toBe(manager.id);
    // care staff cannot revoke one
    const other = await registerDevice('Lounge tablet');
    expect((await call('POST', `/api/shared-devices/${other.id}/revoke`, session(aIn))).status).toBe(401);
    const staffNow = await signIn(a.email);
    expect((await call('POST', `/api/shared-devices/${other.id}/revoke`, session(staffNow))).status).toBe(403);
  });
});
