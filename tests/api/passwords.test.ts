// Passwords and logins: NCSC — length over complexity, no common or breached
// passwords, none built from the person's name or email; a per-address limit on failed sign-ins across
// emails, and no limit that lets anyone lock a named person out of their account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgePassword } from '../../engine/auth/password-policy.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { as, DRIVERS, login, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(DRIVERS)('password rules on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(() => server?.close());

  const invite = async (email: string, name: string) => {
    const director = as(server.app, await login(server.app, 'director@demo.care'));
    const made = await director.post('/api/settings/users', {
      email,
      name,
      role: 'staff',
      isManager: false,
      areas: {},
      ypPermissions: {},
      homeIds: [],
      showInRota: true,
      removeFromRota: false,
      removeFromRotaHomes: [],
    });
    expect(made.status).toBe(201);
    return new URL(made.body.invite.link, 'http://x').searchParams.get('token')!;
  };
  const setPassword = (token: string, password: string) =>
    server.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, password } });

  it('refuses short, common and patterned passwords, and ones built from the name or email, saying why', async () => {
    const token = await invite('harriet.okonjo@demo.care', 'Harriet Okonjo');
    const refused: Record<string, RegExp> = {
      aaaaaaaaaa: /at least 12 characters/,
      password12: /at least 12 characters/,
      '1234567890': /at least 12 characters/,
      aaaaaaaaaaaa: /too easy to guess/,
      password1234: /too easy to guess: .*commonly used password/,
      '123456789012': /too easy to guess/,
      qwertyuiop123: /too easy to guess/,
      'HarrietOkonjo1!': /built from your name or email/,
      'okonjo.harriet.2026': /built from your name or email/,
    };
    for (const [password, why] of Object.entries(refused)) {
      const res = await setPassword(token, password);
      expect(res.statusCode, password).toBe(422);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors[0], password).toMatchObject({ path: '/password', message: expect.stringMatching(why) });
    }
    // the link was not used up by the refusals; a long passphrase of ordinary words is fine
    expect((await setPassword(token, 'lantern otter kettle')).statusCode).toBe(200);
    expect(
      (
        await as(server.app, await login(server.app, 'harriet.okonjo@demo.care', 'lantern otter kettle')).get(
          '/api/auth/me',
        )
      ).status,
    ).toBe(200);
  });

  it("refuses the published demo password, a season or month with a year, one word dressed up, and the organisation's, homes' and product's names, when set; the demo still signs in with its password", async () => {
    const token = await invite('nia.brennan@demo.care', 'Nia Brennan');
    const refused: Record<string, RegExp> = {
      [DEMO_PASSWORD]: /published/,
      'caredemo2026!': /published/,
      'Summer2026!!!': /season or month with a year/,
      'December-2025!!': /season or month with a year/,
      'Liverpool2026!!': /one common word with numbers or symbols/i,
      'Brightwater2026!': /name of your organisation, a home or this product/, // Brightwater Care (demo)
      'OakHouse2026!!': /name of your organisation, a home or this product/, // a home of the organisation
      'CareRecords#2026': /name of your organisation, a home or this product/,
    };
    for (const [password, why] of Object.entries(refused)) {
      const res = await setPassword(token, password);
      expect(res.statusCode, password).toBe(422);
      expect(res.json().errors[0], password).toMatchObject({ path: '/password', message: expect.stringMatching(why) });
    }
    // changing one's own password follows the same rules
    // signing in with the published password works
    const me = as(server.app, await login(server.app, 'staff.willow@demo.care'));
    for (const newPassword of ['Autumn2026!!!', 'WillowCourt#1234']) {
      const res = await me.post('/api/auth/password', { currentPassword: DEMO_PASSWORD, newPassword });
      expect(res.status, newPassword).toBe(422);
      expect(res.body.errors[0].path).toBe('/newPassword');
    }
    // only the organisation's own name is refused: it is passed in
    expect(judgePassword('Brightwater2026!').ok).toBe(true);
    expect((await setPassword(token, 'lantern otter kettle brightwater')).statusCode).toBe(200);
  });

  it("a password that is mostly the person's own name is refused even when the names are common ones", () => {
    const jayden = { name: 'Jayden Carter', email: 'jayden.c@demo.care' };
    for (const p of ['jayden.carter.2026', 'carter.jayden.1', 'JAYDEN-carter-99'])
      expect(judgePassword(p, jayden).reason, p).toMatch(/built from your name or email/);
    expect(judgePassword('JaydenLovesFootball77', jayden).ok).toBe(true);
  });

  it("changing one's own password needs the current one and follows the same rules", async () => {
    const me = as(server.app, await login(server.app, 'alex.oak@demo.care'));
    const wrong = await me.post('/api/auth/password', {
      currentPassword: 'not-my-password',
      newPassword: 'lantern otter kettle',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([{ path: '/currentPassword', message: 'is not right' }]);
    const weak = await me.post('/api/auth/password', { currentPassword: DEMO_PASSWORD, newPassword: 'alexmorgan1234' });
    expect(weak.status).toBe(422);
    expect(weak.body.errors[0]).toMatchObject({
      path: '/newPassword',
      message: expect.stringMatching(/name or email/),
    });
    const same = await me.post('/api/auth/password', { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD });
    expect(same.status).toBe(422);
    await login(server.app, 'alex.oak@demo.care'); // nothing changed
  });
});

describe.each(DRIVERS)('adding a user on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(() => server?.close());

  // another organisation's address is answered as a fresh one: tests/api/emails-per-organisation.test.ts
  it('an email with a login in our organisation is refused, naming whose', async () => {
    const director = as(server.app, await login(server.app, 'director@demo.care'));
    const add = (email: string) =>
      director.post('/api/settings/users', {
        email,
        name: 'New Person',
        role: 'staff',
        isManager: false,
        areas: {},
        ypPermissions: {},
        homeIds: [],
        showInRota: true,
        removeFromRota: false,
        removeFromRotaHomes: [],
      });
    const ours = await add('staff.oak@demo.care');
    expect(ours.status).toBe(409);
    expect(ours.body.detail).toMatch(/Sam Taylor already has a login/);
  });
});

describe('login limits', () => {
  let server: TestServer;
  // the defaults, not the test server's generous ones
  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg', env: { LOGIN_RATE_LIMIT: '10', LOGIN_FAILURES_PER_ADDRESS: '12' } });
  });
  afterAll(() => server?.close());

  const attempt = (email: string, password: string, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('one password sprayed over fifteen accounts from one address is stopped; only that address is, never a named person', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 15; i++)
      codes.push((await attempt(`person${i}@demo.care`, 'Summer2026!!', '203.0.113.7')).statusCode);
    expect(codes.slice(0, 12)).toEqual(Array(12).fill(401));
    expect(codes.slice(12)).toEqual([429, 429, 429]);
    const refused = await attempt('staff.oak@demo.care', DEMO_PASSWORD, '203.0.113.7');
    expect(refused.statusCode).toBe(429); // a right password from there is not tried either
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().detail).toMatch(/try again in \d+ minutes?/);
    // the people whose accounts were tried are not locked out: they sign in from their own address
    expect((await attempt('staff.oak@demo.care', DEMO_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    // nor can anyone lock a named person out: failures against one email from many addresses leave its owner free
    for (let a = 0; a < 8; a++) {
      for (let i = 0; i < 5; i++)
        expect((await attempt('manager.oak@demo.care', `wrong-${a}-${i}`, `192.0.2.${a + 1}`)).statusCode).toBe(401);
    }
    expect((await attempt('manager.oak@demo.care', DEMO_PASSWORD, '192.0.2.200')).statusCode).toBe(200);
  });
});
