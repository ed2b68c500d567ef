// Every SPEC §2 per-young-person path (expanded), the twelve incident section paths and the assistant's home, walked
// in one signed-in page by client-side navigation as the manager of the young person's home (SPEC §6: the young
// people area with every young-person permission): none answers "Page not found" or "This section is not
// available", and the product's older records/<kind> list address arrives at the SPEC's.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  SPEC_ASSIST_PATH,
  SPEC_INCIDENT_EDIT_PATHS,
  SPEC_YOUNG_PERSON_PATHS,
} from '../fixtures/spec-section2-paths.ts';
import { apiAs, describeBrowser, type Harness, signIn, startHarness } from './harness.ts';

/** Go to `path` inside the app (no page load), and wait until what it shows has loaded. */
async function open(page: Page, path: string): Promise<string> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // up to 90 s: the first incident form fetches the form's chunks, which on a loaded machine took over 30 s
  await page
    .waitForFunction(
      () => {
        const loading = [...document.querySelectorAll('[role="status"]')].some((e) =>
          /^Loading/.test(e.textContent ?? ''),
        );
        return !loading && document.querySelector('main h1, main h2') !== null;
      },
      undefined,
      { timeout: 90_000 },
    )
    .catch(async (e: Error) => {
      const shown = await page.evaluate(() => ({
        statuses: [...document.querySelectorAll('[role="status"]')].map((s) => s.textContent),
        heading: document.querySelector('main h1, main h2')?.textContent ?? null,
      }));
      throw new Error(`${path} did not finish loading (${JSON.stringify(shown)}): ${e.message}`);
    });
  return (await page.locator('main').textContent()) ?? '';
}

describeBrowser('SPEC §2 paths', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it('opens every SPEC path of a young person, the incident sections and the assistant home', async () => {
    const oak = await apiAs(h, 'manager.oak@demo.care');
    const people = (await oak('GET', '/api/young-people')).body as { id: string; homeName: string }[];
    const yp = people.find((p) => p.homeName === 'Oak House') ?? people[0];
    const incidents = (await oak('GET', `/api/records/incident?youngPerson=${yp.id}&limit=1`)).body.items as {
      id: string;
    }[];

    const page = await signIn(h, 'manager.oak@demo.care');
    await page.goto(`/cyp/resident/${yp.id}/profile/overview`);
    await page.locator('main h1, main h2').first().waitFor();

    const paths = [
      ...SPEC_YOUNG_PERSON_PATHS.map((p) => `/cyp/resident/${yp.id}/${p}`),
      ...SPEC_INCIDENT_EDIT_PATHS.map((p) => (incidents[0] ? `${p}?id=${incidents[0].id}` : p)),
      SPEC_ASSIST_PATH,
    ];
    const failed: string[] = [];
    for (const path of paths) {
      const text = await open(page, path);
      if (/Page not found|This section is not available/.test(text)) failed.push(path);
    }
    expect(failed).toEqual([]);

    // the assistant's home says what the rewrite does and whether it is on here
    await open(page, SPEC_ASSIST_PATH);
    // its state card loads after the heading
    await expect.poll(async () => (await page.locator('main').textContent()) ?? '').toContain('What it does');
    const assist = (await page.locator('main').textContent()) ?? '';
    expect(assist).toMatch(/Not turned on for your organisation|not configured on this server|On: /);

    // an incident section address opens the incident's form at that section
    if (incidents[0]) {
      await open(page, `/cyp/incidents/edit/timeline?id=${incidents[0].id}`);
      await page.waitForURL((url) => url.pathname.endsWith('/edit') && url.searchParams.get('section') === 'timeline');
    }

    // the older list address arrives at the SPEC's
    await open(page, `/cyp/resident/${yp.id}/records/daily-log`);
    await page.waitForURL((url) => url.pathname === `/cyp/resident/${yp.id}/logs/daily-log`);
  }, 600_000); // one walk of about 160 addresses
});
