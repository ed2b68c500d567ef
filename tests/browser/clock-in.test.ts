// A care worker on a phone clocks in and out of their own shift: no rota permission is asked of them for their own
// shift, the page fits 390 px without sideways scrolling, and the times they clocked are shown.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiAs, describeBrowser, type Harness, signedInPage, startHarness } from './harness.ts';

describeBrowser('clock in at phone width', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it('staff open their own shift at 390 px, clock in, then clock out, and see both times', async () => {
    const manager = await apiAs(h, 'manager.oak@demo.care');
    const staff = await apiAs(h, 'staff.oak@demo.care');
    const me = (await staff('GET', '/api/auth/me')).body;
    const homes = (await manager('GET', '/api/homes')).body;
    const oak = (Array.isArray(homes) ? homes : homes.items).find((x: { name: string }) => x.name === 'Oak House');
    // A short shift that began within the last twelve hours (clocking in is allowed near a shift's start); the demo
    // rota may already hold one of theirs at some hour, so the first free half hour is taken.
    let shiftId = '';
    for (let hoursAgo = 1; hoursAgo <= 11 && !shiftId; hoursAgo++) {
      const start = Date.now() - hoursAgo * 3_600_000;
      const made = await manager('POST', '/api/shifts', {
        homeId: oak.id,
        staffId: me.id,
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 30 * 60_000).toISOString(),
        shiftType: 'day',
        breakMinutes: 0,
        overrideReason: 'Cover for a hospital appointment',
      });
      if (made.status === 201) shiftId = made.body.id;
    }
    expect(shiftId, 'no free half hour in the last twelve for a test shift').not.toBe('');

    const page = await signedInPage(h, 'staff.oak@demo.care', 390);
    await page.goto(`/calendar/shift?id=${shiftId}`);
    await expect.poll(() => page.getByText('not clocked in').count()).toBeGreaterThan(0);
    expect(await page.getByText(/You need .* access/).count()).toBe(0);
    await page.getByRole('button', { name: 'Clock in' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Clock out' }).count()).toBe(1);
    await expect.poll(() => page.getByText(/in \d{1,2}:\d\d/).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Clock out' }).click();
    await expect.poll(() => page.getByText(/, out \d{1,2}:\d\d/).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const stored = (await staff('GET', `/api/shifts/${shiftId}`)).body;
    expect(stored.clockedInAt).toBeTruthy();
    expect(stored.clockedOutAt).toBeTruthy();
  });
});
