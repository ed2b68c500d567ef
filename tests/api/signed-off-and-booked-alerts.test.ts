// "Signed off" and "training scheduled" alerts (decision 0860): the sign-off that completes a record tells its author
// (not a signer signing their own, and not at earlier sign-offs), many in an hour counted in one alert; a training
// record dated after today is a booking told to the trainee and their home's managers, not to whoever booked it, and
// a course attended (dated today or before) tells nobody.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonDate } from '../../engine/time/london.ts';
import { clientFor, dailyLog, demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('signed off and training scheduled alerts', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  type Client = Awaited<ReturnType<typeof clientFor>>;
  let staff: Client, manager: Client, director: Client, hr: Client, willowStaff: Client, willowManager: Client;

  const alertsOf = (email: string, kind: string) =>
    server.store.db.query<{ title: string; grouped: number; readAt: string | null; body: string | null }>(
      `select a.title, a.grouped, r.read_at as "readAt", a.body
         from alerts a join alert_recipients r on r.alert_id = a.id
        where r.user_id = $1 and a.kind = $2 order by a.created_at desc`,
      [people.user(email).id, kind],
    );
  const nameOf = (yp: { preferredName?: string | null; firstName: string; lastName: string }) =>
    `${yp.preferredName ?? yp.firstName} ${yp.lastName}`;
  async function submitted(author: Client, youngPersonId: string) {
    const draft = await author.post('/api/records/daily-log', { youngPersonId, data: dailyLog() });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const sent = await author.post(`/api/records/daily-log/${draft.body.id}/actions/submit`, {
      version: draft.body.version,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return sent.body as { id: string; version: number; status: string };
  }

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    await server.store.db.query(
      `delete from alert_recipients where alert_id in
         (select id from alerts where kind = any('{signed_off,training_scheduled}'))`,
    );
    await server.store.db.query(`delete from alerts where kind = any('{signed_off,training_scheduled}')`);
    [staff, manager, director, hr, willowStaff, willowManager] = await Promise.all(
      [
        'staff.oak@demo.care',
        'manager.oak@demo.care',
        'director@demo.care',
        'hr@demo.care',
        'staff.willow@demo.care',
        'manager.willow@demo.care',
      ].map((e) => clientFor(server, e)),
    );
  }, 200_000);
  afterAll(() => server?.close());

  it("the sign-off that completes a record tells its author, linked, in the home's words", async () => {
    const record = await submitted(willowStaff, people.willowYp.id);
    expect(await alertsOf('staff.willow@demo.care', 'signed_off')).toEqual([]); // submitting is not signing off
    const signed = await willowManager.post(`/api/records/daily-log/${record.id}/actions/sign-off`, {
      version: record.version,
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.status).toBe('complete');
    expect(await alertsOf('staff.willow@demo.care', 'signed_off')).toEqual([
      {
        title: `Your daily log for ${nameOf(people.willowYp)} at Willow Court is signed off`,
        grouped: 1,
        readAt: null,
        body: `/cyp/resident/${people.willowYp.id}/records/daily-log/${record.id}`,
      },
    ]);
    expect(await alertsOf('manager.willow@demo.care', 'signed_off')).toEqual([]); // the signer knows
  });

  it('a manager signing off many in an hour makes one alert that counts them, unread again', async () => {
    const first = await submitted(staff, people.oakYp.id);
    await manager.post(`/api/records/daily-log/${first.id}/actions/sign-off`, { version: first.version });
    const [one] = await alertsOf('staff.oak@demo.care', 'signed_off');
    expect(one.grouped).toBe(1);
    const [alert] = (await staff.get('/api/alerts/mine?kind=signed_off')).body.items as { id: string }[];
    expect((await staff.post(`/api/alerts/${alert.id}/read`, {})).status).toBeLessThan(300);
    for (let n = 0; n < 2; n++) {
      const next = await submitted(staff, people.oakYp.id);
      const s = await director.post(`/api/records/daily-log/${next.id}/actions/sign-off`, { version: next.version });
      expect(s.body.status).toBe('complete');
    }
    const all = await alertsOf('staff.oak@demo.care', 'signed_off');
    expect(all).toEqual([{ title: '3 of your records signed off this hour', grouped: 3, readAt: null, body: null }]);
  });

  it("a manager's own record signed off by the director tells the manager; nobody is told of their own", async () => {
    const own = await submitted(manager, people.oakYp.id);
    const before = (await alertsOf('manager.oak@demo.care', 'signed_off')).length;
    await director.post(`/api/records/daily-log/${own.id}/actions/sign-off`, { version: own.version });
    expect((await alertsOf('manager.oak@demo.care', 'signed_off')).length).toBe(before + 1);
    expect(await alertsOf('director@demo.care', 'signed_off')).toEqual([]);
  });

  it('a training booking tells the trainee and their managers, once each per hour; attended training tells nobody', async () => {
    const sam = people.user('staff.oak@demo.care');
    const today = londonDate(new Date());
    const book = (course: string, completedOn: string) =>
      hr.post('/api/records/training-record', { staffId: sam.id, data: { course, completedOn } });
    expect((await book('Fire safety', today)).status).toBe(201);
    expect(await alertsOf('staff.oak@demo.care', 'training_scheduled')).toEqual([]);
    expect(await alertsOf('manager.oak@demo.care', 'training_scheduled')).toEqual([]);

    const on = addDays(today, 9);
    const dmy = `${on.slice(8, 10)}/${on.slice(5, 7)}/${on.slice(0, 4)}`;
    expect((await book('Team Teach refresher', on)).status).toBe(201);
    expect(await alertsOf('staff.oak@demo.care', 'training_scheduled')).toEqual([
      {
        title: `You are booked on Team Teach refresher on ${dmy}`,
        grouped: 1,
        readAt: null,
        body: `/profile/${sam.id}/training/log`,
      },
    ]);
    const [told] = await alertsOf('manager.oak@demo.care', 'training_scheduled');
    expect(told.title).toBe(`${sam.name} of Oak House is booked on Team Teach refresher on ${dmy}`);
    expect(await alertsOf('hr@demo.care', 'training_scheduled')).toEqual([]); // HR booked it

    expect((await book('Medication administration', addDays(today, 20))).status).toBe(201);
    expect((await alertsOf('staff.oak@demo.care', 'training_scheduled')).map((a) => [a.title, a.grouped])).toEqual([
      ['You are booked on 2 training courses: see your training log', 2],
    ]);
    expect((await alertsOf('manager.oak@demo.care', 'training_scheduled'))[0]).toMatchObject({
      title: '2 training bookings for staff of Oak House this hour',
      grouped: 2,
    });
  });

  it('moving a booking to another date tells again; editing its notes does not', async () => {
    const alex = people.user('alex.oak@demo.care');
    const today = londonDate(new Date());
    const made = await manager.post('/api/records/training-record', {
      staffId: alex.id,
      data: { course: 'Paediatric first aid', completedOn: addDays(today, 5) },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const count = async () => (await alertsOf('alex.oak@demo.care', 'training_scheduled'))[0]?.grouped ?? 0;
    expect(await count()).toBe(1);
    const noted = await manager.put(`/api/records/training-record/${made.body.id}`, {
      version: made.body.version,
      data: { ...made.body.data, notes: 'Bring a packed lunch' },
    });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    expect(await count()).toBe(1);
    const moved = await manager.put(`/api/records/training-record/${made.body.id}`, {
      version: noted.body.version,
      data: { ...noted.body.data, completedOn: addDays(today, 12) },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await count()).toBe(2);
  });
});
