// Care-sector rules on the young person's profile: the manager sees who opened the young person's records
// ("Who viewed these records"), and archiving them can keep their own login on, which the profile then says.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  describeBrowser,
  expectAccessible,
  type Harness,
  signIn as signInByApi,
  startHarness,
} from './harness.ts';

describeBrowser('who viewed the records, and a login kept after moving out', () => {
  let h: Harness;
  const cookies: Record<string, string> = {};

  async function apiAs(email: string, method: string, path: string, body?: unknown) {
    if (!cookies[email]) {
      const res = await fetch(`${h.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      expect(res.status, `login ${email}`).toBe(200);
      cookies[email] = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    }
    const res = await fetch(`${h.url}${path}`, {
      method,
      headers: { cookie: cookies[email], ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  const signIn = (email: string): Promise<Page> => signInByApi(h, email);

  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it("the manager sees who opened the young person's records, newest first", async () => {
    const yps = (await apiAs('staff.oak@demo.care', 'GET', '/api/young-people')).body as {
      id: string;
      firstName: string;
    }[];
    const yp = yps[0];
    const logs = (await apiAs('staff.oak@demo.care', 'GET', `/api/records/daily-log?youngPerson=${yp.id}`)).body
      .items as { id: string }[];
    expect((await apiAs('staff.oak@demo.care', 'GET', `/api/records/daily-log/${logs[0].id}`)).status).toBe(200);

    const page = await signIn('manager.oak@demo.care');
    await page.goto(`/cyp/resident/${yp.id}/profile/personal`);
    const panel = page.getByRole('region', { name: 'Who viewed these records' });
    const row = panel.getByRole('row').filter({ hasText: 'Sam Taylor' }).first();
    await row.waitFor();
    expect(await row.getByRole('link').getAttribute('href')).toBe(
      `/cyp/resident/${yp.id}/records/daily-log/${logs[0].id}`,
    );
    await expectAccessible(page, 'profile with who viewed the records');

    // staff do not get the panel (and the API refuses them)
    const staffPage = await signIn('staff.oak@demo.care');
    await staffPage.goto(`/cyp/resident/${yp.id}/profile/personal`);
    await staffPage.getByRole('heading', { name: 'Personal Details' }).first().waitFor();
    expect(await staffPage.getByRole('region', { name: 'Who viewed these records' }).count()).toBe(0);
  });

  it('archiving can keep their own login, and the profile says who kept it', async () => {
    const oak = (await apiAs('manager.oak@demo.care', 'GET', '/api/homes')).body.find(
      (x: { name: string }) => x.name === 'Oak House',
    );
    const yp = (
      await apiAs('manager.oak@demo.care', 'POST', '/api/young-people', {
        homeId: oak.id,
        firstName: 'Keeping',
        lastName: 'Login',
        birthYear: 2008,
      })
    ).body;
    const given = await apiAs('manager.oak@demo.care', 'POST', `/api/young-people/${yp.id}/login`, {
      email: `keeping.${Date.now()}@young.care`,
      password: 'Kettle-Harbour-Violet-58',
      plans: true,
      viewsComplaints: true,
    });
    expect(given.status).toBe(201);

    const page = await signIn('manager.oak@demo.care');
    await page.goto(`/cyp/resident/${yp.id}/profile/personal`);
    await page.getByRole('button', { name: 'Archive (moved out)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Keep their own login after they move out/).check();
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await page.getByText(/^Login kept after moving out by Marcus Oduya on /).waitFor();
    expect((await apiAs('manager.oak@demo.care', 'GET', `/api/young-people/${yp.id}`)).body.ownLoginKept).toMatchObject(
      { byName: 'Marcus Oduya' },
    );
  });
});
