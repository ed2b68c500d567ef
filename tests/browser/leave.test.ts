// Leave in the browser: a member of staff asks for leave; the manager opens it from Home leave, sees
// the clashes and the balance, and approves; the person sees it approved and their balance booked. At phone
// width (390 × 844) the staff member asks for overtime, and the leave, overtime, calendar and gross pay
// screens have no sideways scrolling.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, expectAccessible, type Harness, signIn, signInAt, startHarness } from './harness.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** A Monday about three months ahead: clear of the demo seed's leave. */
function mondayAhead(): string {
  const d = new Date();
  d.setDate(d.getDate() + 90);
  d.setDate(d.getDate() + ((8 - d.getDay()) % 7));
  return ymd(d);
}

describeBrowser('leave, overtime, calendar and gross pay', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it('staff ask for leave; the manager sees the clashes and approves; the person sees it booked', async () => {
    const start = mondayAhead();
    const end = ymd(new Date(new Date(`${start}T12:00:00`).getTime() + 2 * 86_400_000));
    const staff = await signIn(h, 'staff.oak@demo.care');
    await staff.getByRole('link', { name: 'Leave', exact: true }).first().click();
    await staff.waitForURL('**/calendar/leaves/my-leaves');
    const bookedBefore = Number((await staff.getByTestId('balance-booked').innerText()).split(' ')[0]);
    await staff.getByRole('link', { name: 'Request leave' }).first().click();
    await staff.getByLabel('Type of leave').selectOption('annual');
    await staff.getByLabel('First day').fill(start);
    await staff.getByLabel('Last day').fill(end);
    await staff.getByLabel('Note (optional)').fill('Visiting family in Leeds');
    await staff.getByRole('button', { name: 'Send request' }).click();
    await staff.waitForURL('**/calendar/leaves/details?id=*');
    await staff.getByText('Awaiting decision').first().waitFor();
    const id = new URL(staff.url()).searchParams.get('id');
    await expectAccessible(staff, 'leave details');

    const manager = await signInAt(h, 'manager.oak@demo.care', '/calendar/leaves/home-leaves');
    await manager
      .getByRole('link', { name: new RegExp(`Sam Taylor's leave from`) })
      .first()
      .waitFor();
    await manager.goto(`/calendar/leaves/details?id=${id}`);
    await manager.getByRole('heading', { name: 'Clashes' }).waitFor();
    expect(await manager.getByText('Visiting family in Leeds').count()).toBe(1);
    await manager.getByRole('button', { name: 'Approve' }).click();
    await manager.getByText('Approved by').waitFor();

    await staff.goto('/calendar/leaves/my-leaves');
    await expect
      .poll(async () => Number((await staff.getByTestId('balance-booked').innerText()).split(' ')[0]))
      .toBe(bookedBefore + 3);
    expect(await staff.getByText('Approved').count()).toBeGreaterThan(0);
    // and it is on the person's calendar
    await staff.goto(`/calendar?view=mine&month=${start.slice(0, 7)}`);
    await staff.getByText('Sam Taylor: Annual leave').first().waitFor();
  });

  it('at phone width: overtime asked for, and no screen scrolls sideways', async () => {
    const page = await signIn(h, 'staff.oak@demo.care');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/calendar/overtime/request');
    await page.getByLabel('Day worked').fill(ymd(new Date()));
    await page.getByLabel('Hours').fill('1.5');
    await page.getByLabel('Time off in lieu').check();
    await page.getByLabel('Why').fill('Stayed for a late handover');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL('**/calendar/overtime/details?id=*');
    await page.getByText('Time off in lieu').first().waitFor();
    const manager = await signIn(h, 'manager.oak@demo.care');
    await manager.setViewportSize({ width: 390, height: 844 });
    for (const [who, path] of [
      [page, '/calendar/leaves/my-leaves'],
      [page, '/calendar/leaves/request'],
      [page, '/calendar'],
      [page, '/calendar/planner'],
      [page, '/calendar/overtime/my-overtimes'],
      [page, '/hr/gross-pay'],
      [manager, '/calendar/leaves/home-leaves'],
      [manager, '/calendar/day'],
      [manager, '/calendar/overtime/home-overtimes'],
      [manager, '/calendar/leaves/leave'],
    ] as const) {
      await who.goto(path);
      await who.getByRole('heading', { level: 1 }).waitFor();
      await who.waitForLoadState('networkidle');
      const overflow = await who.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
