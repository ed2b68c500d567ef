// Every id a write names must be one the caller may see (issue 20.6): what an alert or task is about,
// and record links inside record data (x-ref: record, or a kind). Another organisation's id and an id
// that exists nowhere get the same 422 with the field path, and nothing is written.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, dailyLog, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { as, DRIVERS, login, startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;
const due = '2027-01-15T09:00:00.000Z';

describe.each(DRIVERS)('references checked on every write (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let other: Awaited<ReturnType<typeof otherOrganisation>>;
  let manager: Client;
  let staff: Client;
  const count = async (table: string) => (await server.store.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;
  /** The answer without what names the id itself: "not yours" and "not there" must read the same. */
  const answer = (res: { status: number; body: { detail?: string; errors?: unknown } }) => ({ status: res.status, detail: res.body.detail, errors: res.body.errors });

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    other = await otherOrganisation(server);
    manager = await clientFor(server, 'manager.oak@demo.care');
    staff = await clientFor(server, 'staff.oak@demo.care');
  });
  afterAll(() => server?.close());

  it("an alert about another organisation's young person, home or member of staff is 422, as for an id that does not exist", async () => {
    const me = [people.user('manager.oak@demo.care').id];
    const before = await count('alerts');
    for (const [field, theirs] of [['youngPersonId', other.ypId], ['homeId', other.homeId], ['staffId', other.managerId]] as const) {
      const foreign = await manager.post('/api/alerts', { kind: 'rota', title: 'About them', forUsers: me, [field]: theirs });
      const missing = await manager.post('/api/alerts', { kind: 'rota', title: 'About them', forUsers: me, [field]: randomUUID() });
      expect(foreign.status, field).toBe(422);
      expect(foreign.body.errors, field).toEqual([{ path: `/${field}`, message: expect.any(String) }]);
      expect(answer(missing), field).toEqual(answer(foreign));
    }
    // in the organisation but not the manager's: a Willow Court young person and home
    const willowYp = await manager.post('/api/alerts', { kind: 'rota', title: 'x', forUsers: me, youngPersonId: people.willowYp.id });
    expect(willowYp.status).toBe(422);
    expect(willowYp.body.errors).toEqual([{ path: '/youngPersonId', message: expect.any(String) }]);
    const willow = await manager.post('/api/alerts', { kind: 'rota', title: 'x', forUsers: me, homeId: people.willow.id });
    expect(willow.body.errors).toEqual([{ path: '/homeId', message: expect.any(String) }]);
    expect(await count('alerts')).toBe(before);
    // the manager's own young person, home and colleague are fine
    const ok = await manager.post('/api/alerts', {
      kind: 'rota', title: 'About Oak House', forUsers: me, youngPersonId: people.oakYp.id, homeId: people.oak.id, staffId: people.user('staff.oak@demo.care').id,
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ youngPersonId: people.oakYp.id, homeId: people.oak.id });
  });

  it("a task linked to another organisation's record, or one the caller may not read, is 422 like a record that does not exist", async () => {
    const before = await count('tasks');
    const task = (fields: Record<string, unknown>) => staff.post('/api/tasks', { type: 'task further action', title: 'Follow up', dueAt: due, ...fields });
    const foreign = await task({ recordId: other.recordId });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual([{ path: '/recordId', message: expect.any(String) }]);
    expect(answer(await task({ recordId: randomUUID() }))).toEqual(answer(foreign));
    // a record of the organisation in a home this member of staff does not work in
    const willowStaff = await clientFor(server, 'staff.willow@demo.care');
    const willowLog = await willowStaff.post('/api/records/daily-log', { youngPersonId: people.willowYp.id, data: dailyLog() });
    expect(willowLog.status).toBe(201);
    expect(answer(await task({ recordId: willowLog.body.id }))).toEqual(answer(foreign));
    for (const [field, theirs] of [['youngPersonId', other.ypId], ['homeId', other.homeId], ['staffId', other.managerId]] as const) {
      const res = await task({ [field]: theirs });
      expect(res.status, field).toBe(422);
      expect(res.body.errors, field).toEqual([{ path: `/${field}`, message: expect.any(String) }]);
      expect(answer(await task({ [field]: randomUUID() })), field).toEqual(answer(res));
    }
    expect(await count('tasks')).toBe(before);
    const own = await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() });
    const linked = await task({ recordId: own.body.id });
    expect(linked.status).toBe(201);
    expect(linked.body).toMatchObject({ recordId: own.body.id, youngPersonId: people.oakYp.id, homeId: people.oak.id });
  });

  it("a young person's own login cannot set a task about anyone else", async () => {
    const yp = people.oakYp;
    const email = `yp.${driver}.${Date.now()}@demo.care`;
    const password = 'Own-Login-2026-refs!';
    const given = await manager.post(`/api/young-people/${yp.id}/login`, { email, password, plans: true, viewsComplaints: true });
    expect(given.status).toBe(201);
    const own = as(server.app, await login(server.app, email, password));
    const before = await count('tasks');
    const otherYp = people.oakYps.find((y) => y.id !== yp.id)!;
    const aboutFriend = await own.post('/api/tasks', { type: 'task further action', title: 'About my friend', dueAt: due, youngPersonId: otherYp.id });
    expect(aboutFriend.status).toBe(422);
    expect(aboutFriend.body.errors).toEqual([{ path: '/youngPersonId', message: expect.any(String) }]);
    const aboutStaff = await own.post('/api/tasks', { type: 'task further action', title: 'About my key worker', dueAt: due, staffId: people.user('staff.oak@demo.care').id });
    expect(aboutStaff.status).toBe(422);
    expect(aboutStaff.body.errors).toEqual([{ path: '/staffId', message: expect.any(String) }]);
    const friendsLog = await staff.post('/api/records/daily-log', { youngPersonId: otherYp.id, data: dailyLog() });
    const aboutFriendsRecord = await own.post('/api/tasks', { type: 'task further action', title: 'Their log', dueAt: due, recordId: friendsLog.body.id });
    expect(aboutFriendsRecord.status).toBe(422);
    expect(aboutFriendsRecord.body.errors).toEqual([{ path: '/recordId', message: expect.any(String) }]);
    expect(await count('tasks')).toBe(before);
  });

  it("record links must name a record the author may see: another organisation's is 422 with the path, like one that does not exist", async () => {
    const log = (recordId: string) => dailyLog({ linked: [{ kind: 'incident', recordId }] });
    const before = await count('records');
    const foreign = await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: log(other.recordId) });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual([{ path: '/linked/0/recordId', message: expect.any(String) }]);
    const missing = await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: log(randomUUID()) });
    expect(answer(missing)).toEqual(answer(foreign));
    expect(await count('records')).toBe(before);

    // a record the author may see is a good link; adding another organisation's by a save is refused
    const target = (await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() })).body;
    const made = await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: log(target.id) });
    expect(made.status).toBe(201);
    const saved = await staff.put(`/api/records/daily-log/${made.body.id}`, {
      version: made.body.version, data: { ...made.body.data, linked: [{ kind: 'incident', recordId: target.id }, { kind: 'incident', recordId: other.recordId }] },
    });
    expect(saved.status).toBe(422);
    expect(saved.body.errors).toEqual([{ path: '/linked/1/recordId', message: expect.any(String) }]);
    expect((await staff.get(`/api/records/daily-log/${made.body.id}`)).body.version).toBe(made.body.version);
  });

  it('a link whose field names a kind must name a record of that kind', async () => {
    const notAnIncident = (await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() })).body;
    const res = await staff.post('/api/records/deescalation-log', { youngPersonId: people.oakYp.id, data: { linkedIncident: notAnIncident.id } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: '/linkedIncident', message: 'is not a record of kind "incident"' }]);
  });
});
