// The medication scan (DOMAIN §10) with injected time: an overdue dose tells the staff on shift, then the
// manager; a critical medicine missed or refused tells the manager at once; review dates warn 7 and 1 days before;
// a batch's expiry 30 days before; stock running short opens one "medication restock" task, closed by a receipt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFrom } from '../../engine/access/index.ts';
import { medicationService } from '../../engine/medication/service.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { medicationScan } from '../../workers/processors/medication.ts';
import { clientFor } from '../helpers/fixtures.ts';
import { markTranscriptionChecked } from '../helpers/medication.ts';
import { type Harness, harness } from './harness.ts';

const at = (iso: string) => new Date(iso); // February: London is on GMT, so these are London times too

describe('the medication scan', () => {
  let h: Harness;
  let ypId: string;
  let medId: string;
  const scanAt = (iso: string) => {
    h.clock.now = at(iso);
    return medicationScan(h.deps);
  };
  const alerts = async (like: string) =>
    h.server.store.db.query<{ natural_key: string; title: string; recipients: string[] }>(
      `select a.natural_key, a.title, array(select r.user_id::text from alert_recipients r where r.alert_id = a.id order by 1) as recipients
       from alerts a where a.natural_key like $1 order by a.created_at, a.natural_key`,
      [like],
    );
  const id = (email: string) => h.people.user(email).id;
  const service = () => medicationService({ store: h.server.store });
  /** The home's managers (the director is one of Oak's), sorted as the query sorts them. */
  const managers = async () => (await h.server.store.forOrg(h.people.orgId).people.managersOf(h.people.oak.id)).sort();
  const caller = async (email: string) =>
    callerFrom((await h.server.store.forOrg(h.people.orgId).people.user(id(email)))!);

  beforeAll(async () => {
    h = await harness(at('2027-02-10T07:00:00Z'));
    const director = await clientFor(h.server, 'director@demo.care');
    expect(
      (await director.put('/api/settings/organisation', { toggles: { mar: true, medicationInventory: true } })).status,
    ).toBe(200);
    ypId = h.people.oakYps[1].id;
    const staff = await clientFor(h.server, 'staff.oak@demo.care');
    const made = await staff.post('/api/records/medication', {
      youngPersonId: ypId,
      data: {
        name: 'Levetiracetam 250 mg tablets',
        form: 'tablet',
        strength: '250 mg',
        dose: '1 tablet',
        doseQuantity: 1,
        stockUnit: 'tablet',
        route: 'oral',
        regularity: 'regular',
        times: ['08:00'],
        start: '2027-02-01',
        reviewDate: '2027-02-17',
        critical: true,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    medId = made.body.id;
    await markTranscriptionChecked(h.server, medId);
  });
  afterAll(() => h?.close());

  it('a dose not recorded within the window: the staff who may record it, then the managers; once each', async () => {
    const key = `mar_overdue:${medId}:2027-02-10T08:00:00.000Z`;
    // a time-critical medicine's window is 30 minutes (decision 0602): overdue after 08:30, the manager after 09:00
    await scanAt('2027-02-10T08:29:00Z');
    expect(await alerts(`mar_overdue%:${medId}:2027-02-10%`)).toEqual([]);
    await scanAt('2027-02-10T08:31:00Z');
    const [first] = await alerts(`mar_overdue%:${medId}:2027-02-10%`);
    expect(first.natural_key).toBe(key);
    expect(first.title).toMatch(/^Overdue dose: Levetiracetam 250 mg tablets for .*, due 10 Feb, 08:00$/);
    // the home's staff who may record medicines (Sam, Alex), and the managers at once as it is a critical medicine; not
    // Willow staff
    expect(first.recipients).toEqual(
      expect.arrayContaining([id('staff.oak@demo.care'), id('alex.oak@demo.care'), id('manager.oak@demo.care')]),
    );
    expect(first.recipients).not.toContain(id('staff.willow@demo.care'));
    await scanAt('2027-02-10T08:59:00Z');
    expect(await alerts(`mar_overdue%:${medId}:2027-02-10%`)).toHaveLength(1);
    await scanAt('2027-02-10T09:01:00Z');
    const both = await alerts(`mar_overdue%:${medId}:2027-02-10%`);
    expect(both.map((a) => a.natural_key)).toEqual([key, `mar_overdue_manager:${medId}:2027-02-10T08:00:00.000Z`]);
    expect(both[1].recipients).toEqual(await managers());
  });

  it('a critical medicine refused: the managers are told as it is recorded, and the scan raises it no second time', async () => {
    const entry = await service().recordDose(
      await caller('staff.oak@demo.care'),
      ypId,
      {
        medicationId: medId,
        scheduledAt: '2027-02-11T08:00:00.000Z',
        outcome: 'refused',
        reason: 'Said they felt sick',
        password: DEMO_PASSWORD,
      },
      at('2027-02-11T08:10:00Z'),
    );
    const [critical] = await alerts(`mar_critical:${entry.id}`);
    expect(critical.title).toMatch(/^Critical medicine refused: Levetiracetam/);
    expect(critical.recipients).toEqual(await managers());
    const scan = await scanAt('2027-02-11T08:20:00Z');
    expect(scan.critical).toBe(0);
    expect(await alerts(`mar_overdue%:${medId}:2027-02-11%`)).toEqual([]); // recorded (as refused): not overdue
  });

  it('the review date warns 7 and 1 days before, once each (the scans above, on the 10th, were 7 days before)', async () => {
    await scanAt('2027-02-10T12:00:00Z');
    await scanAt('2027-02-12T12:00:00Z');
    expect((await alerts(`medication_review:${medId}:%`)).map((a) => a.natural_key)).toEqual([
      `medication_review:${medId}:2027-02-17:7`,
    ]);
    await scanAt('2027-02-16T12:00:00Z');
    expect((await alerts(`medication_review:${medId}:%`)).map((a) => a.natural_key)).toEqual([
      `medication_review:${medId}:2027-02-17:7`,
      `medication_review:${medId}:2027-02-17:1`,
    ]);
  });

  it('stock running short opens one restock task; the next receipt closes it; a batch expiring warns', async () => {
    const sam = await caller('staff.oak@demo.care');
    await service().moveStock(sam, ypId, {
      medicationId: medId,
      kind: 'received',
      quantity: 3,
      batch: 'LV1',
      expiry: '2027-03-20',
      password: DEMO_PASSWORD,
    });
    const open = async () =>
      await h.server.store.db.query<{ natural_key: string; status: string; type: string }>(
        `select natural_key, status, type from tasks where natural_key like $1 order by created_at`,
        [`medication_restock:${medId}:%`],
      );
    const first = await scanAt('2027-02-20T12:00:00Z');
    expect(first.restockOpened).toBe(1);
    await scanAt('2027-02-20T12:05:00Z');
    expect((await open()).map((t) => [t.status, t.type])).toEqual([['not_complete', 'medication restock']]);
    // 28 days before the batch's expiry: the 30-day warning
    expect((await alerts(`medication_batch_expiry:%`)).map((a) => a.natural_key.split(':').pop())).toEqual(['30']);
    await service().moveStock(sam, ypId, {
      medicationId: medId,
      kind: 'received',
      quantity: 28,
      batch: 'LV2',
      expiry: '2027-12-31',
      password: DEMO_PASSWORD,
    });
    const after = await scanAt('2027-02-20T12:10:00Z');
    expect(after).toMatchObject({ restockOpened: 0, restockClosed: 1 });
    expect((await open()).map((t) => t.status)).toEqual(['completed']);
  });
});
