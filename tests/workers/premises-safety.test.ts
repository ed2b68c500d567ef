// The premises safety register's duties on real PostgreSQL with an injected clock, through the declared duties
// themselves: a gas safety check is met only by a satisfactory record of that type (an unsatisfactory one leaves
// the home's task open), and a fire drill counts for each member of staff and each child it names, not for others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dutyOf } from '../../definitions/duties/index.ts';
import { obligationOf } from '../../engine/obligations/from-duty.ts';
import type { WorkerDeps } from '../../workers/deps.ts';
import { obligationScan } from '../../workers/processors/obligations.ts';
import { demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const gas = obligationOf(dutyOf('premises-gas-safety'));
const staffDrill = obligationOf(dutyOf('fire-drill-staff'));
const childDrill = obligationOf(dutyOf('fire-drill-young-person'));

describe('premises safety duties', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  const clock = { now: new Date() };
  let deps: WorkerDeps;
  let defVersion: number;

  const at = (day: string) => {
    clock.now = new Date(`${day}T10:00:00Z`);
  };
  const tasks = (key: string) =>
    server.store.db.query<{ status: string; natural_key: string; staff_id: string | null; description: string }>(
      `select status, natural_key, staff_id, description from tasks where natural_key like $1 order by natural_key`,
      [`duty:${key}:%`],
    );
  const homeRecord = (kind: string, day: string, data: Record<string, unknown>, status = 'ongoing') =>
    server.store.db.query(
      `insert into records (org_id, kind, definition_version_id, home_id, status, author_id, record_date, data)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [people.orgId, kind, defVersion, people.oak.id, status, people.user('manager.oak@demo.care').id, day, data],
    );

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    deps = { store: server.store, now: () => clock.now, log: silent, kinds: {}, leads: {} as WorkerDeps['leads'] };
    [{ id: defVersion }] = await server.store.db.query<{ id: number }>(
      `select id from definition_versions order by id limit 1`,
    );
    const start = '2026-01-05T09:00:00Z';
    await server.store.db.query(`update users set created_at = $2 where org_id = $1`, [people.orgId, start]);
    await server.store.db.query(`update homes set created_at = $2 where org_id = $1`, [people.orgId, start]);
    await server.store.db.query(`update young_people set move_in_date = '2026-01-05' where org_id = $1`, [
      people.orgId,
    ]);
    // the demo's own records are not part of this story
    await server.store.db.query(
      `update records set archived_at = now() where org_id = $1 and kind in ('home-check', 'premises-safety')`,
      [people.orgId],
    );
  });
  afterAll(() => server?.close());

  it('a gas safety check is due yearly, and only a satisfactory one of that type meets it', async () => {
    at('2026-12-10'); // due 5 January 2027, opens 30 days before
    expect((await obligationScan(deps, [gas])).created).toBe(2); // both homes
    const oakKey = `duty:premises-gas-safety:${people.oak.id}:2027-01-05`;
    expect((await tasks('premises-gas-safety')).map((t) => t.natural_key)).toContain(oakKey);
    await homeRecord(
      'premises-safety',
      '2026-12-12T10:00:00Z',
      { safetyType: 'eicr', outcome: 'satisfactory' },
      'complete',
    );
    await homeRecord(
      'premises-safety',
      '2026-12-12T11:00:00Z',
      {
        safetyType: 'gas_safety',
        outcome: 'unsatisfactory',
      },
      'complete',
    );
    at('2026-12-13');
    expect((await obligationScan(deps, [gas])).completed).toBe(0);
    const satisfactory = { safetyType: 'gas_safety', outcome: 'satisfactory' };
    await homeRecord('premises-safety', '2026-12-14T11:00:00Z', satisfactory); // a draft
    expect((await obligationScan(deps, [gas])).completed).toBe(0);
    await homeRecord('premises-safety', '2026-12-14T11:00:00Z', satisfactory, 'complete');
    at('2026-12-15');
    expect((await obligationScan(deps, [gas])).completed).toBe(1);
    const oak = (await tasks('premises-gas-safety')).find((t) => t.natural_key === oakKey)!;
    expect(oak).toMatchObject({ status: 'completed' });
    expect(oak.description).toMatch(/Gas Safety \(Installation and Use\) Regulations 1998 reg 36\(3\)/);
    expect(oak.description).toMatch(/Done in time\.$/);
  });

  it('a fire drill counts for each member of staff and each child it names, and only once done', async () => {
    const staff = people.user('staff.oak@demo.care').id;
    const other = people.user('alex.oak@demo.care').id;
    const child = people.oakYp.id;
    at('2026-06-10'); // due 5 July, opens 30 days before
    await obligationScan(deps, [staffDrill, childDrill]);
    const open = async (key: string, id: string) =>
      (await tasks(key)).filter((t) => t.natural_key.includes(id) && t.status === 'not_complete');
    expect(await open('fire-drill-staff', staff)).toHaveLength(1);
    expect(await open('fire-drill-young-person', child)).toHaveLength(1);
    const drill = { checkType: 'fire_drill', staffTookPart: [staff], childrenTookPart: [child] };
    await homeRecord('home-check', '2026-06-12T19:00:00Z', { ...drill, done: false }, 'complete'); // not done
    await homeRecord('home-check', '2026-06-13T19:00:00Z', { ...drill, done: true }); // a draft
    await homeRecord(
      'home-check',
      '2026-06-14T19:00:00Z',
      { ...drill, checkType: 'fire_alarm', done: true },
      'complete',
    );
    at('2026-06-15');
    expect((await obligationScan(deps, [staffDrill, childDrill])).completed).toBe(0);
    await homeRecord(
      'home-check',
      '2026-06-16T19:00:00Z',
      { ...drill, checkType: 'fire_drill_night', done: true },
      'complete',
    );
    at('2026-06-17');
    expect((await obligationScan(deps, [staffDrill, childDrill])).completed).toBe(2);
    expect(await open('fire-drill-staff', staff)).toHaveLength(0);
    expect(await open('fire-drill-young-person', child)).toHaveLength(0);
    expect(await open('fire-drill-staff', other)).toHaveLength(1); // not named: still owed
  });
});
