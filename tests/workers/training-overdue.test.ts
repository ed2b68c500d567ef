// Training overdue (decision 0860): a course past its expiry and not attended again is told once, the day after it
// lapses (or on a later scan within the grace days), to the person, their home's managers and HR; several courses
// lapsing on one day are one alert naming them; attending again before the scan (not a booking still to come)
// renews it; the organisation's disableTrainingAlerts flag silences it as it silences the expiry alerts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiryScan } from '../../workers/processors/expiry.ts';
import { clientFor } from '../helpers/fixtures.ts';
import { type Harness, harness } from './harness.ts';

const on = (date: string) => new Date(`${date}T12:00:00Z`);

describe('training overdue alerts', () => {
  let h: Harness;
  let hr: Awaited<ReturnType<typeof clientFor>>;
  beforeAll(async () => {
    h = await harness(on('2027-06-01'));
    hr = await clientFor(h.server, 'hr@demo.care');
  }, 200_000);
  afterAll(() => h?.close());

  const train = async (staffId: string, course: string, completedOn: string, expiresOn?: string) => {
    const r = await hr.post('/api/records/training-record', {
      staffId,
      data: { course, completedOn, ...(expiresOn ? { expiresOn } : {}) },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  };
  /** The overdue alerts of a person for what lapsed on a day (the demo's own training may lapse in these months). */
  const overdue = (staffId: string, expiredOn: string) =>
    h.server.store.db.query<{ id: string; title: string; natural_key: string; body: string }>(
      `select id, title, natural_key, body from alerts where kind = 'training_overdue' and staff_id = $1
          and natural_key = 'training_overdue:' || $1 || ':' || $2`,
      [staffId, expiredOn],
    );
  const scanOn = async (date: string) => {
    h.clock.now = on(date);
    return expiryScan(h.deps);
  };

  it('is told once, the day after it lapses, naming every course that lapsed that day, to the right people', async () => {
    const sam = h.people.user('staff.oak@demo.care');
    await train(sam.id, 'Fire safety', '2025-03-10', '2027-03-10');
    await train(sam.id, 'Food hygiene', '2025-03-11', '2027-03-10');
    await scanOn('2027-03-10');
    expect(await overdue(sam.id, '2027-03-10')).toEqual([]); // its last valid day: the expiry alert's, not overdue yet
    await scanOn('2027-03-11');
    const [alert, ...more] = await overdue(sam.id, '2027-03-10');
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      title: `2 training courses overdue for ${sam.name}: Fire safety, Food hygiene (expired 10/03/2027)`,
      natural_key: `training_overdue:${sam.id}:2027-03-10`,
      body: `/profile/${sam.id}/training/log`,
    });
    await scanOn('2027-03-11');
    await scanOn('2027-03-20');
    expect(await overdue(sam.id, '2027-03-10')).toHaveLength(1); // reruns and later days: nothing new
    const told = (
      await h.server.store.db.query<{ user_id: string }>(
        'select user_id from alert_recipients where alert_id = $1 order by user_id',
        [alert.id],
      )
    ).map((r) => r.user_id);
    const managers = await h.server.store.forOrg(h.people.orgId).people.managersOf(h.people.oak.id);
    expect(told).toEqual([...new Set([sam.id, ...managers, h.people.user('hr@demo.care').id])].sort());
  });

  it('attending again before it lapses renews it; a booking still to come does not', async () => {
    const alex = h.people.user('alex.oak@demo.care');
    await train(alex.id, 'Paediatric first aid', '2024-04-01', '2027-04-01');
    await train(alex.id, 'Paediatric first aid', '2027-03-25', '2030-03-25'); // attended again in time
    await train(alex.id, 'Moving and handling', '2024-04-01', '2027-04-01');
    await train(alex.id, 'Moving and handling', '2027-09-01'); // booked for later: still overdue now
    await scanOn('2027-04-02');
    const lapsed = await overdue(alex.id, '2027-04-01');
    expect(lapsed.map((a) => a.title)).toEqual([
      `Moving and handling training overdue for ${alex.name} (expired 01/04/2027)`,
    ]);
  });

  it('is silenced by the disableTrainingAlerts flag', async () => {
    const agency = h.people.user('agency.oak@demo.care');
    await train(agency.id, 'Safeguarding children', '2024-05-01', '2027-05-01');
    await h.server.store.db.query(
      `update organisations set features = coalesce(features, '{}'::jsonb) || '{"disableTrainingAlerts": true}'
        where id = $1`,
      [h.people.orgId],
    );
    try {
      await scanOn('2027-05-02');
      expect(await overdue(agency.id, '2027-05-01')).toEqual([]);
    } finally {
      await h.server.store.db.query(
        `update organisations set features = features - 'disableTrainingAlerts' where id = $1`,
        [h.people.orgId],
      );
    }
  });
});
