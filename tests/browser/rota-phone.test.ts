// The rota on a phone (390 × 844): a manager builds a week with a worker under 18 on a sleep-in (warned by the engine,
// saved with a reason) and a colleague on the early, sees on the staff screen that no one on the early may lead it
// and clears it by marking the colleague as a shift leader; a care worker then finds their shift in the week and can
// read the staff screen but not change it (the engine refuses them too). No page scrolls sideways.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../../engine/auth/password.ts';
import { ukDate } from '../../engine/time/london.ts';
import { demoPeople } from '../helpers/fixtures.ts';
import { apiAs, DEMO_PASSWORD, describeBrowser, type Harness, signedInPage, startHarness } from './harness.ts';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
// a quiet Monday thirty weeks on (the demo rota covers this month; the desktop rota test uses twenty weeks on)
const now = Date.now() + 210 * DAY;
const MONDAY = iso(now - ((new Date(now).getUTCDay() + 6) % 7) * DAY);
const TUESDAY = iso(Date.parse(MONDAY) + DAY);
// SHOTS_DIR: where to keep the journey's screenshots to look at (none are taken without it)
const shoot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
};
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describeBrowser('rota at phone width', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    const people = await demoPeople(h.server!);
    // a worker under 18 at Oak House, and Alex Morgan not (yet) marked as someone who may lead a shift
    const youngId = await h.server!.store.adminTransaction(async (a) =>
      a.createUser(people.orgId, {
        email: 'yasmin.young@demo.care',
        name: 'Yasmin Young',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        role: 'staff',
        homeIds: [people.oak.id],
        areas: { cyp: 'edit' },
      }),
    );
    await h.server!.store.db.query(`update users set date_of_birth = $2 where id = $1`, [
      youngId,
      iso(Date.parse(MONDAY) - 17 * 365 * DAY),
    ]);
    await h.server!.store.db.query(`update staff_rota_facts set shift_leader = false where user_id = $1`, [
      people.user('alex.oak@demo.care').id,
    ]);
  });
  afterAll(() => h?.close());

  it('a manager builds a week with a young worker on a sleep-in, then clears "no one may lead" on the staff screen', async () => {
    const page = await signedInPage(h, 'manager.oak@demo.care', 390);
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
    const closed = () => expect.poll(() => page.getByRole('form', { name: 'Add a shift' }).count()).toBe(0);
    // the young worker's early, then the sleep-in that night: the engine warns of a sleep-in by a worker under 18, and
    // counts it as working time in full, so the 7.5 hours between the two are too little rest for a worker under 18
    await add(MONDAY, 'Yasmin Young', 'Early 07:00–15:00');
    await closed();
    const form = await add(MONDAY, 'Yasmin Young', 'Sleep-in 22:30–07:00');
    const alert = () => form.getByRole('alert').innerText();
    await expect.poll(alert).toContain('A sleep-in by a worker under 18: it is working time in full, and at night.');
    await expect
      .poll(alert)
      .toContain("Only 7.5 hours' rest between shifts; the minimum is 12 hours for a worker under 18.");
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'rota-phone-young-sleep-in-warned');
    await form.getByLabel('Reason to save anyway (kept with the shift)').fill('Shadowing the sleep-in with Alex');
    // overriding a rest warning records when the compensatory rest is taken (regs 21 and 24)
    await form.getByLabel('Rest taken on').fill(TUESDAY);
    await form.getByLabel('Hours of rest').fill('4.5');
    await form.getByRole('button', { name: 'Save anyway' }).click();
    await closed();
    await add(MONDAY, 'Alex Morgan', 'Early 07:00–15:00');
    await closed();
    await add(TUESDAY, 'Sam Taylor', 'Late 14:30–22:30');
    await closed();
    const yasmin = page.getByRole('region', { name: 'Yasmin Young' });
    await expect.poll(() => yasmin.innerText()).toContain('Sleep-in');
    await expect.poll(() => yasmin.innerText()).toContain('Early');
    // the week's warnings keep the young worker's, saved with the manager's reason
    const week = page.getByRole('alert').filter({ hasText: 'Working time and staffing' });
    await expect.poll(() => week.innerText()).toContain('the minimum is 12 hours for a worker under 18');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'rota-phone-week');

    // the staff screen: Monday's early has no one who may lead it; marking Alex as a shift leader clears it
    await page.getByRole('navigation', { name: 'Rota' }).getByRole('link', { name: 'Staff' }).click();
    await page.waitForURL('**/calendar/shifts/staff**');
    await page.getByRole('button', { name: 'Next week' }).waitFor();
    await page.goto(`/calendar/shifts/staff?week=${MONDAY}`);
    const warnings = page.getByRole('alert').filter({ hasText: "This week's staffing warnings" });
    const mondayEarly = `${ukDate(MONDAY)}: Early: no one on shift who may lead it.`;
    await expect.poll(() => warnings.innerText()).toContain(mondayEarly);
    const alex = page.getByRole('listitem', { name: 'Alex Morgan' });
    await expect.poll(() => alex.innerText()).toContain('May lead a shift: No');
    // the demo's opt-out is shown with its signed agreement
    await expect.poll(() => alex.innerText()).toContain('Signed agreement kept');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await alex.getByRole('button', { name: /Change/ }).click();
    const facts = page.getByRole('form', { name: "Alex Morgan's rota facts" });
    await facts.getByLabel('May lead a shift').check();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await facts.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => alex.innerText()).toContain('May lead a shift: Yes');
    await expect.poll(() => page.locator('main').innerText()).not.toContain(mondayEarly);
  });

  it('a care worker finds their shift in the week and reads the staff screen without changing it', async () => {
    const page = await signedInPage(h, 'staff.oak@demo.care', 390);
    await page.goto(`/calendar/shifts/week?week=${MONDAY}`);
    const sam = page.getByRole('region', { name: 'Sam Taylor' });
    await expect.poll(() => sam.innerText()).toContain('Late');
    expect(await page.getByRole('button', { name: 'Add shift' }).count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

    await page.goto(`/calendar/shifts/staff?week=${MONDAY}`);
    const alex = page.getByRole('listitem', { name: 'Alex Morgan' });
    await expect.poll(() => alex.innerText()).toContain('May lead a shift');
    expect(await page.getByRole('button', { name: /Change/ }).count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    // hiding the button is not the control: the engine refuses the change itself
    const asSam = await apiAs(h, 'staff.oak@demo.care');
    const me = (await asSam('GET', '/api/auth/me')).body;
    const refused = await asSam('PUT', `/api/staff/${me.id}/rota-facts`, {
      optedOut48: false,
      nightWorker: false,
      driver: true,
      medicationTrained: true,
      firstAider: true,
      shiftLeader: true,
    });
    expect(refused.status).toBe(403);
  });
});
