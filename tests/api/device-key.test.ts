// The server's half of a device's offline key (decision 1010): the same for one person on one device, different for
// another device or person, given only to the person's own live session, never to an ended one or an API token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, DRIVERS, login, startTestServer, type TestServer } from '../helpers/server.ts';

const DEVICE = 'AAAAAAAAAAAAAAAAAAAAAA';
const OTHER_DEVICE = 'BBBBBBBBBBBBBBBBBBBBBw';

describe.each(DRIVERS)("a device's offline key on %s", (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(() => server?.close());

  const keyFor = (cookie: string, device: unknown) => as(server.app, cookie).post('/api/auth/device-key', { device });

  it('one person on one device gets one key, across sessions; another device or person gets another', async () => {
    const first = await keyFor(await login(server.app, 'staff.oak@demo.care'), DEVICE);
    expect(first.status).toBe(200);
    expect(first.body.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.body.key, 'base64url')).toHaveLength(32);
    const again = await keyFor(await login(server.app, 'staff.oak@demo.care'), DEVICE);
    expect(again.body.key).toBe(first.body.key);
    const otherDevice = await keyFor(await login(server.app, 'staff.oak@demo.care'), OTHER_DEVICE);
    expect(otherDevice.body.key).not.toBe(first.body.key);
    const colleague = await keyFor(await login(server.app, 'manager.oak@demo.care'), DEVICE);
    expect(colleague.status).toBe(200);
    expect(colleague.body.key).not.toBe(first.body.key);
  });

  it('an ended session is refused and told why; no session at all is refused', async () => {
    const cookie = await login(server.app, 'staff.oak@demo.care');
    expect((await keyFor(cookie, DEVICE)).status).toBe(200);
    const out = await server.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const ended = await keyFor(cookie, DEVICE);
    expect(ended.status).toBe(401);
    expect(ended.body.session).toBe('ended');
    expect(ended.body.key).toBeUndefined();
    const none = await server.app.inject({ method: 'POST', url: '/api/auth/device-key', payload: { device: DEVICE } });
    expect(none.statusCode).toBe(401);
  });

  it('an API token is refused: only the person opens their device', async () => {
    const director = as(server.app, await login(server.app, 'director@demo.care'));
    const token = await director.post('/api/developer/tokens', {
      name: 'everything',
      scopes: { settings: 'edit', staff: 'edit', hr: 'edit' },
      expiresOn: `${new Date().getFullYear() + 1}-01-31`,
    });
    expect(token.status).toBe(201);
    const byToken = await server.app.inject({
      method: 'POST',
      url: '/api/auth/device-key',
      payload: { device: DEVICE },
      headers: { authorization: `Bearer ${token.body.secret}` },
    });
    expect(byToken.statusCode).toBe(403);
    expect(byToken.json().key).toBeUndefined();
  });

  it('a device id that is not 16 bytes of base64url is refused with its path', async () => {
    const cookie = await login(server.app, 'staff.oak@demo.care');
    for (const device of ['short', `${DEVICE}=`, 'AAAAAAAAAAAAAAAAAAAAA/', 42]) {
      const bad = await keyFor(cookie, device);
      expect(bad.status).toBe(400);
      expect(bad.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(bad.body.errors.map((e: { path: string }) => e.path)).toContain('/body/device');
    }
  });
});
