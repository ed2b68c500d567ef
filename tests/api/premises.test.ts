// Home premises records on both drivers: the accident book with its body map and
// the RIDDOR deadline task; policies read and signed (a new version asks everyone again); a vehicle's mileage
// log with the odometer check; the meal plan's dietary needs through the read rule. Who may and may not:
// the home's staff, another home's, another organisation's, a young person's own login; bad input refused
// at the field with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../engine/auth/password.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import type { WorkerDeps } from '../../workers/deps.ts';
import { reviewAccident } from '../../workers/processors/accidents.ts';
import { clientFor, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { as, DRIVERS, login, startTestServer, type TestServer } from '../helpers/server.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(DRIVERS)('home premises records (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  type Client = Awaited<ReturnType<typeof clientFor>>;
  let staff: Client,
    alex: Client,
    manager: Client,
    willowStaff: Client,
    willowManager: Client,
    youngPerson: Client,
    noHealth: Client;
  let other: Awaited<ReturnType<typeof otherOrganisation>>;
  const deps = () => ({ store: server.store, now: () => new Date(), log: silent }) as unknown as WorkerDeps;
  const count = async (kind: string, c: Client = manager) =>
    (await c.get(`/api/records/${kind}?home=${people.oak.id}&limit=100`)).body.items.length as number;

  const accident = (over: Record<string, unknown> = {}) => ({
    occurredAt: '2026-03-02T10:00:00Z',
    type: 'accident',
    injuredPerson: { personType: 'young_person', youngPersonId: people.oakYp.id },
    location: 'Garden steps',
    description: 'Slipped on wet leaves.',
    injuries: 'Graze to the left palm.',
    bodyMap: [
      { side: 'front', x: 85, y: 104, note: 'Graze, left palm' },
      { side: 'back', x: 50, y: 60, note: 'Bruise, upper back' },
    ],
    ...over,
  });

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [staff, alex, manager, willowStaff, willowManager] = await Promise.all(
      [
        'staff.oak@demo.care',
        'alex.oak@demo.care',
        'manager.oak@demo.care',
        'staff.willow@demo.care',
        'manager.willow@demo.care',
      ].map((e) => clientFor(server, e)),
    );
    const loginMade = await manager.post(`/api/young-people/${people.oakYp.id}/login`, {
      email: 'premises.yp@demo.care',
      password: 'PremisesYoung2026!',
      plans: true,
      viewsComplaints: true,
    });
    expect(loginMade.status).toBe(201);
    youngPerson = as(server.app, await login(server.app, 'premises.yp@demo.care', 'PremisesYoung2026!'));
    // an Oak House colleague who may not see young people's health records
    await server.store.adminTransaction(async (a) =>
      a.createUser(people.orgId, {
        email: 'no.health@demo.care',
        name: 'Nat Reyes',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        role: 'staff',
        homeIds: [people.oak.id],
        areas: { cyp: 'edit', home: 'read', home_logs: 'edit' },
        ypPermissions: { health: 'none' },
      }),
    );
    noHealth = await clientFor(server, 'no.health@demo.care');
    other = await otherOrganisation(server);
  }, 300_000);
  afterAll(async () => server?.close());

  describe('accidents and illness', () => {
    it("staff record a young person's accident with body-map points; the home sees it, another home, another organisation and the young person do not", async () => {
      const created = await staff.post('/api/records/accident', { homeId: people.oak.id, data: accident() });
      expect(created.status).toBe(201);
      expect(created.body.data.bodyMap).toEqual([
        { side: 'front', x: 85, y: 104, note: 'Graze, left palm' },
        { side: 'back', x: 50, y: 60, note: 'Bruise, upper back' },
      ]);
      expect((await manager.get(`/api/records/accident/${created.body.id}`)).status).toBe(200);
      expect((await willowStaff.get(`/api/records/accident/${created.body.id}`)).status).toBe(403);
      expect((await other.client.get(`/api/records/accident/${created.body.id}`)).status).toBe(404);
      expect((await youngPerson.get(`/api/records/accident/${created.body.id}`)).status).toBe(403);
      expect((await youngPerson.get(`/api/records/accident?home=${people.oak.id}`)).status).toBe(403);
      expect(
        (await willowStaff.post('/api/records/accident', { homeId: people.oak.id, data: accident() })).status,
      ).toBe(403);
    });

    it("a staff member's accident names them (injuredPerson.staffId); a visitor's by name", async () => {
      const staffId = people.user('alex.oak@demo.care').id;
      const res = await manager.post('/api/records/accident', {
        homeId: people.oak.id,
        data: accident({ injuredPerson: { personType: 'staff', staffId } }),
      });
      expect(res.status).toBe(201);
      const visitor = await manager.post('/api/records/accident', {
        homeId: people.oak.id,
        data: accident({ injuredPerson: { personType: 'visitor', visitorName: 'Gas engineer' } }),
      });
      expect(visitor.status).toBe(201);
      // another organisation's member of staff is refused at the field
      const foreign = await manager.post('/api/records/accident', {
        homeId: people.oak.id,
        data: accident({ injuredPerson: { personType: 'staff', staffId: other.managerId } }),
      });
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors.map((e: { path: string }) => e.path)).toContain('/injuredPerson/staffId');
    });

    it('a point off the figure, an unknown side or a RIDDOR category that does not exist is refused at the field, and nothing is written', async () => {
      const before = await count('accident');
      const off = await staff.post('/api/records/accident', {
        homeId: people.oak.id,
        data: accident({ bodyMap: [{ side: 'front', x: 140, y: 10 }] }),
      });
      expect(off.status).toBe(422);
      expect(off.body.errors.map((e: { path: string }) => e.path)).toEqual(['/bodyMap/0/x']);
      const side = await staff.post('/api/records/accident', {
        homeId: people.oak.id,
        data: accident({ bodyMap: [{ side: 'left', x: 10, y: 10 }] }),
      });
      expect(side.body.errors.map((e: { path: string }) => e.path)).toEqual(['/bodyMap/0/side']);
      const riddor = await staff.post('/api/records/accident', {
        homeId: people.oak.id,
        data: accident({ riddor: { reportable: true, category: 'paper_cut' } }),
      });
      expect(riddor.body.errors.map((e: { path: string }) => e.path)).toEqual(['/riddor/category']);
      expect(await count('accident')).toBe(before);
    });

    it('a RIDDOR-reportable accident opens a deadline task (15 days for over-7-day), closed "Reported late" when the report date is filled', async () => {
      const staffId = people.user('alex.oak@demo.care').id;
      const data = accident({
        occurredAt: '2026-03-02T08:00:00Z',
        injuredPerson: { personType: 'staff', staffId },
        riddor: { reportable: true, category: 'worker_over_seven_day' },
      });
      const created = await manager.post('/api/records/accident', { homeId: people.oak.id, data });
      expect(created.status).toBe(201);
      expect(await reviewAccident(deps(), people.orgId, created.body.id)).toEqual({
        created: 1,
        completed: 0,
        cancelled: 0,
      });
      expect(await reviewAccident(deps(), people.orgId, created.body.id)).toEqual({
        created: 0,
        completed: 0,
        cancelled: 0,
      }); // once
      const tasks = await server.store.forOrg(people.orgId).tasks.forRecord(created.body.id);
      expect(tasks).toHaveLength(1);
      expect(tasks[0]).toMatchObject({
        naturalKey: `riddor:${created.body.id}`,
        status: 'not_complete',
        type: 'task further action',
      });
      expect(new Date(tasks[0].dueAt).toISOString()).toBe('2026-03-17T17:00:00.000Z');
      expect(tasks[0].assignedTo).toContain(people.user('manager.oak@demo.care').id);

      const reported = await manager.put(`/api/records/accident/${created.body.id}`, {
        version: created.body.version,
        data: {
          ...data,
          riddor: {
            reportable: true,
            category: 'worker_over_seven_day',
            reportedOn: '2026-03-19',
            hseReference: '2026-0319-ABC',
          },
        },
      });
      expect(reported.status).toBe(200);
      expect(await reviewAccident(deps(), people.orgId, created.body.id)).toEqual({
        created: 0,
        completed: 1,
        cancelled: 0,
      });
      const [done] = await server.store.forOrg(people.orgId).tasks.forRecord(created.body.id);
      expect(done.status).toBe('completed');
      expect(done.description).toMatch(/^Reported late \(2 days after it was due\)\./);
    });

    it('no task when it is not reportable; an open one is cancelled when the decision changes', async () => {
      const data = accident({ riddor: { reportable: true, category: 'non_worker_hospital' } });
      const created = await manager.post('/api/records/accident', { homeId: people.oak.id, data });
      expect((await reviewAccident(deps(), people.orgId, created.body.id)).created).toBe(2); // told, then reported
      const changed = await manager.put(`/api/records/accident/${created.body.id}`, {
        version: created.body.version,
        data: { ...data, riddor: { reportable: false } },
      });
      expect(changed.status).toBe(200);
      expect(await reviewAccident(deps(), people.orgId, created.body.id)).toEqual({
        created: 0,
        completed: 0,
        cancelled: 2,
      });
    });

    it('a specified injury to staff: HSE told the same day, then the 10-day report; an old category is refused', async () => {
      const staffId = people.user('alex.oak@demo.care').id;
      const data = accident({
        occurredAt: '2026-03-02T10:00:00Z',
        injuredPerson: { personType: 'staff', staffId },
        riddor: { reportable: true, category: 'worker_specified_injury' },
      });
      const created = await manager.post('/api/records/accident', { homeId: people.oak.id, data });
      expect(created.status).toBe(201);
      expect((await reviewAccident(deps(), people.orgId, created.body.id)).created).toBe(2);
      const tasks = await server.store.forOrg(people.orgId).tasks.forRecord(created.body.id);
      const tell = tasks.find((t) => t.naturalKey === `riddor:${created.body.id}:tell`)!;
      expect(tell.title).toMatch(/^Tell HSE today of the accident of/);
      expect(new Date(tell.dueAt).toISOString()).toBe('2026-03-02T23:59:00.000Z');
      const told = await manager.put(`/api/records/accident/${created.body.id}`, {
        version: created.body.version,
        data: {
          ...data,
          riddor: { reportable: true, category: 'worker_specified_injury', hseToldAt: '2026-03-02T11:00:00Z' },
        },
      });
      expect(told.status).toBe(200);
      expect(await reviewAccident(deps(), people.orgId, created.body.id)).toEqual({
        created: 0,
        completed: 1,
        cancelled: 0,
      });
      const after = await server.store.forOrg(people.orgId).tasks.forRecord(created.body.id);
      expect(after.find((t) => t.naturalKey === `riddor:${created.body.id}:tell`)?.description).toMatch(
        /^HSE told in time\./,
      );
      expect(after.find((t) => t.naturalKey === `riddor:${created.body.id}`)?.status).toBe('not_complete');
      const old = await manager.post('/api/records/accident', {
        homeId: people.oak.id,
        data: accident({ riddor: { reportable: true, category: 'death_or_specified_injury' } }),
      });
      expect(old.status).toBe(422);
    });
  });

  describe('policies read and signed', () => {
    const policy = (version: string) => ({
      title: 'Missing from care',
      category: 'missing',
      version,
      effectiveFrom: '2026-01-01',
      reviewDate: '2027-01-01',
      mustSign: true,
    });

    it("every member of the home's staff must sign the current version; a new version asks everyone again", async () => {
      const created = await manager.post('/api/records/policy', { homeId: people.oak.id, data: policy('1.0') });
      expect(created.status).toBe(201);
      const id = created.body.id as string;
      const standing = await manager.get(`/api/policies/${id}/signatures`);
      expect(standing.status).toBe(200);
      const outstanding = () =>
        manager
          .get(`/api/policies/${id}/signatures`)
          .then((r) => r.body.outstanding.map((o: { name: string }) => o.name) as string[]);
      expect(await outstanding()).toEqual(expect.arrayContaining(['Sam Taylor', 'Alex Morgan', 'Marcus Oduya']));
      expect(await outstanding()).not.toContain('Jordan Lee'); // Willow Court's
      expect((await staff.get('/api/policies/mine')).body.outstanding.map((p: { id: string }) => p.id)).toContain(id);

      const signed = await staff.post(`/api/policies/${id}/sign`, { version: '1.0' });
      expect(signed.status).toBe(201);
      expect(signed.body).toMatchObject({ policyId: id, version: '1.0' });
      expect((await staff.post(`/api/policies/${id}/sign`, { version: '1.0' })).status).toBe(200); // once
      expect(await outstanding()).not.toContain('Sam Taylor');
      const mine = (await staff.get('/api/policies/mine')).body;
      expect(mine.outstanding.map((p: { id: string }) => p.id)).not.toContain(id);
      expect(mine.signed.find((p: { id: string }) => p.id === id)).toMatchObject({ version: '1.0' });

      // version 2: Sam must sign again, and cannot sign the old one any more
      const raised = await manager.put(`/api/records/policy/${id}`, {
        version: created.body.version,
        data: { ...policy('2.0'), changes: 'Return home interviews within 72 hours.' },
      });
      expect(raised.status).toBe(200);
      expect(await outstanding()).toContain('Sam Taylor');
      expect((await staff.get('/api/policies/mine')).body.outstanding.map((p: { id: string }) => p.id)).toContain(id);
      const stale = await staff.post(`/api/policies/${id}/sign`, { version: '1.0' });
      expect(stale.status).toBe(409);
      expect(stale.body.detail).toMatch(/version 2\.0/);
      expect((await staff.post(`/api/policies/${id}/sign`, { version: '2.0' })).status).toBe(201);
      const after = (await manager.get(`/api/policies/${id}/signatures`)).body;
      expect(after.signed.map((s: { name: string }) => s.name)).toEqual(['Sam Taylor']);
      expect(after.history.map((h: { version: string }) => h.version)).toEqual(['1.0', '2.0']);

      // the home's list counts signatures of current versions only
      const home = (await manager.get(`/api/homes/${people.oak.id}/policies`)).body;
      const line = home.items.find((p: { id: string }) => p.id === id);
      expect(line).toMatchObject({ version: '2.0', signedCount: 1 });
      expect(line.required).toBeGreaterThanOrEqual(3);
      expect(home.signedPercent).toBeGreaterThan(0);
    });

    it("another home's staff, a young person's login and another organisation cannot sign or see who signed", async () => {
      const created = await manager.post('/api/records/policy', { homeId: people.oak.id, data: policy('1') });
      const id = created.body.id as string;
      expect((await willowStaff.post(`/api/policies/${id}/sign`, { version: '1' })).status).toBe(403);
      expect((await youngPerson.post(`/api/policies/${id}/sign`, { version: '1' })).status).toBe(403);
      expect((await youngPerson.get('/api/policies/mine')).status).toBe(403);
      expect((await other.client.post(`/api/policies/${id}/sign`, { version: '1' })).status).toBe(404);
      expect((await other.client.get(`/api/policies/${id}/signatures`)).status).toBe(404);
      expect((await willowStaff.get(`/api/policies/${id}/signatures`)).status).toBe(403);
      expect((await willowManager.get(`/api/homes/${people.oak.id}/policies`)).status).toBe(403);
      expect((await other.client.get(`/api/homes/${people.oak.id}/policies`)).status).toBe(404);
      // an accident is not a policy
      const acc = await staff.post('/api/records/accident', { homeId: people.oak.id, data: accident() });
      expect((await staff.post(`/api/policies/${acc.body.id}/sign`, { version: '1' })).status).toBe(404);
      // an information-only policy asks nobody
      const info = await manager.post('/api/records/policy', {
        homeId: people.oak.id,
        data: { ...policy('1'), mustSign: false },
      });
      expect((await staff.post(`/api/policies/${info.body.id}/sign`, { version: '1' })).status).toBe(403);
      expect((await manager.get(`/api/policies/${info.body.id}/signatures`)).body.outstanding).toEqual([]);
    });

    it('bad input: no version, an empty one, an unknown field; nothing is signed', async () => {
      const created = await manager.post('/api/records/policy', { homeId: people.oak.id, data: policy('3') });
      const id = created.body.id as string;
      for (const [body, path] of [
        [{}, '/body/version'],
        [{ version: '' }, '/body/version'],
        [{ version: '3', extra: 1 }, '/body/extra'],
      ] as const) {
        const res = await alex.post(`/api/policies/${id}/sign`, body);
        expect(res.status).toBe(400);
        expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
      }
      expect((await alex.post('/api/policies/not-an-id/sign', { version: '3' })).status).toBe(400);
      expect((await manager.get(`/api/policies/${id}/signatures`)).body.signed).toEqual([]);
      // a policy without a review date is refused at the field
      const noReview = await manager.post('/api/records/policy', {
        homeId: people.oak.id,
        data: { ...policy('1'), reviewDate: undefined },
      });
      expect(noReview.status).toBe(422);
      expect(noReview.body.errors.map((e: { path: string }) => e.path)).toEqual(['/reviewDate']);
    });
  });

  describe('dated expiries', () => {
    it("an insurance renewal, the cover's end, a policy review and a vehicle's MOT feed the expiry alerts as the home's dated items", async () => {
      const items = (recordId: string) =>
        server.store.db.query<{ kind: string; subject_kind: string; subject_id: string; expires_on: string }>(
          `select kind, subject_kind, subject_id, expires_on::text as expires_on from dated_items where source_record_id = $1 and archived_at is null order by kind`,
          [recordId],
        );
      const insurance = await manager.post('/api/records/insurance', {
        homeId: people.oak.id,
        data: {
          insurer: 'Zurich Municipal',
          policyNumber: 'ZM-1',
          coverType: 'public_liability',
          startDate: '2026-01-01',
          renewalDate: '2027-01-01',
          endDate: '2026-12-31',
        },
      });
      expect(insurance.status).toBe(201);
      expect(await items(insurance.body.id)).toEqual([
        { kind: 'insurance_expiry', subject_kind: 'home', subject_id: people.oak.id, expires_on: '2026-12-31' },
        { kind: 'insurance_renewal', subject_kind: 'home', subject_id: people.oak.id, expires_on: '2027-01-01' },
      ]);
      const vehicle = await manager.post('/api/records/asset', {
        homeId: people.oak.id,
        data: {
          name: 'Van',
          assetType: 'vehicle',
          acquiredOn: '2024-01-01',
          vehicle: { registration: 'VN70 ABC', motDue: '2026-12-10' },
        },
      });
      expect((await items(vehicle.body.id)).map((i) => [i.kind, i.expires_on])).toEqual([
        ['next_mot_date', '2026-12-10'],
      ]);
      const policy = await manager.post('/api/records/policy', {
        homeId: people.oak.id,
        data: { title: 'Fire safety', version: '1', effectiveFrom: '2026-01-01', reviewDate: '2027-02-01' },
      });
      expect((await items(policy.body.id)).map((i) => [i.kind, i.expires_on])).toEqual([
        ['policy_review', '2027-02-01'],
      ]);
    });
  });

  describe('assets and mileage', () => {
    it("a vehicle's log gives each distance and flags an odometer that went backwards; another home cannot read it", async () => {
      const vehicle = await manager.post('/api/records/asset', {
        homeId: people.oak.id,
        data: {
          name: 'Minibus',
          assetType: 'vehicle',
          acquiredOn: '2024-01-01',
          vehicle: { registration: 'AB12 CDE', motDue: '2026-12-01' },
        },
      });
      expect(vehicle.status).toBe(201);
      const journey = (date: string, startOdometer: number, endOdometer: number) =>
        staff.post('/api/records/mileage', {
          homeId: people.oak.id,
          data: {
            vehicle: vehicle.body.id,
            date,
            driver: people.user('staff.oak@demo.care').id,
            startOdometer,
            endOdometer,
            purpose: 'School run',
            youngPeople: [people.oakYp.id],
          },
        });
      expect((await journey('2026-11-01', 1000, 1032)).status).toBe(201);
      expect((await journey('2026-11-02', 1020, 1050)).status).toBe(201);
      const log = await manager.get(`/api/vehicles/${vehicle.body.id}/mileage`);
      expect(log.status).toBe(200);
      expect(log.body.vehicle).toMatchObject({ name: 'Minibus', registration: 'AB12 CDE' });
      expect(log.body.totalDistance).toBe(62);
      expect(log.body.journeys.map((j: { distance: number }) => j.distance)).toEqual([30, 32]); // newest first
      expect(log.body.journeys[0].problems[0]).toMatch(/went backwards/);
      expect(log.body.journeys[0].driverName).toBe('Sam Taylor');
      expect((await willowStaff.get(`/api/vehicles/${vehicle.body.id}/mileage`)).status).toBe(403);
      expect((await other.client.get(`/api/vehicles/${vehicle.body.id}/mileage`)).status).toBe(404);
      expect((await youngPerson.get(`/api/vehicles/${vehicle.body.id}/mileage`)).status).toBe(403);
      // a journey must name a vehicle record of the home's assets, not another kind or organisation
      const wrongKind = await staff.post('/api/records/mileage', {
        homeId: people.oak.id,
        data: {
          vehicle: (await manager.get(`/api/records/policy?home=${people.oak.id}&limit=1`)).body.items[0].id,
          date: '2026-11-03',
          driver: people.user('staff.oak@demo.care').id,
          startOdometer: 1050,
          endOdometer: 1060,
          purpose: 'Shop',
        },
      });
      expect(wrongKind.status).toBe(422);
      expect(wrongKind.body.errors.map((e: { path: string }) => e.path)).toEqual(['/vehicle']);
      const negative = await staff.post('/api/records/mileage', {
        homeId: people.oak.id,
        data: {
          vehicle: vehicle.body.id,
          date: '2026-11-03',
          driver: people.user('staff.oak@demo.care').id,
          startOdometer: -1,
          endOdometer: 1060,
          purpose: 'Shop',
        },
      });
      expect(negative.body.errors.map((e: { path: string }) => e.path)).toEqual(['/startOdometer']);
    });
  });

  describe('meal plan', () => {
    it("shows each young person's dietary needs and allergies from the health profiles the viewer may read", async () => {
      const needs = await manager.get(`/api/homes/${people.oak.id}/meal-plan/needs`);
      expect(needs.status).toBe(200);
      expect(needs.body.notShown).toBe(0);
      expect(needs.body.items.length).toBe(people.oakYps.length);
      const withAllergy = needs.body.items.filter((n: { allergies: { allergen: string }[] }) =>
        n.allergies.some((a) => a.allergen === 'Penicillin'),
      );
      expect(withAllergy).toHaveLength(1);
      // a colleague without the health area sees none of it, only how many are hidden
      const hidden = await noHealth.get(`/api/homes/${people.oak.id}/meal-plan/needs`);
      expect(hidden.status).toBe(200);
      expect(hidden.body).toEqual({ items: [], notShown: people.oakYps.length });
      expect((await willowManager.get(`/api/homes/${people.oak.id}/meal-plan/needs`)).status).toBe(403);
      expect((await youngPerson.get(`/api/homes/${people.oak.id}/meal-plan/needs`)).status).toBe(403);
      expect((await other.client.get(`/api/homes/${people.oak.id}/meal-plan/needs`)).status).toBe(404);
    });

    it("a week's menu is a record: a day that is not a day is refused at the field", async () => {
      const ok = await manager.post('/api/records/meal-plan', {
        homeId: people.oak.id,
        data: { weekStarting: '2026-11-23', days: [{ day: 'monday', dinner: 'Pasta bake' }] },
      });
      expect(ok.status).toBe(201);
      const bad = await manager.post('/api/records/meal-plan', {
        homeId: people.oak.id,
        data: { weekStarting: '2026-11-23', days: [{ day: 'funday', dinner: 'Pizza' }] },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(['/days/0/day']);
    });
  });
});
