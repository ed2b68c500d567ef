// The MAR and the petty-cash ledger, at phone and desktop widths: every button and link in the page's main
// area has an accessible name that starts with the words it shows (WCAG 2.5.3 label in name: "Overdue…", not
// "Record … (Overdue)"), and is at least 24 × 24 px (WCAG 2.5.8: "Receipt", "Reverse").
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiAs, DEMO_PASSWORD, describeBrowser, type Harness, signedInPage, startHarness } from './harness.ts';

/** London wall-clock "HH:MM" and day of an instant. */
const london = (d: Date) => ({
  time: d.toLocaleTimeString('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }),
  day: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d),
});

/** Each visible control in <main> whose name does not start with its text, or that is smaller than 24 × 24. */
async function faults(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const out: string[] = [];
    const textOf = (el: Element) => ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    for (const el of main.querySelectorAll<HTMLElement>('a[href], button, summary, [role=button], [role=link]')) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (
        r.width === 0 ||
        r.height === 0 ||
        style.visibility === 'hidden' ||
        el.closest('[aria-hidden=true], .sr-only')
      )
        continue;
      const shown = textOf(el);
      const labelledBy = el.getAttribute('aria-labelledby');
      const name = (
        el.getAttribute('aria-label') ??
        (labelledBy
          ? labelledBy
              .split(/\s+/)
              .map((id) => textOf(document.getElementById(id)!))
              .join(' ')
          : shown)
      )
        .replace(/\s+/g, ' ')
        .trim();
      if (shown && !name.toLowerCase().startsWith(shown.toLowerCase()))
        out.push(`name "${name}" does not start with "${shown}"`);
      // 24 px with the 0.5 px a layout may round away
      if (r.width < 23.5 || r.height < 23.5)
        out.push(`"${name || shown}" is ${Math.round(r.width)} × ${Math.round(r.height)} px`);
    }
    return out;
  });
}

describeBrowser('MAR and ledger controls: names and touch targets', () => {
  // the MAR chart, its day's details and the petty-cash ledger
  let h: Harness;
  let jayden = '';
  let oak = '';

  beforeAll(async () => {
    h = await startHarness();
    const manager = await apiAs(h, 'manager.oak@demo.care');
    const yps = (await manager('GET', '/api/young-people')).body as { id: string; firstName: string; homeId: string }[];
    const j = yps.find((y) => y.firstName === 'Jayden')!;
    jayden = j.id;
    oak = j.homeId;
    // a dose due a few minutes ago (a "Due now"/"Overdue" cell to record) and an entry with a receipt to reverse
    const due = london(new Date(Date.now() - 70 * 60_000));
    const med = await manager('POST', '/api/records/medication', {
      youngPersonId: jayden,
      data: {
        name: 'Loratadine 10 mg tablets',
        form: 'tablet',
        strength: '10 mg',
        dose: '1 tablet',
        doseQuantity: 1,
        stockUnit: 'tablet',
        route: 'oral',
        regularity: 'regular',
        times: [due.time],
        start: due.day,
      },
    });
    expect(med.status).toBe(201);
    // checked against the label by a second member of staff, so it is on the MAR (decision 0730)
    const staff = await apiAs(h, 'staff.oak@demo.care');
    const checked = await staff('POST', `/api/young-people/${jayden}/medication/${med.body.id}/transcription-check`, {
      version: med.body.version,
      against: 'label',
      password: DEMO_PASSWORD,
    });
    expect(checked.status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  for (const width of [390, 1366]) {
    it(`the MAR as staff at ${width} px`, async () => {
      const page = await signedInPage(h, 'staff.oak@demo.care', width);
      await page.goto(`/cyp/resident/${jayden}/profile/health/mar`);
      await page.getByTestId('mar-grid').waitFor();
      const cell = page
        .getByTestId('mar-grid')
        .getByRole('button', { name: /: record Loratadine 10 mg tablets due/ })
        .first();
      await cell.waitFor();
      // the button shows its status, and its name starts with it
      const shown = (await cell.innerText()).trim();
      expect(['Due now', 'Overdue']).toContain(shown);
      expect(await cell.getAttribute('aria-label')).toMatch(new RegExp(`^${shown}: record Loratadine`));
      expect(await faults(page)).toEqual([]);
      // the day's details, opened from the chart
      await page.goto(`/cyp/resident/${jayden}/profile/health/mar/details`);
      await page.getByRole('button', { name: 'Day before' }).waitFor();
      expect(await faults(page)).toEqual([]);
    });

    it(`the ledger as the manager at ${width} px`, async () => {
      const page = await signedInPage(h, 'manager.oak@demo.care', width);
      const made = await page.evaluate(
        async ({ homeId, day }) => {
          const form = new FormData();
          form.append('homeId', homeId);
          form.append(
            'file',
            new Blob(['%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'], {
              type: 'application/pdf',
            }),
            'receipt.pdf',
          );
          const up = await (await fetch('/api/accounts/receipts', { method: 'POST', body: form })).json();
          const res = await fetch('/api/accounts/entries', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              homeId,
              entryDate: day,
              direction: 'out',
              amountPence: 450,
              category: 'food',
              description: 'Bread and milk',
              receiptDocumentId: up.id,
            }),
          });
          return res.status;
        },
        { homeId: oak, day: london(new Date()).day },
      );
      expect(made).toBe(201);
      await page.goto(`/accounts/logs?home=${oak}`);
      const receipt = page.getByRole('link', { name: /^Receipt: Bread and milk/ }).first();
      await receipt.waitFor();
      await page
        .getByRole('button', { name: /^Reverse: Bread and milk/ })
        .first()
        .waitFor();
      expect(await faults(page)).toEqual([]);
    });
  }
});
