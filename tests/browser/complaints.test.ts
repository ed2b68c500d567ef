// Complaints in the browser: Kai logs a complaint from his own login; the manager finds it under the one
// bell (/notifications, unread, then marked as read), finds Kai from the top bar's search box, sees his
// login in Users as "Young person — Kai Robinson"; once the response is written Kai reads it on his page.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { reviewComplaint } from '../../workers/processors/complaints.ts';
import { workerCatalogue } from '../../workers/start.ts';
import { DEMO_PASSWORD, describeBrowser, dismissBanners, type Harness, login, startHarness } from './harness.ts';

const RUN = Date.now();

describeBrowser('complaints, search and notifications', () => {
  let h: Harness;
  let kaiId: string;
  const kaiEmail = `kai.browser.${RUN}@demo.care`;
  const cookies: Record<string, string> = {};

  async function apiAs(email: string, method: string, path: string, body?: unknown, password = DEMO_PASSWORD) {
    if (!cookies[email]) {
      const res = await fetch(`${h.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
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

  beforeAll(async () => {
    h = await startHarness();
    const yps = await apiAs('manager.willow@demo.care', 'GET', '/api/young-people');
    kaiId = yps.body.find((y: { firstName: string }) => y.firstName === 'Kai').id;
    const made = await apiAs('manager.willow@demo.care', 'POST', `/api/young-people/${kaiId}/login`, {
      email: kaiEmail,
      password: 'KaiLogin2026!',
      plans: true,
      viewsComplaints: true,
    });
    expect(made.status).toBe(201);
  });
  afterAll(() => h?.close());

  it("Kai's complaint reaches the manager, who reads it under one bell; Kai sees the reply", async () => {
    const kai = await h.newPage();
    await kai.goto('/login');
    await dismissBanners(kai);
    await login(kai, kaiEmail, 'KaiLogin2026!');
    await kai.goto('/me/feedback');
    await kai.getByLabel('Complaint').check();
    await kai.getByLabel(/What is it about/).fill('The Wi-Fi goes off at 10pm at weekends.');
    await kai.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => kai.getByRole('heading', { name: 'We have got your message' }).isVisible()).toBe(true);
    const list = await apiAs('manager.willow@demo.care', 'GET', `/api/records/complaint-feedback?youngPerson=${kaiId}`);
    const record = list.body.items[0];
    expect(record.status).toBe('signoffs_pending');
    const deps = {
      store: h.server!.store,
      now: () => new Date(),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      ...(await workerCatalogue()),
    };
    const [{ orgId }] = await h.server!.store.db.query<{ orgId: string }>(
      'select org_id as "orgId" from records where id = $1',
      [record.id],
    );
    // as the record-changes worker does
    expect(await reviewComplaint(deps, orgId, record.id)).toMatchObject({ alerted: 1 });

    const manager = await h.newPage();
    await manager.goto('/login');
    await dismissBanners(manager);
    await login(manager, 'manager.willow@demo.care');
    // one bell in the navigation
    await expect
      .poll(() =>
        manager
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: /Notifications|Alerts/ })
          .count(),
      )
      .toBe(1);
    await manager.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications' }).click();
    const item = manager.getByRole('listitem').filter({ hasText: 'Kai Robinson has logged a complaint' });
    await expect.poll(() => item.getByText('Unread').isVisible()).toBe(true);
    await item.getByRole('button', { name: /Mark as read/ }).click();
    await expect.poll(() => item.getAttribute('data-read')).toBe('true');
    await manager.reload();
    await expect
      .poll(() =>
        manager
          .getByRole('listitem')
          .filter({ hasText: 'Kai Robinson has logged a complaint' })
          .getAttribute('data-read'),
      )
      .toBe('true');

    // the top bar's search finds Kai and his complaint
    await manager.getByLabel('Search young people, staff and records').fill('Robinson');
    await manager.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => manager.getByRole('link', { name: 'Kai Robinson', exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() => manager.getByRole('link', { name: /Views, complaints and feedback — Kai Robinson/ }).count())
      .toBeGreaterThan(0);

    // the response, written by the manager, is what Kai reads on his page
    const full = await apiAs('manager.willow@demo.care', 'GET', `/api/records/complaint-feedback/${record.id}`);
    const managerId = (await apiAs('manager.willow@demo.care', 'GET', '/api/auth/me')).body.id;
    const answered = await apiAs('manager.willow@demo.care', 'PUT', `/api/records/complaint-feedback/${record.id}`, {
      version: full.body.version,
      data: {
        ...full.body.data,
        outcome: {
          result: 'upheld',
          actionTaken: 'Weekend Wi-Fi schedule changed.',
          response: 'Wi-Fi stays on until 11pm on Fridays and Saturdays.',
          respondedAt: '2026-03-05',
          respondedBy: managerId,
        },
      },
    });
    expect(answered.status).toBe(200);
    await kai.goto('/me');
    await expect
      .poll(() => kai.getByText('Wi-Fi stays on until 11pm on Fridays and Saturdays.').isVisible())
      .toBe(true);

    // Users names Kai's login as his
    const director = await h.newPage();
    await director.goto('/login');
    await dismissBanners(director);
    await login(director, 'director@demo.care');
    await director.goto('/users');
    await expect
      .poll(() =>
        director.getByRole('row').filter({ hasText: kaiEmail }).getByText('Young person — Kai Robinson').isVisible(),
      )
      .toBe(true);
  });
});
