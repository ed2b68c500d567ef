// Single sign-on in Chromium against a real OpenID provider (oidc-provider, started here): a director sets it up
// in Settings, a member of staff signs in from the sign-in page with their work email, through the provider's own
// login page, lands where the app sends them, and logs out (their session ends here); someone the organisation has
// not invited is refused with a page that says so, and no session.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startOidcProvider, type TestProvider } from '../helpers/oidc-provider.ts';
import { describeBrowser, expectAccessible, type Harness, signInAt, startHarness } from './harness.ts';

describeBrowser('single sign-on', () => {
  let h: Harness;
  let idp: TestProvider;
  const secret = randomBytes(24).toString('base64url');
  beforeAll(async () => {
    h = await startHarness({ env: { SSO_ALLOW_LOCAL_ISSUER: '1' } });
    idp = await startOidcProvider([
      { client_id: 'care-records', client_secret: secret, redirect_uris: [`${h.url}/api/auth/sso/callback`] },
    ]);
    idp.accounts.set('sam.staff', { email: 'staff.oak@demo.care', email_verified: true, name: 'Staff Oak' });
    idp.accounts.set('pat.stranger', { email: 'pat.stranger@demo.care', email_verified: true });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    await idp?.close();
  });

  /** At the provider's own (development) login page: signs in as this account there. */
  async function atProvider(page: Awaited<ReturnType<Harness['newPage']>>, login: string) {
    await page.waitForURL((url) => url.origin === idp.issuer);
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
  }

  it('a director sets it up in Settings; staff sign in with their organisation account and log out', async () => {
    const director = await signInAt(h, 'director@demo.care', '/settings');
    await director.getByRole('heading', { name: 'Single sign-on' }).waitFor();
    await director.getByText(`${h.url}/api/auth/sso/callback`).waitFor();
    await director.getByLabel('Issuer').fill(idp.issuer);
    await director.getByLabel('Client ID').fill('care-records');
    await director.getByLabel('Client secret').fill(secret);
    await director.getByLabel('Email domains').fill('demo.care');
    await director.getByRole('button', { name: 'Save single sign-on' }).click();
    await director.getByText('Single sign-on saved.').waitFor();
    await director.getByText('A secret is saved. Leave this empty to keep it.').waitFor();
    expect(await director.getByLabel('Client secret').inputValue()).toBe('');
    await expectAccessible(director, 'settings with single sign-on');

    const page = await h.newPage();
    await page.goto('/login?next=/dashboard/tasks');
    await page.getByRole('button', { name: 'Sign in with your organisation account' }).click();
    await page.getByLabel('Work email address or organisation short name').fill('staff.oak@demo.care');
    await expectAccessible(page, 'sign in with your organisation account');
    await page.getByRole('button', { name: 'Continue' }).click();
    await atProvider(page, 'sam.staff');
    await page.waitForURL((url) => url.origin === h.url && url.pathname === '/dashboard/tasks');
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).json());
    expect(me.email).toBe('staff.oak@demo.care');

    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(async () => (await fetch('/api/auth/me')).status)).toBe(401);
  });

  it('refuses someone the organisation has not invited, with a page that says why', async () => {
    const page = await h.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with your organisation account' }).click();
    await page.getByLabel('Work email address or organisation short name').fill('demo');
    await page.getByRole('button', { name: 'Continue' }).click();
    await atProvider(page, 'pat.stranger');
    await page.getByRole('heading', { name: 'You have not been invited to this organisation' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sso-refused');
    expect(await page.evaluate(async () => (await fetch('/api/auth/me')).status)).toBe(401);
    await expectAccessible(page, 'single sign-on refused');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
