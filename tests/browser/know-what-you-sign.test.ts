// Knowing what you sign, as a manager meets it: a record opened from the sign-off inbox names the young person and
// the home; Sign off and Archive ask first, Archive asks why and the reason shows in the history; with the
// organisation's bulk sign-off toggle on (the demo's), the inbox signs several at once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dailyLog } from '../helpers/fixtures.ts';
import { apiAs, describeBrowser, type Harness, signInAt, startHarness } from './harness.ts';

describeBrowser('know what you sign', () => {
  let h: Harness;
  let yp: { id: string; name: string; homeName: string };
  const ids: string[] = [];

  beforeAll(async () => {
    h = await startHarness();
    const staff = await apiAs(h, 'staff.oak@demo.care');
    const p = (await staff('GET', '/api/young-people?archived=false')).body[0];
    yp = { id: p.id, name: `${p.preferredName ?? p.firstName} ${p.lastName}`, homeName: p.homeName };
    for (const date of ['2024-02-05', '2024-02-06', '2024-02-07']) {
      const made = await staff('POST', '/api/records/daily-log', { youngPersonId: yp.id, data: dailyLog({ date }) });
      expect(made.status).toBe(201);
      const sent = await staff('POST', `/api/records/daily-log/${made.body.id}/actions/submit`, {
        version: made.body.version,
      });
      expect(sent.status).toBe(200);
      ids.push(made.body.id);
    }
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('names the young person and the home, confirms Sign off, and asks why before archiving', async () => {
    const page = await signInAt(h, 'manager.oak@demo.care', `/records/daily-log/${ids[0]}`);
    const about = page.getByRole('region', { name: 'About' });
    await about.waitFor();
    expect(await about.textContent()).toContain(yp.name);
    expect(await about.textContent()).toContain(yp.homeName);

    await page.getByRole('button', { name: 'Sign off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign off this record?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(yp.name); // says whom it is about
    await dialog.getByRole('button', { name: 'Sign off' }).click();
    await page.getByRole('status').filter({ hasText: 'Signed off' }).waitFor();

    await page.getByRole('button', { name: 'Archive' }).click();
    const archive = page.getByRole('dialog', { name: 'Archive this record?' });
    await archive.getByRole('button', { name: 'Archive' }).click();
    await archive.getByRole('alert').filter({ hasText: 'the reason is required' }).waitFor();
    await archive.getByLabel(/Why archive it/).fill('Written twice for the same shift');
    await archive.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('status').filter({ hasText: 'Archived' }).waitFor();
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByText('Reason: Written twice for the same shift').waitFor();
  });

  it('signs off several at once from the inbox when the organisation allows it', async () => {
    const page = await signInAt(h, 'manager.oak@demo.care', '/dashboard/signoffs');
    for (const date of ['6 Feb 2024', '7 Feb 2024']) {
      await page.getByRole('checkbox', { name: new RegExp(`^Select Daily log, ${yp.name}, ${date}`) }).check();
    }
    await page.getByRole('button', { name: 'Sign off selected (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign off 2 records?' });
    await dialog.getByRole('button', { name: 'Sign off' }).click();
    await page.getByRole('status').filter({ hasText: 'Signed off 2 records.' }).waitFor();
    const manager = await apiAs(h, 'manager.oak@demo.care');
    for (const id of ids.slice(1))
      expect((await manager('GET', `/api/records/daily-log/${id}`)).body.status).toBe('complete');
  });
});
