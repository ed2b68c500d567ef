// Statutory returns in the browser: a supported accommodation manager starts the annual return from a period
// (status Not started → Draft, 0 of 17 sections), sees the figures the records give, changes one with a reason
// (the records' figure stays beside it), opens the records behind a figure, and prints the return (print media:
// the document's heading with the home and period, the sign-off block, no app frame). A children's home manager
// sees the inspection pre-form and prints the inspection pack with Annex A; the annual return is not offered to
// them. The list works at phone width without sideways scrolling.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, dismissBanners, type Harness, login, startHarness } from './harness.ts';

describeBrowser('statutory returns', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it('the annual return: start, figures from the records, a change with its reason, the records behind, print', async () => {
    const page = await h.newPage();
    await page.goto('/login');
    await dismissBanners(page);
    await login(page, 'manager.willow@demo.care');
    await page.goto('/home');
    await page.getByRole('navigation', { name: 'Home' }).getByRole('link', { name: 'Annual return' }).click();
    await page.waitForURL('**/home/annual-return');
    await expect.poll(() => page.getByTestId('return-status').innerText()).toBe('Not started');
    expect(await page.getByText(/to be confirmed against Ofsted's current form/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/home\/annual-return\/[0-9a-f-]{36}$/);
    const panel = page.getByTestId('figures-panel');
    await expect.poll(() => panel.locator('tr[data-question="q22"]').count()).toBe(1);
    const row = panel.locator('tr[data-question="q22"]');
    const fromRecords = Number((await row.locator('td').first().innerText()).match(/^\d+/)![0]);
    await row.getByRole('button', { name: /Change/ }).click();
    await row.getByLabel('Figure').fill(String(fromRecords + 1));
    await row.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row.getByRole('alert').innerText()).toContain("Say why the records' figure is not right");
    await row.getByLabel('Why the records are not right').fill('One incident was recorded on paper');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row.innerText()).toContain('One incident was recorded on paper');
    expect(await row.innerText()).toContain(`the records said ${fromRecords}`);

    await row.getByRole('link', { name: /See the records/ }).click();
    await page.waitForURL('**/figures/q22');
    await expect.poll(() => page.getByTestId('figure-records').locator('li').count()).toBe(fromRecords);

    await page.goBack();
    await page.getByRole('link', { name: 'Print view' }).click();
    await page.waitForURL('**/print');
    // the record's screen has a 'Figures from the records' heading too: wait for the print view's own document
    await page.getByTestId('print-heading').waitFor({ state: 'attached' });
    await expect.poll(() => page.getByText('Figures from the records').first().isVisible()).toBe(true);
    // on screen the print heading is hidden; in print the app's frame is
    expect(await page.getByTestId('print-heading').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    const heading = page.getByTestId('print-heading');
    expect(await heading.isVisible()).toBe(true);
    const text = await heading.innerText();
    expect(text).toContain('Annual return');
    expect(text).toContain('Home: Willow Court');
    expect(text).toMatch(/Period: \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain("to be confirmed against Ofsted's current form");
    expect(await page.getByTestId('print-signatures').innerText()).toContain('Not yet submitted for sign-off');
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation').first().isVisible()).toBe(false);
    expect(await page.locator('.print-footer').innerText()).toContain('Willow Court');
    const pageRule = await page.evaluate(
      () =>
        [...document.styleSheets]
          .flatMap((s) => [...s.cssRules].map((r) => r.cssText))
          .find((t) => t.includes('counter(pages)')) ?? '',
    );
    expect(pageRule).toContain('counter(page)');
  });

  it("the children's home pre-form prints as the inspection pack with Annex A; the SA forms are not offered", async () => {
    const page = await h.newPage();
    await page.goto('/login');
    await dismissBanners(page);
    await login(page, 'manager.oak@demo.care');
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Home' });
    await expect.poll(() => nav.getByRole('link', { name: 'Inspection pre-form' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Annual return' }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Inspection pre-form' }).click();
    // the demo has one started (seeds/returns.ts): its status is the record's
    await expect.poll(() => page.getByTestId('return-status').innerText()).toBe('Draft');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/home\/inspection-pre-form\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: 'Inspection pack (with Annex A)' }).click();
    await page.waitForURL('**/pack');
    const annex = page.getByTestId('pack-annex-a');
    // Annex A is behind enableAnnexA: the pack says so while it is off, and carries the figures once it is on
    await expect.poll(() => annex.innerText()).toContain('enableAnnexA');
    await h.server!.store.db.query(
      `update organisations set features = features || '{"enableAnnexA": true}'::jsonb where slug = 'demo'`,
    );
    await page.reload();
    await expect.poll(() => annex.innerText()).toContain('Admissions');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('print-heading').innerText()).toContain(
      'Inspection pack: Inspection pre-form and Annex A',
    );
    expect(await page.getByText('37 (SF1). Staff employed now', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByText('37a. Staff employed now, by role').first().isVisible()).toBe(true);
    // the API refuses the SA form here, not only the menu
    await page.goto('/home/annual-return');
    await expect.poll(() => page.getByText(/supported accommodation only/).isVisible()).toBe(true);
  });

  it('at phone width the return list and figures fit without sideways scrolling', async () => {
    const page = await h.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await dismissBanners(page);
    await login(page, 'manager.willow@demo.care');
    await page.goto('/home/quality-standards-review');
    await expect.poll(() => page.getByTestId('return-status').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/home\/quality-standards-review\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('figures-panel').locator('tr[data-question="p3"]').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
