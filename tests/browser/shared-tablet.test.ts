// A home's shared tablet in Chromium at 768 px: a manager registers it from its own browser; two members of staff do
// the full sign-in on it; the second sees nothing of the first's (page, form, drafts kept on the device) after
// "Switch user"; the first comes back by PIN to their own session and their own draft.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../../engine/auth/password.ts';
import { hashPin } from '../../engine/auth/pin.ts';
import { pinStore } from '../../engine/store/pins.ts';
import { demoPeople } from '../helpers/fixtures.ts';
import { DEMO_PASSWORD, describeBrowser, expectAccessible, type Harness, login, startHarness } from './harness.ts';

const PIN = '4826';

describeBrowser('shared tablet', () => {
  let h: Harness;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  beforeAll(async () => {
    h = await startHarness();
    people = await demoPeople(h.server!);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  /** A new person of Oak House with the demo password and a PIN. */
  async function person(name: string, role: 'staff' | 'manager' = 'staff') {
    const email = `tablet.${randomBytes(4).toString('hex')}@demo.care`;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const id = await h.server!.store.adminTransaction((a) =>
      a.createUser(people.orgId, {
        email,
        name,
        passwordHash,
        role,
        isManager: role === 'manager',
        areas: { cyp: 'edit', cyp_daily_log: 'edit', home: 'read' },
        homeIds: [people.oak.id],
      }),
    );
    await pinStore(h.server!.store.db, people.orgId).setPin(id, await hashPin(PIN));
    return { email, name };
  }
  /** The user menu's button, which names the person signed in. */
  const menu = (page: Page, name: string) =>
    page.getByRole('button', { name: new RegExp(`${name}.*account menu`) }).first();
  const switchUser = async (page: Page, name: string) => {
    await menu(page, name).click();
    await page.getByRole('button', { name: 'Switch user' }).click();
    await page.getByRole('heading', { name: 'Switch user' }).waitFor();
  };

  it('registers the tablet, switches between two people by PIN, and shows neither the other one', async () => {
    const manager = await person('Morgan Oak', 'manager');
    const asha = await person('Asha Carer');
    const ben = await person('Ben Carer');
    const yp = people.oakYps[0];
    const newLog = `/cyp/resident/${yp.id}/records/daily-log/new`;
    const page = await h.newPage();
    await page.setViewportSize({ width: 768, height: 1024 });

    // the manager registers this browser as Oak House's shared device, then signs out
    await login(page, manager.email);
    await page.goto('/account/shared-devices');
    await page.getByRole('heading', { level: 1, name: 'Shared devices' }).waitFor();
    await page.getByLabel('Name of the device').fill('Lounge tablet');
    await page.getByRole('button', { name: 'Register this device as shared' }).click();
    await page.getByText('This browser is Lounge tablet, a shared device of Oak House.').waitFor();
    await expectAccessible(page, 'shared devices');
    await menu(page, manager.name).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByText('No one has signed in here this shift.', { exact: false }).waitFor();

    // Asha signs in fully and starts a daily log: kept on the device under her key
    await login(page, asha.email);
    await page.goto(newLog);
    await page.getByRole('heading', { level: 1, name: 'New daily log' }).waitFor();
    await page.getByLabel('Date').fill('2025-06-03');
    await page.getByText(/Kept on this device at \d{2}:\d{2}/).waitFor();
    await switchUser(page, asha.name);
    expect(new URL(page.url()).pathname).toBe('/login');
    const list = page.getByRole('list', { name: 'Signed in on this device this shift' });
    await list.getByRole('button', { name: /Asha Carer/ }).waitFor();
    await expectAccessible(page, 'switch screen');
    // the page before the lock is not shown again by going back
    await page.goBack();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await menu(page, asha.name).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'New daily log' }).count()).toBe(0);

    // Ben signs in fully: the same form is blank for him and Asha's draft is not offered
    await login(page, ben.email);
    await page.goto(newLog);
    await page.getByRole('heading', { level: 1, name: 'New daily log' }).waitFor();
    await menu(page, ben.name).waitFor();
    expect(await page.getByRole('region', { name: 'Writing kept on this device' }).count()).toBe(0);
    expect(await page.getByLabel('Date').inputValue()).not.toBe('2025-06-03');
    expect(await menu(page, asha.name).count()).toBe(0);

    // Ben hands over; a wrong PIN for Asha is refused, her right one brings her back to her own session and draft
    await switchUser(page, ben.name);
    await list.getByRole('button', { name: /Ben Carer/ }).waitFor();
    await list.getByRole('button', { name: /Asha Carer/ }).click();
    await page.getByLabel('Your PIN').fill('9137');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('alert').filter({ hasText: 'The PIN is not right' }).waitFor();
    await page.getByLabel('Your PIN').fill(PIN);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await menu(page, asha.name).waitFor();
    expect(await menu(page, ben.name).count()).toBe(0);
    await page.goto(newLog);
    await page.getByRole('region', { name: 'Writing kept on this device' }).waitFor();
    // no "remember me" on the shared device: the session cookie ends with the browser
    const cookie = (await page.context().cookies()).find((c) => c.name === 'session')!;
    expect(cookie.expires).toBe(-1);
    expect(cookie.httpOnly).toBe(true);
  });
});
