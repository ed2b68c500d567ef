// Staff in the browser: HR finds who needs attention from the Staff menu and opens a profile; a manager
// makes an applicant an employee with a risk-assessed reason and finds the checks carried into the new
// profile; a member of staff reaches their own profile from the user menu and sees no HR-only records;
// and the employees list and a profile at phone width (390 × 844) without sideways scrolling. HR recruiting someone
// with a gap and a late reference sees both named in the Make employee panel, at desktop and at phone width.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiAs, describeBrowser, type Harness, signIn, signInAt, startHarness } from './harness.ts';

describeBrowser('staff', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it("HR: Staff menu → employees needing attention → a profile's DBS", async () => {
    const page = await signIn(h, 'hr@demo.care');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
    await page.waitForURL('**/hr');
    await page.getByRole('link', { name: 'Need attention' }).click();
    await page.waitForURL('**/hr/employees?compliance=attention');
    const table = page.getByRole('table', { name: 'Employees' });
    const sam = table.getByRole('row').filter({ hasText: 'Sam Taylor' });
    await expect.poll(() => sam.innerText()).toContain('DBS: Due soon');
    await sam.getByRole('link', { name: 'Sam Taylor' }).click();
    await page.waitForURL('**/overview');
    await expect.poll(() => page.getByRole('heading', { name: 'Overview' }).isVisible()).toBe(true);
    await page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'Details', exact: true })
      .click();
    await page
      .getByRole('navigation', { name: 'Details sections' })
      .getByRole('link', { name: 'Investigations (DBS)' })
      .click();
    await page.waitForURL('**/details/investigations');
    await expect.poll(() => page.getByRole('heading', { name: 'DBS check records' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('001234567890').isVisible()).toBe(true);
    // HR sees the HR-only exit section and may add to it
    await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Employment' }).click();
    await page.getByRole('navigation', { name: 'Employment sections' }).getByRole('link', { name: 'Exit' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'New exit' }).isVisible()).toBe(true);
  });

  it('a manager makes the applicant an employee with a risk-assessed reason; the checks are in the new profile', async () => {
    const page = await signInAt(h, 'manager.oak@demo.care', '/applications');
    await page
      .getByRole('link', { name: /open application/ })
      .first()
      .click();
    await page.waitForURL(/\/applications\/[0-9a-f-]{36}$/);
    const panel = page.getByRole('region', { name: 'Make employee' });
    await expect.poll(() => panel.innerText()).toContain('An enhanced DBS certificate');
    await expect.poll(() => panel.innerText()).toContain('Gaps to explain: 1 Jul 2021 to 5 Sept 2021');
    await expect.poll(() => panel.getByRole('button', { name: 'Make employee' }).isDisabled()).toBe(true);
    await panel
      .getByLabel('Risk-assessed reason to start before every check is recorded')
      .fill('DBS applied for 3 days ago; works only alongside a senior until it arrives (RA-14).');
    await panel.getByRole('button', { name: 'Make employee' }).click();
    await expect.poll(() => panel.getByRole('status').first().innerText()).toContain('records carried over');
    // the invitation link, shown once to pass on (no email on this deployment)
    expect(await panel.getByRole('textbox', { name: 'Their invitation' }).inputValue()).toContain(
      '/set-password?token=',
    );
    await panel.getByRole('link', { name: 'Open their profile' }).click();
    await page.waitForURL('**/overview');
    await expect.poll(() => page.getByText('Jamie Clarke').first().isVisible()).toBe(true);
    await page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'Details', exact: true })
      .click();
    await page
      .getByRole('navigation', { name: 'Details sections' })
      .getByRole('link', { name: 'Work eligibility' })
      .click();
    await expect.poll(() => page.getByRole('heading', { name: 'Work eligibility records' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('British or Irish passport').isVisible()).toBe(true);
    await page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'Personal details and application' })
      .click();
    await expect.poll(() => page.getByText('RA-14').isVisible()).toBe(true);
  });

  it("a member of staff reaches their own profile from the user menu; HR-only records stay HR's", async () => {
    const page = await signIn(h, 'staff.oak@demo.care');
    await page.getByRole('button', { name: /Sam Taylor/ }).click();
    await page.getByRole('link', { name: 'My profile' }).click();
    await page.waitForURL('**/overview');
    await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Employment' }).click();
    await page
      .getByRole('navigation', { name: 'Employment sections' })
      .getByRole('link', { name: 'References' })
      .click();
    await expect.poll(() => page.getByText('These records are kept by HR.').isVisible()).toBe(true);
    await page.getByRole('navigation', { name: 'Employment sections' }).getByRole('link', { name: 'Contract' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Contract records' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'New contract' }).count()).toBe(0);
    // their own password and PIN
    await page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'Password and PIN' })
      .click();
    await expect.poll(() => page.getByRole('heading', { name: 'Change your password' }).isVisible()).toBe(true);
    // the HR screens are not theirs
    await page.goto('/hr/employees');
    await expect
      .poll(() =>
        page
          .getByText(/do not have access/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
  });

  it('at phone width the employees are cards and nothing scrolls sideways', async () => {
    const page = await signIn(h, 'hr@demo.care');
    await page.setViewportSize({ width: 390, height: 844 });
    const api = await apiAs(h, 'hr@demo.care');
    const sam = ((await api('GET', '/api/hr/employees')).body as { id: string; name: string }[]).find(
      (e) => e.name === 'Sam Taylor',
    )!;
    for (const path of [
      '/hr',
      '/hr/employees',
      '/agency-staff',
      `/profile/${sam.id}/overview`,
      `/profile/${sam.id}/details/work-eligibility`,
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.goto('/hr/employees');
    const cards = page.getByRole('list', { name: 'Employees' });
    await expect.poll(() => cards.getByRole('listitem').filter({ hasText: 'Sam Taylor' }).isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Employees' }).isVisible()).toBe(false);
  });

  it('HR recruiting someone with a gap and a late reference: both named before the hire, at desktop and phone width', async () => {
    const api = await apiAs(h, 'hr@demo.care');
    const hrId = ((await api('GET', '/api/hr/employees')).body as { id: string; name: string }[]).find(
      (e) => e.name === 'Helen Brooks',
    )?.id;
    const homes = (await api('GET', '/api/homes')).body as { id: string; name: string }[];
    const oak = homes.find((x) => x.name === 'Oak House')!;
    const ref = (refereeName: string, organisation: string, receivedOn: string, latestEmployer: boolean) => ({
      refereeName,
      organisation,
      relationship: 'Manager',
      latestEmployer,
      receivedOn,
      source: 'requested',
      authenticity: 'callback',
      datesAndRoleConfirmed: true,
      reasonForLeaving: 'Career move',
      concerns: 'none',
      suitableWithChildren: 'yes',
      wouldReemploy: 'yes',
      ...(hrId ? { verifiedBy: hrId } : {}),
      verifiedOn: receivedOn,
    });
    const made = await api('POST', '/api/records/application', {
      homeId: oak.id,
      data: {
        appliedOn: '2026-09-01',
        candidate: { name: 'Morgan Reyes', email: 'morgan.reyes@example.org' },
        post: 'Residential Support Worker',
        stage: 'checks',
        startsOn: '2026-10-05',
        employmentHistory: {
          educationEndedOn: '2019-09-01',
          employers: [
            { employer: 'Leeds Youth Club', type: 'job', from: '2019-09-02', to: '2023-03-31' },
            { employer: 'Kirkstall Care', type: 'job', from: '2023-06-01', current: true },
          ],
        },
        references: [
          ref('Priya Shah', 'Kirkstall Care', '2026-09-20', true),
          ref('Dan Hope', 'Leeds Youth Club', '2026-10-12', false),
        ],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const page = await signIn(h, 'hr@demo.care');
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 768 : 844 });
      await page.goto(`/applications/${made.body.id}`);
      const panel = page.getByRole('region', { name: 'Make employee' });
      await expect.poll(() => panel.innerText()).toContain('Gaps to explain: 1 Apr 2023 to 31 May 2023');
      await expect
        .poll(() => panel.innerText())
        .toContain("Dan Hope's reference arrived on 12 Oct 2026, after the start date 5 Oct 2026");
      await expect.poll(() => panel.getByRole('button', { name: 'Make employee' }).isDisabled()).toBe(true);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    }
  });

  it("the agency worker's induction under way, in the profile's Probation section, at desktop and phone width", async () => {
    const api = await apiAs(h, 'hr@demo.care');
    const chris = ((await api('GET', '/api/hr/employees')).body as { id: string; name: string }[]).find(
      (e) => e.name === 'Chris Evans',
    )!;
    const page = await signIn(h, 'hr@demo.care');
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 768 : 844 });
      await page.goto(`/profile/${chris.id}/employment/probation`);
      await expect.poll(() => page.getByRole('heading', { name: 'Induction records' }).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('link', { name: 'New induction' }).isVisible()).toBe(true);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    }
  });
});
