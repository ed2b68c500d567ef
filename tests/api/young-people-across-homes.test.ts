// Young people across the home: transfers between homes, the cross-home incident list
// scoped and filtered by the server, and record kinds an organisation toggle switches off refused by the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonDate } from '../../engine/time/london.ts';
import { moveDueTransfers } from '../../engine/young-people/transfers.ts';
import { clientFor, dailyLog, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(DRIVERS)('young people across homes (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  const today = londonDate(new Date());
  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
  });
  afterAll(() => server?.close());

  /** A young person of Oak House with one daily log, to move. */
  async function newOakYoungPerson(first: string) {
    const staff = await clientFor(server, 'staff.oak@demo.care');
    const yp = (
      await staff.post('/api/young-people', {
        homeId: people.oak.id,
        firstName: first,
        lastName: 'Mover',
        birthYear: 2010,
      })
    ).body;
    const log = (await staff.post('/api/records/daily-log', { youngPersonId: yp.id, data: dailyLog() })).body;
    return { yp, log };
  }

  it('a transfer: asked by the home, accepted by the receiving home only, made on the agreed date in one move', async () => {
    const director = await clientFor(server, 'director@demo.care');
    await director.put('/api/settings/organisation', { moveInChecklist: ['Bedroom ready', 'GP registration'] });
    const oak = await clientFor(server, 'manager.oak@demo.care');
    const willow = await clientFor(server, 'manager.willow@demo.care');
    const staffOak = await clientFor(server, 'staff.oak@demo.care');
    const { yp, log } = await newOakYoungPerson('Tia');
    const moveOn = addDays(today, 3);

    // bad input and refusals change nothing
    const bad = await oak.post('/api/transfers', {
      youngPersonId: yp.id,
      toHomeId: people.willow.id,
      moveOn: 'soon',
      reason: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(
      (await oak.post('/api/transfers', { youngPersonId: yp.id, toHomeId: people.oak.id, moveOn, reason: 'x' })).body
        .errors[0].path,
    ).toBe('/toHomeId');
    expect(
      (
        await oak.post('/api/transfers', {
          youngPersonId: yp.id,
          toHomeId: people.willow.id,
          moveOn: addDays(today, -1),
          reason: 'x',
        })
      ).body.errors[0].path,
    ).toBe('/moveOn');
    expect(
      (await staffOak.post('/api/transfers', { youngPersonId: yp.id, toHomeId: people.willow.id, moveOn, reason: 'x' }))
        .status,
    ).toBe(403);
    expect(
      (await willow.post('/api/transfers', { youngPersonId: yp.id, toHomeId: people.willow.id, moveOn, reason: 'x' }))
        .status,
    ).toBe(403);

    const asked = await oak.post('/api/transfers', {
      youngPersonId: yp.id,
      toHomeId: people.willow.id,
      moveOn,
      reason: 'Step down to semi-independence',
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      status: 'requested',
      fromHomeName: 'Oak House',
      toHomeName: 'Willow Court',
      moveOn,
    });
    const id = asked.body.id;
    expect(
      (await oak.post('/api/transfers', { youngPersonId: yp.id, toHomeId: people.willow.id, moveOn, reason: 'again' }))
        .status,
    ).toBe(409);
    // the receiving home sees it as received; the sending home as sent
    expect((await willow.get('/api/transfers?direction=received')).body.map((t: { id: string }) => t.id)).toContain(id);
    expect((await oak.get('/api/transfers?direction=received')).body.map((t: { id: string }) => t.id)).not.toContain(
      id,
    );
    expect((await oak.get('/api/transfers?direction=sent')).body.map((t: { id: string }) => t.id)).toContain(id);

    // only the receiving home's manager decides, with a key worker of that home
    const staffWillow = people.user('staff.willow@demo.care');
    expect((await oak.post(`/api/transfers/${id}/accept`, { version: 1, keyWorkerId: staffWillow.id })).status).toBe(
      403,
    );
    expect(
      (await staffOak.post(`/api/transfers/${id}/accept`, { version: 1, keyWorkerId: staffWillow.id })).status,
    ).toBe(403);
    const wrongWorker = await willow.post(`/api/transfers/${id}/accept`, {
      version: 1,
      keyWorkerId: people.user('staff.oak@demo.care').id,
    });
    expect(wrongWorker.status).toBe(422);
    expect(wrongWorker.body.errors[0].path).toBe('/keyWorkerId');
    expect((await willow.post(`/api/transfers/${id}/accept`, { version: 9, keyWorkerId: staffWillow.id })).status).toBe(
      409,
    );
    const accepted = await willow.post(`/api/transfers/${id}/accept`, { version: 1, keyWorkerId: staffWillow.id });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', keyWorkerName: staffWillow.name });
    expect((await willow.post(`/api/transfers/${id}/decline`, { version: 2, note: 'changed my mind' })).status).toBe(
      409,
    );

    // before the date nothing moves; on it, everything at once
    expect((await moveDueTransfers(server.store, addDays(moveOn, -1))).moved).not.toContain(id);
    expect((await oak.get(`/api/records/daily-log/${log.id}`)).status).toBe(200);
    const run = await moveDueTransfers(server.store, moveOn);
    expect(run.moved).toContain(id);
    expect((await moveDueTransfers(server.store, moveOn)).moved).not.toContain(id); // a rerun moves nothing twice
    await server.app.remembered.settled();

    const after = (await willow.get(`/api/young-people/${yp.id}`)).body;
    expect(after).toMatchObject({ homeId: people.willow.id, keyWorkerId: staffWillow.id, moveInDate: moveOn });
    expect((await willow.get(`/api/records/daily-log/${log.id}`)).status).toBe(200);
    expect((await oak.get(`/api/records/daily-log/${log.id}`)).status).toBe(403);
    const done = (await willow.get(`/api/transfers/${id}`)).body;
    expect(done.status).toBe('moved');
    const moveIn = (await willow.get(`/api/records/move-in/${done.moveInRecordId}`)).body;
    expect(moveIn.data).toMatchObject({ arrivalDate: moveOn, arrivedFrom: 'Oak House', keyWorker: staffWillow.id });
    expect(moveIn.data.checklist).toEqual([
      { item: 'Bedroom ready', done: false },
      { item: 'GP registration', done: false },
    ]);
    // and a new move-in written by hand starts from the same checklist
    expect((await staffOak.get('/api/move-in-checklist')).body).toEqual({
      items: ['Bedroom ready', 'GP registration'],
    });
    const history = (await willow.get(`/api/records/placement-history/${done.placementRecordId}`)).body;
    expect(history.data.placements[0]).toMatchObject({
      provider: 'Oak House',
      type: 'childrens_home',
      to: moveOn,
      reasonForEnding: 'planned_move',
    });
    // both homes told: a task for each home's managers
    const tasks = await server.store.db.query<{ home_id: string; type: string }>(
      `select home_id, type from tasks where natural_key like $1 order by natural_key`,
      [`transfer:${id}:%`],
    );
    expect(tasks.map((t) => [t.home_id, t.type])).toEqual(
      expect.arrayContaining([
        [people.willow.id, 'cyp move in checklist'],
        [people.oak.id, 'cyp transfer checklist'],
      ]),
    );
  });

  it('a declined transfer needs a reason and moves nobody; another organisation cannot see it', async () => {
    const oak = await clientFor(server, 'manager.oak@demo.care');
    const willow = await clientFor(server, 'manager.willow@demo.care');
    const { yp } = await newOakYoungPerson('Jay');
    const id = (
      await oak.post('/api/transfers', {
        youngPersonId: yp.id,
        toHomeId: people.willow.id,
        moveOn: today,
        reason: 'Closer to school',
      })
    ).body.id;
    expect((await willow.post(`/api/transfers/${id}/decline`, { version: 1, note: '' })).status).toBe(400);
    const declined = await willow.post(`/api/transfers/${id}/decline`, { version: 1, note: 'No bed until spring' });
    expect(declined.body).toMatchObject({ status: 'declined', decisionNote: 'No bed until spring' });
    expect(
      (
        await willow.post(`/api/transfers/${id}/accept`, {
          version: 2,
          keyWorkerId: people.user('staff.willow@demo.care').id,
        })
      ).status,
    ).toBe(409);
    await moveDueTransfers(server.store, addDays(today, 1));
    expect((await oak.get(`/api/young-people/${yp.id}`)).body.homeId).toBe(people.oak.id);
    // a new request is possible once the last one is closed; the sending home may withdraw it
    const again = (
      await oak.post('/api/transfers', {
        youngPersonId: yp.id,
        toHomeId: people.willow.id,
        moveOn: today,
        reason: 'Asked again',
      })
    ).body;
    expect((await willow.post(`/api/transfers/${again.id}/cancel`, { version: 1, note: 'not mine' })).status).toBe(403);
    expect(
      (await oak.post(`/api/transfers/${again.id}/cancel`, { version: 1, note: 'Plan changed' })).body.status,
    ).toBe('cancelled');

    const other = await otherOrganisation(server);
    const outsider = await clientFor(server, other.email);
    expect((await outsider.get(`/api/transfers/${id}`)).status).toBe(404);
    expect(
      (await outsider.post(`/api/transfers/${id}/accept`, { version: 2, keyWorkerId: other.managerId })).status,
    ).toBe(404);
    expect((await outsider.get('/api/transfers')).body).toEqual([]);
  });

  it("whom a transfer may be asked for is the server's answer: the young people of the homes one manages", async () => {
    const oak = await clientFor(server, 'manager.oak@demo.care');
    const staffOak = await clientFor(server, 'staff.oak@demo.care');
    const ids = (r: { body: { youngPersonId: string }[] }) => r.body.map((a) => a.youngPersonId).sort();
    const oakYps = (await oak.get('/api/young-people')).body as { id: string; homeId: string }[];
    expect(ids(await oak.get('/api/transfers/askable'))).toEqual(
      oakYps
        .filter((y) => y.homeId === people.oak.id)
        .map((y) => y.id)
        .sort(),
    );
    expect(ids(await oak.get('/api/transfers/askable'))).not.toContain(people.willowYp.id);
    // a care worker of the home may ask for nobody
    expect((await staffOak.get('/api/transfers/askable')).body).toEqual([]);
  });

  it("the generic approve step carries the fields the kind declares for it: a transfer's key worker", async () => {
    const oak = await clientFor(server, 'manager.oak@demo.care');
    const willow = await clientFor(server, 'manager.willow@demo.care');
    const staffWillow = people.user('staff.willow@demo.care');
    const { yp } = await newOakYoungPerson('Kai');
    const moveOn = addDays(today, 5);
    const { id } = (
      await oak.post('/api/transfers', { youngPersonId: yp.id, toHomeId: people.willow.id, moveOn, reason: 'Family' })
    ).body;
    const approve = `/api/records/home-transfer/${id}/actions/approve`;
    // a field the step does not fill in, or one the schema refuses, is refused with its path, and nothing changes
    const undeclared = await willow.post(approve, { version: 1, data: { keyWorkerId: staffWillow.id, reason: 'x' } });
    expect(undeclared.status).toBe(422);
    expect(undeclared.headers['content-type']).toMatch(/problem\+json/);
    expect(undeclared.body.errors).toEqual([{ path: '/reason', message: 'is not filled in at the approve step' }]);
    const badDate = await willow.post(approve, { version: 1, data: { keyWorkerId: staffWillow.id, moveOn: 'soon' } });
    expect(badDate.status).toBe(422);
    expect(badDate.body.errors.map((e: { path: string }) => e.path)).toEqual(['/moveOn']);
    const wrongWorker = await willow.post(approve, {
      version: 1,
      data: { keyWorkerId: people.user('staff.oak@demo.care').id },
    });
    expect(wrongWorker.status).toBe(422);
    expect(wrongWorker.body.errors[0].path).toBe('/keyWorkerId');
    // the step's fields on another step, or on a step that is not a decision, are refused too
    const onCancel = await oak.post(`/api/records/home-transfer/${id}/actions/cancel`, {
      version: 1,
      reason: 'x',
      data: { keyWorkerId: staffWillow.id },
    });
    expect(onCancel.status).toBe(422);
    expect(onCancel.body.errors[0].path).toBe('/keyWorkerId');
    expect((await willow.get(`/api/transfers/${id}`)).body).toMatchObject({ status: 'requested', version: 1 });
    // the sending home may not decide, whatever it sends
    expect((await oak.post(approve, { version: 1, data: { keyWorkerId: staffWillow.id } })).status).toBe(403);

    const later = addDays(today, 6);
    const accepted = await willow.post(approve, { version: 1, data: { keyWorkerId: staffWillow.id, moveOn: later } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'approved', version: 2 });
    expect((await willow.get(`/api/transfers/${id}`)).body).toMatchObject({
      status: 'accepted',
      keyWorkerId: staffWillow.id,
      moveOn: later,
    });
  });

  it('incidents across my homes: scoped by the server, filtered by type, restraint, home and status', async () => {
    const oak = await clientFor(server, 'manager.oak@demo.care');
    const director = await clientFor(server, 'director@demo.care');
    const rows = await server.store.db.query<{
      id: string;
      home_id: string;
      data: { general?: { types?: string[] }; intervention?: { level?: string }[] };
    }>(`select id, home_id, data from records where kind = 'incident' and org_id = $1 and archived_at is null`, [
      people.orgId,
    ]);
    const willowIncident = rows.find((r) => r.home_id === people.willow.id);
    expect(willowIncident).toBeDefined();
    const mine = (await oak.get('/api/records/incident?limit=100')).body.items as { id: string; homeId: string }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((i) => i.homeId === people.oak.id)).toBe(true);
    expect(mine.map((i) => i.id)).not.toContain(willowIncident!.id);
    expect((await oak.get(`/api/records/incident?home=${people.willow.id}`)).body.items).toEqual([]);
    expect((await oak.get(`/api/records/incident/${willowIncident!.id}`)).status).toBe(403);

    // by type: exactly the incidents whose types include it
    const type = rows.find((r) => r.data.general?.types?.length)!.data.general!.types![0];
    const byType = (
      await director.get(`/api/records/incident?limit=100&where=${encodeURIComponent(`general.types=${type}`)}`)
    ).body.items
      .map((i: { id: string }) => i.id)
      .sort();
    expect(byType).toEqual(
      rows
        .filter((r) => r.data.general?.types?.includes(type))
        .map((r) => r.id)
        .sort(),
    );
    expect(byType.length).toBeGreaterThan(0);
    // with a hold (a row of the physical interventions at that level), and within one home
    const held = rows.filter(
      (r) => r.home_id === people.oak.id && r.data.intervention?.some((i) => i.level === 'hold'),
    );
    expect(held.length).toBeGreaterThan(0);
    const withHold = (
      await director.get(`/api/records/incident?limit=100&where=intervention.level=hold&home=${people.oak.id}`)
    ).body.items
      .map((i: { id: string }) => i.id)
      .sort();
    expect(withHold).toEqual(held.map((r) => r.id).sort());
    expect(
      (await director.get('/api/records/incident?where=intervention.level=restraint&where=general.types=nope')).status,
    ).toBe(422);
    // a filter on a field that is not a choice, or a value not in the list, is refused at the filter
    for (const bad of ['general.location=x<script>', 'nope=1', 'general.types=not-a-type', 'general.types']) {
      const res = await director.get(`/api/records/incident?where=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(422);
      expect(res.body.errors[0].path).toBe('/where/0');
    }
  });

  it('organisation toggles switch kinds off in the API, not only in the browser', async () => {
    const director = await clientFor(server, 'director@demo.care');
    const staff = await clientFor(server, 'staff.oak@demo.care');
    const meal = { date: today, meals: [{ meal: 'lunch', eaten: 'all' }] };
    const on = await staff.post('/api/records/meal-intake', { youngPersonId: people.oakYp.id, data: meal });
    expect(on.status).toBe(201);

    await director.put('/api/settings/organisation', { toggles: { mealIntake: false, structuredDailyLogs: false } });
    const count = async () =>
      (await server.store.db.query(`select 1 from records where kind = 'meal-intake' and org_id = $1`, [people.orgId]))
        .length;
    const before = await count();
    const off = await staff.post('/api/records/meal-intake', { youngPersonId: people.oakYp.id, data: meal });
    expect(off.status).toBe(403);
    expect(off.headers['content-type']).toContain('application/problem+json');
    expect(off.body.detail).toContain('Record meal intake');
    expect(await count()).toBe(before);
    expect(
      (
        await staff.put(`/api/records/meal-intake/${on.body.id}`, {
          version: on.body.version,
          data: { ...meal, ypView: 'changed' },
        })
      ).status,
    ).toBe(403);
    expect((await staff.get(`/api/records/meal-intake/${on.body.id}`)).status).toBe(200); // kept and readable

    // structured daily logs off: the free-text log is taken, the structured steps refused at the field
    const structured = await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() });
    expect(structured.status).toBe(422);
    expect(structured.body.errors.map((e: { path: string }) => e.path)).toContain('/meals');
    const freeText = await staff.post('/api/records/daily-log', {
      youngPersonId: people.oakYp.id,
      data: { date: today, shift: 'long_day', presentation: 'settled', positives: 'A calm day; cooked tea together.' },
    });
    expect(freeText.status).toBe(201);

    // employment attendance: the kind and its report only with the toggle on
    expect(
      (
        await staff.post('/api/records/employment-attendance', {
          youngPersonId: people.oakYp.id,
          data: { from: today },
        })
      ).status,
    ).toBe(403);
    expect((await staff.get(`/api/young-people/${people.oakYp.id}/reports/employment-attendance`)).status).toBe(404);
    await director.put('/api/settings/organisation', {
      toggles: { mealIntake: true, structuredDailyLogs: true, employmentAttendance: true },
    });
    const week = await staff.post('/api/records/employment-attendance', {
      youngPersonId: people.oakYp.id,
      data: { from: today, employer: 'Bakery', days: [{ date: today, attended: true, hours: 6 }] },
    });
    expect(week.status).toBe(201);
    const report = (await staff.get(`/api/young-people/${people.oakYp.id}/reports/employment-attendance`)).body;
    expect(report).toMatchObject({ daysRecorded: 1, daysAttended: 1, hoursWorked: 6, attendancePercent: 100 });
    expect(
      (await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: dailyLog() })).status,
    ).toBe(201);
  });

  it("a young person's overview: key worker, plans with review dates, recent records, open tasks; tasks about young people", async () => {
    const oak = await clientFor(server, 'manager.oak@demo.care');
    const willow = await clientFor(server, 'manager.willow@demo.care');
    const yp = people.oakYp;
    const overview = await oak.get(`/api/young-people/${yp.id}/overview`);
    expect(overview.status).toBe(200);
    expect(overview.body.youngPerson.id).toBe(yp.id);
    expect(overview.body.recent.length).toBeGreaterThan(0);
    const plan = overview.body.plans.find((p: { kind: string }) => p.kind === 'placement-plan');
    expect(plan?.reviewDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // a task about them shows, and so does the tasks tab
    const made = await oak.post('/api/tasks', {
      type: 'appointments',
      title: 'Book the dentist',
      priority: 'low',
      dueAt: new Date(Date.now() + 86400_000).toISOString(),
      assignedTo: [people.user('staff.oak@demo.care').id],
      recordCategory: 'task',
      youngPersonId: yp.id,
      homeId: people.oak.id,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const after = (await oak.get(`/api/young-people/${yp.id}/overview`)).body;
    expect(after.tasks.map((t: { title: string }) => t.title)).toContain('Book the dentist');
    expect(after.tabs.tasks).toBe(true);
    expect((await willow.get(`/api/young-people/${yp.id}/overview`)).status).toBe(403);
    // /cyp/tasks: the home's tasks about young people only
    const cyp = (await oak.get(`/api/tasks?home=${people.oak.id}&slice=cyp&limit=200`)).body.items as {
      youngPersonId: string | null;
      title: string;
    }[];
    expect(cyp.length).toBeGreaterThan(0);
    expect(cyp.every((t) => t.youngPersonId !== null)).toBe(true);
    expect((await oak.get(`/api/tasks?home=${people.oak.id}&slice=nope`)).status).toBe(400);
  });

  it('company details and invoices (product settings): saved by a director, checked, refused to staff', async () => {
    const director = await clientFor(server, 'director@demo.care');
    const staff = await clientFor(server, 'staff.oak@demo.care');
    const company = {
      registeredName: 'Brightwater Care Ltd',
      companyNumber: '01234567',
      providerUrn: 'RP123456',
      responsibleIndividual: 'Ruth Adeyemi',
      dataProtectionContact: 'dpo@brightwater.example',
      address: '1 High Street, Leeds',
    };
    const saved = await director.put('/api/settings/organisation', { company });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.company).toMatchObject(company);
    const bad = await director.put('/api/settings/organisation', { company: { providerUrn: 'not a urn<script>' } });
    expect(bad.status).toBe(400);
    expect((await director.get('/api/settings/organisation')).body.settings.company.providerUrn).toBe('RP123456');
    expect((await staff.put('/api/settings/organisation', { company: { registeredName: 'Mine now' } })).status).toBe(
      403,
    );
    // invoices are records of the organisation
    const invoice = await director.post('/api/records/invoice', {
      data: { number: 'CR-1', issuedOn: today, periodFrom: today, periodTo: today, amount: 120 },
    });
    expect(invoice.status).toBe(201);
    expect((await director.get('/api/records/invoice')).body.items.map((i: { id: string }) => i.id)).toContain(
      invoice.body.id,
    );
    expect((await staff.get('/api/records/invoice')).status).toBe(403);
  });

  it('the ILS assessment names its statuses in the SPEC skill assessment words; other kinds keep theirs', async () => {
    const staff = await clientFor(server, 'staff.oak@demo.care');
    const ils = await staff.post('/api/records/ils-plan', { youngPersonId: people.oakYp.id, data: {} });
    expect(ils.status).toBe(201);
    expect(ils.body.statusLabel).toBe('Not Assessed');
    const listed = (
      await staff.get(`/api/records/ils-plan?youngPerson=${people.oakYp.id}&status=ongoing`)
    ).body.items.find((i: { id: string }) => i.id === ils.body.id);
    expect(listed.statusLabel).toBe('Not Assessed');
    const log = await staff.post('/api/records/daily-log', { youngPersonId: people.oakYp.id, data: {} });
    expect(log.body.statusLabel).toBe('Draft');
  });
});
