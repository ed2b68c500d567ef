// Custom roles on screen (decision 0810): a director defines a role under Settings, Roles; gives it to a person
// from their user page; changes the role, and the holder's very next request has the new access (no sign-in again);
// the role cannot be archived while held, and the screen says who holds it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../../engine/auth/password.ts';
import {
  apiAs,
  DEMO_PASSWORD,
  describeBrowser,
  expectAccessible,
  type Harness,
  signedInPage,
  startHarness,
} from './harness.ts';

describeBrowser('custom roles', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('define a role, give it, change it (the holder has it at once), refused archive while held', async () => {
    const server = h.server!;
    const [org] = await server.store.db.query<{ id: string }>(`select id from organisations where slug = 'demo'`);
    const [oak] = await server.store.db.query<{ id: string }>(`select id from homes where name = 'Oak House'`);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const holderId = await server.store.adminTransaction((a) =>
      a.createUser(org.id, {
        email: 'rowan.roles@demo.care',
        name: 'Rowan Reyes',
        passwordHash,
        role: 'staff',
        areas: { hr: 'read' },
        homeIds: [oak.id],
      }),
    );

    const page = await signedInPage(h, 'director@demo.care');
    await page.goto('/settings/roles');
    await page.getByRole('heading', { level: 1, name: 'Roles' }).waitFor();
    await page.getByRole('button', { name: 'Define a role' }).click();
    const form = page.getByRole('form', { name: 'Define a role' });
    await form.getByLabel('Name').fill('Maintenance lead');
    await form.getByLabel('Description').fill('Runs the repairs and the premises checks');
    await form.getByRole('radio', { name: 'Facility: Edit' }).check();
    await form.getByRole('radio', { name: 'Home logs: Read' }).check();
    await form.getByRole('button', { name: 'Define role' }).click();
    await page.getByText('Maintenance lead defined. Give it to people from their user page.').waitFor();
    await expectAccessible(page, 'roles');

    // give it from the person's user page
    await page.goto(`/users/edit?id=${holderId}`);
    await page.getByLabel('Role', { exact: true }).selectOption('custom');
    await page.getByLabel('Custom role').selectOption({ label: 'Maintenance lead' });
    await page.getByText('From the role "Maintenance lead".').first().waitFor();
    expect(await page.getByRole('radio', { name: 'Facility: Edit' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'HR: Read' }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved.').waitFor();

    const holder = await apiAs(h, 'rowan.roles@demo.care');
    expect((await holder('GET', '/api/auth/me')).body.areas).toEqual({ facility: 'edit', home_logs: 'read' });
    expect((await holder('GET', '/api/settings/users')).status).toBe(403);

    // change the role on screen: the holder's next request (same session) has the new access
    await page.goto('/settings/roles');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Maintenance lead' }) });
    await card.getByRole('link', { name: 'Rowan Reyes' }).waitFor();
    await card.getByRole('button', { name: 'Edit Maintenance lead' }).click();
    const edit = page.getByRole('form', { name: 'Edit Maintenance lead' });
    await edit.getByText('1 person holds this role; saving changes their access at once.').waitFor();
    await edit.getByRole('radio', { name: 'Settings: Read' }).check();
    await edit.getByRole('button', { name: 'Save role' }).click();
    await page.getByText('Maintenance lead saved: 1 person has the new access.').waitFor();
    expect((await holder('GET', '/api/settings/users')).status).toBe(200);
    expect((await holder('GET', '/api/auth/me')).body.areas).toEqual({
      facility: 'edit',
      home_logs: 'read',
      settings: 'read',
    });

    // held: archiving is refused, naming who holds it
    await card.getByRole('button', { name: 'Archive Maintenance lead' }).click();
    await page.getByText('Rowan Reyes holds this role; give them another role first.').waitFor();
    for (const width of [1366, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/custom-roles-${width}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `no sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
    }
  });
});
