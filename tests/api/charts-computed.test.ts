// Charts read from their own tables, not the record aggregates (engine/charts/<name>.ts): figures against the
// seeded demo, the same response shape as the record charts, scope and permission refusals. One describe
// block per chart family; one server per driver per block.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;
type Row = { key: string; label: string; total: number; values: Record<string, number>; drill: Record<string, string> };
const pct = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10000) / 100 : 0);

describe.each(DRIVERS)('policy and schedule charts on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let director: Client, managerOak: Client, staffOak: Client, hr: Client, managerWillow: Client;
  let oakStaff: { id: string; name: string }[];

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [director, managerOak, staffOak, hr, managerWillow] = await Promise.all(
      ['director@demo.care', 'manager.oak@demo.care', 'staff.oak@demo.care', 'hr@demo.care', 'manager.willow@demo.care'].map((e) => clientFor(server, e)));
    oakStaff = await server.store.forOrg(people.orgId).people.users({ homeId: people.oak.id });
  });
  afterAll(async () => server?.close());

  const home = (metric: string, id: string, extra = '') => `/api/charts?metric=${metric}&level=home&home=${id}${extra}`;

  it('lists both metrics as live, with their source', async () => {
    const res = await director.get('/api/charts/metrics');
    const m = Object.fromEntries(res.body.metrics.map((x: { key: string }) => [x.key, x]));
    expect(m.policy).toMatchObject({ live: true, waitingFor: null, source: expect.stringContaining('policy_signatures'), types: { org: ['count', 'trends', 'status'] } });
    expect(m.schedule).toMatchObject({ live: true, waitingFor: null, types: { org: ['count', 'status'] } });
  });

  it('policy: the share of staff asked who signed the current version (seeded: Oak\'s safeguarding at 4.2 signed by the manager only)', async () => {
    // seeded in Oak House: whistleblowing 2.0 signed by the manager, staff.oak and alex.oak; safeguarding 4.2 by the manager
    const asked = oakStaff.length * 2, signed = 4;
    const res = await managerOak.get(home('policy', people.oak.id, '&type=count'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ metric: { key: 'policy', unit: 'percent', unitLabel: '%' }, total: asked, value: pct(signed, asked), subject: { level: 'home', id: people.oak.id } });
    expect(res.body.rows).toEqual([expect.objectContaining({ total: asked, values: { value: pct(signed, asked) } })]);
    // the same figure as the policies page
    const page = await managerOak.get(`/api/homes/${people.oak.id}/policies`);
    expect(page.body.signedPercent).toBeCloseTo(res.body.value, 0);
    // signed before this period started: none (seeded today), so the figure went up
    expect(res.body.previous.value).toBe(0);
    expect(res.body).toMatchObject({ change: 'up', concern: false });

    const status = await managerOak.get(home('policy', people.oak.id, '&type=status'));
    expect(status.body.rows.map((r: Row) => [r.key, r.label, r.total])).toEqual([['done', 'Signed', signed], ['notDone', 'Outstanding', asked - signed]]);
    expect(status.body.rowColours).toEqual(['green', 'red']);

    const byStaff = await managerOak.get(home('policy', people.oak.id, '&type=count&groupBy=staff'));
    const row = (email: string) => byStaff.body.rows.find((r: Row) => r.key === people.user(email).id);
    expect(row('manager.oak@demo.care').values.value).toBe(100);
    expect(row('staff.oak@demo.care').values.value).toBe(50);

    const trends = await managerOak.get(home('policy', people.oak.id, '&type=trends'));
    expect(trends.body.bucket).toBe('month');
    expect(trends.body.rows.at(-1).values.value).toBe(pct(signed, asked));
    expect(trends.body.rows[0].values.value).toBe(0);
  });

  it('policy at org level: by home, without non-operational homes; the drill-down lists who is outstanding', async () => {
    const res = await director.get('/api/charts?metric=policy&level=org&type=count&groupBy=home');
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r: Row) => r.key).sort()).toEqual([people.oak.id, people.willow.id].sort());
    const oak = res.body.rows.find((r: Row) => r.key === people.oak.id);
    expect(oak.total).toBe(oakStaff.length * 2);

    const drill = await managerOak.get(`/api/charts/records?metric=policy&level=home&home=${people.oak.id}&groupBy=status&key=notDone`);
    expect(drill.status, JSON.stringify(drill.body)).toBe(200);
    const outstanding = drill.body.items.filter((i: { id: string }) => i.id === people.user('staff.oak@demo.care').id);
    expect(outstanding).toEqual([expect.objectContaining({ kind: 'staff', status: 'notDone', statusLabel: 'Outstanding', link: `/profile/${people.user('staff.oak@demo.care').id}`, summary: { detail: 'Safeguarding and child protection (version 4.2)' } })]);
    expect(drill.body.items).toHaveLength(oakStaff.length * 2 - 4);
  });

  it('schedule: staff with DBS, right to work and references in place, as HR › Employees shows them', async () => {
    const res = await hr.get(home('schedule', people.willow.id, '&type=count&groupBy=staff'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // seeded: Priya Shah's DBS update check was due three days ago
    const priya = res.body.rows.find((r: Row) => r.key === people.user('manager.willow@demo.care').id);
    expect(priya.values.value).toBe(0);
    const jordan = res.body.rows.find((r: Row) => r.key === people.user('staff.willow@demo.care').id);
    expect(jordan.values.value).toBe(100);
    // against the employees list: the same people, the same rule
    const emp = (await hr.get(`/api/hr/employees?home=${people.willow.id}`)).body as { id: string; dbs: string; rightToWork: string; references: string }[];
    const list = Array.isArray(emp) ? emp : (emp as unknown as { items: typeof emp }).items;
    const complete = list.filter((e) => ['ok', 'due_soon'].includes(e.dbs) && ['ok', 'due_soon'].includes(e.rightToWork) && e.references === 'ok');
    const whole = await hr.get(home('schedule', people.willow.id, '&type=count'));
    expect(whole.body).toMatchObject({ total: list.length, value: pct(complete.length, list.length), metric: { key: 'schedule', unit: 'percent' } });

    const status = await hr.get(home('schedule', people.willow.id, '&type=status'));
    expect(status.body.rows.map((r: Row) => [r.key, r.total])).toEqual([['done', complete.length], ['notDone', list.length - complete.length]]);
    const drill = await hr.get(`/api/charts/records?metric=schedule&level=home&home=${people.willow.id}&groupBy=status&key=notDone`);
    expect(drill.body.items).toContainEqual(expect.objectContaining({ id: people.user('manager.willow@demo.care').id, summary: { detail: 'Missing: DBS' } }));
  });

  it('schedule at org level for a director, by home; trends stay hidden', async () => {
    const res = await director.get('/api/charts?metric=schedule&level=org&type=count&groupBy=home');
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r: Row) => r.key).sort()).toEqual([people.oak.id, people.willow.id].sort());
    const trends = await director.get('/api/charts?metric=schedule&level=org&type=trends');
    expect(trends.status).toBe(422);
  });

  it('refuses: HR compliance is not for staff; homes not worked in; org level is for directors and managers', async () => {
    const staff = await staffOak.get(home('schedule', people.oak.id, '&type=count'));
    expect(staff.status).toBe(403);
    expect(staff.headers['content-type']).toContain('application/problem+json');
    expect((await staffOak.get(`/api/charts/records?metric=schedule&level=home&home=${people.oak.id}`)).status).toBe(403);
    expect((await managerWillow.get(home('schedule', people.oak.id, '&type=count'))).status).toBe(403);
    expect((await managerWillow.get(home('policy', people.oak.id, '&type=count'))).status).toBe(403);
    expect((await staffOak.get('/api/charts?metric=policy&level=org&type=count')).status).toBe(403);
    expect((await managerOak.get(home('policy', '00000000-0000-4000-8000-000000000000', '&type=count'))).status).toBe(404);
    // the manager of Oak: their home's schedule figures
    expect((await managerOak.get(home('schedule', people.oak.id, '&type=count'))).status).toBe(200);
  });
});
