// The duties register in the browser: the demo manager sees Oak House's duties with their sources, an area narrows
// them, a row opens the staff member it is about and a running clock opens its record; the director chooses a home
// (Willow Court: its Reg 32 review, no Reg 44 visit); at phone width one card per duty without sideways scrolling;
// printed, the table with its source column and no navigation.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deadlineScan } from '../../engine/deadlines/sync.ts';
import { describeBrowser, expectAccessible, type Harness, signedInPage, startHarness } from './harness.ts';

const UK_DATE = /\b\d{2}\/\d{2}\/\d{4}\b/;

describeBrowser('the duties register', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 300_000);
  afterAll(() => h?.close());

  it('a manager: duties with sources, an area narrows them, a row opens its person, a clock its record', async () => {
    const page = await signedInPage(h, 'manager.oak@demo.care');
    await page.goto('/dashboard');
    await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Duties register' }).click();
    await page.waitForURL(/\/home\/duties$/);
    await page.getByRole('heading', { level: 1, name: 'Duties register' }).waitFor();
    const table = page.getByRole('region', { name: /Duties register/ });
    const rows = table.getByTestId('register-row');
    await rows.first().waitFor();
    const all = await rows.count();
    expect(all).toBeGreaterThan(20);

    // each row with its source; Reg 44 in a children's home, by the calendar month
    const reg44 = table.locator('[data-duty="reg44-visit"]');
    expect(await reg44.innerText()).toMatch(/reg 44\(1\)/);
    expect(await reg44.innerText()).toContain('once in each calendar month');
    expect(await reg44.innerText()).toMatch(UK_DATE);
    expect(await table.locator('[data-duty="missing-return-interview"]').innerText()).toContain('(unverified)');
    expect(await table.locator('[data-duty^="sa-restraint"]').count()).toBe(0);
    // a record's duties speak of "the child" in a children's home, never of a "{name}" left unfilled
    expect(await table.innerText()).not.toContain('{name}');

    await page.getByLabel('Area', { exact: true }).selectOption('staff');
    await page.waitForURL(/area=staff/);
    // narrowed, and loaded (an empty table while the new area loads is not the answer)
    await expect.poll(async () => ((n) => n > 0 && n < all)(await rows.count())).toBe(true);
    const duties = await rows.evaluateAll((rs) => rs.map((r) => r.getAttribute('data-duty') ?? ''));
    expect(duties.length).toBeGreaterThan(0);
    expect(
      duties.every((d) =>
        /^(supervision|appraisal|probation-|induction|compensatory-rest|night-health-assessment)/.test(d),
      ),
      duties.join(),
    ).toBe(true);
    expect(await page.getByRole('rowgroup').filter({ hasText: 'Staff supervision and appraisal' }).count()).toBe(1);

    const title = table.locator('[data-duty="supervision"]').first().getByRole('link').first();
    const person = (await title.innerText()).replace(/^Supervision due for /, '');
    await title.click();
    // their supervisions, where the one that meets it is recorded
    await page.waitForURL(/\/profile\/[0-9a-f-]+\/performance\/supervisions$/);
    await page.getByRole('main').getByText(person, { exact: true }).first().waitFor();

    // a duty a record started opens that record: the demo's incidents and plans, their clocks opened as the
    // workers' scan opens them
    await deadlineScan(h.server!.store, new Date());
    await page.goto('/home/duties?area=plans&status=attention');
    const clock = page.getByRole('region', { name: /Duties register/ }).getByRole('list', {
      name: 'Records with a clock running',
    });
    const record = clock.first().getByRole('link').first();
    // named by its kind (the demo's clocks in this area: incidents and placement plans), due in UK date and time
    await expect
      .poll(() => record.innerText())
      .toMatch(/^(Incident|Placement plan)( \d+ of \d+)?: due \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await record.click();
    await page.waitForURL(/\/records\/[a-z-]+\/[0-9a-f-]+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText('Page not found').count()).toBe(0);
  });

  it('a director: every home, then one chosen; Willow Court reviews under Reg 32', async () => {
    const page = await signedInPage(h, 'director@demo.care');
    await page.goto('/home/duties?area=visits-and-reviews');
    const table = page.getByRole('region', { name: /Duties register/ });
    await table.getByTestId('register-row').first().waitFor();
    const groups = await table.getByTestId('register-group').locator('th[scope="colgroup"]').allInnerTexts();
    expect(groups.some((g) => g.startsWith('Oak House: Visits and reviews'))).toBe(true);
    expect(groups.some((g) => g.startsWith('Willow Court: Visits and reviews'))).toBe(true);

    const picker = page.getByLabel('Home', { exact: true });
    expect(await picker.locator('option').allInnerTexts()).toEqual(['Every home', 'Oak House', 'Willow Court']);
    await picker.selectOption({ label: 'Willow Court' });
    await page.waitForURL(/home=[0-9a-f-]+/);
    await expect.poll(() => table.locator('[data-duty="reg44-visit"]').count()).toBe(0);
    await table.locator('[data-duty="reg32-review"]').waitFor();
    expect(await table.locator('[data-duty="reg32-review"]').innerText()).toContain('Reg 32');
    await expectAccessible(page, 'duties register');
  });

  it('at phone width one card per duty, no sideways scrolling; printed, the table with its sources', async () => {
    const page = await signedInPage(h, 'manager.oak@demo.care', 390);
    await page.goto('/home/duties');
    const cards = page.getByTestId('register-card');
    await cards.first().waitFor();
    expect(await page.getByRole('region', { name: /Duties register/ }).isVisible()).toBe(false);
    expect(await cards.first().innerText()).toMatch(/Source/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.setViewportSize({ width: 1123, height: 794 }); // A4 landscape at 96 dpi
    await page.emulateMedia({ media: 'print' });
    const table = page.getByRole('region', { name: /Duties register/ });
    await expect.poll(() => table.isVisible()).toBe(true);
    expect(await cards.first().isVisible()).toBe(false);
    expect(await table.getByRole('columnheader', { name: 'Source' }).isVisible()).toBe(true);
    expect(await page.getByTestId('register-print-heading').isVisible()).toBe(true);
    expect(await page.locator('nav[aria-label="Main"]').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print the register' }).isVisible()).toBe(false);
    expect(await page.getByLabel('Area', { exact: true }).isVisible()).toBe(false);
    // every row is on paper, not only those the scrolling box showed
    const box = await table.evaluate((el) => ({ inner: el.scrollHeight, outer: el.clientHeight }));
    expect(box.inner).toBeLessThanOrEqual(box.outer + 1);
  });
});
