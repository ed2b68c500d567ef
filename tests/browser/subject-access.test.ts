// A subject access request answered in the browser (decisions 0650, 0771): a manager records the request, has other
// people's names found for them, downloads the copy for review as a PDF, marks another child's name to take out and
// that they prepared it; a director approves it; the manager downloads the released PDF. Both PDFs are looked at as
// pictures of their pages (poppler's pdftoppm), attached to the test report; the released one's text no longer holds
// the other child's name, in the PDF itself (pdftotext), not covered over.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { examples } from '../../definitions/young-person/examples.ts';
import { startWorkers } from '../../workers/start.ts';
import { demoPeople, withOakStaff } from '../helpers/fixtures.ts';
import { REDIS_URL } from '../helpers/server.ts';
import {
  apiAs,
  choosePerson,
  describeBrowser,
  expectAccessible,
  type Harness,
  signedInPage,
  startHarness,
} from './harness.ts';

const MANAGER = 'manager.oak@demo.care';
const DIRECTOR = 'director@demo.care';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The PDF's pages as PNG pictures, and its text, by poppler (apt: poppler-utils). */
function pagesOf(pdf: string, into: string, prefix: string) {
  execFileSync('pdftoppm', ['-png', '-r', '60', pdf, join(into, prefix)]);
  const pictures = readdirSync(into)
    .filter((f) => f.startsWith(`${prefix}-`) && f.endsWith('.png'))
    .sort()
    .map((f) => join(into, f));
  const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString('utf8');
  // pdftotext ends each page with a form feed: the page a passage is on, to look at its picture
  const pageWith = (passage: string) => text.split('\f').findIndex((p) => p.includes(passage));
  return { pictures, text, pageWith };
}

describeBrowser('subject access', () => {
  let h: Harness;
  // copies are made by the exports worker, as in production (decision 0990)
  let workers: Awaited<ReturnType<typeof startWorkers>> | undefined;
  const prefix = `t-exports-${process.pid}-${Date.now()}`;
  let yp: { id: string; firstName: string; lastName: string };
  let other: { firstName: string; lastName: string };
  let onShift: { id: string; name: string };
  const folder = mkdtempSync(join(tmpdir(), 'care-sar-'));

  beforeAll(async () => {
    h = await startHarness({ env: { JOBS_PREFIX: prefix } });
    workers = await startWorkers({
      store: h.server!.store,
      redisUrl: REDIS_URL,
      prefix,
      relay: false,
      schedules: false,
      queues: ['exports'],
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    const people = await demoPeople(h.server!);
    yp = people.oakYp;
    other = people.oakYps.find((y) => y.id !== yp.id)!;
    onShift = people.user('staff.oak@demo.care');
    // a log that names another child of the home: their name is to be found and taken out
    const log = withOakStaff(
      {
        ...examples['daily-log'],
        activities: `Played football with ${other.firstName} after tea; ${other.firstName} lent a pair of boots.`,
      },
      people,
    );
    const wrote = await (
      await apiAs(h, MANAGER)
    )('POST', '/api/records/daily-log', { youngPersonId: yp.id, data: log });
    expect(wrote.status, JSON.stringify(wrote.body)).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await workers?.close().catch(() => undefined);
    await h?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const downloadPdf = async (page: Page, button: string, name: string) => {
    // every copy is taken with a reason, kept in the audit
    await page.getByLabel('Why you are taking a copy').fill('Preparing the reply to the request');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).click(),
    ]);
    const file = join(folder, `${name}.pdf`);
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    return file;
  };

  it('a manager prepares, redacts and releases the copy; a director approves it', async ({ annotate }) => {
    const page = await signedInPage(h, MANAGER);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/cyp/resident/${yp.id}/records/subject-access-request/new`);
    await page.getByLabel('Request received on').fill('2026-11-02');
    await page.getByLabel('Who asked').selectOption({ label: 'The child themself (while placed here)' });
    await page.getByLabel('Name of the person asking').fill(`${yp.firstName} ${yp.lastName}`);
    await page.getByLabel('The month runs from').fill('2026-11-02');
    // a request is worked on over its month: saved as a draft until it is released
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL((url) => new RegExp(`/records/subject-access-request/${UUID}/edit$`).test(url.pathname));
    const requestUrl = new URL(page.url()).pathname.replace(/\/edit$/, '');
    await page.goto(requestUrl);

    // the reviewer's help: the other child's name, found in the log
    await page.getByRole('button', { name: "Find other people's names" }).click();
    const found = page.getByRole('list', { name: "Other people's names found" });
    await expect.poll(() => found.innerText()).toContain(other.firstName);
    expect(await found.innerText()).toContain('another young person');

    // the release waits for a second person's approval
    await page.getByLabel('Why you are taking a copy').fill('Preparing the reply to the request');
    await page.getByRole('button', { name: 'Released copy (PDF)' }).click();
    await expect.poll(() => page.getByRole('alert').first().innerText()).toMatch(/approved/i);

    const review = pagesOf(await downloadPdf(page, 'Copy for review (PDF)', 'review'), folder, 'review');
    expect(review.pictures.length).toBeGreaterThan(2);
    expect(review.text).toContain('not for release');
    expect(review.text).toContain(`Played football with ${other.firstName}`);
    for (const [n, path] of review.pictures.slice(0, 2).entries())
      await annotate(`copy for review, page ${n + 1}`, { path, contentType: 'image/png' });
    const named = review.pageWith(`Played football with ${other.firstName}`);
    await annotate(`copy for review, page ${named + 1}: the other child's name, to be taken out`, {
      path: review.pictures[named],
      contentType: 'image/png',
    });

    // marked to take out, and prepared by the manager
    await page.goto(`${requestUrl}/edit`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByRole('heading', { name: /Preparing the copy/ })
      .first()
      .waitFor();
    await choosePerson(page.getByLabel('Prepared by'), 'Marcus Oduya');
    await page.getByRole('button', { name: /^Add .* to Other people's information$/ }).click();
    await page.getByLabel('Where it is (record and date)').fill('Daily log, football after tea');
    await page.getByLabel('The words to take out').fill(other.firstName);
    await page.getByLabel('Whose it is').selectOption({ label: 'Another child' });
    await page.getByLabel('What was done with it').selectOption({ label: 'Redacted' });
    await page.screenshot({ path: '/tmp/records-sar-prepare-1366.png', fullPage: true });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toMatch(/^Draft saved at/);

    // a director approves it on the request
    const director = await signedInPage(h, DIRECTOR);
    await director.setViewportSize({ width: 1366, height: 900 });
    await director.goto(`${requestUrl}/edit`);
    await director.getByRole('button', { name: 'Next' }).click();
    await choosePerson(director.getByLabel('Approved by'), 'Dana Whitfield');
    await director.getByLabel('Approved on').fill('2026-11-20');
    await director.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => director.getByRole('status').first().innerText()).toMatch(/^Draft saved at/);

    // the manager releases it: the name is gone from the PDF's text itself
    await page.goto(requestUrl);
    const released = pagesOf(await downloadPdf(page, 'Released copy (PDF)', 'released'), folder, 'released');
    expect(released.text).not.toContain('not for release');
    expect(released.text).toContain('[redacted]');
    expect(released.text).not.toContain(other.firstName);
    expect(released.text).toContain('Played football with [redacted]');
    // read as on the form: staff by name, not by id; the form's titles
    expect(released.text).not.toContain(onShift.id);
    expect(released.text).toContain(onShift.name);
    expect(released.text).toContain('Staff on shift');
    for (const [n, path] of released.pictures.slice(0, 2).entries())
      await annotate(`released copy, page ${n + 1}`, { path, contentType: 'image/png' });
    const at = released.pageWith('Played football with [redacted]');
    expect(at).toBeGreaterThan(0);
    await annotate(`released copy, page ${at + 1}: the other child's name taken out`, {
      path: released.pictures[at],
      contentType: 'image/png',
    });
    await expectAccessible(page, 'subject access request');

    // every copy is in the audit, with who and why
    const audit = await h.server!.store.db.query<{ action: string; detail: { format: string; why: string } }>(
      `select action, detail from activity_audit where entity_id = $1 and action like 'export.subject-access.%'
        order by id`,
      [yp.id],
    );
    expect(audit.map((a) => `${a.action}:${a.detail.format}`)).toEqual(
      expect.arrayContaining(['export.subject-access.review:pdf', 'export.subject-access.release:pdf']),
    );
    expect(audit.every((a) => a.detail.why.includes('Subject access request received 2026-11-02'))).toBe(true);
  });
});
