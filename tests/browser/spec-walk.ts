// Walking the SPEC's addresses in one signed-in page: each is opened by client-side navigation and read once what it
// shows has settled.
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  SPEC_ASSIST_PATH,
  SPEC_INCIDENT_EDIT_PATHS,
  SPEC_YOUNG_PERSON_PATHS,
} from '../fixtures/spec-section2-paths.ts';
import { apiAs, describeBrowser, type Harness, signInAt, startHarness } from './harness.ts';

/** Requests the page has sent and not yet had answered (chunks and API calls). */
export function inFlight(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => open.size;
}

/**
 * Go to `path` inside the app (no page load), and wait until what it shows has settled: no request outstanding, the
 * address unchanged and the page the same for a moment, nothing loading, and a heading. Waiting for the settle
 * (not just "a heading and no loading message") keeps the previous page, still shown while the next one's code
 * loads, from passing for the new one. The page watches itself (a MutationObserver and one timer) and answers once
 * it has been quiet: asking it every 50 ms cost the renderer and the test process more than drawing the page did.
 */
export async function open(page: Page, path: string, pending: () => number): Promise<string> {
  const settledFor = 150;
  const deadline = Date.now() + 30_000;
  let go: string | null = path;
  for (;;) {
    const quiet = await page.evaluate(
      ({ to, quietMs, waitMs }) =>
        new Promise<boolean>((resolve) => {
          const ready = () =>
            document.querySelector('main h1, main h2') !== null &&
            ![...document.querySelectorAll('[role="status"]')].some((e) => /^Loading/.test(e.textContent ?? ''));
          let href = '';
          let timer = 0;
          const finish = (settled: boolean) => {
            observer.disconnect();
            clearTimeout(timer);
            clearTimeout(giveUp);
            resolve(settled);
          };
          // quiet for quietMs since the last change of the page or its address, and showing a page
          const restart = () => {
            clearTimeout(timer);
            href = location.href;
            timer = window.setTimeout(() => {
              if (location.href === href && ready()) finish(true);
              else restart();
            }, quietMs);
          };
          // what is shown is main's: the header and menu may change beside it (the address is checked on its own)
          let main = document.querySelector('main');
          const observer = new MutationObserver((records) => {
            const inMain = records.some((r) =>
              (r.target instanceof Element ? r.target : r.target.parentElement)?.closest('main'),
            );
            const replaced = document.querySelector('main') !== main;
            main = document.querySelector('main');
            if (inMain || replaced) restart();
          });
          observer.observe(document.documentElement, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
          const giveUp = window.setTimeout(() => finish(false), waitMs);
          if (to !== null) {
            window.history.pushState({}, '', to);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }
          restart();
        }),
      { to: go, quietMs: settledFor, waitMs: Math.max(0, deadline - Date.now()) },
    );
    go = null;
    // settled in the page with nothing outstanding: done; a request still open is waited for and the page watched
    // again, since its answer may change what it shows
    if (quiet && pending() === 0) break;
    if (Date.now() > deadline) {
      const shown = await page.evaluate(() => ({
        at: location.pathname + location.search,
        statuses: [...document.querySelectorAll('[role="status"]')].map((s) => s.textContent),
        heading: document.querySelector('main h1, main h2')?.textContent ?? null,
      }));
      throw new Error(`${path} did not settle in 30 s (${JSON.stringify(shown)}, ${pending()} requests open)`);
    }
    for (const until = Math.min(deadline, Date.now() + 5_000); pending() > 0 && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 25));
  }
  return (await page.locator('main').textContent()) ?? '';
}

export const NOT_OPENED = /Page not found|This section is not available|You do not have access|not allowed to open/i;

/** A young person of `home` as `email` sees them, and one of their incidents if they have any. */
export async function youngPersonOf(h: Harness, email: string, home: string) {
  const api = await apiAs(h, email);
  const people = (await api('GET', '/api/young-people')).body as { id: string; homeName: string }[];
  const yp = people.find((p) => p.homeName === home);
  if (!yp) throw new Error(`${email} sees no young person at ${home}`);
  const incidents = (await api('GET', `/api/records/incident?youngPerson=${yp.id}&limit=1`)).body.items as {
    id: string;
  }[];
  return { yp, incident: incidents[0] as { id: string } | undefined };
}

/** Opens every SPEC path of a young person of `home` as `email`: the page, and each path's text. */
export async function walk(h: Harness, email: string, home: string) {
  const { yp, incident } = await youngPersonOf(h, email, home);
  const page = await signInAt(h, email, `/cyp/resident/${yp.id}/profile/overview`);
  const pending = inFlight(page);
  await page.locator('main h1, main h2').first().waitFor();
  const paths = [
    ...SPEC_YOUNG_PERSON_PATHS.map((p) => `/cyp/resident/${yp.id}/${p}`),
    ...SPEC_INCIDENT_EDIT_PATHS.map((p) => (incident ? `${p}?id=${incident.id}` : p)),
    SPEC_ASSIST_PATH,
  ];
  const texts = new Map<string, string>();
  for (const path of paths) texts.set(path, await open(page, path, pending));
  const failed = [...texts].filter(([, text]) => NOT_OPENED.test(text)).map(([path]) => path);
  return { page, pending, yp, incident, texts, failed };
}

/** The walk as each of `roles` ([email, home]), in a file's own harness; at supported accommodation, its words. */
export function describeRoleWalks(roles: [string, string][]) {
  describeBrowser('SPEC §2 paths', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness();
    });
    afterAll(() => h?.close());

    it.each(roles)(
      'as %s, every SPEC path of a young person at %s opens',
      async (email, home) => {
        const { page, texts, failed } = await walk(h, email, home);
        expect(failed).toEqual([]);
        if (home === 'Willow Court') {
          // supported accommodation's own words: support plans
          const plans = [...texts].find(([path]) => path.endsWith('/plans/placement-plans'))?.[1] ?? '';
          expect(plans).toMatch(/Support plan/);
          // (a placement planning meeting is the placing authority's, in both)
          expect([...texts].filter(([, text]) => /placement plans?\b/i.test(text)).map(([path]) => path)).toEqual([]);
        }
        await page.close();
      },
      600_000,
    );
  });
}
