// Medication in the browser: the manager opens a young person's MAR (allergies first, the grid) and writes up a
// medicine; a member of staff on a phone (390 px) checks it against the label, gives a due dose and records a refused
// one with its reason in the full-width dialog, the grid scrolling inside itself; a PRN dose given too soon is refused
// with the engine's reason.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  apiAs,
  DEMO_PASSWORD,
  describeBrowser,
  dismissBanners,
  type Harness,
  login,
  london,
  startHarness,
} from './harness.ts';

describeBrowser('medication', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it('manager opens the MAR; staff at phone width give a due dose, record a refusal with its reason, and are refused a PRN dose too soon', async () => {
    const manager = await h.newPage();
    await manager.goto('/login');
    await dismissBanners(manager);
    await login(manager, 'manager.oak@demo.care');
    const yps = await manager.evaluate(async () => (await fetch('/api/young-people')).json());
    const jayden = yps.find((y: { firstName: string }) => y.firstName === 'Jayden');
    // a medicine due a few minutes ago, twice (two doses to record now)
    const a = london(new Date(Date.now() - 5 * 60_000));
    const b = london(new Date(Date.now() - 9 * 60_000));
    const created = await manager.evaluate(
      async ({ ypId, times, start }) => {
        const res = await fetch('/api/records/medication', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            youngPersonId: ypId,
            data: {
              name: 'Cetirizine 10 mg tablets',
              form: 'tablet',
              strength: '10 mg',
              dose: '1 tablet',
              doseQuantity: 1,
              stockUnit: 'tablet',
              route: 'oral',
              regularity: 'regular',
              times,
              start,
            },
          }),
        });
        return res.status;
      },
      { ypId: jayden.id, times: [...new Set([a.time, b.time])], start: b.day < a.day ? b.day : a.day },
    );
    expect(created).toBe(201);

    await manager.goto(`/cyp/resident/${jayden.id}/profile/health`);
    await manager.getByRole('link', { name: 'MAR', exact: true }).click();
    await manager.waitForURL('**/profile/health/mar');
    await expect.poll(() => manager.getByTestId('allergies').innerText()).toContain('Penicillin');
    expect(await manager.getByTestId('mar-grid').getByText('Sertraline 50 mg tablets').count()).toBeGreaterThan(0);

    const ctx = await h.browser.newContext({
      baseURL: h.url,
      locale: 'en-GB',
      timezoneId: 'Europe/London',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const staff = await ctx.newPage();
    await staff.goto('/login');
    await dismissBanners(staff);
    await login(staff, 'staff.oak@demo.care');
    await staff.goto(`/cyp/resident/${jayden.id}/profile/health/mar`);
    // the manager wrote the medicine up: it waits in red for a second check, and staff check it against the label
    const waiting = staff.getByTestId('awaiting-check').filter({ hasText: 'Cetirizine 10 mg tablets' });
    await expect.poll(() => waiting.innerText()).toContain('New medicine awaiting check');
    await waiting.getByRole('button', { name: 'Check Cetirizine 10 mg tablets' }).click();
    await waiting.getByLabel('Checked against').selectOption('label');
    await waiting.getByLabel('Your password (confirms it is you)').fill(DEMO_PASSWORD);
    await waiting.getByRole('button', { name: 'It matches: confirm the check' }).click();
    await expect
      .poll(() => staff.getByRole('status').innerText())
      .toContain('Cetirizine 10 mg tablets: checked; the MAR uses it now.');
    // the panel follows once the MAR is read again after the check
    await expect.poll(() => staff.getByTestId('awaiting-check').filter({ hasText: 'Cetirizine' }).count()).toBe(0);
    const grid = staff.getByTestId('mar-grid');
    await grid.waitFor();
    // the page does not scroll sideways: the grid does, inside itself
    expect(await staff.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await grid.evaluate((g) => g.scrollWidth > g.clientWidth)).toBe(true);
    // and it opens at today's end of the week, not the oldest day
    await expect.poll(() => grid.evaluate((g) => g.scrollLeft + g.clientWidth >= g.scrollWidth - 1)).toBe(true);

    const dialog = staff.getByTestId('dose-dialog');
    const record = () => staff.getByRole('button', { name: /: record Cetirizine 10 mg tablets due/ });
    const before = await record().count();
    expect(before).toBeGreaterThanOrEqual(2);
    // given
    await record().first().click();
    expect((await dialog.boundingBox())!.width).toBeGreaterThanOrEqual(389);
    await dialog.getByLabel('Your password (confirms it is you)').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Record dose' }).click();
    await expect
      .poll(() => staff.getByRole('status').innerText())
      .toContain('Cetirizine 10 mg tablets: recorded as given');
    await expect.poll(() => record().count()).toBe(before - 1);
    // refused, with its reason (the two times are four minutes apart: two doses to record)
    {
      await record().first().click();
      await dialog.getByLabel('Outcome').selectOption('refused');
      await dialog.getByLabel('Your password (confirms it is you)').fill(DEMO_PASSWORD);
      await dialog.getByRole('button', { name: 'Record dose' }).click();
      // the reason is required: the browser stops the form until it is given
      expect(await dialog.isVisible()).toBe(true);
      await dialog.getByLabel('Reason not given').fill('Said it makes them sleepy; offered again at the next round');
      await dialog.getByRole('button', { name: 'Record dose' }).click();
      await expect.poll(() => staff.getByRole('status').innerText()).toContain('recorded as refused');
      await expect.poll(() => grid.locator('[data-status="refused"]').count()).toBeGreaterThan(0);
    }
    const detail = await manager.evaluate(
      async (ypId) => (await fetch(`/api/young-people/${ypId}/mar`)).json(),
      jayden.id,
    );
    const refused = detail.doses.find(
      (d: { entry: { outcome: string; reason: string } | null }) =>
        d.entry?.outcome === 'refused' && d.entry.reason.startsWith('Said it makes them sleepy'),
    );
    expect(refused).toBeTruthy();

    // PRN: one dose now is fine; a second straight after is too soon, and the engine says why
    const give = staff.getByRole('button', { name: 'Give Paracetamol 500 mg tablets' });
    await give.click();
    await dialog.getByLabel('Why the PRN dose was given').fill('Headache after football');
    await dialog.getByLabel(/Quantity given/).fill('1'); // paracetamol is 1–2 tablets: the quantity is said
    await dialog.getByLabel('Your password (confirms it is you)').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Record dose' }).click();
    await expect
      .poll(() => staff.getByRole('status').innerText())
      .toContain('Paracetamol 500 mg tablets: recorded as given');
    await give.click();
    await dialog.getByLabel('Why the PRN dose was given').fill('Still has a headache');
    await dialog.getByLabel(/Quantity given/).fill('1');
    await dialog.getByLabel('Your password (confirms it is you)').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Record dose' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toContain('Too soon');
    expect(await dialog.getByRole('alert').innerText()).toContain('at least 4 hours must pass between doses');
    await ctx.close();
  });

  it("with a staff PIN set, a dose is confirmed by the PIN at phone width; the medical inventory lists the home's first aid", async () => {
    const ctx = await h.browser.newContext({
      baseURL: h.url,
      locale: 'en-GB',
      timezoneId: 'Europe/London',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const alex = await ctx.newPage();
    await alex.goto('/login');
    await dismissBanners(alex);
    await login(alex, 'alex.oak@demo.care');
    const due = london(new Date(Date.now() - 3 * 60_000));
    const setUp = await alex.evaluate(
      async ({ password, time, day }) => {
        const pin = await fetch('/api/account/pin', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ currentPassword: password, pin: '5836' }),
        });
        const amelia = (await (await fetch('/api/young-people')).json()).find(
          (y: { firstName: string }) => y.firstName === 'Amelia',
        );
        // allergies first: Amelia's are not recorded in the demo, so no dose could be given to her yet
        const allergies = await fetch('/api/records/health-profile', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ youngPersonId: amelia.id, data: { updatedOn: day, noKnownAllergies: true } }),
        });
        const med = await fetch('/api/records/medication', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            youngPersonId: amelia.id,
            data: {
              name: 'Ferrous fumarate 210 mg tablets',
              form: 'tablet',
              strength: '210 mg',
              dose: '1 tablet',
              doseQuantity: 1,
              stockUnit: 'tablet',
              route: 'oral',
              regularity: 'regular',
              times: [time],
              start: day,
            },
          }),
        });
        return { pin: pin.status, allergies: allergies.status, med: med.status, ypId: amelia.id as string };
      },
      { password: DEMO_PASSWORD, time: due.time, day: due.day },
    );
    expect(setUp).toMatchObject({ pin: 200, allergies: 201, med: 201 });
    // checked against the label by the manager (Alex wrote it up), so it is on the MAR
    const manager = await apiAs(h, 'manager.oak@demo.care');
    const mar = (await manager('GET', `/api/young-people/${setUp.ypId}/mar`)).body as {
      medicines: { id: string; name: string; transcription: { currentVersion: number } }[];
    };
    const ferrous = mar.medicines.find((m) => m.name === 'Ferrous fumarate 210 mg tablets')!;
    const checked = await manager(
      'POST',
      `/api/young-people/${setUp.ypId}/medication/${ferrous.id}/transcription-check`,
      { version: ferrous.transcription.currentVersion, against: 'label', password: DEMO_PASSWORD },
    );
    expect(checked.status).toBe(200);
    await alex.goto(`/cyp/resident/${setUp.ypId}/profile/health/mar`);
    await alex.getByTestId('mar-grid').waitFor();
    await alex
      .getByRole('button', { name: /: record Ferrous fumarate 210 mg tablets due/ })
      .first()
      .click();
    const dialog = alex.getByTestId('dose-dialog');
    // the PIN, not the password, is asked for (the dialog learns whether the person has one as it opens)
    await dialog.getByLabel('Your PIN (confirms it is you)').waitFor();
    expect(await dialog.getByLabel('Your password (confirms it is you)').count()).toBe(0);
    await dialog.getByLabel('Your PIN (confirms it is you)').fill('5837');
    await dialog.getByRole('button', { name: 'Record dose' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toContain('Your PIN is not right');
    await dialog.getByLabel('Your PIN (confirms it is you)').fill('5836');
    await dialog.getByRole('button', { name: 'Record dose' }).click();
    await expect
      .poll(() => alex.getByRole('status').innerText())
      .toContain('Ferrous fumarate 210 mg tablets: recorded as given');
    expect(await alex.getByRole('status').innerText()).not.toContain('set a staff PIN');
    expect(await alex.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // the medical inventory: the demo's first-aid kit and homely remedies, at phone width
    await alex.goto('/cyp/medical-inventory');
    await expect.poll(() => alex.getByText('Burns gel dressings').count()).toBeGreaterThan(0);
    expect(await alex.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await ctx.close();
  });
});
