// The controlled-drug register in the browser at phone width (390 px): the manager reaches it from the menu, reads
// the Oak House controlled drug's page as the bound book reads (received, given, running balance, witness), runs a
// witnessed balance check that does not match — the register gains an annotated line, nothing else changes, and a
// medication error is opened — and the printed page leaves the forms and the frame out.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  choosePerson,
  DEMO_PASSWORD,
  describeBrowser,
  dismissBanners,
  type Harness,
  signedInPage,
  startHarness,
} from './harness.ts';

describeBrowser('CD register', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it('reads a page per drug, records a witnessed balance check that opens an error, and prints without forms', async () => {
    const page = await signedInPage(h, 'manager.oak@demo.care', 390);
    await page.goto('/cyp/medication-round');
    await dismissBanners(page);
    await page.getByRole('link', { name: 'Controlled drugs register' }).click();
    await page.waitForURL('**/cyp/cd-register');
    const cd = page.getByRole('region', { name: /Methylphenidate 18 mg/ });
    await expect.poll(() => cd.getByTestId('cd-line').count(), { timeout: 60_000 }).toBeGreaterThan(1);
    const first = await cd.getByTestId('cd-line').first().innerText();
    expect(first).toMatch(/^1\s+\d{2}\/\d{2}\/\d{4}\s+\d{2}:\d{2}\s+Received/);
    // the page opens with the first receipt: its quantity in is the running balance, received by one and witnessed
    const cells = first.split('\t').map((c) => c.trim());
    expect(Number(cells[5])).toBeGreaterThan(0);
    expect(cells[7]).toBe(cells[5]);
    expect(cells[8]).not.toBe('');
    expect(cells[9]).not.toBe('');
    const before = await cd.getByTestId('cd-line').count();
    const balance = Number((await cd.getByTestId('cd-line').last().locator('td').nth(7).innerText()).trim());
    expect(balance).toBeGreaterThan(0);
    expect(await cd.getByText(/Given/).count()).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/cd-register-390.png', fullPage: true });

    // a count one short, witnessed: a new annotated line, the balance unchanged, an error opened
    await cd.getByRole('button', { name: 'Balance check' }).click();
    const form = cd.getByRole('form', { name: /Balance check of Methylphenidate/ });
    await form.getByLabel(/^Counted/).fill(String(balance - 1));
    await form.getByLabel(/Your (PIN|password)/).fill(DEMO_PASSWORD);
    const witness = form.getByRole('combobox', { name: /^Witness/ });
    await expect
      .poll(() => witness.locator('option').allInnerTexts(), { timeout: 60_000 })
      .toContainEqual(expect.stringMatching(/^Alex Morgan/));
    await choosePerson(witness, 'Alex Morgan');
    await form.getByLabel(/Witness's PIN/).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Record the balance check' }).click();
    await expect.poll(() => cd.getByRole('status').innerText()).toContain('did not match the register (-1)');
    await expect.poll(() => cd.getByTestId('cd-line').count()).toBe(before + 1);
    const added = await cd.getByTestId('cd-line').last().innerText();
    expect(added).toContain('Balance check');
    expect(added).toContain(`Counted ${balance - 1}, register says ${balance}`);
    expect(added).toContain('Alex Morgan');
    const link = cd.getByRole('link', { name: 'Complete the medication error record opened for it' });
    expect(await link.count()).toBe(1);
    await page.screenshot({ path: '/tmp/cd-register-390-checked.png', fullPage: true });

    // printed: the register lines stay, the balance check button and the menu go
    await page.emulateMedia({ media: 'print' });
    expect(await cd.getByRole('button', { name: 'Balance check' }).isVisible()).toBe(false);
    expect(await cd.getByTestId('cd-line').first().isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    await link.click();
    await page.waitForURL(/medication-error/);
    await expect.poll(() => page.locator('main').innerText(), { timeout: 60_000 }).toContain('Stock discrepancy');
  });
});
