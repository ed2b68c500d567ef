// What a new user meets, with the incident follow-up: tried as a person would.
// HR opening Home meets an access-denied notice that says why and what to do (no "Forbidden", no "Try
// again"); "Add a follow-up" on an incident opens with the incident linked; the form editor reaches the
// fields inside an incident's groups, and the versions list and compare say what changed in words.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiAs, describeBrowser, type Harness, signInAt, startHarness } from './harness.ts';

describeBrowser('what a new user meets', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it("HR's Home page says why it is not shown and what to do, with no Try again", async () => {
    const page = await signInAt(h, 'hr@demo.care', '/home');
    const denied = page.getByTestId('access-denied');
    await denied.first().waitFor();
    const text = await denied.first().innerText();
    expect(text).toContain('You do not have access to this');
    expect(text).toContain('You need read access to the "home" or "home logs" area.'); // why: the API's reason
    expect(text).toMatch(/ask your manager or a director/); // what to do
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await page.getByText('Forbidden', { exact: true }).count()).toBe(0);
  });

  it('"Add a follow-up" on an incident opens the follow-up with the incident already linked', async () => {
    const api = await apiAs(h, 'manager.oak@demo.care');
    const incidents = (await api('GET', '/api/records/incident?limit=1')).body as {
      items: { id: string; youngPersonId: string }[];
    };
    expect(incidents.items.length, 'the demo has incidents').toBeGreaterThan(0);
    const incident = incidents.items[0];
    const page = await signInAt(
      h,
      'manager.oak@demo.care',
      `/cyp/resident/${incident.youngPersonId}/records/incident/${incident.id}`,
    );
    await page.getByRole('link', { name: 'Add a follow-up' }).click();
    await page.getByRole('heading', { level: 1, name: 'New follow-up' }).waitFor();
    // the incident is chosen in a picker of the young person's incidents, shown as a person reads it, not its id
    const picker = page.getByRole('combobox', { name: /^Incident\b/ });
    await picker
      .locator('option:checked', { hasText: /^Incident — \d{1,2} \w{3} \d{4}/ })
      .waitFor({ state: 'attached' });
    expect(await picker.inputValue(), 'the prefilled incident is the one chosen').not.toBe('');
    const shown = await picker.locator('option:checked').innerText();
    expect(shown).toMatch(/^Incident — \d{1,2} \w{3} \d{4}(, \d{2}:\d{2})? — \S/);
    expect(shown).not.toContain(incident.id);
    // saved as it opened: the draft links the incident
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/records\/incident-follow-up\/[0-9a-f-]{36}\/edit/);
    const id = /incident-follow-up\/([0-9a-f-]{36})/.exec(page.url())![1];
    expect((await api('GET', `/api/records/incident-follow-up/${id}`)).body.data.incident).toBe(incident.id);
    // the record view reads the link as the incident, linking to it, not as an id
    await page.goto(`/cyp/resident/${incident.youngPersonId}/records/incident-follow-up/${id}`);
    const link = page.getByRole('link', { name: shown });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(
      `/cyp/resident/${incident.youngPersonId}/records/incident/${incident.id}`,
    );
    expect(await page.getByText(incident.id).count()).toBe(0);
  });

  it("the form editor edits a field inside an incident's group, and the versions say what changed in words", async () => {
    const page = await signInAt(h, 'director@demo.care', '/settings/forms/incident');
    await page.getByRole('heading', { level: 1, name: 'Form: Incident' }).waitFor();
    const general = page.getByRole('group', { name: 'Field: General' });
    const where = general.getByRole('group', { name: 'Field: Where exactly' });
    await where.getByRole('button', { name: /^Edit\s*: Where exactly$/ }).click();
    await where.getByLabel('Label').fill('Where it happened');
    await page.getByRole('region', { name: 'Preview' }).getByLabel('Where it happened').waitFor();
    await page.getByRole('button', { name: 'Save as a new version' }).click();
    await page.getByText('Saved as version', { exact: false }).waitFor();

    await page
      .getByRole('button', { name: /^What changed in version \d+$/ })
      .first()
      .click();
    const changes = page.getByRole('list', { name: /^Changes from version \d+$/ });
    await changes.waitFor();
    expect(await changes.innerText()).toContain(
      'General › Where it happened: label: Where exactly → Where it happened',
    );

    await page.getByRole('button', { name: 'Compare' }).click();
    const table = page.getByRole('region', { name: 'Changes between the versions' });
    await table.waitFor();
    const compared = await table.innerText();
    expect(compared).toContain('General › Where it happened: label');
    expect(compared).not.toMatch(/[{}]|schema|properties|Completed/);
  });
});
