// The young-person screens end to end: a care worker fills and submits a log (reward), a plan (CCE risk
// assessment) and a profile record (contact) from the profile tabs, records attendance and reads the education
// attendance report, uploads a PDF to the document locker and downloads it; the manager adds a young person
// with the year of birth only, archives and restores them, and admits one from an accepted referral; a young
// person's own login comments on their plan, tells the home what they think, and is refused a daily log.
// Each step checks what the server stored as well as what the page shows, so a broken screen fails the test.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  choosePerson,
  DEMO_PASSWORD,
  describeBrowser,
  dismissBanners,
  expectAccessible,
  type Harness,
  login,
  signIn as signInByApi,
  startHarness,
} from './harness.ts';

const RUN = Date.now();
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A small, valid one-page PDF (the server checks the first bytes against the declared type). */
function tinyPdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 12 Tf 20 100 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 12 Tf 20 100 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describeBrowser('young person screens', () => {
  let h: Harness;
  let jayden: { id: string; homeId: string };
  const cookies: Record<string, string> = {};

  /** The API as a signed-in person (to set up and to check what was stored). */
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

  /** Through the API (the young person's own login below uses the form). */
  const signIn = (email: string, password = DEMO_PASSWORD): Promise<Page> => signInByApi(h, email, password);

  /** Through the login form. */
  async function signInByForm(email: string, password = DEMO_PASSWORD): Promise<Page> {
    const page = await h.newPage();
    await page.goto('/login');
    await dismissBanners(page);
    await login(page, email, password);
    return page;
  }

  /**
   * Submit the open record form; returns the new record's id from the view's address — the kind's own
   * (`/records/<kind>/<id>`) or, opened from a SPEC path, that path's (`/cyp/resident/<yp>/…/<id>`).
   */
  async function submitRecord(page: Page, kind: string): Promise<string> {
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) =>
      new RegExp(`^(/records/${kind}|/cyp/resident/[^/]+/[a-z/-]+)/${UUID}$`).test(url.pathname),
    );
    await page.getByText(/^Submitted\. Status: /).waitFor();
    return new URL(page.url()).pathname.split('/').pop()!;
  }

  beforeAll(async () => {
    h = await startHarness();
    const people = (await apiAs('staff.oak@demo.care', 'GET', '/api/young-people?archived=false')).body as {
      id: string;
      firstName: string;
      homeId: string;
    }[];
    const j = people.find((p) => p.firstName === 'Jayden');
    expect(j, 'the demo seed has Jayden Carter in Oak House').toBeTruthy();
    jayden = { id: j!.id, homeId: j!.homeId };
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it('a care worker fills and submits a log, a plan and a profile record from the profile tabs', async () => {
    const page = await signIn('staff.oak@demo.care');
    const profile = `/cyp/resident/${jayden.id}/profile`;

    // Logs: a reward, from the Rewards Log tab.
    await page.goto(`${profile}/personal`);
    await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Rewards Log' }).click();
    await page.getByRole('link', { name: /^New\W+Reward$/i }).click();
    await page.getByRole('heading', { level: 1, name: 'New reward' }).waitFor();
    const rewardText = `Cinema trip for a full week at school (${RUN})`;
    await page.getByLabel('Date').fill('2026-11-02');
    await page.getByLabel('What the child did well').fill('Went to school every day this week.');
    await page.getByLabel('Kind of reward').selectOption({ label: 'Chosen activity or outing' });
    await page.getByLabel('Reward given').fill(rewardText);
    await choosePerson(page.getByLabel('Given by'), 'Sam Taylor');
    const rewardId = await submitRecord(page, 'reward');
    expect(await page.getByRole('main').textContent()).toContain(rewardText);
    const reward = (await apiAs('staff.oak@demo.care', 'GET', `/api/records/reward/${rewardId}`)).body;
    expect(reward).toMatchObject({
      youngPersonId: jayden.id,
      status: 'complete',
      data: { description: rewardText, rewardType: 'activity' },
    });
    // The chronology is built from the records: the reward is there, linked.
    await page.goto(`${profile}/chronology`);
    await page
      .getByRole('table', { name: /Chronology/ })
      .getByRole('link', { name: 'Reward' })
      .first()
      .waitFor();
    expect(
      await page
        .getByRole('table', { name: /Chronology/ })
        .getByRole('row', { name: /Reward/ })
        .count(),
    ).toBeGreaterThan(0);

    // Plans: a CCE risk assessment, from the Plans tab, across its steps (with a row in "Risks").
    await page.goto(`${profile}/plans`);
    await page.getByRole('link', { name: /^New\W+Risk assessment: child criminal exploitation$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'New risk assessment: child criminal exploitation' }).waitFor();
    await page.locator('#root_assessmentDate').fill('2026-11-03');
    await page.locator('#root_reviewDate').fill('2026-12-03');
    await page.locator('#root_reason').selectOption({ label: 'After an incident' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('#root_exploitation_indicators-0').check(); // a long multi-choice is a list of checkboxes
    const seen = `Seen getting into a car with older males near the station (${RUN}).`;
    await page.locator('#root_exploitation_indicatorsDetail').fill(seen);
    await page.getByRole('button', { name: 'Next' }).click();
    // a risk (with a measure) is required, but the form starts with none: the worker adds each
    await page.getByRole('button', { name: /^Add .* to Risks$/ }).click();
    await page.locator('#root_risks_0_risk').fill('Being drawn into county lines');
    await page.locator('#root_risks_0_indicators').fill('New phone, unexplained money, missing after school');
    await page.locator('#root_risks_0_likelihood').selectOption({ label: '3 – Possible' });
    await page.locator('#root_risks_0_severity').selectOption({ label: '3 – Moderate' });
    await page.getByRole('button', { name: /^Add .* to What we will do$/ }).click();
    await page.locator('#root_risks_0_controls_0_measure').fill('Key worker sessions on grooming, twice a week');
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .locator('#root_safetyPlan_staffResponse')
      .fill('Tell the manager at once, record it, and call the police if he is missing.');
    await expectAccessible(page, 'CCE risk assessment form');
    const cceId = await submitRecord(page, 'risk-assessment-cce');
    const cce = (await apiAs('staff.oak@demo.care', 'GET', `/api/records/risk-assessment-cce/${cceId}`)).body;
    expect(cce.status).toBe('signoffs_pending');
    expect(cce.data.exploitation.indicatorsDetail).toBe(seen);
    expect(cce.data.risks).toHaveLength(1);
    // Plans' view pages carry comments (where the young person's view of the plan shows).
    await page.getByRole('heading', { level: 2, name: 'Comments' }).waitFor();

    // Profile: a contact, from the Contacts tab.
    await page.goto(`${profile}/contacts`);
    await page.getByRole('link', { name: /^New\W+Contact$/i }).click();
    const contactName = `Dr Ana Okafor ${RUN}`;
    await page.locator('#root_category').selectOption({ label: 'Health' });
    await page.locator('#root_subRole').selectOption({ label: 'General Practitioner' });
    await page.locator('#root_name').fill(contactName);
    await page.locator('#root_addedOn').fill('2026-11-04');
    // a contact has no workflow: saved, not drafted
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(
        async () => {
          const items = (await apiAs('staff.oak@demo.care', 'GET', `/api/records/contact?youngPerson=${jayden.id}`))
            .body.items as { summary: Record<string, unknown> }[];
          return items.some((c) => c.summary.name === contactName);
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await page.goto(`/cyp/resident/${jayden.id}/records/contact`);
    await page.getByRole('cell', { name: contactName }).waitFor();
    await expectAccessible(page, 'contact list');
  });

  it('records a week of education attendance and shows it in the report, coloured and totalled', async () => {
    const page = await signIn('staff.oak@demo.care');
    await page.goto(`/cyp/resident/${jayden.id}/profile/eduAttendance`);
    await page.getByRole('link', { name: /^New\W+Education attendance$/i }).click();
    await page.locator('#root_from').fill('2024-02-05');
    await page.locator('#root_provider').fill(`Oakfield Academy ${RUN}`);
    const days: [string, string, string][] = [
      ['2024-02-05', 'Present', 'Present'],
      ['2024-02-06', 'Present', 'Unauthorised absence'],
    ];
    for (const [i, [date, am, pm]] of days.entries()) {
      await page.getByRole('button', { name: 'Add entry to Attendance' }).click();
      await page.locator(`#root_days_${i}_date`).fill(date);
      await page.locator(`#root_days_${i}_am`).selectOption({ label: am });
      await page.locator(`#root_days_${i}_pm`).selectOption({ label: pm });
    }
    await submitRecord(page, 'education-attendance');

    // The report, reached from the tab, for that week.
    await page.goto(`/cyp/resident/${jayden.id}/profile/eduAttendance`);
    await page.getByRole('link', { name: 'Education attendance report' }).click();
    await page.getByRole('heading', { level: 2, name: 'Education attendance' }).waitFor();
    await page.getByLabel('From', { exact: true }).fill('2024-02-05');
    await page.getByLabel('To', { exact: true }).fill('2024-02-09');
    await page.waitForURL(
      (url) => url.searchParams.get('from') === '2024-02-05' && url.searchParams.get('to') === '2024-02-09',
    );
    const table = page.getByRole('table', { name: /Attendance by day, 5 Feb 2024 to 9 Feb 2024/ });
    await expect.poll(() => table.getByRole('row').count()).toBe(3); // header + two days
    const tuesday = table.getByRole('row', { name: /6 Feb 2024/ });
    const absent = tuesday.getByText('Unauthorised absence');
    expect(await absent.getAttribute('data-colour')).toBe('red');
    expect(await tuesday.getByText('Present').getAttribute('data-colour')).toBe('green');
    // 3 of 4 sessions attended
    await page.getByText('75%').waitFor();
    const totals = page.getByRole('table', { name: 'Totals by code' });
    expect(
      await totals
        .getByRole('row', { name: /Present/ })
        .getByRole('cell')
        .last()
        .textContent(),
    ).toBe('3');
    await expectAccessible(page, 'education attendance report');
  });

  it('uploads a PDF to the document locker, downloads the same bytes, and explains a refused file', async () => {
    const page = await signIn('staff.oak@demo.care');
    await page.goto(`/cyp/resident/${jayden.id}/profile/documents`);
    await page.getByRole('heading', { level: 2, name: 'Document locker' }).waitFor();
    const pdf = tinyPdf(`Care plan ${RUN}`);
    const title = `Care plan from the local authority ${RUN}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category', { exact: true }).selectOption('Care plan');
    await page
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'care-plan.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText(`Uploaded “${title}”.`).waitFor();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.waitFor();
    expect(await row.textContent()).toContain('care-plan.pdf');
    expect(await row.textContent()).toContain('PDF');
    expect(await row.textContent()).toContain('Sam Taylor');
    await expectAccessible(page, 'document locker');

    // Download: the browser's download event carries the same bytes; the headers name the file.
    const link = row.getByRole('link', { name: /Download/ });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('care-plan.pdf');
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pdf)).toBe(true);
    const res = await page.request.get((await link.getAttribute('href'))!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(res.headers()['content-disposition']).toContain('care-plan.pdf');

    // A file that only claims to be a PDF is refused, and the page says why.
    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: 'not-really.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ this is not a pdf'),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This kind of file cannot be kept here' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('not a real PDF');
  });

  it('the manager adds a young person with the year of birth only, archives and restores them', async () => {
    const page = await signIn('manager.oak@demo.care');
    await page.goto('/cyp/resident');
    await page.getByRole('link', { name: 'Add a child' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add a child' }).waitFor();
    const lastName = `Year${RUN}`;
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('Only the year of birth').check();
    expect(await page.getByLabel('Date of birth', { exact: true }).count()).toBe(0);
    await page.getByLabel('Year of birth', { exact: true }).fill('2012');
    await choosePerson(page.getByLabel('Key worker (optional)'), 'Sam Taylor');
    await expectAccessible(page, 'add young person');
    await page.getByRole('button', { name: 'Add child' }).click();
    await page.waitForURL((url) => new RegExp(`/cyp/resident/${UUID}/profile/details/personal$`).test(url.pathname));
    await page.getByText(`Robin ${lastName} has been added to Oak House.`).waitFor();
    const id = new URL(page.url()).pathname.split('/')[3];
    const added = (await apiAs('manager.oak@demo.care', 'GET', `/api/young-people/${id}`)).body;
    expect(added).toMatchObject({
      firstName: 'Robin',
      lastName,
      birthYear: 2012,
      dateOfBirth: null,
      keyWorkerName: 'Sam Taylor',
      archivedAt: null,
    });
    const details = page.getByRole('region', { name: 'Personal Details' });
    expect(await details.textContent()).toContain('Year of birth2012');
    expect(await details.textContent()).not.toContain('Date of birth');

    // Edit the basic details: the preferred name, and the full date of birth once it is known.
    await page.getByRole('link', { name: 'Edit details' }).click();
    await page.getByLabel('Preferred name (optional)').fill('Rob');
    await page.getByLabel('The full date of birth').check();
    await page.getByLabel('Date of birth', { exact: true }).fill('2012-04-09');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Personal details saved.').waitFor();
    expect((await apiAs('manager.oak@demo.care', 'GET', `/api/young-people/${id}`)).body).toMatchObject({
      preferredName: 'Rob',
      dateOfBirth: '2012-04-09',
      birthYear: 2012,
    });

    // Their own login, with the two permissions of SPEC §2.
    const login = page.getByRole('region', { name: 'Their own login' });
    await login.getByLabel('Email address').fill(`robin.${RUN}@demo.care`);
    // a password easy to guess is refused, and the form says why at the field
    await login.getByLabel('Password').fill('password1234');
    await login.getByLabel('Log Views, Complaints & Feedback').uncheck();
    await login.getByRole('button', { name: 'Create login' }).click();
    await login.getByText('This password is too easy to guess', { exact: false }).first().waitFor();
    await login.getByLabel('Password').fill('kettle-orbit-meadow-71');
    await login.getByRole('button', { name: 'Create login' }).click();
    // the panel now shows the login: its email, never signed in yet
    await login.getByText(`robin.${RUN}@demo.care`, { exact: true }).waitFor();
    await login.getByText('Never', { exact: true }).waitFor();

    // Archive (moved out), confirmed in a dialog.
    await page.getByRole('button', { name: 'Archive (moved out)' }).click();
    const dialog = page.getByRole('dialog', { name: `Archive Rob ${lastName}?` });
    await dialog.waitFor();
    await expectAccessible(page, 'archive dialog');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await page.getByText(`Rob ${lastName} has been archived as moved out.`).waitFor();
    expect((await apiAs('manager.oak@demo.care', 'GET', `/api/young-people/${id}`)).body.archivedAt).not.toBeNull();

    // Restore from the archived list.
    await page.goto('/cyp/archived');
    await page.getByRole('button', { name: `Restore Rob ${lastName}` }).click();
    await page
      .getByRole('dialog', { name: `Restore Rob ${lastName}?` })
      .getByRole('button', { name: 'Restore' })
      .click();
    await page.getByText(`Rob ${lastName} has been restored to the current list.`).waitFor();
    expect((await apiAs('manager.oak@demo.care', 'GET', `/api/young-people/${id}`)).body.archivedAt).toBeNull();
    await expect.poll(() => page.getByRole('link', { name: `Rob ${lastName}` }).count()).toBe(0);
  });

  it('an accepted referral offers "Add as resident", filled in from the referral', async () => {
    const created = await apiAs('manager.oak@demo.care', 'POST', '/api/records/referral', {
      homeId: jayden.homeId,
      data: {
        receivedAt: '2026-11-10T09:30:00.000Z',
        referrer: { authority: 'Leeds City Council', socialWorker: 'Jo Bloggs' },
        youngPerson: { name: `Casey Lee Morgan${RUN}`, birthYear: 2011, gender: 'Female' },
        reason: 'Placement breakdown; needs a home near her school.',
        proposedStart: '2026-12-01',
        decision: { outcome: 'accepted' },
      },
    });
    expect(created.status).toBe(201);
    const page = await signIn('manager.oak@demo.care');
    await page.goto('/cyp/referrals');
    await page.getByRole('heading', { level: 1, name: 'Referral records' }).waitFor();
    await page
      .getByRole('row', { name: new RegExp(`Casey Lee Morgan${RUN}`) })
      .getByRole('link')
      .click();
    await page.waitForURL((url) => url.pathname === `/cyp/referrals/referral/${created.body.id}`);
    await page.getByRole('link', { name: /^Add as resident/ }).click();
    await page.waitForURL(
      (url) => url.pathname === '/cyp/resident/add' && url.search === `?referral=${created.body.id}`,
    );
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Casey');
    expect(await page.getByLabel('Last name').inputValue()).toBe(`Lee Morgan${RUN}`);
    expect(await page.getByLabel('Only the year of birth').isChecked()).toBe(true);
    expect(await page.getByLabel('Year of birth', { exact: true }).inputValue()).toBe('2011');
    expect(await page.getByLabel('Gender (optional)').inputValue()).toBe('female');
    expect(await page.getByLabel('Move-in date (optional)').inputValue()).toBe('2026-12-01');
  });

  it('offers meal intake (and the in/out and night stay tabs) only when the organisation has them turned on', async () => {
    const org = (await apiAs('director@demo.care', 'GET', '/api/settings/organisation')).body;
    const toggles = org.settings.toggles as Record<string, unknown>;
    expect(toggles.mealIntake).toBe(true);
    const tabs = (page: Page) => page.getByRole('navigation', { name: 'Profile sections' });
    const on = await signIn('staff.oak@demo.care');
    await on.goto(`/cyp/resident/${jayden.id}/profile/health`);
    await on.getByRole('heading', { level: 3, name: 'Meal intake' }).waitFor();
    expect(await tabs(on).getByRole('link', { name: 'Night Stay' }).count()).toBe(1);
    try {
      const off = await apiAs('director@demo.care', 'PUT', '/api/settings/organisation', {
        toggles: { ...toggles, mealIntake: false, recordNightStay: false },
      });
      expect(off.status).toBe(200);
      const page = await signIn('staff.oak@demo.care');
      await page.goto(`/cyp/resident/${jayden.id}/profile/health`);
      await page.getByRole('heading', { level: 3, name: 'Medication', exact: true }).waitFor();
      expect(await page.getByRole('heading', { name: 'Meal intake' }).count()).toBe(0);
      expect(await tabs(page).getByRole('link', { name: 'Night Stay' }).count()).toBe(0);
      await page.goto(`/cyp/resident/${jayden.id}/reports`);
      await page.getByRole('link', { name: 'Weekly report', exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Overnight stays' }).count()).toBe(0);
    } finally {
      await apiAs('director@demo.care', 'PUT', '/api/settings/organisation', { toggles });
    }
  });

  it("a young person's own login comments on their plan, tells the home what they think, and sees no daily log", async () => {
    const email = `jayden.${RUN}@demo.care`;
    const password = 'JaydenLogin2026';
    const made = await apiAs('manager.oak@demo.care', 'POST', `/api/young-people/${jayden.id}/login`, {
      email,
      password,
      plans: true,
      viewsComplaints: true,
    });
    expect(made.status).toBe(201);
    const plans = (await apiAs('manager.oak@demo.care', 'GET', `/api/records/placement-plan?youngPerson=${jayden.id}`))
      .body.items as { id: string }[];
    expect(plans.length).toBeGreaterThan(0);

    const page = await signInByForm(email, password);
    await page.waitForURL((url) => url.pathname === '/me');
    await page.getByRole('heading', { level: 1, name: /^Hello, Jayden/ }).waitFor();
    // Only their own simple page: no sidebar, no staff sections.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await expectAccessible(page, "young person's home");

    await page
      .getByRole('link', { name: /Placement plan/ })
      .first()
      .click();
    await page.waitForURL((url) => new RegExp(`^/me/plans/placement-plan/${UUID}$`).test(url.pathname));
    const planId = new URL(page.url()).pathname.split('/').pop()!;
    const comment = `I want more time for football in my plan (${RUN}).`;
    await page.getByLabel('What do you think about this plan?').fill(comment);
    await page.getByRole('button', { name: 'Send my comment' }).click();
    await page.getByText('Your comment has been added.').waitFor();
    await page.getByRole('list', { name: 'Comments' }).getByText(comment).waitFor();
    // Read-only: no way to edit the plan. Staff it names are named (the young person has no staff list).
    expect(await page.getByRole('button', { name: /Edit|Submit|Sign off/ }).count()).toBe(0);
    expect(await page.getByText('Unknown person').count()).toBe(0);
    await expectAccessible(page, "young person's plan");
    const stored = (await apiAs('manager.oak@demo.care', 'GET', `/api/records/placement-plan/${planId}/comments`))
      .body as { body: string }[];
    expect(stored.map((c) => c.body)).toContain(comment);

    // Tell us what you think: a complaint-feedback record about themselves.
    await page.goto('/me');
    await page.getByRole('link', { name: 'Tell us what you think' }).click();
    await page.getByLabel('Compliment').check();
    const said = `Staff helped me with my homework every night (${RUN}).`;
    await page.getByLabel('What is it about?').fill(said);
    await page.getByRole('group', { name: 'I feel safe where I live' }).getByLabel('Strongly agree').check();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'We have got your message' }).waitFor();
    const feedback = (
      await apiAs('manager.oak@demo.care', 'GET', `/api/records/complaint-feedback?youngPerson=${jayden.id}`)
    ).body.items as { id: string }[];
    const records = await Promise.all(
      feedback.map(
        async (f) => (await apiAs('manager.oak@demo.care', 'GET', `/api/records/complaint-feedback/${f.id}`)).body,
      ),
    );
    const mine = records.find((r) => r.data.summary === said);
    expect(mine).toMatchObject({
      data: {
        type: 'compliment',
        from: 'young_person',
        channel: 'self_logged',
        statements: { safeFeeling: 'strongly_agree' },
      },
    });

    // Staff see the young person's comment on the plan's view page.
    const staff = await signIn('staff.oak@demo.care');
    await staff.goto(`/cyp/resident/${jayden.id}/records/placement-plan/${planId}`);
    await staff.getByRole('list', { name: 'Comments' }).getByText(comment).waitFor();

    // No daily log: the screens send them home, and the API refuses.
    await page.goto(`/cyp/resident/${jayden.id}/records/daily-log`);
    await page.waitForURL((url) => url.pathname === '/me');
    expect(await page.getByRole('table').count()).toBe(0);
    expect((await page.request.get(`/api/records/daily-log?youngPerson=${jayden.id}`)).status()).toBe(403);
    await page.goto(`/cyp/resident/${jayden.id}/profile/personal`);
    await page.waitForURL((url) => url.pathname === '/me');
  });
});
