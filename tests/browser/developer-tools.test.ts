// Developer tools and update alerts on screen: the director makes an API token,
// sees its secret once and uses it, revokes it, adds a webhook and sends a test that appears in its log;
// staff are refused the screen; the product administrator writes an update alert that staff see once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, expectAccessible, type Harness, signIn, signInAt, startHarness } from './harness.ts';

describeBrowser('developer tools and update alerts', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('the director makes a token, sees it once, it works as a bearer, then revokes it', async () => {
    const page = await signInAt(h, 'director@demo.care', '/developer-tools');
    await page.getByRole('heading', { level: 1, name: 'Developer tools' }).waitFor();
    await page.getByText('No API tokens yet.').waitFor();
    const form = page.getByRole('form', { name: 'Make a token' });
    await form.getByLabel('Name').fill('Northshire case system');
    await form.getByRole('radio', { name: 'Young people: Read', exact: true }).check();
    await form.getByRole('radio', { name: 'Young people: daily logs: Read', exact: true }).check();
    await form.getByRole('button', { name: 'Make token' }).click();
    const secret = await page.getByRole('textbox', { name: 'Token "Northshire case system"' }).inputValue();
    expect(secret).toMatch(/^crt_/);
    const row = page.getByRole('row', { name: /Northshire case system/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Young people: read; Young people: daily logs: read');
    await expectAccessible(page, 'developer tools');

    const asToken = () =>
      fetch(`${h.url}/api/records/daily-log?limit=1`, { headers: { authorization: `Bearer ${secret}` } }).then(
        (r) => r.status,
      );
    expect(await asToken()).toBe(200);
    page.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('row', { name: /Northshire case system.*Revoked/ }).waitFor();
    expect(await asToken()).toBe(401);
    // the secret is not on the page any more after a reload
    await page.reload();
    await page.getByRole('row', { name: /Northshire case system/ }).waitFor();
    expect(await page.content()).not.toContain(secret);
  });

  it('the director adds a webhook, sends a test, and sees it in the delivery log; at phone width nothing scrolls sideways', async () => {
    const page = await signInAt(h, 'director@demo.care', '/developer-tools');
    const form = page.getByRole('form', { name: 'Add a webhook' });
    await form.getByLabel('Address').fill('http://example.org/hook');
    await form.getByLabel('An incident with a hold or restraint is submitted').check();
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await page.getByText('must start with https://').first().waitFor(); // the server's refusal, at the field
    await form.getByLabel('Address').fill('https://example.org/hook');
    await form.getByRole('button', { name: 'Add webhook' }).click();
    expect(await page.getByRole('textbox', { name: 'Signing secret' }).inputValue()).toMatch(/^whsec_/);
    const hook = page.getByRole('listitem').filter({ hasText: 'https://example.org/hook' });
    await hook.getByRole('button', { name: 'Send a test' }).click();
    const log = hook.getByRole('table', { name: 'Delivery log' });
    await log.getByRole('cell', { name: 'ping' }).waitFor();
    await expect(log.textContent()).resolves.toMatch(/Waiting|Delivered|trying again/);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Developer tools' }).waitFor();
    await page.getByText('https://example.org/hook').waitFor();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= 391)).toBe(true);
  });

  it('staff are refused the developer tools and the update alerts screens', async () => {
    const page = await signIn(h, 'staff.oak@demo.care');
    for (const path of ['/developer-tools', '/update-alerts']) {
      await page.goto(path);
      await page.getByRole('heading', { name: /Access denied/i }).waitFor();
    }
  });

  it('the product administrator writes an update alert; staff see it once and the administrator sees it read', async () => {
    const admin = await signInAt(h, 'admin@care-records.app', '/update-alerts');
    const form = admin.getByRole('form', { name: 'Write an update alert' });
    await form.getByLabel('Title').fill('Rota changes from December');
    await form.getByLabel('Message').fill("Shift swaps now need a manager's approval.");
    await form.getByLabel('Staff', { exact: true }).check();
    await form.getByRole('button', { name: 'Publish' }).click();
    const item = admin.getByRole('listitem').filter({ hasText: 'Rota changes from December' });
    await item.getByText('Read by 0 of').waitFor();
    await expectAccessible(admin, 'update alerts');

    const staff = await signInAt(h, 'staff.oak@demo.care', '/dashboard');
    const banner = staff.getByRole('region', { name: 'Rota changes from December' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });
    // the alerts call has answered (and been drawn) before we look for the banner's absence
    const answered = staff.waitForResponse((r) => new URL(r.url()).pathname === '/api/update-alerts');
    await staff.reload();
    await answered;
    await staff.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await staff.getByRole('region', { name: 'Rota changes from December' }).count()).toBe(0);

    await admin.reload();
    await admin
      .getByRole('listitem')
      .filter({ hasText: 'Rota changes from December' })
      .getByText('Read by 1 of')
      .waitFor();
  });
});
