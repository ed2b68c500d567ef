// The order of fields on a form is the order of the schema's properties: it survives storage.
import { afterAll, describe, expect, it } from 'vitest';
import incident from '../../definitions/young-person/incident.ts';
import { clientFor } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(DRIVERS)('definition field order on %s', (driver) => {
  let server: TestServer;
  afterAll(() => server?.close());
  it('the API serves properties in the order the definition file gives them', async () => {
    server = await startTestServer({ driver });
    const staff = await clientFor(server, 'staff.oak@demo.care');
    const def = (await staff.get('/api/definitions/incident')).body;
    expect(Object.keys(def.schema.properties.general.properties)).toEqual(
      Object.keys(incident.schema.properties!.general.properties!),
    );
    expect(Object.keys(def.schema.properties)).toEqual(Object.keys(incident.schema.properties!));
  });
});
