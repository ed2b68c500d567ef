// Young people across the home: the incidents of my homes filtered on the screen and the incident's
// read-only mirror by SPEC section; a transfer asked for by Oak House and accepted by Willow Court's manager on
// the screens; the profile overview. Each step checks what the server says as well as what the page shows.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiAs, describeBrowser, expectAccessible, type Harness, signInAt, startHarness } from './harness.ts';

describeBrowser('young people across the home', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it('lists and filters the incidents of my homes, and opens one by its SPEC section', async () => {
    const oak = await apiAs(h, 'manager.oak@demo.care');
    const director = await apiAs(h, 'director@demo.care');
    const mine = (await oak('GET', '/api/records/incident?limit=100')).body.items as { id: string }[];
    const everyone = (await director('GET', '/api/records/incident?limit=100')).body.items as {
      id: string;
      homeId: string;
    }[];
    const willowYp = (await director('GET', '/api/young-people')).body.find(
      (y: { homeName: string }) => y.homeName === 'Willow Court',
    );

    const page = await signInAt(h, 'manager.oak@demo.care', '/cyp/incidents');
    const rows = page.getByTestId('incident-list').locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(mine.length);
    expect(everyone.length).toBeGreaterThan(mine.length); // Willow Court's are there, and not shown
    expect(await page.getByTestId('incident-list').textContent()).not.toContain('Willow Court');
    if (willowYp) expect(await page.getByTestId('incident-list').textContent()).not.toContain(willowYp.lastName);
    await expectAccessible(page, 'incidents across my homes');

    // a physical intervention the demo's incidents have (a hold), then one they do not (restraint)
    await page.getByLabel('Physical intervention').selectOption('hold');
    await page.waitForURL(/level=hold/);
    await rows.first().waitFor();
    await page.getByLabel('Physical intervention').selectOption('restraint');
    await page.getByText('No incidents match').waitFor();
    expect(new URL(page.url()).searchParams.get('level')).toBe('restraint');

    await page.goto(`/cyp/incidents/incident/${mine[0].id}/debrief/manager-review`);
    await page.getByRole('heading', { level: 1, name: 'Incident: Debrief' }).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Incident sections' })
        .getByRole('link', { name: 'Debrief' })
        .getAttribute('aria-current'),
    ).toBe('page');
    await page.goto(`/incident/view?id=${mine[0].id}`);
    await page.waitForURL(new RegExp(`/records/incident/${mine[0].id}$`));
  });

  it('asks for a transfer at one home and accepts it at the other', async () => {
    const oak = await apiAs(h, 'manager.oak@demo.care');
    const homes = (await oak('GET', '/api/transfers/destinations')).body as { id: string; name: string }[];
    const oakHome = homes.find((x) => x.name === 'Oak House')!;
    const yp = (
      await oak('POST', '/api/young-people', {
        homeId: oakHome.id,
        firstName: 'Rowan',
        lastName: 'Transfer',
        birthYear: 2009,
      })
    ).body;

    const asking = await signInAt(h, 'manager.oak@demo.care', '/cyp/transfer-request');
    await asking.getByLabel(/^(Child|Young person)$/).selectOption(yp.id);
    await asking.getByLabel('Move to').selectOption({ label: 'Willow Court' });
    await asking.getByLabel('Why').fill('Step down to supported accommodation, agreed at the review');
    await asking.getByRole('button', { name: 'Ask for the transfer' }).click();
    await asking.waitForURL(/\/cyp\/transfer-requests$/);
    await asking.getByRole('heading', { name: 'Rowan Transfer: Oak House → Willow Court' }).waitFor();

    const receiving = await signInAt(h, 'manager.willow@demo.care', '/cyp/transfer-request?direction=received');
    const card = receiving.getByRole('article', { name: 'Rowan Transfer: Oak House → Willow Court' });
    await card.getByRole('button', { name: 'Accept' }).click();
    const keyWorker = card.getByLabel('Key worker at Willow Court');
    // the receiving home's staff arrived
    await expect.poll(() => keyWorker.locator('option').count()).toBeGreaterThan(1);
    await keyWorker.selectOption({ index: 1 });
    await card.getByRole('button', { name: 'Accept the transfer' }).click();
    await card.getByText('Accepted: moves on the agreed date').waitFor();
    await expectAccessible(receiving, 'transfer requests received');
    const stored = (await oak('GET', `/api/transfers?youngPerson=${yp.id}`)).body[0];
    expect(stored).toMatchObject({ status: 'accepted', toHomeName: 'Willow Court' });
    expect(stored.keyWorkerName).toBeTruthy();

    // a move-in written by hand starts from the organisation's Move-In Checklist
    const director = await apiAs(h, 'director@demo.care');
    await director('PUT', '/api/settings/organisation', {
      moveInChecklist: ['Bedroom ready and aired', 'Register with the GP'],
    });
    await asking.goto(`/cyp/resident/${yp.id}/records/move-in/new`);
    await asking.getByRole('heading', { level: 1, name: 'New move-in' }).waitFor();
    await asking
      .getByRole('button', { name: /Move-in checklist/ })
      .first()
      .click();
    await asking.locator('input[value="Register with the GP"]').first().waitFor({ state: 'attached' });
    expect(
      (await asking.locator('input[value="Bedroom ready and aired"]').count()) +
        (await asking.getByText('Bedroom ready and aired').count()),
    ).toBeGreaterThan(0);
  });

  it("shows a young person's overview: plans with their review dates and recent records", async () => {
    const oak = await apiAs(h, 'manager.oak@demo.care');
    const yp = (await oak('GET', '/api/young-people')).body[0];
    const overview = (await oak('GET', `/api/young-people/${yp.id}/overview`)).body;
    const page = await signInAt(h, 'manager.oak@demo.care', `/cyp/resident/${yp.id}/profile/overview`);
    await page.getByRole('heading', { name: 'Plans and reviews' }).waitFor();
    const recent = page.getByRole('region', { name: 'Recent records' });
    await recent.getByRole('link').first().waitFor();
    expect(await recent.getByRole('listitem').count()).toBe(overview.recent.length);
    expect(
      await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link').first().textContent(),
    ).toBe('Overview');
    await expectAccessible(page, 'young person overview');

    // the log section menus in the SPEC's order, and the health and behaviour views they and the tabs lead to
    const menus = page.getByRole('navigation', { name: 'Log sections' });
    expect(await menus.getByRole('heading').allTextContents()).toEqual(['Logs', 'Plans', 'Reports']);
    await menus.getByRole('link', { name: 'Behaviour management' }).click();
    await page.getByRole('heading', { name: 'Behaviour management assessment' }).waitFor();
    const interventions = (await oak('GET', `/api/young-people/${yp.id}/interventions`)).body.items;
    await page.goto(`/cyp/resident/${yp.id}/profile/health/interventions`);
    await page.getByRole('heading', { name: 'Interventions' }).waitFor();
    if (interventions.length) {
      await page.getByRole('table').waitFor();
      expect(await page.getByRole('table').locator('tbody tr').count()).toBe(interventions.length);
    } else {
      await page.getByText('No interventions recorded').waitFor();
    }
    await expectAccessible(page, 'young person interventions');
  });
});
