// A member of staff's subject access request in the browser (decision 0870): HR opens the request on the person's
// profile, has the names of the children in their records found ("a young person": a third party in a staff copy),
// and downloads the released PDF once a director approved it; its own text no longer holds the child's name. The
// first page is attached to the test report as a picture (poppler's pdftoppm).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { londonToday } from '../../engine/time/london.ts';
import { startWorkers } from '../../workers/start.ts';
import { demoPeople } from '../helpers/fixtures.ts';
import { REDIS_URL } from '../helpers/server.ts';
import { apiAs, describeBrowser, type Harness, signedInPage, startHarness } from './harness.ts';

const HR = 'hr@demo.care';

describeBrowser('staff subject access', () => {
  let h: Harness;
  // copies are made by the exports worker, as in production (decision 0990)
  let workers: Awaited<ReturnType<typeof startWorkers>> | undefined;
  const prefix = `t-exports-${process.pid}-${Date.now()}`;
  let alexId: string;
  let requestId: string;
  let child: { firstName: string; lastName: string };
  const folder = mkdtempSync(join(tmpdir(), 'care-staff-sar-'));

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
    alexId = people.user('alex.oak@demo.care').id;
    child = people.oakYp;
    const today = londonToday();
    const manager = await apiAs(h, 'manager.oak@demo.care');
    const supervision = await manager('POST', '/api/records/supervision', {
      staffId: alexId,
      data: {
        date: today,
        supervisor: people.user('manager.oak@demo.care').id,
        wellbeing: `Reflected on bedtime with ${child.firstName} ${child.lastName}.`,
        nextDate: today,
      },
    });
    expect(supervision.status, JSON.stringify(supervision.body)).toBe(201);
    const request = await (
      await apiAs(h, HR)
    )('POST', '/api/records/staff-subject-access-request', {
      staffId: alexId,
      data: {
        receivedOn: today,
        clockFrom: today,
        requestedBy: 'self',
        requesterName: 'Alex',
        preparation: {
          preparedBy: people.user(HR).id,
          preparedOn: today,
          thirdParties: [
            {
              where: 'Supervision',
              words: `${child.firstName} ${child.lastName}`,
              whose: 'other_child',
              decision: 'redacted',
            },
          ],
          approvedBy: people.user('director@demo.care').id,
          approvedOn: today,
        },
      },
    });
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    requestId = (request.body as { id: string }).id;
  }, 120_000);
  afterAll(async () => {
    await workers?.close().catch(() => undefined);
    await h?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('HR finds the child named and downloads the released copy without the name', async ({ annotate }) => {
    const page = await signedInPage(h, HR);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/profile/${alexId}/records/staff-subject-access-request/${requestId}`);
    await page.getByRole('button', { name: "Find other people's names" }).click();
    const found = page.getByRole('list', { name: "Other people's names found" });
    await expect.poll(() => found.innerText()).toContain(child.firstName);
    expect(await found.innerText()).toContain('a young person');

    await page.getByLabel('Why you are taking a copy').fill('Replying to their request');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Released copy (PDF)' }).click(),
    ]);
    const file = join(folder, 'released.pdf');
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
    expect(text).toContain('Reflected on bedtime with [redacted].');
    expect(text).not.toContain(`${child.firstName} ${child.lastName}`);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(folder, 'released')]);
    // pdftoppm pads the page number to the document's page count (released-1.png, released-01.png)
    const [first] = readdirSync(folder).filter((f) => f.startsWith('released-') && f.endsWith('.png'));
    await annotate('released staff copy, page 1', { path: join(folder, first), contentType: 'image/png' });
    await page.close();
  });
});
