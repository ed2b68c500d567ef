// Pay rates and rules (decision 0780) on a phone (390 × 844): a director opens them from gross pay, sees the shipped
// minimum wage rates marked "Not checked" with their source, corrects the adult rate with a reason, and finds the old
// row kept under the corrected rows; HR is refused by the engine. No page scrolls sideways.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, type Harness, signedInPage, startHarness } from './harness.ts';

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describeBrowser('pay rates and rules', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it('a director corrects the minimum wage with a reason at 390 px; the old row stays as history', async () => {
    const page = await signedInPage(h, 'director@demo.care', 390);
    await page.goto('/hr/gross-pay');
    await page.getByRole('link', { name: 'Pay rates and rules' }).click();
    await page.waitForURL('**/hr/gross-pay/rates');
    const wages = page.getByRole('region', { name: 'Minimum wage' });
    const newest = wages.getByRole('listitem').first();
    await expect.poll(() => newest.innerText()).toContain('From 1 Apr 2026');
    expect(await newest.innerText()).toContain('21 and over £12.71');
    expect(await newest.innerText()).toContain('Not checked');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/pay-rates-390.png', fullPage: true });

    await newest.getByRole('button', { name: 'Correct' }).click();
    const form = page.getByRole('form', { name: 'Correct minimum wage from 1 Apr 2026' });
    await form.getByLabel('21 and over').fill('13.00');
    await form.getByLabel('Source (where the figure was read)').fill('The 2026 Regulations on legislation.gov.uk');
    await form.getByLabel('Checked against the law or the official source').check();
    await form.getByLabel('Why it is corrected').fill('The adult rate was misread');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await form.getByRole('button', { name: 'Save correction' }).click();

    await expect.poll(() => wages.getByRole('listitem').first().innerText()).toContain('21 and over £13.00');
    expect(await wages.getByRole('listitem').first().innerText()).toContain('Checked here');
    const history = page.getByRole('region', { name: 'Corrected rows (kept as history)' });
    expect(await history.innerText()).toContain('21 and over £12.71');
    expect(await history.innerText()).toContain('The adult rate was misread');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: '/tmp/pay-rates-1366.png', fullPage: true });
  });

  it('HR is refused by the engine', async () => {
    const page = await signedInPage(h, 'hr@demo.care', 768);
    await page.goto('/hr/gross-pay/rates');
    await page.getByTestId('access-denied').waitFor();
    expect(await page.getByTestId('access-denied').innerText()).toContain('Only a director');
    expect(await page.getByRole('region', { name: 'Minimum wage' }).count()).toBe(0);
  });
});
