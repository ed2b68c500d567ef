// The staff profile's Pay section has the SPEC's two tabs (SPEC §2 "pay with tab pay-rates or gross-pay"): HR opens a
// care worker's pay rates and their gross pay for a month; the care worker sees their own gross pay; a colleague
// without pay rights is offered no gross pay tab. At 390 px nothing scrolls sideways.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiAs, describeBrowser, type Harness, signedInPage, startHarness } from './harness.ts';

const payTabs = (page: Page) => page.getByRole('navigation', { name: 'Pay tabs' });

describeBrowser('staff profile pay tabs', () => {
  let h: Harness;
  let samId: string;
  beforeAll(async () => {
    h = await startHarness();
    const me = await apiAs(h, 'staff.oak@demo.care');
    samId = ((await me('GET', '/api/auth/me')).body as { id: string }).id;
  });
  afterAll(() => h?.close());

  it('HR opens the pay rates tab and the gross pay tab of a care worker', async () => {
    const page = await signedInPage(h, 'hr@demo.care', 1366);
    await page.goto(`/profile/${samId}/employment/pay`);
    await payTabs(page).waitFor();
    expect(await payTabs(page).getByRole('link', { name: 'Pay rates' }).getAttribute('aria-current')).toBe('page');
    await payTabs(page).getByRole('link', { name: 'Gross pay' }).click();
    await page.waitForURL((u) => u.pathname === `/profile/${samId}/employment/pay/gross-pay`);
    await page.getByRole('heading', { level: 2, name: /^Gross pay — / }).waitFor();
    await page
      .getByRole('region', { name: 'Gross pay for the month' })
      .getByText(/^Total £/)
      .waitFor();
    // the section strip still marks Pay as the section open
    const sections = page.getByRole('navigation', { name: 'Employment sections' });
    expect(await sections.getByRole('link', { name: 'Pay' }).getAttribute('aria-current')).toBe('page');
    // another month by the picker keeps the tab
    await page.getByLabel('Pay period (month)').fill('2026-01');
    await page.waitForURL((u) => u.searchParams.get('month') === '2026-01' && u.pathname.endsWith('/gross-pay'));
    await page.getByRole('region', { name: 'Gross pay for the month' }).waitFor();
  });

  it('a care worker sees their own gross pay at 390 px; not a colleague of theirs', async () => {
    const page = await signedInPage(h, 'staff.oak@demo.care', 390);
    await page.goto(`/profile/${samId}/employment/pay/gross-pay`);
    await page
      .getByRole('region', { name: 'Gross pay for the month' })
      .getByText(/^Total £/)
      .waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/staff-gross-pay-390.png', fullPage: true });

    const alex = await apiAs(h, 'alex.oak@demo.care');
    const alexId = ((await alex('GET', '/api/auth/me')).body as { id: string }).id;
    const other = await signedInPage(h, 'staff.oak@demo.care', 1366);
    await other.goto(`/profile/${alexId}/employment/pay/gross-pay`);
    await other.locator('main h1, main h2').first().waitFor();
    // the profile may be refused whole to a colleague; if it opens, no gross pay tab is offered
    if (await payTabs(other).count())
      expect(await payTabs(other).getByRole('link', { name: 'Gross pay' }).count()).toBe(0);
    expect(await other.getByRole('region', { name: 'Gross pay for the month' }).count()).toBe(0);
  });
});
