// The web frame end to end: accessibility of the core screens, login and deep links, remembered
// preferences, the not-found page and access-denied.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  describeBrowser,
  dismissBanners,
  expectAccessible,
  type Harness,
  login,
  startHarness,
} from './harness.ts';

/** Sign in over HTTP and return a GET helper carrying the session cookie. */
async function apiAs(base: string, email: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const cookie = (res.headers.getSetCookie?.() ?? [res.headers.get('set-cookie') ?? ''])
    .map((c) => c.split(';')[0])
    .join('; ');
  return async <T>(path: string): Promise<T> => {
    const r = await fetch(`${base}${path}`, { headers: { cookie } });
    expect(r.status, path).toBe(200);
    return (await r.json()) as T;
  };
}

describeBrowser('web frame', () => {
  let h: Harness;
  let oakYoungPersonId: string;

  beforeAll(async () => {
    h = await startHarness();
    const get = await apiAs(h.url, 'manager.oak@demo.care');
    const me = await get<{ homes: { id: string; name: string }[] }>('/api/auth/me');
    const oak = me.homes.find((home) => home.name === 'Oak House') ?? me.homes[0];
    const people = await get<{ id: string }[]>(`/api/young-people?home=${oak.id}&archived=false`);
    expect(people.length).toBeGreaterThan(0);
    oakYoungPersonId = people[0].id;
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it('login page is accessible and reports a wrong password clearly', async () => {
    const page = await h.newPage();
    await page.goto('/login');
    await expect.poll(() => page.title()).toContain('Sign in');
    await expectAccessible(page, 'login page');

    await page.getByLabel('Email address').fill('manager.oak@demo.care');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('email or password is not right');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('dashboard, residents list and young-person profile are accessible', async () => {
    const page = await h.newPage();
    await login(page, 'manager.oak@demo.care');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Recent records' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'dashboard');

    await page.goto('/cyp/resident');
    await page.getByRole('heading', { level: 1, name: /Current (CYP|YP)/ }).waitFor();
    const firstPerson = page.getByRole('main').getByRole('list').getByRole('link').first();
    await firstPerson.waitFor();
    await expectAccessible(page, 'residents list');

    await firstPerson.click();
    await page.getByRole('heading', { name: 'Personal Details', exact: true }).waitFor();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toMatch(/^\/cyp\/resident\/[^/]+\/profile\/details\/personal$/);
    expect(await page.getByRole('navigation', { name: 'Profile sections' }).isVisible()).toBe(true);
    await expectAccessible(page, 'young-person profile');
  });

  it('a page load asks who is signed in once, while the code downloads, and the API answers it compressed', async () => {
    const page = await h.newPage();
    await login(page, 'manager.oak@demo.care');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const asked: { encoding: string | undefined }[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/api/auth/me') asked.push({ encoding: r.headers()['content-encoding'] });
    });
    await page.goto('/cyp/resident');
    await page.getByRole('heading', { level: 1, name: /Current (CYP|YP)/ }).waitFor();
    await page.waitForLoadState('networkidle');
    // the page's own preload is the one request: the app's code takes its answer instead of asking again
    expect(await page.locator('link[rel="preload"][href="/api/auth/me"]').count()).toBe(1);
    expect(asked).toEqual([{ encoding: 'br' }]);
  });

  it('sends a logged-out deep link to login and back to the same address', async () => {
    const page = await h.newPage();
    const deep = `/cyp/resident/${oakYoungPersonId}/profile/details/personal`;
    await page.goto(deep);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(deep);
    await login(page, 'manager.oak@demo.care');
    await expect.poll(() => new URL(page.url()).pathname).toBe(deep);
    await page.getByRole('heading', { name: 'Personal Details', exact: true }).waitFor();
  });

  it('remembers the sidebar collapse, theme and contrast across a reload', async () => {
    const page = await h.newPage();
    await login(page, 'manager.oak@demo.care');
    await dismissBanners(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(() => nav.getAttribute('data-collapsed')).toBe('true');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('button', { name: 'High contrast' }).click();

    await page.reload();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    expect(await nav.getAttribute('data-collapsed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.classList.contains('high-contrast'))).toBe(true);
    const stored = await page.evaluate(() =>
      ['sidebarCollapsed', 'themeMode', 'contrastMode'].map((key) => localStorage.getItem(key)),
    );
    expect(stored).toEqual(['true', 'dark', 'high']);
  });

  it('shows the not-found page for an unknown path', async () => {
    const page = await h.newPage();
    await login(page, 'manager.oak@demo.care');
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expect.poll(() => page.title()).toContain('Page not found');
  });

  it('refuses HR screens to care staff: access denied, and the API refuses or scopes', async () => {
    const page = await h.newPage();
    await login(page, 'staff.oak@demo.care');
    await page.goto('/hr/employees');
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    expect(await page.getByRole('heading', { name: 'You do not have access to this page' }).isVisible()).toBe(true);
    expect(await page.getByText(/ask your manager or a director/).isVisible()).toBe(true);
    expect(await page.getByRole('table').count()).toBe(0);

    const answer = await page.evaluate(async () => {
      const me = await (await fetch('/api/auth/me')).json();
      const res = await fetch('/api/staff');
      return {
        status: res.status,
        body: res.ok ? await res.json() : null,
        myHomes: me.homes.map((x: { id: string }) => x.id),
      };
    });
    if (answer.status === 200) {
      // Scoped: nobody outside the homes staff.oak works in.
      for (const s of answer.body as { homeIds: string[] }[]) {
        expect(s.homeIds.some((id) => answer.myHomes.includes(id))).toBe(true);
      }
    } else {
      expect([401, 403]).toContain(answer.status);
    }
  });
});
