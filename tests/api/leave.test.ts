// Leave, overtime, the calendar and gross pay on both drivers: asking, deciding and
// cancelling with their state rules; balances; the clashes an approver sees; alerts; who may and may not
// (own, manager of their home, another home's manager, HR, director, a young person's login, another
// organisation); bad input; the iCalendar feed; gross pay and its CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonDate, mondayOf } from '../../engine/time/london.ts';
import { clientFor, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

const today = londonDate(new Date());
// the Monday on or after d
const monday = (d: string) => mondayOf(addDays(d, 6));

describe.each(DRIVERS)('leave, overtime, calendar and pay (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  type Client = Awaited<ReturnType<typeof clientFor>>;
  let staff: Client,
    alex: Client,
    manager: Client,
    willowManager: Client,
    willowStaff: Client,
    hr: Client,
    director: Client,
    yp: Client;
  let other: Awaited<ReturnType<typeof otherOrganisation>>;
  const week = monday(addDays(today, 70)); // clear of the demo seed's leave

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [staff, alex, manager, willowManager, willowStaff, hr, director] = await Promise.all(
      [
        'staff.oak@demo.care',
        'alex.oak@demo.care',
        'manager.oak@demo.care',
        'manager.willow@demo.care',
        'staff.willow@demo.care',
        'hr@demo.care',
        'director@demo.care',
      ].map((e) => clientFor(server, e)),
    );
    const login = await manager.post(`/api/young-people/${people.oakYp.id}/login`, {
      email: 'yp.leave@demo.care',
      password: 'KaiLogin2026!x',
      plans: true,
      viewsComplaints: true,
    });
    expect(login.status).toBe(201);
    yp = await clientFor(server, 'yp.leave@demo.care').catch(async () => {
      const { as, login: signIn } = await import('../helpers/server.ts');
      return as(server.app, await signIn(server.app, 'yp.leave@demo.care', 'KaiLogin2026!x'));
    });
    other = await otherOrganisation(server);
  }, 180_000);
  afterAll(async () => server?.close());

  const ask = (c: Client, over: Record<string, unknown> = {}) =>
    c.post('/api/leave', { leaveType: 'annual', startsOn: week, endsOn: addDays(week, 4), note: 'Holiday', ...over });

  it('a person asks for leave; the manager is alerted, sees the clashes and the balance, and approves', async () => {
    const before = (await staff.get('/api/leave/mine')).body.balance;
    const res = await ask(staff);
    expect(res.status).toBe(201);
    expect(res.body.leave).toMatchObject({
      status: 'requested',
      days: 5,
      leaveType: 'annual',
      leaveTypeLabel: 'Annual',
      staffName: 'Sam Taylor',
      homeId: people.oak.id,
    });
    expect(res.body.leave.actions).toEqual(['cancel', 'edit']); // own: no deciding
    const id = res.body.leave.id;
    const mine = (await staff.get('/api/leave/mine')).body;
    expect(mine.balance.requested).toBe(before.requested + 5);
    expect(mine.balance.remaining).toBe(before.remaining);

    // a colleague's overlapping request shows as a clash to the approver
    const alexRes = await ask(alex, { startsOn: addDays(week, 2), endsOn: addDays(week, 2) });
    expect(alexRes.status).toBe(201);
    const alerts = (await manager.get('/api/alerts/mine?kind=leave_requested')).body;
    const items = alerts.items ?? alerts;
    const asked = items.find(
      (a: { kind: string; title: string }) => a.kind === 'leave_requested' && a.title.includes('Sam Taylor'),
    );
    // the dates as a UK reader reads them ("from 14 December 2026 to 18 December 2026"), never ISO
    expect(asked.title).toMatch(/ from \d{1,2} [A-Z][a-z]+ \d{4} to \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(asked.title).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    const details = (await manager.get(`/api/leave/${id}`)).body;
    expect(details.leave.actions).toEqual(['approve', 'reject', 'cancel', 'edit']);
    expect(details.clashes.colleagues).toEqual([
      expect.objectContaining({ staffName: 'Alex Morgan', status: 'requested' }),
    ]);
    expect(details.balance.entitlement).toBe(28);
    expect(details.overdraws).toBe(false);

    const ok = await manager.post(`/api/leave/${id}/approve`, {});
    expect(ok.status).toBe(200);
    expect(ok.body.leave).toMatchObject({ status: 'approved', decidedByName: 'Marcus Oduya' });
    const after = (await staff.get('/api/leave/mine')).body.balance;
    expect(after.booked).toBe(before.booked + 5);
    expect(after.remaining).toBe(before.remaining - 5);
    const samAlerts = (await staff.get('/api/alerts/mine?kind=leave_approved')).body;
    expect((samAlerts.items ?? samAlerts).some((a: { kind: string }) => a.kind === 'leave_approved')).toBe(true);
    // decided once: a second approval is a conflict, and nothing changes
    expect((await manager.post(`/api/leave/${id}/approve`, {})).status).toBe(409);
    expect((await manager.post(`/api/leave/${id}/reject`, { reason: 'late' })).status).toBe(409);
    // overlapping leave for the same person is refused at the field
    const twice = await ask(staff, { startsOn: addDays(week, 4), endsOn: addDays(week, 8) });
    expect(twice.status).toBe(422);
    expect(twice.body.errors[0].path).toBe('/startsOn');
  });

  it('rejection needs a reason; the person is told it; nobody decides their own', async () => {
    const res = await ask(alex, { startsOn: addDays(week, 14), endsOn: addDays(week, 15) });
    const id = res.body.leave.id;
    const noReason = await manager.post(`/api/leave/${id}/reject`, {});
    expect(noReason.status).toBe(400);
    const blank = await manager.post(`/api/leave/${id}/reject`, { reason: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors[0].path).toBe('/reason');
    expect((await alex.post(`/api/leave/${id}/approve`, {})).status).toBe(403);
    // a colleague without leave read: not theirs to see
    expect((await staff.post(`/api/leave/${id}/approve`, {})).status).toBe(404);
    expect((await willowManager.post(`/api/leave/${id}/approve`, {})).status).toBe(404);
    expect((await manager.get(`/api/leave/${id}`)).body.leave.status).toBe('requested');
    const no = await manager.post(`/api/leave/${id}/reject`, { reason: 'Short-staffed that week' });
    expect(no.body.leave).toMatchObject({ status: 'rejected', decisionReason: 'Short-staffed that week' });
    const alerts = (await alex.get('/api/alerts/mine?kind=leave_rejected')).body;
    expect(
      (alerts.items ?? alerts).some(
        (a: { kind: string; body: string }) => a.kind === 'leave_rejected' && a.body?.includes('Short-staffed'),
      ),
    ).toBe(true);
    expect((await alex.post(`/api/leave/${id}/cancel`, {})).status).toBe(409);
    // the manager's own leave: the director decides it
    const own = await ask(manager, { startsOn: addDays(week, 21), endsOn: addDays(week, 21) });
    expect((await manager.post(`/api/leave/${own.body.leave.id}/approve`, {})).status).toBe(403);
    expect((await director.post(`/api/leave/${own.body.leave.id}/approve`, {})).status).toBe(200);
  });

  it('cancel: the person before it starts; a manager with a reason, after it starts too', async () => {
    const res = await ask(staff, { startsOn: addDays(week, 28), endsOn: addDays(week, 28), partDay: 'am' });
    expect(res.body.leave.days).toBe(0.5);
    const gone = await staff.post(`/api/leave/${res.body.leave.id}/cancel`, {});
    expect(gone.body.leave.status).toBe('cancelled');
    // leave that has started (scheduled by the manager, so approved as made)
    const sick = await manager.post('/api/leave', {
      staffId: people.user('staff.oak@demo.care').id,
      homeId: people.oak.id,
      leaveType: 'sick',
      startsOn: addDays(today, -1),
      endsOn: addDays(today, 1),
    });
    expect(sick.status).toBe(201);
    expect(sick.body.leave).toMatchObject({ status: 'approved', requestedByName: 'Marcus Oduya' });
    expect((await staff.post(`/api/leave/${sick.body.leave.id}/cancel`, {})).status).toBe(403);
    const noReason = await manager.post(`/api/leave/${sick.body.leave.id}/cancel`, {});
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors[0].path).toBe('/reason');
    const done = await manager.post(`/api/leave/${sick.body.leave.id}/cancel`, { reason: 'Back at work early' });
    expect(done.body.leave).toMatchObject({ status: 'cancelled', cancelReason: 'Back at work early' });
    // sickness never touches the annual balance
    expect(done.body.balance.taken).toBe((await staff.get('/api/leave/mine')).body.balance.taken);
  });

  it('edits a request awaiting a decision only', async () => {
    const res = await ask(willowStaff, { startsOn: addDays(week, 35), endsOn: addDays(week, 35) });
    const id = res.body.leave.id;
    const edited = await willowStaff.put(`/api/leave/${id}`, {
      leaveType: 'annual',
      startsOn: addDays(week, 35),
      endsOn: addDays(week, 36),
      minutes: null,
      partDay: null,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.leave.days).toBe(2);
    await willowManager.post(`/api/leave/${id}/approve`, {});
    expect(
      (
        await willowStaff.put(`/api/leave/${id}`, {
          leaveType: 'annual',
          startsOn: addDays(week, 35),
          endsOn: addDays(week, 35),
        })
      ).status,
    ).toBe(409);
  });

  it('refuses bad input at the field, changing nothing', async () => {
    const count = async () => (await staff.get('/api/leave/mine')).body.items.length;
    const n = await count();
    const backwards = await ask(staff, { startsOn: addDays(week, 50), endsOn: addDays(week, 49) });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors[0].path).toBe('/endsOn');
    const halfLong = await ask(staff, { startsOn: addDays(week, 50), endsOn: addDays(week, 51), partDay: 'pm' });
    expect(halfLong.body.errors[0].path).toBe('/partDay');
    const type = await ask(staff, { leaveType: 'holiday' });
    expect(type.status).toBe(400);
    expect(type.headers['content-type']).toContain('application/problem+json');
    expect(JSON.stringify(type.body.errors)).toContain('/leaveType');
    expect((await ask(staff, { startsOn: 'next week' })).status).toBe(400);
    const otherHome = await ask(staff, { homeId: other.homeId });
    expect(otherHome.status).toBe(422);
    expect(otherHome.body.errors[0].path).toBe('/homeId');
    const otherStaff = await manager.post('/api/leave', {
      staffId: other.managerId,
      leaveType: 'annual',
      startsOn: week,
      endsOn: week,
    });
    expect(otherStaff.status).toBe(422);
    expect(otherStaff.body.errors[0].path).toBe('/staffId');
    expect(await count()).toBe(n);
  });

  it('who sees what: own, manager of the home, another home, HR, director, a young person, another organisation', async () => {
    const res = await ask(alex, { startsOn: addDays(week, 56), endsOn: addDays(week, 56) });
    const id = res.body.leave.id;
    expect((await manager.get(`/api/leave/${id}`)).status).toBe(200);
    expect((await hr.get(`/api/leave/${id}`)).status).toBe(200);
    expect((await director.get(`/api/leave/${id}`)).status).toBe(200);
    expect((await willowManager.get(`/api/leave/${id}`)).status).toBe(404);
    expect((await yp.get(`/api/leave/${id}`)).status).toBe(403);
    expect((await other.client.get(`/api/leave/${id}`)).status).toBe(404);
    // home views need leave read (or managing the home) in a home one works in
    expect((await manager.get(`/api/leave/home/${people.oak.id}`)).status).toBe(200);
    expect((await staff.get(`/api/leave/home/${people.oak.id}`)).status).toBe(403);
    expect((await willowManager.get(`/api/leave/home/${people.oak.id}`)).status).toBe(403);
    expect((await other.client.get(`/api/leave/home/${people.oak.id}`)).status).toBe(404);
    expect((await yp.get('/api/leave/mine')).status).toBe(403);
    const past = (await manager.get(`/api/leave/home/${people.oak.id}?when=past`)).body.items;
    expect(
      past.every(
        (l: { endsOn: string; status: string }) => l.endsOn < today || ['rejected', 'cancelled'].includes(l.status),
      ),
    ).toBe(true);
    // scheduling for someone needs leave edit there
    expect(
      (
        await staff.post('/api/leave', {
          staffId: people.user('alex.oak@demo.care').id,
          leaveType: 'annual',
          startsOn: week,
          endsOn: week,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await willowManager.post('/api/leave', {
          staffId: people.user('alex.oak@demo.care').id,
          homeId: people.oak.id,
          leaveType: 'annual',
          startsOn: week,
          endsOn: week,
        })
      ).status,
    ).toBe(403);
  });

  it('a leave request is a record: its history says who decided and why, each step leaves an outbox message, the generic list pages it', async () => {
    const res = await ask(alex, { startsOn: addDays(week, 63), endsOn: addDays(week, 63) });
    const id = res.body.leave.id;
    expect((await manager.post(`/api/leave/${id}/reject`, { reason: 'Inspection that day' })).status).toBe(200);
    const history = await alex.get(`/api/records/leave-request/${id}/revisions`);
    expect(history.status).toBe(200);
    expect(
      history.body.map((v: Record<string, unknown>) => [v.version, v.action, v.status, v.changedByName, v.reason]),
    ).toEqual([
      [1, 'create', 'requested', 'Alex Morgan', null],
      [2, 'reject', 'rejected', 'Marcus Oduya', 'Inspection that day'],
    ]);
    const messages = (recordId: string) =>
      server.store.db.query<{ action: string; status: string }>(
        `select payload->>'action' as action, payload->>'status' as status from outbox
          where topic = 'record.changed' and payload->>'recordId' = $1 order by id`,
        [recordId],
      );
    expect(await messages(id)).toEqual([
      { action: 'create', status: 'requested' },
      { action: 'reject', status: 'rejected' },
    ]);
    // booked by a manager for someone: asked and approved in one transaction, each a version and a message
    const booked = await manager.post('/api/leave', {
      staffId: people.user('alex.oak@demo.care').id,
      leaveType: 'annual',
      startsOn: addDays(week, 64),
      endsOn: addDays(week, 64),
    });
    expect(booked.body.leave.status).toBe('approved');
    expect(await messages(booked.body.leave.id)).toEqual([
      { action: 'create', status: 'requested' },
      { action: 'approve', status: 'approved' },
    ]);
    // the generic list: alex (no leave area) pages through their own leave, one at a time, none twice
    const first = await alex.get('/api/records/leave-request?limit=1');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(1);
    const second = await alex.get(`/api/records/leave-request?limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.items).toHaveLength(1);
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
    const all = (await alex.get('/api/records/leave-request?limit=100')).body.items;
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.every((l: { staffId: string }) => l.staffId === people.user('alex.oak@demo.care').id)).toBe(true);
    expect((await manager.get('/api/records/leave-request?limit=100')).body.items.length).toBeGreaterThan(all.length);
    expect((await yp.get('/api/records/leave-request')).status).toBe(403);
    // the generic workflow route holds the same rules: nobody approves their own
    const own = await ask(alex, { startsOn: addDays(week, 66), endsOn: addDays(week, 66) });
    const generic = await alex.post(`/api/records/leave-request/${own.body.leave.id}/actions/approve`, {
      version: own.body.leave.version,
    });
    expect(generic.status).toBe(403);
    const decided = await manager.post(`/api/records/leave-request/${own.body.leave.id}/actions/approve`, {
      version: own.body.leave.version,
    });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ status: 'approved', statusLabel: 'Approved' });
  });

  it('an overtime request is a record: history with who decided and why, overtime.* webhooks, generic list, one decision', async () => {
    const sam = people.user('staff.oak@demo.care').id;
    const asked = await staff.post('/api/overtime', {
      workedOn: addDays(today, -2),
      minutes: 90,
      compensation: 'paid',
      reason: '  Stayed for a late placement visit  ',
    });
    expect(asked.status).toBe(201);
    expect(asked.body.reason).toBe('Stayed for a late placement visit'); // kept as meant, not as padded
    const id = asked.body.id;
    // the home's managers are told it was asked for, with a link to decide it
    const [told] = await server.store.db.query<{ n: number }>(
      `select count(*)::int as n from alerts where natural_key = $1`,
      [`overtime_requested:${id}`],
    );
    expect(told.n).toBe(1);
    expect((await manager.post(`/api/overtime/${id}/reject`, { reason: 'Not agreed beforehand' })).status).toBe(200);
    // decided once: a second decision, or a withdrawal after it, changes nothing
    expect((await manager.post(`/api/overtime/${id}/approve`, {})).status).toBe(409);
    expect((await staff.post(`/api/overtime/${id}/cancel`, {})).status).toBe(403);
    const history = await staff.get(`/api/records/overtime-request/${id}/revisions`);
    expect(history.status).toBe(200);
    expect(
      history.body.map((v: Record<string, unknown>) => [v.version, v.action, v.status, v.changedByName, v.reason]),
    ).toEqual([
      [1, 'create', 'requested', 'Sam Taylor', null],
      [2, 'reject', 'rejected', 'Marcus Oduya', 'Not agreed beforehand'],
    ]);
    const shown = (await staff.get(`/api/overtime/${id}`)).body;
    expect(shown).toMatchObject({
      status: 'rejected',
      decidedByName: 'Marcus Oduya',
      decisionReason: 'Not agreed beforehand',
    });
    const events = await server.store.db.query<{ action: string; status: string }>(
      `select payload->>'action' as action, payload->>'status' as status from outbox
        where topic = 'record.changed' and payload->>'recordId' = $1 order by id`,
      [id],
    );
    expect(events).toEqual([
      { action: 'create', status: 'requested' },
      { action: 'reject', status: 'rejected' },
    ]);
    // the generic list pages a person's own; another home's manager cannot open it (404), a young person is refused
    const mine = (await staff.get('/api/records/overtime-request?limit=100')).body.items;
    expect(mine.some((o: { id: string }) => o.id === id)).toBe(true);
    expect(mine.every((o: { staffId: string }) => o.staffId === sam)).toBe(true);
    expect((await willowManager.get(`/api/records/overtime-request/${id}`)).status).toBe(404);
    expect((await yp.get('/api/records/overtime-request')).status).toBe(403);
    // rejected overtime is paid nothing and adds nothing to the working-time facts
    const [counted] = await server.store.db.query<{ n: number }>(
      `select count(*)::int as n from records where id = $1 and status = 'approved'`,
      [id],
    );
    expect(counted.n).toBe(0);
  });

  it('balances follow the settings HR keeps: part time pro rata, hours, irregular hours', async () => {
    const alexId = people.user('alex.oak@demo.care').id;
    const settings = {
      daysPerWeek: 3,
      hoursPerDay: 8,
      irregularHours: false,
      unit: 'hours',
      yearStartMonth: 1,
      employmentStart: null,
      extraDays: 0,
      carriedOverDays: 0,
    };
    expect((await manager.put(`/api/leave/settings/${alexId}`, settings)).status).toBe(403);
    expect((await alex.put(`/api/leave/settings/${alexId}`, settings)).status).toBe(403);
    const bad = await hr.put(`/api/leave/settings/${alexId}`, { ...settings, daysPerWeek: 9 });
    expect(bad.status).toBe(400);
    const saved = await hr.put(`/api/leave/settings/${alexId}`, settings);
    expect(saved.status).toBe(200);
    expect(saved.body.balance).toMatchObject({ unit: 'hours', entitlement: 134.4 }); // 16.8 days × 8 h
    expect(saved.body.year).toEqual({ start: `${today.slice(0, 4)}-01-01`, end: `${today.slice(0, 4)}-12-31` });
    expect((await alex.get(`/api/leave/balance/${alexId}`)).body.balance.entitlement).toBe(134.4);
    expect((await manager.get(`/api/leave/balance/${alexId}`)).status).toBe(200);
    expect((await willowStaff.get(`/api/leave/balance/${alexId}`)).status).toBe(403);
    expect((await other.client.get(`/api/leave/balance/${alexId}`)).status).toBe(404);
    const irregular = await hr.put(`/api/leave/settings/${alexId}`, { ...settings, irregularHours: true });
    expect(irregular.body.workedMinutes).toBeGreaterThanOrEqual(0);
    expect(irregular.body.balance.entitlement).toBe(
      Math.round((Math.floor((irregular.body.workedMinutes * 1207) / 10000) / 60) * 100) / 100,
    );
  });

  it('overtime: asked for, created for someone, approved or rejected; TOIL adds to the balance', async () => {
    const before = (await staff.get('/api/leave/mine')).body.balance.toil;
    const res = await staff.post('/api/overtime', {
      workedOn: addDays(today, -1),
      minutes: 225,
      compensation: 'toil',
      reason: 'Covered a late shift',
    });
    expect(res.status).toBe(201);
    // the person may withdraw it or correct it while it awaits a decision
    expect(res.body).toMatchObject({
      status: 'requested',
      compensation: 'toil',
      minutes: 225,
      actions: ['cancel', 'edit'],
    });
    expect(
      (await manager.get('/api/overtime/home/' + people.oak.id)).body.items.some(
        (o: { id: string }) => o.id === res.body.id,
      ),
    ).toBe(true);
    expect((await staff.post(`/api/overtime/${res.body.id}/approve`, {})).status).toBe(403); // not one's own
    expect((await willowManager.post(`/api/overtime/${res.body.id}/approve`, {})).status).toBe(404);
    expect((await manager.post(`/api/overtime/${res.body.id}/reject`, {})).status).toBe(400);
    const ok = await manager.post(`/api/overtime/${res.body.id}/approve`, {});
    expect(ok.body.status).toBe('approved');
    expect((await staff.get('/api/leave/mine')).body.balance.toil).toBe(before + 0.5);
    const created = await manager.post('/api/overtime', {
      staffId: people.user('staff.oak@demo.care').id,
      workedOn: today,
      minutes: 60,
      compensation: 'paid',
      reason: 'Stayed for handover',
    });
    expect(created.body).toMatchObject({ status: 'approved', requestedByName: 'Marcus Oduya' });
    expect((await staff.get('/api/overtime/mine?when=past')).body.items.length).toBeGreaterThanOrEqual(2);
    expect(
      (await staff.post('/api/overtime', { workedOn: today, minutes: 5, compensation: 'paid', reason: 'x' })).status,
    ).toBe(400);
    const far = await staff.post('/api/overtime', {
      workedOn: addDays(today, 90),
      minutes: 60,
      compensation: 'paid',
      reason: 'x',
    });
    expect(far.status).toBe(422);
    expect(far.body.errors[0].path).toBe('/workedOn');
    expect((await yp.get('/api/overtime/mine')).status).toBe(403);
    expect((await staff.get(`/api/overtime/home/${people.oak.id}`)).status).toBe(403);
  });

  it("the calendar shows the home's leave, tasks and birthdays to those who work there; a person's own as iCalendar", async () => {
    const from = week;
    const to = addDays(week, 30);
    const home = await manager.get(`/api/calendar?home=${people.oak.id}&from=${from}&to=${to}`);
    expect(home.status).toBe(200);
    expect(
      home.body.items.some(
        (i: { kind: string; title: string }) => i.kind === 'leave' && i.title.startsWith('Sam Taylor'),
      ),
    ).toBe(true);
    // staff without leave read see their own leave in the home calendar, not colleagues'
    const staffView = (await alex.get(`/api/calendar?home=${people.oak.id}&from=${from}&to=${to}`)).body.items.filter(
      (i: { kind: string }) => i.kind === 'leave',
    );
    expect(staffView.every((i: { staffId: string }) => i.staffId === people.user('alex.oak@demo.care').id)).toBe(true);
    expect((await willowStaff.get(`/api/calendar?home=${people.oak.id}&from=${from}&to=${to}`)).status).toBe(403);
    expect((await yp.get(`/api/calendar?from=${from}&to=${to}`)).status).toBe(403);
    expect((await other.client.get(`/api/calendar?home=${people.oak.id}&from=${from}&to=${to}`)).status).toBe(404);
    const tooLong = await manager.get(`/api/calendar?home=${people.oak.id}&from=${from}&to=${addDays(from, 100)}`);
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors[0].path).toBe('/to');
    const mine = await staff.get(`/api/calendar?from=${from}&to=${to}`);
    expect(
      mine.body.items.every(
        (i: { kind: string; staffId?: string }) =>
          i.kind !== 'leave' || i.staffId === people.user('staff.oak@demo.care').id,
      ),
    ).toBe(true);
    expect((await manager.get(`/api/calendar/day?home=${people.oak.id}`)).status).toBe(200);
    expect((await manager.get(`/api/calendar/handovers?home=${people.oak.id}`)).body.items).toBeInstanceOf(Array);

    // the feed: made once, read without a session, in RFC 5545 shape
    const feed = await staff.post('/api/calendar/feed', {});
    expect(feed.status).toBe(201);
    const res = await server.app.inject({ method: 'GET', url: feed.body.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const text = res.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const events = text.split('BEGIN:VEVENT').length - 1;
    expect(events).toBe(text.split('END:VEVENT').length - 1);
    expect(events).toBeGreaterThan(0);
    expect(text).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
    for (const block of text.split('BEGIN:VEVENT').slice(1))
      expect(block).toMatch(/UID:.+\r\n[\s\S]*DTSTAMP:\d{8}T\d{6}Z/);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/calendar/ical?token=' + 'x'.repeat(32) })).statusCode,
    ).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/calendar/ical' })).statusCode).toBe(401);
    // a new address ends the old one
    await staff.post('/api/calendar/feed', {});
    expect((await server.app.inject({ method: 'GET', url: feed.body.path })).statusCode).toBe(404);
  });

  it('gross pay: HR and directors see everyone, a person their own; the CSV adds up in pence', async () => {
    const month = today.slice(0, 7);
    const samId = people.user('staff.oak@demo.care').id;
    const all = await hr.get(`/api/pay/gross?month=${month}`);
    expect(all.status).toBe(200);
    const sam = all.body.items.find((i: { staff: { id: string } }) => i.staff.id === samId);
    expect(sam.rates.length).toBe(2); // April's and this month's rise (demo seed)
    expect(sam.lines.some((l: { type: string }) => l.type === 'overtime')).toBe(true);
    expect(sam.amountPence).toBe(sam.lines.reduce((n: number, l: { amountPence: number }) => n + l.amountPence, 0));
    expect((await director.get(`/api/pay/gross?month=${month}&home=${people.oak.id}`)).status).toBe(200);
    expect((await manager.get(`/api/pay/gross?month=${month}`)).status).toBe(403);
    expect((await staff.get(`/api/pay/gross/${samId}?month=${month}`)).status).toBe(200);
    expect((await alex.get(`/api/pay/gross/${samId}?month=${month}`)).status).toBe(403);
    expect((await yp.get(`/api/pay/gross/${samId}?month=${month}`)).status).toBe(403);
    expect((await other.client.get(`/api/pay/gross/${samId}?month=${month}`)).status).toBe(404);
    expect((await hr.get('/api/pay/gross?month=2026-13')).status).toBe(400);
    const csv = await server.app.inject({
      method: 'GET',
      url: `/api/pay/gross.csv?month=${month}&reason=Checking`,
      headers: { cookie: hr.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body
      .trim()
      .split('\r\n')
      .map((r) => r.split(','));
    expect(rows[0]).toEqual([
      'employee_id',
      'employee_name',
      'period_start',
      'period_end',
      'pay_type',
      'rate_from',
      'hours',
      'units',
      'rate_gbp',
      'amount_gbp',
    ]);
    const samRows = rows.filter((r) => r[0] === samId);
    expect(samRows.length).toBe(sam.lines.length);
    expect(samRows.every((r) => /^\d+\.\d{2}$/.test(r[9]) && /^\d+\.\d{2}$/.test(r[8]))).toBe(true);
    const pence = samRows.reduce((n, r) => n + Number(r[9].replace('.', '')), 0);
    expect(pence).toBe(sam.amountPence);
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/pay/gross.csv?month=${month}&reason=Checking`,
          headers: { cookie: manager.cookie },
        })
      ).statusCode,
    ).toBe(403);
  });
});
