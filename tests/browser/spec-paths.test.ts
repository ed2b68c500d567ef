// Every SPEC §2 per-young-person path (expanded), the twelve incident section paths and the assistant's home, walked
// in one signed-in page by client-side navigation as the manager of the young person's home (SPEC §6: the young
// people area with every young-person permission): none answers "Page not found" or "This section is not
// available", and the product's older records/<kind> list address arrives at the SPEC's.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  SPEC_ASSIST_PATH,
  SPEC_INCIDENT_EDIT_PATHS,
  SPEC_YOUNG_PERSON_PATHS,
} from '../fixtures/spec-section2-paths.ts';
import { apiAs, describeBrowser, type Harness, signIn, startHarness } from './harness.ts';
import { inFlight, open } from './spec-walk.ts';

describeBrowser('SPEC §2 paths', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  // Two incident section addresses that open the same form section (details/before, details/incident): the second is
  // asked for while the first's form code is still on its way. The second must still arrive at the form, not stop on
  // a blank page (the address's redirect, still on screen, saw the same target and did not go again).
  it('an incident section address asked for while the previous one is still loading opens the form', async () => {
    const oak = await apiAs(h, 'manager.oak@demo.care');
    const people = (await oak('GET', '/api/young-people')).body as { id: string; homeName: string }[];
    const yp = people.find((p) => p.homeName === 'Oak House') ?? people[0];
    const [incident] = (await oak('GET', `/api/records/incident?youngPerson=${yp.id}&limit=1`)).body.items as {
      id: string;
    }[];
    expect(incident).toBeDefined();

    const page = await signIn(h, 'manager.oak@demo.care');
    const go = (to: string) =>
      page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, to);
    // the incident address's own code is loaded (without an id it goes to the incidents list)
    await go('/cyp/incidents/edit');
    await page.waitForURL((url) => url.pathname === '/cyp/incidents');
    await page.locator('main h1').first().waitFor();

    // from here, scripts not yet loaded (the form's) are held until released
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await page.route(/\/assets\/.*\.js$/, (route) =>
      holding ? void held.push(() => route.continue()) : route.continue(),
    );
    await go(`/cyp/incidents/edit/details/before?id=${incident.id}`);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await go(`/cyp/incidents/edit/details/incident?id=${incident.id}`);
    holding = false;
    await Promise.all(held.map((release) => release()));
    await page.unroute(/\/assets\/.*\.js$/);

    await page.waitForURL(
      (url) =>
        url.pathname === `/records/incident/${incident.id}/edit` && url.searchParams.get('section') === 'details',
    );
    await page.getByRole('heading', { level: 1, name: 'Edit incident' }).waitFor();
  });

  it('opens every SPEC path of a young person, the incident sections and the assistant home', async () => {
    const oak = await apiAs(h, 'manager.oak@demo.care');
    const people = (await oak('GET', '/api/young-people')).body as { id: string; homeName: string }[];
    const yp = people.find((p) => p.homeName === 'Oak House') ?? people[0];
    const incidents = (await oak('GET', `/api/records/incident?youngPerson=${yp.id}&limit=1`)).body.items as {
      id: string;
    }[];

    const page = await signIn(h, 'manager.oak@demo.care');
    const pending = inFlight(page);
    await page.goto(`/cyp/resident/${yp.id}/profile/overview`);
    await page.locator('main h1, main h2').first().waitFor();

    const paths = [
      ...SPEC_YOUNG_PERSON_PATHS.map((p) => `/cyp/resident/${yp.id}/${p}`),
      ...SPEC_INCIDENT_EDIT_PATHS.map((p) => (incidents[0] ? `${p}?id=${incidents[0].id}` : p)),
      SPEC_ASSIST_PATH,
    ];
    const failed: string[] = [];
    for (const path of paths) {
      const text = await open(page, path, pending);
      if (/Page not found|This section is not available/.test(text)) failed.push(path);
    }
    expect(failed).toEqual([]);

    // the assistant's home says what the rewrite does and whether it is on here
    await open(page, SPEC_ASSIST_PATH, pending);
    // its state card loads after the heading
    await expect.poll(async () => (await page.locator('main').textContent()) ?? '').toContain('What it does');
    const assist = (await page.locator('main').textContent()) ?? '';
    expect(assist).toMatch(/Not turned on for your organisation|not configured on this server|On: /);

    // an incident section address opens the incident's form at that section
    if (incidents[0]) {
      await open(page, `/cyp/incidents/edit/timeline?id=${incidents[0].id}`, pending);
      await page.waitForURL((url) => url.pathname.endsWith('/edit') && url.searchParams.get('section') === 'timeline');
    }

    // the older list address arrives at the SPEC's
    await open(page, `/cyp/resident/${yp.id}/records/daily-log`, pending);
    await page.waitForURL((url) => url.pathname === `/cyp/resident/${yp.id}/logs/daily-log`);
  }, 600_000); // one walk of about 160 addresses
});
