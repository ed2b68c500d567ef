// The generic record screens end to end: a care worker writes a daily log and submits it, the home's
// manager signs it off from the sign-off inbox, a missing required field is reported on that field, and the
// list, form and view pages have no serious or critical axe violations.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dailyLog } from '../helpers/fixtures.ts';
import {
  apiAs,
  DEMO_PASSWORD,
  describeBrowser,
  expectAccessible,
  type Harness,
  signIn,
  signInAt,
  startHarness,
} from './harness.ts';

/** A date no seeded record uses, so this run's log is easy to find (en-GB: "7 Jan 2025"). */
const LOG_DATE = '2025-01-07';
const LOG_DATE_SHOWN = '7 Jan 2025';
const ACTIVITY = `Made pizza together and played football in the park (${Date.now()}).`;

describeBrowser('record screens', () => {
  let h: Harness;
  let youngPerson: { id: string; name: string };
  let recordPath = '';

  beforeAll(async () => {
    h = await startHarness();
    const res = await fetch(`${h.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'staff.oak@demo.care', password: DEMO_PASSWORD }),
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const people = (await (
      await fetch(`${h.url}/api/young-people?archived=false`, { headers: { cookie } })
    ).json()) as { id: string; firstName: string; lastName: string; preferredName: string | null }[];
    expect(people.length).toBeGreaterThan(0);
    const p = people[0];
    youngPerson = { id: p.id, name: `${p.preferredName ?? p.firstName} ${p.lastName}` };
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it('reports a missing required field on that field, and links to it from the summary', async () => {
    const page = await signInAt(h, 'staff.oak@demo.care', `/cyp/resident/${youngPerson.id}/records/daily-log/new`);
    await page.getByRole('heading', { level: 2, name: /Shift/ }).waitFor();
    await page.getByLabel('Shift').selectOption({ label: 'Late' });
    await page.getByRole('button', { name: 'Submit' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'The record is not complete yet' });
    await summary.waitFor();
    expect(await summary.textContent()).toContain('Date: This field is required');

    // The error sits under the Date field and is part of its accessible description.
    const date = page.getByLabel('Date');
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await date.getAttribute('aria-describedby')) ?? '';
    const errorText = await page.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      describedBy,
    );
    expect(errorText).toContain('This field is required');
    // Shift was answered, so it carries no error.
    expect(await page.getByLabel('Shift').getAttribute('aria-invalid')).toBeNull();

    // Following the summary link puts the cursor in the field.
    await summary.getByRole('link', { name: /Date/ }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('root_date');
    await expectAccessible(page, 'record form with errors');
  });

  it('a care worker writes a daily log and submits it', async () => {
    const page = await signIn(h, 'staff.oak@demo.care');
    // From the young person's profile, as staff would get there.
    await page.goto(`/cyp/resident/${youngPerson.id}/profile/personal`);
    await page.getByRole('link', { name: 'Daily Logs & Summaries' }).click();
    await page.getByRole('link', { name: /View records\W*Daily log/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Daily log records' }).waitFor();
    await page.getByRole('table').or(page.getByText('No records match')).first().waitFor();
    await expectAccessible(page, 'record list');

    await page.getByRole('link', { name: 'New daily log' }).click();
    await page.getByRole('heading', { level: 1, name: 'New daily log' }).waitFor();
    await page.getByLabel('Date').fill(LOG_DATE);
    await page.getByLabel('Shift').selectOption({ label: 'Late' });
    await page.getByLabel('How the child presented').selectOption({ label: 'Settled' });
    await page.getByRole('checkbox', { name: /Sam Taylor/ }).check();
    await expectAccessible(page, 'record form');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: /The day/ }).waitFor();
    await page.getByLabel('Activities').fill(ACTIVITY);
    await expect.poll(() => page.getByText(`${ACTIVITY.length} of 20,000 characters`).count()).toBe(1);

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => /\/(records|logs)\/daily-log\/[0-9a-f-]{36}$/.test(url.pathname));
    recordPath = new URL(page.url()).pathname;
    await page.getByText('Submitted. Status: Completed, Pending Sign-offs').waitFor();
    // The view shows labels, not keys, and the answers given.
    expect(await page.getByRole('main').textContent()).toContain(ACTIVITY);
    expect(await page.getByRole('main').textContent()).toContain('Late');
    expect(await page.getByRole('main').textContent()).not.toContain('"late"');
    // Staff cannot sign off; only what they may do now is offered.
    expect(await page.getByRole('button', { name: 'Sign off' }).count()).toBe(0);
    await expectAccessible(page, 'record view');
  });

  it('the manager signs it off from the sign-off inbox', async () => {
    expect(recordPath, 'the previous test submits the log this one signs off').not.toBe('');
    const page = await signInAt(h, 'manager.oak@demo.care', '/dashboard/signoffs');
    await page.getByRole('heading', { level: 1, name: 'Sign-offs' }).waitFor();
    const link = page
      .getByRole('main')
      .getByRole('link', { name: `Daily log, ${youngPerson.name}, ${LOG_DATE_SHOWN}` });
    await link.first().click();
    await page.waitForURL((url) => url.pathname.endsWith(recordPath.split('/').pop()!));

    const actions = page.getByRole('group', { name: 'Record actions' });
    await actions.getByRole('button', { name: 'Sign off' }).click();
    // the confirmation names what is signed (know what you sign)
    const confirm = page.getByRole('dialog', { name: 'Sign off this record?' });
    expect(await confirm.textContent()).toContain(youngPerson.name);
    await confirm.getByRole('button', { name: 'Sign off' }).click();
    await page.getByText('Signed off. Status: Completed, All Signed Off').waitFor();
    expect(await page.getByText('Completed, All Signed Off').first().isVisible()).toBe(true);
    // Signed off: no second sign-off, and the sign-off list names who signed.
    expect(await actions.getByRole('button', { name: 'Sign off' }).count()).toBe(0);
    const signoffs = page.getByRole('table', { name: 'Sign-offs for this record' });
    expect(await signoffs.getByRole('row', { name: /Marcus Oduya/ }).textContent()).toMatch(/\d{1,2} \w{3} \d{4}/);
  });

  it('the sign-off inbox says how many wait and shows the rest a page at a time', async () => {
    const staff = await apiAs(h, 'staff.oak@demo.care');
    const manager = await apiAs(h, 'manager.oak@demo.care');
    // more than one page (50) waiting for the manager
    const waiting = (await manager('GET', '/api/signoffs/inbox')).body.total as number;
    for (let k = waiting; k < 60; k++) {
      const made = (await staff('POST', '/api/records/daily-log', { youngPersonId: youngPerson.id, data: dailyLog() }))
        .body;
      expect(
        (await staff('POST', `/api/records/daily-log/${made.id}/actions/submit`, { version: made.version })).status,
      ).toBe(200);
    }
    const total = (await manager('GET', '/api/signoffs/inbox')).body.total as number;
    expect(total).toBeGreaterThanOrEqual(60);

    const page = await signInAt(h, 'manager.oak@demo.care', '/dashboard/signoffs');
    await page.getByText(`Showing 50 of ${total} waiting, newest request first.`).waitFor();
    const rows = page.getByRole('main').getByRole('table').locator('tbody tr');
    expect(await rows.count()).toBe(50);
    await page.getByRole('button', { name: 'Show more' }).click();
    await page.getByText(`Showing ${Math.min(total, 100)} of ${total} waiting, newest request first.`).waitFor();
    expect(await rows.count()).toBe(Math.min(total, 100));
    if (total <= 100) expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    await expectAccessible(page, 'sign-off inbox');
  });
});

describeBrowser('the ILS plan names its areas as the SPEC does', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('"Pregnancy Prevention / Parenting and Child Care" heads its two areas on the form and the view', async () => {
    const label = 'Pregnancy Prevention / Parenting and Child Care';
    const api = await apiAs(h, 'manager.oak@demo.care');
    const me = (await api('GET', '/api/auth/me')).body as { id: string };
    const [yp] = (await api('GET', '/api/young-people?archived=false')).body as { id: string }[];
    const made = await api('POST', '/api/records/ils-plan', {
      youngPersonId: yp.id,
      data: {
        assessmentDate: '2026-11-20',
        assessor: me.id,
        nextAssessment: '2027-05-20',
        parentingAndChildCare: { childSafety: { rating: 'beginner', evidence: 'Talked through a stair gate' } },
        goals: [{ area: 'pregnancy_prevention', goal: 'Register with the sexual-health clinic' }],
      },
    });
    expect(made.status).toBe(201);

    const page = await signInAt(
      h,
      'manager.oak@demo.care',
      `/cyp/resident/${yp.id}/records/ils-plan/new?section=health`,
    );
    const pair = page.getByRole('region', { name: label });
    await pair.getByRole('heading', { level: 4, name: 'Pregnancy Prevention', exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 3, name: label, exact: true }).count()).toBe(1);
    expect(await pair.getByRole('heading', { level: 4, name: 'Parenting and Child Care', exact: true }).count()).toBe(
      1,
    );
    await expectAccessible(page, 'ILS plan health step');

    await page.goto(`/cyp/resident/${yp.id}/records/ils-plan/${made.body.id}`);
    await page.getByRole('heading', { name: label, exact: true }).waitFor();
    const main = (await page.getByRole('main').textContent()) ?? '';
    expect(main).toContain('Talked through a stair gate');
    // the goal's area reads with the SPEC's label
    expect(main).toContain(`${label}: Pregnancy Prevention`);
  });
});
