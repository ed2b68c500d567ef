// A manager opens a safeguarding disciplinary case on the screens (decision 0450): the ground "conduct towards
// children", linked to the young person's allegation whose LADO clock runs there, the LADO reference, and the note
// that the process runs alongside the LADO and the police. Closing it is refused until the DBS referral decision is
// recorded; once it is, the case closes and the allegation is marked referred, so its Ofsted notification runs there.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { example as safeguardingExample } from '../../definitions/young-person/examples/safeguarding.ts';
import { demoPeople, withOakStaff } from '../helpers/fixtures.ts';
import {
  apiAs,
  choosePerson,
  describeBrowser,
  expectAccessible,
  type Harness,
  signInAt,
  startHarness,
} from './harness.ts';

describeBrowser('a safeguarding disciplinary case', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(() => h?.close());

  it('is opened on the allegation, refused closing without the DBS decision, and closes with it', async () => {
    const people = await demoPeople(h.server!);
    const samId = people.user('staff.oak@demo.care').id;
    const manager = await apiAs(h, 'manager.oak@demo.care');
    const concern = await manager('POST', '/api/records/safeguarding', {
      youngPersonId: people.oakYp.id,
      data: {
        ...withOakStaff(safeguardingExample, people),
        category: ['allegation_against_staff'],
        raisedAt: '2026-11-02T09:00:00Z',
        cpEnquiry: {},
        notifications: [],
        allegation: { subject: samId, ladoReferredAt: '2026-11-02T13:00:00Z', ladoRef: 'LADO-88' },
      },
    });
    expect(concern.status, JSON.stringify(concern.body)).toBe(201);

    const page = await signInAt(h, 'manager.oak@demo.care', `/profile/${samId}/records/disciplinary-action/new`);
    await page.getByLabel('Case opened on').fill('2026-11-03');
    await page
      .getByLabel('Ground')
      .selectOption({ label: 'Conduct towards children or young people / safeguarding allegation' });
    await page
      .getByLabel('The concern or allegation')
      .fill('Sam is alleged to have pushed a young person on 2 November.');
    await page.getByLabel('Stage').selectOption({ label: 'Investigation' });
    const steps = page.getByRole('navigation', { name: 'Form steps' });
    await steps.getByRole('button', { name: /Safeguarding \(LADO and DBS\)/ }).click();
    // the allegation, as a person reads it (its values are the form's own, not the record's id)
    await page
      .getByLabel(/safeguarding concern/)
      .selectOption({ label: 'Safeguarding concern — 2 Nov 2026, 09:00 — Draft' });
    await page.getByLabel('Allegation known at').fill('2026-11-02T09:00');
    await page
      .getByRole('group', { name: /runs alongside the LADO and the police/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await page.getByLabel('LADO reference').fill('LADO-88');
    await expectAccessible(page, 'the safeguarding route of a disciplinary case');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/records\/disciplinary-action\/[0-9a-f-]{36}\/edit/);
    const id = /disciplinary-action\/([0-9a-f-]{36})/.exec(page.url())![1];
    expect((await manager('GET', `/api/records/disciplinary-action/${id}`)).body.data.safeguarding).toMatchObject({
      concern: concern.body.id,
      ladoReference: 'LADO-88',
      alongsideAcknowledged: true,
    });

    // closing without the DBS referral decision: refused, saying why, at the decision
    await steps.getByRole('button', { name: 'General', exact: true }).click();
    await page.getByLabel('Stage').selectOption({ label: 'Closed' });
    await steps.getByRole('button', { name: 'Sign-offs', exact: true }).click();
    await page.getByLabel('Case closed on').fill('2026-11-25');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('A decision on referral to the DBS is needed because the case closes').first().waitFor();
    expect((await manager('GET', `/api/records/disciplinary-action/${id}`)).body.data.stage).toBe('investigation');

    // the decision recorded: referred, when, by whom, why, the date sent and the DBS reference
    await steps.getByRole('button', { name: /Safeguarding \(LADO and DBS\)/ }).click();
    await page.getByLabel('Decision').selectOption({ label: 'Referred to the DBS' });
    await page.getByLabel('Decided on').fill('2026-11-24');
    await choosePerson(page.getByLabel('Decided by'), 'Marcus Oduya');
    await page.getByLabel('Reasons').fill('Dismissed for harming a child.');
    await page.getByLabel('Referral sent on').fill('2026-11-25');
    await page.getByLabel('DBS reference').fill('DBS-2026-0042');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect
      .poll(async () => (await manager('GET', `/api/records/disciplinary-action/${id}`)).body.data.stage)
      .toBe('closed');
    const marked = (await manager('GET', `/api/records/safeguarding/${concern.body.id}`)).body.data.allegation;
    expect(marked).toMatchObject({ dbsReferral: true, dbsReferredAt: '2026-11-25' });
  });
});
