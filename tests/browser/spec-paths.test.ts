// Every SPEC §2 per-young-person path (expanded), the twelve incident section paths and the assistant's home, walked
// in one signed-in page by client-side navigation as the Oak House manager (the young people area with every
// young-person permission); the other roles SPEC §6 lets open them walk in spec-paths-roles-*.test.ts. None answers
// "Page not found", "This section is not available" or a refusal; HR, with no young people area, is refused
// (not told the page does not exist); and the product's older records/<kind> list address arrives at the SPEC's.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SPEC_ASSIST_PATH } from '../fixtures/spec-section2-paths.ts';
import { apiAs, describeBrowser, type Harness, signIn, startHarness } from './harness.ts';
import { inFlight, open, walk, youngPersonOf } from './spec-walk.ts';

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
    const { page, pending, yp, incident, failed } = await walk(h, 'manager.oak@demo.care', 'Oak House');
    expect(failed).toEqual([]);

    // the assistant's home says what the rewrite does and whether it is on here
    await open(page, SPEC_ASSIST_PATH, pending);
    // its state card loads after the heading
    await expect.poll(async () => (await page.locator('main').textContent()) ?? '').toContain('What it does');
    const assist = (await page.locator('main').textContent()) ?? '';
    expect(assist).toMatch(/Not turned on for your organisation|not configured on this server|On: /);

    // an incident section address opens the incident's form at that section
    if (incident) {
      await open(page, `/cyp/incidents/edit/timeline?id=${incident.id}`, pending);
      await page.waitForURL((url) => url.pathname.endsWith('/edit') && url.searchParams.get('section') === 'timeline');
    }

    // the older list address arrives at the SPEC's
    await open(page, `/cyp/resident/${yp.id}/records/daily-log`, pending);
    await page.waitForURL((url) => url.pathname === `/cyp/resident/${yp.id}/logs/daily-log`);
  }, 600_000); // one walk of about 160 addresses

  // the other roles SPEC §6 lets open them walk in spec-paths-roles-*.test.ts (files of their own, run side by side)

  it("HR, with no young people area, is refused a young person's SPEC paths rather than told they do not exist", async () => {
    const { yp } = await youngPersonOf(h, 'manager.oak@demo.care', 'Oak House');
    const page = await signIn(h, 'hr@demo.care');
    const pending = inFlight(page);
    await page.goto('/');
    await page.locator('main h1, main h2').first().waitFor();
    for (const path of ['logs/daily-log', 'profile/details/personal', 'plans/placement-plans']) {
      const text = await open(page, `/cyp/resident/${yp.id}/${path}`, pending);
      expect(text, path).toMatch(/You do not have access/);
      expect(text, path).not.toMatch(/Page not found/);
    }
  });

  // The SPEC's paths are the canonical addresses: a menu or tab link is the address it opens (never one that redirects
  // on), and the product's earlier addresses arrive at the SPEC's.
  it('menus link to the addresses they open, and the earlier addresses redirect to the SPEC paths', async () => {
    const { yp } = await youngPersonOf(h, 'manager.oak@demo.care', 'Oak House');
    const base = `/cyp/resident/${yp.id}`;
    const earlier: [string, string][] = [
      [`${base}`, `${base}/profile/details/personal`],
      [`${base}/profile/personal`, `${base}/profile/details/personal`],
      [`${base}/profile/personal/edit`, `${base}/profile/details/personal/edit`],
      [`${base}/profile/contacts`, `${base}/profile/details/contacts`],
      [`${base}/profile/onePageProfile`, `${base}/profile/one-page`],
      [`${base}/profile/chronology`, `${base}/profile/details/chronology`],
      [`${base}/profile/documents`, `${base}/document-locker`],
      [`${base}/profile/visits`, `${base}/logs/visits`],
      [`${base}/profile/weeklyReports`, `${base}/reports/weekly-exports`],
      [`${base}/records/daily-log`, `${base}/logs/daily-log`],
      [`${base}/records/behaviour-support-plan`, `${base}/plans/behaviour-management/pbs-plans`],
    ];
    const page = await signIn(h, 'manager.oak@demo.care');
    const pending = inFlight(page);
    await page.goto('/');
    await page.locator('main h1, main h2').first().waitFor();
    for (const [from, to] of earlier) {
      await open(page, from, pending);
      expect(new URL(page.url()).pathname, from).toBe(to);
    }

    // every link of every menu on the pages a manager opens most
    const pages = [
      '/',
      '/home',
      '/calendar/rota',
      '/calendar/leaves/home-leaves',
      '/accounts',
      `${base}/profile/overview`,
      `${base}/profile/plans`,
      `${base}/profile/health`,
      `${base}/profile/incident`,
    ];
    const links = new Set<string>();
    for (const path of pages) {
      await open(page, path, pending);
      const found = await page
        .locator('nav a[href^="/"], main a.btn-secondary[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      for (const href of found) links.add(href.split('#')[0]);
    }
    expect(links.size).toBeGreaterThan(40);
    const movedOn: string[] = [];
    for (const href of links) {
      await open(page, href, pending);
      const at = new URL(page.url()).pathname;
      if (at !== href.split('?')[0]) movedOn.push(`${href} → ${at}`);
    }
    expect(movedOn).toEqual([]);
  }, 600_000);

  it("HR's menus and a staff profile's section links are the addresses they open", async () => {
    const sam = ((await (await apiAs(h, 'staff.oak@demo.care'))('GET', '/api/auth/me')).body as { id: string }).id;
    const page = await signIn(h, 'hr@demo.care');
    const pending = inFlight(page);
    await page.goto('/');
    await page.locator('main h1, main h2').first().waitFor();
    const links = new Set<string>();
    for (const path of ['/hr', '/trainings', `/profile/${sam}/overview`, `/profile/${sam}/employment/pay`]) {
      await open(page, path, pending);
      const found = await page
        .locator('nav a[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      for (const href of found) links.add(href.split('#')[0]);
    }
    expect(links.size).toBeGreaterThan(20);
    const movedOn: string[] = [];
    for (const href of links) {
      await open(page, href, pending);
      const at = new URL(page.url()).pathname;
      if (at !== href.split('?')[0]) movedOn.push(`${href} → ${at}`);
    }
    expect(movedOn).toEqual([]);
  }, 600_000);
});
