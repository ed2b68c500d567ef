// The directors' retention review in the browser (decision 0770): a moved-on young person's case file past its 75
// years is listed with its end date and rule; a legal hold (with a reason) stops its destruction and is lifted; one
// director proposes destruction and cannot approve it; a second director approves and the file is destroyed whole;
// the destruction log shows what went without the young person's name. Not offered to a manager.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../../engine/auth/password.ts';
import { demoPeople } from '../helpers/fixtures.ts';
import {
  DEMO_PASSWORD,
  describeBrowser,
  expectAccessible,
  type Harness,
  signedInPage,
  startHarness,
} from './harness.ts';

describeBrowser('retention review', () => {
  let h: Harness;
  let yp: { id: string; firstName: string; lastName: string };
  let records: number;

  beforeAll(async () => {
    h = await startHarness();
    const server = h.server!;
    const people = await demoPeople(server);
    yp = people.oakYp;
    const db = server.store.db;
    await server.store.adminTransaction(async (a) =>
      a.createUser(people.orgId, {
        email: 'second.director@demo.care',
        name: 'Sam Second',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        role: 'director',
        isManager: true,
        homeIds: [people.oak.id, people.willow.id],
      }),
    );
    // an old file: moved on, born in 1940, written while a child
    await db.query(
      `update young_people set archived_at = now(), date_of_birth = '1940-05-01', birth_year = null where id = $1`,
      [yp.id],
    );
    await db.query(`update records set record_date = record_date - interval '70 years' where young_person_id = $1`, [
      yp.id,
    ]);
    [{ n: records }] = await db.query<{ n: number }>(
      'select count(*)::int as n from records where young_person_id = $1',
      [yp.id],
    );
    expect(records).toBeGreaterThan(0);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const fullName = () => `${yp.firstName} ${yp.lastName}`;

  it('hold, lift, propose; a second director approves; the log names no child', async () => {
    const page = await signedInPage(h, 'director@demo.care');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/settings');
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'Retention review' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Retention review' }).waitFor();

    const file = page.getByRole('listitem', { name: `Case file of ${fullName()}` });
    await file.waitFor();
    const text = await file.innerText();
    expect(text).toContain('retention ended 1 May 2015');
    expect(text).toContain(`${records} record`);
    expect(text).toMatch(/reg 36/);
    expect(text).toContain('not yet checked against the regulation');

    // a legal hold, with its reason, stops a proposal
    await file.getByRole('button', { name: 'Place a legal hold' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Historic abuse claim notified by solicitors');
    await dialog.getByRole('button', { name: 'Place the hold' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('Legal hold placed');
    await expect.poll(() => file.innerText()).toContain('Historic abuse claim notified by solicitors');
    expect(await file.getByRole('button', { name: 'Propose destruction' }).count()).toBe(0);
    const holds = page.getByRole('list', { name: 'Legal holds in place' });
    await expect.poll(() => holds.innerText()).toContain(`Case file of ${fullName()}`);
    await page.screenshot({ path: '/tmp/records-retention-held-1366.png', fullPage: true });

    // lifted with a reason, it may be proposed again
    await holds.getByRole('button', { name: 'Lift the hold' }).click();
    await dialog.getByLabel('Reason').fill('Claim settled');
    await dialog.getByRole('button', { name: 'Lift the hold' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('lifted');
    await page.getByText('No legal holds.').waitFor();

    // a reason too short is refused by the engine, with nothing proposed
    await file.getByRole('button', { name: 'Propose destruction' }).click();
    await dialog.getByLabel('Reason').fill('x');
    await dialog.getByRole('button', { name: 'Propose destruction' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toMatch(/reason/i);
    await dialog.getByLabel('Reason').fill('Retention period ended; no claim or request open');
    await dialog.getByRole('button', { name: 'Propose destruction' }).click();
    await expect.poll(() => file.innerText()).toContain('Destruction proposed by');
    // the proposer cannot approve their own
    expect(await file.getByRole('button', { name: 'Approve and destroy' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('list', { name: 'Destruction log' }).innerText()).toContain('Proposed');

    // the second director approves: destroyed whole, at once
    const second = await signedInPage(h, 'second.director@demo.care', 390);
    await second.goto('/settings/retention');
    const theirs = second.getByRole('listitem', { name: `Case file of ${fullName()}` });
    await theirs.getByRole('button', { name: 'Approve and destroy' }).click();
    const confirm = second.getByRole('dialog');
    expect(await confirm.innerText()).toContain('cannot be undone');
    await second.screenshot({ path: '/tmp/records-retention-approve-390.png', fullPage: true });
    await confirm.getByRole('button', { name: 'Destroy it now' }).click();
    await expect.poll(() => second.getByRole('status').first().innerText()).toContain('destroyed');
    await second.getByText('Nothing has reached the end of its retention period.').waitFor();
    const log = second.getByRole('list', { name: 'Destruction log' });
    await expect.poll(() => log.innerText()).toContain('Destroyed · by Sam Second');
    const logText = await log.innerText();
    expect(logText).toContain("A young person's case file, Oak House");
    expect(logText).not.toContain(yp.firstName);
    expect(logText).not.toContain(yp.lastName);
    expect(await second.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(second, 'retention review');
    await second.screenshot({ path: '/tmp/records-retention-log-390.png', fullPage: true });

    const [{ n }] = await h.server!.store.db.query<{ n: number }>(
      'select count(*)::int as n from records where young_person_id = $1',
      [yp.id],
    );
    expect(n).toBe(0);
  });

  it('a manager is not offered the review, and its address says they have no access', async () => {
    const page = await signedInPage(h, 'manager.oak@demo.care');
    await page.goto('/settings/retention');
    await page.getByTestId('access-denied').waitFor();
    expect(await page.getByRole('link', { name: 'Retention review' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Retention review' }).count()).toBe(0);
  });
});
