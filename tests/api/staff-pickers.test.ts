// GET /api/staff?home= says who is on shift at the home now and who is rostered there this fortnight, so the
// record forms' "Staff present" / "Staff on shift" pickers offer those on shift first and leave out a
// director or HR manager who is not on the home's rota (web/src/rjsf/people-choices.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotaStore } from '../../engine/store/rota.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('staff pickers: who is on shift (pg)', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
  }, 120_000);
  afterAll(async () => server?.close());

  it('flags the person on shift now and a rostered HR manager; the director, with no shift, is neither', async () => {
    const rota = rotaStore(server.store.db, people.orgId);
    const manager = people.user('manager.oak@demo.care').id;
    const alex = people.user('alex.oak@demo.care').id;
    const hr = people.user('hr@demo.care').id;
    const director = people.user('director@demo.care').id;
    const now = Date.now();
    const hour = 3_600_000;
    // the demo's own shifts may cover now too; these make the facts this test reads certain
    await server.store.db.query(
      `update shifts set archived_at = now() where home_id = $1 and staff_id = any($2::uuid[])`,
      [people.oak.id, [alex, hr, director]],
    );
    const shift = { homeId: people.oak.id, shiftType: 'day', breakMinutes: 0, patternId: null, notes: null };
    await rota.insertShift(
      { ...shift, staffId: alex, startsAt: new Date(now - 2 * hour), endsAt: new Date(now + 6 * hour) },
      manager,
    );
    await rota.insertShift(
      { ...shift, staffId: hr, startsAt: new Date(now + 48 * hour), endsAt: new Date(now + 56 * hour) },
      manager,
    );

    const staff = await clientFor(server, 'staff.oak@demo.care');
    const res = await staff.get(`/api/staff?home=${people.oak.id}`);
    expect(res.status).toBe(200);
    const byId = new Map((res.body as { id: string; onShift: boolean; rostered: boolean }[]).map((p) => [p.id, p]));
    expect(byId.get(alex)).toMatchObject({ onShift: true, rostered: true });
    expect(byId.get(hr)).toMatchObject({ onShift: false, rostered: true });
    expect(byId.get(director)).toMatchObject({ onShift: false, rostered: false });

    // without a home: the plain list, no rota facts
    const all = await staff.get('/api/staff');
    expect(all.body[0]).not.toHaveProperty('onShift');
  });
});
