// Accounts in the browser: a member of staff records a spend with its receipt; the manager counts the cash and
// records the discrepancy with its reason; a young person's balance shows on their Accounts tab; and the ledger
// is usable at phone width (390 × 844) without sideways scrolling; and at that width staff pay pocket money from
// petty cash into a young person's pot and a manager hands a young person's money over on leaving, signed for.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { describeBrowser, dismissBanners, type Harness, login, startHarness } from './harness.ts';

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
    // staff count the cash too (with a colleague), but the monthly audit is a manager's
    expect(await staff.getByRole('heading', { name: 'Count the cash' }).count()).toBe(1);
    expect(await staff.getByLabel("This is the manager's monthly audit").count()).toBe(0);
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
    // counted by two: the colleague confirms with their password (no PIN set in the demo)
    const count = manager.locator('form', { has: manager.getByRole('heading', { name: 'Count the cash' }) });
    await count.getByLabel('Member of staff').selectOption({ label: 'Sam Taylor' });
    await count.getByLabel('Their PIN (their password if they have no PIN)').fill(DEMO_PASSWORD);
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

  it('at 390 px: pocket money paid from petty cash into a pot, then the hand-over on leaving, signed on the screen', async () => {
    const noSideways = async (page: Awaited<ReturnType<Harness['newPage']>>) =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const staff = await h.newPage();
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.goto('/login');
    await dismissBanners(staff);
    await login(staff, 'staff.oak@demo.care');
    await staff.goto('/accounts/logs');
    const pay = staff.locator('form', {
      has: staff.getByRole('heading', { name: 'Pay pocket money from petty cash' }),
    });
    // the label wraps its select, so its name runs on into the options
    await pay.getByLabel(/^Child/).selectOption({ label: 'Amelia Hughes' });
    await pay.getByLabel('Amount (£)').fill('10.00');
    await pay.getByRole('button', { name: 'Pay into the pot' }).click();
    await expect
      .poll(() => staff.getByRole('status').innerText())
      .toContain("Paid £10.00 from petty cash into Amelia's pocket money");
    expect(await noSideways(staff)).toBeLessThanOrEqual(0);

    const manager = await h.newPage();
    await manager.setViewportSize({ width: 390, height: 844 });
    await manager.goto('/login');
    await dismissBanners(manager);
    await login(manager, 'manager.oak@demo.care');
    const yps = await manager.evaluate(async () => (await fetch('/api/young-people')).json());
    const amelia = yps.find((y: { firstName: string }) => y.firstName === 'Amelia');
    await manager.goto(`/cyp/resident/${amelia.id}/profile/accounts`);
    // this week's pocket money stands against the placement agreement's £10.00
    const allowances = manager.locator('section', {
      has: manager.getByRole('heading', { name: 'Allowances against entitlement' }),
    });
    await expect
      .poll(() => allowances.getByRole('list', { name: 'Pocket money by week' }).locator('li').first().innerText())
      .toMatch(/£\d+\.\d{2} of £10\.00/);
    const total = await manager.getByTestId('yp-balance').innerText();
    expect(total).not.toBe('£0.00');
    await manager.getByRole('button', { name: 'Hand over on moving out' }).click();
    const handover = manager.locator('form', { has: manager.getByRole('heading', { name: /^Hand over £/ }) });
    await handover.getByLabel('Handed to').selectOption('young_person');
    await handover.getByLabel('How').selectOption('bank_transfer');
    await handover.getByLabel('Payment reference').fill('FPS 48213 AMELIA H');
    // Amelia signs on the screen with a finger (the mouse here)
    const pad = handover.getByTestId('signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await manager.mouse.move(box.x + 20, box.y + 60);
    await manager.mouse.down();
    await manager.mouse.move(box.x + 120, box.y + 30, { steps: 5 });
    await manager.mouse.move(box.x + 220, box.y + 80, { steps: 5 });
    await manager.mouse.up();
    await expect.poll(() => pad.getAttribute('aria-label')).toContain('signed');
    expect(await noSideways(manager)).toBeLessThanOrEqual(0);
    await handover.getByRole('button', { name: 'Hand over', exact: true }).click();
    await expect.poll(() => manager.getByRole('status').innerText()).toBe(`Handed over ${total}.`);
    await expect.poll(() => manager.getByTestId('yp-balance').innerText()).toBe('£0.00');
    const after = await manager.evaluate(
      async (id) => (await fetch(`/api/accounts/young-people/${id}`)).json(),
      amelia.id,
    );
    const handed = after.entries.filter((e: { kind: string }) => e.kind === 'handover');
    expect(handed.length).toBeGreaterThan(0);
    for (const e of handed) {
      expect(e.description).toBe('Handed over on moving out to the young person by bank transfer FPS 48213 AMELIA H');
      expect(e.youngPersonSignature).toMatch(/^data:image\/png;base64,/);
    }
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
