// What a crashed tab and a sign-out leave on the device, read as someone with the browser profile would: a tab killed
// after the form said "kept on this device" loses nothing typed before it; the profile's files on disk never hold
// what was typed, nor the person's key nor the keys that wrap it (only the wrapped key, useless alone), before or
// after signing out. Decisions 0661, 0721 and 1010.
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
  dismissBanners,
  type Harness,
  login,
  signIn,
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
      // the person's key and the keys wrapping it (the server's, the password's) are never stored; the test alone
      // learns their bytes (handed to this process, never to the browser's storage), to look for them on disk, and
      // the wrapped copies' bytes, which are stored, to show the search sees where they are kept
      const keys: number[][] = [];
      const wrapped: number[][] = [];
      await context.exposeFunction('plantedKey', (raw: number[]) => keys.push(raw));
      await context.exposeFunction('plantedWrapped', (raw: number[]) => wrapped.push(raw));
      await context.addInitScript(() => {
        const subtle = crypto.subtle;
        const generate = subtle.generateKey.bind(subtle);
        const derive = subtle.deriveKey.bind(subtle);
        const importKey = subtle.importKey.bind(subtle);
        const wrap = subtle.wrapKey.bind(subtle);
        const w = window as unknown as {
          plantedKey: (raw: number[]) => Promise<void>;
          plantedWrapped: (raw: number[]) => Promise<void>;
        };
        const told = async (made: CryptoKey, alg: AlgorithmIdentifier, extractable: boolean, usages: KeyUsage[]) => {
          const raw = new Uint8Array(await subtle.exportKey('raw', made));
          await w.plantedKey([...raw]);
          return importKey('raw', raw, alg, extractable, usages);
        };
        subtle.generateKey = (async (alg: AesKeyGenParams, extractable: boolean, usages: KeyUsage[]) =>
          told(
            (await generate(alg, true, usages)) as CryptoKey,
            alg,
            extractable,
            usages,
          )) as typeof subtle.generateKey;
        subtle.deriveKey = (async (
          alg: Pbkdf2Params,
          base: CryptoKey,
          derived: AesKeyAlgorithm,
          extractable: boolean,
          usages: KeyUsage[],
        ) =>
          told(
            await derive(alg, base, derived, true, usages),
            derived,
            extractable,
            usages,
          )) as typeof subtle.deriveKey;
        subtle.importKey = (async (...args: Parameters<typeof subtle.importKey>) => {
          const [format, data, alg] = args;
          if (format === 'raw' && (alg as Algorithm).name === 'AES-KW')
            await w.plantedKey([...new Uint8Array(data as ArrayBuffer)]);
          return importKey(...(args as [never, never, never, never, never]));
        }) as typeof subtle.importKey;
        subtle.wrapKey = (async (...args: Parameters<typeof subtle.wrapKey>) => {
          const out = await wrap(...args);
          await w.plantedWrapped([...new Uint8Array(out)]);
          return out;
        }) as typeof subtle.wrapKey;
      });
      const page = context.pages()[0] ?? (await context.newPage());
      // through the form, as a person signs in: the password wraps the key too (for an offline reload)
      await page.goto(`${h.url}/login`);
      await dismissBanners(page);
      await page.reload();
      await login(page, 'staff.oak@demo.care');
      await typeConcerns(page, yp.id, phrase);
      // the server's copy and the password's (PBKDF2 takes a moment, after sign-in) are both kept
      await expect.poll(() => wrapped.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      const needles: Record<string, Buffer> = {
        'typed text': Buffer.from(phrase, 'utf8'),
        'typed text (UTF-16)': Buffer.from(phrase, 'utf16le'),
        ...Object.fromEntries(keys.map((k, i) => [`key ${i + 1}`, Buffer.from(k)])),
        ...Object.fromEntries(wrapped.map((k, i) => [`wrapped ${i + 1}`, Buffer.from(k)])),
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
      return { keys: keys.length, wrapped: wrapped.length, before, after: filesHolding(profile, needles) };
    } finally {
      await context.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    }
  }

  it('what was typed is never in the browser profile on disk, before or after signing out', async () => {
    const { keys, before, after } = await signOutOnDisk();
    // the data key, the server's wrapping key and the password's
    expect(keys).toBeGreaterThanOrEqual(3);
    // the search sees IndexedDB's files: the wrapped key is found there while signed in; what was typed is not (sealed)
    expect(before.some((f) => f.startsWith('wrapped'))).toBe(true);
    expect(before.filter((f) => f.startsWith('typed'))).toEqual([]);
    expect(after.filter((f) => f.startsWith('typed'))).toEqual([]);
  });

  // The key is stored only wrapped (decision 1010): neither it nor a key that unwraps it is ever written to the
  // profile, so the deleted entries Chromium's LevelDB keeps until it compacts hold nothing that opens the writing.
  it("the person's key is not in the browser profile on disk after signing out", async () => {
    const { before, after } = await signOutOnDisk();
    expect(before.filter((f) => f.startsWith('key'))).toEqual([]);
    expect(after.filter((f) => f.startsWith('key'))).toEqual([]);
  });
});
