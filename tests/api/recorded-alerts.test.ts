// Alerts the SPEC names for things as they are recorded (decision 0811): a young person added or archived, and an
// incident, safeguarding record or sanction recorded, told to the home's managers (not to whoever did it) in the home
// type's wording; many at once make one alert per home, kind and hour that counts them, unread again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examples } from '../../definitions/young-person/examples.ts';
import { example as consequence } from '../../definitions/young-person/examples/consequence.ts';
import { example as safeguarding } from '../../definitions/young-person/examples/safeguarding.ts';
import { callerFrom } from '../../engine/access/index.ts';
import { recordService } from '../../engine/records/service.ts';
import { clientFor, demoPeople, withOakStaff } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('alerts raised as things are recorded', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  type Client = Awaited<ReturnType<typeof clientFor>>;
  let staff: Client, manager: Client, director: Client;

  /** The alerts of this kind for a person, newest first, with their read time. */
  const alertsOf = (email: string, kind: string) =>
    server.store.db.query<{
      title: string;
      grouped: number;
      readAt: string | null;
      recordId: string | null;
      body: string;
    }>(
      `select a.title, a.grouped, r.read_at as "readAt", a.record_id as "recordId", a.body
         from alerts a join alert_recipients r on r.alert_id = a.id
        where r.user_id = $1 and a.kind = $2 order by a.created_at desc`,
      [people.user(email).id, kind],
    );
  const ypName = () => `${people.oakYp.preferredName ?? people.oakYp.firstName} ${people.oakYp.lastName}`;
  const withoutReview = (kind: 'incident' | 'safeguarding' | 'consequence') => {
    const example = { incident: examples.incident, safeguarding, consequence }[kind];
    const data = withOakStaff(structuredClone(example), people) as Record<string, any>;
    delete data.managerReview; // the manager's own part: care staff record the rest
    if (data.debrief) delete data.debrief.managerReview;
    delete data.linkedIncident; // the example's incident is not one of the demo's
    return data;
  };

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    // the demo's own records were recorded as it was seeded, maybe this hour: start these kinds afresh
    const kinds = ['incident_created', 'safeguarding_created', 'sanction_created', 'yp_created', 'yp_archived'];
    await server.store.db.query(
      'delete from alert_recipients where alert_id in (select id from alerts where kind = any($1))',
      [kinds],
    );
    await server.store.db.query('delete from alerts where kind = any($1)', [kinds]);
    [staff, manager, director] = await Promise.all(
      ['staff.oak@demo.care', 'manager.oak@demo.care', 'director@demo.care'].map((e) => clientFor(server, e)),
    );
  }, 200_000);
  afterAll(() => server?.close());

  it.each([
    ['incident', 'incident_created', 'Incident recorded for'],
    ['safeguarding', 'safeguarding_created', 'Safeguarding concern recorded for'],
    ['consequence', 'sanction_created', 'Sanction recorded for'],
  ] as const)(
    'a %s recorded by care staff is told to the home manager, linked, not to its author',
    async (kind, alert, words) => {
      const made = await staff.post(`/api/records/${kind}`, {
        youngPersonId: people.oakYp.id,
        data: withoutReview(kind),
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const [told] = await alertsOf('manager.oak@demo.care', alert);
      expect(told).toMatchObject({
        title: `${words} ${ypName()} at Oak House`,
        grouped: 1,
        readAt: null,
        recordId: made.body.id,
        body: `/cyp/resident/${people.oakYp.id}/records/${kind}/${made.body.id}`,
      });
      expect(await alertsOf('staff.oak@demo.care', alert)).toEqual([]);
      // the manager's own record tells nobody else in a home where they are the only manager
      const own = await manager.post(`/api/records/${kind}`, {
        youngPersonId: people.oakYp.id,
        data: withoutReview(kind),
      });
      expect(own.status).toBe(201);
      expect((await alertsOf('manager.oak@demo.care', alert)).length).toBe(1);
    },
  );

  it('many at once make one alert that counts them, unread again', async () => {
    const before = await alertsOf('manager.oak@demo.care', 'incident_created');
    expect(before).toHaveLength(1);
    await server.store.db.query(`update alert_recipients set read_at = now() where user_id = $1`, [
      people.user('manager.oak@demo.care').id,
    ]);
    for (let i = 0; i < 3; i++) {
      const made = await staff.post('/api/records/incident', {
        youngPersonId: people.oakYp.id,
        data: withoutReview('incident'),
      });
      expect(made.status).toBe(201);
    }
    const after = await alertsOf('manager.oak@demo.care', 'incident_created');
    expect(after).toHaveLength(1); // unless the hour turned between the first and these; then two
    const n = before[0].grouped + 3;
    expect(after[0]).toMatchObject({
      grouped: n,
      title: `${n} incidents recorded at Oak House this hour`,
      readAt: null,
    });
  });

  it('records written together (all or none) tell people as records written one by one do', async () => {
    const before = (await alertsOf('manager.oak@demo.care', 'safeguarding_created'))[0]?.grouped ?? 0;
    const records = recordService({ store: server.store, registry: server.registry });
    const sam = callerFrom(
      (await server.store.forOrg(people.orgId).people.user(people.user('staff.oak@demo.care').id))!,
    );
    const made = await records.createMany(sam, 'safeguarding', [
      { youngPersonId: people.oakYp.id, data: withoutReview('safeguarding') },
      { youngPersonId: people.oakYp.id, data: withoutReview('safeguarding') },
    ]);
    expect(made).toHaveLength(2);
    const [told] = await alertsOf('manager.oak@demo.care', 'safeguarding_created');
    expect(told.grouped).toBe(before + 2); // unless the hour turned meanwhile
  });

  it("a young person added or archived is told in the home type's wording", async () => {
    const oak = await director.post('/api/young-people', {
      homeId: people.oak.id,
      firstName: 'Robin',
      lastName: 'Alertson',
      birthYear: 2012,
    });
    expect(oak.status, JSON.stringify(oak.body)).toBe(201);
    expect((await alertsOf('manager.oak@demo.care', 'yp_created'))[0].title).toBe(
      'New child at Oak House: Robin Alertson',
    );
    const willow = await director.post('/api/young-people', {
      homeId: people.willow.id,
      firstName: 'Sky',
      lastName: 'Alertson',
      birthYear: 2008,
    });
    expect(willow.status).toBe(201);
    expect((await alertsOf('manager.willow@demo.care', 'yp_created'))[0].title).toBe(
      'New young person at Willow Court: Sky Alertson',
    );
    const archived = await director.post(`/api/young-people/${oak.body.id}/archive`, {});
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect((await alertsOf('manager.oak@demo.care', 'yp_archived'))[0].title).toBe(
      'Robin Alertson has moved on from Oak House (archived)',
    );
  });
  it('an alert written by hand: its writer is told as each recipient reads it, in one alert counting them', async () => {
    const alex = await clientFor(server, 'alex.oak@demo.care');
    const title = `Fire drill at 4pm ${Date.now()}`;
    const sent = await manager.post('/api/alerts', {
      kind: 'rota',
      title,
      forUsers: [people.user('staff.oak@demo.care').id, people.user('alex.oak@demo.care').id],
      homeId: people.oak.id,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const readBy = async () =>
      (await alertsOf('manager.oak@demo.care', 'alert_read')).filter((a) => a.title.endsWith(`"${title}"`));
    expect(await readBy()).toEqual([]);
    expect((await staff.post(`/api/alerts/${sent.body.id}/read`)).status).toBe(200);
    const staffName = people.user('staff.oak@demo.care').name;
    expect(await readBy()).toEqual([expect.objectContaining({ title: `${staffName} read your alert "${title}"` })]);
    expect((await staff.post(`/api/alerts/${sent.body.id}/read`)).status).toBe(200); // read again: nobody told twice
    expect((await alex.post(`/api/alerts/${sent.body.id}/read`)).status).toBe(200);
    expect(await readBy()).toEqual([
      expect.objectContaining({ title: `2 people have read your alert "${title}"`, grouped: 2 }),
    ]);
    // an alert the system raised tells nobody when read
    const [system] = await server.store.db.query<{ id: string }>(
      `select a.id from alerts a join alert_recipients r on r.alert_id = a.id
        where r.user_id = $1 and a.natural_key not like 'manual:%' and r.read_at is null limit 1`,
      [people.user('manager.oak@demo.care').id],
    );
    const before = await server.store.db.query(`select 1 from alerts where kind = 'alert_read'`);
    expect((await manager.post(`/api/alerts/${system.id}/read`)).status).toBe(200);
    expect(await server.store.db.query(`select 1 from alerts where kind = 'alert_read'`)).toHaveLength(before.length);
  });
});
