// Charts read from their own tables, not the record aggregates (engine/charts/<name>.ts): figures against the
// seeded demo, the same response shape as the record charts, scope and permission refusals. One describe
// block per chart family; one server per driver per block.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { random, randomData } from '../helpers/charts.ts';
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
      [
        'director@demo.care',
        'manager.oak@demo.care',
        'staff.oak@demo.care',
        'hr@demo.care',
        'manager.willow@demo.care',
      ].map((e) => clientFor(server, e)),
    );
    oakStaff = await server.store.forOrg(people.orgId).people.users({ homeId: people.oak.id });
  });
  afterAll(async () => server?.close());

  const home = (metric: string, id: string, extra = '') => `/api/charts?metric=${metric}&level=home&home=${id}${extra}`;

  it('lists both metrics as live, with their source', async () => {
    const res = await director.get('/api/charts/metrics');
    const m = Object.fromEntries(res.body.metrics.map((x: { key: string }) => [x.key, x]));
    expect(m.policy).toMatchObject({
      live: true,
      waitingFor: null,
      source: expect.stringContaining('policy_signatures'),
      types: { org: ['count', 'trends', 'status'] },
    });
    expect(m.schedule).toMatchObject({ live: true, waitingFor: null, types: { org: ['count', 'status'] } });
  });

  it("policy: the share of staff asked who signed the current version (seeded: Oak's safeguarding at 4.2 signed by the manager only)", async () => {
    // seeded in Oak House: whistleblowing 2.0 signed by the manager, staff.oak and alex.oak; safeguarding 4.2 by the
    // manager
    const asked = oakStaff.length * 2,
      signed = 4;
    const res = await managerOak.get(home('policy', people.oak.id, '&type=count'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      metric: { key: 'policy', unit: 'percent', unitLabel: '%' },
      total: asked,
      value: pct(signed, asked),
      subject: { level: 'home', id: people.oak.id },
    });
    expect(res.body.rows).toEqual([expect.objectContaining({ total: asked, values: { value: pct(signed, asked) } })]);
    // the same figure as the policies page
    const page = await managerOak.get(`/api/homes/${people.oak.id}/policies`);
    expect(page.body.signedPercent).toBeCloseTo(res.body.value, 0);
    // signed before this period started: none (seeded today), so the figure went up
    expect(res.body.previous.value).toBe(0);
    expect(res.body).toMatchObject({ change: 'up', concern: false });

    const status = await managerOak.get(home('policy', people.oak.id, '&type=status'));
    expect(status.body.rows.map((r: Row) => [r.key, r.label, r.total])).toEqual([
      ['done', 'Signed', signed],
      ['notDone', 'Outstanding', asked - signed],
    ]);
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

    const drill = await managerOak.get(
      `/api/charts/records?metric=policy&level=home&home=${people.oak.id}&groupBy=status&key=notDone`,
    );
    expect(drill.status, JSON.stringify(drill.body)).toBe(200);
    const outstanding = drill.body.items.filter((i: { id: string }) => i.id === people.user('staff.oak@demo.care').id);
    expect(outstanding).toEqual([
      expect.objectContaining({
        kind: 'staff',
        status: 'notDone',
        statusLabel: 'Outstanding',
        link: `/profile/${people.user('staff.oak@demo.care').id}`,
        summary: { detail: 'Safeguarding and child protection (version 4.2)' },
      }),
    ]);
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
    const emp = (await hr.get(`/api/hr/employees?home=${people.willow.id}`)).body as {
      id: string;
      dbs: string;
      rightToWork: string;
      references: string;
    }[];
    const list = Array.isArray(emp) ? emp : (emp as unknown as { items: typeof emp }).items;
    const complete = list.filter(
      (e) => ['ok', 'due_soon'].includes(e.dbs) && ['ok', 'due_soon'].includes(e.rightToWork) && e.references === 'ok',
    );
    const whole = await hr.get(home('schedule', people.willow.id, '&type=count'));
    expect(whole.body).toMatchObject({
      total: list.length,
      value: pct(complete.length, list.length),
      metric: { key: 'schedule', unit: 'percent' },
    });

    const status = await hr.get(home('schedule', people.willow.id, '&type=status'));
    expect(status.body.rows.map((r: Row) => [r.key, r.total])).toEqual([
      ['done', complete.length],
      ['notDone', list.length - complete.length],
    ]);
    const drill = await hr.get(
      `/api/charts/records?metric=schedule&level=home&home=${people.willow.id}&groupBy=status&key=notDone`,
    );
    expect(drill.body.items).toContainEqual(
      expect.objectContaining({ id: people.user('manager.willow@demo.care').id, summary: { detail: 'Missing: DBS' } }),
    );
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
    expect((await staffOak.get(`/api/charts/records?metric=schedule&level=home&home=${people.oak.id}`)).status).toBe(
      403,
    );
    expect((await managerWillow.get(home('schedule', people.oak.id, '&type=count'))).status).toBe(403);
    expect((await managerWillow.get(home('policy', people.oak.id, '&type=count'))).status).toBe(403);
    expect((await staffOak.get('/api/charts?metric=policy&level=org&type=count')).status).toBe(403);
    expect((await managerOak.get(home('policy', '00000000-0000-4000-8000-000000000000', '&type=count'))).status).toBe(
      404,
    );
    // the manager of Oak: their home's schedule figures
    expect((await managerOak.get(home('schedule', people.oak.id, '&type=count'))).status).toBe(200);
  });
});

// Training, staff TMA and face-to-face (engine/charts/training.ts), worked out again here from the
// training matrix, the due lists and the face-to-face API the HR pages show, on the seeded demo.
describe.each(DRIVERS)('training, staff TMA and face-to-face charts on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let director: Client, managerOak: Client, staffOak: Client, hr: Client, managerWillow: Client;
  type Matrix = { staff: { id: string; role: string; cells: Record<string, { status: string; required: boolean }> }[] };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const home = (metric: string, id: string, extra = '') => `/api/charts?metric=${metric}&level=home&home=${id}${extra}`;
  const held = (s: string) => s === 'in_date' || s === 'due_soon';
  const required = (p: Matrix['staff'][number]) => Object.values(p.cells).filter((c) => c.required);

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [director, managerOak, staffOak, hr, managerWillow] = await Promise.all(
      [
        'director@demo.care',
        'manager.oak@demo.care',
        'staff.oak@demo.care',
        'hr@demo.care',
        'manager.willow@demo.care',
      ].map((e) => clientFor(server, e)),
    );
  });
  afterAll(async () => server?.close());

  it('lists the three as live, with their source', async () => {
    const m = Object.fromEntries(
      (await director.get('/api/charts/metrics')).body.metrics.map((x: { key: string }) => [x.key, x]),
    );
    expect(m.training).toMatchObject({
      live: true,
      waitingFor: null,
      source: expect.stringContaining('training matrix'),
      types: { org: ['count', 'trends', 'status'], staff: ['count', 'status'] },
    });
    expect(m.staffTma).toMatchObject({ live: true, waitingFor: null, source: expect.stringContaining('supervisions') });
    expect(m.faceToFace).toMatchObject({
      live: true,
      waitingFor: null,
      source: expect.stringContaining('face-to-face'),
    });
  });

  it('training: the share of required training in date, as the matrix counts it, by person, course and status', async () => {
    const matrix = (await managerOak.get(`/api/training/matrix?homeId=${people.oak.id}`)).body as Matrix;
    const cells = matrix.staff.flatMap(required);
    expect(cells.length).toBeGreaterThan(0);
    const res = await managerOak.get(home('training', people.oak.id, '&type=count'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      metric: { key: 'training', unit: 'percent', unitLabel: '%' },
      total: cells.length,
      value: pct(cells.filter((c) => held(c.status)).length, cells.length),
      to: today,
      bucket: null,
    });
    expect(res.body.previous).toMatchObject({ value: expect.any(Number), total: expect.any(Number) });

    const byStaff = await managerOak.get(home('training', people.oak.id, '&type=count&groupBy=staff'));
    for (const p of matrix.staff.filter((x) => required(x).length)) {
      const row = byStaff.body.rows.find((r: Row) => r.key === p.id);
      expect(row, p.id).toMatchObject({
        total: required(p).length,
        values: { value: pct(required(p).filter((c) => held(c.status)).length, required(p).length) },
        drill: { groupBy: 'staff', key: p.id },
      });
    }
    const byCourse = await managerOak.get(home('training', people.oak.id, '&type=count&groupBy=type'));
    expect(byCourse.body.rows.reduce((n: number, r: Row) => n + r.total, 0)).toBe(cells.length);

    const status = await managerOak.get(home('training', people.oak.id, '&type=status'));
    expect(status.body.rows.map((r: Row) => [r.key, r.total])).toEqual(
      ['in_date', 'due_soon', 'expired', 'missing'].map((s) => [s, cells.filter((c) => c.status === s).length]),
    );

    const trends = await managerOak.get(home('training', people.oak.id, '&type=trends'));
    expect(trends.body.bucket).toBe('month');
    expect(trends.body.rows.at(-1).values.value).toBe(res.body.value);
    // the drill-down is the matrix, not records
    const drill = await managerOak.get(
      `/api/charts/records?metric=training&level=home&home=${people.oak.id}&type=count`,
    );
    expect(drill.status).toBe(404);
    expect(drill.body.detail).toMatch(/training matrix/);
  });

  it("training at staff level: their own, no trends (SPEC); a colleague's only for their manager or HR", async () => {
    const sam = people.user('staff.oak@demo.care').id,
      alex = people.user('alex.oak@demo.care').id;
    const own = await staffOak.get(`/api/charts?metric=training&level=staff&staff=${sam}&type=count`);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const row = ((await managerOak.get(`/api/training/matrix?homeId=${people.oak.id}`)).body as Matrix).staff.find(
      (p) => p.id === sam,
    )!;
    expect(own.body.value).toBe(pct(required(row).filter((c) => held(c.status)).length, required(row).length));
    expect((await managerOak.get(`/api/charts?metric=training&level=staff&staff=${sam}&type=trends`)).status).toBe(422);
    expect((await staffOak.get(`/api/charts?metric=training&level=staff&staff=${alex}&type=count`)).status).toBe(403);
    expect((await hr.get(`/api/charts?metric=training&level=staff&staff=${alex}&type=count`)).status).toBe(200);
    expect((await managerWillow.get(`/api/charts?metric=training&level=staff&staff=${alex}&type=count`)).status).toBe(
      403,
    );
    expect((await managerWillow.get(home('training', people.oak.id, '&type=count'))).status).toBe(403);
  });

  it('staff TMA: the share of staff (not directors) with training, supervision and appraisal all in date', async () => {
    const matrix = (await managerOak.get(`/api/training/matrix?homeId=${people.oak.id}`)).body as Matrix;
    type Due = { items: { staffId: string; state: string }[] };
    const sup = (await managerOak.get(`/api/training/due/supervision?homeId=${people.oak.id}`)).body as Due;
    const app = (await managerOak.get(`/api/training/due/appraisal?homeId=${people.oak.id}`)).body as Due;
    const ok = (d: Due, id: string) => d.items.find((i) => i.staffId === id)?.state !== 'overdue';
    const staff = matrix.staff.filter((p) => p.role !== 'director');
    const met = staff.filter((p) => required(p).every((c) => held(c.status)) && ok(sup, p.id) && ok(app, p.id));
    const res = await managerOak.get(home('staffTma', people.oak.id, '&type=count'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      metric: { key: 'staffTma', unit: 'percent' },
      total: staff.length,
      value: pct(met.length, staff.length),
    });
    const status = await managerOak.get(home('staffTma', people.oak.id, '&type=status'));
    expect(status.body.rows.map((r: Row) => r.key)).toEqual(['all', 'training', 'supervision', 'appraisal']);
    expect(status.body.rows[0].total).toBe(met.length);
    expect(status.body.rows[2].total).toBe(staff.filter((p) => ok(sup, p.id)).length);
    const org = await director.get('/api/charts?metric=staffTma&level=org&type=count&groupBy=home');
    expect(org.status).toBe(200);
    expect(org.body.rows.find((r: Row) => r.key === people.oak.id)).toMatchObject({
      total: staff.length,
      values: { value: pct(met.length, staff.length) },
    });
    // supervision and appraisal lists are for managers and HR: so is this chart
    expect((await staffOak.get(home('staffTma', people.oak.id, '&type=count'))).status).toBe(403);
    expect((await hr.get(home('staffTma', people.oak.id, '&type=count'))).status).toBe(200);
  });

  it('face-to-face: minutes per month, the same minutes as /hr/face-to-face; refused for staff, other homes and with the feature off', async () => {
    const from = `${today.slice(0, 8)}01`;
    // the demo seeds no minutes: a key worker session of 45 and a daily log with 30 today, for an Oak young person
    const sam = people.user('staff.oak@demo.care').id,
      oakStaff = [sam, people.user('manager.oak@demo.care').id];
    const kws = {
      ...(await randomData('key-worker-session', random(7), oakStaff, [])),
      date: today,
      durationMin: 45,
      keyWorker: sam,
    };
    const log = { ...(await randomData('daily-log', random(8), oakStaff, [])), date: today, faceToFaceMin: 30 };
    for (const [kind, data] of [
      ['key-worker-session', kws],
      ['daily-log', log],
    ] as const) {
      const made = await managerOak.post(`/api/records/${kind}`, { youngPersonId: people.oakYp.id, data });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    const api = await managerOak.get(`/api/training/face-to-face?from=${from}&to=${today}&homeId=${people.oak.id}`);
    const res = await managerOak.get(home('faceToFace', people.oak.id, `&type=count&from=${from}&to=${today}`));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      metric: { key: 'faceToFace', unit: 'perMonth', unitLabel: 'per month' },
      total: api.body.totalMinutes,
    });
    expect(res.body.total).toBeGreaterThan(0);
    const days = (Date.parse(today) - Date.parse(from)) / 86_400_000 + 1;
    expect(res.body.value).toBeCloseTo(api.body.totalMinutes / (days / (365.25 / 12)), 1);
    const byType = await managerOak.get(
      home('faceToFace', people.oak.id, `&type=count&groupBy=type&from=${from}&to=${today}`),
    );
    expect(byType.body.rows.reduce((n: number, r: Row) => n + r.total, 0)).toBe(api.body.totalMinutes);
    expect(
      byType.body.rows.map((r: Row) => r.label).every((l: string) => ['Key worker sessions', 'Daily logs'].includes(l)),
    ).toBe(true);
    const trends = await managerOak.get(home('faceToFace', people.oak.id, `&type=trends&from=${from}&to=${today}`));
    expect(trends.body.rows).toEqual([expect.objectContaining({ key: from, total: api.body.totalMinutes })]);
    const yp = await managerOak.get(
      `/api/charts?metric=faceToFace&level=yp&youngPerson=${people.oakYp.id}&type=count&groupBy=cyp`,
    );
    expect(yp.status).toBe(200);
    expect(yp.body.rows.every((r: Row) => r.key === people.oakYp.id)).toBe(true);

    expect((await staffOak.get(home('faceToFace', people.oak.id, '&type=count'))).status).toBe(403);
    expect((await managerWillow.get(home('faceToFace', people.oak.id, '&type=count'))).status).toBe(403);
    expect(
      (await managerWillow.get(`/api/charts?metric=faceToFace&level=yp&youngPerson=${people.oakYp.id}&type=count`))
        .status,
    ).toBe(403);
    await server.store.db.query(
      `update organisations set features = features || '{"enableFaceToFaceTracking": false}'::jsonb where id = $1`,
      [people.orgId],
    );
    try {
      const off = await director.get('/api/charts?metric=faceToFace&level=org&type=count');
      expect(off.status).toBe(403);
      expect(off.body.detail).toMatch(/not turned on/);
    } finally {
      await server.store.db.query(
        `update organisations set features = features || '{"enableFaceToFaceTracking": true}'::jsonb where id = $1`,
        [people.orgId],
      );
    }
    expect((await director.get('/api/charts?metric=faceToFace&level=org&type=count')).status).toBe(200);
  });
});
