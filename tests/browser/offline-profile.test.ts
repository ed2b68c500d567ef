// What a crashed tab and a sign-out leave on the device, read as someone with the browser profile would: a tab killed
// after the form said "kept on this device" loses nothing typed before it; after signing out, the profile's files on
// disk hold neither what was typed nor the person's key. Decisions 0661 and 0721.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoPeople } from '../helpers/fixtures.ts';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  describeBrowser,
  type Harness,
  signIn,
  signInByApi,
  startHarness,
} from './harness.ts';

describeBrowser('what the device keeps after a crash and a sign-out', () => {
  let h: Harness;
  let people: Awaited<ReturnType<typeof demoPeople>>;

  beforeAll(async () => {
    h = await startHarness();
    people = await demoPeople(h.server!);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  /** The daily log's last step, where "Concerns" is, with that one field typed and kept on the device. */
  async function typeConcerns(page: Page, ypId: string, text: string) {
    await page.goto(`/cyp/resident/${ypId}/records/daily-log/new`);
    await page.getByRole('heading', { level: 1, name: 'New daily log' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Form steps' })
      .getByRole('button', { name: /Summary and handover/ })
      .click();
    await page.getByLabel('Concerns').fill(text);
    // nothing else was typed: this is the keep of the text above
    await page.getByText(/Kept on this device at \d{2}:\d{2}/).waitFor();
  }

  it('a tab crashed after "kept on this device" loses nothing: the draft is offered back in a new tab', async () => {
    const yp = people.oakYps[0];
    const text = 'Seemed worried about the move on Friday; asked twice who would drive';
    const page = await signIn(h, 'staff.oak@demo.care');
    await typeConcerns(page, yp.id, text);

    // the renderer is killed as a crash would (CDP Page.crash): no unload, no last write
    const cdp = await page.context().newCDPSession(page);
    const crashed = page.waitForEvent('crash');
    void cdp.send('Page.crash').catch(() => undefined);
    await crashed;

    const again = await page.context().newPage();
    await again.goto(`/cyp/resident/${yp.id}/records/daily-log/new`);
    const offer = again.getByRole('region', { name: 'Writing kept on this device' });
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Restore what I wrote' }).click();
    await again
      .getByRole('navigation', { name: 'Form steps' })
      .getByRole('button', { name: /Summary and handover/ })
      .click();
    expect(await again.getByLabel('Concerns').inputValue()).toBe(text);
    await page.context().close();
  });

  /** Every file under a directory that holds any of these byte strings, and which. */
  function filesHolding(dir: string, needles: Record<string, Buffer>): string[] {
    const found: string[] = [];
    const walk = (d: string) => {
      for (const name of readdirSync(d)) {
        const p = join(d, name);
        const st = statSync(p, { throwIfNoEntry: false });
        if (!st) continue;
        if (st.isDirectory()) walk(p);
        else if (st.isFile()) {
          const bytes = readFileSync(p);
          for (const [what, needle] of Object.entries(needles))
            if (bytes.includes(needle)) found.push(`${what}: ${p.slice(dir.length)}`);
        }
      }
    };
    walk(dir);
    return found;
  }

  /**
   * Signed in on a profile of its own on disk, a phrase typed and kept on the device, then signed out (the draft
   * deleted with it): which files of the profile hold the phrase or the person's key, before and after.
   */
  async function signOutOnDisk() {
    const yp = people.oakYps[0];
    const phrase = `planted-phrase-${Math.random().toString(36).slice(2, 10)}`;
    const profile = mkdtempSync(join(tmpdir(), 'offline-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: h.url,
      locale: 'en-GB',
      serviceWorkers: 'block',
    });
    try {
      context.setDefaultTimeout(30_000);
      // the person's key is made non-extractable; the test alone learns its bytes (handed to this process, never
      // stored in the browser), to look for them on disk
      const keys: number[][] = [];
      await context.exposeFunction('plantedKey', (raw: number[]) => keys.push(raw));
      await context.addInitScript(() => {
        const subtle = crypto.subtle;
        const generate = subtle.generateKey.bind(subtle);
        const tell = (window as unknown as { plantedKey: (raw: number[]) => Promise<void> }).plantedKey;
        subtle.generateKey = (async (alg: AesKeyGenParams, extractable: boolean, usages: KeyUsage[]) => {
          const made = (await generate(alg, true, usages)) as CryptoKey;
          const raw = new Uint8Array(await subtle.exportKey('raw', made));
          await tell([...raw]);
          return subtle.importKey('raw', raw, alg, extractable, usages);
        }) as typeof subtle.generateKey;
      });
      const page = context.pages()[0] ?? (await context.newPage());
      await signInByApi(h, page, 'staff.oak@demo.care');
      await typeConcerns(page, yp.id, phrase);
      const needles: Record<string, Buffer> = {
        'typed text': Buffer.from(phrase, 'utf8'),
        'typed text (UTF-16)': Buffer.from(phrase, 'utf16le'),
        ...Object.fromEntries(keys.map((k, i) => [`key ${i + 1}`, Buffer.from(k)])),
      };
      const before = filesHolding(profile, needles);
      await page.getByRole('button', { name: /account menu/ }).click();
      await page.getByRole('button', { name: 'Log out' }).click();
      await page
        .getByRole('dialog', { name: 'Writing on this device has not been saved' })
        .getByRole('button', { name: 'Sign out and delete it' })
        .click();
      await page.waitForURL((url) => url.pathname === '/login');
      await context.close();
      return { keys: keys.length, before, after: filesHolding(profile, needles) };
    } finally {
      await context.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    }
  }

  it('what was typed is never in the browser profile on disk, before or after signing out', async () => {
    const { keys, before, after } = await signOutOnDisk();
    expect(keys).toBeGreaterThan(0);
    // the search sees IndexedDB's files: the key is found there while signed in; what was typed is not (sealed)
    expect(before.some((f) => f.startsWith('key'))).toBe(true);
    expect(before.filter((f) => f.startsWith('typed'))).toEqual([]);
    expect(after.filter((f) => f.startsWith('typed'))).toEqual([]);
  });

  // Known to fail: the key is deleted from IndexedDB at sign-out, but Chromium leaves the deleted entry's bytes in its
  // LevelDB files until it compacts them (seen in a table file even after deleting the whole database). Closing it
  // needs the key kept only wrapped under a password-derived key (decision 0722), not yet built.
  it.fails("the person's key is not in the browser profile on disk after signing out", async () => {
    expect((await signOutOnDisk()).after.filter((f) => f.startsWith('key'))).toEqual([]);
  });
});
