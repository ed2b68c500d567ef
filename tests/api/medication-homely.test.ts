// Homely remedies on PostgreSQL (decision 0890): the demo's remedies and consent; a dose given under the protocol
// comes off the remedy's stock as a new revision and shows on the MAR; a remedy duplicating an ingredient of a
// current prescription, one without consent, outside the age band, over the most in 24 hours or past the days
// before GP advice is refused and changes nothing; the effect once; others refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fromLocal, londonDate, parseYmd } from '../../engine/time/london.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;
type Remedy = { id: string; item: string; dose: string | null; stop: string | null; consentId: string | null };
const HOUR = 3_600_000;

describe('homely remedies', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let staff: Client, manager: Client;
  let ypId: string;
  const remedy = (over: Record<string, unknown>) => ({
    item: 'Cetirizine 10 mg tablets',
    itemKind: 'homely_remedy',
    quantity: 3,
    stockUnit: 'tablet',
    route: 'oral',
    location: 'Medicines cabinet, office',
    indication: 'Hay fever or an itchy rash',
    activeIngredients: ['cetirizine'],
    doseBands: [{ fromAge: 0, toAge: 25, doseQuantity: 1, dose: '1 tablet (10 mg)' }],
    minIntervalHours: 4,
    maxDosesIn24h: 2,
    maxDays: 2,
    agreedBy: 'Boots pharmacist, Roundhay Road',
    agreedByRole: 'pharmacist',
    agreedOn: addDays(londonDate(new Date()), -30),
    lastCheckedOn: londonDate(new Date()),
    ...over,
  });
  const make = async (data: Record<string, unknown>) => {
    const r = await staff.post('/api/records/medical-inventory', { homeId: people.oak.id, data });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id as string;
  };
  const give = (c: Client, body: Record<string, unknown>, yp = ypId) =>
    c.post(`/api/young-people/${yp}/mar/homely-doses`, { password: DEMO_PASSWORD, symptom: 'Itchy eyes', ...body });
  const dosesOf = async (itemId: string) =>
    (
      await server.store.db.query<{ n: number }>(
        `select count(*)::int as n from homely_remedy_doses where item_id = $1`,
        [itemId],
      )
    )[0].n;
  const stockOf = async (itemId: string) => {
    const r = await staff.get(`/api/records/medical-inventory/${itemId}`);
    return { quantity: r.body.data.quantity as number, version: r.body.version as number };
  };

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    [staff, manager] = await Promise.all(
      ['staff.oak@demo.care', 'manager.oak@demo.care'].map((e) => clientFor(server, e)),
    );
    // the Oak House young person the demo gave medicines and a homely remedy consent to
    const [row] = await server.store.db.query<{ young_person_id: string }>(
      `select young_person_id from records where kind = 'homely-remedy-consent' and home_id = $1 limit 1`,
      [people.oak.id],
    );
    ypId = row.young_person_id;
  });
  afterAll(() => server?.close());

  it("the demo: the paracetamol remedy is stopped (their PRN paracetamol holds it); yesterday's ibuprofen is on the MAR", async () => {
    const list = await staff.get(`/api/young-people/${ypId}/homely-remedies`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const byName = (n: string) => (list.body.remedies as Remedy[]).find((r) => r.item.startsWith(n))!;
    expect(byName('Paracetamol').stop).toMatch(/already holds paracetamol.*pharmacist, or call NHS 111/);
    expect(byName('Ibuprofen')).toMatchObject({ stop: null, consentId: expect.any(String) });
    const para = await give(staff, { itemId: byName('Paracetamol').id, symptom: 'Headache' });
    expect(para.status).toBe(409);
    expect(para.body.detail).toMatch(/Do not give Paracetamol 500 mg tablets: Paracetamol 500 mg tablets already/);
    expect(para.body.errors[0].path).toBe('/itemId');
    expect(await dosesOf(byName('Paracetamol').id)).toBe(0);

    const yesterday = addDays(londonDate(new Date()), -1);
    const mar = await staff.get(`/api/young-people/${ypId}/mar?from=${yesterday}&to=${londonDate(new Date())}`);
    expect(mar.body.homelyDoses).toEqual([
      expect.objectContaining({
        item: 'Ibuprofen 100 mg/5 ml oral suspension',
        // the remedy's strength and route, as a prescribed row shows them (the printed MAR)
        strength: '100 mg/5 ml',
        route: 'oral',
        doseGiven: '10 ml',
        symptom: 'Sprained ankle at football, swollen',
        effect: 'Less pain within the hour; ankle rested with ice',
        recordedByName: 'Sam Taylor',
        homely: true,
      }),
    ]);
  });

  it("a dose comes off the remedy's stock as a new revision; the most in 24 hours and the stock stop further doses", async () => {
    const id = await make(remedy({}));
    const offered = (await staff.get(`/api/young-people/${ypId}/homely-remedies`)).body.remedies as Remedy[];
    expect(offered.find((r) => r.id === id)).toMatchObject({ dose: '1 tablet (10 mg)', stop: null });

    expect((await give(staff, { itemId: id, symptom: '  ' })).body.errors).toEqual([
      { path: '/symptom', message: 'is required: why the remedy was given' },
    ]);
    const two = await give(staff, { itemId: id, quantity: 2 });
    expect(two.status).toBe(422);
    expect(two.body.errors[0].path).toBe('/quantity');

    const first = await give(staff, { itemId: id, givenAt: new Date(Date.now() - 10 * HOUR).toISOString() });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ quantity: 1, doseGiven: '1 tablet', balanceAfter: 2, homely: true });
    expect(await stockOf(id)).toEqual({ quantity: 2, version: 2 });
    const revisions = await staff.get(`/api/records/medical-inventory/${id}/revisions`);
    expect(JSON.stringify(revisions.body)).toContain('Homely remedy given: 1 tablet');

    const tooSoon = await give(staff, { itemId: id, givenAt: new Date(Date.now() - 8 * HOUR).toISOString() });
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.detail).toMatch(/Too soon/);
    expect((await give(staff, { itemId: id, givenAt: new Date(Date.now() - 5 * HOUR).toISOString() })).status).toBe(
      201,
    );
    const third = await give(staff, { itemId: id });
    expect(third.status).toBe(409);
    expect(third.body.detail).toMatch(/most in 24 hours is 2 doses/);
    expect(await stockOf(id)).toEqual({ quantity: 1, version: 3 });
    expect(await dosesOf(id)).toBe(2);

    // the effect, once
    const effect = await staff.post(`/api/mar/homely-doses/${first.body.id}/effect`, { effect: 'Eyes settled' });
    expect(effect.status, JSON.stringify(effect.body)).toBe(200);
    expect(effect.body.effect).toBe('Eyes settled');
    expect((await staff.post(`/api/mar/homely-doses/${first.body.id}/effect`, { effect: 'again' })).status).toBe(409);

    const empty = await make(remedy({ item: 'Loratadine 10 mg tablets', activeIngredients: [], quantity: 0.5 }));
    const none = await give(staff, { itemId: empty });
    expect(none.status).toBe(409);
    expect(none.body.detail).toMatch(/Only 0.5 tablet in stock/);
  });

  it('given on as many days running as the protocol allows, the next dose waits for GP advice', async () => {
    const id = await make(remedy({ item: 'Chlorphenamine 4 mg tablets', activeIngredients: [], maxDays: 2 }));
    // doses at noon on the two days before today, written as the service writes them
    const [{ user_id: by }] = await server.store.db.query<{ user_id: string }>(
      `select id as user_id from users where email = 'staff.oak@demo.care'`,
    );
    const [{ id: consentId }] = await server.store.db.query<{ id: string }>(
      `select id from records where kind = 'homely-remedy-consent' and young_person_id = $1`,
      [ypId],
    );
    for (const back of [2, 1]) {
      const at = fromLocal({ ...parseYmd(addDays(londonDate(new Date()), -back)), hour: 12, minute: 0 });
      await server.store.db.query(
        `insert into homely_remedy_doses (org_id, home_id, young_person_id, item_id, item_version, consent_id, given_at,
           quantity, dose_given, symptom, balance_after, recorded_by)
         values ($1, $2, $3, $4, 1, $5, $6, 1, '1 tablet', 'Hives', 2, $7)`,
        [people.orgId, people.oak.id, ypId, id, consentId, at, by],
      );
    }
    const third = await give(staff, { itemId: id });
    expect(third.status).toBe(409);
    expect(third.body.detail).toMatch(/given on 2 days running.*allows 2 before advice. Ask the GP/);
  });

  it('refused without consent, and for those who may not record this young person’s medicines', async () => {
    const id = await make(remedy({ item: 'Loperamide 2 mg capsules', activeIngredients: ['loperamide'] }));
    const other = people.oakYps.find((y) => y.id !== ypId)!.id;
    const unconsented = await give(staff, { itemId: id }, other);
    expect(unconsented.status).toBe(409);
    expect(unconsented.body.detail).toMatch(/No consent covers this homely remedy/);
    const willow = await clientFor(server, 'staff.willow@demo.care');
    expect([403, 404]).toContain((await give(willow, { itemId: id })).status);
    const hr = await clientFor(server, 'hr@demo.care');
    expect([403, 404]).toContain((await hr.get(`/api/young-people/${ypId}/homely-remedies`)).status);
    // a remedy of another home is not this young person's to be given
    const willowItem = await server.store.db.query<{ id: string }>(
      `select id from records where kind = 'medical-inventory' and home_id = $1 and data ->> 'itemKind' = 'homely_remedy'`,
      [people.willow.id],
    );
    const elsewhere = await give(manager, { itemId: willowItem[0].id });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors[0]).toEqual({ path: '/itemId', message: 'is not a homely remedy of this home' });
    expect(await dosesOf(id)).toBe(0);
  });
});
