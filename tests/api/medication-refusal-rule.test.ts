// The home sets its own refusal rule (decision 0902): with Oak House at 2 refusals or omissions in 2 days, the second
// refusal of a medicine asks the managers to tell the prescriber, naming the home's 2 days; a figure out of range in
// the home details is refused at its field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonDate, pad, toLocal } from '../../engine/time/london.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { markTranscriptionChecked } from '../helpers/medication.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe("the home's refusal rule", () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let staff: Awaited<ReturnType<typeof clientFor>>, manager: Awaited<ReturnType<typeof clientFor>>;

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    [staff, manager] = await Promise.all(
      ['staff.oak@demo.care', 'manager.oak@demo.care'].map((e) => clientFor(server, e)),
    );
    const director = await clientFor(server, 'director@demo.care');
    expect((await director.put('/api/settings/organisation', { toggles: { mar: true } })).status).toBe(200);
  });
  afterAll(() => server?.close());

  it('two refusals in two days alert the managers when the home says so; a figure out of range is refused', async () => {
    const [details] = await server.store.db.query<{ id: string; version: number; data: Record<string, unknown> }>(
      `select id, version, data from records where kind = 'home-details' and home_id = $1 and archived_at is null
        order by record_date desc limit 1`,
      [people.oak.id],
    );
    const bad = await manager.put(`/api/records/home-details/${details.id}`, {
      data: { ...details.data, refusalAlertCount: 1 },
      version: details.version,
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body.errors)).toContain('/refusalAlertCount');
    const saved = await manager.put(`/api/records/home-details/${details.id}`, {
      data: { ...details.data, refusalAlertCount: 2, refusalAlertDays: 2 },
      version: details.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const ypId = people.oakYps[1].id;
    const at = new Date(Math.floor((Date.now() - 20 * 60_000) / 60_000) * 60_000);
    const l = toLocal(at);
    const rx = await staff.post('/api/records/medication', {
      youngPersonId: ypId,
      data: {
        name: 'Risperidone 500 microgram tablets',
        form: 'tablet',
        strength: '500 micrograms',
        dose: '1 tablet',
        doseQuantity: 1,
        stockUnit: 'tablet',
        route: 'oral',
        regularity: 'regular',
        times: [`${pad(l.hour)}:${pad(l.minute)}`],
        start: addDays(londonDate(at), -3),
      },
    });
    expect(rx.status, JSON.stringify(rx.body)).toBe(201);
    await markTranscriptionChecked(server, rx.body.id);
    const title = 'Risperidone 500 microgram tablets refused or not given 2 times in 2 days: tell the prescriber';
    const titles = async () => {
      const alerts = (await manager.get('/api/alerts/mine?kind=task_overdue')).body;
      return (alerts.items ?? alerts).map((a: { title: string }) => a.title);
    };
    for (const daysAgo of [1, 0]) {
      const r = await staff.post(`/api/young-people/${ypId}/mar/doses`, {
        medicationId: rx.body.id,
        scheduledAt: new Date(at.getTime() - daysAgo * 86_400_000).toISOString(),
        outcome: 'refused',
        reason: 'Said no',
        password: DEMO_PASSWORD,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      // one refusal is not yet a pattern; the second is
      expect(await titles()).toEqual(daysAgo ? expect.not.arrayContaining([title]) : expect.arrayContaining([title]));
    }
  });
});
