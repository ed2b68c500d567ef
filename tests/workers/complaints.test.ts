// A young person's complaint reaches a manager. Logged from Kai's own login, it waits
// for a manager (not "Completed, All Signed Off"), the home's managers get an alert and the timescale
// tasks, the response is the manager's to write and must be written before sign-off, and Kai sees it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workingDaysAfter } from '../../engine/duties/rules/complaint-deadlines.ts';
import { reviewComplaint } from '../../workers/processors/complaints.ts';
import { clientFor } from '../helpers/fixtures.ts';
import { as, login } from '../helpers/server.ts';
import { type Harness, harness } from './harness.ts';

describe("a young person's complaint", () => {
  let h: Harness;
  let manager: Awaited<ReturnType<typeof clientFor>>, kaiClient: ReturnType<typeof as>;
  let kaiId: string;
  const received = '2026-03-02T10:00:00.000Z'; // a Monday

  beforeAll(async () => {
    h = await harness(new Date('2026-03-02T10:05:00Z'));
    manager = await clientFor(h.server, 'manager.willow@demo.care');
    kaiId = (await h.server.store.forOrg(h.people.orgId).people.youngPeople({ homeIds: 'all' })).find(
      (y) => y.firstName === 'Kai',
    )!.id;
    const res = await manager.post(`/api/young-people/${kaiId}/login`, {
      email: 'kai.complaint@demo.care',
      password: 'KaiLogin2026!',
      plans: true,
      viewsComplaints: true,
    });
    expect(res.status).toBe(201);
    kaiClient = as(h.server.app, await login(h.server.app, 'kai.complaint@demo.care', 'KaiLogin2026!'));
  });
  afterAll(() => h?.close());

  const complaint = {
    type: 'complaint',
    receivedAt: received,
    from: 'young_person',
    channel: 'self_logged',
    summary: 'The Wi-Fi goes off at 10pm at weekends.',
  };
  const tasksOf = (recordId: string) => h.server.store.forOrg(h.people.orgId).tasks.forRecord(recordId);

  it('waits for a manager, who is alerted and given the timescales; Kai cannot write the response; the response comes before sign-off; Kai sees it', async () => {
    const created = await kaiClient.post('/api/records/complaint-feedback', { youngPersonId: kaiId, data: complaint });
    expect(created.status).toBe(201);
    // Kai cannot answer his own complaint
    const selfAnswered = await kaiClient.put(`/api/records/complaint-feedback/${created.body.id}`, {
      version: created.body.version,
      data: { ...complaint, outcome: { result: 'upheld' } },
    });
    expect(selfAnswered.status).toBe(403);
    expect(selfAnswered.body.errors[0].path).toBe('/outcome');
    const submitted = await kaiClient.post(`/api/records/complaint-feedback/${created.body.id}/actions/submit`, {
      version: created.body.version,
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('signoffs_pending');

    const first = await reviewComplaint(h.deps, h.people.orgId, created.body.id);
    expect(first).toMatchObject({ alerted: 1, created: 2 });
    // once
    expect(await reviewComplaint(h.deps, h.people.orgId, created.body.id)).toMatchObject({ alerted: 0, created: 0 });
    const mine = await manager.get('/api/alerts/mine');
    const alert = mine.body.items.find((a: { recordId: string }) => a.recordId === created.body.id);
    expect(alert).toMatchObject({ kind: 'feedback_created', title: 'Kai Robinson has logged a complaint' });
    const tasks = await tasksOf(created.body.id);
    const due = Object.fromEntries(tasks.map((t) => [t.naturalKey!.split(':').pop(), new Date(t.dueAt).toISOString()]));
    expect(due).toEqual({ acknowledge: '2026-03-04T17:00:00.000Z', respond: '2026-03-16T17:00:00.000Z' });
    expect(tasks.every((t) => t.assignedTo.includes(h.people.user('manager.willow@demo.care').id))).toBe(true);

    // no sign-off without a response
    const early = await manager.post(`/api/records/complaint-feedback/${created.body.id}/actions/sign-off`, {
      version: submitted.body.version,
    });
    expect(early.status).toBe(422);
    expect(early.body.errors.map((e: { path: string }) => e.path)).toEqual([
      '/outcome/result',
      '/outcome/actionTaken',
      '/outcome/response',
      '/outcome/respondedAt',
      '/outcome/respondedBy',
    ]);

    const outcome = {
      result: 'upheld',
      actionTaken: 'Wi-Fi schedule changed for weekends.',
      response: 'Wi-Fi stays on until 11pm on Fridays and Saturdays.',
      respondedAt: '2026-03-05',
      respondedBy: h.people.user('manager.willow@demo.care').id,
      satisfied: true,
    };
    const answered = await manager.put(`/api/records/complaint-feedback/${created.body.id}`, {
      version: submitted.body.version,
      data: { ...submitted.body.data, complaint: { acknowledgedAt: '2026-03-03' }, outcome },
    });
    expect(answered.status).toBe(200);
    const signed = await manager.post(`/api/records/complaint-feedback/${created.body.id}/actions/sign-off`, {
      version: answered.body.version,
    });
    expect(signed.status).toBe(200);
    expect(signed.body.status).toBe('complete');
    expect(await reviewComplaint(h.deps, h.people.orgId, created.body.id)).toMatchObject({ completed: 2 });
    expect((await tasksOf(created.body.id)).map((t) => t.status)).toEqual(['completed', 'completed']);

    const seen = await kaiClient.get(`/api/records/complaint-feedback/${created.body.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data.outcome).toMatchObject({ result: 'upheld', response: outcome.response });
  });

  it('a complaint logged by staff has its timescales too, without the young-person alert', async () => {
    const staff = await clientFor(h.server, 'staff.willow@demo.care');
    const created = await staff.post('/api/records/complaint-feedback', {
      youngPersonId: kaiId,
      data: { ...complaint, channel: 'in_person' },
    });
    const submitted = await staff.post(`/api/records/complaint-feedback/${created.body.id}/actions/submit`, {
      version: created.body.version,
    });
    expect(submitted.body.status).toBe('signoffs_pending');
    expect(await reviewComplaint(h.deps, h.people.orgId, created.body.id)).toMatchObject({ alerted: 0, created: 2 });
  });

  it('counts working days across a weekend and bank holidays, in London time', () => {
    // Friday → Tuesday
    expect(workingDaysAfter(new Date('2026-03-06T12:00:00Z'), 2).toISOString()).toBe('2026-03-10T17:00:00.000Z');
    // BST
    expect(workingDaysAfter(new Date('2026-06-05T12:00:00Z'), 1).toISOString()).toBe('2026-06-08T16:00:00.000Z');
    // received Thursday 2 April 2026: Good Friday and Easter Monday are not working days,
    // so 2 working days is Wednesday
    expect(workingDaysAfter(new Date('2026-04-02T10:00:00Z'), 2).toISOString()).toBe('2026-04-08T16:00:00.000Z');
    // 10 working days from Friday 18 December 2026 skip Christmas Day and the moved Boxing Day (Monday 28th)
    expect(workingDaysAfter(new Date('2026-12-18T10:00:00Z'), 10).toISOString()).toBe('2027-01-06T17:00:00.000Z');
  });
});
