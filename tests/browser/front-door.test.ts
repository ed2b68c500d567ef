// What a new user meets first: the address `npm start` prints opens the app (the
// login page, then where the person was going), unknown pages are the app's own "Page not found" and unknown
// API paths a problem+json 404; a saved draft has its own address, so a reload finds it; dates and times are
// UK style in London time whatever the browser is set to, including the records behind a chart; and a manager
// with one home sees the organisation's charts drawn (grouped by type, not one bar per home) on whole-number ticks.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { examples } from '../../definitions/young-person/examples.ts';
import { rebuildCharts } from '../../engine/charts/aggregate.ts';
import { withPeople } from '../../seeds/demo.ts';
import { demoPeople } from '../helpers/fixtures.ts';
import {
  apiAs,
  describeBrowser,
  dismissBanners,
  type Harness,
  login,
  signIn,
  signInAt,
  startHarness,
} from './harness.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describeBrowser('the front door, drafts, UK dates and charts', () => {
  let h: Harness;
  let people: Awaited<ReturnType<typeof demoPeople>>;

  beforeAll(async () => {
    h = await startHarness();
    people = await demoPeople(h.server!);
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it('the address npm start prints opens the app: the login page, then the dashboard', async () => {
    const raw = await fetch(`${h.url}/`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toMatch(/^text\/html/);

    const page = await h.newPage();
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await dismissBanners(page);
    await login(page, 'staff.oak@demo.care');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // Signed out, a deep link goes through the login page and back to where the person was going.
    const other = await h.newPage();
    await other.goto('/dashboard/tasks');
    await other.waitForURL((url) => url.pathname === '/login');
    await login(other, 'staff.oak@demo.care');
    await other.getByRole('heading', { level: 1, name: 'My tasks' }).waitFor();
    expect(new URL(other.url()).pathname).toBe('/dashboard/tasks');
  });

  it("an unknown page is the app's own Page not found; an unknown API path is a problem+json 404", async () => {
    const page = await signIn(h, 'staff.oak@demo.care');
    for (const path of ['/no/such/page', '/assets/']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await page.getByRole('link', { name: 'Go to your dashboard' }).count()).toBe(1);
    }
    for (const path of ['/api/no-such-thing', '/api', '/api?x=1', '/api/']) {
      const res = await fetch(`${h.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/problem\+json/);
      expect((await res.json()).status).toBe(404);
    }
  });

  it('after "Save draft" the address is the record\'s, so a reload shows the draft', async () => {
    const yp = people.oakYps[0];
    const page = await signInAt(h, 'staff.oak@demo.care', `/cyp/resident/${yp.id}/records/daily-log/new`);
    await page.getByRole('heading', { level: 1, name: 'New daily log' }).waitFor();
    await page.getByLabel('Date').fill('2025-03-04');
    await page.getByLabel('Shift').selectOption({ label: 'Late' });
    await page.getByRole('button', { name: 'Save draft' }).click();

    await page.waitForURL((url) =>
      new RegExp(`^/cyp/resident/${yp.id}/records/daily-log/${UUID}/edit$`).test(url.pathname),
    );
    // The form stayed as it was (same step, same answers), and says when it saved, on the 24-hour clock.
    await page.getByText(/^Draft saved at \d{2}:\d{2}$/).waitFor();
    const shift = () => page.getByLabel('Shift').locator('option:checked').textContent();
    expect(await shift()).toBe('Late');
    const id = new RegExp(`daily-log/(${UUID})/edit`).exec(page.url())![1];

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Edit daily log' }).waitFor();
    expect(await shift()).toBe('Late');
    expect(await page.getByLabel('Date').inputValue()).toBe('2025-03-04');
    // …and one record was made, not one per save.
    const staff = await apiAs(h, 'staff.oak@demo.care');
    const mine = (await staff('GET', `/api/records/daily-log?youngPerson=${yp.id}&limit=50`)).body.items as {
      id: string;
      summary: { date?: string };
    }[];
    expect(mine.filter((r) => r.summary.date === '2025-03-04').map((r) => r.id)).toEqual([id]);
  });

  it('dates and times are UK style in London time, even in a browser set to US English in New York', async () => {
    const staff = await apiAs(h, 'staff.oak@demo.care');
    const title = `Fire drill (${Date.now()})`;
    // 15:30 in London (GMT in December); 10:30 in New York.
    const made = await staff('POST', '/api/tasks', {
      type: 'home chore',
      title,
      dueAt: '2026-12-01T15:30:00.000Z',
      homeId: people.oak.id,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);

    const context = await h.browser.newContext({
      baseURL: h.url,
      locale: 'en-US',
      timezoneId: 'America/New_York',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/login');
    await dismissBanners(page);
    await login(page, 'staff.oak@demo.care');
    await page.goto('/dashboard/tasks');
    const row = page.getByRole('row', { name: new RegExp(title.replace(/[()]/g, '\\$&')) });
    await row.waitFor();
    expect(await row.textContent()).toContain('1 Dec 2026, 15:30');

    // A date input shows the browser's own order; the date is also written out beneath it, UK style.
    await page.goto(`/cyp/resident/${people.oakYps[0].id}/records/daily-log/new`);
    await page.getByLabel('Date').fill('2025-04-03');
    await page.getByText('Thursday 3 April 2025').waitFor();
    await context.close();
  });

  it("a manager with one home sees the organisation's incidents drawn by type, on whole-number ticks; the records behind a figure have UK dates", async () => {
    // Two incidents of different types at Oak House, well away from the seeded ones.
    const call = await apiAs(h, 'manager.oak@demo.care');
    const staffIds = ['staff.oak@demo.care', 'manager.oak@demo.care'].map((e) => people.user(e).id);
    const [first, second] = people.oakYps;
    for (const [startedAt, types] of [
      ['2026-09-08T10:00:00.000Z', ['missing']],
      ['2026-09-15T10:00:00.000Z', ['aggression']],
    ] as const) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const data = withPeople(structuredClone(examples.incident), staffIds, second.id) as Record<string, any>;
      delete data.debrief?.managerReview;
      data.general.startedAt = startedAt;
      data.general.endedAt = startedAt.replace('T10:00', 'T10:20');
      data.general.types = [...types];
      data.notifications = [];
      const res = await call('POST', '/api/records/incident', { youngPersonId: first.id, data });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    await rebuildCharts(h.server!.store, people.orgId);

    const page: Page = await signIn(h, 'manager.oak@demo.care');
    await page.goto('/standards-dashboard?from=2026-09-07&to=2026-09-20');
    const card = page.getByRole('region', { name: 'Incidents', exact: true });
    await card.getByText('(2 in the period)').waitFor();
    expect(await card.getByRole('combobox', { name: 'Group by' }).inputValue()).toBe('type');
    // a drawing is loaded as its card comes near the screen, as a person scrolls to it (the card may be drawn
    // afresh meanwhile, e.g. after choosing a home: scrolled to again until the bars are there)
    await expect
      .poll(async () => {
        await card.scrollIntoViewIfNeeded().catch(() => undefined);
        return card.locator('.recharts-bar-rectangle').count();
      })
      .toBeGreaterThan(0);
    expect(await card.locator('.recharts-bar-rectangle').count()).toBe(2);
    // The value axis counts whole things: 0, 1… never 0.085, 0.17.
    const ticks = (await card.locator('.recharts-cartesian-axis-tick-value').allTextContents()).filter((t) =>
      /^[\d.,]+$/.test(t.trim()),
    );
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks.filter((t) => !/^\d+$/.test(t.trim()))).toEqual([]);

    await card.getByText('Figures as a table').click();
    await card
      .getByRole('table')
      .getByRole('row', { name: /Missing or absent from the home/ })
      .getByRole('button')
      .click();
    const panel = card.locator('div[aria-live="polite"]');
    await panel.getByRole('link').first().waitFor();
    const details = await panel.locator('li p').first().textContent();
    expect(details).toMatch(/^8 Sept? 2026/);
    expect(details).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
