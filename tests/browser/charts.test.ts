// The charts dashboards end to end: a manager's standards dashboard and a young person's Dashboard & Analytics
// tab draw the incidents chart with what it counts and its unit, the figures agree with the incidents written
// for the test, choosing a bar (mouse) or a figure in the chart's table (keyboard) lists exactly the records
// behind it with links to them, the pages have no serious or critical axe violations, and care staff are
// refused the standards dashboard.
//
// The aggregates are kept by the chart-aggregation worker, which the browser test server does not run: the test
// rebuilds them with engine/charts/aggregate.ts rebuildCharts (what the worker's 'rebuild' job does) after
// writing its incidents, through the harness's in-process server.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { examples } from '../../definitions/young-person/examples.ts';
import { rebuildCharts } from '../../engine/charts/aggregate.ts';
import { withPeople } from '../../seeds/demo.ts';
import { demoPeople } from '../helpers/fixtures.ts';
import { apiAs, describeBrowser, expectAccessible, type Harness, signInAt, startHarness } from './harness.ts';

/** Four whole weeks well away from the seeded incidents (mid-November 2026), so each figure is known exactly. */
const FROM = '2026-10-01';
const TO = '2026-10-28';
const PERIOD = `from=${FROM}&to=${TO}`;
const COUNTS = 'Incident reports (drafts included, archived left out), dated when the incident started';

/** The incidents chart's card on a dashboard. */
const incidentsCard = (page: Page) => page.getByRole('region', { name: 'Incidents', exact: true });

/** The record links in the "Records behind" panel of a card, as [text, href]. */
async function drillLinks(card: Locator): Promise<[string, string][]> {
  const panel = card.locator('div[aria-live="polite"]');
  await panel.getByRole('heading', { name: /^Records behind:/ }).waitFor();
  await panel.getByText('Loading the records…').waitFor({ state: 'detached' });
  return panel
    .getByRole('link')
    .evaluateAll((els) => els.map((e) => [e.textContent ?? '', e.getAttribute('href') ?? ''] as [string, string]));
}

/** The figures table's row labels, in order (the drawing's bars come in the same order). */
async function tableRows(card: Locator): Promise<string[]> {
  return card.getByRole('table').locator('tbody th[scope="row"]').allTextContents();
}

describeBrowser('charts dashboards', () => {
  let h: Harness;
  let oakHomeId = '';
  let jayden = { id: '', name: '' };
  let amelia = { id: '', name: '' };
  /** The incidents this test writes: id → young person. */
  const ours: { id: string; yp: string; types: string[] }[] = [];

  beforeAll(async () => {
    h = await startHarness();
    if (!h.server)
      throw new Error(
        'The charts browser test rebuilds the aggregates in-process; it cannot run against BROWSER_TEST_URL.',
      );
    const people = await demoPeople(h.server);
    oakHomeId = people.oak.id;
    const byName = (first: string) => {
      const y = people.oakYps.find((x) => x.firstName === first);
      if (!y) throw new Error(`The demo has no ${first} at Oak House.`);
      return y;
    };
    const [j, a] = [byName('Jayden'), byName('Amelia')];
    jayden = { id: j.id, name: `${j.firstName} ${j.lastName}` };
    amelia = { id: a.id, name: `${a.firstName} ${a.lastName}` };

    // Three incidents at Oak House in the period, written by its manager (drafts count): Jayden twice, Amelia once.
    const call = await apiAs(h, 'manager.oak@demo.care');
    const staffIds = ['staff.oak@demo.care', 'manager.oak@demo.care'].map((e) => people.user(e).id);
    const tyler = byName('Tyler').id;
    const write = async (yp: string, startedAt: string, types: string[]) => {
      const data = withPeople(structuredClone(examples.incident), staffIds, tyler) as Record<string, any>;
      delete data.debrief?.managerReview;
      data.general.startedAt = startedAt;
      data.general.endedAt = startedAt.replace('T10:00', 'T10:20');
      data.general.types = types;
      data.notifications = [];
      const res = await call('POST', '/api/records/incident', { youngPersonId: yp, data });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ours.push({ id: res.body.id, yp, types });
    };
    await write(jayden.id, '2026-10-06T10:00:00.000Z', ['missing']);
    await write(jayden.id, '2026-10-13T10:00:00.000Z', ['missing', 'police']);
    await write(amelia.id, '2026-10-14T10:00:00.000Z', ['aggression']);

    // No worker runs here, so nothing has reached the aggregates yet; rebuild them as the worker's rebuild job does.
    await rebuildCharts(h.server.store, people.orgId);
    const chart = await call('GET', `/api/charts?level=home&metric=incidents&type=count&home=${oakHomeId}&${PERIOD}`);
    expect(chart.body.total, 'the rebuilt aggregates hold the three incidents').toBe(3);
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it('the standards dashboard draws incidents with what it counts and its unit; a bar and a table figure list the records behind them', async () => {
    const page = await signInAt(h, 'manager.oak@demo.care', `/standards-dashboard?${PERIOD}`);
    await page.getByRole('heading', { level: 1, name: 'Standards dashboard' }).waitFor();
    const card = incidentsCard(page);
    await card.getByRole('heading', { level: 3, name: 'Incidents' }).waitFor();
    expect(await card.textContent()).toContain(`${COUNTS}. Unit: per week.`);
    // Organisation level: the manager's one operational home, 3 incidents in 4 weeks.
    await card.getByText('(3 in the period)').waitFor();
    expect(await card.locator('.text-3xl').textContent()).toBe('0.75 per week');
    await expectAccessible(page, 'standards dashboard');

    // One home: grouped by incident type, drawn as bars.
    await page.getByRole('combobox', { name: /^Home/ }).selectOption({ label: 'Oak House' });
    // a drawing is loaded as its card comes near the screen, as a person scrolls to it (the card may be drawn
    // afresh meanwhile, e.g. after choosing a home: scrolled to again until the bars are there)
    await expect
      .poll(async () => {
        await card.scrollIntoViewIfNeeded().catch(() => undefined);
        return card.locator('.recharts-bar-rectangle').count();
      })
      .toBeGreaterThan(0);
    await card.getByText('Figures as a table').click();
    const rows = await tableRows(card);
    expect([...rows].sort()).toEqual(['Missing or absent from the home', 'Physical aggression', 'Police involvement']);
    expect(
      await card
        .getByRole('table')
        .getByRole('row', { name: /Missing or absent from the home/ })
        .getByRole('button')
        .textContent(),
    ).toBe('0.5');
    expect(await card.locator('.recharts-bar-rectangle').count()).toBe(rows.length);

    // Mouse: the bar for physical aggression lists Amelia's incident, and its link opens it.
    await card.locator('.recharts-bar-rectangle').nth(rows.indexOf('Physical aggression')).click();
    await card.getByRole('heading', { name: 'Records behind: Physical aggression' }).waitFor();
    const amelias = ours
      .filter((o) => o.yp === amelia.id)
      .map((o) => [`Incident — ${amelia.name}`, `/cyp/resident/${amelia.id}/records/incident/${o.id}`]);
    expect(await drillLinks(card)).toEqual(amelias);
    await expectAccessible(page, 'standards dashboard with the records behind a bar');

    // Keyboard: the figure for "Missing" in the table lists Jayden's two incidents, newest first.
    await card
      .getByRole('table')
      .getByRole('row', { name: /Missing or absent from the home/ })
      .getByRole('button')
      .focus();
    await page.keyboard.press('Enter');
    await card.getByRole('heading', { name: 'Records behind: Missing or absent from the home' }).waitFor();
    const jaydens = ours
      .filter((o) => o.yp === jayden.id)
      .reverse()
      .map((o) => [`Incident — ${jayden.name}`, `/cyp/resident/${jayden.id}/records/incident/${o.id}`]);
    expect(await drillLinks(card)).toEqual(jaydens);
    await card
      .getByRole('link', { name: `Incident — ${jayden.name}` })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === jaydens[0][1]);
    // The record itself opens (its incident type shown), not just the young person's frame around it.
    await page.getByRole('main').getByText('Missing or absent from the home').first().waitFor();
  });

  it("the young person's Dashboard & Analytics tab counts only their incidents; a table figure lists them", async () => {
    const page = await signInAt(
      h,
      'manager.oak@demo.care',
      `/cyp/resident/${jayden.id}/profile/dashboard-and-analytics?${PERIOD}`,
    );
    await page.getByRole('heading', { level: 2, name: 'Dashboard & Analytics' }).waitFor();
    const card = incidentsCard(page);
    await card.getByRole('heading', { level: 3, name: 'Incidents' }).waitFor();
    expect(await card.textContent()).toContain(`${COUNTS}. Unit: per week.`);
    await card.getByText('(2 in the period)').waitFor();
    expect(await card.locator('.text-3xl').textContent()).toBe('0.5 per week');
    // a drawing is loaded as its card comes near the screen, as a person scrolls to it (the card may be drawn
    // afresh meanwhile, e.g. after choosing a home: scrolled to again until the bars are there)
    await expect
      .poll(async () => {
        await card.scrollIntoViewIfNeeded().catch(() => undefined);
        return card.locator('.recharts-bar-rectangle').count();
      })
      .toBeGreaterThan(0);
    await expectAccessible(page, "young person's dashboard");

    await card.getByText('Figures as a table').click();
    expect([...(await tableRows(card))].sort()).toEqual(['Missing or absent from the home', 'Police involvement']);
    const police = card
      .getByRole('table')
      .getByRole('row', { name: /Police involvement/ })
      .getByRole('button');
    expect(await police.textContent()).toBe('0.25');
    await police.focus();
    await page.keyboard.press('Enter');
    await card.getByRole('heading', { name: 'Records behind: Police involvement' }).waitFor();
    const second = ours.find((o) => o.types.includes('police'))!;
    expect(await drillLinks(card)).toEqual([
      [`Incident — ${jayden.name}`, `/cyp/resident/${jayden.id}/records/incident/${second.id}`],
    ]);
    await expectAccessible(page, "young person's dashboard with the records behind a figure");
  });

  it('care staff get the access-denied page on the standards dashboard, and no link to it', async () => {
    const page = await signInAt(h, 'staff.oak@demo.care', `/standards-dashboard?${PERIOD}`);
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    expect(await page.getByRole('region', { name: 'Incidents' }).count()).toBe(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Standards dashboard' }).count()).toBe(0);
  });
});
