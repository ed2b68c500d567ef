// Training in the browser: the manager opens the training matrix (Sam Taylor's first aid expired,
// Alex Morgan's Team Teach due soon), records one course attended by two people on /trainings/edit and sees
// the cells turn in date; a course's page lists who holds it; at phone width (390 × 844) the matrix is a
// per-person list with no sideways scrolling, and the supervisions list says who is overdue.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, dismissBanners, type Harness, login, startHarness } from './harness.ts';

describeBrowser('training', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 300_000); // the demo seed is slow on a busy machine
  afterAll(() => h?.close());

  it('the matrix shows what is expired and due; bulk recording turns two people in date', async () => {
    const page = await h.newPage();
    await page.goto('/login');
    await dismissBanners(page);
    await login(page, 'manager.oak@demo.care');
    await page.goto('/trainings');
    await page.getByRole('heading', { name: 'Training Matrix' }).waitFor();
    const grid = page.getByRole('table');
    await expect.poll(() => grid.getByLabel(/^Sam Taylor, First aid.*: Expired/).count()).toBe(1);
    expect(await grid.getByLabel(/^Alex Morgan, De-escalation.*: Due soon/).count()).toBe(1);
    // the header row and the first column stay in view while the grid scrolls
    expect(
      await page
        .locator('thead th')
        .first()
        .evaluate((el) => getComputedStyle(el).position),
    ).toBe('sticky');
    expect(
      await page
        .locator('tbody th')
        .first()
        .evaluate((el) => getComputedStyle(el).position),
    ).toBe('sticky');

    await page.getByRole('link', { name: 'Record training' }).click();
    await page.waitForURL('**/trainings/edit');
    await page
      .getByLabel('Course', { exact: true })
      .selectOption({ label: 'First aid (paediatric / first aid at work)' });
    await page.getByLabel('Provider (optional)').fill('St John Ambulance');
    await page.getByRole('checkbox', { name: /Sam Taylor/ }).check();
    await page.getByRole('checkbox', { name: /Alex Morgan/ }).check();
    await page.getByRole('button', { name: 'Record training' }).click();
    await expect.poll(() => page.getByRole('status').innerText()).toContain('for 2 people');

    await page.goto('/trainings');
    await expect
      .poll(() =>
        page
          .getByRole('table')
          .getByLabel(/^Sam Taylor, First aid.*: In date/)
          .count(),
      )
      .toBe(1);
    await page
      .getByRole('table')
      .getByRole('link', { name: /^First aid/ })
      .click();
    await page.waitForURL('**/trainings/training?course=*');
    await page.getByRole('heading', { name: /^First aid/ }).waitFor();
    expect(await page.getByRole('row', { name: /Sam Taylor/ }).innerText()).toContain('In date');
  });

  it('at 390 px the matrix is a list per person, nothing scrolls sideways, and supervisions say who is overdue', async () => {
    const page = await h.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await dismissBanners(page);
    await login(page, 'hr@demo.care');
    await page.goto('/trainings');
    const list = page.getByRole('list', { name: 'Training by person' });
    await list.waitFor();
    expect(await page.getByRole('table').isVisible()).toBe(false);
    expect(await list.getByRole('listitem').filter({ hasText: 'Jordan Lee' }).count()).toBeGreaterThan(0);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/hr/supervisions');
    await page.getByRole('heading', { name: 'Who is due' }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('row', { name: /Alex Morgan/ })
          .first()
          .innerText(),
      )
      .toContain('Overdue');
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
