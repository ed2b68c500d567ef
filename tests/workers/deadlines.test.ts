// Deadlines a record's event starts (definitions/young-person/deadlines.ts), kept as tasks by
// engine/deadlines/sync.ts: opened as soon as the event is recorded, due by the rule, completed in time or late
// (from the times the records give: the clock is the data), re-dated, cancelled when no longer asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examples } from '../../definitions/young-person/examples.ts';
import { example as missingExample } from '../../definitions/young-person/examples/missing-episode.ts';
import { example as cseExample } from '../../definitions/young-person/examples/risk-assessment-cse.ts';
import { example as safeguardingExample } from '../../definitions/young-person/examples/safeguarding.ts';
import { deadlineScan, syncDeadlines } from '../../engine/deadlines/sync.ts';
import { clientFor, withOakStaff } from '../helpers/fixtures.ts';
import { type Harness, harness, incidentData } from './harness.ts';

describe('record deadlines', () => {
  let h: Harness;
  let manager: Awaited<ReturnType<typeof clientFor>>;
  let yp: string;
  beforeAll(async () => {
    h = await harness(new Date('2026-03-02T10:05:00Z'));
    manager = await clientFor(h.server, 'manager.oak@demo.care');
    yp = h.people.oakYp.id;
  });
  afterAll(() => h?.close());

  const tasksOf = async (recordId: string) =>
    (await h.server.store.forOrg(h.people.orgId).tasks.forRecord(recordId)).filter((t) =>
      t.naturalKey?.startsWith('duty:'),
    );
  const byRule = async (recordId: string) =>
    Object.fromEntries((await tasksOf(recordId)).map((t) => [t.naturalKey!.split(':')[1], t]));
  const sync = (id: string) => syncDeadlines(h.server.store, h.people.orgId, id);
  const create = async (kind: string, data: unknown) => {
    const res = await manager.post(`/api/records/${kind}`, { youngPersonId: yp, data });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; version: number; data: Record<string, unknown> };
  };
  const save = async (kind: string, rec: { id: string; version: number }, data: unknown) => {
    const res = await manager.put(`/api/records/${kind}/${rec.id}`, { version: rec.version, data });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { id: string; version: number; data: Record<string, unknown> };
  };

  it('a CSE concern owes Ofsted a notification within 24 hours; notified 6 hours after that, the task says so', async () => {
    const data = {
      ...withOakStaff(safeguardingExample, h.people),
      category: ['cse'],
      raisedAt: '2026-03-02T09:00:00.000Z',
      notifications: [],
      cpEnquiry: {},
    };
    const rec = await create('safeguarding', data);
    expect(await sync(rec.id)).toMatchObject({ created: 1 });
    expect(await sync(rec.id)).toMatchObject({ created: 0, completed: 0 }); // once
    const open = (await byRule(rec.id))['safeguarding-notify-ofsted-ch'];
    expect(new Date(open.dueAt).toISOString()).toBe('2026-03-03T09:00:00.000Z');
    expect(open).toMatchObject({
      status: 'not_complete',
      priority: 'high',
      type: 'safeguarding action',
      youngPersonId: yp,
    });
    expect(open.assignedTo).toContain(h.people.user('manager.oak@demo.care').id);
    expect(open.title).toMatch(/Notify Ofsted of the safeguarding concern about .+ \(Reg 40\)/);

    // a notification to the placing authority is not Ofsted's
    const other = await save('safeguarding', rec, {
      ...data,
      notifications: [{ authority: 'placing_authority', at: '2026-03-02T10:00:00.000Z' }],
    });
    expect(await sync(rec.id)).toMatchObject({ completed: 0 });
    await save('safeguarding', other, {
      ...data,
      notifications: [
        { authority: 'placing_authority', at: '2026-03-02T10:00:00.000Z' },
        { authority: 'ofsted', at: '2026-03-03T15:00:00.000Z' },
      ],
    });
    expect(await sync(rec.id)).toMatchObject({ completed: 1 });
    const done = (await byRule(rec.id))['safeguarding-notify-ofsted-ch'];
    expect(done.status).toBe('completed');
    expect(done.description).toMatch(/^Done late \(6 hours after it was due\)/);
  });

  it('a child protection enquiry started and concluded each owe a notification; the LADO referral is due one working day after an allegation', async () => {
    const data = {
      ...withOakStaff(safeguardingExample, h.people),
      category: ['allegation_against_staff'],
      raisedAt: '2026-03-06T16:00:00.000Z', // a Friday
      notifications: [],
      cpEnquiry: { instigatedAt: '2026-03-07' },
      allegation: { subject: h.people.user('staff.oak@demo.care').id, ladoReferredAt: undefined },
    };
    const rec = await create('safeguarding', data);
    await sync(rec.id);
    const open = await byRule(rec.id);
    expect(Object.keys(open).sort()).toEqual([
      'safeguarding-cp-enquiry-started',
      'safeguarding-lado-referral',
      'safeguarding-notify-ofsted-ch',
    ]);
    // Monday 17:00
    expect(new Date(open['safeguarding-lado-referral'].dueAt).toISOString()).toBe('2026-03-09T17:00:00.000Z');
    expect(new Date(open['safeguarding-cp-enquiry-started'].dueAt).toISOString()).toBe('2026-03-08T00:00:00.000Z');

    await save('safeguarding', rec, {
      ...data,
      allegation: { subject: data.allegation.subject, ladoReferredAt: '2026-03-09T10:00:00.000Z' },
      cpEnquiry: { instigatedAt: '2026-03-07', concludedAt: '2026-03-20' },
    });
    expect(await sync(rec.id)).toMatchObject({ completed: 1, created: 1 });
    const after = await byRule(rec.id);
    expect(after['safeguarding-lado-referral'].description).toMatch(/^Done in time/);
    expect(after['safeguarding-cp-enquiry-concluded'].status).toBe('not_complete');
  });

  it('a return from missing asks for the return home interview within 72 hours; archiving the episode cancels it', async () => {
    const base = withOakStaff(missingExample, h.people) as Record<string, any>;
    const data = {
      ...base,
      return: { ...base.return, returnedAt: '2026-03-02T22:00:00.000Z' },
      returnInterview: {},
      followUp: { ...base.followUp, riskAssessment: undefined },
    };
    const rec = await create('missing-episode', data);
    await sync(rec.id);
    const task = (await byRule(rec.id))['missing-return-interview'];
    expect(new Date(task.dueAt).toISOString()).toBe('2026-03-05T22:00:00.000Z');
    const saved = await save('missing-episode', rec, {
      ...data,
      returnInterview: {
        offeredAt: '2026-03-03T10:00:00.000Z',
        completedAt: '2026-03-06T06:00:00.000Z',
        by: 'Return interview service',
      },
    });
    await sync(rec.id);
    expect((await byRule(rec.id))['missing-return-interview'].description).toMatch(
      /^Done late \(8 hours after it was due\)/,
    );

    const second = await create('missing-episode', data);
    await sync(second.id);
    const archived = await manager.post(`/api/records/missing-episode/${second.id}/archive`, {
      version: second.version,
      reason: 'Entered twice',
    });
    expect(archived.status).toBe(200);
    const cancelled = await sync(second.id);
    expect(cancelled.cancelled).toBeGreaterThanOrEqual(1);
    expect((await tasksOf(second.id)).map((t) => t.status).every((s) => s === 'cancelled')).toBe(true);
    expect(saved.id).toBe(rec.id);
  });

  it('a high-risk missing episode owes Ofsted a notification, met by Ofsted among those told; a CP enquiry concluded by a follow-up is met on the concern', async () => {
    const base = withOakStaff(missingExample, h.people) as Record<string, any>;
    const data = {
      ...base,
      discovery: { ...base.discovery, discoveredAt: '2026-03-10T20:00:00.000Z' },
      search: { ...base.search, policeRisk: 'high' },
      notified: [],
      returnInterview: {},
      followUp: { ...base.followUp, riskAssessment: undefined },
    };
    const rec = await create('missing-episode', data);
    await sync(rec.id);
    expect(new Date((await byRule(rec.id))['missing-notify-ofsted'].dueAt).toISOString()).toBe(
      '2026-03-11T20:00:00.000Z',
    );
    await save('missing-episode', rec, {
      ...data,
      notified: [{ who: 'ofsted', at: '2026-03-10T23:00:00.000Z', by: h.people.user('manager.oak@demo.care').id }],
    });
    await sync(rec.id);
    expect((await byRule(rec.id))['missing-notify-ofsted'].description).toMatch(/^Done in time/);

    const concern = await create('safeguarding', {
      ...withOakStaff(safeguardingExample, h.people),
      category: ['physical'],
      raisedAt: '2026-03-01T09:00:00.000Z',
      notifications: [],
      cpEnquiry: {},
    });
    const follow = await create('incident-follow-up', {
      safeguarding: concern.id,
      step: 'cp_enquiry_concluded',
      doneAt: '2026-03-12T10:00:00.000Z',
      account: 'No further action.',
      concludedOn: '2026-03-12',
    });
    await sync(follow.id);
    expect((await byRule(follow.id))['safeguarding-cp-enquiry-concluded-follow-up'].status).toBe('not_complete');
    await save('safeguarding', concern, {
      ...concern.data,
      notifications: [{ authority: 'ofsted', at: '2026-03-12T15:00:00.000Z' }],
    });
    // the save of the concern closes the follow-up's task
    expect(await sync(concern.id)).toMatchObject({ completed: 1 });
    expect((await byRule(follow.id))['safeguarding-cp-enquiry-concluded-follow-up'].description).toMatch(
      /^Done in time/,
    );
  });

  it('the catch-up scan gives a record whose change was never relayed its tasks, once', async () => {
    const base = withOakStaff(missingExample, h.people) as Record<string, any>;
    const rec = await create('missing-episode', {
      ...base,
      return: { ...base.return, returnedAt: '2026-03-20T12:00:00.000Z' },
      returnInterview: {},
      followUp: { ...base.followUp, riskAssessment: undefined },
    });
    expect(await tasksOf(rec.id)).toEqual([]);
    const first = await deadlineScan(h.server.store, new Date());
    expect(first.created).toBeGreaterThanOrEqual(1);
    expect(Object.keys(await byRule(rec.id))).toContain('missing-return-interview');
    expect((await deadlineScan(h.server.store, new Date())).created).toBe(0);
  });

  it("a plan's review date is a task on that date; moving it on completes it and opens the next; a draft has none", async () => {
    const data = { ...withOakStaff(examples['placement-plan'], h.people), nextReview: '2027-01-10' };
    const rec = await create('placement-plan', data);
    expect(await sync(rec.id)).toMatchObject({ created: 0 }); // a draft
    const submitted = await manager.post(`/api/records/placement-plan/${rec.id}/actions/submit`, {
      version: rec.version,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    await sync(rec.id);
    const [first] = await tasksOf(rec.id);
    expect(first).toMatchObject({ type: 'placement/support plan review', status: 'not_complete' });
    expect(new Date(first.dueAt).toISOString()).toBe('2027-01-10T17:00:00.000Z');
    // reviewed: reopened to write the review (still its review task while a draft again), the date moved on
    const reopened = await manager.post(`/api/records/placement-plan/${rec.id}/actions/reopen`, {
      version: submitted.body.version,
      reason: 'Six-monthly review',
    });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(await sync(rec.id)).toMatchObject({ cancelled: 0 });
    await save('placement-plan', reopened.body, { ...reopened.body.data, nextReview: '2027-07-10' });
    expect(await sync(rec.id)).toMatchObject({ completed: 1, created: 1 });
    const all = await tasksOf(rec.id);
    expect(all.find((t) => t.id === first.id)!.description).toMatch(/^Done in time/);
    expect(all.filter((t) => t.status === 'not_complete').map((t) => new Date(t.dueAt).toISOString())).toEqual([
      '2027-07-10T16:00:00.000Z',
    ]);
  });

  it('an incident review asking to update the risk assessment is a task, met by a risk assessment saved after it', async () => {
    const reviewedAt = new Date(); // after the demo's own risk assessments were written
    const data = incidentData(h, 'oak', new Date(reviewedAt.getTime() - 3_600_000), ['presence']) as Record<
      string,
      any
    >;
    data.debrief.managerReview = {
      reviewer: h.people.user('manager.oak@demo.care').id,
      at: reviewedAt.toISOString(),
      accurate: true,
      necessaryProportionate: true,
      furtherActions: ['update_risk_assessment', 'review_in_team_meeting'],
    };
    const inc = await create('incident', data);
    await sync(inc.id);
    const [task] = await tasksOf(inc.id);
    expect(task).toMatchObject({ type: 'risk assessment to be updated action', status: 'not_complete' });
    const ra = await create('risk-assessment-cse', withOakStaff(cseExample, h.people));
    // a draft never meets a duty: the assessment counts once it is submitted
    expect(await sync(ra.id)).toMatchObject({ completed: 0 });
    const submitted = await manager.post(`/api/records/risk-assessment-cse/${ra.id}/actions/submit`, {
      version: ra.version,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(await sync(ra.id)).toMatchObject({ completed: 1 });
    expect((await tasksOf(inc.id))[0].description).toMatch(/^Done in time/);
  });
});
