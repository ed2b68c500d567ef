// Incidents drive statutory deadline tasks (CH reg 35 / SA reg 22) and notification reminders
// (CH reg 40 / SA reg 27): record change → outbox → relay → BullMQ → processor, and the scans.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { example as consequenceExample } from '../../definitions/young-person/examples/consequence.ts';
import { deadlineAlerts, notificationScan, statutoryDeadlineScan } from '../../workers/processors/incidents.ts';
import { clientFor } from '../helpers/fixtures.ts';
import { DAY, eventually, type Harness, harness, HOUR, incidentData } from './harness.ts';

describe('incident deadlines and notifications', () => {
  let h: Harness;
  let workers: Awaited<ReturnType<Harness['start']>>;
  let staff: Awaited<ReturnType<typeof clientFor>>;
  let manager: Awaited<ReturnType<typeof clientFor>>;
  let willowStaff: Awaited<ReturnType<typeof clientFor>>;
  const T0 = new Date(Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR); // the incident, two hours ago

  beforeAll(async () => {
    h = await harness(new Date(T0.getTime() + HOUR));
    workers = await h.start({ queues: ['record-changes'] });
    staff = await clientFor(h.server, 'staff.oak@demo.care');
    manager = await clientFor(h.server, 'manager.oak@demo.care');
    willowStaff = await clientFor(h.server, 'staff.willow@demo.care');
  });
  afterAll(() => h?.close());

  const tasksOf = (recordId: string) => h.server.store.forOrg(h.people.orgId).tasks.forRecord(recordId);
  const alertsLike = async (prefix: string) =>
    await h.server.store.db.query<{ natural_key: string; kind: string; n: number }>(
      `select a.natural_key, a.kind, (select count(*)::int from alert_recipients r where r.alert_id = a.id) as n
       from alerts a where a.natural_key like $1 order by a.natural_key`,
      [`${prefix}%`],
    );
  /** Relay the outbox and wait until the record-change jobs are done. */
  async function relayAndSettle() {
    const sent = await workers.relayOnce();
    await eventually(async () => {
      const counts = await workers.queues['record-changes'].getJobCounts('waiting', 'active', 'delayed');
      return counts.waiting + counts.active + counts.delayed === 0;
    });
    return sent;
  }

  let chId: string;

  it("a hold in a children's home: three tasks for the manager, due 24 hours, 48 hours and 5 days after", async () => {
    const res = await staff.post('/api/records/incident', {
      youngPersonId: h.people.oakYp.id,
      data: incidentData(h, 'oak', T0, ['presence', 'hold']),
    });
    expect(res.status).toBe(201);
    chId = res.body.id;
    expect(await relayAndSettle()).toBeGreaterThanOrEqual(1);
    const tasks = await eventually(async () => {
      const t = await tasksOf(chId);
      return t.length === 3 && t;
    });
    // the manager and the director
    const managers = await h.server.store.forOrg(h.people.orgId).people.managersOf(h.people.oak.id);
    expect(managers).toContain(h.people.user('manager.oak@demo.care').id);
    const byKey = Object.fromEntries(tasks.map((t) => [t.naturalKey!.split(':').pop(), t]));
    expect(Object.keys(byKey).sort()).toEqual(['child', 'record', 'review']);
    expect(new Date(byKey.record.dueAt).getTime()).toBe(T0.getTime() + 24 * HOUR);
    expect(new Date(byKey.review.dueAt).getTime()).toBe(T0.getTime() + 48 * HOUR);
    expect(new Date(byKey.child.dueAt).getTime()).toBe(T0.getTime() + 5 * DAY);
    for (const t of tasks)
      expect(t).toMatchObject({
        assignedTo: managers,
        status: 'not_complete',
        createdBy: null,
        priority: 'high',
        recordCategory: 'incident',
        homeId: h.people.oak.id,
      });
    // a rerun of the scan (or the same job twice) adds nothing
    expect((await statutoryDeadlineScan(h.deps)).created).toBe(0);
    expect(await tasksOf(chId)).toHaveLength(3);
  });

  it('alerts the manager before each task is due and when it is overdue, once each', async () => {
    const record = `task_due:`;
    h.clock.now = new Date(T0.getTime() + 17 * HOUR); // 7 hours before the 24-hour deadline
    expect(await deadlineAlerts(h.deps)).toBe(0);
    h.clock.now = new Date(T0.getTime() + 19 * HOUR); // inside the 6-hour lead
    expect(await deadlineAlerts(h.deps)).toBe(1);
    expect(await deadlineAlerts(h.deps)).toBe(0); // rerun: nothing new
    expect((await alertsLike(record)).map((a) => a.kind)).toEqual(['task_due']);
    // record overdue; review within its 12-hour lead
    h.clock.now = new Date(T0.getTime() + 24 * HOUR + 60_000);
    expect(await deadlineAlerts(h.deps)).toBe(1);
    h.clock.now = new Date(T0.getTime() + 36 * HOUR + 60_000);
    expect(await deadlineAlerts(h.deps)).toBe(1); // review due soon
    const overdue = await alertsLike('task_overdue:');
    expect(overdue).toHaveLength(1);
    expect(overdue[0].n).toBe(2); // the home's manager and the director
    const mine = await manager.get('/api/alerts/mine?kind=task_overdue');
    expect(mine.body.items[0].title).toMatch(/^Overdue since .*Complete the restraint record/);
  });

  it('refuses to complete or cancel a statutory task by hand', async () => {
    const [task] = await tasksOf(chId);
    const res = await manager.post(`/api/tasks/${task.id}/complete`, { version: task.version });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/closes by itself/);
  });

  it('closes each task by the record change that fulfils it', async () => {
    const key = (k: string) => async () => (await tasksOf(chId)).find((t) => t.naturalKey!.endsWith(k))!;
    let rec = (await staff.get(`/api/records/incident/${chId}`)).body;
    rec = (await staff.post(`/api/records/incident/${chId}/actions/submit`, { version: rec.version })).body;
    expect(rec.status).toBe('signoffs_pending');
    await relayAndSettle();
    expect(await key('record')()).toMatchObject({ status: 'completed', completedBy: null });
    expect((await key('review')()).status).toBe('not_complete');

    const review = {
      reviewer: h.people.user('manager.oak@demo.care').id,
      at: new Date().toISOString(),
      accurate: true,
      necessaryProportionate: true,
      userSpokenAt: new Date().toISOString(),
      signedAt: new Date().toISOString(),
    };
    rec = (
      await manager.put(`/api/records/incident/${chId}`, {
        version: rec.version,
        data: { ...rec.data, debrief: { ...rec.data.debrief, managerReview: review } },
      })
    ).body;
    await relayAndSettle();
    expect((await key('review')()).status).toBe('completed');
    expect((await key('child')()).status).toBe('not_complete');

    rec = (
      await manager.put(`/api/records/incident/${chId}`, {
        version: rec.version,
        data: {
          ...rec.data,
          debrief: { ...rec.data.debrief, managerReview: { ...review, childSpokenAt: new Date().toISOString() } },
        },
      })
    ).body;
    expect(rec.version).toBeGreaterThan(1);
    await relayAndSettle();
    expect((await key('child')()).status).toBe('completed');
    // no alert for a task once it is closed
    h.clock.now = new Date(T0.getTime() + 6 * DAY);
    expect(await deadlineAlerts(h.deps)).toBe(0);
  });

  /**
   * An incident with a hold at `at`, submitted and signed off by the manager and the director (the demo's custom rule).
   */
  async function signedOffIncident(at: Date) {
    const director = await clientFor(h.server, 'director@demo.care');
    let rec = (
      await staff.post('/api/records/incident', {
        youngPersonId: h.people.oakYp.id,
        data: incidentData(h, 'oak', at, ['hold']),
      })
    ).body;
    rec = (await staff.post(`/api/records/incident/${rec.id}/actions/submit`, { version: rec.version })).body;
    rec = (await manager.post(`/api/records/incident/${rec.id}/actions/sign-off`, { version: rec.version })).body;
    rec = (await director.post(`/api/records/incident/${rec.id}/actions/sign-off`, { version: rec.version })).body;
    expect(rec.status).toBe('complete');
    await relayAndSettle();
    return rec as { id: string; version: number; signoffs: { name: string }[] };
  }
  /** The manager records a statutory follow-up linked to the incident and submits it. */
  async function followUp(incident: string, step: 'review' | 'child') {
    let f = await manager.post('/api/records/incident-follow-up', {
      youngPersonId: h.people.oakYp.id,
      data: {
        incident,
        step,
        doneAt: new Date().toISOString(),
        account:
          step === 'review'
            ? 'Went through the hold with Sam; the record is accurate.'
            : 'He said the hold hurt his wrist; we talked about what helps.',
        ...(step === 'review'
          ? { spokeTo: [h.people.user('staff.oak@demo.care').id], recordAccurate: true }
          : { advocacyOffered: true }),
      },
    });
    expect(f.status).toBe(201);
    f = await manager.post(`/api/records/incident-follow-up/${f.body.id}/actions/submit`, { version: f.body.version });
    expect(f.status).toBe(200);
    await relayAndSettle();
    return f.body;
  }
  const taskOf = async (id: string, k: string) => (await tasksOf(id)).find((t) => t.naturalKey!.endsWith(`:${k}`))!;

  it('a follow-up records the 48-hour and 5-day steps without reopening the signed-off incident; late ones say how late', async () => {
    const T6 = new Date(T0.getTime() + 2 * HOUR - 6 * DAY); // six days ago, on the hour
    h.clock.now = new Date();
    const rec = await signedOffIncident(T6);
    expect((await taskOf(rec.id, 'review')).status).toBe('not_complete');
    await followUp(rec.id, 'review');
    const review = await taskOf(rec.id, 'review');
    expect(review.status).toBe('completed');
    expect(review.recordId).toBe(rec.id); // the task links to the incident
    expect(review.description).toMatch(/^Recorded late \(96 hours after the deadline\)\. Reg 35\(3\)\(b\)/);
    expect((await taskOf(rec.id, 'child')).status).toBe('not_complete'); // a review follow-up is not the child step
    await followUp(rec.id, 'child');
    expect((await taskOf(rec.id, 'child')).description).toMatch(/^Recorded late \(24 hours after the deadline\)/);
    // the incident itself was not touched: same version, still signed off by both
    const after = (await manager.get(`/api/records/incident/${rec.id}`)).body;
    expect(after).toMatchObject({ status: 'complete', version: rec.version });
    expect(after.signoffs.map((x: { name: string }) => x.name)).toEqual(rec.signoffs.map((x) => x.name));
    const audit = await h.server.store.forOrg(h.people.orgId).audit.forEntity(review.id);
    expect(audit.find((e) => e.action === 'task.completed')?.detail).toMatchObject({ inTime: false, hoursLate: 96 });
  });

  it('a follow-up within the deadline says "recorded in time"; a draft follow-up closes nothing', async () => {
    const rec = await signedOffIncident(T0);
    const draft = await manager.post('/api/records/incident-follow-up', {
      youngPersonId: h.people.oakYp.id,
      data: { incident: rec.id, step: 'child' },
    });
    expect(draft.status).toBe(201);
    await relayAndSettle();
    expect((await taskOf(rec.id, 'child')).status).toBe('not_complete');
    await followUp(rec.id, 'child');
    expect(await taskOf(rec.id, 'child')).toMatchObject({ status: 'completed' });
    expect((await taskOf(rec.id, 'child')).description).toMatch(/^Recorded in time\. Reg 35\(3\)\(c\)/);
    expect((await taskOf(rec.id, 'review')).status).toBe('not_complete');
  });

  it('supported accommodation: the 24-hour record task (reg 22), and the 48-hour and 5-day steps as good practice', async () => {
    const res = await willowStaff.post('/api/records/incident', {
      youngPersonId: h.people.willowYp.id,
      data: incidentData(h, 'willow', T0, ['restraint']),
    });
    expect(res.status).toBe(201);
    await relayAndSettle();
    const tasks = await tasksOf(res.body.id);
    const byKey = Object.fromEntries(tasks.map((t) => [t.naturalKey!.split(':').pop(), t]));
    expect(Object.keys(byKey).sort()).toEqual(['child', 'record', 'review']);
    expect(byKey.record.assignedTo).toEqual(
      await h.server.store.forOrg(h.people.orgId).people.managersOf(h.people.willow.id),
    );
    expect(byKey.record.assignedTo).toContain(h.people.user('manager.willow@demo.care').id);
    expect(byKey.record.title).toMatch(/reg 22, 24 hours/);
    expect(byKey.review.title).toMatch(/good practice, 48 hours/);
    expect(byKey.child.description).not.toMatch(/Reg 35|Children's Homes/);
  });

  it("a sanction of its own (reg 35): three tasks in a children's home, none in supported accommodation; a follow-up closes its 48-hour step", async () => {
    const sanction = (home: 'oak' | 'willow') => {
      const d = structuredClone(consequenceExample) as Record<string, any>;
      delete d.managerReview;
      delete d.linkedIncident;
      d.givenAt = T0.toISOString();
      d.givenBy = h.people.user(`staff.${home}@demo.care`).id;
      d.othersPresent = [];
      return d;
    };
    const oak = await staff.post('/api/records/consequence', {
      youngPersonId: h.people.oakYp.id,
      data: sanction('oak'),
    });
    expect(oak.status, JSON.stringify(oak.body)).toBe(201);
    const willow = await willowStaff.post('/api/records/consequence', {
      youngPersonId: h.people.willowYp.id,
      data: sanction('willow'),
    });
    expect(willow.status, JSON.stringify(willow.body)).toBe(201);
    await relayAndSettle();
    // the relay loop may have taken the message before relayOnce did: wait for the tasks themselves
    await eventually(async () => (await tasksOf(oak.body.id)).length === 3);
    const tasks = await tasksOf(oak.body.id);
    expect(tasks.map((t) => t.naturalKey!.split(':').pop()).sort()).toEqual(['child', 'record', 'review']);
    expect(tasks.every((t) => t.recordCategory === 'sanction/consequence')).toBe(true);
    expect(tasks.find((t) => t.naturalKey!.endsWith(':record'))!.title).toMatch(
      /record of the sanction .*reg 35, 24 hours/,
    );
    expect(await tasksOf(willow.body.id)).toHaveLength(0);
    const f = await manager.post('/api/records/incident-follow-up', {
      youngPersonId: h.people.oakYp.id,
      data: {
        consequence: oak.body.id,
        step: 'review',
        doneAt: new Date().toISOString(),
        account: 'Spoke to Sam; fair and in line with the policy.',
        recordAccurate: true,
      },
    });
    expect(f.status, JSON.stringify(f.body)).toBe(201);
    expect(
      (await manager.post(`/api/records/incident-follow-up/${f.body.id}/actions/submit`, { version: f.body.version }))
        .status,
    ).toBe(200);
    await relayAndSettle();
    await eventually(async () => (await taskOf(oak.body.id, 'review')).status === 'completed');
    expect((await taskOf(oak.body.id, 'review')).status).toBe('completed');
    expect((await taskOf(oak.body.id, 'child')).status).toBe('not_complete');
  });

  it('cancels the open tasks when the hold is taken out of the record', async () => {
    const res = await staff.post('/api/records/incident', {
      youngPersonId: h.people.oakYp.id,
      data: incidentData(h, 'oak', T0, ['restraint']),
    });
    await relayAndSettle();
    expect((await tasksOf(res.body.id)).filter((t) => t.status === 'not_complete')).toHaveLength(3);
    // (and no sanction in it either: a consequence inside an incident is a measure of discipline, reg 35)
    await staff.put(`/api/records/incident/${res.body.id}`, {
      version: res.body.version,
      data: {
        ...res.body.data,
        intervention: [{ ...res.body.data.intervention[0], level: 'touch' }],
        consequences: { rewards: [], others: [] },
      },
    });
    await relayAndSettle();
    const tasks = await tasksOf(res.body.id);
    expect(tasks.map((t) => t.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(tasks.every((t) => t.cancelledBy === null)).toBe(true);
  });

  it('reminds the manager daily of each authority still to notify, until recorded as done', async () => {
    h.clock.now = new Date(T0.getTime() + HOUR);
    const res = await willowStaff.post('/api/records/incident', {
      youngPersonId: h.people.willowYp.id,
      data: incidentData(h, 'willow', T0, ['restraint']),
    });
    const id = res.body.id as string;
    await relayAndSettle();
    const owed = async () => (await alertsLike(`notification_due:${id}:`)).map((a) => a.natural_key.split(':')[2]);
    // SA reg 27: any restraint → Ofsted and the accommodating authority
    expect(await owed()).toEqual(['accommodating_authority', 'ofsted']);
    await notificationScan(h.deps);
    expect(await owed()).toHaveLength(2); // same day: nothing new
    h.clock.now = new Date(h.clock.now.getTime() + DAY);
    await notificationScan(h.deps);
    expect(await owed()).toHaveLength(4); // next day: reminded again
    const notified = [{ authority: 'ofsted', at: new Date().toISOString(), method: 'online_form' }];
    await willowStaff.put(`/api/records/incident/${id}`, {
      version: res.body.version,
      data: { ...res.body.data, notifications: notified },
    });
    h.clock.now = new Date(h.clock.now.getTime() + DAY);
    await notificationScan(h.deps);
    expect((await owed()).filter((a) => a === 'ofsted')).toHaveLength(2);
    expect((await owed()).filter((a) => a === 'accommodating_authority')).toHaveLength(3);
    const latest = await h.server.store.forOrg(h.people.orgId).records.get(id);
    await willowStaff.put(`/api/records/incident/${id}`, {
      version: latest!.version,
      data: {
        ...latest!.data,
        notifications: [
          ...notified,
          { authority: 'accommodating_authority', at: new Date().toISOString(), method: 'email' },
        ],
      },
    });
    h.clock.now = new Date(h.clock.now.getTime() + DAY);
    await notificationScan(h.deps);
    expect(await owed()).toHaveLength(5); // nothing more owed
  });

  it("children's home: notifiable types owe Ofsted and the placing authority; others owe nothing", async () => {
    h.clock.now = new Date(T0.getTime() + HOUR);
    const cse = await staff.post('/api/records/incident', {
      youngPersonId: h.people.oakYp.id,
      data: incidentData(h, 'oak', T0, ['presence'], {
        general: { ...incidentData(h, 'oak', T0, []).general, types: ['exploitation'] },
      }),
    });
    const plain = await staff.post('/api/records/incident', {
      youngPersonId: h.people.oakYp.id,
      data: incidentData(h, 'oak', T0, ['presence']),
    });
    await notificationScan(h.deps);
    const keys = (await alertsLike(`notification_due:${cse.body.id}:`)).map((a) => a.natural_key.split(':')[2]);
    expect(keys).toEqual(['ofsted', 'placing_authority']);
    expect(await alertsLike(`notification_due:${plain.body.id}:`)).toHaveLength(0);
  });
});
