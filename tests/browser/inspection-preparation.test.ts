// A children's home manager preparing for an inspection, at desktop (1366) and tablet (768) widths: the duties
// register narrowed to the premises (gas safety, fire alarm servicing … each with its source and a UK date), the
// premises safety register, Annex A's lists (children with their contacts, the staff list, notifications made beside
// those owed, the wording caveat), then the inspection pre-form's figures (each saying how it was counted, the staff
// behind a staff figure) and the inspection pack printed with Annex A. No page scrolls sideways.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, type Harness, signedInPage, startHarness } from './harness.ts';

const UK_DATE = /\b\d{2}\/\d{2}\/\d{4}\b/;

describeBrowser('a manager preparing for an inspection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await h.server!.store.db.query(
      `update organisations set features = features || '{"enableAnnexA": true}'::jsonb where slug = 'demo'`,
    );
  }, 300_000);
  afterAll(() => h?.close());

  for (const width of [1366, 768]) {
    it(`duties register, premises register, Annex A lists and the printed pack at ${width} px`, async () => {
      const page = await signedInPage(h, 'manager.oak@demo.care');
      await page.setViewportSize({ width, height: 900 });
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

      // the duties register, narrowed to the premises
      await page.goto('/home/duties');
      await page.getByRole('heading', { level: 1, name: 'Duties register' }).waitFor();
      await page.getByLabel('Area', { exact: true }).selectOption('premises');
      await page.waitForURL(/area=premises/);
      const table = page.getByRole('region', { name: /Duties register/ });
      const gas = table.locator('[data-duty="premises-gas-safety"]');
      await gas.first().waitFor();
      expect(await gas.first().innerText()).toMatch(/Gas Safety \(Installation and Use\) Regulations 1998/);
      expect(await table.locator('[data-duty="premises-fire-alarm-service"]').count()).toBeGreaterThan(0);
      expect(await table.innerText()).toMatch(UK_DATE);
      expect(await fits()).toBe(true);

      // the premises safety register
      await page.goto('/home');
      await page.getByRole('navigation', { name: 'Home' }).getByRole('link', { name: 'Premises safety' }).click();
      await page.waitForURL('**/home/records/premises-safety');
      await page.getByRole('heading', { level: 1, name: /Premises safety/ }).waitFor();
      await expect.poll(() => page.getByRole('main').innerText()).toMatch(/Gas safety|Fire alarm|Electrical/);
      expect(await fits()).toBe(true);

      // Annex A as lists
      await page.goto('/home/ofsted/annex-a');
      await page.getByRole('heading', { level: 2, name: 'Children: contacts for inspectors' }).waitFor();
      const main = page.getByRole('main');
      expect(await page.getByTestId('wording-note').innerText()).toContain("checked against Ofsted's current Annex A");
      const figures = await main.locator('table').first().innerText();
      expect(figures).toContain('Notifications made to Ofsted (reg 40)');
      expect(figures).toContain('Events owed a notification to Ofsted');
      // return home interviews counted from the missing episodes, in total and per child, not typed
      expect(figures).toContain('Return home interviews offered: missing episodes whose record has "Offered at"');
      const perChild = page.getByRole('region', { name: 'Children', exact: true });
      expect(await perChild.locator('thead').innerText()).toContain('Return home interviews offered / held');
      const contacts = await page.getByRole('region', { name: 'Children: contacts for inspectors' }).innerText();
      expect(contacts).toMatch(/Social worker/);
      expect(contacts).toMatch(/IRO/);
      const staff = await page.getByRole('region', { name: 'Staff' }).innerText();
      expect(staff).toMatch(/DBS/);
      expect(staff).toMatch(/Supervision/);
      expect(staff).toMatch(/Qualifications/);
      expect(await fits()).toBe(true);

      // the pre-form: every figure says how it was counted; the staff behind a staff figure are named
      await page.goto('/home/inspection-pre-form');
      await page.getByTestId('return-status').waitFor();
      await page.getByRole('button', { name: 'Start' }).click();
      await page.waitForURL(/\/home\/inspection-pre-form\/[0-9a-f-]{36}$/);
      const panel = page.getByTestId('figures-panel');
      const made = panel.locator('tr[data-question="q31"]');
      await made.waitFor();
      expect(await made.innerText()).toContain('Counted: Events notified to Ofsted');
      expect(await panel.locator('tr[data-question="q31o"]').innerText()).toContain('Counted: Events the records say');
      expect(await page.getByTestId('wording-note').innerText()).toContain("Ofsted's current form");
      const inPost = panel.locator('tr[data-question="q37n"]');
      const count = Number((await inPost.locator('td').first().innerText()).match(/^\d+/)![0]);
      expect(count).toBeGreaterThan(0);
      await inPost.getByRole('link', { name: /See the records/ }).click();
      await page.waitForURL('**/figures/q37n');
      await expect.poll(() => page.getByTestId('figure-records').locator('li').count()).toBe(count);
      expect(await page.getByTestId('figure-records').locator('a').first().getAttribute('href')).toMatch(
        /^\/profile\//,
      );
      expect(await fits()).toBe(true);

      // the inspection pack, printed with Annex A
      await page.goBack();
      await page.getByRole('link', { name: 'Inspection pack (with Annex A)' }).click();
      await page.waitForURL('**/pack');
      const annex = page.getByTestId('pack-annex-a');
      await expect.poll(() => annex.innerText()).toContain('Children: contacts for inspectors');
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByTestId('print-heading').innerText()).toContain(
        'Inspection pack: Inspection pre-form and Annex A',
      );
      expect(await page.getByTestId('print-heading').innerText()).toMatch(UK_DATE);
      expect(await annex.innerText()).toContain('Notifications made to Ofsted (reg 40)');
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      await page.screenshot({ path: `/tmp/inspection-pack-${width}.png`, fullPage: false });
      await page.emulateMedia({ media: 'screen' });
    });
  }
});
