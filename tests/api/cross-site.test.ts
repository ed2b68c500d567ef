// Cross-site requests refused: a state-changing request whose Origin is not the app's
// own, or that the browser says came from another site, is 403 problem+json and changes nothing; a
// body must be JSON (multipart only where a route takes uploads). Clients that are not browsers
// (no Origin, no Sec-Fetch-Site) stay allowed. TRUST_PROXY: behind a TLS proxy, the app's own origin
// and the session cookie's Secure flag come from the proxy's X-Forwarded-* headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, trustProxyFrom } from '../../engine/config.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, login, startTestServer, type TestServer } from '../helpers/server.ts';

const EVIL = 'https://evil.example';

describe.each(DRIVERS)('cross-site requests (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    cookie = await login(server.app, 'manager.oak@demo.care');
  });
  afterAll(() => server?.close());

  const archived = async (id: string) =>
    (
      await server.store.db.query<{ archived: boolean }>(
        'select archived_at is not null as archived from young_people where id = $1',
        [id],
      )
    )[0].archived;
  const archive = (headers: Record<string, string>, payload?: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/young-people/${people.oakYp.id}/archive`,
      headers: { cookie, ...headers },
      payload,
    });

  it('a text/plain POST from another site archives no one: 403 problem+json', async () => {
    const res = await archive({ origin: EVIL, 'content-type': 'text/plain' }, '{}');
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toMatch(/evil\.example/);
    // the same with no body at all (a bare form post)
    expect((await archive({ origin: EVIL })).statusCode).toBe(403);
    expect(await archived(people.oakYp.id)).toBe(false);
  });

  it('Sec-Fetch-Site cross-site or same-site is refused, and an Origin of "null"', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ] as Record<string, string>[]) {
      const res = await archive({ ...headers, 'content-type': 'application/json' }, '{}');
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect(await archived(people.oakYp.id)).toBe(false);
  });

  it('a body that is not JSON is 415, whoever sends it; multipart only where a route takes uploads', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await archive({ 'content-type': type }, 'keepLogin=true');
      expect(res.statusCode, type).toBe(415);
      expect(res.headers['content-type'], type).toContain('application/problem+json');
    }
    expect(await archived(people.oakYp.id)).toBe(false);
    // the document locker takes multipart: the check lets it through to the route's own validation
    const upload = await server.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(upload.statusCode).not.toBe(415);
    expect(upload.statusCode).not.toBe(403);
  });

  it("the app's own pages, and clients that are not browsers, may make changes; reads are not checked", async () => {
    // the browser on the app's own origin (the Host it was reached by)
    const own = await archive(
      {
        host: 'care.example:8443',
        origin: 'http://care.example:8443',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
      '{}',
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(await archived(people.oakYp.id)).toBe(true);
    // curl, a script, a test: no Origin, no Sec-Fetch-Site; a POST with no body needs no content type
    const restore = await server.app.inject({
      method: 'POST',
      url: `/api/young-people/${people.oakYp.id}/restore`,
      headers: { cookie },
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(await archived(people.oakYp.id)).toBe(false);
    const logout = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: await login(server.app, 'staff.oak@demo.care') },
    });
    expect(logout.statusCode).toBe(204);
    const read = await server.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie, origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('without TRUST_PROXY, X-Forwarded-* are not believed: the origin is the Host, the cookie is not Secure', async () => {
    const proxied = {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'care.example',
      origin: 'https://care.example',
      'content-type': 'application/json',
    };
    expect((await archive(proxied, '{}')).statusCode).toBe(403);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: 'staff.oak@demo.care', password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.find((c) => c.name === 'session')?.secure).toBeFalsy();
  });
});

describe('behind a TLS proxy (TRUST_PROXY)', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg', env: { TRUST_PROXY: 'loopback' } });
    people = await demoPeople(server);
  });
  afterAll(() => server?.close());

  it("the proxy's scheme and host are the app's origin, and the session cookie is Secure", async () => {
    const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'care.example' };
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...proxied, origin: 'https://care.example' },
      payload: { email: 'manager.oak@demo.care', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const session = signIn.cookies.find((c) => c.name === 'session')!;
    expect(session.secure).toBe(true);
    expect(session.httpOnly).toBe(true);
    const cookie = `session=${session.value}`;
    const url = `/api/young-people/${people.oakYp.id}/archive`;
    const json = { 'content-type': 'application/json' };
    // the internal address is not the app's origin any more: the proxy's is
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url,
          headers: { cookie, ...proxied, ...json, origin: 'http://care.example' },
          payload: '{}',
        })
      ).statusCode,
    ).toBe(403);
    const ok = await server.app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...proxied, ...json, origin: 'https://care.example' },
      payload: '{}',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('TRUST_PROXY is off unless set; a hop count is refused at start-up, as it would do nothing', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trustProxyFrom('false')).toBe(false);
    expect(trustProxyFrom('true')).toBe(true);
    expect(trustProxyFrom('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
    expect(() => trustProxyFrom('1')).toThrow(/TRUST_PROXY/);
  });
});
