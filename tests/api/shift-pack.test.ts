// The shift pack (GET /api/shift-pack?home=): only what a shift needs to write offline in one home — young people's
// ids and names, staff names, the forms of the kinds written offline in the home's type, the on-call number — and
// nothing of a child's history, health or medicines; refused outside the caller's homes; never cached. The on-call
// number is the home's setting: kept when a client leaves it out, cleared when blank, refused when not a number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITTEN_OFFLINE } from '../../definitions/offline-kinds.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(DRIVERS)('the shift pack on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let staff: Awaited<ReturnType<typeof clientFor>>;
  let director: Awaited<ReturnType<typeof clientFor>>;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    staff = await clientFor(server, 'staff.oak@demo.care');
    director = await clientFor(server, 'director@demo.care');
  });
  afterAll(() => server?.close());

  const homeBody = (extra: Record<string, unknown>) => ({
    name: people.oak.name,
    type: people.oak.type,
    address: people.oak.address,
    ...extra,
  });

  it("holds the home's young people by name only, its staff by name, and the forms written offline", async () => {
    const res = await staff.get(`/api/shift-pack?home=${people.oak.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const pack = res.body;
    expect(pack.home).toEqual({ id: people.oak.id, name: 'Oak House', type: people.oak.type, onCallPhone: null });
    expect(pack.youngPeople.map((y: { id: string }) => y.id).sort()).toEqual(people.oakYps.map((y) => y.id).sort());
    for (const y of pack.youngPeople)
      expect(Object.keys(y).sort()).toEqual(['firstName', 'id', 'lastName', 'preferredName']);
    expect(pack.staff.map((s: { id: string }) => s.id)).toContain(people.user('staff.oak@demo.care').id);
    for (const s of pack.staff) expect(Object.keys(s).sort()).toEqual(['id', 'name']);
    const kinds = pack.definitions.map((d: { kind: string }) => d.kind);
    expect(kinds).toContain('daily-log');
    expect(kinds).toContain('incident');
    expect(kinds).toContain('missing-episode');
    for (const k of kinds) expect(WRITTEN_OFFLINE).toContain(k);
    // each form as the definitions route gives it for the home's type: the same fields and wording offline
    const online = await staff.get(`/api/definitions/daily-log?homeType=${people.oak.type}`);
    expect(pack.definitions.find((d: { kind: string }) => d.kind === 'daily-log')).toEqual(online.body);
    // nothing of a child's history, health or medicines, and no date of birth
    const text = JSON.stringify(pack);
    for (const y of people.oakYps) if (y.dateOfBirth) expect(text).not.toContain(y.dateOfBirth);
    expect(Object.keys(pack).sort()).toEqual(['definitions', 'home', 'issuedAt', 'staff', 'youngPeople']);
  });

  it('is refused for a home the caller does not work in, and needs a home', async () => {
    expect((await staff.get(`/api/shift-pack?home=${people.willow.id}`)).status).toBe(403);
    const missing = await staff.get('/api/shift-pack');
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('home');
  });

  it("carries the home's on-call number: set in the home's settings, kept when left out, cleared when blank", async () => {
    const url = `/api/settings/homes/${people.oak.id}`;
    const bad = await director.put(url, homeBody({ onCallPhone: 'ring Sam' }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('onCallPhone');
    expect((await staff.get(`/api/shift-pack?home=${people.oak.id}`)).body.home.onCallPhone).toBeNull();

    expect((await director.put(url, homeBody({ onCallPhone: ' 07700 900123 ' }))).status).toBe(200);
    expect((await staff.get(`/api/shift-pack?home=${people.oak.id}`)).body.home.onCallPhone).toBe('07700 900123');
    // a client that does not know the field keeps the number
    expect((await director.put(url, homeBody({}))).status).toBe(200);
    expect((await staff.get(`/api/shift-pack?home=${people.oak.id}`)).body.home.onCallPhone).toBe('07700 900123');
    const homes = await director.get('/api/settings/homes');
    expect(homes.body.find((h: { id: string }) => h.id === people.oak.id).onCallPhone).toBe('07700 900123');
    expect((await director.put(url, homeBody({ onCallPhone: '' }))).status).toBe(200);
    expect((await staff.get(`/api/shift-pack?home=${people.oak.id}`)).body.home.onCallPhone).toBeNull();
    // staff do not change a home's settings
    expect((await staff.put(url, homeBody({ onCallPhone: '01632 960000' }))).status).toBe(403);
  });
});
