// The form editor locks the fields the product reads: on the incident form the Reg 40 fields show a lock and who
// reads them, offer Hide and no Remove, and hiding one saves a version in which the field is still there, hidden.
// At 1366 px and at 390 px (a phone), with no sideways scroll.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiAs, describeBrowser, expectAccessible, type Harness, signIn, startHarness } from './harness.ts';

describeBrowser('protected fields in the form editor', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  for (const width of [1366, 390]) {
    it(`at ${width} px a field the Reg 40 rules read shows its lock and readers, and is hidden, not removed`, async () => {
      const page = await signIn(h, 'director@demo.care');
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/settings/forms/incident');
      await page.getByRole('heading', { level: 1, name: 'Form: Incident' }).waitFor();

      const types = page.getByRole('group', { name: 'Field: Type of incident' });
      await types.getByText('Protected:').waitFor();
      expect(await types.textContent()).toMatch(/read by Reg 40 \/ reg 27 notifications/);
      expect(await types.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
      expect(await types.getByRole('button', { name: /^Hide/ }).count()).toBe(1);
      // the type cannot be changed either: the reason is beside the disabled choice
      await types.getByRole('button', { name: /^Edit/ }).click();
      expect(await types.getByRole('combobox').first().isDisabled()).toBe(true);
      await types.getByRole('button', { name: /^Close/ }).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page, `form editor with protected fields at ${width} px`);

      // a field nobody reads can still be removed
      const location = page.getByRole('group', { name: 'Field: Location', exact: true });
      expect(await location.getByRole('button', { name: /^Remove/ }).count()).toBe(1);
      expect(await location.getByText('Protected:').count()).toBe(0);

      if (width !== 390) return;
      const police = page.getByRole('group', { name: 'Field: A serious incident involving the police' });
      await police.getByRole('button', { name: /^Hide/ }).click();
      await police.getByText('· Hidden', { exact: false }).waitFor();
      expect(await police.getByRole('button', { name: /^Show/ }).count()).toBe(1);
      await page.getByLabel('What changed (optional)').fill('Police question no longer asked');
      await page.getByRole('button', { name: 'Save as a new version' }).click();
      await page.getByText(/Saved as version \d+\./).waitFor();

      const api = await apiAs(h, 'director@demo.care');
      const def = (await api('GET', '/api/definitions/incident')).body as {
        ui: { general: { policeSerious: unknown } };
        schema: { properties: { general: { properties: { policeSerious: { type: string } } } } };
      };
      expect(def.ui.general.policeSerious).toEqual({ 'ui:widget': 'hidden' });
      expect(def.schema.properties.general.properties.policeSerious.type).toBe('boolean');
    });
  }
});
