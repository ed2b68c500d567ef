// Medication: the MAR, recording doses (PIN/password, witness, PRN limits, one recording per dose),
// stock that never goes below nought, the toggles, and who may do what — on PostgreSQL and PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonDate, pad, toLocal } from '../../engine/time/london.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { markTranscriptionChecked } from '../helpers/medication.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;

/** A regular dose due `minutesAgo` minutes ago (London wall-clock time), to the minute. */
function slot(minutesAgo: number) {
  const at = new Date(Math.floor((Date.now() - minutesAgo * 60_000) / 60_000) * 60_000);
  const l = toLocal(at);
  return { at: at.toISOString(), time: `${pad(l.hour)}:${pad(l.minute)}`, day: londonDate(at) };
}
const medicine = (over: Record<string, unknown>) => ({
  name: 'Sertraline 50 mg tablets',
  form: 'tablet',
  strength: '50 mg',
  dose: '1 tablet',
  doseQuantity: 1,
  stockUnit: 'tablet',
  route: 'oral',
  regularity: 'regular',
  ...over,
});

describe.each(DRIVERS)('medication on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let staff: Client, alex: Client, manager: Client, director: Client;
  let ypId: string;
  const prescribe = async (data: Record<string, unknown>) => {
    const r = await staff.post('/api/records/medication', { youngPersonId: ypId, data });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    await markTranscriptionChecked(server, r.body.id);
    return r.body.id as string;
  };
  const del = async (c: { cookie: string }, url: string) => {
    const res = await server.app.inject({ method: 'DELETE', url, headers: { cookie: c.cookie } });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  const toggles = (t: Record<string, boolean>) => director.put('/api/settings/organisation', { toggles: t });

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [staff, alex, manager, director] = await Promise.all(
      ['staff.oak@demo.care', 'alex.oak@demo.care', 'manager.oak@demo.care', 'director@demo.care'].map((e) =>
        clientFor(server, e),
      ),
    );
    ypId = people.oakYps[2].id;
    expect((await toggles({ mar: true, medicationInventory: true })).status).toBe(200);
    // allergies first: no dose is given before the allergy status is recorded (a test of its own below)
    const hp = await staff.post('/api/records/health-profile', {
      youngPersonId: ypId,
      data: { updatedOn: londonDate(new Date()), noKnownAllergies: true },
    });
    expect(hp.status, JSON.stringify(hp.body)).toBe(201);
  });
  afterAll(() => server?.close());

  it('the MAR and the inventory are refused while their toggles are off, and open when turned on', async () => {
    expect((await toggles({ mar: false, medicationInventory: false })).status).toBe(200);
    const mar = await staff.get(`/api/young-people/${ypId}/mar`);
    expect(mar.status).toBe(403);
    expect(mar.body.detail).toMatch(/MAR is turned off.*"mar"/);
    expect((await staff.get(`/api/young-people/${ypId}/medication-stock`)).body.detail).toMatch(
      /"medicationInventory"/,
    );
    expect((await staff.get(`/api/homes/${people.oak.id}/medication-round`)).status).toBe(403);
    expect((await toggles({ mar: true, medicationInventory: true })).status).toBe(200);
    expect((await staff.get(`/api/young-people/${ypId}/mar`)).status).toBe(200);
    expect((await staff.get(`/api/young-people/${ypId}/medication-stock`)).status).toBe(200);
  });

  it('records a dose given once, confirmed by the password; the chart shows it completed with the initials', async () => {
    const s = slot(20);
    const id = await prescribe(medicine({ times: [s.time], start: addDays(s.day, -3) }));
    const before = (await staff.get(`/api/young-people/${ypId}/mar?from=${s.day}`)).body;
    expect(before.doses.find((d: { medicationId: string }) => d.medicationId === id)).toMatchObject({
      scheduledAt: s.at,
      status: 'unadministered',
      entry: null,
    });
    const wrong = await staff.post(`/api/young-people/${ypId}/mar/doses`, {
      medicationId: id,
      scheduledAt: s.at,
      outcome: 'given',
      password: 'not my password',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([{ path: '/password', message: 'does not match your password' }]);
    const notDue = await staff.post(`/api/young-people/${ypId}/mar/doses`, {
      medicationId: id,
      scheduledAt: new Date(Date.parse(s.at) + 60_000).toISOString(),
      outcome: 'given',
      password: DEMO_PASSWORD,
    });
    expect(notDue.status).toBe(422);
    expect(notDue.body.errors[0].path).toBe('/scheduledAt');
    const ok = await staff.post(`/api/young-people/${ypId}/mar/doses`, {
      medicationId: id,
      scheduledAt: s.at,
      outcome: 'given',
      password: DEMO_PASSWORD,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({
      outcome: 'given',
      code: 'ST',
      recordedByName: 'Sam Taylor',
      doseGiven: '1 tablet',
    });
    const after = (await staff.get(`/api/young-people/${ypId}/mar?from=${s.day}`)).body;
    expect(after.doses.find((d: { medicationId: string }) => d.medicationId === id)).toMatchObject({
      status: 'completed',
      entry: { id: ok.body.id },
    });
    const again = await alex.post(`/api/young-people/${ypId}/mar/doses`, {
      medicationId: id,
      scheduledAt: s.at,
      outcome: 'refused',
      reason: 'x',
      password: DEMO_PASSWORD,
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/already recorded by Sam Taylor/);
  });

  it('two staff recording the same dose at the same moment: exactly one succeeds, the other is told who did', async () => {
    const s = slot(25);
    const id = await prescribe(medicine({ name: 'Melatonin 2 mg', times: [s.time], start: addDays(s.day, -1) }));
    const body = { medicationId: id, scheduledAt: s.at, outcome: 'given', password: DEMO_PASSWORD };
    const results = await Promise.all([
      staff.post(`/api/young-people/${ypId}/mar/doses`, body),
      alex.post(`/api/young-people/${ypId}/mar/doses`, body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = results.find((r) => r.status === 201)!.body.recordedByName;
    expect(results.find((r) => r.status === 409)!.body.detail).toContain(`already recorded by ${winner}`);
    const [row] = await server.store.db.query<{ n: string }>(
      `select count(*) as n from mar_entries where medication_id = $1`,
      [id],
    );
    expect(Number(row.n)).toBe(1);
  });

  it('allergies first: no dose given while the allergy status is not recorded; a refusal is still recorded', async () => {
    const unknown = [];
    for (const y of people.oakYps.filter((x) => x.id !== ypId)) {
      const m = (await staff.get(`/api/young-people/${y.id}/mar`)).body;
      if (m.allergyStatus === 'not_recorded') unknown.push(y.id);
    }
    const yp = unknown[0];
    expect(yp, 'an Oak House young person with no allergy status').toBeTruthy();
    const s = slot(35);
    const r = slot(40);
    const rx = await staff.post('/api/records/medication', {
      youngPersonId: yp,
      data: medicine({ name: 'Amoxicillin 250 mg capsules', times: [s.time, r.time], start: r.day }),
    });
    expect(rx.status).toBe(201);
    await markTranscriptionChecked(server, rx.body.id);
    const dose = (outcome: string, extra: Record<string, unknown> = {}) =>
      staff.post(`/api/young-people/${yp}/mar/doses`, {
        medicationId: rx.body.id,
        scheduledAt: s.at,
        outcome,
        password: DEMO_PASSWORD,
        ...extra,
      });
    const refusedGiven = await dose('given');
    expect(refusedGiven.status).toBe(409);
    expect(refusedGiven.body.detail).toMatch(/Allergies are not recorded/);
    expect(refusedGiven.body.errors[0].path).toBe('/outcome');
    expect((await dose('self_administered')).status).toBe(409);
    const refused = await staff.post(`/api/young-people/${yp}/mar/doses`, {
      medicationId: rx.body.id,
      scheduledAt: r.at,
      outcome: 'refused',
      reason: 'Would not take it',
      password: DEMO_PASSWORD,
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(201);
    // a health profile that names no allergy and does not say "none known" is still "not recorded"
    const partial = await staff.post('/api/records/health-profile', {
      youngPersonId: yp,
      data: { updatedOn: s.day },
    });
    expect(partial.status).toBe(201);
    expect((await staff.get(`/api/young-people/${yp}/mar`)).body).toMatchObject({
      recorded: false,
      allergyStatus: 'not_recorded',
    });
    expect((await dose('given')).status).toBe(409);
    const [n] = await server.store.db.query<{ n: string }>(
      `select count(*) as n from mar_entries where medication_id = $1`,
      [rx.body.id],
    );
    expect(Number(n.n)).toBe(1);
    const listed = await staff.put(`/api/records/health-profile/${partial.body.id}`, {
      version: partial.body.version,
      data: { updatedOn: s.day, allergies: [{ allergen: 'Peanuts', severity: 'severe' }] },
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const ok = await dose('given');
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });

  it('exact doses: "1-2 tablets" given as 2 takes 2 from stock; half a tablet takes 0.5; the quantity is checked', async () => {
    const s = slot(45);
    const noQuantity = await staff.post('/api/records/medication', {
      youngPersonId: ypId,
      data: { ...medicine({ times: [s.time], start: s.day }), doseQuantity: undefined },
    });
    expect(noQuantity.status).toBe(422);
    expect(noQuantity.body.errors.map((e: { path: string }) => e.path)).toContain('/doseQuantity');
    const backwards = await staff.post('/api/records/medication', {
      youngPersonId: ypId,
      data: medicine({ times: [s.time], start: s.day, doseQuantity: 2, doseQuantityMax: 1 }),
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors[0].path).toBe('/doseQuantityMax');
    const range = await prescribe(
      medicine({
        name: 'Chlorphenamine 4 mg tablets',
        dose: '1–2 tablets',
        doseQuantity: 1,
        doseQuantityMax: 2,
        times: [s.time],
        start: s.day,
      }),
    );
    const half = await prescribe(
      medicine({
        name: 'Clonidine 50 microgram tablets',
        dose: 'half a tablet',
        doseQuantity: 0.5,
        times: [s.time],
        start: s.day,
      }),
    );
    for (const medicationId of [range, half]) {
      const r = await staff.post(`/api/young-people/${ypId}/medication-stock`, {
        medicationId,
        kind: 'received',
        quantity: 30,
        expiry: '2030-01-01',
        password: DEMO_PASSWORD,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    const give = (medicationId: string, quantity?: number) =>
      staff.post(`/api/young-people/${ypId}/mar/doses`, {
        medicationId,
        scheduledAt: s.at,
        outcome: 'given',
        password: DEMO_PASSWORD,
        ...(quantity === undefined ? {} : { quantity }),
      });
    const unsaid = await give(range);
    expect(unsaid.status).toBe(422);
    expect(unsaid.body.errors).toEqual([
      { path: '/quantity', message: 'is required: the dose is 1 to 2 tablets; say how many were given' },
    ]);
    const over = await give(range, 3);
    expect(over.body.errors).toEqual([{ path: '/quantity', message: 'must be from 1 to 2 tablets, as prescribed' }]);
    const two = await give(range, 2);
    expect(two.status, JSON.stringify(two.body)).toBe(201);
    expect(two.body).toMatchObject({ quantity: 2, doseGiven: '2 tablets' });
    const halfGiven = await give(half);
    expect(halfGiven.status, JSON.stringify(halfGiven.body)).toBe(201);
    expect(halfGiven.body).toMatchObject({ quantity: 0.5, doseGiven: '0.5 tablet' });
    // a prescription written before doses were numbers: nothing is read from its text, the quantity must be said
    const legacy = await prescribe(medicine({ name: 'Loratadine 10 mg tablets', times: [s.time], start: s.day }));
    await server.store.db.query(`update records set data = data - 'doseQuantity' where id = $1`, [legacy]);
    const legacyUnsaid = await give(legacy);
    expect(legacyUnsaid.status).toBe(422);
    expect(legacyUnsaid.body.errors[0]).toMatchObject({
      path: '/quantity',
      message: expect.stringMatching(/no dose quantity/),
    });
    expect((await give(legacy, 1)).status).toBe(201);
    const stock = (await staff.get(`/api/young-people/${ypId}/medication-stock`)).body.medicines;
    const balance = (id: string) => stock.find((m: { id: string }) => m.id === id).balance;
    expect([balance(range), balance(half)]).toEqual([28, 29.5]);
  });

  it('competency before "given": no course or assessment, only doses not given; a second checker for new staff', async () => {
    const [jordan, priya] = await Promise.all(
      ['staff.willow@demo.care', 'manager.willow@demo.care'].map((e) => clientFor(server, e)),
    );
    const jordanId = people.user('staff.willow@demo.care').id;
    const priyaId = people.user('manager.willow@demo.care').id;
    const yp = people.willowYp.id; // allergies recorded in the demo
    const s = slot(50);
    const r = slot(55);
    const made = await priya.post('/api/records/medication', {
      youngPersonId: yp,
      data: medicine({ name: 'Cetirizine 10 mg tablets', times: [s.time, r.time], start: r.day }),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await markTranscriptionChecked(server, made.body.id);
    const dose = (c: Client, at: string, outcome: string, extra: Record<string, unknown> = {}) =>
      c.post(`/api/young-people/${yp}/mar/doses`, {
        medicationId: made.body.id,
        scheduledAt: at,
        outcome,
        password: DEMO_PASSWORD,
        ...extra,
      });
    expect((await jordan.get(`/api/young-people/${yp}/mar`)).body.competency).toMatchObject({
      competent: false,
      missing: ['in-date medication course', 'signed observed competency assessment from the last 12 months'],
    });
    const refusedGiven = await dose(jordan, s.at, 'given');
    expect(refusedGiven.status).toBe(403);
    expect(refusedGiven.body.detail).toMatch(/no in-date medication course .* cannot record a dose as given/);
    expect((await dose(jordan, r.at, 'refused', { reason: 'Said no' })).status).toBe(201);
    // a course and an assessment: one naming Jordan as their own assessor is refused; Priya's, completed by her, counts
    const today = londonDate(new Date());
    const course = await priya.post('/api/records/training-record', {
      staffId: jordanId,
      data: { course: 'Medication', completedOn: today },
    });
    expect(course.status, JSON.stringify(course.body)).toBe(201);
    const assessment = (assessor: string) => ({
      staffId: jordanId,
      data: {
        assessedOn: today,
        assessor,
        observed: 'Morning round observed.',
        outcome: 'competent',
        needsSecondChecker: true,
      },
    });
    const own = await priya.post('/api/records/medication-competency', assessment(jordanId));
    expect(own.status).toBe(422);
    expect(own.body.errors[0].path).toBe('/assessor');
    const a = await priya.post('/api/records/medication-competency', assessment(priyaId));
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    // not counted until the assessor completes (signs) it
    expect((await dose(jordan, s.at, 'given')).status).toBe(403);
    // completing is the assessor's signature: Priya cannot complete one naming the director as its assessor
    const other = await priya.post(
      '/api/records/medication-competency',
      assessment(people.user('director@demo.care').id),
    );
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    const notTheirs = await priya.post(`/api/records/medication-competency/${other.body.id}/actions/submit`, {
      version: other.body.version,
    });
    expect(notTheirs.status, JSON.stringify(notTheirs.body)).toBe(403);
    expect(notTheirs.body.detail).toMatch(/Only the assessor/);
    const signed = await priya.post(`/api/records/medication-competency/${a.body.id}/actions/submit`, {
      version: a.body.version,
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect((await jordan.get(`/api/young-people/${yp}/mar`)).body.competency).toMatchObject({
      competent: true,
      needsSecondChecker: true,
    });
    const alone = await dose(jordan, s.at, 'given');
    expect(alone.status).toBe(422);
    expect(alone.body.errors).toEqual([
      { path: '/witness', message: 'is required: your doses given are checked by a second person' },
    ]);
    const checked = await dose(jordan, s.at, 'given', { witness: { userId: priyaId, password: DEMO_PASSWORD } });
    expect(checked.status, JSON.stringify(checked.body)).toBe(201);
    expect(checked.body).toMatchObject({ recordedByName: 'Jordan Lee', witnessName: 'Priya Shah' });
  });

  it('a dose not given needs a reason; nothing is recorded without it', async () => {
    const s = slot(30);
    const id = await prescribe(medicine({ name: 'Omeprazole 20 mg', times: [s.time], start: s.day }));
    const bad = await staff.post(`/api/young-people/${ypId}/mar/doses`, {
      medicationId: id,
      scheduledAt: s.at,
      outcome: 'refused',
      password: DEMO_PASSWORD,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ path: '/reason', message: 'is required when the dose is not given' }]);
    const ok = await staff.post(`/api/young-people/${ypId}/mar/doses`, {
      medicationId: id,
      scheduledAt: s.at,
      outcome: 'refused',
      reason: 'Said it makes them feel sick',
      password: DEMO_PASSWORD,
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ code: 'R', reason: 'Said it makes them feel sick', quantity: null });
  });

  it('PRN: why it was given, the minimum interval enforced with a clear reason, and its effect recorded once', async () => {
    const id = await prescribe(
      medicine({
        name: 'Paracetamol 500 mg',
        regularity: 'prn',
        prn: { indication: 'Headache', minIntervalHours: 4, maxDosesIn24h: 4 },
        start: '2026-01-01',
      }),
    );
    const noWhy = await staff.post(`/api/young-people/${ypId}/mar/doses`, {
      medicationId: id,
      outcome: 'given',
      password: DEMO_PASSWORD,
    });
    expect(noWhy.status).toBe(422);
    expect(noWhy.body.errors[0].path).toBe('/prnReason');
    const first = await staff.post(`/api/young-people/${ypId}/mar/doses`, {
      medicationId: id,
      outcome: 'given',
      prnReason: 'Headache after school',
      password: DEMO_PASSWORD,
    });
    expect(first.status).toBe(201);
    expect(first.body.effectDue).not.toBeNull();
    const soon = await alex.post(`/api/young-people/${ypId}/mar/doses`, {
      medicationId: id,
      outcome: 'given',
      prnReason: 'Still has a headache',
      password: DEMO_PASSWORD,
    });
    expect(soon.status).toBe(409);
    expect(soon.body.detail).toMatch(/Too soon: .*at least 4 hours must pass between doses \(next from /);
    expect(
      (await staff.post(`/api/mar/doses/${first.body.id}/effect`, { effect: 'Headache gone within the hour' })).status,
    ).toBe(200);
    expect((await alex.post(`/api/mar/doses/${first.body.id}/effect`, { effect: 'again' })).status).toBe(409);
    const mar = (await staff.get(`/api/young-people/${ypId}/mar`)).body;
    expect(mar.prnDoses.find((e: { id: string }) => e.id === first.body.id)).toMatchObject({
      prnReason: 'Headache after school',
      effect: 'Headache gone within the hour',
    });
  });

  it('a controlled drug needs a second member of staff as witness, confirmed by their password; the CD register has both', async () => {
    const s = slot(15);
    const id = await prescribe(
      medicine({ name: 'Methylphenidate 18 mg', times: [s.time], start: s.day, controlled: true, cdSchedule: '2' }),
    );
    const alexId = people.user('alex.oak@demo.care').id;
    const receive = {
      medicationId: id,
      kind: 'received',
      quantity: 28,
      batch: 'B123',
      expiry: '2027-06-30',
      password: DEMO_PASSWORD,
    };
    expect((await staff.post(`/api/young-people/${ypId}/medication-stock`, receive)).body.errors[0].path).toBe(
      '/witness',
    );
    expect(
      (
        await staff.post(`/api/young-people/${ypId}/medication-stock`, {
          ...receive,
          witness: { userId: alexId, password: DEMO_PASSWORD },
        })
      ).status,
    ).toBe(201);
    const dose = { medicationId: id, scheduledAt: s.at, outcome: 'given', password: DEMO_PASSWORD };
    const none = await staff.post(`/api/young-people/${ypId}/mar/doses`, dose);
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual([{ path: '/witness', message: 'is required for a controlled drug' }]);
    const self = await staff.post(`/api/young-people/${ypId}/mar/doses`, {
      ...dose,
      witness: { userId: people.user('staff.oak@demo.care').id, password: DEMO_PASSWORD },
    });
    expect(self.body.errors[0].path).toBe('/witness/userId');
    const other = await staff.post(`/api/young-people/${ypId}/mar/doses`, {
      ...dose,
      witness: { userId: people.user('staff.willow@demo.care').id, password: DEMO_PASSWORD },
    });
    expect(other.body.errors[0].path).toBe('/witness/userId');
    const wrongPw = await staff.post(`/api/young-people/${ypId}/mar/doses`, {
      ...dose,
      witness: { userId: alexId, password: 'nope nope nope' },
    });
    expect(wrongPw.body.errors[0].path).toBe('/witness/password');
    const ok = await staff.post(`/api/young-people/${ypId}/mar/doses`, {
      ...dose,
      witness: { userId: alexId, password: DEMO_PASSWORD },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ witnessName: 'Alex Morgan', quantity: 1 });
    const register = (await staff.get(`/api/young-people/${ypId}/medication-stock/log?medicationId=${id}`)).body.moves;
    expect(
      register.map(
        (m: { kind: string; quantity: number; balanceAfter: number; byName: string; witnessName: string }) => [
          m.kind,
          m.quantity,
          m.balanceAfter,
          m.byName,
          m.witnessName,
        ],
      ),
    ).toEqual([
      ['given', -1, 27, 'Sam Taylor', 'Alex Morgan'],
      ['received', 28, 28, 'Sam Taylor', 'Alex Morgan'],
    ]);
  });

  it('stock never goes below nought: a dose or disposal larger than the balance is refused and nothing changes', async () => {
    const s1 = slot(40);
    const s2 = slot(35);
    const id = await prescribe(
      medicine({ name: 'Sertraline 100 mg', times: [s1.time, s2.time], start: addDays(s1.day, -1) }),
    );
    expect(
      (
        await staff.post(`/api/young-people/${ypId}/medication-stock`, {
          medicationId: id,
          kind: 'received',
          quantity: 1,
          expiry: '2027-01-31',
          password: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(201);
    const disposal = await staff.post(`/api/young-people/${ypId}/medication-stock`, {
      medicationId: id,
      kind: 'disposal',
      quantity: 5,
      password: DEMO_PASSWORD,
      witness: { userId: people.user('alex.oak@demo.care').id, password: DEMO_PASSWORD }, // a disposal is witnessed
    });
    expect(disposal.status).toBe(409);
    expect(disposal.body.detail).toMatch(/Only 1 in stock/);
    // two doses at once, each taking the last tablet: one is given, the other is refused with the balance
    const results = await Promise.all(
      [s1, s2].map((s, i) =>
        (i ? alex : staff).post(`/api/young-people/${ypId}/mar/doses`, {
          medicationId: id,
          scheduledAt: s.at,
          outcome: 'given',
          password: DEMO_PASSWORD,
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.detail).toMatch(/Only 0 in stock/);
    const stock = (await staff.get(`/api/young-people/${ypId}/medication-stock`)).body.medicines.find(
      (m: { id: string }) => m.id === id,
    );
    expect(stock).toMatchObject({ kept: true, balance: 0 });
    const [row] = await server.store.db.query<{ n: string }>(
      `select count(*) as n from mar_entries where medication_id = $1`,
      [id],
    );
    expect(Number(row.n)).toBe(1);
  });

  it("adjustments need a SPEC reason and a note; counts are a manager's and record the discrepancy", async () => {
    const id = await prescribe(
      medicine({
        name: 'Cetirizine 10 mg',
        regularity: 'prn',
        prn: { indication: 'Hay fever', minIntervalHours: 24, maxDosesIn24h: 1 },
        start: '2026-01-01',
      }),
    );
    expect(
      (
        await staff.post(`/api/young-people/${ypId}/medication-stock`, {
          medicationId: id,
          kind: 'received',
          quantity: 30,
          expiry: '2027-01-31',
          password: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(201);
    const noNote = await staff.post(`/api/young-people/${ypId}/medication-stock`, {
      medicationId: id,
      kind: 'adjustment',
      quantity: -1,
      password: DEMO_PASSWORD,
    });
    expect(noNote.status).toBe(422);
    expect(noNote.body.errors.map((e: { path: string }) => e.path)).toEqual(['/reason', '/note']);
    expect(
      (
        await staff.post(`/api/young-people/${ypId}/medication-stock`, {
          medicationId: id,
          kind: 'adjustment',
          quantity: -1,
          reason: 'nibbled',
          note: 'x',
          password: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(400);
    const adj = await staff.post(`/api/young-people/${ypId}/medication-stock`, {
      medicationId: id,
      kind: 'adjustment',
      quantity: -1,
      reason: 'spilled',
      note: 'Dropped down the sink',
      password: DEMO_PASSWORD,
    });
    expect(adj.status).toBe(201);
    expect(adj.body.balanceAfter).toBe(29);
    expect(
      (
        await staff.post(`/api/young-people/${ypId}/medication-stock`, {
          medicationId: id,
          kind: 'count',
          quantity: 28,
          password: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(403);
    const count = await manager.post(`/api/young-people/${ypId}/medication-stock`, {
      medicationId: id,
      kind: 'count',
      quantity: 28,
      password: DEMO_PASSWORD,
    });
    expect(count.status).toBe(201);
    expect(count.body).toMatchObject({ kind: 'count', counted: 28, balanceAfter: 29, discrepancy: -1 });
  });

  it("who may: staff of another home, HR and a young person's login are refused; another organisation gets 404", async () => {
    const willow = await clientFor(server, 'staff.willow@demo.care');
    const hr = await clientFor(server, 'hr@demo.care');
    for (const c of [willow, hr]) {
      expect((await c.get(`/api/young-people/${ypId}/mar`)).status).toBe(403);
      expect((await c.get(`/api/young-people/${ypId}/medication-stock`)).status).toBe(403);
      expect(
        (
          await c.post(`/api/young-people/${ypId}/mar/doses`, {
            medicationId: ypId,
            outcome: 'given',
            password: DEMO_PASSWORD,
          })
        ).status,
      ).toBe(403);
    }
    expect((await willow.get(`/api/homes/${people.oak.id}/medication-round`)).status).toBe(403);
    const other = await otherOrganisation(server);
    expect((await other.client.get(`/api/young-people/${ypId}/mar`)).status).toBe(404);
    // the health permission area narrows it per young person
    const samId = people.user('staff.oak@demo.care').id;
    await server.store.db.query(`update users set yp_overrides = $2 where id = $1`, [
      samId,
      JSON.stringify({ [ypId]: { health: 'read' } }),
    ]);
    await server.app.remembered.settled();
    const sam = await clientFor(server, 'staff.oak@demo.care');
    try {
      expect((await sam.get(`/api/young-people/${ypId}/mar`)).status).toBe(200);
      const refused = await sam.post(`/api/young-people/${ypId}/mar/doses`, {
        medicationId: ypId,
        outcome: 'given',
        password: DEMO_PASSWORD,
      });
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toMatch(/health records/);
    } finally {
      await server.store.db.query(`update users set yp_overrides = '{}' where id = $1`, [samId]);
      // a change by plain SQL reaches the API by notification: wait until it is heard, as the next test is Sam's
      await server.app.remembered.settled();
    }
  });

  it('bad input is a 4xx problem with the path', async () => {
    const r = await staff.post(`/api/young-people/${ypId}/mar/doses`, {
      medicationId: ypId,
      outcome: 'forgot',
      password: DEMO_PASSWORD,
    });
    expect(r.status).toBe(400);
    expect(r.headers['content-type']).toMatch(/problem\+json/);
    const notMine = await staff.post(`/api/young-people/${ypId}/mar/doses`, {
      medicationId: people.oakYps[0].id,
      outcome: 'given',
      password: DEMO_PASSWORD,
    });
    expect(notMine.status).toBe(422);
    expect(notMine.body.errors[0].path).toBe('/medicationId');
    expect((await staff.get(`/api/young-people/${ypId}/mar?from=2026-05-01&to=2026-04-01`)).status).toBe(422);
  });

  it("the home round lists every young person's due doses; the month exports as letter codes", async () => {
    const round = (await manager.get(`/api/homes/${people.oak.id}/medication-round`)).body;
    expect(round.doses.length).toBeGreaterThan(3);
    expect(
      round.doses.every((d: { youngPersonId: string }) =>
        round.youngPeople.some((y: { id: string }) => y.id === d.youngPersonId),
      ),
    ).toBe(true);
    const month = new Date().toISOString().slice(0, 7);
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/young-people/${ypId}/mar/export?month=${month}&reason=Checking`,
      headers: { cookie: staff.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    // each row says what the medicine is (strength, form, dose, route, instructions) beside its time and codes
    expect(res.body).toMatch(/Sertraline 50 mg tablets,50 mg,Tablet,1 tablet,By mouth,[^,]*,\d\d:\d\d,.*ST/);
    expect(res.body).toMatch(/PRN doses given: why and how it worked/);
    expect(res.body).toMatch(/R = Refused/);
    // the demo's medicines: allergies from the health profile wherever medication is, a CD register with a witness
    const jayden = people.oakYps.find((y) => y.firstName === 'Jayden')!;
    const mar = (await staff.get(`/api/young-people/${jayden.id}/mar`)).body;
    expect(mar.allergies.map((a: { allergen: string }) => a.allergen)).toEqual(['Penicillin']);
    expect((await staff.get(`/api/young-people/${jayden.id}/medication-stock`)).body.allergies[0].severity).toBe(
      'severe',
    );
  });

  it('a regular dose given past its window needs a reason; three refusals in a week ask the managers to tell the prescriber', async () => {
    const late = slot(95);
    const id = await prescribe(
      medicine({ name: 'Lamotrigine 25 mg tablets', times: [late.time], start: addDays(late.day, -3) }),
    );
    const dose = { medicationId: id, scheduledAt: late.at, outcome: 'given', password: DEMO_PASSWORD };
    const refused = await staff.post(`/api/young-people/${ypId}/mar/doses`, dose);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      {
        path: '/reason',
        message: expect.stringMatching(/^Given 9\d minutes after its time \(the window is 60\): say why\.$/),
      },
    ]);
    const given = await staff.post(`/api/young-people/${ypId}/mar/doses`, {
      ...dose,
      reason: 'Asleep after a late night; woke at 09:30, GP surgery said give it now',
    });
    expect(given.status, JSON.stringify(given.body)).toBe(201);
    expect(given.body.reason).toMatch(/^Asleep/);

    const s = slot(30);
    const daily = await prescribe(
      medicine({ name: 'Fluoxetine 10 mg tablets', times: [s.time], start: addDays(s.day, -5) }),
    );
    for (const daysAgo of [2, 1, 0]) {
      const r = await staff.post(`/api/young-people/${ypId}/mar/doses`, {
        medicationId: daily,
        scheduledAt: new Date(Date.parse(s.at) - daysAgo * 86_400_000).toISOString(),
        outcome: daysAgo === 1 ? 'omitted' : 'refused',
        reason: 'Said no',
        password: DEMO_PASSWORD,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    const alerts = (await manager.get('/api/alerts/mine?kind=task_overdue')).body;
    const titles = (alerts.items ?? alerts).map((a: { title: string }) => a.title);
    expect(titles).toContain('Fluoxetine 10 mg tablets refused or not given 3 times in 7 days: tell the prescriber');
  });

  it('a known Schedule 2 drug saved as not controlled is stopped at the field until ticked or explained', async () => {
    const s = slot(0);
    const elvanse = medicine({ name: 'Elvanse 30 mg capsules', times: [s.time], start: s.day });
    const stopped = await staff.post('/api/records/medication', { youngPersonId: ypId, data: elvanse });
    expect(stopped.status).toBe(422);
    expect(stopped.body.errors).toEqual([{ path: '/controlled', message: 'is required for a known Schedule 2 drug' }]);
    expect(stopped.body.detail).toMatch(/^Elvanse is lisdexamfetamine, a Schedule 2 controlled drug/);
    await prescribe({ ...elvanse, controlled: true, cdSchedule: '2' });
    await prescribe({
      ...elvanse,
      name: 'Oramorph 10 mg/5 ml oral solution',
      form: 'liquid',
      strength: '10 mg/5 ml',
      dose: '2.5 ml',
      doseQuantity: 2.5,
      stockUnit: 'ml',
      notControlledReason: 'Schedule 5 (CD No Register) on the label',
    });
  });

  it('the staff PIN: set with the password (not an obvious one), then it confirms doses and witnesses; reset by a manager; wrong tries are limited', async () => {
    const sam = people.user('staff.oak@demo.care').id;
    await server.store.db.query(`update users set date_of_birth = '1990-08-17' where id = $1`, [sam]);
    expect((await staff.get('/api/account/pin')).body).toEqual({ set: false, setAt: null });
    const setPin = (pin: string, currentPassword = DEMO_PASSWORD) =>
      staff.put('/api/account/pin', { currentPassword, pin });
    expect((await setPin('4826', 'not my password')).body.errors).toEqual([
      { path: '/currentPassword', message: 'does not match your password' },
    ]);
    for (const [pin, why] of [
      ['1234', 'run'],
      ['0000', 'repeated'],
      ['9876', 'run'],
      ['1708', 'date of birth'],
      ['12ab', '4 to 6 digits'],
      ['2580', 'guess'],
    ]) {
      const r = await setPin(pin);
      expect(r.status, pin).toBe(422);
      expect(r.body.errors[0].path).toBe('/pin');
      expect(r.body.errors[0].message).toContain(why);
    }
    const ok = await setPin('4826');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await staff.get('/api/account/pin')).body.set).toBe(true);
    const [row] = await server.store.db.query<{ pin_hash: string }>(`select pin_hash from users where id = $1`, [sam]);
    expect(row.pin_hash).toMatch(/^scrypt\$/);

    // the field becomes the PIN: the password no longer confirms Sam's dose; the PIN does
    const s = slot(45);
    const id = await prescribe(medicine({ name: 'Fluoxetine 20 mg', times: [s.time], start: s.day }));
    const dose = { medicationId: id, scheduledAt: s.at, outcome: 'given' };
    expect(
      (await staff.post(`/api/young-people/${ypId}/mar/doses`, { ...dose, password: DEMO_PASSWORD })).body.errors,
    ).toEqual([{ path: '/pin', message: 'is required: a PIN is set' }]);
    expect((await staff.post(`/api/young-people/${ypId}/mar/doses`, { ...dose, pin: '4827' })).body.errors).toEqual([
      { path: '/pin', message: 'does not match your PIN' },
    ]);
    expect((await staff.post(`/api/young-people/${ypId}/mar/doses`, { ...dose, pin: '48a6' })).status).toBe(400);
    const given = await staff.post(`/api/young-people/${ypId}/mar/doses`, { ...dose, pin: '4826' });
    expect(given.status, JSON.stringify(given.body)).toBe(201);
    expect(given.body).toMatchObject({ confirmedBy: 'pin', recordedByName: 'Sam Taylor' });
    expect(given.body.setPin).toBeUndefined();
    // Alex has no PIN: the password still confirms, and the answer says to set one; as a witness, Sam signs with the
    // PIN
    const cd = await prescribe(
      medicine({
        name: 'Dexamfetamine 5 mg',
        regularity: 'prn',
        prn: { indication: 'ADHD', minIntervalHours: 4, maxDosesIn24h: 2 },
        start: s.day,
        controlled: true,
        cdSchedule: '2',
      }),
    );
    const byAlex = await alex.post(`/api/young-people/${ypId}/mar/doses`, {
      medicationId: cd,
      outcome: 'given',
      prnReason: 'Before school',
      pin: '4826',
      witness: { userId: sam, password: DEMO_PASSWORD },
    });
    expect(byAlex.body.errors).toEqual([
      { path: '/password', message: 'no PIN is set yet: confirm with the password (and set a PIN in the profile)' },
    ]);
    const wPw = await alex.post(`/api/young-people/${ypId}/mar/doses`, {
      medicationId: cd,
      outcome: 'given',
      prnReason: 'Before school',
      password: DEMO_PASSWORD,
      witness: { userId: sam, password: DEMO_PASSWORD },
    });
    expect(wPw.body.errors).toEqual([{ path: '/witness/pin', message: 'is required: a PIN is set' }]);
    const witnessed = await alex.post(`/api/young-people/${ypId}/mar/doses`, {
      medicationId: cd,
      outcome: 'given',
      prnReason: 'Before school',
      password: DEMO_PASSWORD,
      witness: { userId: sam, pin: '4826' },
    });
    expect(witnessed.status, JSON.stringify(witnessed.body)).toBe(201);
    expect(witnessed.body).toMatchObject({ confirmedBy: 'password', witnessName: 'Sam Taylor' });
    expect(witnessed.body.setPin).toMatch(/set a staff PIN/);

    // reset: not by a colleague, not by another home's manager, not across organisations; by the manager, audited
    const willowManager = await clientFor(server, 'manager.willow@demo.care');
    expect((await del(alex, `/api/staff/${sam}/pin`)).status).toBe(403);
    expect((await del(willowManager, `/api/staff/${sam}/pin`)).status).toBe(403);
    expect((await willowManager.get(`/api/staff/${sam}/pin`)).status).toBe(403);
    expect((await del((await otherOrganisation(server)).client, `/api/staff/${sam}/pin`)).status).toBe(404);
    expect((await manager.get(`/api/staff/${sam}/pin`)).body.set).toBe(true);
    expect((await del(manager, `/api/staff/${sam}/pin`)).status).toBe(204);
    expect((await staff.get('/api/account/pin')).body.set).toBe(false);
    const [audit] = await server.store.db.query<{ n: string }>(
      `select count(*) as n from activity_audit where action = 'pin.reset' and entity_id = $1`,
      [sam],
    );
    expect(Number(audit.n)).toBe(1);
    expect((await del(await clientFor(server, 'hr@demo.care'), `/api/staff/${sam}/pin`)).status).toBe(204);

    // five wrong tries, then even the right password waits
    const priya = await clientFor(server, 'manager.willow@demo.care');
    for (let i = 0; i < 5; i++)
      expect((await priya.put('/api/account/pin', { currentPassword: `wrong ${i}`, pin: '4826' })).status).toBe(422);
    const locked = await priya.put('/api/account/pin', { currentPassword: DEMO_PASSWORD, pin: '4826' });
    expect(locked.status).toBe(429);
    expect(locked.body.detail).toMatch(/Too many wrong tries/);
  });

  it("the medical inventory: the home's first aid and homely remedies, cyp area, with checks; bad input at the field; others refused", async () => {
    const item = {
      item: 'Antihistamine (cetirizine 10 mg, 7)',
      itemKind: 'homely_remedy',
      quantity: 1,
      location: 'Medicines cabinet, office',
      expiry: '2027-05-31',
      lastCheckedOn: '2026-11-01',
      checks: [{ checkedOn: '2026-11-01', quantityFound: 1, inDate: true, findings: 'Present and in date.' }],
      stockUnit: 'tablet',
      route: 'oral',
      indication: 'Hay fever or an itchy rash',
      doseBands: [{ fromAge: 12, toAge: 18, doseQuantity: 1 }],
      minIntervalHours: 24,
      maxDosesIn24h: 1,
      maxDays: 3,
      agreedBy: 'Boots pharmacist, Roundhay Road',
      agreedByRole: 'pharmacist',
      agreedOn: '2026-10-01',
    };
    // a homely remedy without its protocol (the dose by age, who agreed it) is refused at the field
    const bare = await staff.post('/api/records/medical-inventory', {
      homeId: people.oak.id,
      data: { ...item, doseBands: undefined, agreedOn: undefined },
    });
    expect(bare.status).toBe(422);
    expect(bare.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['/agreedOn', '/doseBands']);
    const made = await staff.post('/api/records/medical-inventory', { homeId: people.oak.id, data: item });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const list = await manager.get(`/api/records/medical-inventory?home=${people.oak.id}`);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain('Antihistamine');
    const bad = await staff.post('/api/records/medical-inventory', {
      homeId: people.oak.id,
      data: { ...item, itemKind: 'prescription' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('/itemKind');
    const willow = await clientFor(server, 'staff.willow@demo.care');
    expect([403, 404]).toContain((await willow.get(`/api/records/medical-inventory/${made.body.id}`)).status);
    expect(
      (await willow.post('/api/records/medical-inventory', { homeId: people.oak.id, data: item })).status,
    ).toBeGreaterThanOrEqual(403);
    const hr = await clientFor(server, 'hr@demo.care');
    expect([403, 404]).toContain((await hr.get(`/api/records/medical-inventory/${made.body.id}`)).status);
  });

  it('the mar chart (SPEC §9): doses given on time as a share, by week and by SPEC status, from the MAR itself; no count view; the medication read rule', async () => {
    const today = londonDate(new Date());
    const q = (extra: string) =>
      `/api/charts?metric=mar&level=home&home=${people.oak.id}&from=${addDays(today, -13)}&to=${today}&${extra}`;
    const trends = await manager.get(q('type=trends'));
    expect(trends.status, JSON.stringify(trends.body)).toBe(200);
    expect(trends.body).toMatchObject({ bucket: 'week', metric: { key: 'mar', unit: 'percent' } });
    expect(trends.body.total).toBeGreaterThan(0);
    expect(trends.body.value).toBeGreaterThan(0);
    expect(trends.body.value).toBeLessThanOrEqual(100);
    const status = (await manager.get(q('type=status'))).body;
    expect(status.rows.map((r: { key: string }) => r.key)).toEqual(['unadministered', 'overdue', 'completed']);
    expect(status.rows.reduce((n: number, r: { total: number }) => n + r.total, 0)).toBe(status.total);
    // the refusals above
    expect(status.rows.find((r: { key: string }) => r.key === 'unadministered').total).toBeGreaterThan(0);
    const byMedicine = (await manager.get(q('type=trends&groupBy=medicine'))).body;
    expect(byMedicine.categories.map((c: { label: string }) => c.label)).toContain('Sertraline 50 mg tablets');
    const regularity = (await manager.get(q('type=trends&groupBy=regularity'))).body;
    expect(regularity.categories.map((c: { label: string }) => c.label).sort()).toEqual([
      'Regular',
      'When required (PRN)',
    ]);
    expect((await manager.get(q('type=count'))).status).toBe(422);
    const yp = await manager.get(
      `/api/charts?metric=mar&level=yp&youngPerson=${ypId}&type=trends&groupBy=cyp&from=${addDays(today, -6)}&to=${today}`,
    );
    expect(yp.status, JSON.stringify(yp.body)).toBe(200);
    expect(yp.body.categories).toHaveLength(1);
    const willow = await clientFor(server, 'staff.willow@demo.care');
    expect([403, 404]).toContain((await willow.get(q('type=trends'))).status);
  });
});
