// Help, onboarding and the rewrite beta in the browser: the header's Help link opens
// the screen's article, search answers, /register waits for approval and /create-company approves it, and the
// Rewrite action shows a suggestion the author uses or rejects; the pages fit a phone.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoPeople } from '../helpers/fixtures.ts';
import {
  apiAs,
  checkA11y,
  describeBrowser,
  dismissBanners,
  type Harness,
  signIn,
  signInAt,
  startHarness,
} from './harness.ts';

describeBrowser('help, onboarding and the rewrite beta', () => {
  let h: Harness;
  let ai: Server;
  let people: Awaited<ReturnType<typeof demoPeople>>;

  beforeAll(async () => {
    // an OpenAI-compatible endpoint on this machine that answers with a fixed, clearer wording
    ai = createServer((req, res) => {
      req.resume();
      req.on('end', () =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            choices: [{ message: { content: 'She chose to spend the evening in her room and said she felt tired.' } }],
          }),
        ),
      );
    });
    await new Promise<void>((ok) => ai.listen(0, '127.0.0.1', ok));
    h = await startHarness({
      env: { AI_REWRITE_URL: `http://127.0.0.1:${(ai.address() as AddressInfo).port}/v1/chat/completions` },
    });
    people = await demoPeople(h.server!);
  }, 120_000);

  afterAll(async () => {
    await h?.close();
    await new Promise((ok) => ai?.close(ok));
  });

  it("the header's Help link opens the screen's own article; search finds articles; links are links, never HTML", async () => {
    const page = await signInAt(h, 'staff.oak@demo.care', `/cyp/resident/${people.oakYp.id}/records/daily-log/new`);
    await page.getByRole('link', { name: 'Help: How to write a good daily log' }).click();
    await page.getByRole('heading', { level: 1, name: 'How to write a good daily log' }).waitFor();
    await expect(page.getByRole('heading', { level: 2, name: 'What to include' }).isVisible()).resolves.toBe(true);
    await page.goto('/dashboard/signoffs');
    await page.getByRole('link', { name: 'Help: How sign-off works' }).click();
    await page.getByRole('heading', { level: 1, name: 'How sign-off works' }).waitFor();

    await page.goto('/help');
    await page.getByRole('searchbox', { name: 'Search the help' }).fill('Reg 40');
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('list', { name: 'Search results' });
    await results.waitFor();
    await results.getByRole('link', { name: 'Reg 40 and Reg 27 notifications' }).click();
    const law = page.getByRole('link', { name: /Children's Homes \(England\) Regulations 2015/ }).first();
    await law.waitFor();
    expect(await law.getAttribute('href')).toBe('https://www.legislation.gov.uk/uksi/2015/541/regulation/40');
    expect(await law.getAttribute('rel')).toContain('noopener');

    // open to everyone: about, terms (a template for the provider's solicitor) and the videos page saying none is
    // shipped
    const anon = await h.newPage();
    await anon.goto('/terms-of-service');
    await anon.getByText("reviewed by the provider's solicitor").waitFor();
    await anon.goto('/help/training-videos');
    await anon.getByText('There are no training videos yet.').waitFor();
    await anon.goto('/about');
    await anon.getByRole('heading', { level: 1, name: 'About Care Records' }).waitFor();
  });

  it('/register keeps a request that nothing can use; the product administrator approves it at /create-company and gets the invitation link', async () => {
    const page = await h.newPage();
    // a second request, which the administrator declines with a reason
    const other = await fetch(`${h.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        organisationName: 'Spam Homes',
        contactName: 'S Pam',
        contactEmail: 'spam@spam.example',
        homes: [{ name: 'Nowhere', type: 'children_home' }],
      }),
    });
    expect(other.status).toBe(202);
    await page.goto('/register');
    await dismissBanners(page);
    await page.getByLabel('Organisation name').fill('Hazel Care <b>Ltd</b>');
    await page.getByLabel('Your name').fill('Harper Hazel');
    await page.getByLabel('Email').fill('harper@hazel.example');
    await page.getByLabel('Home 1 name').fill('Hazel House');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Nothing can be used until then.').waitFor();

    const admin = await signInAt(h, 'admin@care-records.app', '/create-company');
    const requests = admin.getByRole('list', { name: 'Account requests' });
    const mine = requests.getByRole('listitem').filter({ hasText: 'Hazel Care <b>Ltd</b>' });
    await mine.waitFor();
    await mine.getByRole('button', { name: 'Approve and create' }).click();
    await admin.getByRole('region', { name: 'Invitation link for the director of Hazel Care <b>Ltd</b>' }).waitFor();
    // the list is fetched again after the approval: wait for it, not for a count of the moment
    await mine.waitFor({ state: 'detached' });
    const spam = requests.getByRole('listitem').filter({ hasText: 'Spam Homes' });
    await spam.getByRole('button', { name: 'Decline…' }).click();
    await spam.getByLabel('Why is it declined? (kept with the request)').fill('Not a care provider');
    await spam.getByRole('button', { name: 'Decline request' }).click();
    await admin.getByText('No requests are waiting.').waitFor();
    const [declined] = await h.server!.store.db.query<{ status: string; decision_note: string }>(
      `select status, decision_note from account_requests where organisation_name = 'Spam Homes'`,
    );
    expect(declined).toEqual({ status: 'declined', decision_note: 'Not a care provider' });

    // and one made directly, with its homes
    await admin.getByLabel('Organisation name').fill('Alder Homes');
    await admin.getByLabel('Home 1 name').fill('Alder House');
    await admin.getByLabel('Ofsted URN').fill('SC654321');
    await admin.getByLabel("Director's name").fill('Ash Alder');
    await admin.getByLabel("Director's email").fill('ash@alder.example');
    await admin.getByRole('button', { name: 'Create organisation' }).click();
    await admin.getByRole('region', { name: 'Invitation link for the director of Alder Homes' }).waitFor();
    const [row] = await h.server!.store.db.query<{ urn: string }>(
      `select h.urn from homes h join organisations o on o.id = h.org_id where o.name = 'Alder Homes'`,
    );
    expect(row.urn).toBe('SC654321');

    // a director is refused the page
    const director = await signInAt(h, 'director@demo.care', '/create-company');
    await director.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
  });

  it('Rewrite: off until the organisation has the flag; then a suggestion with the notice, used or rejected by the author', async () => {
    const staffPage = await signIn(h, 'staff.oak@demo.care');
    const form = `/cyp/resident/${people.oakYp.id}/records/daily-log/new`;
    await staffPage.goto(form);
    await staffPage.getByRole('button', { name: 'Next' }).click();
    const activities = staffPage.getByLabel('Activities', { exact: true });
    await activities.waitFor();
    await expect(staffPage.getByRole('button', { name: /^Rewrite/ }).count()).resolves.toBe(0);

    const admin = await apiAs(h, 'admin@care-records.app');
    expect(
      (await admin('PUT', `/api/admin/customers/${people.orgId}/features`, { enableTextRewrite: true })).status,
    ).toBe(200);
    const page = await signInAt(h, 'staff.oak@demo.care', form);
    await page.getByRole('button', { name: 'Next' }).click();
    const field = page.getByLabel('Activities', { exact: true });
    await field.fill('Stayed in her room all night, in a mood.');
    const rewrite = page.locator(`button[aria-describedby="${await field.getAttribute('id')}__rewrite-note"]`);
    await rewrite.click();
    const suggestion = page.getByRole('region', { name: 'Suggested rewrite' });
    await suggestion.getByText(/cloud AI service.*de-identified/).waitFor();
    await expect(suggestion.locator('ins').first().isVisible()).resolves.toBe(true);
    await suggestion.getByRole('button', { name: 'Keep mine' }).click();
    await expect(field.inputValue()).resolves.toBe('Stayed in her room all night, in a mood.');
    await rewrite.click();
    await suggestion.getByRole('button', { name: 'Use suggestion' }).click();
    await expect(field.inputValue()).resolves.toBe(
      'She chose to spend the evening in her room and said she felt tired.',
    );
  });

  it('the help and register pages fit a phone (390 px) without sideways scrolling', async () => {
    const page = await h.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/help', '/help/notifications', '/register', '/terms-of-service']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      expect(await checkA11y(page), path).toEqual([]);
    }
  });
});
