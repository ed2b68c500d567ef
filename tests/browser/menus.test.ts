// Every demo role's menu, as the web app draws it: each item opens without a refusal, and on the way no
// page writes a console error or gets a 4xx/5xx from the API. The links are read from the rendered sidebar
// (the same list the phone menu shows), so a link added for a role that cannot open it fails here.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, dismissBanners, type Harness, login, startHarness } from './harness.ts';

// The demo's logins (seeds/demo.ts) and the product administrator (PRODUCT_ADMIN_EMAIL's default).
// One login per role (the demo has no young person's own login); Willow is the other home type.
const PEOPLE = [
  'director@demo.care',
  'manager.oak@demo.care',
  'hr@demo.care',
  'staff.oak@demo.care',
  'staff.willow@demo.care',
  'admin@care-records.app',
];

/** What went wrong on the page: console errors, uncaught errors, and API answers of 400 and above. */
function watch(page: Page) {
  const noise: string[] = [];
  let inFlight = 0;
  page.on('request', () => {
    inFlight++;
  });
  page.on('requestfinished', () => {
    inFlight--;
  });
  page.on('requestfailed', () => {
    inFlight--;
  });
  page.on('console', (m) => {
    if (m.type() === 'error') noise.push(`console: ${m.text()} (${page.url()})`);
  });
  page.on('pageerror', (e) => noise.push(`page error: ${e.message} (${page.url()})`));
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && r.status() >= 400)
      noise.push(`${r.status()} ${r.request().method()} ${url.pathname}${url.search} (on ${page.url()})`);
  });
  /** Until no request has been open for two looks in a row (a page's data, then what that data asks for). */
  const settled = async () => {
    for (let quiet = 0; quiet < 2;) {
      await page.waitForTimeout(150);
      quiet = inFlight === 0 ? quiet + 1 : 0;
    }
  };
  return { noise, settled };
}

describeBrowser("every role's menu opens", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  for (const email of PEOPLE) {
    it(`${email}: each sidebar item opens without a refusal, a console error or a failed API call`, async () => {
      const page = await h.newPage();
      const { noise, settled } = watch(page); // from the login page on
      await page.goto('/login');
      await dismissBanners(page);
      await login(page, email);
      await settled();
      const menu = page.locator('nav[aria-label="Main"] #sidebar-nav');
      await menu.locator('a').first().waitFor();
      await settled();
      const links = await menu.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(links.length, 'the menu has items').toBeGreaterThan(3);
      const refused: string[] = [];
      for (const href of links) {
        // as a person goes: a click in the menu (the app's own navigation, no reload)
        await menu.locator(`a[href="${href}"]`).click();
        await page.waitForURL((u) => u.pathname.startsWith(href.split('?')[0]));
        await settled();
        const shown = await page
          .locator('main h1')
          .first()
          .waitFor({ timeout: 10_000 })
          .then(
            () => true,
            () => false,
          );
        if (!shown) {
          refused.push(`${href}: no page heading`);
          continue;
        }
        const denied = await page.getByTestId('access-denied').count();
        const text = await page.locator('main').innerText();
        if (denied || /You need \w+ access/.test(text))
          refused.push(`${href}: ${text.slice(0, 200).replace(/\s+/g, ' ')}`);
      }
      expect(refused, `${email} is offered pages that refuse them`).toEqual([]);
      // allowed: the sign-in page asking who is signed in (nobody yet: 401) before the person signs in
      const allowed = (n: string) =>
        n.endsWith('/login)') &&
        (n.startsWith('401 GET /api/auth/me ') ||
          n.startsWith('console: Failed to load resource: the server responded with a status of 401'));
      expect(
        noise.filter((n) => !allowed(n)),
        `${email}: console errors or failed API calls`,
      ).toEqual([]);
    });
  }
});
