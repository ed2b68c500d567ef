// Single sign-on against a real OpenID provider (oidc-provider, started here): a director sets it up (the
// client secret never comes back), an invited person signs in, and every refusal: an uninvited identity, a
// domain not allowed, an email the provider does not vouch for, a replayed state or code, an expired attempt,
// another browser, an ID token for another audience, expired or signed with a key the provider does not
// publish, an identity that changed; and, where it is required, passwords refused except a break-glass director.
import { randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../engine/auth/password.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { demoPeople } from '../helpers/fixtures.ts';
import { startOidcProvider, type TestProvider } from '../helpers/oidc-provider.ts';
import { login, startTestServer, type TestServer } from '../helpers/server.ts';

const CALLBACK = 'http://localhost/api/auth/sso/callback'; // what inject's Host (localhost:80) makes of it
const CLIENT = {
  client_id: 'care-records',
  client_secret: 'a-client-secret-of-32-characters!',
  redirect_uris: [CALLBACK],
};

describe('single sign-on', () => {
  let server: TestServer;
  let idp: TestProvider;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let director: string;
  const unique = () => randomBytes(4).toString('hex');

  const settings = (over: Record<string, unknown> = {}) => ({
    issuer: idp.issuer,
    clientId: CLIENT.client_id,
    clientSecret: CLIENT.client_secret,
    emailDomains: ['demo.care'],
    required: false,
    trustProviderMfa: false,
    breakGlassUserIds: [],
    ...over,
  });
  const put = (body: unknown, cookie = director) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/settings/single-sign-on',
      payload: body as object,
      headers: { cookie },
    });

  /** Starts at our sign-in, signs in at the provider as `sub`: the callback's answer, and what to replay it with. */
  async function journey(sub: string, account?: { email?: string; email_verified?: boolean }) {
    if (account) idp.accounts.set(sub, account);
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sso/start',
      payload: { organisation: 'demo', next: '/dashboard/tasks' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const state = started.cookies.find((c) => c.name === 'sso-state')!.value;
    const back = await idp.signIn(started.json().redirectTo, sub);
    expect(back.origin + back.pathname).toBe(CALLBACK);
    const callback = (cookieState = state, search = back.search) =>
      server.app.inject({
        method: 'GET',
        url: `/api/auth/sso/callback${search}`,
        headers: cookieState ? { cookie: `sso-state=${cookieState}` } : {},
      });
    return { res: await callback(), callback, state, back };
  }
  const refusedFor = (res: { statusCode: number; headers: Record<string, unknown>; cookies: { name: string }[] }) => {
    expect(res.statusCode).toBe(303);
    expect(res.cookies.map((c) => c.name)).not.toContain('session');
    return String(res.headers.location);
  };

  beforeAll(async () => {
    idp = await startOidcProvider([CLIENT]);
    server = await startTestServer({ driver: 'pg', env: { SSO_ALLOW_LOCAL_ISSUER: '1' } });
    people = await demoPeople(server);
    director = await login(server.app, 'director@demo.care');
    idp.accounts.set('staff-oak', { email: 'staff.oak@demo.care', email_verified: true, name: 'Staff Oak' });
    expect((await put(settings())).statusCode).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  it('is set by a director, audited, and never gives back the client secret', async () => {
    const got = await server.app.inject({
      method: 'GET',
      url: '/api/settings/single-sign-on',
      headers: { cookie: director },
    });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ configured: true, hasClientSecret: true, emailDomains: ['demo.care'] });
    expect(got.json().redirectUri).toBe(CALLBACK);
    expect(got.body).not.toContain(CLIENT.client_secret);
    const [stored] = await server.store.db.query<{ secret: string }>(
      `select client_secret_enc as secret from organisation_sso where org_id = $1`,
      [people.orgId],
    );
    expect(stored.secret).not.toContain(CLIENT.client_secret);
    const audit = await server.store.db.query<{ detail: unknown }>(
      `select detail from activity_audit where org_id = $1 and action = 'organisation.single-sign-on'`,
      [people.orgId],
    );
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(CLIENT.client_secret);
    // leaving the secret out keeps it
    const { clientSecret: _kept, ...withoutSecret } = settings();
    expect((await put(withoutSecret)).json().hasClientSecret).toBe(true);

    const manager = await login(server.app, 'manager.oak@demo.care');
    expect((await put(settings(), manager)).statusCode).toBe(403);
    const bad = await put(settings({ issuer: 'http://10.0.0.7/realm', emailDomains: ['not a domain'] }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(['/issuer', '/emailDomains/0']);
    const noWayIn = await put(settings({ required: true }));
    expect(noWayIn.statusCode).toBe(422);
    expect(noWayIn.json().errors[0].path).toBe('/breakGlassUserIds');
  });

  it('signs in an invited person, and only to their own login, going on where they were heading', async () => {
    const { res } = await journey('staff-oak');
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/dashboard/tasks');
    const session = res.cookies.find((c) => c.name === 'session')!;
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `session=${session.value}` },
    });
    expect(me.json().email).toBe('staff.oak@demo.care');
    const [row] = await server.store.db.query<{ method: string }>(
      `select method from sessions where user_id = $1 order by created_at desc limit 1`,
      [people.user('staff.oak@demo.care').id],
    );
    expect(row.method).toBe('sso');
  });

  it('refuses an identity with no login in the organisation, and creates none', async () => {
    const before = await server.store.db.query(`select id from users where org_id = $1`, [people.orgId]);
    const { res } = await journey(`stranger-${unique()}`, { email: 'stranger@demo.care', email_verified: true });
    expect(refusedFor(res)).toBe('/sso-refused?why=uninvited');
    expect(await server.store.db.query(`select id from users where org_id = $1`, [people.orgId])).toHaveLength(
      before.length,
    );
  });

  it('refuses an email outside the allowed domains, or one the provider does not vouch for', async () => {
    const other = await journey(`other-${unique()}`, { email: 'staff.oak@elsewhere.example', email_verified: true });
    expect(refusedFor(other.res)).toBe('/sso-refused?why=domain');
    const unverified = await journey(`unv-${unique()}`, { email: 'manager.oak@demo.care', email_verified: false });
    expect(refusedFor(unverified.res)).toBe('/sso-refused?why=unverified');
  });

  it('refuses a replayed state, a replayed code, another browser and an expired attempt', async () => {
    const first = await journey('staff-oak');
    expect(first.res.cookies.map((c) => c.name)).toContain('session');
    expect(refusedFor(await first.callback())).toBe('/sso-refused?why=expired');
    // the used code, brought back with a new attempt of this browser: the provider refuses it
    const second = await journey('staff-oak');
    const code = new URLSearchParams(first.back.search).get('code')!;
    const replay = new URLSearchParams(second.back.search);
    replay.set('code', code);
    const fresh = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sso/start',
      payload: { organisation: 'demo.care' },
    });
    const freshState = fresh.cookies.find((c) => c.name === 'sso-state')!.value;
    replay.set('state', freshState);
    expect(refusedFor(await second.callback(freshState, `?${replay}`))).toBe('/sso-refused?why=failed');
    // a callback without this browser's cookie (a link sent to someone else)
    const elsewhere = await (async () => {
      const s = await server.app.inject({
        method: 'POST',
        url: '/api/auth/sso/start',
        payload: { organisation: 'demo' },
      });
      const back = await idp.signIn(s.json().redirectTo, 'staff-oak');
      return server.app.inject({ method: 'GET', url: `/api/auth/sso/callback${back.search}` });
    })();
    expect(refusedFor(elsewhere)).toBe('/sso-refused?why=expired');
    // ten minutes gone
    const s = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sso/start',
      payload: { organisation: 'demo' },
    });
    const state = s.cookies.find((c) => c.name === 'sso-state')!.value;
    const back = await idp.signIn(s.json().redirectTo, 'staff-oak');
    await server.store.db.query(`update sso_attempts set expires_at = now() - interval '1 second' where state = $1`, [
      state,
    ]);
    const late = await server.app.inject({
      method: 'GET',
      url: `/api/auth/sso/callback${back.search}`,
      headers: { cookie: `sso-state=${state}` },
    });
    expect(refusedFor(late)).toBe('/sso-refused?why=expired');
  });

  it('refuses an ID token for another audience, an expired one, and one signed with a key the provider does not publish', async () => {
    const lastReason = async () =>
      (
        await server.store.db.query<{ error: string }>(
          `select detail->>'error' as error from activity_audit
            where org_id = $1 and action = 'session.sso-refused' order by id desc limit 1`,
          [people.orgId],
        )
      )[0].error;
    const expected = { audience: /claim aud/, expired: /claim exp/, 'foreign-key': /signature/i };
    try {
      for (const tamper of ['audience', 'expired', 'foreign-key'] as const) {
        idp.tamper = tamper;
        const { res } = await journey('staff-oak');
        expect(refusedFor(res), tamper).toBe('/sso-refused?why=failed');
        expect(await lastReason(), tamper).toMatch(expected[tamper]);
      }
    } finally {
      idp.tamper = null;
    }
  });

  it('refuses a login once signed in as one provider identity when another identity brings its email', async () => {
    const { res } = await journey(`impostor-${unique()}`, { email: 'staff.oak@demo.care', email_verified: true });
    expect(refusedFor(res)).toBe('/sso-refused?why=identity-changed');
  });

  it("asks for the person's own second factor unless the organisation trusts the provider's", async () => {
    const email = `sso.mfa.${unique()}@demo.care`;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await server.store.adminTransaction((a) =>
      a.createUser(people.orgId, {
        email,
        name: 'Test Two Step',
        passwordHash,
        role: 'staff',
        isManager: false,
        areas: { cyp: 'read' },
        homeIds: [people.oak.id],
      }),
    );
    const cookie = await login(server.app, email);
    const begun = await server.app.inject({ method: 'POST', url: '/api/auth/mfa/totp', headers: { cookie } });
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(begun.json().secret) });
    await server.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/totp/confirm',
      headers: { cookie },
      payload: { code: totp.generate() },
    });
    const sub = `two-step-${unique()}`;
    const asked = await journey(sub, { email, email_verified: true });
    expect(asked.res.statusCode).toBe(303);
    expect(asked.res.headers.location).toBe('/login?secondStep=totp,recovery-code&next=%2Fdashboard%2Ftasks');
    expect(asked.res.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['sign-in']));
    expect(asked.res.cookies.map((c) => c.name)).not.toContain('session');

    expect((await put(settings({ trustProviderMfa: true }))).statusCode).toBe(200);
    try {
      const trusted = await journey(sub);
      expect(trusted.res.headers.location).toBe('/dashboard/tasks');
      expect(trusted.res.cookies.map((c) => c.name)).toContain('session');
    } finally {
      await put(settings());
    }
  });

  it('where required, refuses passwords except for a break-glass director, who still gives a second factor', async () => {
    const directorId = people.user('director@demo.care').id;
    expect((await put(settings({ required: true, breakGlassUserIds: [directorId] }))).statusCode).toBe(200);
    try {
      const staff = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'staff.oak@demo.care', password: DEMO_PASSWORD },
      });
      expect(staff.statusCode).toBe(403);
      expect(staff.json().detail).toMatch(/Sign in with your organisation account/);
      const breakGlass = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'director@demo.care', password: DEMO_PASSWORD },
      });
      expect(breakGlass.statusCode).toBe(200);
      expect(breakGlass.json()).toEqual({ enrolSecondFactor: true });
      expect(breakGlass.cookies.map((c) => c.name)).not.toContain('session');
      // single sign-on still works for everyone
      expect((await journey('staff-oak')).res.cookies.map((c) => c.name)).toContain('session');
    } finally {
      await put(settings());
    }
  });

  it('says plainly when no organisation signs in under the name given', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sso/start',
      payload: { organisation: 'nobody@nowhere.example' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
  });
});
