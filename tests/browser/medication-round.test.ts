// A medication round as a competent care worker of Oak House on a phone (390 × 844): a regular dose given, a PRN dose
// given and its effect recorded when the chart asks for it an hour later (the page's clock moved on, not slept), and
// a controlled-drug dose witnessed by a second member of staff's PIN; the controlled drugs register then shows the
// dose with both names and the running balance one lower.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  apiAs,
  choosePerson,
  DEMO_PASSWORD,
  describeBrowser,
  type Harness,
  london,
  signInByApi,
  startHarness,
} from './harness.ts';

describeBrowser('a medication round at 390 px', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it('a care worker gives a regular, a PRN and a witnessed controlled-drug dose; the CD register shows both names', async () => {
    const manager = await apiAs(h, 'manager.oak@demo.care');
    const alex = await apiAs(h, 'alex.oak@demo.care');
    const alexId = ((await alex('GET', '/api/auth/me')).body as { id: string }).id;
    // the witness confirms with a staff PIN
    expect((await alex('PUT', '/api/account/pin', { currentPassword: DEMO_PASSWORD, pin: '4719' })).status).toBe(200);
    const jayden = ((await manager('GET', '/api/young-people')).body as { id: string; firstName: string }[]).find(
      (y) => y.firstName === 'Jayden',
    )!;
    // two medicines due a few minutes ago, written up by the manager and checked against the label by Alex
    const due = london(new Date(Date.now() - 4 * 60_000));
    const prescribe = async (data: Record<string, unknown>) => {
      const made = await manager('POST', '/api/records/medication', {
        youngPersonId: jayden.id,
        data: { form: 'tablet', route: 'oral', regularity: 'regular', times: [due.time], start: due.day, ...data },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const checked = await alex(
        'POST',
        `/api/young-people/${jayden.id}/medication/${made.body.id}/transcription-check`,
        {
          version: made.body.version,
          against: 'label',
          pin: '4719',
        },
      );
      expect(checked.status, JSON.stringify(checked.body)).toBe(200);
      return made.body.id as string;
    };
    await prescribe({
      name: 'Loratadine 10 mg tablets',
      strength: '10 mg',
      dose: '1 tablet',
      doseQuantity: 1,
      stockUnit: 'tablet',
    });
    const cdId = await prescribe({
      name: 'Dexamfetamine 5 mg tablets',
      strength: '5 mg',
      dose: '1 tablet',
      doseQuantity: 1,
      stockUnit: 'tablet',
      controlled: true,
      cdSchedule: '2',
      storage: 'CD cupboard in the office',
    });
    const received = await manager('POST', `/api/young-people/${jayden.id}/medication-stock`, {
      medicationId: cdId,
      kind: 'received',
      quantity: 28,
      party: 'Boots, Roundhay Road',
      expiry: '2027-10-31',
      password: DEMO_PASSWORD,
      witness: { userId: alexId, pin: '4719' },
    });
    expect(received.status, JSON.stringify(received.body)).toBe(201);

    const ctx = await h.browser.newContext({
      baseURL: h.url,
      locale: 'en-GB',
      timezoneId: 'Europe/London',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await ctx.newPage();
    // the page's clock runs from now and can be moved on: the PRN effect is asked for an hour after the dose
    await page.clock.install();
    await signInByApi(h, page, 'staff.oak@demo.care');
    await page.goto(`/cyp/resident/${jayden.id}/profile/health/mar`);
    const grid = page.getByTestId('mar-grid');
    await grid.waitFor();
    const dialog = page.getByTestId('dose-dialog');
    const status = page.getByRole('status');

    // a regular dose, given
    await page
      .getByRole('button', { name: /: record Loratadine 10 mg tablets due/ })
      .first()
      .click();
    expect((await dialog.boundingBox())!.width).toBeGreaterThanOrEqual(389);
    await dialog.getByLabel('Your password (confirms it is you)').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Record dose' }).click();
    await expect.poll(() => status.innerText()).toContain('Loratadine 10 mg tablets: recorded as given');

    // a PRN dose, with why and how many (paracetamol is 1–2 tablets)
    await page.getByRole('button', { name: 'Give Paracetamol 500 mg tablets' }).click();
    await dialog.getByLabel('Why the PRN dose was given').fill('Toothache before bed');
    await dialog.getByLabel(/Quantity given/).fill('2');
    await dialog.getByLabel('Your password (confirms it is you)').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Record dose' }).click();
    await expect.poll(() => status.innerText()).toContain('Paracetamol 500 mg tablets: recorded as given');
    const prnDose = page.getByTestId('prn-dose').filter({ hasText: 'Toothache before bed' });
    await expect
      .poll(() => prnDose.getByTestId('effect-due').innerText())
      .toMatch(/^Ask how it worked from \d{2}:\d{2}\.$/);

    // a controlled drug: Alex witnesses with their PIN
    await page
      .getByRole('button', { name: /: record Dexamfetamine 5 mg tablets due/ })
      .first()
      .click();
    await expect.poll(() => dialog.innerText()).toContain('Controlled drug');
    await dialog.getByLabel('Your password (confirms it is you)').fill(DEMO_PASSWORD);
    const witness = dialog.getByRole('combobox', { name: /^Witness/ });
    await expect
      .poll(() => witness.locator('option').allInnerTexts(), { timeout: 60_000 })
      .toContainEqual(expect.stringMatching(/^Alex Morgan/));
    await choosePerson(witness, 'Alex Morgan');
    await dialog.getByLabel(/Witness's PIN/).fill('4719');
    // with the on-screen keyboard up (about 480 px of a 844 px phone left), filling the fields at the foot of the form
    // leaves the medicine summary strip at the top of the dialog, in sight
    await page.setViewportSize({ width: 390, height: 480 });
    await dialog.getByLabel(/Witness's PIN/).focus();
    await dialog.evaluate((d) => d.querySelectorAll('*').forEach((e) => (e.scrollTop = e.scrollHeight)));
    await dialog.evaluate((d) => (d.scrollTop = d.scrollHeight));
    await page.screenshot({ path: '/tmp/med-dose-dialog-390.png' });
    const strip = await dialog.getByText('Dexamfetamine 5 mg tablets · Controlled drug').boundingBox();
    expect(strip, 'the summary strip is on screen').not.toBeNull();
    expect(strip!.y).toBeGreaterThanOrEqual(0);
    expect(strip!.y).toBeLessThan(150);
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.getByRole('button', { name: 'Record dose' }).click();
    await expect.poll(() => status.innerText()).toContain('Dexamfetamine 5 mg tablets: recorded as given');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // the printed MAR: yesterday's homely remedy shows its strength and route as a prescribed row does
    await page.emulateMedia({ media: 'print' });
    await expect
      .poll(() => page.getByTestId('homely-dose').filter({ hasText: 'Ibuprofen' }).first().innerText())
      .toContain('Ibuprofen 100 mg/5 ml oral suspension · 100 mg/5 ml · By mouth · 10 ml given');
    await page.emulateMedia({ media: 'screen' });

    // the homely remedy dialog is the same shell: its strip names the remedy chosen and stays in sight while the
    // reason at the foot is written (the keyboard up); cancelled, nothing is given
    await page.getByRole('button', { name: 'Give a homely remedy' }).click();
    const homely = page.getByTestId('homely-dialog');
    await expect.poll(() => homely.getByTestId('medicine-summary').innerText()).toMatch(/choose the remedy below/);
    await homely.getByRole('radio', { name: /Ibuprofen 100 mg\/5 ml oral suspension/ }).check();
    await expect
      .poll(() => homely.getByTestId('medicine-summary').innerText())
      .toMatch(/^Ibuprofen 100 mg\/5 ml oral suspension\s+Jayden Carter · /);
    await page.setViewportSize({ width: 390, height: 480 });
    await homely.getByLabel('Why it is given').fill('Sore knee after football');
    await homely.evaluate((d) => d.querySelectorAll('*').forEach((e) => (e.scrollTop = e.scrollHeight)));
    await page.screenshot({ path: '/tmp/med-homely-dialog-390.png' });
    const remedyStrip = await homely.getByTestId('medicine-summary').boundingBox();
    expect(remedyStrip!.y).toBeGreaterThanOrEqual(0);
    expect(remedyStrip!.y).toBeLessThan(150);
    await page.setViewportSize({ width: 390, height: 844 });
    await homely.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => homely.isVisible()).toBe(false);

    // an hour on, the chart asks for the PRN dose's effect, and it is recorded
    await page.clock.fastForward('01:01:00');
    await expect
      .poll(() => prnDose.getByTestId('effect-due').innerText())
      .toMatch(/^Effect due since \d{2}:\d{2}: ask Jayden .+ how it worked and record it\.$/);
    await prnDose.getByLabel('How did it work?').fill('Headache gone; played on the Xbox');
    await prnDose.getByRole('button', { name: 'Record effect' }).click();
    await expect.poll(() => status.innerText()).toContain('Effect recorded.');
    await expect.poll(() => prnDose.innerText()).toContain('Effect: Headache gone; played on the Xbox');

    // the register: the dose given, by the care worker, witnessed by Alex, the balance one lower
    await page.goto('/cyp/cd-register');
    const cd = page.getByRole('region', { name: /Dexamfetamine 5 mg/ });
    await expect.poll(() => cd.getByTestId('cd-line').count(), { timeout: 60_000 }).toBe(2);
    const cells = (await cd.getByTestId('cd-line').last().locator('td').allInnerTexts()).map((c) => c.trim());
    expect(cells[3]).toBe('Given');
    expect(cells[4]).toMatch(/^Jayden /); // given to
    expect(cells[6]).toBe('1'); // out
    expect(cells[7]).toBe('27'); // running balance
    expect(cells[8]).toBe('Sam Taylor'); // given by the care worker
    expect(cells[9]).toBe('Alex Morgan'); // witness
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // and the server holds the same: both names on the dose
    const mar = (await manager('GET', `/api/young-people/${jayden.id}/mar`)).body as {
      doses: { medicationId: string; entry: { outcome: string; recordedByName: string; witnessName: string } | null }[];
    };
    const given = mar.doses.find((d) => d.medicationId === cdId && d.entry?.outcome === 'given')!;
    expect(given.entry!.witnessName).toMatch(/^Alex Morgan/);
    await ctx.close();
  });
});
