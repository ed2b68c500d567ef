// The administration screens end to end: a director changes the daily-log form in the visual editor (new
// records get the new field, an old record still opens against its own version), rolls the change back, sets a
// custom sign-off rule, creates a user whose invitation link works; staff and directors are refused the
// screens that are not theirs; and the settings, users and editor pages have no serious or critical axe violations.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  apiAs,
  describeBrowser,
  dismissBanners,
  expectAccessible,
  type Harness,
  login,
  signIn,
  signInAt,
  startHarness,
} from './harness.ts';

describeBrowser('administration screens', () => {
  let h: Harness;
  /** A daily log made before the form changes (definition version 1), and its young person. */
  let oldLog: { id: string; youngPersonId: string; definitionVersion: number };

  beforeAll(async () => {
    h = await startHarness();
    const api = await apiAs(h, 'director@demo.care');
    const get = async <T>(path: string): Promise<T> => (await api('GET', path)).body as T;
    const page = await get<{ items: { id: string; youngPersonId: string }[] }>('/api/records/daily-log?limit=1');
    expect(page.items.length, 'the demo data has daily logs').toBeGreaterThan(0);
    const rec = await get<{ id: string; youngPersonId: string; definitionVersion: number }>(
      `/api/records/daily-log/${page.items[0].id}`,
    );
    oldLog = { id: rec.id, youngPersonId: rec.youngPersonId, definitionVersion: rec.definitionVersion };
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  const newLogPath = () => `/cyp/resident/${oldLog.youngPersonId}/records/daily-log/new`;
  const oldLogPath = () => `/cyp/resident/${oldLog.youngPersonId}/records/daily-log/${oldLog.id}`;

  it('the director adds a required "Weather" field to the daily log, then rolls it back', async () => {
    const page = await signInAt(h, 'director@demo.care', '/settings/forms');
    await page.getByRole('link', { name: 'Daily log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Form: Daily log' }).waitFor();
    await expectAccessible(page, 'form editor');

    // Add the field to the first section, mark it required; the live preview shows it at once.
    const shift = page.getByRole('region', { name: /Section 1 of \d+: Shift$/ });
    await shift.getByLabel('New field label').fill('Weather');
    await shift.getByRole('button', { name: 'Add field' }).click();
    const weather = page.getByRole('group', { name: 'Field: Weather' });
    // The new field opens with the cursor in its label.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('Weather');
    await weather.getByLabel('Required').check();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByLabel('Weather').waitFor();
    await expectAccessible(page, 'form editor with a new field');

    // Keyboard reorder: Move up keeps focus on the moved field's button.
    await weather.getByRole('button', { name: /^Move up/ }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Move up: Weather');
    const shiftFields = await shift
      .getByRole('group')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(shiftFields.indexOf('Field: Weather')).toBe(shiftFields.length - 2);

    await page.getByLabel('What changed (optional)').fill('Weather on the shift');
    await page.getByRole('button', { name: 'Save as a new version' }).click();
    await page.getByText('Saved as version 2.', { exact: false }).waitFor();

    // A new daily log asks for the weather, and it is required (marked on the field).
    await page.goto(newLogPath());
    await page.getByRole('heading', { level: 2, name: /Shift/ }).waitFor();
    const field = page.getByLabel('Weather');
    await field.waitFor();
    expect(await page.locator('label', { hasText: 'Weather' }).textContent()).toContain('(required)');

    // The old record still opens, against its own version, without the field.
    await page.goto(oldLogPath());
    // the earlier address redirects to the SPEC's: wait for the page it arrives at, with its one heading
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.getByText('Date').first().waitFor();
    expect(await page.getByRole('main').textContent()).not.toContain('Weather');
    const record = await page.evaluate(async (p) => (await fetch(p)).json(), `/api/records/daily-log/${oldLog.id}`);
    expect(record.definitionVersion).toBe(oldLog.definitionVersion);

    // Roll back to version 1: the field is gone from new records again.
    await page.goto('/settings/forms/daily-log');
    await page.getByRole('heading', { level: 1, name: 'Form: Daily log' }).waitFor();
    expect(await page.getByRole('group', { name: 'Field: Weather' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Roll back to version 1' }).click();
    await page.getByRole('button', { name: 'Yes, roll back' }).click();
    await page.getByText('Rolled back: version 3 now has the content of version 1.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Form: Daily log' }).waitFor();
    expect(await page.getByRole('group', { name: 'Field: Weather' }).count()).toBe(0);

    await page.goto(newLogPath());
    await page.getByRole('heading', { level: 2, name: /Shift/ }).waitFor();
    await page.getByLabel('Shift').waitFor();
    expect(await page.getByLabel('Weather').count()).toBe(0);
  });

  it('the preview shows a conditional field only when its yes / no answer is yes; versions compare side by side', async () => {
    const page = await signInAt(h, 'director@demo.care', '/settings/forms/daily-log');
    await page.getByRole('heading', { level: 1, name: 'Form: Daily log' }).waitFor();
    const add = page.getByRole('form', { name: 'Add a field to Shift' });
    await add.getByLabel('New field label').fill('Had visitors');
    await add.getByLabel('Type').selectOption({ label: 'Yes / no' });
    await add.getByRole('button', { name: 'Add field' }).click();
    await add.getByLabel('New field label').fill('Visitor names');
    await add.getByLabel('Type').selectOption({ label: 'Text' });
    await add.getByRole('button', { name: 'Add field' }).click();
    await page
      .getByRole('group', { name: 'Field: Visitor names' })
      .getByLabel('Show this field')
      .selectOption({ label: 'Only when “Had visitors” is yes' });

    const preview = page.getByRole('region', { name: 'Preview' });
    const visitors = preview.getByRole('group', { name: 'Had visitors' });
    await visitors.waitFor();
    expect(await preview.getByLabel('Visitor names').count()).toBe(0);
    await visitors.getByRole('radio', { name: 'Yes' }).check();
    await preview.getByLabel('Visitor names').waitFor();
    await visitors.getByRole('radio', { name: 'No' }).check();
    await expect.poll(() => preview.getByLabel('Visitor names').count()).toBe(0);

    // Nothing saved: discarding puts the form back as it was.
    await page.getByRole('button', { name: 'Discard changes' }).click();
    expect(await page.getByRole('group', { name: 'Field: Had visitors' }).count()).toBe(0);

    // Versions 1 (code), 2 (Weather) and 3 (rolled back) compare side by side.
    await page.getByLabel('From', { exact: true }).selectOption({ label: 'Version 1 (product default)' });
    await page.getByLabel('To', { exact: true }).selectOption({ label: 'Version 2 (this organisation)' });
    await page.getByRole('button', { name: 'Compare' }).click();
    await page.getByText(/changes? from version 1 to version 2\./).waitFor();
    expect(await page.getByRole('region', { name: 'Changes between the versions' }).textContent()).toContain(
      'Weather: added',
    ); // by its label, not its stored key
    const sideBySide = page.getByRole('region', { name: 'Version 2 (this organisation)' });
    await sideBySide.getByLabel('Weather').waitFor();
    expect(await page.getByRole('region', { name: 'Version 1 (product default)' }).getByLabel('Weather').count()).toBe(
      0,
    );
  });

  it('a sign-off rule set to custom with Alex Morgan is still there after a reload', async () => {
    const page = await signInAt(h, 'director@demo.care', '/settings/signoffs');
    await page.getByRole('heading', { level: 1, name: 'Sign-off rules' }).waitFor();
    const rule = page.getByRole('form', { name: 'Daily summary' });
    await rule.getByRole('radio', { name: /Custom sign-off users/ }).check();
    await rule.getByRole('checkbox', { name: /Alex Morgan/ }).check();
    await rule.getByRole('button', { name: 'Save Daily summary rule' }).click();
    await rule.getByText('Daily summary: saved.', { exact: false }).waitFor();
    await expectAccessible(page, 'sign-off rules');

    await page.reload();
    const again = page.getByRole('form', { name: 'Daily summary' });
    await again.getByText('Now: Custom sign-off users — Alex Morgan').waitFor();
    expect(await again.getByRole('radio', { name: /Custom sign-off users/ }).isChecked()).toBe(true);
    expect(await again.getByRole('checkbox', { name: /Alex Morgan/ }).isChecked()).toBe(true);
    expect(await again.getByRole('checkbox', { name: /Sam Taylor/ }).isChecked()).toBe(false);
    // Another option was not touched.
    expect(
      await page
        .getByRole('form', { name: 'Risk assessment' })
        .getByRole('radio', { name: /Default sign-off/ })
        .isChecked(),
    ).toBe(true);
  });

  it('creating a user shows an invitation link that lets them set a password and sign in', async () => {
    const page = await signInAt(h, 'director@demo.care', '/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await expectAccessible(page, 'settings');

    await page.goto('/users');
    await page.getByRole('table').waitFor();
    await expectAccessible(page, 'users');
    await page.getByRole('link', { name: 'Add a user' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add a user' }).waitFor();
    await page.getByRole('row', { name: /Young people: daily logs/ }).waitFor();
    await expectAccessible(page, 'new user');

    const email = `new.worker.${Date.now()}@demo.care`;
    await page.getByLabel('Name', { exact: true }).fill('Robin Newman');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('checkbox', { name: 'Oak House' }).first().check();
    await page.getByRole('radio', { name: 'Young people: daily logs: Edit' }).check();
    await page.getByRole('button', { name: 'Create user and invite' }).click();
    await page.getByRole('heading', { level: 1, name: 'Robin Newman' }).waitFor();
    const box = page.getByRole('region', { name: 'Invitation link for Robin Newman' });
    expect(await box.textContent()).toContain('expires in 7 days');
    const link = await box.getByRole('textbox').inputValue();
    expect(link).toMatch(/\/set-password\?token=[\w-]{20,}$/);

    // The new person, in their own browser: the link sets their password, then they sign in with it.
    const theirs = await h.newPage();
    await theirs.goto(link);
    await dismissBanners(theirs);
    await theirs.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
    await expectAccessible(theirs, 'set password');
    const password = 'Sunny-days-ahead-2026';
    await theirs.getByLabel('New password', { exact: true }).fill(password);
    await theirs.getByLabel('New password again').fill(password);
    await theirs.getByRole('button', { name: 'Set password' }).click();
    await theirs.waitForURL((url) => url.pathname === '/login');
    await login(theirs, email, password);
    expect(new URL(theirs.url()).pathname).not.toBe('/login');

    // The link works once.
    const reuse = await fetch(`${h.url}/api/auth/set-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: new URL(link).searchParams.get('token'), password: 'another-password-1' }),
    });
    expect(reuse.status).toBe(400);
  });

  it('staff see access denied on /settings and /customers; directors on /customers; the product administrator gets in', async () => {
    const staff = await signIn(h, 'staff.oak@demo.care');
    for (const path of ['/settings', '/customers', '/settings/forms/daily-log', '/users']) {
      await staff.goto(path);
      await staff.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    }
    const nav = staff.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Settings' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Customers' }).count()).toBe(0);

    const director = await signInAt(h, 'director@demo.care', '/customers');
    await director.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    await director.goto('/admin-dashboard');
    await director.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    expect(
      await director.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).count(),
    ).toBe(1);
    expect(
      await director.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).count(),
    ).toBe(0);

    const admin = await signInAt(h, 'admin@care-records.app', '/customers');
    await admin.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    await admin.getByRole('heading', { name: /Brightwater Care/ }).waitFor();
    await expectAccessible(admin, 'customers');
    await admin.goto('/users');
    await admin.getByRole('heading', { level: 1, name: 'Users across organisations' }).waitFor();
    await admin.getByRole('cell', { name: 'Brightwater Care (demo)' }).first().waitFor();
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).waitFor();
  });
});
