// Fields and choices follow the young person's home type (SPEC §1), as served and as saved: the Reg 27
// accident question and the accommodating authority only in supported accommodation, the placing
// authority (Reg 40) only in a children's home.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(DRIVERS)('home-type fields on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let director: Awaited<ReturnType<typeof clientFor>>;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    director = await clientFor(server, 'director@demo.care');
  });
  afterAll(() => server?.close());

  it('serves each home type only its own fields and choices, in its wording', async () => {
    const home = await director.get('/api/definitions/incident?homeType=children_home');
    const supported = await director.get('/api/definitions/incident?homeType=support_accomodation_for_older_children');
    expect(home.body.schema.properties.general.properties.reg27Accident).toBeUndefined();
    // the old SA-only Reg 27 accident question is retired: "any other serious incident" is asked in both
    expect(supported.body.schema.properties.general.properties.reg27Accident).toBeUndefined();
    expect(home.body.schema.properties.general.properties.otherSerious.description).toMatch(/reg 40\(4\)/);
    expect(supported.body.schema.properties.general.properties.otherSerious.description).toMatch(/reg 27/);
    const titles = (r: typeof home) =>
      r.body.schema.properties.notifications.items.properties.authority.oneOf.map((c: { title: string }) => c.title);
    expect(titles(home)).toContain('Placing authority (Reg 40)');
    expect(titles(home)).not.toContain('Accommodating authority (Reg 27)');
    expect(titles(supported)).toContain('Accommodating authority (Reg 27)');
    expect(titles(supported)).not.toContain('Placing authority (Reg 40)');
    expect(home.body.sections.map((s: { title: string }) => s.title)).toContain('Reg 40 notifications');
    expect(supported.body.sections.map((s: { title: string }) => s.title)).toContain('Reg 27 notifications');
  });

  it("refuses the other home type's field or choice on save, with its path", async () => {
    const inHome = await director.post('/api/records/incident', {
      youngPersonId: people.oakYp.id,
      data: { general: { reg27Accident: true } },
    });
    expect(inHome.status).toBe(422);
    expect(inHome.body.errors.map((e: { path: string }) => e.path).join(' ')).toContain('/general');
    const wrongAuthority = await director.post('/api/records/incident', {
      youngPersonId: people.willowYp.id,
      data: { notifications: [{ authority: 'placing_authority' }] },
    });
    expect(wrongAuthority.status).toBe(422);
    const retired = await director.post('/api/records/incident', {
      youngPersonId: people.willowYp.id,
      data: { general: { reg27Accident: true } },
    });
    expect(retired.status).toBe(422);
    const supported = await director.post('/api/records/incident', {
      youngPersonId: people.willowYp.id,
      data: { general: { otherSerious: true }, notifications: [{ authority: 'accommodating_authority' }] },
    });
    expect(supported.status).toBe(201);
  });

  it("keeps the other home type's values a record already holds, and refuses only new or changed ones", async () => {
    // a draft written in supported accommodation (before the Reg 27 accident question was retired), then the young
    // person's records are in a children's home
    const draft = await director.post('/api/records/incident', {
      youngPersonId: people.willowYp.id,
      data: { notifications: [{ authority: 'accommodating_authority' }] },
    });
    expect(draft.status).toBe(201);
    await server.store.db.query(
      `update records set home_id = $2, data = jsonb_set(data, '{general}', '{"reg27Accident": true}') where id = $1`,
      [draft.body.id, people.oak.id],
    );
    const url = `/api/records/incident/${draft.body.id}`;

    // the children's-home form shows neither: saving the same values, or leaving the hidden field out, is accepted
    const same = await director.put(url, {
      version: 1,
      data: { general: { reg27Accident: true }, notifications: [{ authority: 'accommodating_authority' }] },
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    const omitted = await director.put(url, {
      version: 2,
      data: { notifications: [{ authority: 'accommodating_authority' }] },
    });
    expect(omitted.status, JSON.stringify(omitted.body)).toBe(200);
    expect(omitted.body.data.general).toEqual({ reg27Accident: true }); // nothing saved is lost

    // a changed value of the other type is refused with its path; the stored one stays
    const changed = await director.put(url, {
      version: 3,
      data: { general: { reg27Accident: false }, notifications: [{ authority: 'accommodating_authority' }] },
    });
    expect(changed.status).toBe(422);
    expect(changed.body.errors.map((e: { path: string }) => e.path)).toContain('/general/reg27Accident');
    const added = await director.put(url, {
      version: 3,
      data: { notifications: [{ authority: 'accommodating_authority' }, { authority: 'accommodating_authority' }] },
    });
    expect(added.status).toBe(422);
    expect(added.body.errors.map((e: { path: string }) => e.path)).toEqual(['/notifications/1/authority']);
    expect((await director.get(url)).body.data.general).toEqual({ reg27Accident: true });
  });
});
