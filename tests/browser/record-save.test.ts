// Saving a record says what the kind's workflow does, for one kind of each workflow (engine/workflow/kinds),
// as a care worker on a phone (390 px): a kind without a workflow ('none', a hobby) is saved — one "Save"
// button, no submit request the workflow would refuse, and the saved record's page follows; a 'simple' kind
// (a reward) is submitted and completed; a 'signoff' kind (a daily log) is submitted for sign-off.
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiAs, choosePerson, describeBrowser, type Harness, signedInPage, startHarness } from './harness.ts';

const UUID = '[0-9a-f-]{36}';
const RUN = Date.now();
const STAFF = 'staff.oak@demo.care';

describeBrowser('saving a record, per workflow', () => {
  let h: Harness;
  let jayden = '';

  beforeAll(async () => {
    h = await startHarness();
    const people = (await (await apiAs(h, STAFF))('GET', '/api/young-people?archived=false')).body as {
      id: string;
      firstName: string;
    }[];
    jayden = people.find((p) => p.firstName === 'Jayden')!.id;
    expect(jayden, 'the demo seed has Jayden Carter in Oak House').toBeTruthy();
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  /** Every record API answer the page gets that is a refusal (4xx/5xx). */
  function refusals(page: Page): string[] {
    const seen: string[] = [];
    page.on('response', (r: Response) => {
      if (r.url().includes('/api/records/') && r.status() >= 400)
        seen.push(`${r.request().method()} ${r.url()} ${r.status()}`);
    });
    return seen;
  }

  it("a kind without a workflow ('none'): Save, then the saved record's page, no refused submit", async () => {
    const page = await signedInPage(h, STAFF, 390);
    const refused = refusals(page);
    await page.goto(`/cyp/resident/${jayden}/records/hobby/new`);
    await page.getByRole('heading', { level: 1, name: 'New hobby' }).waitFor();
    const name = `Climbing wall (${RUN})`;
    await page.getByLabel('Hobby or interest').fill(name);
    await page.getByLabel('Category').selectOption({ label: 'Sport and fitness' });
    await page.getByLabel(/^Started/).fill('2026-10-05');

    // One button that saves; nothing called a draft or a submit.
    expect(await page.getByRole('button', { name: /Submit/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save draft' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await page.waitForURL((url) => new RegExp(`/records/hobby/${UUID}$`).test(url.pathname));
    await page.getByText('Saved. Status: Completed, All Signed Off').waitFor();
    expect(await page.getByRole('main').textContent()).toContain(name);
    expect(await page.getByText('Not saved').count()).toBe(0);
    expect(refused).toEqual([]);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const saved = (await (await apiAs(h, STAFF))('GET', `/api/records/hobby/${id}`)).body;
    expect(saved).toMatchObject({ status: 'complete', data: { name, category: 'sport' } });
  });

  it("a 'simple' kind: Submit completes it", async () => {
    const page = await signedInPage(h, STAFF, 390);
    const refused = refusals(page);
    await page.goto(`/cyp/resident/${jayden}/records/reward/new`);
    await page.getByRole('heading', { level: 1, name: 'New reward' }).waitFor();
    await page.getByLabel('Date').fill('2026-11-03');
    await page.getByLabel('What the child did well').fill('Helped cook tea for everyone.');
    await page.getByLabel('Kind of reward').selectOption({ label: 'Praise or recognition' });
    await page.getByLabel('Reward given').fill(`Told the whole house at tea (${RUN})`);
    await choosePerson(page.getByLabel('Given by'), 'Sam Taylor');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL((url) => new RegExp(`/records/reward/${UUID}$`).test(url.pathname));
    await page.getByText('Submitted. Status: Completed, All Signed Off').waitFor();
    expect(refused).toEqual([]);
  });

  it("a 'signoff' kind: Submit for sign-off sends it to the manager", async () => {
    const page = await signedInPage(h, STAFF, 390);
    const refused = refusals(page);
    await page.goto(`/cyp/resident/${jayden}/records/daily-log/new`);
    await page.getByRole('heading', { level: 1, name: 'New daily log' }).waitFor();
    await page.getByLabel('Date').fill('2025-02-11');
    await page.getByLabel('Shift').selectOption({ label: 'Late' });
    await page.getByLabel('How the child presented').selectOption({ label: 'Settled' });
    await page.getByRole('checkbox', { name: /Sam Taylor/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Activities').fill(`Board games after school (${RUN}).`);
    expect(await page.getByRole('button', { name: 'Save draft' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Submit for sign-off' }).click();
    await page.waitForURL((url) => new RegExp(`/records/daily-log/${UUID}$`).test(url.pathname));
    await page.getByText('Submitted. Status: Completed, Pending Sign-offs').waitFor();
    expect(refused).toEqual([]);
  });
});
