// The ILS areas as the SPEC names them (decision 1030): 16 areas, the SPEC's "Pregnancy Prevention / Parenting and
// Child Care" stored as two, drawn under that one heading in one group, and named with it wherever an area is chosen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

const SPEC_LABEL = 'Pregnancy Prevention / Parenting and Child Care';

interface Schema {
  title?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: { const: string; title: string }[];
  'x-heading'?: string;
}

describe.each(DRIVERS)('ILS areas on %s', (driver) => {
  let server: TestServer;
  let manager: Awaited<ReturnType<typeof clientFor>>;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  beforeAll(async () => {
    server = await startTestServer({ driver });
    manager = await clientFor(server, 'manager.oak@demo.care');
    people = await demoPeople(server);
  });
  afterAll(() => server?.close());

  it('16 areas; the paired two sit together under the SPEC heading, each with its own name', async () => {
    const def = (await manager.get('/api/definitions/ils-plan')).body as {
      schema: Schema;
      sections: { key: string; title: string; fields: string[] }[];
    };
    const props = def.schema.properties!;
    const goalArea = props.goals.items!.properties!.area.oneOf!;
    expect(goalArea).toHaveLength(16);
    // every area is a property of the form, in one of the SPEC's six groups
    const areaKeys = goalArea.map((o) => o.const.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()));
    const grouped = def.sections.filter((s) => !['details', 'goals', 'summary'].includes(s.key));
    expect(grouped.map((s) => s.title)).toEqual([
      'Basic Personal Skills',
      'Health',
      'Money & Housing',
      'Education Employment & Training Skills',
      'Knowledge of Resources',
      'Other',
    ]);
    expect(grouped.flatMap((s) => s.fields).sort()).toEqual([...areaKeys].sort());

    expect(props.pregnancyPrevention).toMatchObject({ title: 'Pregnancy Prevention', 'x-heading': SPEC_LABEL });
    expect(props.parentingAndChildCare).toMatchObject({ title: 'Parenting and Child Care', 'x-heading': SPEC_LABEL });
    const headed = areaKeys.filter((k) => props[k]['x-heading']);
    expect(headed).toEqual(['pregnancyPrevention', 'parentingAndChildCare']);
    // one heading over both: side by side in one section
    const health = def.sections.find((s) => s.title === 'Health')!.fields;
    expect(health.indexOf('parentingAndChildCare') - health.indexOf('pregnancyPrevention')).toBe(1);

    // chosen as a goal's area, each reads with the SPEC's label
    expect(goalArea.filter((o) => o.title.startsWith(SPEC_LABEL))).toEqual([
      { const: 'pregnancy_prevention', title: `${SPEC_LABEL}: Pregnancy Prevention` },
      { const: 'parenting_and_child_care', title: `${SPEC_LABEL}: Parenting and Child Care` },
    ]);
    const list = (await manager.get('/api/lists/ilsAreas')).body as { items: { value: string; label: string }[] };
    expect(list.items).toHaveLength(16);
    expect(list.items.filter((i) => i.label.startsWith(`${SPEC_LABEL}: `)).map((i) => i.value)).toEqual([
      'pregnancy_prevention',
      'parenting_and_child_care',
    ]);
  });

  it('an assessment of the paired areas is stored under their own keys, as before', async () => {
    const data = {
      assessmentDate: '2026-11-20',
      assessor: people.user('manager.oak@demo.care').id,
      nextAssessment: '2027-05-20',
      pregnancyPrevention: { contraception: { rating: 'intermediate', evidence: 'Talked it through with the nurse' } },
      parentingAndChildCare: { childSafety: { rating: 'beginner' } },
      goals: [{ area: 'parenting_and_child_care', goal: 'Know where the family hub is' }],
    };
    const made = await manager.post('/api/records/ils-plan', { youngPersonId: people.oakYp.id, data });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const read = (await manager.get(`/api/records/ils-plan/${made.body.id}`)).body;
    expect(read.data).toMatchObject(data);
  });
});
