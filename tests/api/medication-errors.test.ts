// Medication errors and near misses (decision 0600): opened from a MAR entry (which names the medicine), refused when
// the entry is another young person's, the home's managers alerted at once, the investigation a duty, and the
// manager's "notify Ofsted" decision starting the notification duty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncDeadlines } from '../../engine/deadlines/sync.ts';
import { addDays, londonDate, pad, toLocal } from '../../engine/time/london.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { markTranscriptionChecked } from '../helpers/medication.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;

describe('medication errors and near misses', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let staff: Client, manager: Client, director: Client;
  let ypId: string, otherYpId: string, medicationId: string, entryId: string, otherEntryId: string;

  const prescribeAndOmit = async (yp: string) => {
    const at = new Date(Math.floor((Date.now() - 20 * 60_000) / 60_000) * 60_000);
    const l = toLocal(at);
    const rx = await staff.post('/api/records/medication', {
      youngPersonId: yp,
      data: {
        name: 'Melatonin 2 mg tablets',
        form: 'tablet',
        strength: '2 mg',
        dose: '1 tablet',
        doseQuantity: 1,
        stockUnit: 'tablet',
        route: 'oral',
        regularity: 'regular',
        times: [`${pad(l.hour)}:${pad(l.minute)}`],
        start: addDays(londonDate(at), -2),
      },
    });
    expect(rx.status, JSON.stringify(rx.body)).toBe(201);
    await markTranscriptionChecked(server, rx.body.id);
    const dose = await staff.post(`/api/young-people/${yp}/mar/doses`, {
      medicationId: rx.body.id,
      scheduledAt: at.toISOString(),
      outcome: 'omitted',
      reason: 'Pack not found in the cupboard at the time',
      password: DEMO_PASSWORD,
    });
    expect(dose.status, JSON.stringify(dose.body)).toBe(201);
    return { medicationId: rx.body.id as string, entryId: dose.body.id as string };
  };
  const report = (over: Record<string, unknown> = {}) => ({
    occurredAt: new Date(Date.now() - 20 * 60_000).toISOString(),
    reach: 'error',
    errorType: ['omitted'],
    marEntry: entryId,
    whatHappened: 'The evening dose was missed: the pack had been put back in the wrong cupboard.',
    foundBy: people.user('staff.oak@demo.care').id,
    harm: 'none',
    immediateAction: 'Rang the pharmacist for advice; pack returned to the medicine cabinet.',
    ...over,
  });

  beforeAll(async () => {
    server = await startTestServer();
    people = await demoPeople(server);
    [staff, manager, director] = await Promise.all(
      ['staff.oak@demo.care', 'manager.oak@demo.care', 'director@demo.care'].map((e) => clientFor(server, e)),
    );
    ypId = people.oakYps[1].id;
    otherYpId = people.oakYps[2].id;
    expect((await director.put('/api/settings/organisation', { toggles: { mar: true } })).status).toBe(200);
    ({ medicationId, entryId } = await prescribeAndOmit(ypId));
    ({ entryId: otherEntryId } = await prescribeAndOmit(otherYpId));
  });
  afterAll(() => server?.close());

  it('opened from a MAR entry it names the medicine, alerts the managers at once and starts the investigation', async () => {
    const made = await staff.post('/api/records/medication-error', { youngPersonId: ypId, data: report() });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.medicine).toBe(medicationId);

    const alerts = (await manager.get('/api/alerts/mine?kind=medication_error')).body;
    const mine = (alerts.items ?? alerts).find((a: { recordId: string }) => a.recordId === made.body.id);
    expect(mine.title).toMatch(/^Medication error for .+: dose omitted$/);
    expect(mine.body).toMatch(/investigate within 7 days/);

    await syncDeadlines(server.store, people.orgId, made.body.id);
    const keys = (await server.store.forOrg(people.orgId).tasks.forRecord(made.body.id)).map((t) => t.naturalKey);
    expect(keys).toEqual(expect.arrayContaining([expect.stringMatching(/^duty:medication-error-investigation:/)]));
    expect(keys.some((k) => k?.startsWith('duty:medication-error-notify-ofsted:'))).toBe(false);
  });

  it("the manager's decision to notify Ofsted starts the notification duty", async () => {
    const made = await staff.post('/api/records/medication-error', {
      youngPersonId: ypId,
      data: report({ harm: 'potential', errorType: ['given_twice'], marEntry: undefined, medicine: medicationId }),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const decided = await manager.put(`/api/records/medication-error/${made.body.id}`, {
      version: made.body.version,
      data: {
        ...made.body.data,
        managerDecision: {
          ofstedNotifiable: true,
          reason: 'A double dose of a sedative; the GP asked us to watch him overnight.',
          decidedBy: people.user('manager.oak@demo.care').id,
          decidedAt: new Date().toISOString(),
        },
      },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    await syncDeadlines(server.store, people.orgId, made.body.id);
    const keys = (await server.store.forOrg(people.orgId).tasks.forRecord(made.body.id)).map((t) => t.naturalKey);
    expect(keys).toEqual(expect.arrayContaining([expect.stringMatching(/^duty:medication-error-notify-ofsted:/)]));
  });

  it('refuses a MAR entry of another young person, or one that does not exist, at the field; nothing saved', async () => {
    const before = (await manager.get(`/api/records/medication-error?youngPersonId=${ypId}`)).body;
    for (const marEntry of [otherEntryId, '00000000-0000-4000-8000-00000000beef']) {
      const r = await staff.post('/api/records/medication-error', { youngPersonId: ypId, data: report({ marEntry }) });
      expect(r.status).toBe(422);
      expect(r.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(r.body.errors).toEqual([{ path: '/marEntry', message: 'is not a dose of this young person' }]);
    }
    const after = (await manager.get(`/api/records/medication-error?youngPersonId=${ypId}`)).body;
    expect((after.items ?? after).length).toBe((before.items ?? before).length);
  });

  it('a stock count that does not match tells the managers, and an error opened from it names the medicine', async () => {
    const received = await staff.post(`/api/young-people/${ypId}/medication-stock`, {
      medicationId,
      kind: 'received',
      quantity: 28,
      expiry: addDays(londonDate(new Date()), 300),
      password: DEMO_PASSWORD,
    });
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    const counted = await manager.post(`/api/young-people/${ypId}/medication-stock`, {
      medicationId,
      kind: 'count',
      quantity: 27,
      password: DEMO_PASSWORD,
    });
    expect(counted.status, JSON.stringify(counted.body)).toBe(201);
    expect(counted.body.discrepancy).toBe(-1);
    const alerts = (await manager.get('/api/alerts/mine?kind=medication_error')).body;
    const told = (alerts.items ?? alerts).find((a: { title: string }) => a.title.startsWith('Stock count did not'));
    expect(told.title).toMatch(/^Stock count did not match: Melatonin 2 mg tablets for .+ \(1 tablet short\)$/);
    const matched = await manager.post(`/api/young-people/${ypId}/medication-stock`, {
      medicationId,
      kind: 'count',
      quantity: 28,
      password: DEMO_PASSWORD,
    });
    expect(matched.body.discrepancy).toBe(0);
    const made = await staff.post('/api/records/medication-error', {
      youngPersonId: ypId,
      data: report({ marEntry: undefined, stockMove: counted.body.id, errorType: ['stock_discrepancy'] }),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.medicine).toBe(medicationId);
  });

  it('actual harm cannot be submitted without the harm described and the advice sought', async () => {
    const made = await staff.post('/api/records/medication-error', {
      youngPersonId: ypId,
      data: report({ harm: 'actual', errorType: ['wrong_dose'] }),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const submit = await staff.post(`/api/records/medication-error/${made.body.id}/actions/submit`, {
      version: made.body.version,
    });
    expect(submit.status).toBe(422);
    const paths = submit.body.errors.map((e: { path: string }) => e.path);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((p: string) => ['/harmDetails', '/advice'].includes(p))).toBe(true);
    expect((await staff.get(`/api/records/medication-error/${made.body.id}`)).body.status).toBe('ongoing');
  });
});
