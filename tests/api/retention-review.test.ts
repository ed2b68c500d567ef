// The retention review (decision 0770): a director sees the case files and records whose period has ended; a legal
// hold stops destruction; destruction is proposed by one director and approved by another, then carried out whole
// (no row about the young person is left but the kept ones, emptied) and logged without the child's name or content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../engine/auth/password.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, dailyLog, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;
interface Item {
  subjectType: string;
  subjectId: string;
  label: string;
  state: string;
  endsOn: string;
  rule: { source: string; verified: boolean };
}
/** Tables that keep their row, emptied, when what they named is destroyed. */
const KEPT = [
  'young_people',
  'users',
  'account_entries',
  'account_balances',
  'activity_audit',
  'destructions',
  'retention_holds',
];

describe.each(DRIVERS)('retention review on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let staff: Client, manager: Client, director: Client, second: Client;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await server.store.adminTransaction((a) =>
      a.createUser(people.orgId, {
        email: `second.director.${driver}@demo.care`,
        name: 'Second Director',
        passwordHash,
        role: 'director',
        isManager: true,
        homeIds: [people.oak.id, people.willow.id],
      }),
    );
    [staff, manager, director, second] = await Promise.all(
      ['staff.oak@demo.care', 'manager.oak@demo.care', 'director@demo.care', `second.director.${driver}@demo.care`].map(
        (e) => clientFor(server, e),
      ),
    );
  });
  afterAll(() => server?.close());

  const review = async (c: Client = director) => {
    const res = await c.get('/api/retention/review');
    expect(res.status).toBe(200);
    return res.body.items as Item[];
  };

  it('lists a moved-on case file past its 75 years, holds it, and destroys it whole on a second approval', async () => {
    const db = server.store.db;
    const yp = people.oakYp;
    const log = await staff.post('/api/records/daily-log', { youngPersonId: yp.id, data: dailyLog() });
    expect(log.status).toBe(201);
    expect((await manager.post(`/api/young-people/${yp.id}/archive`)).status).toBe(200);
    // what an old file looks like: born in 1940, records written while a child
    await db.query(`update young_people set date_of_birth = '1940-05-01', birth_year = null where id = $1`, [yp.id]);
    await db.query(`update records set record_date = record_date - interval '70 years' where young_person_id = $1`, [
      yp.id,
    ]);
    const recordIds = (
      await db.query<{ id: string }>('select id from records where young_person_id = $1', [yp.id])
    ).map((r) => r.id);
    expect(recordIds.length).toBeGreaterThan(1);

    // only directors review
    expect((await manager.get('/api/retention/review')).status).toBe(403);
    expect((await staff.get('/api/retention/destructions')).status).toBe(403);
    const subject = { subjectType: 'young-person', subjectId: yp.id };
    expect((await manager.post('/api/retention/holds', { ...subject, reason: 'A claim' })).status).toBe(403);

    const file = (await review()).find((i) => i.subjectId === yp.id)!;
    expect(file).toMatchObject({ subjectType: 'young-person', state: 'due', endsOn: '2015-05-01' });
    expect(file.label).toContain(yp.firstName);
    expect(file.rule.source).toMatch(/reg 36/);

    // a legal hold stops a proposal; lifted, the file is due again
    const hold = await director.post('/api/retention/holds', { ...subject, reason: 'Historic abuse claim notified' });
    expect(hold.status).toBe(201);
    expect((await director.post('/api/retention/holds', { ...subject, reason: 'Twice' })).status).toBe(409);
    expect((await review()).find((i) => i.subjectId === yp.id)?.state).toBe('held');
    expect((await director.post('/api/retention/destructions', { ...subject, reason: 'Period ended' })).status).toBe(
      409,
    );
    expect((await director.post(`/api/retention/holds/${hold.body.id}/lift`, { reason: 'Claim settled' })).status).toBe(
      200,
    );

    const proposed = await director.post('/api/retention/destructions', { ...subject, reason: 'Period ended' });
    expect(proposed.status).toBe(201);
    expect((await second.post('/api/retention/destructions', { ...subject, reason: 'Again' })).status).toBe(409);
    // the proposer cannot approve their own
    expect((await director.post(`/api/retention/destructions/${proposed.body.id}/approve`)).status).toBe(409);
    // a hold placed meanwhile stops the approval
    const late = await second.post('/api/retention/holds', { ...subject, reason: 'Police asked to keep it' });
    expect(late.status).toBe(201);
    expect((await second.post(`/api/retention/destructions/${proposed.body.id}/approve`)).status).toBe(409);
    expect(await db.query('select id from records where young_person_id = $1', [yp.id])).toHaveLength(recordIds.length);
    expect((await second.post(`/api/retention/holds/${late.body.id}/lift`, { reason: 'Police done' })).status).toBe(
      200,
    );

    const approved = await second.post(`/api/retention/destructions/${proposed.body.id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.rowsRemoved.records).toBe(recordIds.length);

    // nothing names them any more but the kept rows, and those are emptied
    const uuidColumns = await db.query<{ table_name: string; column_name: string }>(
      `select c.table_name, c.column_name from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and c.data_type = 'uuid' and t.table_type = 'BASE TABLE'`,
    );
    const left: string[] = [];
    for (const c of uuidColumns) {
      const [{ n }] = await db.query<{ n: string }>(
        `select count(*) as n from ${c.table_name} where ${c.column_name} = any($1::uuid[])`,
        [[yp.id, ...recordIds]],
      );
      if (Number(n)) left.push(`${c.table_name}.${c.column_name}`);
    }
    expect(left.filter((t) => !KEPT.includes(t.split('.')[0]))).toEqual([]);
    const [tombstone] = await db.query<Record<string, unknown>>('select * from young_people where id = $1', [yp.id]);
    expect(tombstone).toMatchObject({ first_name: '[destroyed]', last_name: '', date_of_birth: null });
    const logins = await db.query<{ name: string }>('select name from users where young_person_id = $1', [yp.id]);
    for (const l of logins) expect(l.name).toBe('[destroyed]');

    // the log names who proposed, who approved and what went, never the child
    const logged = await second.get('/api/retention/destructions');
    const entry = (logged.body as Record<string, unknown>[]).find((d) => d.id === proposed.body.id)!;
    expect(entry).toMatchObject({
      status: 'destroyed',
      proposedByName: 'Dana Whitfield',
      decidedByName: 'Second Director',
    });
    for (const name of [yp.firstName, yp.lastName]) expect(JSON.stringify(entry)).not.toContain(name);
    const audit = await db.query<{ action: string }>(
      `select action from activity_audit where entity_id = $1 and action like 'retention.%' order by at`,
      [yp.id],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'retention.hold.placed',
      'retention.hold.lifted',
      'retention.destruction.proposed',
      'retention.hold.placed',
      'retention.hold.lifted',
      'retention.destruction.approved',
    ]);
    expect((await review()).find((i) => i.subjectId === yp.id)).toBeUndefined();
  });

  it("lists a home's record past its 15 years and withdraws or destroys it", async () => {
    const db = server.store.db;
    const [old] = await db.query<{ id: string }>(
      `select id from records where org_id = $1 and young_person_id is null and home_id = $2
        and kind in ('home-log', 'visitor', 'maintenance', 'home-check', 'handover') order by id limit 1`,
      [people.orgId, people.oak.id],
    );
    await db.query(`update records set record_date = '2005-03-01' where id = $1`, [old.id]);
    const item = (await review()).find((i) => i.subjectId === old.id);
    expect(item).toMatchObject({ subjectType: 'record', state: 'due', endsOn: '2020-03-01' });
    const subject = { subjectType: 'record', subjectId: old.id };
    const first = await second.post('/api/retention/destructions', { ...subject, reason: 'Period ended' });
    expect(first.status).toBe(201);
    expect((await director.post(`/api/retention/destructions/${first.body.id}/withdraw`)).status).toBe(200);
    expect(await db.query('select id from records where id = $1', [old.id])).toHaveLength(1);
    const again = await second.post('/api/retention/destructions', { ...subject, reason: 'Period ended' });
    expect((await director.post(`/api/retention/destructions/${again.body.id}/approve`)).status).toBe(200);
    expect(await db.query('select id from records where id = $1', [old.id])).toHaveLength(0);
    // a record never past its period is not offered, nor can it be proposed
    const [young] = await db.query<{ id: string }>(
      `select id from records where org_id = $1 and young_person_id is null and record_date > now() - interval '1 year'
        and kind in ('home-log', 'visitor', 'maintenance', 'home-check', 'handover') limit 1`,
      [people.orgId],
    );
    expect(
      (
        await director.post('/api/retention/destructions', {
          subjectType: 'record',
          subjectId: young.id,
          reason: 'x y z',
        })
      ).status,
    ).toBe(422);
  });

  it('lists every open hold, also on a file not yet at its end, so it can be lifted', async () => {
    const yp = people.willowYp;
    const placed = await director.post('/api/retention/holds', {
      subjectType: 'young-person',
      subjectId: yp.id,
      reason: 'Police asked us to keep everything',
    });
    expect(placed.status).toBe(201);
    const res = await director.get('/api/retention/review');
    expect(res.body.items.some((i: Item) => i.subjectId === yp.id)).toBe(false);
    expect(res.body.holds).toContainEqual(
      expect.objectContaining({
        id: placed.body.id,
        subjectType: 'young-person',
        label: `Case file of ${yp.firstName} ${yp.lastName}`,
        home: 'Willow Court',
        reason: 'Police asked us to keep everything',
        placedBy: 'Dana Whitfield',
      }),
    );
    expect((await director.post(`/api/retention/holds/${placed.body.id}/lift`, { reason: 'Done' })).status).toBe(200);
    const after = await director.get('/api/retention/review');
    expect(after.body.holds.some((h: { id: string }) => h.id === placed.body.id)).toBe(false);
  });
});
