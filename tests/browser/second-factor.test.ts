// Multi-factor sign-in in Chromium, as a person does it: setting up an authenticator app from the security page
// (the code computed here with the same RFC 6238 library an app uses) and signing in with it; a passkey added
// and used through Chromium's virtual authenticator (CDP WebAuthn), alone and as the second step; and a manager
// whose required enrolment is overdue, who can only set one up before going on.
import { randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../../engine/auth/password.ts';
import {
  apiAs,
  DEMO_PASSWORD,
  describeBrowser,
  expectAccessible,
  type Harness,
  login,
  startHarness,
} from './harness.ts';

describeBrowser('second factor', () => {
  let h: Harness;
  let orgId: string;
  let oakId: string;
  beforeAll(async () => {
    h = await startHarness();
    const [org] = await h.server!.store.db.query<{ id: string }>(`select id from organisations where slug = 'demo'`);
    orgId = org.id;
    oakId = (await h.server!.store.forOrg(orgId).people.homes()).find((x) => x.name === 'Oak House')!.id;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  /** A new member of staff of Oak House, with the demo password. */
  async function person(role: 'staff' | 'manager' = 'staff') {
    const email = `browser.${randomBytes(4).toString('hex')}@demo.care`;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await h.server!.store.adminTransaction((a) =>
      a.createUser(orgId, {
        email,
        name: role === 'manager' ? 'Morgan Manager' : 'Sam Carer',
        passwordHash,
        role,
        isManager: role === 'manager',
        areas: { cyp: 'edit', cyp_daily_log: 'edit', home: 'read' },
        homeIds: [oakId],
      }),
    );
    return email;
  }
  const totp = (secret: string) =>
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  /** The app's next code: the step after the one last taken (enrolment takes one), however the clock moved since. */
  async function nextCode(email: string, secret: string) {
    const [row] = await h.server!.store.db.query<{ last_step: string }>(
      'select t.last_step from user_totp t join users u on u.id = t.user_id where u.email = $1',
      [email],
    );
    return totp(secret).generate({ timestamp: (Number(row.last_step) + 1) * 30_000 });
  }

  /** Sets up the app on the page shown, answering with the code; returns the secret and the codes shown. */
  async function setUpApp(page: Page) {
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    await page.getByText('Cannot scan? Type this key instead').click();
    const secret = (await page.locator('[data-totp-secret]').getAttribute('data-totp-secret'))!;
    await page.getByLabel('Enter the 6-digit code the app shows').fill(totp(secret).generate());
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    const codes = await page.locator('[data-recovery-code]').allInnerTexts();
    return { secret, codes };
  }

  it('sets up an authenticator app, then signs in with the password and a code from it', async () => {
    const email = await person();
    const page = await h.newPage();
    await login(page, email);
    await page.goto('/account/security');
    await page.getByRole('heading', { level: 1, name: 'Sign-in and security' }).waitFor();
    await expectAccessible(page, 'security page');
    const { secret, codes } = await setUpApp(page);
    expect(codes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have kept them' }).click();
    await page.getByText('On: you enter the code your app shows when you sign in.').waitFor();
    expect(await page.getByText('10 of 10 left.').count()).toBe(1);

    // a new device: the password alone is not enough
    const other = await h.newPage();
    await other.goto('/login');
    await other.getByLabel('Email address').fill(email);
    await other.getByLabel('Password').fill(DEMO_PASSWORD);
    await other.getByRole('button', { name: 'Sign in', exact: true }).click();
    await other.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
    await expectAccessible(other, 'second step');
    expect((await other.context().cookies()).some((c) => c.name === 'session')).toBe(false);
    // a wrong code says so and stays
    await other.getByLabel('Code from your authenticator app').fill('000000');
    await other.getByRole('button', { name: 'Continue' }).click();
    await other.getByRole('alert').filter({ hasText: 'not right' }).waitFor();
    // the app's next code (the one enrolment took is spent)
    await other.getByLabel('Code from your authenticator app').fill(await nextCode(email, secret));
    await other.getByRole('button', { name: 'Continue' }).click();
    await other.waitForURL((u) => u.pathname === '/dashboard');
    // both devices are listed on the security page, the one in use marked
    await other.goto('/account/security');
    await other.getByText('This device', { exact: true }).waitFor();
    expect(await other.locator('[data-session]').count()).toBe(2);
    expect(await other.getByText(/with password and app code/).count()).toBeGreaterThan(0);
  });

  it('a recovery code signs in once when the phone is not to hand', async () => {
    const email = await person();
    const page = await h.newPage();
    await login(page, email);
    await page.goto('/account/security');
    const { codes } = await setUpApp(page);
    const other = await h.newPage();
    await other.goto('/login');
    await other.getByLabel('Email address').fill(email);
    await other.getByLabel('Password').fill(DEMO_PASSWORD);
    await other.getByRole('button', { name: 'Sign in', exact: true }).click();
    await other.getByRole('button', { name: 'Use a recovery code' }).click();
    await other.getByLabel('Recovery code').fill(codes[0]);
    await other.getByRole('button', { name: 'Continue' }).click();
    await other.waitForURL((u) => u.pathname === '/dashboard');
  });

  /** A context at http://localhost (a passkey's site must be a name, not an address) with a virtual authenticator. */
  async function withAuthenticator(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await h.browser.newContext({
      baseURL: h.url.replace('127.0.0.1', 'localhost'),
      locale: 'en-GB',
      viewport: { width: 1280, height: 900 },
    });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    return { context, page };
  }

  /** Leaves the app before its cookies go, so no request of the page in flight sends it to /login meanwhile. */
  async function signOut(page: Page, context: BrowserContext) {
    await page.goto('about:blank');
    await context.clearCookies();
    await page.goto('/login');
  }

  it('adds a passkey, signs in with it alone, and uses it as the second step after a password', async () => {
    const email = await person();
    const { context, page } = await withAuthenticator();
    await login(page, email);
    await page.goto('/account/security');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('status').filter({ hasText: 'Your passkey is on.' }).waitFor();
    await page.locator('[data-passkey]').first().waitFor(); // the list is read again after the answer
    expect(await page.locator('[data-passkey]').count()).toBe(1);
    // recovery codes come with a first factor, a passkey too
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();

    // signed out: the passkey alone signs in (it checked the person: user verification is required)
    await signOut(page, context);
    await page.getByRole('button', { name: 'Use a passkey instead of a password' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    const history = await h.server!.store.db.query<{ method: string }>(
      `select method from sign_in_events e join users u on u.id = e.user_id where u.email = $1`,
      [email],
    );
    expect(history.map((x) => x.method)).toContain('passkey');

    // after a password, the second step offers the passkey
    await signOut(page, context);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Use your passkey' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await context.close();
  });

  it('a manager whose enrolment is overdue can only set one up, then goes on', async () => {
    const director = await apiAs(h, 'director@demo.care');
    const set = await director('PUT', '/api/settings/second-factor-policy', { policy: 'leaders', graceDays: 0 });
    expect(set.status).toBe(200);
    try {
      const email = await person('manager');
      const page = await h.newPage();
      await page.goto('/login?next=%2Faccount%2Fsecurity');
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Set up a second factor' }).waitFor();
      expect(page.url()).toContain('/enrol-second-factor');
      await page.getByText('Morgan Manager, your organisation requires').waitFor();
      // nothing else opens meanwhile
      expect((await page.request.get('/api/auth/me')).status()).toBe(401);
      await setUpApp(page);
      await page.getByRole('button', { name: 'I have kept them: continue' }).click();
      await page.waitForURL((u) => u.pathname === '/account/security');
      await page.getByText('On: you enter the code your app shows when you sign in.').waitFor();
    } finally {
      await director('PUT', '/api/settings/second-factor-policy', { policy: 'off', graceDays: 14 });
    }
  });
});
