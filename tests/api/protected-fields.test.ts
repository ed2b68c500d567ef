// A run-time form edit cannot take away a field the product reads: removing the incident types the Reg 40
// notifications read, retyping the "serious incident" judgement, or dropping the "death" choice is refused 422
// problem+json naming the field and each reader, and nothing is saved; hiding the field is allowed. The editor asks
// which fields are protected, and only those who may read the form's versions can ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('protected fields', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
  });
  afterAll(() => server?.close());

  const newest = async (client: Awaited<ReturnType<typeof clientFor>>) => {
    const versions = (await client.get('/api/settings/definitions/incident/versions')).body as Json[];
    const last = versions[versions.length - 1];
    const definition = (await client.get(`/api/settings/definitions/incident/versions/${last.id}`)).body.definition;
    return { count: versions.length, version: last.version as number, definition: definition as Json };
  };

  it('lists the protected fields of a kind with their readers, to those who may read its versions', async () => {
    const director = await clientFor(server, 'director@demo.care');
    const res = await director.get('/api/settings/definitions/incident/protected-fields');
    expect(res.status).toBe(200);
    const types = res.body.find((f: Json) => f.path === 'general.types');
    expect(types).toMatchObject({
      pointer: '/definition/schema/properties/general/properties/types',
      type: 'list of choice',
      values: expect.arrayContaining(['death', 'exploitation', 'allegation_staff']),
    });
    expect(types.readers.map((r: Json) => r.reader)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Reg 40/), 'Chart "Incidents"']),
    );
    const staff = await clientFor(server, 'staff.oak@demo.care');
    expect((await staff.get('/api/settings/definitions/incident/protected-fields')).status).toBe(403);
    expect((await director.get('/api/settings/definitions/no-such-kind/protected-fields')).status).toBe(404);
  });

  it('refuses removing, retyping or dropping a matched choice, naming the field and each reader; nothing saved', async () => {
    const director = await clientFor(server, 'director@demo.care');
    const before = await newest(director);
    const general = (d: Json) => d.schema.properties.general;

    const removed = structuredClone(before.definition);
    delete general(removed).properties.types;
    general(removed).required = (general(removed).required ?? []).filter((k: string) => k !== 'types');
    removed.list.columns = removed.list.columns.filter((c: string) => c !== 'general.types');
    const res = await director.post('/api/settings/definitions/incident/versions', {
      definition: removed,
      baseVersion: before.version,
    });
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body.detail).toMatch(/Hide a field instead of removing it/);
    expect(res.body.errors).toEqual([
      {
        path: '/definition/schema/properties/general/properties/types',
        message: expect.stringMatching(/^"general.types" is read by Reg 40 .*Chart "Incidents".*not in the form/),
      },
    ]);

    const retyped = structuredClone(before.definition);
    general(retyped).properties.policeSerious = { type: 'string', title: 'Police involved', maxLength: 200 };
    const retype = await director.post('/api/settings/definitions/incident/versions', {
      definition: retyped,
      baseVersion: before.version,
    });
    expect(retype.status).toBe(422);
    expect(retype.body.errors).toEqual([
      {
        path: '/definition/schema/properties/general/properties/policeSerious',
        message: expect.stringMatching(/Reg 40 .*the field is text, not yes\/no/),
      },
    ]);

    const narrowed = structuredClone(before.definition);
    const items = general(narrowed).properties.types.items;
    items.oneOf = items.oneOf.filter((o: Json) => o.const !== 'death');
    const narrow = await director.post('/api/settings/definitions/incident/versions', {
      definition: narrowed,
      baseVersion: before.version,
    });
    expect(narrow.status).toBe(422);
    expect(narrow.body.errors[0].message).toMatch(/the choice "death" not offered/);

    // the reg 35 deadlines read when the manager spoke to the child about a sanction
    const sanctions = (await director.get('/api/settings/definitions/consequence/versions')).body as Json[];
    const last = sanctions[sanctions.length - 1];
    const sanction = (await director.get(`/api/settings/definitions/consequence/versions/${last.id}`)).body.definition;
    delete sanction.schema.properties.managerReview.properties.childSpokenAt;
    const gone = await director.post('/api/settings/definitions/consequence/versions', {
      definition: sanction,
      baseVersion: last.version,
    });
    expect(gone.status).toBe(422);
    expect(gone.body.errors).toEqual([
      {
        path: '/definition/schema/properties/managerReview/properties/childSpokenAt',
        message: expect.stringMatching(/Reg 35 .*shows the child spoken to/),
      },
    ]);
    expect((await director.get('/api/settings/definitions/consequence/versions')).body).toHaveLength(sanctions.length);

    expect((await newest(director)).count).toBe(before.count);
  });

  it('allows hiding a protected field; the rules still read what is stored', async () => {
    const director = await clientFor(server, 'director@demo.care');
    const before = await newest(director);
    const hidden = structuredClone(before.definition);
    hidden.ui = { ...hidden.ui, general: { ...hidden.ui?.general, policeSerious: { 'ui:widget': 'hidden' } } };
    hidden.schema.properties.general.properties.policeSerious.title = 'Police involved (no longer asked)';
    const res = await director.post('/api/settings/definitions/incident/versions', {
      definition: hidden,
      baseVersion: before.version,
      note: 'Hide the police question',
    });
    expect(res.status).toBe(201);
    const now = (await director.get('/api/definitions/incident')).body;
    expect(now.ui.general.policeSerious).toEqual({ 'ui:widget': 'hidden' });
    expect(now.schema.properties.general.properties.policeSerious.type).toBe('boolean');
  });
});
