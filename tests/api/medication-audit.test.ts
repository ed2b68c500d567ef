// The monthly medication audit on PostgreSQL (decision 0960): the month's figures it starts from, the score worked
// out on save whatever the client sends, and completing it (the registered manager's sign-off).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, londonDate } from '../../engine/time/london.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { markTranscriptionChecked } from '../helpers/medication.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;

describe('medication audit', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let manager: Client, director: Client, willowStaff: Client;
  const month = londonDate(new Date()).slice(0, 7);

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    [manager, director, willowStaff] = await Promise.all(
      ['manager.oak@demo.care', 'director@demo.care', 'staff.willow@demo.care'].map((e) => clientFor(server, e)),
    );
    expect((await director.put('/api/settings/organisation', { toggles: { mar: true } })).status).toBe(200);
  });
  afterAll(async () => server?.close());

  it("starts from the month's records: PRN doses, the CD balance checks, temperature readings", async () => {
    const res = await manager.get(`/api/homes/${people.oak.id}/medication-audit/start?month=${month}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ homeId: people.oak.id, month, periodFrom: `${month}-01` });
    const d = res.body.data;
    expect(d.signatures.gapsFound).toBeGreaterThanOrEqual(0);
    expect(d.prn.given).toBeGreaterThan(0);
    expect(d.controlledDrugs.held).toBe(true);
    expect(d.controlledDrugs.balanceChecks).toBeGreaterThan(0);
    expect(d.storage.readings).toBeGreaterThan(0);
    expect(d.storage.outOfRange).toBeGreaterThanOrEqual(0);
  });

  it('a month not begun is refused at /month; a home whose MARs the caller may not read is refused', async () => {
    const next = await manager.get(`/api/homes/${people.oak.id}/medication-audit/start?month=2099-01`);
    expect(next.status).toBe(422);
    expect(next.headers['content-type']).toMatch(/problem\+json/);
    expect(next.body.errors[0].path).toBe('/month');
    expect((await willowStaff.get(`/api/homes/${people.oak.id}/medication-audit/start?month=${month}`)).status).toBe(
      403,
    );
  });

  it('the score is worked out on save, not taken from the client; the registered manager completes it', async () => {
    const data = {
      auditedOn: londonDate(new Date()),
      periodFrom: `${month}-01`,
      periodTo: londonDate(new Date()),
      auditedBy: people.user('manager.oak@demo.care').id,
      sample: [{ youngPerson: people.oakYp.id, weekFrom: `${month}-02`, findings: 'All signed.' }],
      signatures: { gapsFound: 0 },
      prn: { given: 0 },
      controlledDrugs: { held: false },
      stock: { matchesMar: true, outOfDateFound: false },
      storage: { daysWithoutReading: 0, outOfRange: 0, cupboardsLocked: false },
      score: 100,
    };
    const made = await director.post('/api/records/medication-audit', { homeId: people.oak.id, data });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // seven checks apply (no PRN given, no controlled drugs held); the cupboards were not locked
    expect(made.body.data).toMatchObject({ score: 86, checksMet: 6, checksApplicable: 7 });

    // completing it is the registered manager's sign-off: the director who started it may not
    const byDirector = await director.post(`/api/records/medication-audit/${made.body.id}/actions/submit`, {
      version: made.body.version,
    });
    expect(byDirector.status, JSON.stringify(byDirector.body)).toBe(403);
    expect(byDirector.body.detail).toMatch(/registered manager/);
    // the registered manager completes it (their sign-off)
    const byManager = await manager.post(`/api/records/medication-audit/${made.body.id}/actions/submit`, {
      version: made.body.version,
    });
    expect(byManager.status, JSON.stringify(byManager.body)).toBe(200);
    expect(byManager.body.status).toBe('complete');
  });

  it('a young person who left mid-month is in the figures for the days they lived here, not after', async () => {
    // last month: she moved in on the 1st and left on the 10th
    const last = addMonths(`${month}-01`, -1).slice(0, 7);
    const lastDay = addDays(`${month}-01`, -1);
    const leftDay = `${last}-10`;
    const ypId = await server.store.forOrg(people.orgId).people.addYoungPerson({
      homeId: people.oak.id,
      firstName: 'Leah',
      lastName: 'Moved',
      moveInDate: `${last}-01`,
    });
    const start = async () =>
      (await manager.get(`/api/homes/${people.oak.id}/medication-audit/start?month=${last}`)).body.data;
    expect(
      (
        await manager.post('/api/records/health-profile', {
          youngPersonId: ypId,
          data: { updatedOn: `${last}-01`, noKnownAllergies: true },
        })
      ).status,
    ).toBe(201);
    const prescribe = async (data: Record<string, unknown>) => {
      const made = await manager.post('/api/records/medication', {
        youngPersonId: ypId,
        data: { form: 'tablet', strength: '10 mg', route: 'oral', start: `${last}-01`, stockUnit: 'tablet', ...data },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      await markTranscriptionChecked(server, made.body.id);
      return made.body.id as string;
    };
    // a daily tablet never recorded (a gap a day), and a PRN dose on the 2nd whose effect was never recorded
    await prescribe({
      name: 'Loratadine 10 mg tablets',
      dose: '1 tablet',
      doseQuantity: 1,
      regularity: 'regular',
      times: ['08:00'],
    });
    const prn = await prescribe({
      name: 'Ibuprofen 200 mg tablets',
      dose: '1 tablet',
      doseQuantity: 1,
      regularity: 'prn',
      prn: { indication: 'Pain', minIntervalHours: 6, maxDosesIn24h: 3 },
    });
    const received = await manager.post(`/api/young-people/${ypId}/medication-stock`, {
      medicationId: prn,
      kind: 'received',
      quantity: 10,
      expiry: '2027-10-31',
      password: DEMO_PASSWORD,
    });
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    const dose = await manager.post(`/api/young-people/${ypId}/mar/doses`, {
      medicationId: prn,
      outcome: 'given',
      givenAt: `${last}-02T15:00:00.000Z`,
      quantity: 1,
      prnReason: 'Sprained wrist',
      password: DEMO_PASSWORD,
    });
    expect(dose.status, JSON.stringify(dose.body)).toBe(201);
    const living = await start();
    // her gaps from the day she left on: unrecorded doses then fell due after she went
    const mar = (await manager.get(`/api/young-people/${ypId}/mar?from=${last}-01&to=${lastDay}`)).body as {
      doses: { scheduledAt: string; status: string | null; entry: unknown }[];
    };
    const overdue = mar.doses.filter((d) => d.status === 'overdue' && !d.entry);
    const afterLeaving = overdue.filter((d) => londonDate(new Date(d.scheduledAt)) >= leftDay).length;
    expect(overdue.length - afterLeaving).toBeGreaterThan(0);

    // she leaves: archived on the day she went
    await server.store.db.query(`update young_people set archived_at = $2 where id = $1`, [
      ypId,
      `${leftDay}T12:00:00Z`,
    ]);
    const left = await start();
    expect(left.signatures.gapsFound).toBe(living.signatures.gapsFound - afterLeaving);
    expect(left.prn).toEqual(living.prn);
  });
});
