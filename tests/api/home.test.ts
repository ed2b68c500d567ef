// The home area on both drivers: the home at a glance; checks — a failed check opens an issue (a task)
// that closes only when the remedy is recorded, a sharps discrepancy escalates; the home logs timeline; follow-up
// tasks of a statement of purpose and a Reg 44 visit; notifications to Ofsted; Annex A behind enableAnnexA, its
// figures from seeded records and a manager's override kept beside them. Who may and may not, and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncHomeFollowUps } from '../../engine/home/follow-ups.ts';
import { clientFor, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { as, DRIVERS, login, startTestServer, type TestServer } from '../helpers/server.ts';

const now = new Date();
const iso = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86400000).toISOString();
const day = (daysAgo: number) => iso(daysAgo).slice(0, 10);

describe.each(DRIVERS)('home (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  type Client = Awaited<ReturnType<typeof clientFor>>;
  let staff: Client, manager: Client, willowStaff: Client, willowManager: Client, hr: Client, kai: Client;
  let other: Awaited<ReturnType<typeof otherOrganisation>>;
  const tasksOf = async (recordId: string) => server.store.forOrg(people.orgId).tasks.forRecord(recordId);

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [staff, manager, willowStaff, willowManager, hr] = await Promise.all(
      [
        'staff.oak@demo.care',
        'manager.oak@demo.care',
        'staff.willow@demo.care',
        'manager.willow@demo.care',
        'hr@demo.care',
      ].map((e) => clientFor(server, e)),
    );
    const ypLogin = await willowManager.post(`/api/young-people/${people.willowYp.id}/login`, {
      email: 'yp.home@demo.care',
      password: 'HomeTest2026!kai',
      plans: true,
      viewsComplaints: true,
    });
    expect(ypLogin.status).toBe(201);
    kai = as(server.app, await login(server.app, 'yp.home@demo.care', 'HomeTest2026!kai'));
    other = await otherOrganisation(server);
  }, 400_000);
  afterAll(async () => server?.close());

  it('shows the home at a glance to its staff; not to another home, a young person or another organisation', async () => {
    const res = await staff.get(`/api/homes/${people.oak.id}/summary`);
    expect(res.status).toBe(200);
    expect(res.body.home).toMatchObject({ id: people.oak.id, type: 'children_home' });
    expect(res.body.residents).toBe(people.oakYps.length);
    expect(typeof res.body.openTasks).toBe('number');
    expect((await willowStaff.get(`/api/homes/${people.oak.id}/summary`)).status).toBe(403);
    expect((await kai.get(`/api/homes/${people.willow.id}/summary`)).status).toBe(403);
    expect((await other.client.get(`/api/homes/${people.oak.id}/summary`)).status).toBe(404);
    expect((await hr.get(`/api/homes/${people.oak.id}/checks`)).status).toBe(403); // HR has no home areas
  });

  it('a failed check opens an issue for the managers that stays open until the remedy is recorded', async () => {
    const failed = await staff.post(`/api/homes/${people.oak.id}/checks`, {
      data: {
        checkType: 'fire_alarm',
        checkedAt: iso(0),
        done: true,
        result: 'fail',
        findings: 'Call point 3 did not sound',
      },
    });
    expect(failed.status).toBe(201);
    const [task] = await tasksOf(failed.body.id);
    expect(task).toMatchObject({
      status: 'not_complete',
      homeId: people.oak.id,
      recordCategory: 'home chore',
      priority: 'medium',
    });
    expect(task.title).toMatch(/Fire alarm test failed/);
    expect(task.assignedTo).toContain(people.user('manager.oak@demo.care').id);
    const checks = await staff.get(`/api/homes/${people.oak.id}/checks?weeks=4`);
    expect(checks.body.issues.find((i: { id: string }) => i.id === failed.body.id)).toMatchObject({ issue: 'open' });
    expect(
      checks.body.table.rows.find((r: { checkType: string }) => r.checkType === 'fire_alarm').cells.at(-1).status,
    ).toBe('failed');
    // saving the check again without a remedy keeps it open
    const again = await staff.put(`/api/records/home-check/${failed.body.id}`, {
      version: failed.body.version,
      data: { ...failed.body.data, findings: 'Call point 3 silent; engineer called' },
    });
    expect(again.status).toBe(200);
    await syncHomeFollowUps(server.store, people.orgId, failed.body.id);
    expect((await tasksOf(failed.body.id))[0].status).toBe('not_complete');
    // bad remedy: nothing changes
    const bad = await staff.post(`/api/home-checks/${failed.body.id}/remedy`, {
      action: '',
      remediedAt: iso(0),
      version: again.body.version,
    });
    expect(bad.status).toBe(400);
    const remedied = await staff.post(`/api/home-checks/${failed.body.id}/remedy`, {
      action: 'Engineer replaced call point 3; alarm tested',
      remediedAt: iso(0),
      version: again.body.version,
    });
    expect(remedied.status).toBe(200);
    expect(remedied.body.data.remedy).toMatchObject({
      action: 'Engineer replaced call point 3; alarm tested',
      remediedBy: people.user('staff.oak@demo.care').id,
    });
    expect((await tasksOf(failed.body.id))[0].status).toBe('completed');
    // a passed check has nothing to remedy
    const passed = await staff.post(`/api/homes/${people.oak.id}/checks`, {
      data: { checkType: 'fire_alarm', checkedAt: iso(0), done: true, result: 'pass' },
    });
    expect(await tasksOf(passed.body.id)).toEqual([]);
    expect(
      (
        await staff.post(`/api/home-checks/${passed.body.id}/remedy`, {
          action: 'x',
          remediedAt: iso(0),
          version: passed.body.version,
        })
      ).status,
    ).toBe(409);
  });

  it('water by outlet: a 55°C kitchen tap passes; a bath above 44°C alerts the managers and opens a repair', async () => {
    const ok = await staff.post(`/api/homes/${people.oak.id}/checks`, {
      data: {
        checkType: 'water_temperatures',
        checkedAt: iso(0),
        done: true,
        result: 'pass',
        readings: [
          { place: 'Kitchen tap', outlet: 'hot', celsius: 55, seconds: 20 },
          { place: 'Bath 1', outlet: 'tmv_bath', celsius: 42 },
        ],
      },
    });
    expect(ok.status).toBe(201);
    expect(await tasksOf(ok.body.id)).toEqual([]);
    const hot = await staff.post(`/api/homes/${people.oak.id}/checks`, {
      data: {
        checkType: 'water_temperatures',
        checkedAt: iso(0),
        done: true,
        result: 'pass',
        readings: [{ place: 'Bath 2', outlet: 'tmv_bath', celsius: 48 }],
      },
    });
    expect(hot.status).toBe(201);
    const [task] = await tasksOf(hot.body.id);
    expect(task).toMatchObject({ priority: 'high', type: 'home maintenance', status: 'not_complete' });
    const db = server.store.forOrg(people.orgId);
    const alert = await db.alerts.byNaturalKey(`home:home-check:${hot.body.id}:issue:alert`);
    expect(alert?.title).toMatch(/^Scald risk/);
    expect(alert?.recipients.map((r: { id: string }) => r.id)).toContain(people.user('manager.oak@demo.care').id);
    const repairs = await db.records.list({
      kind: 'maintenance',
      homeId: people.oak.id,
      homeIds: 'all',
      excludeYoungPeople: [],
      contains: [{ location: 'Bath 2' }],
      limit: 10,
    });
    expect(repairs).toHaveLength(1);
    expect(repairs[0].data).toMatchObject({
      priority: 'high',
      issue: 'Hot water above 44°C at a TMV-protected outlet',
    });
  });

  it('a sharps count with a knife missing fails by itself and is escalated', async () => {
    const res = await staff.post(`/api/homes/${people.oak.id}/checks`, {
      data: {
        checkType: 'sharps_count',
        checkedAt: iso(0),
        shift: 'night',
        done: true,
        result: 'pass',
        sharps: [{ item: 'Kitchen knives', expected: 6, found: 5 }],
      },
    });
    expect(res.status).toBe(201);
    const [task] = await tasksOf(res.body.id);
    expect(task).toMatchObject({ priority: 'high', status: 'not_complete' });
    expect(task.description).toMatch(/Kitchen knives: 5 found, 6 expected/);
    const sharps = (await manager.get(`/api/homes/${people.oak.id}/checks`)).body.sharps;
    expect(sharps.find((s: { id: string }) => s.id === res.body.id).discrepancies).toEqual([
      { item: 'Kitchen knives', expected: 6, found: 5, difference: -1 },
    ]);
  });

  it('refuses checks from those who may not record them, and bad input at its field', async () => {
    const body = { data: { checkType: 'fire_alarm', checkedAt: iso(0), done: true } };
    expect((await willowStaff.post(`/api/homes/${people.oak.id}/checks`, body)).status).toBe(403);
    expect((await kai.post(`/api/homes/${people.willow.id}/checks`, body)).status).toBe(403);
    expect((await other.client.post(`/api/homes/${people.oak.id}/checks`, body)).status).toBe(404);
    expect((await hr.post(`/api/homes/${people.oak.id}/checks`, body)).status).toBe(403);
    const wrong = await staff.post(`/api/homes/${people.oak.id}/checks`, { data: { ...body.data, result: 'failed' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.map((e: { path: string }) => e.path)).toEqual(['/result']);
  });

  it('a revised statement of purpose is a task to tell Ofsted within 28 days, closed when it is sent', async () => {
    const sop = await manager.post('/api/records/statement-of-purpose', {
      homeId: people.oak.id,
      data: { version: '5', changedOn: day(3), statement: 'Oak House cares for four children aged 10–17.' },
    });
    expect(sop.status).toBe(201);
    expect((await manager.post(`/api/home-records/statement-of-purpose/${sop.body.id}/follow-ups`)).status).toBe(200);
    const [task] = await tasksOf(sop.body.id);
    expect(task.title).toMatch(/Send the revised statement of purpose \(version 5\) to Ofsted/);
    expect(new Date(task.dueAt).toISOString().slice(0, 10) >= day(3 - 28)).toBe(true);
    const sent = await manager.put(`/api/records/statement-of-purpose/${sop.body.id}`, {
      version: sop.body.version,
      data: { ...sop.body.data, sentToOfstedOn: day(0) },
    });
    expect(sent.status).toBe(200);
    await manager.post(`/api/home-records/statement-of-purpose/${sop.body.id}/follow-ups`);
    expect((await tasksOf(sop.body.id))[0].status).toBe('completed');
    // staff may read but not write the statement; others not even follow-ups
    expect(
      (await staff.post('/api/records/statement-of-purpose', { homeId: people.oak.id, data: sop.body.data })).status,
    ).toBe(403);
    expect((await willowStaff.post(`/api/home-records/statement-of-purpose/${sop.body.id}/follow-ups`)).status).toBe(
      403,
    );
    expect((await other.client.post(`/api/home-records/statement-of-purpose/${sop.body.id}/follow-ups`)).status).toBe(
      404,
    );
  });

  it("each Reg 44 recommendation with a due date is the manager's task until it is done", async () => {
    const visit = await manager.post('/api/records/reg44-visit', {
      homeId: people.oak.id,
      data: {
        visitDate: day(5),
        visitor: 'Margaret Hollis',
        safeguarded: 'yes',
        wellbeing: 'partly',
        recommendations: [
          { text: 'Plan weekend activities', dueOn: day(-20), status: 'open' },
          { text: 'No date given' },
        ],
      },
    });
    expect(visit.status).toBe(201);
    await syncHomeFollowUps(server.store, people.orgId, visit.body.id);
    const tasks = await tasksOf(visit.body.id);
    // the recommendation, and the visit's own steps: report received, copies sent, the visitor's independence
    expect(tasks).toHaveLength(4);
    const ends = tasks.map((t) => t.naturalKey?.split(':').at(-1));
    for (const step of ['received', 'copies', 'independence']) expect(ends).toContain(step);
    expect(tasks.every((t) => t.recordCategory === 'reg 44 visit' && t.status === 'not_complete')).toBe(true);
    // the report received, each copy recorded and the declaration made: only the recommendation is left
    const done = await manager.put(`/api/records/reg44-visit/${visit.body.id}`, {
      version: visit.body.version,
      data: {
        ...visit.body.data,
        reportReceivedOn: day(2),
        independence: { declared: true, declaredOn: day(5) },
        copies: ['ofsted', 'placing_authority', 'provider', 'responsible_individual'].map((recipient) => ({
          recipient,
          sentOn: day(1),
          sentBy: 'Margaret Hollis',
        })),
      },
    });
    expect(done.status).toBe(200);
    await syncHomeFollowUps(server.store, people.orgId, visit.body.id);
    const open = (await tasksOf(visit.body.id)).filter((t) => t.status === 'not_complete');
    expect(open.map((t) => t.title)).toEqual(['Reg 44 recommendation: Plan weekend activities']);
  });

  it('the home logs timeline lists every kind, filterable, each linking to its record', async () => {
    const log = await staff.post('/api/records/home-log', {
      homeId: people.oak.id,
      data: { at: iso(0), logType: 'complaint', title: 'Neighbour complained about noise' },
    });
    const visitor = await staff.post('/api/records/visitor', {
      homeId: people.oak.id,
      data: { name: 'Rachel Green', purpose: 'Statutory visit', arrivedAt: iso(0) },
    });
    expect([log.status, visitor.status]).toEqual([201, 201]);
    const all = await staff.get(`/api/homes/${people.oak.id}/logs`);
    expect(all.status).toBe(200);
    const kinds = new Set(all.body.items.map((i: { kind: string }) => i.kind));
    for (const k of ['home-log', 'visitor', 'home-check']) expect(kinds).toContain(k);
    expect(all.body.items.find((i: { id: string }) => i.id === log.body.id)).toMatchObject({
      type: 'complaint',
      summary: 'Neighbour complained about noise',
    });
    expect(all.body.types.map((t: { value: string }) => t.value)).toContain('reg44Visit');
    expect(all.body.types.map((t: { value: string }) => t.value)).not.toContain('reg32Visit');
    const visits = await staff.get(`/api/homes/${people.oak.id}/logs?type=visits`);
    expect(visits.body.items.every((i: { type: string }) => i.type === 'visits')).toBe(true);
    expect(visits.body.items.map((i: { id: string }) => i.id)).toContain(visitor.body.id);
    expect((await willowStaff.get(`/api/homes/${people.oak.id}/logs`)).status).toBe(403);
    expect((await staff.get(`/api/homes/${people.oak.id}/logs?limit=0`)).status).toBe(400);
    const willow = await willowStaff.get(`/api/homes/${people.willow.id}/logs`);
    expect(willow.body.types.map((t: { value: string }) => t.value)).toContain('reg32Visit');
  });

  it('Annex A is refused while enableAnnexA is off, for supported accommodation, and to staff who may not change it', async () => {
    const off = await manager.get(`/api/homes/${people.oak.id}/annex-a`);
    expect(off.status).toBe(403);
    expect(off.body.detail).toMatch(/enableAnnexA/);
    await server.store.db.query(
      `update organisations set features = features || '{"enableAnnexA": true}'::jsonb where id = $1`,
      [people.orgId],
    );
    expect((await willowManager.get(`/api/homes/${people.willow.id}/annex-a`)).status).toBe(409);
    // care staff read the home area but were not given sensitive reports: Annex A lists every child
    const staffRead = await staff.get(`/api/homes/${people.oak.id}/annex-a`);
    expect(staffRead.status).toBe(403);
    expect(staffRead.body.detail).toMatch(/sensitive reports/);
    expect((await staff.put(`/api/homes/${people.oak.id}/annex-a`, { text: { completedBy: 'Sam' } })).status).toBe(403);
    expect((await kai.get(`/api/homes/${people.oak.id}/annex-a`)).status).toBe(403);
    expect((await other.client.get(`/api/homes/${people.oak.id}/annex-a`)).status).toBe(404);
  });

  it('Annex A counts from the records since the last inspection; an override is kept beside the computed figure', async () => {
    await server.store.db.query(
      `update organisations set features = features || '{"enableAnnexA": true}'::jsonb where id = $1`,
      [people.orgId],
    );
    const before = (await manager.get(`/api/homes/${people.oak.id}/annex-a`)).body;
    expect(before.figures.residents.computed).toBe(people.oakYps.length);
    // an inspection 10 days ago starts the period the day after it ended
    const insp = await manager.post('/api/records/ofsted-inspection', {
      homeId: people.oak.id,
      data: { inspectionType: 'full', startedOn: day(11), endedOn: day(10), overall: 'good' },
    });
    expect(insp.status).toBe(201);
    // a missing episode after it counts; the figure is never typed
    const missing = await staff.post('/api/records/missing-episode', { youngPersonId: people.oakYp.id, data: {} });
    expect(missing.status).toBe(201);
    const a = (await manager.get(`/api/homes/${people.oak.id}/annex-a`)).body;
    expect(a.from).toBe(day(9));
    expect(a.figures.missingEpisodes.computed).toBe(1);
    expect(a.figures.childrenMissing.computed).toBe(1);
    expect(a.children.find((c: { youngPersonId: string }) => c.youngPersonId === people.oakYp.id)).toMatchObject({
      missingEpisodes: 1,
      returnInterviewsOffered: 0,
      returnInterviewsCompleted: 0,
    });
    expect(a.figures.returnInterviewsOffered.computed).toBe(0);
    // the lists inspectors ask for: each child's contacts from their personal details (or "not held" as null), and
    // the staff list from the HR records for a manager who may see it
    const details = a.children.map((c: { details: { youngPersonId: string } }) => c.details);
    expect(details.every((d: { youngPersonId: string }) => typeof d.youngPersonId === 'string')).toBe(true);
    expect(Array.isArray(a.staff)).toBe(true);
    expect(a.staff.length).toBeGreaterThan(0);
    expect(a.staff[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), role: expect.any(String), dbs: expect.any(String) }),
    );
    // each person's qualifications from their qualification records; one withdrawn from is not held
    const qualify = (data: Record<string, unknown>) =>
      server.store.db.query(
        `insert into records (org_id, kind, definition_version_id, staff_id, author_id, record_date, data)
         values ($1, 'qualification', (select id from definition_versions order by id limit 1), $2, $2, now(), $3)`,
        [people.orgId, a.staff[0].id, data],
      );
    await qualify({ level: 'level3', status: 'enrolled', enrolledOn: day(30) });
    await qualify({ level: 'hsc3', status: 'withdrawn', enrolledOn: day(300) });
    const listed = (await manager.get(`/api/homes/${people.oak.id}/annex-a`)).body.staff.find(
      (s: { id: string }) => s.id === a.staff[0].id,
    );
    expect(listed.qualifications).toContain('Level 3 Diploma for Residential Childcare (England): enrolled');
    expect(listed.qualifications.join(' ')).not.toContain('Health and Social Care');
    // an override needs a reason; nothing is saved when one part is wrong
    const bad = await manager.put(`/api/homes/${people.oak.id}/annex-a`, {
      figures: { complaints: { value: '2' } },
      text: { completedBy: 'Marcus Oduya' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      { path: '/figures/complaints/reason', message: 'say why the records are not right' },
    ]);
    expect((await manager.get(`/api/homes/${people.oak.id}/annex-a`)).body.completedBy).toBeNull();
    const notNumber = await manager.put(`/api/homes/${people.oak.id}/annex-a`, {
      figures: { complaints: { value: 'two', reason: 'x' } },
    });
    expect(notNumber.body.errors).toEqual([{ path: '/figures/complaints/value', message: 'must be a whole number' }]);
    const notOurs = await manager.put(`/api/homes/${people.oak.id}/annex-a`, {
      children: { [people.willowYp.id]: { education: 'x' } },
    });
    expect(notOurs.status).toBe(422);
    expect(notOurs.body.errors[0].path).toBe(`/children/${people.willowYp.id}`);
    const ok = await manager.put(`/api/homes/${people.oak.id}/annex-a`, {
      figures: { complaints: { value: '2', reason: 'Two complaints made by phone before the system was in use' } },
      text: { completedBy: 'Marcus Oduya' },
      children: { [people.oakYp.id]: { education: 'Full time at Park High' } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.figures.complaints).toMatchObject({
      computed: a.figures.complaints.computed,
      override: '2',
      value: 2,
      by: 'Marcus Oduya',
    });
    expect(ok.body.children.find((c: { youngPersonId: string }) => c.youngPersonId === people.oakYp.id).education).toBe(
      'Full time at Park High',
    );
    const csv = await server.app.inject({
      method: 'GET',
      url: `/api/homes/${people.oak.id}/annex-a/export?reason=Checking`,
      headers: { cookie: manager.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toMatch(/Complaints,\d+,2,2/);
    expect(csv.body).toContain('Children: contacts');
    expect(csv.body).toMatch(/\r\nStaff,/);
  });

  it('lists notifications to Ofsted from incidents that owe them', async () => {
    const res = await manager.get(`/api/homes/${people.oak.id}/ofsted-notifications`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    for (const n of res.body)
      expect(n).toMatchObject({ regulation: 'Reg 40', status: expect.stringMatching(/^(owed|notified)$/) });
    expect((await willowStaff.get(`/api/homes/${people.oak.id}/ofsted-notifications`)).status).toBe(403);
  });
});
