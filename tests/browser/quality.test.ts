// The quality review in the browser: a manager opens the Reg 45 review, sees the period's figures from the records
// (each opening its records) and starts the review, which opens filled in; printed, the report carries the home,
// the period and the figures. A director's quality assurance lists both homes; the Ofsted review of one home lists
// its findings; a director chooses the standards dashboard's charts and the dashboard shows only those. At phone
// width (390 × 844) the quality assurance screen does not scroll sideways; Willow Court's review says Reg 32.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, type Harness, signedInPage, startHarness } from './harness.ts';

describeBrowser('quality assurance', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 300_000);
  afterAll(() => h?.close());

  const signIn = (email: string, width?: number) => signedInPage(h, email, width);

  it('a manager starts the Reg 45 review from the figures of the period, and prints it', async () => {
    const page = await signIn('manager.oak@demo.care');
    await page.goto('/manager-review');
    await page.getByRole('heading', { level: 1, name: 'Reg 45 review' }).waitFor();
    const figures = page.getByTestId('mr-figures');
    await figures.getByText('Incidents with a hold or restraint').waitFor();
    const incidents = figures.getByTestId('figure-incidents');
    const shown = Number((await incidents.getByTestId('figure-value').innerText()).trim());
    await incidents.locator('summary').click();
    expect(await incidents.getByRole('link').count()).toBe(shown);
    await page.getByRole('button', { name: 'Start the review for this period' }).click();
    await page.waitForURL(/\/home\/reg44-visits\/review\/[0-9a-f-]+\/edit$/);
    const id = page.url().split('/').at(-2)!;
    await page.getByRole('heading', { level: 1 }).waitFor();
    const saved = await (await page.request.get(`/api/records/quality-review/${id}`)).json();
    expect(saved.data).toMatchObject({ incidents: shown, periodTo: expect.any(String) });
    expect(saved.data.feedback.map((f: { group: string }) => f.group)).toEqual([
      'Children',
      'Parents and families',
      'Placing authorities',
      'Staff',
    ]);

    await page.goto(`/manager-review?print=${id}`);
    await page.getByRole('button', { name: 'Print the report' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    const heading = page.getByTestId('print-heading');
    await expect.poll(() => heading.innerText()).toContain('Reg 45 review of the quality of care');
    expect(await heading.innerText()).toContain('Oak House');
    expect(await page.getByRole('heading', { name: 'The period in figures' }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await page.goto('/manager-review');
    await page.getByRole('link', { name: 'Print' }).first().waitFor();
  });

  it("a director sees every home's findings and one home's Ofsted review; chooses the dashboard's charts", async () => {
    const page = await signIn('director@demo.care');
    await page.goto('/quality-assurance');
    await page.getByRole('link', { name: 'Willow Court' }).waitFor();
    await page.getByRole('link', { name: 'Oak House' }).click();
    await page.waitForURL(/\/ofsted-review\?home=/);
    const past = page.getByTestId('qa-pastReview');
    await past
      .getByRole('heading')
      .filter({ hasText: /\(\d+\)/ })
      .waitFor();
    // the list may still show every home's for a moment as the one-home view loads (noted in the stop's note)
    await expect.poll(() => past.innerText()).not.toContain('Willow Court');

    await page.goto('/edit/standards-dashboard');
    await page.getByRole('button', { name: 'Save' }).waitFor();
    const boxes = page.getByRole('checkbox');
    const n = await boxes.count();
    for (let i = 0; i < n; i++) await boxes.nth(i).uncheck();
    await page.getByRole('checkbox', { name: /^Incidents/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'shows 1 of' }).waitFor();
    await page.goto('/standards-dashboard');
    await page.getByRole('link', { name: 'Choose charts' }).waitFor();
    await page
      .getByRole('heading', { name: /Incidents/ })
      .first()
      .waitFor();
    expect(await page.getByRole('heading', { name: /^Safeguarding/ }).count()).toBe(0);
  });

  it('at phone width the quality assurance screen fits; a supported accommodation manager reviews under Reg 32', async () => {
    const page = await signIn('manager.willow@demo.care', 390);
    await page.goto('/quality-assurance');
    await page.getByTestId('qa-openRecommendations').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/manager-review');
    await page.getByRole('heading', { level: 1, name: 'Reg 32 review' }).waitFor();
    expect(await page.getByText('Recommendations still open').count()).toBe(0);
  });
});
