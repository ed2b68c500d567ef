// Training, supervision, appraisal, disciplinary and face-to-face on both drivers:
// the course catalogue and who may change it, the matrix from the demo's records, bulk recording (all or
// nothing), supervisions signed by both people, who is due, disciplinary cases seen only by HR, the
// manager concerned and directors (not the person, colleagues or another home), face-to-face behind its flag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../engine/auth/password.ts';
import { rebuildCharts } from '../../engine/charts/aggregate.ts';
import { addDays, londonDate } from '../../engine/time/london.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

const today = londonDate(new Date());

describe.each(DRIVERS)('training (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  type Client = Awaited<ReturnType<typeof clientFor>>;
  let sam: Client,
    alex: Client,
    manager: Client,
    willowManager: Client,
    willowStaff: Client,
    hr: Client,
    director: Client;
  let samId: string, alexId: string, jordanId: string;
  const matrixRow = (
    body: { staff: { id: string; cells: Record<string, { status: string; required: boolean }> }[] },
    id: string,
  ) => body.staff.find((s) => s.id === id);
  /** The field paths of a refusal: 400 from the request schema (under /body), 422 from the service. */
  const paths = (res: { status: number; body: { errors?: { path: string }[] } }) => {
    expect([400, 422]).toContain(res.status);
    return (res.body.errors ?? []).map((e) => e.path.replace(/^\/(body|querystring)/, ''));
  };
  const courseId = async (start: string) =>
    ((await manager.get('/api/training/courses')).body.items as { id: string; name: string }[]).find((c) =>
      c.name.startsWith(start),
    )!.id;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [sam, alex, manager, willowManager, willowStaff, hr, director] = await Promise.all(
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
    samId = people.user('staff.oak@demo.care').id;
    alexId = people.user('alex.oak@demo.care').id;
    jordanId = people.user('staff.willow@demo.care').id;
  }, 180_000);
  afterAll(async () => server?.close());

  it("the matrix shows the demo: Sam's first aid expired, Alex's Team Teach due soon, Sam's Level 3 missing (enrolled)", async () => {
    const res = await manager.get('/api/training/matrix');
    expect(res.status).toBe(200);
    const firstAid = await courseId('First aid');
    const teamTeach = await courseId('De-escalation');
    const level3 = await courseId('Level 3');
    expect(matrixRow(res.body, samId)!.cells[firstAid]).toMatchObject({ status: 'expired', required: true });
    expect(matrixRow(res.body, alexId)!.cells[teamTeach]).toMatchObject({ status: 'due_soon', required: true });
    expect(matrixRow(res.body, samId)!.cells[level3]).toMatchObject({
      status: 'missing',
      required: true,
      enrolled: true,
    });
    expect(matrixRow(res.body, alexId)!.cells[level3]).toMatchObject({ status: 'in_date' });
    // the manager's homes only: no Willow Court staff
    expect(matrixRow(res.body, jordanId)).toBeUndefined();
    expect(res.body.canRecord).toBe(true);
    // Willow is supported accommodation: the Level 3 column is not required there
    const willow = await willowManager.get('/api/training/matrix');
    expect(matrixRow(willow.body, jordanId)!.cells[level3]).toMatchObject({ required: false });
    // HR sees both homes; filtered by home and role
    const both = await hr.get(`/api/training/matrix?homeId=${people.willow.id}&role=staff`);
    expect(both.body.staff.map((s: { id: string }) => s.id)).toEqual([jordanId]);
  });

  it("who may see the matrix: not staff without HR or staff areas, not another home, not another organisation's courses", async () => {
    expect((await sam.get('/api/training/matrix')).status).toBe(403);
    expect((await manager.get(`/api/training/matrix?homeId=${people.willow.id}`)).status).toBe(403);
    const other = await otherOrganisation(server);
    const theirs = await other.client.get('/api/training/matrix');
    expect(theirs.status).toBe(200);
    expect(theirs.body.courses).toEqual([]);
    expect((await other.client.get(`/api/training/courses/${await courseId('First aid')}`)).status).toBe(404);
    expect((await other.client.get(`/api/training/matrix?homeId=${people.oak.id}`)).status).toBe(404);
  });

  it('the catalogue: a manager adds and changes a course; staff may not; bad input is refused at the field and changes nothing', async () => {
    const before = (await manager.get('/api/training/courses')).body.items.length;
    expect(
      (await sam.post('/api/training/courses', { name: 'Autism awareness', mandatoryRoles: ['staff'], homeTypes: [] }))
        .status,
    ).toBe(403);
    for (const [body, path] of [
      [{ name: 'Autism awareness', mandatoryRoles: ['staff'], homeTypes: [], renewalMonths: 0 }, '/renewalMonths'],
      [{ name: 'Autism awareness', mandatoryRoles: ['cook'], homeTypes: [] }, '/mandatoryRoles/0'],
      [{ name: 'Autism awareness', mandatoryRoles: [], homeTypes: ['hotel'] }, '/homeTypes/0'],
      [{ name: '   ', mandatoryRoles: [], homeTypes: [] }, '/name'],
      [
        { name: 'Level 5', mandatoryRoles: [], homeTypes: [], qualificationLevel: 'level5', renewalMonths: 12 },
        '/renewalMonths',
      ],
    ] as const) {
      const res = await manager.post('/api/training/courses', body);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
      expect(paths(res), JSON.stringify(body)).toContain(path);
    }
    expect((await manager.get('/api/training/courses')).body.items.length).toBe(before);
    const added = await manager.post('/api/training/courses', {
      name: 'Autism awareness',
      mandatoryRoles: ['staff'],
      homeTypes: ['children_home'],
      renewalMonths: 36,
    });
    expect(added.status).toBe(201);
    expect(
      (await hr.post('/api/training/courses', { name: 'autism AWARENESS', mandatoryRoles: [], homeTypes: [] })).status,
    ).toBe(409);
    const changed = await hr.put(`/api/training/courses/${added.body.id}`, {
      version: 1,
      name: 'Autism awareness',
      mandatoryRoles: ['staff', 'manager'],
      homeTypes: [],
      renewalMonths: 24,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ version: 2, renewalMonths: 24, mandatoryRoles: ['staff', 'manager'] });
    expect(
      (
        await manager.put(`/api/training/courses/${added.body.id}`, {
          version: 1,
          name: 'Autism',
          mandatoryRoles: [],
          homeTypes: [],
        })
      ).status,
    ).toBe(409);
    const archived = await manager.post(`/api/training/courses/${added.body.id}/archive`, {
      version: 2,
      archived: true,
    });
    expect(archived.status).toBe(200);
    expect(
      (await manager.get('/api/training/courses')).body.items.some((c: { id: string }) => c.id === added.body.id),
    ).toBe(false);
    expect(
      (await manager.get('/api/training/courses?archived=true')).body.items.some(
        (c: { id: string }) => c.id === added.body.id,
      ),
    ).toBe(true);
    // adding the standard set again adds nothing (all there by name)
    expect((await manager.post('/api/training/courses/standard', {})).body.added).toEqual([]);
  });

  it("bulk recording: one course, several people, one record each with the catalogue's expiry; the matrix turns in date", async () => {
    const firstAid = await courseId('First aid');
    const completedOn = today;
    const res = await manager.post('/api/training/records/bulk', {
      courseId: firstAid,
      completedOn,
      staffIds: [samId, alexId],
      provider: 'St John Ambulance',
    });
    expect(res.status).toBe(201);
    expect(res.body.created).toHaveLength(2);
    const [y, m, d] = completedOn.split('-').map(Number);
    expect(res.body.expiresOn.slice(0, 4)).toBe(String(y + 3));
    expect(res.body.expiresOn.slice(5, 7)).toBe(String(m).padStart(2, '0'));
    expect(Number(res.body.expiresOn.slice(8))).toBeLessThanOrEqual(d);
    const mine = await sam.get(`/api/records/training-record?staff=${samId}`);
    expect(mine.body.items.filter((r: { data?: { course?: string } }) => r).length).toBeGreaterThan(0);
    const matrix = await manager.get('/api/training/matrix');
    expect(matrixRow(matrix.body, samId)!.cells[firstAid].status).toBe('in_date');
  });

  it("bulk recording refuses, writing nothing: another home's staff, staff without the right, an unknown person, a future date, a qualification", async () => {
    const fire = await courseId('Fire safety');
    const count = async () => (await hr.get(`/api/records/training-record?staff=${samId}&limit=100`)).body.items.length;
    const before = await count();
    expect(
      (
        await manager.post('/api/training/records/bulk', {
          courseId: fire,
          completedOn: today,
          staffIds: [samId, jordanId],
        })
      ).status,
    ).toBe(403);
    expect(
      (await sam.post('/api/training/records/bulk', { courseId: fire, completedOn: today, staffIds: [samId] })).status,
    ).toBe(403);
    const other = await otherOrganisation(server);
    const unknown = await manager.post('/api/training/records/bulk', {
      courseId: fire,
      completedOn: today,
      staffIds: [samId, other.managerId],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([{ path: '/staffIds/1', message: expect.any(String) }]);
    const future = await manager.post('/api/training/records/bulk', {
      courseId: fire,
      completedOn: '2999-01-01',
      staffIds: [samId],
    });
    expect(future.status).toBe(422);
    expect(paths(future)).toEqual(['/completedOn']);
    const qual = await manager.post('/api/training/records/bulk', {
      courseId: await courseId('Level 3'),
      completedOn: today,
      staffIds: [samId],
    });
    expect(paths(qual)).toEqual(['/courseId']);
    expect(
      paths(
        await manager.post('/api/training/records/bulk', {
          courseId: fire,
          completedOn: today,
          staffIds: [samId, samId],
        }),
      ),
    ).toEqual(['/staffIds']);
    expect(
      paths(
        await manager.post('/api/training/records/bulk', {
          courseId: fire,
          completedOn: 'yesterday',
          staffIds: [samId],
        }),
      ),
    ).toContain('/completedOn');
    expect(
      paths(await manager.post('/api/training/records/bulk', { courseId: fire, completedOn: today, staffIds: [] })),
    ).toEqual(['/staffIds']);
    expect(await count()).toBe(before);
  });

  it('a training coordinator (edit on the staff area) records training for their home, not another; sees the matrix, not supervisions', async () => {
    const email = `training.${driver}@demo.care`;
    await server.store.adminTransaction(async (a) =>
      a.createUser(people.orgId, {
        email,
        name: 'Tess Coordinator',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        role: 'staff',
        homeIds: [people.oak.id],
        areas: { staff: 'edit' },
      }),
    );
    const coordinator = await clientFor(server, email);
    expect((await coordinator.get('/api/training/matrix')).status).toBe(200);
    const prevent = await courseId('Prevent');
    expect(
      (
        await coordinator.post('/api/training/records/bulk', {
          courseId: prevent,
          completedOn: today,
          staffIds: [samId],
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await coordinator.post('/api/training/records/bulk', {
          courseId: prevent,
          completedOn: today,
          staffIds: [jordanId],
        })
      ).status,
    ).toBe(403);
    expect((await coordinator.get('/api/training/due/supervision')).status).toBe(403);
  });

  it('a supervision is signed by both people: the supervisee as well as the manager step', async () => {
    const created = await manager.post('/api/records/supervision', {
      staffId: alexId,
      data: { date: today, supervisor: people.user('manager.oak@demo.care').id, wellbeing: 'Well.', nextDate: today },
    });
    expect(created.status).toBe(201);
    const submitted = await manager.post(`/api/records/supervision/${created.body.id}/actions/submit`, {
      version: created.body.version,
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.signoffs.map((s: { userId: string }) => s.userId)).toContain(alexId);
    // a colleague can neither see nor sign it
    expect((await sam.get(`/api/records/supervision/${created.body.id}`)).status).toBe(403);
    // the supervisee's HR sign-offs (slice=hr) hold it, and only records about staff, paged by the server
    const hrInbox = await alex.get('/api/signoffs/inbox?slice=hr&limit=200');
    expect(hrInbox.status).toBe(200);
    expect(hrInbox.body.items.map((r: { id: string }) => r.id)).toContain(created.body.id);
    expect(hrInbox.body.items.every((r: { staffId: string | null }) => r.staffId)).toBe(true);
    const whole = await manager.get('/api/signoffs/inbox?limit=200');
    const sliced = await manager.get('/api/signoffs/inbox?slice=hr&limit=200');
    expect(whole.body.items.some((r: { staffId: string | null }) => !r.staffId)).toBe(true);
    expect(sliced.body.items.map((r: { id: string }) => r.id)).toEqual(
      whole.body.items.filter((r: { staffId: string | null }) => r.staffId).map((r: { id: string }) => r.id),
    );
    expect(sliced.body.total).toBe(sliced.body.items.length);
    expect((await alex.get('/api/signoffs/inbox?slice=everything')).status).toBe(400);
    const bySupervisee = await alex.post(`/api/records/supervision/${created.body.id}/actions/sign-off`, {
      version: submitted.body.version,
    });
    expect(bySupervisee.status).toBe(200);
    expect(bySupervisee.body.status).not.toBe('complete');
    const byDirector = await director.post(`/api/records/supervision/${created.body.id}/actions/sign-off`, {
      version: bySupervisee.body.version,
    });
    expect(byDirector.body.status).toBe('complete');
  });

  it("who is due: Alex's supervision is overdue in the demo; staff cannot see the list", async () => {
    // a fresh server's view: the supervision just signed above moved Alex on, so look at the appraisal list too
    const sup = await manager.get('/api/training/due/supervision');
    expect(sup.status).toBe(200);
    expect(sup.body.items.find((i: { staffId: string }) => i.staffId === samId)).toMatchObject({
      state: expect.stringMatching(/ok|due_soon/),
    });
    const app = await hr.get('/api/training/due/appraisal');
    expect(app.body.items.find((i: { staffId: string }) => i.staffId === alexId)).toMatchObject({
      lastOn: expect.any(String),
    });
    expect((await sam.get('/api/training/due/supervision')).status).toBe(403);
    expect((await manager.get('/api/training/due/holiday')).status).toBe(404);
    expect(paths(await manager.get('/api/training/due/supervision?homeId=oak'))).toEqual(['/homeId']);
  });

  it('a first supervision is due 4 weeks (in probation) after the employment contract starts, not after the account was made', async () => {
    // the demo's agency worker started three weeks before their account was made, and has had no supervision
    const agencyId = people.user('agency.oak@demo.care').id;
    const contracts = await server.store.db.query<{ startDate: string }>(
      `select data ->> 'startDate' as "startDate" from records where kind = 'employment-contract' and staff_id = $1`,
      [agencyId],
    );
    expect(contracts).toHaveLength(1);
    const startDate = contracts[0].startDate;
    expect(startDate < londonDate(new Date())).toBe(true);
    const due = await manager.get('/api/training/due/supervision');
    expect(due.body.items.find((i: { staffId: string }) => i.staffId === agencyId)).toMatchObject({
      lastOn: null,
      // new, so in probation: Oak House sets no policy, so probation's default of 4 weeks (decision 0622)
      dueOn: addDays(startDate, 28),
    });
  });

  it('a disciplinary case is seen only by HR, the manager of the home and directors', async () => {
    const list = async (c: Client) =>
      (await c.get('/api/records/disciplinary-action')).body.items as { id: string; staffId: string }[] | undefined;
    const hrList = await list(hr);
    const theCase = hrList!.find((r) => r.staffId === samId)!;
    expect(theCase).toBeDefined();
    expect((await list(manager))!.map((r) => r.id)).toContain(theCase.id);
    expect((await list(director))!.map((r) => r.id)).toContain(theCase.id);
    expect((await director.get(`/api/records/disciplinary-action/${theCase.id}`)).status).toBe(200);
    // the person themself, a colleague, staff and the manager of another home: refused, and absent from lists
    for (const c of [sam, alex, willowStaff, willowManager]) {
      expect((await c.get(`/api/records/disciplinary-action/${theCase.id}`)).status).toBe(403);
      const theirs = await c.get('/api/records/disciplinary-action');
      expect(theirs.status === 403 || !(theirs.body.items as { id: string }[]).some((r) => r.id === theCase.id)).toBe(
        true,
      );
      expect((await c.get(`/api/records/disciplinary-action/${theCase.id}/revisions`)).status).toBe(403);
      const meetings = await c.get(`/api/records/disciplinary-meeting?staff=${samId}`);
      expect(meetings.status === 403 || meetings.body.items.length === 0).toBe(true);
      const found = await c.get('/api/search?q=Taylor');
      expect(JSON.stringify(found.body)).not.toContain(theCase.id);
    }
    // and a colleague cannot write one
    const refused = await alex.post('/api/records/disciplinary-action', {
      staffId: samId,
      data: { openedOn: today, ground: 'misconduct', concern: 'x', stage: 'informal' },
    });
    expect(refused.status).toBe(403);
    // bad input: the field path, nothing written
    const bad = await hr.post('/api/records/disciplinary-action', {
      staffId: samId,
      data: { openedOn: today, ground: 'misconduct', concern: 'x', stage: 'informal', hearing: { outcome: 'verbal' } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('/hearing/outcome');
    expect((await list(hr))!.length).toBe(hrList!.length);
  });

  it("supervision and appraisal charts are live: held per month, at org and staff level, and a colleague does not see another's", async () => {
    await rebuildCharts(server.store, people.orgId);
    const span = `from=${addDays(today, -120)}&to=${today}`;
    const org = await director.get(`/api/charts?level=org&metric=supervision&type=count&${span}`);
    expect(org.status).toBe(200);
    expect(org.body.total).toBeGreaterThanOrEqual(2);
    const alexOwn = await director.get(`/api/charts?level=staff&metric=supervision&type=count&staff=${alexId}&${span}`);
    expect(alexOwn.body.total).toBeGreaterThanOrEqual(1);
    const appraisal = await manager.get(
      `/api/charts?level=org&metric=appraisal&type=count&from=${addDays(today, -400)}&to=${today}`,
    );
    expect(appraisal.status).toBe(200);
    expect(appraisal.body.total).toBeGreaterThanOrEqual(1);
    expect(
      (await sam.get(`/api/charts?level=staff&metric=supervision&type=count&staff=${alexId}&${span}`)).status,
    ).toBe(403);
    // the training chart is computed from the matrix (engine/charts/training.ts)
    expect((await director.get('/api/charts?level=org&metric=training&type=count')).status).toBe(200);
  });

  it('face-to-face minutes: on for the demo; refused when the feature is off', async () => {
    const on = await manager.get(`/api/training/face-to-face?from=${today.slice(0, 8)}01&to=${today}`);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ everyone: true, items: expect.any(Array) });
    const self = await sam.get(`/api/training/face-to-face?from=${today.slice(0, 8)}01&to=${today}`);
    expect(self.body.everyone).toBe(false);
    expect((self.body.items as { staffId: string }[]).every((i) => i.staffId === samId)).toBe(true);
    expect(paths(await manager.get(`/api/training/face-to-face?from=${today}&to=2000-01-01`))).toEqual(['/to']);
    await server.store.db.query(
      `update organisations set features = features || '{"enableFaceToFaceTracking": false}'::jsonb where id = $1`,
      [people.orgId],
    );
    try {
      expect((await manager.get(`/api/training/face-to-face?from=${today}&to=${today}`)).status).toBe(403);
    } finally {
      await server.store.db.query(
        `update organisations set features = features || '{"enableFaceToFaceTracking": true}'::jsonb where id = $1`,
        [people.orgId],
      );
    }
  });
});
