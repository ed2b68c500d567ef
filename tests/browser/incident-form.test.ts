// A new incident as a care worker on a phone (390 px): nothing is ticked that they did not tick ("Staff
// present" starts empty — no phantom "Person not in this home"), the pickers offer the right people (staff of
// the home, never the director or HR manager who are not on its rota; "Other young people involved" never the
// incident's own young person), and every multi-choice is a list of checkboxes, not a Ctrl-click listbox.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiAs, describeBrowser, type Harness, signedInPage, startHarness } from './harness.ts';

const STAFF = 'staff.oak@demo.care';

describeBrowser('a new incident: no phantom entries, the right people', () => {
  let h: Harness;
  let jayden = { id: '', name: '' };

  beforeAll(async () => {
    h = await startHarness();
    const people = (await (await apiAs(h, STAFF))('GET', '/api/young-people?archived=false')).body as {
      id: string;
      firstName: string;
      lastName: string;
      preferredName: string | null;
    }[];
    const j = people.find((p) => p.firstName === 'Jayden')!;
    jayden = { id: j.id, name: `${j.preferredName ?? j.firstName} ${j.lastName}` };
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it('starts with nothing chosen, offers the right people, and has no native multi-select', async () => {
    const page = await signedInPage(h, STAFF, 390);
    await page.goto(`/cyp/resident/${jayden.id}/records/incident/new`);
    await page.getByRole('heading', { level: 1, name: 'New incident' }).waitFor();
    const staffPresent = page.getByRole('group', { name: /^Staff present/ });
    await staffPresent.getByRole('checkbox').first().waitFor();

    // nothing ticked anywhere on the first step, and no "Person not in this home"
    expect(await page.locator('input[type=checkbox]:checked').count()).toBe(0);
    expect(await page.getByText('Person not in this home').count()).toBe(0);

    // the home's care staff, not the director or the HR manager (not on Oak House's rota)
    const staffNames = await staffPresent
      .getByRole('checkbox')
      .evaluateAll((els) => els.map((e) => e.closest('label')?.textContent ?? ''));
    expect(staffNames.join('\n')).toContain('Sam Taylor');
    expect(staffNames.join('\n')).not.toContain('Dana Whitfield');
    expect(staffNames.join('\n')).not.toContain('Helen Brooks');

    // the other children of Oak House (a children's home says "children"), never Jayden himself
    const others = page.getByRole('group', { name: /^Other children involved/ });
    await others.getByRole('checkbox').first().waitFor();
    const otherNames = await others
      .getByRole('checkbox')
      .evaluateAll((els) => els.map((e) => e.closest('label')?.textContent ?? ''));
    expect(otherNames.length).toBeGreaterThan(0);
    expect(otherNames.join('\n')).not.toContain(jayden.name);

    // the type of incident is ticked, not Ctrl-clicked: no <select multiple> on the form
    expect(await page.locator('select[multiple]').count()).toBe(0);
    const types = page.getByRole('group', { name: /^Type of incident/ });
    const first = types.getByRole('checkbox').first();
    await first.click();
    expect(await first.isChecked()).toBe(true);
    // each choice is a touch target of at least 24 px high (the whole row is its label)
    const box = await first.evaluate((el) => el.closest('label')!.getBoundingClientRect().height);
    expect(box).toBeGreaterThanOrEqual(24);
  });

  it('a wrong entry in a list is named by the field as the person sees it, never "Entry n"', async () => {
    const page = await signedInPage(h, STAFF, 390);
    await page.goto(`/cyp/resident/${jayden.id}/records/incident/new`);
    await page.getByRole('heading', { level: 1, name: 'New incident' }).waitFor();
    await page
      .getByRole('group', { name: /^Staff present/ })
      .getByRole('checkbox')
      .first()
      .waitFor();
    await page.getByRole('button', { name: /^Submit/ }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'The record is not complete yet' });
    await summary.waitFor();
    const text = (await summary.textContent()) ?? '';
    expect(text).toContain('Staff present');
    expect(text).not.toMatch(/Entry \d/);
    expect(text).not.toMatch(/Enter a valid value/);
  });
});
