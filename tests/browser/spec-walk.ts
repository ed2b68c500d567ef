// Walking the SPEC's addresses in one signed-in page: each is opened by client-side navigation and read once what it
// shows has settled.
import type { Page, Request } from 'playwright-core';

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
 * address unchanged and the content the same for a moment, nothing loading, and a heading. Waiting for the settle
 * (not just "a heading and no loading message") keeps the previous page, still shown while the next one's code
 * loads, from passing for the new one.
 */
export async function open(page: Page, path: string, pending: () => number): Promise<string> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const settledFor = 150;
  const deadline = Date.now() + 30_000;
  let last = '';
  let since = Date.now();
  for (;;) {
    const now = await page.evaluate(() => {
      const loading = [...document.querySelectorAll('[role="status"]')].some((e) =>
        /^Loading/.test(e.textContent ?? ''),
      );
      const ready = !loading && document.querySelector('main h1, main h2') !== null;
      return { ready, state: `${location.href}|${document.querySelector('main')?.innerHTML.length ?? 0}` };
    });
    const state = `${now.state}|${pending()}`;
    if (state !== last) {
      last = state;
      since = Date.now();
    } else if (now.ready && pending() === 0 && Date.now() - since >= settledFor) break;
    if (Date.now() > deadline) {
      const shown = await page.evaluate(() => ({
        at: location.pathname + location.search,
        statuses: [...document.querySelectorAll('[role="status"]')].map((s) => s.textContent),
        heading: document.querySelector('main h1, main h2')?.textContent ?? null,
      }));
      throw new Error(`${path} did not settle in 30 s (${JSON.stringify(shown)}, ${pending()} requests open)`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return (await page.locator('main').textContent()) ?? '';
}
