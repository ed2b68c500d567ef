// Printing: a young person's summary export prints the records alone (no cookie or privacy banner, no
// navigation, no buttons) and densely enough to file: the page count is bounded by the records in it.
// A phone's first screen after the first sign-in: a one-row header and one compact banner, the rest content.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiAs, describeBrowser, type Harness, login, startHarness } from './harness.ts';

const MANAGER = 'manager.oak@demo.care';

/** Pages in a PDF: each page object says "/Type /Page" ("/Type /Pages" is the tree above them). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

describeBrowser("printing, and a phone's first screen", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 300_000);
  afterAll(async () => {
    await h?.close();
  });

  it("a young person's summary prints without the banners, at most about a page per record", async () => {
    const api = await apiAs(h, MANAGER);
    const me = (await api('GET', '/api/auth/me')).body as { homes: { id: string; name: string }[] };
    const oak = me.homes.find((x) => x.name === 'Oak House')!;
    const people = (await api('GET', `/api/young-people?home=${oak.id}&archived=false`)).body as { id: string }[];
    // the young person with the most records, so the bound is tested on a real document
    const sized = await Promise.all(
      people.map(async (p) => ({
        id: p.id,
        records: ((await api('GET', `/api/young-people/${p.id}/summary`)).body.records as { kind: string }[]).filter(
          (r) => r.kind !== 'summary-export',
        ).length,
      })),
    );
    const yp = sized.sort((a, b) => b.records - a.records)[0];
    expect(yp.records, 'the demo young person has records to print').toBeGreaterThan(5);

    // first sign-in: the banners are showing, as they were when the summary printed them on page 1
    const page = await h.newPage();
    await page.goto('/login');
    await login(page, MANAGER);
    await page.goto(`/cyp/resident/${yp.id}/reports/summary-exports/view`);
    await page.getByRole('heading', { name: /^Summary of records:/ }).waitFor();
    const banner = page.getByText('We use only essential cookies');
    expect(await banner.isVisible(), 'the banner is on screen before printing').toBe(true);

    await page.emulateMedia({ media: 'print' });
    expect(await banner.isVisible(), 'the banner is not printed').toBe(false);
    expect(await page.getByText('privacy notice', { exact: false }).first().isVisible()).toBe(false);
    for (const role of ['navigation', 'banner'] as const) {
      for (const el of await page.getByRole(role).all())
        expect(await el.isVisible(), `no ${role} in print`).toBe(false);
    }
    expect(await page.getByRole('button', { name: 'Print' }).isVisible(), 'no buttons in print').toBe(false);
    expect(await page.getByRole('heading', { name: /^Summary of records:/ }).isVisible()).toBe(true);

    const pages = pdfPages(await page.pdf({ format: 'A4', printBackground: false }));
    console.log(`summary export: ${yp.records} records printed on ${pages} A4 pages`);
    expect(pages).toBeGreaterThan(0);
    // 45 pages for 14 records before: one record a page at most, and two for the heading and a long plan
    expect(pages, 'dense enough to file').toBeLessThanOrEqual(yp.records + 2);
  });

  it('at 390 x 844 the first screen after the first sign-in is mostly content: a one-row header, one banner', async () => {
    const page = await h.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await login(page, 'staff.oak@demo.care');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const banners = page.getByRole('region', { name: 'Cookies and privacy' });
    expect(await banners.count(), 'the cookie and privacy notices are one banner').toBe(1);
    const header = (await page.getByRole('banner').boundingBox())!;
    const banner = (await banners.boundingBox())!;
    const viewport = page.viewportSize()!;
    console.log(`at 390 px: header ${header.height} px, banner ${banner.height} px of ${viewport.height}`);
    expect(header.height, 'the header is one row').toBeLessThanOrEqual(64);
    expect(header.height + banner.height, 'header and banner leave at least 60% for the page').toBeLessThanOrEqual(
      viewport.height * 0.4,
    );
    // what left the header is in the Menu: the home, search and help
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('searchbox', { name: 'Search young people, staff and records' }).waitFor();
    expect(await menu.getByRole('link', { name: /^Help/ }).isVisible()).toBe(true);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    // answered once, the banner stays gone
    await banners.getByRole('button', { name: /^OK/ }).click();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('region', { name: 'Cookies and privacy' }).count()).toBe(0);
  });
});
