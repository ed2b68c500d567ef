// Supervision as the home's policy (decision 0622): the recurring-duty scan opens each person's supervision task at
// their own interval (the home's details, more often in probation) and the "who is due" list says the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allObligations } from '../../definitions/obligations.ts';
import { addDays, londonDate } from '../../engine/time/london.ts';
import { obligationScan } from '../../workers/processors/obligations.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(DRIVERS)('supervision as the home’s policy (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let samId: string;
  const ob = allObligations.find((o) => o.key === 'supervision')!;
  const today = londonDate(new Date());
  const start = addDays(today, -25); // 4 weeks from it falls within the task's 7 days' lead, 6 weeks not

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    samId = people.user('staff.oak@demo.care').id;
    // Sam as a new starter 25 days ago: no supervision, contract or probation review yet
    await server.store.db.query(`update users set created_at = $2 where id = $1`, [samId, `${start}T12:00:00Z`]);
    await server.store.db.query(
      `update records set archived_at = now() where staff_id = $1
          and kind in ('supervision', 'employment-contract', 'probation-review') and archived_at is null`,
      [samId],
    );
    await server.store.db.query(`delete from tasks where natural_key like $1`, [`duty:supervision:${samId}:%`]);
  });
  afterAll(() => server?.close());

  const openDue = async () =>
    (
      await server.store.db.query<{ key: string }>(
        `select natural_key as key from tasks where natural_key like $1 and status = 'not_complete' order by 1`,
        [`duty:supervision:${samId}:%`],
      )
    ).map((t) => t.key.split(':')[3]);
  const setPolicy = (policy: Record<string, number | null>) =>
    server.store.db.query(
      `update records set data = jsonb_strip_nulls(data || $2::jsonb) where kind = 'home-details' and home_id = $1`,
      [people.oak.id, JSON.stringify(policy)],
    );
  const scan = () => obligationScan({ store: server.store, now: () => new Date() } as never, [ob]);
  /** Sam's row in HR's staff list (compliance at a glance), and whether a "needs attention" filter keeps it. */
  const staffList = async () => {
    const hr = await clientFor(server, 'hr@demo.care');
    const all = await hr.get(`/api/hr/employees?home=${people.oak.id}`);
    expect(all.status).toBe(200);
    const ok = await hr.get(`/api/hr/employees?home=${people.oak.id}&compliance=ok`);
    const attention = await hr.get(`/api/hr/employees?home=${people.oak.id}&compliance=attention`);
    const mine = (b: { items?: unknown[] } | unknown[]) =>
      ((Array.isArray(b) ? b : (b.items ?? [])) as { id: string }[]).some((e) => e.id === samId);
    const row = ((Array.isArray(all.body) ? all.body : all.body.items) as Record<string, unknown>[]).find(
      (e) => e.id === samId,
    )!;
    return { row, ok: mine(ok.body), attention: mine(attention.body) };
  };

  it('in probation with no policy set: every 4 weeks, so the first is due 4 weeks from the start', async () => {
    await setPolicy({ supervisionEveryWeeks: null, probationSupervisionEveryWeeks: null });
    await scan();
    expect(await openDue()).toEqual([addDays(start, 28)]);
    // HR's staff list gives the same date: due soon (within a week), not overdue
    const list = await staffList();
    expect(list.row).toMatchObject({ supervisionDue: addDays(start, 28), supervision: 'due_soon' });
  });

  it("the home's probation interval of 2 weeks brings it forward; the 4-week one no longer applies", async () => {
    await setPolicy({ supervisionEveryWeeks: 8, probationSupervisionEveryWeeks: 2 });
    await scan();
    expect(await openDue()).toEqual([addDays(start, 14)]);
    const hr = await clientFor(server, 'hr@demo.care');
    const due = await hr.get(`/api/training/due/supervision?homeId=${people.oak.id}`);
    expect(due.status).toBe(200);
    expect(due.body.items.find((i: { staffId: string }) => i.staffId === samId)).toMatchObject({
      dueOn: addDays(start, 14),
      state: 'overdue',
    });
    // and HR's staff list: overdue by the home's interval, so Sam needs attention (the list's filter agrees)
    const list = await staffList();
    expect(list.row).toMatchObject({ supervisionDue: addDays(start, 14), supervision: 'overdue' });
    expect([list.ok, list.attention]).toEqual([false, true]);
  });

  it('once probation is passed, the usual interval (8 weeks): not yet open', async () => {
    const manager = await clientFor(server, 'manager.oak@demo.care');
    const made = await manager.post('/api/records/probation-review', {
      staffId: samId,
      data: {
        reviewDate: today,
        reviewer: people.user('manager.oak@demo.care').id,
        stage: 'final',
        outcome: 'passed',
        progress: 'Settled quickly; safe and confident practice.',
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    if (made.body.status === 'ongoing') {
      const sent = await manager.post(`/api/records/probation-review/${made.body.id}/actions/submit`, {
        version: made.body.version,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    }
    await scan();
    expect(await openDue()).toEqual([]);
    // the usual 8 weeks from the start in HR's list too
    expect((await staffList()).row).toMatchObject({ supervisionDue: addDays(start, 56), supervision: 'ok' });
  });
});
