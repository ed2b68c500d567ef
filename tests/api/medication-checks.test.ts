// The second check of a transcription on PostgreSQL: a new medicine is not on the MAR and takes no dose until a
// second competent person checks it (never its writer); a changed time keeps the old one on the MAR until checked;
// a check of a version since changed is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fromLocal, londonDate, pad, parseYmd, toLocal } from '../../engine/time/london.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;
const hhmm = (d: Date) => `${pad(toLocal(d).hour)}:${pad(toLocal(d).minute)}`;

describe('transcription checks', () => {
  let server: TestServer;
  let staff: Client, manager: Client;
  let ypId: string;
  // a dose time 20 minutes ago, but never before 00:06 today: the MAR shows today's slots, so just after midnight a
  // time from yesterday would be today's slot still to come
  const midnight = fromLocal({ ...parseYmd(londonDate(new Date())), hour: 0, minute: 0 }).getTime();
  const at = new Date(Math.max(Math.floor((Date.now() - 20 * 60_000) / 60_000) * 60_000, midnight + 6 * 60_000));
  const later = new Date(at.getTime() - 5 * 60_000);
  const data = {
    name: 'Loratadine 10 mg tablets',
    form: 'tablet',
    strength: '10 mg',
    dose: '1 tablet',
    doseQuantity: 1,
    stockUnit: 'tablet',
    route: 'oral',
    regularity: 'regular',
    times: [hhmm(at)],
    start: addDays(londonDate(at), -2),
  };
  const mar = async (id: string) => {
    const m = (await staff.get(`/api/young-people/${ypId}/mar`)).body;
    return {
      medicine: m.medicines.find((x: { id: string }) => x.id === id),
      doses: m.doses.filter((d: { medicationId: string }) => d.medicationId === id),
    };
  };
  const check = (c: Client, id: string, version: number, extra: Record<string, unknown> = {}) =>
    c.post(`/api/young-people/${ypId}/medication/${id}/transcription-check`, {
      version,
      against: 'label',
      password: DEMO_PASSWORD,
      ...extra,
    });

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    const people = await demoPeople(server);
    [staff, manager] = await Promise.all(
      ['staff.oak@demo.care', 'manager.oak@demo.care'].map((e) => clientFor(server, e)),
    );
    const director = await clientFor(server, 'director@demo.care');
    expect((await director.put('/api/settings/organisation', { toggles: { mar: true } })).status).toBe(200);
    ypId = people.oakYps[2].id;
    const hp = await staff.post('/api/records/health-profile', {
      youngPersonId: ypId,
      data: { updatedOn: londonDate(new Date()), noKnownAllergies: true },
    });
    expect(hp.status).toBe(201);
  });
  afterAll(() => server?.close());

  it('a new medicine has no doses and takes none until a second person checks it; its writer cannot', async () => {
    const made = await staff.post('/api/records/medication', { youngPersonId: ypId, data });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.id as string;
    const before = await mar(id);
    expect(before.medicine.transcription).toMatchObject({
      state: 'new_awaiting_check',
      pending: { version: made.body.version, changes: expect.arrayContaining(['Medicine', 'Times']) },
    });
    expect(before.doses).toEqual([]);
    const dose = { medicationId: id, scheduledAt: at.toISOString(), outcome: 'given', password: DEMO_PASSWORD };
    const refused = await staff.post(`/api/young-people/${ypId}/mar/doses`, dose);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/awaiting its second check/);
    expect(refused.body.errors).toEqual([{ path: '/medicationId', message: 'is awaiting its check' }]);

    const own = await check(staff, id, made.body.version);
    expect(own.status).toBe(422);
    expect(own.body.detail).toMatch(/You wrote this change/);
    const wrongPassword = await check(manager, id, made.body.version, { password: 'not the password at all' });
    expect(wrongPassword.status).toBe(422);
    const [{ n: none }] = await server.store.db.query<{ n: string }>(
      `select count(*) as n from medication_transcription_checks where medication_id = $1`,
      [id],
    );
    expect(Number(none)).toBe(0);

    const ok = await check(manager, id, made.body.version, { note: 'Label from Boots matches' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.transcription).toMatchObject({ state: 'checked', pending: null, against: 'label' });
    expect(ok.body.transcription.checkedByName).toBeTruthy();
    expect((await check(manager, id, made.body.version)).status).toBe(409); // nothing waits now
    expect((await mar(id)).doses).toHaveLength(1);
    const given = await staff.post(`/api/young-people/${ypId}/mar/doses`, dose);
    expect(given.status, JSON.stringify(given.body)).toBe(201);
    expect(given.body.medicationVersion).toBe(made.body.version);
  });

  it('a changed time keeps the old time on the MAR until checked; a check of an older version is refused', async () => {
    const made = await staff.post('/api/records/medication', {
      youngPersonId: ypId,
      data: { ...data, name: 'Fexofenadine 120 mg tablets' },
    });
    const id = made.body.id as string;
    expect((await check(manager, id, made.body.version)).status).toBe(200);
    const changed = await staff.put(`/api/records/medication/${id}`, {
      version: made.body.version,
      data: { ...data, name: 'Fexofenadine 120 mg tablets', times: [hhmm(later)] },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const waiting = await mar(id);
    expect(waiting.medicine.transcription).toMatchObject({
      state: 'change_awaiting_check',
      pending: { version: changed.body.version, changes: ['Times'] },
    });
    expect(waiting.medicine.data.times).toEqual([hhmm(at)]); // the old instruction
    expect(waiting.doses.map((d: { scheduledAt: string }) => d.scheduledAt)).toContain(at.toISOString());
    // a dose of the new time is not due yet
    const early = await staff.post(`/api/young-people/${ypId}/mar/doses`, {
      medicationId: id,
      scheduledAt: later.toISOString(),
      outcome: 'refused',
      reason: 'Asleep',
      password: DEMO_PASSWORD,
    });
    expect(early.status).toBe(422);
    expect(early.body.errors[0].path).toBe('/scheduledAt');

    const stale = await check(manager, id, made.body.version);
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toMatch(/changed after you opened it/);
    expect((await check(manager, id, changed.body.version, { against: 'prescription' })).status).toBe(200);
    const after = await mar(id);
    expect(after.medicine.data.times).toEqual([hhmm(later)]);
    expect(after.doses.map((d: { scheduledAt: string }) => d.scheduledAt)).toContain(later.toISOString());
  });
});
