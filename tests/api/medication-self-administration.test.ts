// Self-administration assessments on PostgreSQL: the demo's supervised assessment at Willow Court is complete (its
// review date's task: tests/unit/medication-self-administration.test.ts); an assessment naming another young
// person's medicine is refused at the field; submitting one without who agreed is refused and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;

describe('self-administration assessments', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let willowManager: Client, oakManager: Client;

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    [willowManager, oakManager] = await Promise.all(
      ['manager.willow@demo.care', 'manager.oak@demo.care'].map((e) => clientFor(server, e)),
    );
  });
  afterAll(() => server?.close());

  it("the demo's supervised assessment is complete, agreed by the accommodating authority (Willow Court is supported accommodation)", async () => {
    const list = await willowManager.get(
      `/api/records/medication-self-administration?youngPerson=${people.willowYp.id}`,
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const rows = (list.body.items ?? list.body.records ?? list.body) as { id: string; status: string; data: never }[];
    expect(rows.length).toBe(1);
    expect(rows[0].status).toBe('complete');
    const one = await willowManager.get(`/api/records/medication-self-administration/${rows[0].id}`);
    expect(one.body.data).toMatchObject({ level: 'supervised', agreement: [{ by: 'accommodating_authority' }] });
  });

  it("refuses another young person's medicine and a submission without who agreed", async () => {
    const others = await willowManager.get(`/api/records/medication?youngPerson=${people.willowYp.id}`);
    const willowMedicine = ((others.body.items ?? others.body.records ?? others.body) as { id: string }[])[0].id;
    const oakYp = people.oakYps[0].id;
    const base = {
      assessedOn: '2026-11-20',
      medicines: [willowMedicine],
      understanding: { whatFor: true, doseAndTimes: true, ifMissed: true },
      storage: { keptIn: 'carried', othersSafe: true },
      level: 'full',
      checks: { how: 'Count the inhaler doses weekly', often: 'Weekly' },
      reviewDate: '2027-02-20',
    };
    const wrong = await oakManager.post('/api/records/medication-self-administration', {
      youngPersonId: oakYp,
      data: base,
    });
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(wrong.body.errors)).toContain('/medicines/0');

    // a medicine of an Oak House young person, and that young person
    const [oak] = await server.store.db.query<{ id: string; young_person_id: string }>(
      `select id, young_person_id from records where kind = 'medication' and home_id = $1 and archived_at is null
        limit 1`,
      [people.oak.id],
    );
    const oakMedicine = oak.id;
    const draft = await oakManager.post('/api/records/medication-self-administration', {
      youngPersonId: oak.young_person_id,
      data: { ...base, medicines: [oakMedicine] },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const submit = await oakManager.post(
      `/api/records/medication-self-administration/${draft.body.id}/actions/submit`,
      { version: draft.body.version },
    );
    expect(submit.status).toBe(422);
    expect(JSON.stringify(submit.body.errors)).toContain('agreement');
    const after = await oakManager.get(`/api/records/medication-self-administration/${draft.body.id}`);
    expect(after.body.status).toBe('ongoing');
  });
});
