// Accounts in the browser: a member of staff records a spend with its receipt; the manager counts the cash and
// records the discrepancy with its reason; a young person's balance shows on their Accounts tab; and the ledger
// is usable at phone width (390 × 844) without sideways scrolling.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, dismissBanners, login, startHarness, type Harness } from './harness.ts';

const RECEIPT = join(tmpdir(), `receipt-${process.pid}.pdf`);

describeBrowser('accounts', () => {
  let h: Harness;
  beforeAll(async () => {
    writeFileSync(RECEIPT, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it("staff record a spend with a receipt; the manager counts and records a discrepancy; a young person's balance shows", async () => {
    const staff = await h.newPage();
    await staff.goto('/login');
    await dismissBanners(staff);
    await login(staff, 'staff.oak@demo.care');
    await staff.getByRole('link', { name: 'Accounts' }).first().click();
    await staff.waitForURL('**/accounts');
    const before = await staff.getByTestId('balance-Oak House').innerText();
    await staff.getByRole('link', { name: 'Petty Cash & Allowances' }).click();
    await staff.getByLabel('Amount (£)').first().fill('14.20');
    await staff.getByLabel('Category').selectOption('activities');
    await staff.getByLabel('Description').first().fill('Bowling for three');
    await staff.getByLabel('For a young person (optional)').selectOption({ label: 'Jayden Carter' });
    await staff.getByLabel('Receipt (photo or PDF)').setInputFiles(RECEIPT);
    await staff.getByRole('button', { name: 'Record entry' }).click();
    await expect.poll(() => staff.getByRole('status').innerText()).toContain('Recorded £14.20 out with its receipt');
    const row = staff.getByTestId('ledger-row').first();
    await expect.poll(() => row.innerText()).toContain('Bowling for three');
    expect(await row.getByRole('link', { name: 'Receipt' }).count()).toBe(1);
    // staff cannot count the cash: the form is the manager's
    expect(await staff.getByRole('heading', { name: 'Count the cash' }).count()).toBe(0);
    const toPence = (s: string) => Math.round(Number(s.replace(/[£,]/g, '').replace('−', '-')) * 100);
    const balance = toPence(await staff.getByTestId('ledger-balance').innerText());
    expect(balance).toBe(toPence(before) - 1420);

    const manager = await h.newPage();
    await manager.goto('/login');
    await dismissBanners(manager);
    await login(manager, 'manager.oak@demo.care');
    await manager.goto('/accounts/logs');
    const counted = ((balance - 500) / 100).toFixed(2);
    await manager.getByLabel('Cash counted (£)').fill(counted);
    await expect.poll(() => manager.getByText('Discrepancy: −£5.00').isVisible()).toBe(true);
    await manager
      .getByLabel('Reason for any discrepancy')
      .fill('£5 note missing from the tin; raised with the shift lead');
    await manager.getByRole('button', { name: 'Record count' }).click();
    await expect.poll(() => manager.getByRole('status').innerText()).toContain('discrepancy of −£5.00');
    await expect
      .poll(() => manager.getByTestId('count-row').first().innerText())
      .toContain('£5 note missing from the tin');

    // Jayden's own money on his Accounts tab
    const yps = await manager.evaluate(async () => (await fetch('/api/young-people')).json());
    const jayden = yps.find((y: { firstName: string }) => y.firstName === 'Jayden');
    const api = await manager.evaluate(
      async (id) => (await fetch(`/api/accounts/young-people/${id}`)).json(),
      jayden.id,
    );
    await manager.goto(`/cyp/resident/${jayden.id}/profile/personal`);
    await manager
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'Accounts', exact: true })
      .click();
    await manager.waitForURL('**/profile/accounts');
    await expect
      .poll(() => manager.getByTestId('yp-balance').innerText())
      .toBe(`£${(api.balancePence / 100).toFixed(2)}`);
    expect(api.balancePence).toBeGreaterThan(0);
    await expect.poll(() => manager.getByText('Savings', { exact: true }).first().isVisible()).toBe(true);
  });

  it('the ledger at phone width: no sideways scrolling', async () => {
    const page = await h.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await dismissBanners(page);
    await login(page, 'manager.oak@demo.care');
    for (const path of ['/accounts', '/accounts/logs', '/accounts/analytics', '/accounts/income-tracker']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
