// Never lose a half-written record: what is typed is kept on the device (encrypted) as it is typed, so a reload with
// the network down offers it back; a save whose answer was lost is sent again with the record's own id and makes
// one record, not two. Decisions 0660 and 0661.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoPeople } from '../helpers/fixtures.ts';
import { apiAs, describeBrowser, type Harness, signIn, signInAt, startHarness } from './harness.ts';

describeBrowser('drafts kept on the device and writes sent once', () => {
  let h: Harness;
  let people: Awaited<ReturnType<typeof demoPeople>>;

  beforeAll(async () => {
    h = await startHarness();
    people = await demoPeople(h.server!);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const dailyLogsOn = async (ypId: string, date: string) => {
    const staff = await apiAs(h, 'staff.oak@demo.care');
    const items = (await staff('GET', `/api/records/daily-log?youngPerson=${ypId}&limit=100`)).body.items as {
      id: string;
      summary: { date?: string };
    }[];
    return items.filter((r) => r.summary.date === date).map((r) => r.id);
  };
  /** Every draft kept in this page's IndexedDB, as the bytes stored (what someone reading the profile would find). */
  const storedDrafts = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const req = indexedDB.open('care-device');
          req.onerror = () => reject(req.error);
          req.onsuccess = () => {
            const all = req.result.transaction('drafts').objectStore('drafts').getAll();
            all.onsuccess = () =>
              resolve(
                (all.result as { iv: Uint8Array; sealed: ArrayBuffer }[]).map((d) =>
                  new TextDecoder('latin1').decode(new Uint8Array(d.sealed)),
                ),
              );
          };
        }),
    );

  it('typed with the network down: kept on the device (not readable there), offered back after a reload, saved once', async () => {
    const yp = people.oakYps[0];
    const date = '2025-05-06';
    const page = await signIn(h, 'staff.oak@demo.care');
    // every write of the record fails as it would with no network
    await page.route('**/api/records/daily-log**', (route) =>
      route.request().method() === 'GET' ? route.continue() : route.abort('internetdisconnected'),
    );
    await page.goto(`/cyp/resident/${yp.id}/records/daily-log/new`);
    await page.getByRole('heading', { level: 1, name: 'New daily log' }).waitFor();
    await page.getByLabel('Date').fill(date);
    await page.getByLabel('Shift').selectOption({ label: 'Late' });
    await page.getByText(/Kept on this device at \d{2}:\d{2}/).waitFor();
    const stored = await storedDrafts(page);
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain(date);
    expect(stored[0]).not.toContain('late');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'New daily log' }).waitFor();
    const offer = page.getByRole('region', { name: 'Writing kept on this device' });
    await offer.waitFor();
    await page.unroute('**/api/records/daily-log**');
    await offer.getByRole('button', { name: 'Restore what I wrote' }).click();
    expect(await page.getByLabel('Date').inputValue()).toBe(date);
    expect(await page.getByLabel('Shift').locator('option:checked').textContent()).toBe('Late');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText(/^Draft saved at \d{2}:\d{2}$/).waitFor();
    expect(await dailyLogsOn(yp.id, date)).toHaveLength(1);
    // saved: the device's copy is gone
    await expect.poll(() => storedDrafts(page)).toEqual([]);
  });

  it('a create whose answer was lost is sent again with its own id: one record', async () => {
    const yp = people.oakYps[0];
    const date = '2025-05-07';
    const page = await signIn(h, 'staff.oak@demo.care');
    let lost = 0;
    // the first create reaches the server and is written; its answer never arrives
    await page.route('**/api/records/daily-log', async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.continue();
      lost += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto(`/cyp/resident/${yp.id}/records/daily-log/new`);
    await page.getByRole('heading', { level: 1, name: 'New daily log' }).waitFor();
    await page.getByLabel('Date').fill(date);
    await page.getByRole('button', { name: 'Save draft' }).click();
    // the lost answer hands the write to the device's send queue, which sends it again at once (still online)
    await page.getByText(/^Draft saved at \d{2}:\d{2}$/).waitFor();
    expect(lost).toBe(1);
    const ids = await dailyLogsOn(yp.id, date);
    expect(ids).toHaveLength(1);
    expect(page.url()).toContain(ids[0]);
  });

  it('a save made with no connection says it is kept on the device, and is sent when the connection is back', async () => {
    const yp = people.oakYps[0];
    const date = '2025-05-08';
    const page = await signInAt(h, 'staff.oak@demo.care', `/cyp/resident/${yp.id}/records/daily-log/new`);
    await page.getByRole('heading', { level: 1, name: 'New daily log' }).waitFor();
    await page.context().setOffline(true);
    await page.getByLabel('Date').fill(date);
    await page.getByText(/Kept on this device at \d{2}:\d{2}/).waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Waiting to send: kept on this device, and saved when the connection is back').waitFor();
    expect(await dailyLogsOn(yp.id, date)).toEqual([]);
    await page.context().setOffline(false);
    await page.getByText(/^Draft saved at \d{2}:\d{2}$/).waitFor();
    expect(await dailyLogsOn(yp.id, date)).toHaveLength(1);
  });

  it('signing out with writing not saved says so first; signing out leaves no draft or key of the person', async () => {
    const yp = people.oakYps[0];
    const page = await signIn(h, 'staff.oak@demo.care');
    await page.route('**/api/records/daily-log**', (route) =>
      route.request().method() === 'GET' ? route.continue() : route.abort('internetdisconnected'),
    );
    await page.goto(`/cyp/resident/${yp.id}/records/daily-log/new`);
    await page.getByRole('heading', { level: 1, name: 'New daily log' }).waitFor();
    await page.getByLabel('Date').fill('2025-05-09');
    await page.getByText(/Kept on this device at \d{2}:\d{2}/).waitFor();
    const keys = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const req = indexedDB.open('care-device');
            req.onsuccess = () => {
              const n = req.result.transaction('keys').objectStore('keys').count();
              n.onsuccess = () => resolve(n.result);
            };
          }),
      );
    expect(await keys()).toBe(1);
    const signOut = async () => {
      await page.getByRole('button', { name: /account menu/ }).click();
      await page.getByRole('button', { name: 'Log out' }).click();
    };
    await signOut();
    const dialog = page.getByRole('dialog', { name: 'Writing on this device has not been saved' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('One form you were writing is kept on this device and not saved');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await storedDrafts(page)).toHaveLength(1);
    await signOut();
    await dialog.getByRole('button', { name: 'Sign out and delete it' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await storedDrafts(page)).toEqual([]);
    expect(await keys()).toBe(0);
  });
});
