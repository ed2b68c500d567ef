// Manager notices and the location risk assessment through the records API and the home follow-ups route: a planned
// absence is the managers' task to tell Ofsted, closed when the date it was sent is filled, and the return becomes
// its own task; a supported accommodation service records them too, in its own regulations' words; the
// location assessment is children's homes' only (refused in supported accommodation); staff may not write them;
// bad input names the field and changes nothing; a dated action of a location assessment is a task.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86400000).toISOString().slice(0, 10);

describe('manager notices and the location risk assessment', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  type Client = Awaited<ReturnType<typeof clientFor>>;
  let manager: Client, staff: Client, willowManager: Client;
  const tasksOf = async (recordId: string) => server.store.forOrg(people.orgId).tasks.forRecord(recordId);

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    [manager, staff, willowManager] = await Promise.all(
      ['manager.oak@demo.care', 'staff.oak@demo.care', 'manager.willow@demo.care'].map((e) => clientFor(server, e)),
    );
  }, 400_000);
  afterAll(async () => server?.close());

  it('a planned absence is a task to tell Ofsted a month before; the return is another, each closed when sent', async () => {
    const data = {
      noticeType: 'absence_planned',
      noticeDate: day(0),
      absenceStartsOn: day(40),
      reason: 'Planned surgery.',
      personInCharge: 'The deputy manager, Level 5.',
    };
    const notice = await manager.post('/api/records/manager-notice', { homeId: people.oak.id, data });
    expect(notice.status).toBe(201);
    expect((await manager.post(`/api/home-records/manager-notice/${notice.body.id}/follow-ups`)).status).toBe(200);
    const [task] = await tasksOf(notice.body.id);
    expect(task.title).toBe("Tell Ofsted of the registered manager's planned absence");
    expect(task.naturalKey).toBe(`home:manager-notice:${notice.body.id}:absence`);
    expect(task.status).toBe('not_complete');
    const sent = await manager.put(`/api/records/manager-notice/${notice.body.id}`, {
      version: notice.body.version,
      data: { ...data, sentToOfstedOn: day(0), returnedOn: day(60) },
    });
    expect(sent.status).toBe(200);
    await manager.post(`/api/home-records/manager-notice/${notice.body.id}/follow-ups`);
    const after = await tasksOf(notice.body.id);
    expect(after.find((t) => t.naturalKey?.endsWith(':absence'))!.status).toBe('completed');
    const back = after.find((t) => t.naturalKey?.endsWith(':return'))!;
    expect(back).toMatchObject({ status: 'not_complete', title: 'Tell Ofsted the registered manager is back' });
  });

  it('supported accommodation records a change of manager as a task under SA reg 34', async () => {
    const data = { noticeType: 'manager_change', noticeDate: day(0), changeOn: day(10) };
    const made = await willowManager.post('/api/records/manager-notice', { homeId: people.willow.id, data });
    expect(made.status).toBe(201);
    await willowManager.post(`/api/home-records/manager-notice/${made.body.id}/follow-ups`);
    const [task] = await tasksOf(made.body.id);
    expect(task).toMatchObject({ title: 'Tell Ofsted of the change of manager', status: 'not_complete' });
    expect(task.description).toMatch(/\(SA reg 34\)$/);
    const def = await willowManager.get(
      '/api/definitions/manager-notice?homeType=support_accomodation_for_older_children',
    );
    expect(def.status).toBe(200);
    expect(JSON.stringify(def.body.schema)).toContain('Planned absence of the registered service manager');
  });

  it('notices are written by managers; the location assessment is children’s homes’ only; bad input names the field', async () => {
    const data = { noticeType: 'manager_change', noticeDate: day(0), changeOn: day(10) };
    expect((await staff.post('/api/records/manager-notice', { homeId: people.oak.id, data })).status).toBe(403);
    const before = (await manager.get(`/api/records/manager-notice?homeId=${people.oak.id}`)).body;
    const wrong = await manager.post('/api/records/manager-notice', {
      homeId: people.oak.id,
      data: { ...data, noticeType: 'holiday' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(wrong.body.errors.map((e: { path: string }) => e.path)).toEqual(['/noticeType']);
    expect((await manager.get(`/api/records/manager-notice?homeId=${people.oak.id}`)).body).toEqual(before);
    const location = {
      assessedOn: day(0),
      police: { obtainedOn: day(-10), from: 'Neighbourhood team', summary: 'Low crime.' },
      localAuthority: { obtainedOn: day(-8), from: 'Exploitation hub', summary: 'No concerns.' },
      childrenViews: 'They feel safe.',
      suitability: 'suitable',
      actions: [{ action: 'Share it with the placing authorities', dueOn: day(7), status: 'open' }],
    };
    expect(
      (await willowManager.post('/api/records/location-risk-assessment', { homeId: people.willow.id, data: location }))
        .status,
    ).toBe(409);
    const made = await manager.post('/api/records/location-risk-assessment', { homeId: people.oak.id, data: location });
    expect(made.status).toBe(201);
    await manager.post(`/api/home-records/location-risk-assessment/${made.body.id}/follow-ups`);
    expect((await tasksOf(made.body.id)).map((t) => t.title)).toEqual([
      'Location risk assessment action: Share it with the placing authorities',
    ]);
  });
});
