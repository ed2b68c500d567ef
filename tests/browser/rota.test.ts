// The rota in the browser: a manager builds a week from the home's patterns, is shown the engine's
// working-time warning and saves with a reason and the compensatory rest, copies the week onto the next with a
// paste mode (warned again, pasted with a reason), and at phone width (390 × 844) the week is a day-by-day list per
// person with no sideways scroll.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, type Harness, signIn, startHarness } from './harness.ts';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
// a quiet Monday twenty weeks on (the demo rota covers this month)
const now = Date.now() + 140 * DAY;
const MONDAY = iso(now - ((new Date(now).getUTCDay() + 6) % 7) * DAY);
const TUESDAY = iso(Date.parse(MONDAY) + DAY);
const NEXT = iso(Date.parse(MONDAY) + 7 * DAY);
const THURSDAY = iso(Date.parse(MONDAY) + 3 * DAY);

describeBrowser('rota', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it('builds a week from patterns, sees a working-time warning and overrides it with a reason, then pastes the week', async () => {
    const page = await signIn(h, 'manager.oak@demo.care');
    await page.getByRole('link', { name: 'Rota' }).first().click();
    await page.waitForURL('**/calendar/rota');
    await page.goto(`/calendar/shifts/week?week=${MONDAY}`);
    const add = async (date: string, who: string, pattern: string) => {
      await page.getByRole('button', { name: 'Add shift' }).click();
      const form = page.getByRole('form', { name: 'Add a shift' });
      await form.getByLabel('Date').fill(date);
      await form.getByLabel('Member of staff').selectOption({ label: who });
      await form.getByLabel('Pattern').selectOption({ label: pattern });
      await form.getByRole('button', { name: 'Save shift' }).click();
      return form;
    };
    await add(MONDAY, 'Sam Taylor', 'Early 07:00–15:00');
    await expect.poll(() => page.getByRole('form', { name: 'Add a shift' }).count()).toBe(0);
    await add(MONDAY, 'Alex Morgan', 'Late 14:30–22:30');
    await expect.poll(() => page.getByRole('form', { name: 'Add a shift' }).count()).toBe(0);
    const grid = page.getByRole('region', { name: 'Rota grid' });
    await expect.poll(() => grid.innerText()).toContain('Late');
    // an early the morning after a late: the engine says why, and the manager saves with a reason
    const form = await add(TUESDAY, 'Alex Morgan', 'Early 07:00–15:00');
    const warning = form.getByRole('alert');
    await expect
      .poll(() => warning.innerText())
      .toContain("Only 8.5 hours' rest between shifts; the minimum is 11 hours.");
    await form
      .getByLabel('Reason to save anyway (kept with the shift)')
      .fill('Covering sickness; compensatory rest on Thursday');
    // a rest warning: the engine asks when the equivalent rest is taken (regs 21 and 24) before it may be saved
    expect(await form.getByRole('button', { name: 'Save anyway' }).isDisabled()).toBe(true);
    await form.getByLabel('Rest taken on').fill(THURSDAY);
    await form.getByLabel('Hours of rest').fill('2.5');
    await form.getByRole('button', { name: 'Save anyway' }).click();
    await expect.poll(() => page.getByRole('form', { name: 'Add a shift' }).count()).toBe(0);
    await expect.poll(() => grid.locator('a[title^="Saved despite warnings"]').count()).toBe(1);

    // copy the week onto the next, keeping any clashing shifts: the same rest breach comes back, pasted with a reason
    await page.goto(`/calendar/shifts/week?week=${NEXT}`);
    await page.getByText('Copy a week onto this week').click();
    await page.getByLabel('Copy the week of').fill(MONDAY);
    await page.getByLabel("Don't overwrite clashing shifts").check();
    await page.getByRole('button', { name: 'Paste', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'The pasted week would break these rules' }).innerText())
      .toContain('Alex Morgan');
    await page.getByLabel('Reason to paste anyway').fill('Same cover as last week');
    await page.getByLabel('Rest taken on').fill(iso(Date.parse(NEXT) + 3 * DAY));
    await page.getByLabel('Hours of rest').fill('2.5');
    await page.getByRole('button', { name: 'Paste anyway' }).click();
    await expect
      .poll(() => page.getByRole('status').innerText())
      .toContain('Pasted: 3 added, 0 replaced, 0 kept as they were.');
    await expect
      .poll(() => page.getByRole('region', { name: 'Rota grid' }).locator('a[title^="Saved despite warnings"]').count())
      .toBeGreaterThan(0);
  });

  it('at 390 px the week is a list per person, without sideways scrolling', async () => {
    const page = await signIn(h, 'manager.oak@demo.care');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/calendar/shifts/week?week=${MONDAY}`);
    const alex = page.getByRole('region', { name: 'Alex Morgan' });
    await expect.poll(() => alex.innerText()).toContain('Early');
    expect(await page.getByRole('region', { name: 'Rota grid' }).isVisible()).toBe(false);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
