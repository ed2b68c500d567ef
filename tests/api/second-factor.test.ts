// Multi-factor sign-in through the API: an authenticator app's codes (taken once each), recovery codes (once
// each), the half-finished sign-in that opens nothing else, the organisation's policy with its grace period, a
// reset by someone with and without the right (never an API token), and a person's own security page.
import { randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../engine/auth/password.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

type Res = { status: number; body: any; cookies: Record<string, string> };

describe('second factor', () => {
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
    return {
      status: res.statusCode,
      body: res.body ? res.json() : null,
      cookies: Object.fromEntries(res.cookies.map((c) => [c.name, c.value])),
    };
  }
  const password = (email: string) => call('POST', '/api/auth/login', '', { email, password: DEMO_PASSWORD });
  const session = (r: Res) => `session=${r.cookies.session}`;
  const pending = (r: Res) => `sign-in=${r.cookies['sign-in']}`;

  /** A new person of Oak House, signed in with a password alone. */
  async function person(role: 'staff' | 'manager' = 'staff') {
    const email = `mfa.${unique()}@demo.care`;
    const id = await server.store.adminTransaction((a) =>
      a.createUser(people.orgId, {
        email,
        name: `Test ${role}`,
        passwordHash,
        role,
        isManager: role === 'manager',
        areas: { cyp: 'edit', cyp_daily_log: 'edit', home: 'read' },
        homeIds: [people.oak.id],
      }),
    );
    return { id, email };
  }
  const totpFor = (secret: string) =>
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  /** The code of a 30-second step, by its number. */
  const codeOf = (secret: string, step: number) => totpFor(secret).generate({ timestamp: step * 30_000 });
  /** The step the person's last code was of (enrolment takes one too). */
  const lastStep = async (email: string) =>
    Number(
      (
        await server.store.db.query<{ last_step: string }>(
          'select t.last_step from user_totp t join users u on u.id = t.user_id where u.email = $1',
          [email],
        )
      )[0].last_step,
    );
  /** The step after the last one taken: not yet spent, and within the one-step window however the clock has moved
   * since (a code made from the clock could fall two steps past the last one taken). */
  const nextCode = async (email: string, secret: string) => codeOf(secret, (await lastStep(email)) + 1);

  /** Sets up the app for someone signed in; returns the secret and the recovery codes shown. */
  async function enrol(cookie: string) {
    const begun = await call('POST', '/api/auth/mfa/totp', cookie);
    expect(begun.status, JSON.stringify(begun.body)).toBe(200);
    const confirmed = await call('POST', '/api/auth/mfa/totp/confirm', cookie, {
      code: totpFor(begun.body.secret).generate(),
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    return { secret: begun.body.secret as string, recoveryCodes: confirmed.body.recoveryCodes as string[] };
  }

  it('with the policy off and no factor held, a password alone signs in (the demo logins)', async () => {
    const res = await password('director@demo.care');
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('director@demo.care');
    expect(res.cookies.session).toBeTruthy();
  });

  it('enrolling: a QR code and secret, a wrong code refused, the right one confirms with ten recovery codes once', async () => {
    const p = await person();
    const cookie = session(await password(p.email));
    const begun = await call('POST', '/api/auth/mfa/totp', cookie);
    expect(begun.status).toBe(200);
    expect(begun.body.qrSvg).toMatch(/^<svg/);
    expect(begun.body.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const wrong = await call('POST', '/api/auth/mfa/totp/confirm', cookie, { code: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].path).toBe('/code');
    const right = await call('POST', '/api/auth/mfa/totp/confirm', cookie, {
      code: totpFor(begun.body.secret).generate(),
    });
    expect(right.status).toBe(200);
    expect(right.body.recoveryCodes).toHaveLength(10);
    expect(new Set(right.body.recoveryCodes).size).toBe(10);
    // the secret is sealed at rest, never stored as the app's base32
    const [row] = await server.store.db.query<{ secret_enc: string }>(
      'select secret_enc from user_totp where user_id = $1',
      [p.id],
    );
    expect(row.secret_enc).not.toContain(begun.body.secret);
    expect(row.secret_enc).toMatch(/^v1\./);
    // and only hashes of the recovery codes are kept
    const hashes = await server.store.db.query<{ code_hash: string }>(
      'select code_hash from recovery_codes where user_id = $1',
      [p.id],
    );
    expect(hashes).toHaveLength(10);
    for (const code of right.body.recoveryCodes) expect(hashes.map((h) => h.code_hash)).not.toContain(code);
    // a second app cannot replace the first while it is in place
    expect((await call('POST', '/api/auth/mfa/totp', cookie)).status).toBe(409);
  });

  it('after the password, the sign-in cookie opens nothing but the second step; the right code signs in', async () => {
    const p = await person();
    const { secret, recoveryCodes } = await enrol(session(await password(p.email)));
    const first = await password(p.email);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ secondFactor: { methods: ['totp', 'recovery-code'] } });
    expect(first.cookies.session).toBeUndefined();
    const half = pending(first);
    expect((await call('GET', '/api/auth/me', half)).status).toBe(401);
    expect((await call('GET', `/api/records/daily-log?youngPerson=${people.oakYp.id}`, half)).status).toBe(401);
    // the sign-in token put where a session goes is refused too
    expect((await call('GET', '/api/auth/me', `session=${first.cookies['sign-in']}`)).status).toBe(401);
    expect((await call('GET', '/api/auth/sign-in-step', half)).body).toMatchObject({ stage: 'second-factor' });
    // the code enrolment took is spent: the app's next code serves
    const done = await call('POST', '/api/auth/second-factor', half, { code: await nextCode(p.email, secret) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await call('GET', '/api/auth/me', session(done))).status).toBe(200);
    // the finished sign-in cannot be finished again, even with a good recovery code (which stays unspent)
    expect((await call('POST', '/api/auth/second-factor', half, { code: recoveryCodes[0] })).status).toBe(401);
    expect((await call('GET', '/api/auth/security', session(done))).body.secondFactor.recoveryCodesLeft).toBe(10);
  });

  it('a wrong code is refused, and a code once taken is refused again (a replay), on any sign-in', async () => {
    const p = await person();
    const { secret, recoveryCodes } = await enrol(session(await password(p.email)));
    const code = await nextCode(p.email, secret);
    const a = pending(await password(p.email));
    expect((await call('POST', '/api/auth/second-factor', a, { code: '123456' })).status).toBe(401);
    expect((await call('POST', '/api/auth/second-factor', a, { code })).status).toBe(200);
    const b = pending(await password(p.email));
    const replay = await call('POST', '/api/auth/second-factor', b, { code });
    expect(replay.status).toBe(401);
    // so is the code of the step before (an older code after a newer one)
    const older = codeOf(secret, (await lastStep(p.email)) - 1);
    expect((await call('POST', '/api/auth/second-factor', b, { code: older })).status).toBe(401);
    const signedIn = await call('POST', '/api/auth/second-factor', b, { code: recoveryCodes[0] });
    const history = (await call('GET', '/api/auth/security', session(signedIn))).body.history;
    expect(history.filter((h: { outcome: string }) => h.outcome === 'second-factor-refused').length).toBeGreaterThan(2);
  });

  it('a recovery code signs in once; the same code again is refused', async () => {
    const p = await person();
    const { recoveryCodes } = await enrol(session(await password(p.email)));
    const first = pending(await password(p.email));
    const used = await call('POST', '/api/auth/second-factor', first, { code: recoveryCodes[3].toUpperCase() });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body.recoveryCodesLeft).toBe(9);
    const again = pending(await password(p.email));
    expect((await call('POST', '/api/auth/second-factor', again, { code: recoveryCodes[3] })).status).toBe(401);
    expect((await call('POST', '/api/auth/second-factor', again, { code: 'abcd-efgh-jkmn-pqrs' })).status).toBe(401);
    // new codes replace the old: an unused old one stops working
    const renewed = await call('POST', '/api/auth/security/recovery-codes', session(used));
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const third = pending(await password(p.email));
    expect((await call('POST', '/api/auth/second-factor', third, { code: recoveryCodes[5] })).status).toBe(401);
    expect((await call('POST', '/api/auth/second-factor', third, { code: renewed.body.recoveryCodes[0] })).status).toBe(
      200,
    );
  });

  it('five wrong codes give up the sign-in; ten wrong codes for one person are refused 429 for a while', async () => {
    const p = await person();
    const { secret } = await enrol(session(await password(p.email)));
    const first = pending(await password(p.email));
    for (let i = 0; i < 5; i++)
      expect((await call('POST', '/api/auth/second-factor', first, { code: '111111' })).status).toBe(401);
    // given up: even the right code needs the password again
    expect(
      (await call('POST', '/api/auth/second-factor', first, { code: await nextCode(p.email, secret) })).status,
    ).toBe(401);
    const second = pending(await password(p.email));
    for (let i = 0; i < 5; i++)
      expect((await call('POST', '/api/auth/second-factor', second, { code: '222222' })).status).toBe(401);
    const third = pending(await password(p.email));
    const limited = await call('POST', '/api/auth/second-factor', third, { code: await nextCode(p.email, secret) });
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toMatch(/Too many wrong codes/);
  });

  it('bad input to the second step is refused at its field, and with no sign-in cookie nothing is asked', async () => {
    const p = await person();
    await enrol(session(await password(p.email)));
    const half = pending(await password(p.email));
    const bad = await call('POST', '/api/auth/second-factor', half, { code: 12 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('/code');
    expect((await call('POST', '/api/auth/second-factor', '', { code: '123456' })).status).toBe(401);
    // credentials before the body, as on every route: without the cookie a bad body is not judged either
    expect((await call('POST', '/api/auth/second-factor', '', { code: 12 })).status).toBe(401);
  });

  it('policy: leaders must enrol; after the grace period the sign-in leads only to enrolment, then signs in', async () => {
    const director = await clientFor(server, 'director@demo.care');
    const set = await director.put('/api/settings/second-factor-policy', { policy: 'leaders', graceDays: 0 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    try {
      const manager = await person('manager');
      const staff = await person('staff');
      // care staff are not covered by "leaders": a password alone still signs in
      expect((await password(staff.email)).cookies.session).toBeTruthy();
      const res = await password(manager.email);
      expect(res.body).toEqual({ enrolSecondFactor: true });
      expect(res.cookies.session).toBeUndefined();
      const half = pending(res);
      expect((await call('GET', '/api/auth/me', half)).status).toBe(401);
      expect((await call('GET', '/api/auth/security', half)).status).toBe(401);
      // the enrolment stage cannot pass a code as if it were the second step
      expect((await call('POST', '/api/auth/second-factor', half, { code: '123456' })).status).toBe(401);
      const begun = await call('POST', '/api/auth/mfa/totp', half);
      expect(begun.status).toBe(200);
      const done = await call('POST', '/api/auth/mfa/totp/confirm', half, {
        code: totpFor(begun.body.secret).generate(),
      });
      expect(done.status).toBe(200);
      expect(done.body.signedIn).toBe(true);
      expect(done.body.recoveryCodes).toHaveLength(10);
      expect((await call('GET', '/api/auth/me', session(done))).status).toBe(200);
      // while required, the last factor cannot be removed
      expect((await call('POST', '/api/auth/security/totp/remove', session(done))).status).toBe(409);
    } finally {
      await director.put('/api/settings/second-factor-policy', { policy: 'off', graceDays: 14 });
    }
  });

  it('policy: within the grace period a password still signs in, and the person is told by when to enrol', async () => {
    const director = await clientFor(server, 'director@demo.care');
    await director.put('/api/settings/second-factor-policy', { policy: 'everyone', graceDays: 14 });
    try {
      const staff = await person('staff');
      const res = await password(staff.email);
      expect(res.cookies.session).toBeTruthy();
      const state = await call('GET', '/api/auth/second-factor-state', session(res));
      expect(state.body).toMatchObject({ required: true, enrolled: false, why: 'organisation-everyone' });
      const days = (new Date(state.body.enrolBy).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(13.9);
      expect(days).toBeLessThanOrEqual(14);
    } finally {
      await director.put('/api/settings/second-factor-policy', { policy: 'off', graceDays: 14 });
    }
  });

  it('only a director sets the policy: a manager with settings and an API token are refused', async () => {
    const director = await clientFor(server, 'director@demo.care');
    const manager = await clientFor(server, 'manager.oak@demo.care');
    expect((await manager.put('/api/settings/second-factor-policy', { policy: 'off', graceDays: 0 })).status).toBe(403);
    const token = await director.post('/api/developer/tokens', {
      name: 'settings',
      scopes: { settings: 'edit' },
      expiresOn: `${new Date().getFullYear() + 1}-01-31`,
    });
    expect(token.status).toBe(201);
    const byToken = await server.app.inject({
      method: 'PUT',
      url: '/api/settings/second-factor-policy',
      payload: { policy: 'off', graceDays: 0 },
      headers: { authorization: `Bearer ${token.body.secret}` },
    });
    expect(byToken.statusCode).toBe(403);
    const bad = await director.put('/api/settings/second-factor-policy', { policy: 'some', graceDays: 200 });
    expect(bad.status).toBe(400);
    expect((await director.get('/api/settings/second-factor-policy')).body.policy).toBe('off');
  });

  it('a reset by a director: factors gone, sessions ended, audited, the person told; refused to others', async () => {
    const p = await person('staff');
    const own = session(await password(p.email));
    await enrol(own);
    const director = await clientFor(server, 'director@demo.care');
    const staff = await clientFor(server, 'staff.oak@demo.care');
    expect((await staff.post(`/api/settings/users/${p.id}/reset-second-factor`)).status).toBe(403);
    const token = await director.post('/api/developer/tokens', {
      name: 'everything',
      scopes: { settings: 'edit', staff: 'edit', hr: 'edit' },
      expiresOn: `${new Date().getFullYear() + 1}-01-31`,
    });
    const byToken = await server.app.inject({
      method: 'POST',
      url: `/api/settings/users/${p.id}/reset-second-factor`,
      headers: { authorization: `Bearer ${token.body.secret}` },
    });
    expect(byToken.statusCode).toBe(403);
    const directorId = people.user('director@demo.care').id;
    expect((await director.post(`/api/settings/users/${directorId}/reset-second-factor`)).status).toBe(409);
    const reset = await director.post(`/api/settings/users/${p.id}/reset-second-factor`);
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.sessionsEnded).toBe(1);
    expect((await call('GET', '/api/auth/me', own)).status).toBe(401);
    // a password alone signs them in again (the policy is off), and they are told
    const again = await password(p.email);
    expect(again.cookies.session).toBeTruthy();
    const alerts = await call('GET', '/api/alerts/mine', session(again));
    expect(JSON.stringify(alerts.body)).toMatch(/reset your second factor/);
    const [audit] = await server.store.db.query<{ user_id: string }>(
      `select user_id from activity_audit where action = 'user.second-factor-reset' and entity_id = $1`,
      [p.id],
    );
    expect(audit.user_id).toBe(people.user('director@demo.care').id);
  });

  it("the security page lists each device; signing one out ends it; an administrator sees a person's and ends one", async () => {
    const p = await person('staff');
    const phone = session(await password(p.email));
    const office = session(await password(p.email));
    const page = await call('GET', '/api/auth/security', office);
    expect(page.status).toBe(200);
    expect(page.body.sessions).toHaveLength(2);
    const current = page.body.sessions.find((s: { current: boolean }) => s.current);
    const other = page.body.sessions.find((s: { current: boolean }) => !s.current);
    expect(current.method).toBe('password');
    expect((await call('POST', `/api/auth/sessions/${current.id}/end`, office)).status).toBe(409);
    expect((await call('POST', `/api/auth/sessions/${other.id}/end`, office)).status).toBe(200);
    expect((await call('GET', '/api/auth/me', phone)).status).toBe(401);
    expect(page.body.history[0]).toMatchObject({ outcome: 'signed-in', method: 'password' });
    // an administrator: the director sees it and ends the office session; care staff may not look
    const director = await clientFor(server, 'director@demo.care');
    const staff = await clientFor(server, 'staff.oak@demo.care');
    expect((await staff.get(`/api/settings/users/${p.id}/security`)).status).toBe(403);
    const seen = await director.get(`/api/settings/users/${p.id}/security`);
    expect(seen.status).toBe(200);
    expect(seen.body.sessions).toHaveLength(1);
    const ended = await director.post(`/api/settings/users/${p.id}/sessions/${seen.body.sessions[0].id}/end`);
    expect(ended.status).toBe(200);
    expect((await call('GET', '/api/auth/me', office)).status).toBe(401);
  });

  it("API tokens cannot use a person's own security routes", async () => {
    const director = await clientFor(server, 'director@demo.care');
    const token = await director.post('/api/developer/tokens', {
      name: 'all',
      scopes: { settings: 'edit' },
      expiresOn: `${new Date().getFullYear() + 1}-01-31`,
    });
    for (const [method, url] of [
      ['GET', '/api/auth/security'],
      ['POST', '/api/auth/mfa/totp'],
      ['POST', '/api/auth/security/recovery-codes'],
    ] as const) {
      const res = await server.app.inject({ method, url, headers: { authorization: `Bearer ${token.body.secret}` } });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('a passkey answer that does not verify, or a challenge taken already, signs no one in', async () => {
    const options = await call('POST', '/api/auth/passkey-options', '');
    expect(options.status).toBe(200);
    expect(options.body.options.userVerification).toBe('required');
    const forged = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      clientExtensionResults: {},
    };
    const res = await call('POST', '/api/auth/passkey', '', {
      challengeId: options.body.challengeId,
      response: forged,
    });
    expect(res.status).toBe(401);
    expect(res.cookies.session).toBeUndefined();
    // the challenge was taken by that try
    const again = await call('POST', '/api/auth/passkey', '', {
      challengeId: options.body.challengeId,
      response: forged,
    });
    expect(again.status).toBe(401);
  });
});
