// Recurring tasks: the date arithmetic (the 31st, 29 February, the clock changes, custom periods, an
// end date) and the worker that creates each next occurrence once — on reruns, with two workers,
// through the BullMQ queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occurrence, type RecurrenceInput, ruleFrom } from '../../engine/tasks/recurrence.ts';
import { fromLocal, toLocal } from '../../engine/time/london.ts';
import { advanceSeries, recurrenceScan } from '../../workers/processors/recurrence.ts';
import { clientFor } from '../helpers/fixtures.ts';
import { DAY, eventually, type Harness, harness, HOUR } from './harness.ts';

/** A London wall-clock time as an instant. */
const london = (s: string) => {
  const [d, t] = s.split('T');
  const [y, m, day] = d.split('-').map(Number);
  const [hh, mm] = t.split(':').map(Number);
  return fromLocal({ year: y, month: m, day, hour: hh, minute: mm });
};
/** The first n occurrences after the anchor, as London 'YYYY-MM-DD HH:mm'. */
function series(input: RecurrenceInput, first: string, n: number) {
  const rule = ruleFrom(input, london(first), 0);
  const out: (string | null)[] = [];
  for (let i = 1; i <= n; i++) {
    const o = occurrence(rule, i);
    if (!o) {
      out.push(null);
      continue;
    }
    const l = toLocal(o.dueAt);
    out.push(`${o.date} ${String(l.hour).padStart(2, '0')}:${String(l.minute).padStart(2, '0')}`);
  }
  return out;
}

describe('recurrence arithmetic', () => {
  it('the 31st falls on the last day of shorter months, and returns to the 31st', () => {
    expect(series({ freq: 'monthly' }, '2027-01-31T09:00', 5)).toEqual([
      '2027-02-28 09:00',
      '2027-03-31 09:00',
      '2027-04-30 09:00',
      '2027-05-31 09:00',
      '2027-06-30 09:00',
    ]);
    expect(series({ freq: 'monthly' }, '2028-01-31T09:00', 1)).toEqual(['2028-02-29 09:00']); // leap year
    expect(series({ freq: 'monthly', interval: 3 }, '2027-11-30T10:00', 2)).toEqual([
      '2028-02-29 10:00',
      '2028-05-30 10:00',
    ]);
  });

  it('29 February falls on 28 February in other years', () => {
    expect(series({ freq: 'yearly' }, '2028-02-29T08:30', 5)).toEqual([
      '2029-02-28 08:30',
      '2030-02-28 08:30',
      '2031-02-28 08:30',
      '2032-02-29 08:30',
      '2033-02-28 08:30',
    ]);
  });

  it('a 09:00 task stays 09:00 in London across the clock changes', () => {
    // BST from 28 March 2027
    const spring = occurrence(ruleFrom({ freq: 'daily' }, london('2027-03-27T09:00'), 0), 1)!;
    expect(london('2027-03-27T09:00').toISOString()).toBe('2027-03-27T09:00:00.000Z');
    expect(spring.dueAt.toISOString()).toBe('2027-03-28T08:00:00.000Z');
    // GMT from 31 October 2027
    const autumn = occurrence(ruleFrom({ freq: 'weekly' }, london('2027-10-25T09:00'), 0), 1)!;
    expect(london('2027-10-25T09:00').toISOString()).toBe('2027-10-25T08:00:00.000Z');
    expect(autumn.dueAt.toISOString()).toBe('2027-11-01T09:00:00.000Z');
    expect(series({ freq: 'daily' }, '2027-10-30T09:00', 2)).toEqual(['2027-10-31 09:00', '2027-11-01 09:00']);
    // a time the spring change skips moves an hour on; one that happens twice takes the second
    expect(london('2027-03-28T01:30').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(london('2027-10-31T01:30').toISOString()).toBe('2027-10-31T01:30:00.000Z');
  });

  it('custom every N days or weeks, and weekly every other week', () => {
    expect(series({ freq: 'custom', interval: 3, unit: 'days' }, '2027-02-26T07:00', 3)).toEqual([
      '2027-03-01 07:00',
      '2027-03-04 07:00',
      '2027-03-07 07:00',
    ]);
    expect(series({ freq: 'custom', interval: 2, unit: 'weeks' }, '2027-03-15T18:00', 2)).toEqual([
      '2027-03-29 18:00',
      '2027-04-12 18:00',
    ]);
    expect(series({ freq: 'weekly', interval: 2 }, '2027-01-04T09:00', 2)).toEqual([
      '2027-01-18 09:00',
      '2027-02-01 09:00',
    ]);
  });

  it('stops after the end date (inclusive)', () => {
    expect(series({ freq: 'monthly', until: '2027-04-30' }, '2027-01-31T09:00', 4)).toEqual([
      '2027-02-28 09:00',
      '2027-03-31 09:00',
      '2027-04-30 09:00',
      null,
    ]);
    expect(series({ freq: 'daily', until: '2027-01-02' }, '2027-01-01T09:00', 2)).toEqual(['2027-01-02 09:00', null]);
  });
});

describe('the recurrence worker', () => {
  let h: Harness;
  let manager: Awaited<ReturnType<typeof clientFor>>;
  beforeAll(async () => {
    h = await harness(new Date('2027-03-01T00:00:00Z'));
    manager = await clientFor(h.server, 'manager.oak@demo.care');
  });
  afterAll(() => h?.close());

  const occurrences = async (seriesId: string) =>
    await h.server.store.db.query<{ occurrence_no: number; occurrence: string; due_at: Date; status: string }>(
      `select occurrence_no, occurrence, due_at, status from tasks where series_id = $1 order by occurrence_no`,
      [seriesId],
    );
  async function recurring(title: string, dueAt: string, recurrence: RecurrenceInput) {
    const res = await manager.post('/api/tasks', {
      type: 'home chore',
      title,
      dueAt: london(dueAt).toISOString(),
      homeId: h.people.oak.id,
      assignedTo: [h.people.user('staff.oak@demo.care').id],
      recurrence,
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  it('creates the next occurrence once the current one comes due, once however often it runs', async () => {
    const t = await recurring('Weekly fire alarm test', '2027-03-22T09:00', { freq: 'weekly' });
    h.clock.now = new Date(london('2027-03-22T09:00').getTime() - 60_000);
    await recurrenceScan(h.deps);
    expect(await occurrences(t.id)).toHaveLength(1);
    h.clock.now = london('2027-03-22T09:00');
    await Promise.all([recurrenceScan(h.deps), recurrenceScan(h.deps), advanceSeries(h.deps, h.people.orgId, t.id)]);
    await recurrenceScan(h.deps);
    const all = await occurrences(t.id);
    expect(all.map((o) => [o.occurrence_no, o.occurrence])).toEqual([
      [0, '2027-03-22'],
      [1, '2027-03-29'],
    ]);
    expect(new Date(all[1].due_at).toISOString()).toBe('2027-03-29T08:00:00.000Z'); // 09:00 BST
    const next = (await h.server.store.forOrg(h.people.orgId).tasks.occurrenceOf(t.id, 1))!;
    expect(next).toMatchObject({
      title: 'Weekly fire alarm test',
      assignedTo: t.assignedTo,
      homeId: h.people.oak.id,
      status: 'not_complete',
      createdBy: t.createdBy,
    });
  });

  it('catches up the occurrences missed while it was not running', async () => {
    const t = await recurring('Daily medication count', '2027-04-01T20:00', { freq: 'daily' });
    h.clock.now = london('2027-04-04T21:00');
    await recurrenceScan(h.deps);
    expect((await occurrences(t.id)).map((o) => o.occurrence)).toEqual([
      '2027-04-01',
      '2027-04-02',
      '2027-04-03',
      '2027-04-04',
      '2027-04-05',
    ]);
  });

  it('a completed occurrence brings the next one forward; the end date ends the series', async () => {
    const t = await recurring('Monthly Reg 44 visit', '2027-05-31T10:00', { freq: 'monthly', until: '2027-07-31' });
    h.clock.now = london('2027-05-20T10:00');
    const staff = await clientFor(h.server, 'staff.oak@demo.care');
    expect((await staff.post(`/api/tasks/${t.id}/complete`, { version: t.version })).status).toBe(200);
    await recurrenceScan(h.deps);
    expect((await occurrences(t.id)).map((o) => o.occurrence)).toEqual(['2027-05-31', '2027-06-30']);
    h.clock.now = london('2027-08-01T10:00');
    await recurrenceScan(h.deps);
    await recurrenceScan(h.deps);
    expect((await occurrences(t.id)).map((o) => o.occurrence)).toEqual(['2027-05-31', '2027-06-30', '2027-07-31']);
    const heads = await h.server.store.db.query(`select id from tasks where series_id = $1 and succeeded_at is null`, [
      t.id,
    ]);
    expect(heads).toHaveLength(0); // nothing left for the scan to look at
  });

  it('a changed repeat applies from the latest occurrence; an earlier one refuses it', async () => {
    const t = await recurring('Supervision', '2027-09-06T14:00', { freq: 'weekly' });
    h.clock.now = london('2027-09-06T15:00');
    await recurrenceScan(h.deps);
    const old = (await manager.get(`/api/tasks/${t.id}`)).body;
    const refused = await manager.put(`/api/tasks/${t.id}`, {
      version: old.version,
      recurrence: { freq: 'custom', interval: 4, unit: 'weeks' },
    });
    expect(refused.status).toBe(409);
    const headId = (await h.server.store.forOrg(h.people.orgId).tasks.occurrenceOf(t.id, 1))!.id;
    const head = (await manager.get(`/api/tasks/${headId}`)).body;
    const changed = await manager.put(`/api/tasks/${headId}`, {
      version: head.version,
      recurrence: { freq: 'custom', interval: 4, unit: 'weeks' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.recurrence).toEqual({ freq: 'custom', interval: 4, unit: 'weeks', until: null });
    h.clock.now = london('2027-09-13T15:00');
    await recurrenceScan(h.deps);
    expect((await occurrences(t.id)).map((o) => o.occurrence)).toEqual(['2027-09-06', '2027-09-13', '2027-10-11']);
    // stopping the repeat: the series ends at the latest occurrence
    const latest = (await h.server.store.forOrg(h.people.orgId).tasks.occurrenceOf(t.id, 2))!;
    expect((await manager.put(`/api/tasks/${latest.id}`, { version: latest.version, recurrence: null })).status).toBe(
      200,
    );
    h.clock.now = london('2027-12-01T15:00');
    await recurrenceScan(h.deps);
    expect(await occurrences(t.id)).toHaveLength(3);
  });

  it('runs through the BullMQ queue: the scan fans out `next` jobs; two workers create each occurrence once', async () => {
    const t = await recurring('Fridge temperature check', '2027-11-01T08:00', { freq: 'daily' });
    h.clock.now = london('2027-11-03T09:00');
    const a = await h.start({ queues: ['recurrence'] });
    const b = await h.start({ queues: ['recurrence'] });
    const q = a.queues.recurrence;
    await q.add('scan', {});
    await q.add('scan', {}); // a duplicate scan
    await b.queues.recurrence.add('next', { orgId: h.people.orgId, taskId: t.id });
    await eventually(async () => (await occurrences(t.id)).length === 4);
    await eventually(async () => {
      const c = await q.getJobCounts('waiting', 'active', 'delayed');
      return c.waiting + c.active + c.delayed === 0;
    });
    expect((await occurrences(t.id)).map((o) => o.occurrence)).toEqual([
      '2027-11-01',
      '2027-11-02',
      '2027-11-03',
      '2027-11-04',
    ]);
    const done = await q.getJobs(['completed']);
    expect(done.filter((j) => j.name === 'scan')).toHaveLength(2);
    expect(await q.getJobs(['failed'])).toHaveLength(0);
  });
});
void DAY;
void HOUR;
