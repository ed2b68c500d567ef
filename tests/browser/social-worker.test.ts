// A placing authority's social worker, as they and the home's manager meet it (decision 0671): invited by a link with
// the role and nothing else, they first see that nobody is shared; the manager names them for one child until a date;
// their first page then lists that child and the date; they read the finished placement plan and comment on it, and
// every other child, the home and the daily logs are refused; the manager ends it and the child leaves their page.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  apiAs,
  describeBrowser,
  dismissBanners,
  expectAccessible,
  type Harness,
  login,
  signInAt,
  startHarness,
} from './harness.ts';

const inDays = (n: number) =>
  new Date(Date.now() + n * 86400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

describeBrowser("a placing authority's social worker", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(() => h?.close());

  it('is invited, given one child until a date, reads and comments on the plan, sees nothing else, then nothing', async () => {
    const manager = await apiAs(h, 'manager.oak@demo.care');
    const oakYps = (await manager('GET', '/api/young-people')).body as {
      id: string;
      firstName: string;
      lastName: string;
      preferredName: string | null;
      homeName: string;
    }[];
    const child = oakYps.find((y) => y.homeName === 'Oak House')!;
    const otherChild = oakYps.find((y) => y.id !== child.id)!;
    const childName = `${child.preferredName ?? child.firstName} ${child.lastName}`;

    // invited by a director with the role alone: no homes, no areas
    const director = await signInAt(h, 'director@demo.care', '/users/edit');
    await director.getByRole('heading', { level: 1, name: 'Add a user' }).waitFor();
    const email = `sw.${Date.now()}@county.gov.uk`;
    await director.getByLabel('Name', { exact: true }).fill('Sasha Patel');
    await director.getByLabel('Email').fill(email);
    await director.getByLabel('Role').selectOption({ label: 'Social worker' });
    await director.getByRole('button', { name: 'Create user and invite' }).click();
    await director.getByRole('heading', { level: 1, name: 'Sasha Patel' }).waitFor();
    const link = await director
      .getByRole('region', { name: 'Invitation link for Sasha Patel' })
      .getByRole('textbox')
      .inputValue();

    const sw = await h.newPage();
    await sw.goto(link);
    await dismissBanners(sw);
    const password = 'Placing-authority-2026';
    await sw.getByLabel('New password', { exact: true }).fill(password);
    await sw.getByLabel('New password again').fill(password);
    await sw.getByRole('button', { name: 'Set password' }).click();
    await sw.waitForURL((url) => url.pathname === '/login');
    await login(sw, email, password);
    await sw.getByRole('heading', { level: 1, name: 'Young people shared with you' }).waitFor();
    await sw.getByText('Nobody is shared with you at the moment').waitFor();
    const nav = sw.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Young people shared with you', 'Notifications']);

    // the manager of the child's home names them until a date, on the child's page
    const until = inDays(30);
    const mp = await signInAt(h, 'manager.oak@demo.care', `/cyp/resident/${child.id}/profile/personal`);
    const panel = mp.getByRole('region', { name: /^Social worker/ });
    await panel.getByLabel('Social worker').selectOption({ label: `Sasha Patel (${email})` });
    await panel.getByLabel('Until').fill(until);
    await panel.getByRole('button', { name: 'Give access' }).click();
    await panel.getByText('Access given.').waitFor();
    await panel.getByText(/Sasha Patel .* · Open/).waitFor();

    // their first page: the child, the home and the date, and where to read
    await sw.reload();
    const card = sw.getByRole('listitem', { name: childName });
    await card.waitFor();
    expect(await card.innerText()).toMatch(new RegExp(`You can read until (\\w+ )?${longDate(until)}\\.`));
    expect(await card.innerText()).toContain('Oak House');
    expect(await sw.getByRole('listitem', { name: new RegExp(otherChild.lastName) }).count()).toBe(0);
    await expectAccessible(sw, "the social worker's first page");

    // the finished placement plan: read, then commented on
    await card.getByRole('link', { name: 'Placement plans' }).click();
    const plans = (await manager('GET', `/api/records/placement-plan?youngPerson=${child.id}&limit=50`)).body.items as {
      id: string;
      status: string;
    }[];
    const plan = plans.find((p) => p.status === 'complete')!;
    expect(plan, 'the demo has a finished placement plan').toBeDefined();
    await sw.goto(`/cyp/resident/${child.id}/plans/placement-plans/${plan.id}`);
    const comment = 'Agreed at the review: family time with her sister moves to fortnightly.';
    await sw.getByLabel('Add a comment').fill(comment);
    await sw.getByRole('button', { name: 'Add comment' }).click();
    await sw.getByRole('list', { name: 'Comments' }).getByText(comment).waitFor();
    const seen = (await manager('GET', `/api/records/placement-plan/${plan.id}/comments`)).body;
    expect(JSON.stringify(seen)).toContain(comment);
    expect(await sw.getByRole('button', { name: /^Edit/ }).count(), 'nothing to change').toBe(0);
    const viewed = (await manager('GET', `/api/young-people/${child.id}/record-views?limit=50`)).body;
    expect(JSON.stringify(viewed)).toContain('Sasha Patel');

    // the child's sections offer only what a placing authority reads: every one offered opens without a refusal
    await sw.goto(`/cyp/resident/${child.id}/profile/overview`);
    const sections = sw.getByRole('navigation', { name: 'Profile sections' });
    await sections.getByRole('link').first().waitFor();
    const offered = await sections
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => ({ label: a.textContent ?? '', href: a.getAttribute('href') ?? '' })));
    const labels = offered.map((o) => o.label);
    // and the overview's own links (its log section menus, the personal pages): only what they read
    await sw.getByRole('navigation', { name: 'Log sections' }).getByRole('link').first().waitFor();
    const overviewLinks = await sw
      .getByTestId('overview')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => ({ label: a.textContent ?? '', href: a.getAttribute('href') ?? '' })));
    const overviewLabels = overviewLinks.map((o) => o.label);
    expect(overviewLabels).toContain('Incidents');
    for (const never of ['Daily logs', 'Personal details', 'Important contacts', 'Rewards'])
      expect(overviewLabels, `the overview offers ${never}`).not.toContain(never);
    offered.push(...overviewLinks.filter((o) => !offered.some((x) => x.href === o.href)));
    expect(labels).toContain('Plans');
    expect(labels).toContain('Incidents');
    for (const never of ['Personal Details', 'Daily Logs & Summaries', 'Health'])
      expect(labels, `${never} is not shared with a social worker`).not.toContain(never);
    const refused: string[] = [];
    const answered403: string[] = [];
    sw.on('response', (r) => {
      if (r.status() === 403) answered403.push(new URL(r.url()).pathname + new URL(r.url()).search);
    });
    for (const { label, href } of offered) {
      await sw.goto(href);
      await sw.waitForLoadState('networkidle');
      await expect
        .poll(() =>
          sw
            .locator('main [role="status"]')
            .filter({ hasText: /^Loading/ })
            .count(),
        )
        .toBe(0);
      const denied = await sw.getByTestId('access-denied').count();
      const text = (await sw.locator('main').textContent()) ?? '';
      if (denied || /was not found|Page not found|This section is not available/.test(text))
        refused.push(`${label} ${answered403.join(' ')}`);
      answered403.length = 0;
    }
    expect(refused, 'sections offered that answer with a refusal').toEqual([]);

    // nothing else: another child and the home are refused; the child's daily logs are not a kind they are told of
    for (const path of [`/cyp/resident/${otherChild.id}/plans/placement-plans`, '/home']) {
      await sw.goto(path);
      await sw.getByTestId('access-denied').first().waitFor();
    }
    await sw.goto(`/cyp/resident/${child.id}/logs/daily-log`);
    await sw.getByText('Record kind "daily-log" was not found.').waitFor();

    // the manager ends it with a reason: the child leaves their page and the plan is refused
    await mp.reload();
    await panel.getByLabel('Reason for ending').fill('Case transferred to the leaving care team.');
    await panel.getByRole('button', { name: 'End access now' }).click();
    await panel.getByText(/can no longer see/).waitFor();
    await sw.goto('/dashboard');
    await sw.getByText('Nobody is shared with you at the moment').waitFor();
    await sw.goto(`/cyp/resident/${child.id}/plans/placement-plans/${plan.id}`);
    await sw.getByTestId('access-denied').first().waitFor();
  });
});
