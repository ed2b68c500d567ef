// Email in the browser, on a deployment without an SMTP server: "Forgot your password?" from the sign-in page says
// to ask a manager (the same for any address); a link from an alert email (?off=) turns that category off in one
// step and the page shows it; the director's email log lists an invitation as not sent, with no link in it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiAs, describeBrowser, expectAccessible, type Harness, signedInPage, startHarness } from './harness.ts';

describeBrowser('email', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('forgot your password: from the sign-in page, at phone width, an honest answer', async () => {
    const page = await h.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot your password' }).waitFor();
    await page.getByLabel('Email address').fill('staff.oak@demo.care');
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect.poll(() => page.getByRole('status').innerText()).toContain('ask your manager');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'forgot password');
  });

  it('a link from an email turns a category off; the choice is kept', async () => {
    const page = await signedInPage(h, 'staff.oak@demo.care', 390);
    await page.goto('/account/email?off=deadlines');
    await page.getByRole('heading', { level: 1, name: 'Email notifications' }).waitFor();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('Statutory deadlines: off');
    const deadlines = page.getByRole('group', { name: 'Statutory deadlines' });
    expect(await deadlines.getByRole('radio', { name: 'Off' }).isChecked()).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('group', { name: 'Tasks' }).getByRole('radio', { name: 'At once' }).check();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('Tasks: at once');
    const saved = (await (await apiAs(h, 'staff.oak@demo.care'))('GET', '/api/account/email')).body as {
      categories: { key: string; delivery: string }[];
    };
    expect(Object.fromEntries(saved.categories.map((c) => [c.key, c.delivery]))).toMatchObject({
      deadlines: 'off',
      task: 'immediate',
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'email choices');
  });

  it("the director's email log lists an invitation as not sent, with no link", async () => {
    const director = await apiAs(h, 'director@demo.care');
    const homes = (await director('GET', '/api/settings/homes')).body as { id: string }[];
    const email = `robin.${Date.now()}@example.test`;
    const made = await director('POST', '/api/settings/users', {
      email,
      name: 'Robin Unmailed',
      role: 'staff',
      isManager: false,
      areas: { cyp: 'read' },
      ypPermissions: {},
      homeIds: [homes[0].id],
      showInRota: true,
      removeFromRota: false,
      removeFromRotaHomes: [],
    });
    expect(made.status).toBe(201);
    const page = await signedInPage(h, 'director@demo.care');
    await page.goto('/settings/mail-log');
    const list = page.getByRole('list', { name: 'Emails' });
    await list.waitFor();
    const item = list.getByRole('listitem').filter({ hasText: email });
    expect(await item.innerText()).toContain('Not sent: email is not set up');
    expect(await page.content()).not.toContain('set-password?token');
  });
});
