// The home in the browser: the manager opens the home, sees the failed fire alarm test as an open issue on the
// checks, records its remedy and sees it put right; the home logs filter to visits; a supported accommodation
// manager's visits page is "Reg 32 Reviews"; and staff at phone width (390 × 844) use the home's pages without
// sideways scrolling, the checks table scrolling inside itself.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, dismissBanners, type Harness, login, startHarness } from './harness.ts';

describeBrowser('home', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it('a failed check is an open issue until the manager records its remedy; the logs filter by type', async () => {
    const page = await h.newPage();
    await page.goto('/login');
    await dismissBanners(page);
    await login(page, 'manager.oak@demo.care');
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByText('URN').first().isVisible()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Home' });
    await nav.getByRole('link', { name: 'Checks & chores' }).click();
    await page.waitForURL('**/home/chores');
    await expect.poll(() => page.getByRole('cell', { name: 'Failed' }).count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: /Issues \(1 open\)/ }).click();
    const issue = page.getByRole('article').filter({ hasText: 'Fire alarm test' });
    await expect.poll(() => issue.innerText()).toContain('Recorded as failed');
    await issue
      .getByLabel('What was done to put it right')
      .fill('Engineer replaced call point 3; alarm tested and sounding');
    await issue.getByRole('button', { name: 'Record the remedy' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Open (0)' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Engineer replaced call point 3').isVisible()).toBe(true);
    // its task has closed too
    const tasks = await page.evaluate(async () => {
      const me = await (await fetch('/api/auth/me')).json();
      const oak = me.homes.find((x: { name: string }) => x.name === 'Oak House');
      return (await (await fetch(`/api/tasks?home=${oak.id}&status=not_complete`)).json()).items.map(
        (t: { title: string }) => t.title,
      );
    });
    expect(tasks.filter((t: string) => t.startsWith('Fire alarm test failed'))).toEqual([]);

    await nav.getByRole('link', { name: 'Home logs' }).click();
    await page.waitForURL('**/home/logs');
    await page.getByLabel('Type').selectOption({ label: 'Visits' });
    // the filtered list replaces the whole one when it arrives: wait for it (Rachel Green is in both)
    await expect
      .poll(() => page.getByRole('list', { name: /Home log entries/ }).innerText())
      .not.toContain('Fire alarm');
    expect(await page.getByRole('list', { name: /Home log entries/ }).innerText()).toContain('Rachel Green');
    await page
      .getByRole('link', { name: /Rachel Green/ })
      .first()
      .click();
    await page.waitForURL('**/home/logs/visitor/**');
    await expect.poll(() => page.getByText('Leeds City Council').first().isVisible()).toBe(true);
  });

  it('in supported accommodation the visits page is Reg 32 Reviews', async () => {
    const page = await h.newPage();
    await page.goto('/login');
    await dismissBanners(page);
    await login(page, 'manager.willow@demo.care');
    await page.goto('/home/reg44-visits');
    await expect.poll(() => page.getByRole('heading', { name: 'Reg 32 Reviews', level: 1 }).isVisible()).toBe(true);
    expect(
      await page.getByRole('navigation', { name: 'Home' }).getByRole('link', { name: 'Reg 32 Reviews' }).count(),
    ).toBe(1);
    expect(await page.getByText('Reg 44').count()).toBe(0);
  });

  it("the home's pages at phone width: no sideways scrolling", async () => {
    const page = await h.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await dismissBanners(page);
    await login(page, 'staff.oak@demo.care');
    for (const path of [
      '/home',
      '/home/details',
      '/home/chores/table',
      '/home/chores/issues',
      '/home/chores/sharps',
      '/home/maintenance',
      '/home/reg44-visits',
      '/home/ofsted',
      '/home/logs',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    // staff record a check from the form
    await page.goto('/home/chores/table');
    await page.getByRole('link', { name: 'Record a check' }).click();
    await page.waitForURL('**/home/chores/check/new');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });
});
