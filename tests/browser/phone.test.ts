// Phones and tablets: on a 390 × 844 phone a care worker opens the menu, writes and submits a
// daily log (the Submit button is on screen and can be pressed) and completes a task from the tasks list (its
// "Complete" button is on screen, not off to the side); below 1024 px the sidebar is a menu behind a button,
// the profile's sections are one strip that scrolls inside itself, and no page of the main journeys, for staff,
// a manager, a director, HR or the product administrator, at phone or tablet width, scrolls sideways.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoPeople } from '../helpers/fixtures.ts';
import { apiAs, describeBrowser, dismissBanners, type Harness, login, signInByApi, startHarness } from './harness.ts';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };

describeBrowser('phones and tablets', () => {
  let h: Harness;
  let yp = { id: '', name: '' };

  beforeAll(async () => {
    h = await startHarness();
    const people = await demoPeople(h.server!);
    const y = people.oakYps[0];
    yp = { id: y.id, name: `${y.preferredName ?? y.firstName} ${y.lastName}` };
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  /** A signed-in page in a phone- or tablet-sized touch browser. */
  async function deviceAs(
    email: string,
    viewport: { width: number; height: number },
    opts: { byCookie?: boolean } = {},
  ): Promise<Page> {
    const context = await h.browser.newContext({
      baseURL: h.url,
      locale: 'en-GB',
      timezoneId: 'Europe/London',
      viewport,
      isMobile: true,
      hasTouch: true,
    });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    if (opts.byCookie) {
      await signInByApi(h, page, email);
      return page;
    }
    await page.goto('/login');
    await dismissBanners(page);
    await login(page, email);
    return page;
  }

  /** Is the element wholly inside the screen's width (not cut off, nothing to scroll to)? */
  async function onScreen(page: Page, selector: Parameters<Page['getByRole']>, width: number): Promise<boolean> {
    const box = await page.getByRole(...selector).boundingBox();
    return !!box && box.x >= 0 && box.x + box.width <= width;
  }

  it('on a phone, a care worker writes and submits a daily log from the menu', async () => {
    const page = await deviceAs('staff.oak@demo.care', PHONE);
    // No sidebar taking the width: the navigation is behind the Menu button.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Current CYP' }).click();
    await menu.waitFor({ state: 'hidden' });
    await page
      .getByRole('link', { name: new RegExp(yp.name) })
      .first()
      .click();

    // The profile's sections are one strip scrolling inside itself, so the records are not pushed far down.
    const sections = page.getByRole('navigation', { name: 'Profile sections' });
    await sections.waitFor();
    expect((await sections.boundingBox())!.height).toBeLessThan(90);
    await sections.getByRole('link', { name: 'Daily Logs & Summaries' }).click();
    await page.getByRole('link', { name: /View records\W*Daily log/ }).click();
    await page.getByRole('link', { name: 'New daily log' }).click();
    await page.getByRole('heading', { level: 1, name: 'New daily log' }).waitFor();

    await page.getByLabel('Date').fill('2025-02-11');
    await page.getByLabel('Shift').selectOption({ label: 'Late' });
    await page.getByLabel('How the child presented').selectOption({ label: 'Settled' });
    await page.getByRole('checkbox', { name: /Sam Taylor/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Activities').fill('Walked to the shops and cooked tea together.');

    // The form has the width: the Submit button is wholly on screen and a tap on it lands on it.
    const main = await page.getByRole('main').boundingBox();
    expect(main!.width).toBeGreaterThan(PHONE.width - 20);
    await page.getByRole('button', { name: 'Submit' }).scrollIntoViewIfNeeded();
    expect(await onScreen(page, ['button', { name: 'Submit' }], PHONE.width)).toBe(true);
    await page.getByRole('button', { name: 'Submit' }).tap();
    await page.waitForURL((url) => /\/(records|logs)\/daily-log\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByText('Submitted. Status: Completed, Pending Sign-offs').waitFor();
  });

  it('on a phone, a care worker completes a task from the tasks list', async () => {
    const staff = await apiAs(h, 'staff.oak@demo.care');
    const people = await demoPeople(h.server!);
    const title = `Check the first-aid box (${Date.now()})`;
    const made = await staff('POST', '/api/tasks', {
      type: 'home chore',
      title,
      dueAt: '2026-12-01T15:30:00.000Z',
      homeId: people.oak.id,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);

    const page = await deviceAs('staff.oak@demo.care', PHONE);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Tasks' }).click();
    await page.getByRole('heading', { level: 1, name: 'My tasks' }).waitFor();
    const complete = ['button', { name: `Complete: ${title}` }] as Parameters<Page['getByRole']>;
    await page.getByRole(...complete).scrollIntoViewIfNeeded();
    expect(await onScreen(page, complete, PHONE.width)).toBe(true);
    await page.getByRole(...complete).tap();
    await page.getByText(`"${title}" marked completed.`).waitFor();
    expect((await staff('GET', `/api/tasks/${made.body.id}`)).body.status).toBe('completed');
  });

  it('on a tablet, the tasks list shows "Complete" without scrolling sideways', async () => {
    const page = await deviceAs('staff.oak@demo.care', TABLET);
    await page.goto('/dashboard/tasks');
    await page.getByRole('heading', { level: 1, name: 'My tasks' }).waitFor();
    const complete = page.getByRole('button', { name: /^Complete: / }).first();
    await complete.waitFor();
    const box = await complete.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(TABLET.width);
  });

  it('no page of the main journeys scrolls sideways on a phone or a tablet', async () => {
    const staff = await apiAs(h, 'staff.oak@demo.care');
    const log = (await staff('GET', `/api/records/daily-log?youngPerson=${yp.id}&limit=1`)).body.items[0];
    const profile = `/cyp/resident/${yp.id}`;
    const journeys: Record<string, string[]> = {
      'staff.oak@demo.care': [
        '/dashboard',
        '/dashboard/tasks',
        '/dashboard/alerts',
        '/dashboard/signoffs',
        '/cyp/resident',
        `${profile}/profile/personal`,
        `${profile}/profile/chronology`,
        `${profile}/records/daily-log`,
        `${profile}/records/daily-log/new`,
        `${profile}/records/daily-log/${log.id}`,
        `${profile}/records/daily-log/${log.id}/history`,
        `${profile}/reports`,
        '/home',
        '/notifications',
      ],
      'manager.oak@demo.care': ['/dashboard', '/dashboard/signoffs', '/standards-dashboard', '/cyp/archived'],
      'director@demo.care': ['/dashboard', '/standards-dashboard', '/homes', '/users', '/settings'],
      'hr@demo.care': ['/hr/employees'],
      'admin@care-records.app': ['/admin-dashboard', '/users'],
    };
    const wide: string[] = [];
    for (const [email, paths] of Object.entries(journeys)) {
      // one touch context per person, signed in by cookie, resized for each width: a form sign-in and a waited-out
      // quiet network per page made this 52-page walk outlast its time on a busy machine
      const page = await deviceAs(email, PHONE, { byCookie: true });
      for (const viewport of [PHONE, TABLET]) {
        await page.setViewportSize(viewport);
        for (const path of paths) {
          await page.goto(path);
          // ready: the page's heading is there and nothing on it is still loading
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await expect
            .poll(
              () =>
                page
                  .getByRole('status')
                  .filter({ hasText: /^Loading/ })
                  .count(),
              { timeout: 30_000 },
            )
            .toBe(0);
          const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
          if (scrollWidth > viewport.width) wide.push(`${email} ${path} at ${viewport.width}px: ${scrollWidth}px wide`);
        }
      }
      await page.context().close();
    }
    expect(wide).toEqual([]);
  }, 300_000); // some forty pages, each at two widths and for three people: minutes on a loaded machine
});
