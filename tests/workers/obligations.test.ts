// The obligations scan on real PostgreSQL with an injected clock: a task opens `leadDays` before a duty
// is due, closes when a record (or a cash count) meets it saying whether that was in time, never twice
// on a rerun or when two scans run at once, and only where the home type and the organisation's flags
// say the duty applies. Obligations are built here, so the test does not depend on any area's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allObligations } from '../../definitions/obligations.ts';
import { obligationStore } from '../../engine/obligations/store.ts';
import type { Obligation } from '../../engine/obligations/types.ts';
import type { WorkerDeps } from '../../workers/deps.ts';
import { obligationScan } from '../../workers/processors/obligations.ts';
import { demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

const supervision: Obligation = {
  key: 'test-supervision',
  title: 'Supervision due for {name}',
  description: 'Every 6 weeks (test).',
  subject: 'staff',
  homeTypes: ['children_home'],
  every: { weeks: 6 },
  anchor: 'start',
  metBy: { kinds: ['test-supervision'], status: 'submitted' },
  leadDays: 7,
  assignTo: 'home-managers',
  taskType: 'supervision',
};
const cashCount: Obligation = {
  key: 'test-cash-count',
  title: 'Count the petty cash at {name}',
  description: 'Monthly (test).',
  subject: 'home',
  every: { months: 1 },
  metBy: { source: 'cash-counts' },
  leadDays: 5,
  assignTo: 'home-managers',
  taskType: 'task action plan',
};
const level3: Obligation = {
  key: 'test-level3',
  title: 'Level 3 for {name}',
  description: 'Within 2 years (test).',
  subject: 'staff',
  once: true,
  every: { years: 2 },
  metBy: { kinds: ['test-qualification'], status: 'submitted', match: { 'qualification.level': ['level3', 'level5'] } },
  leadDays: 60,
  assignTo: 'subject',
  taskType: 'training',
  flag: { toggle: 'mar', featureOff: 'enableNewRota' },
};

describe('obligations scan', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  const clock = { now: new Date() };
  let deps: WorkerDeps;
  let defVersion: number;
  let staffOak: string, staffWillow: string;

  const at = (day: string) => {
    clock.now = new Date(`${day}T10:00:00Z`);
  };
  const scan = (obs: Obligation[]) => obligationScan(deps, obs);
  const tasks = (key: string) =>
    server.store.db.query<{
      id: string;
      status: string;
      description: string;
      natural_key: string;
      staff_id: string | null;
      home_id: string | null;
      assigned_to: string[];
      title: string;
      due_at: Date;
    }>(
      `select id, status, description, natural_key, staff_id, home_id, assigned_to, title, due_at from tasks where natural_key like $1 order by natural_key`,
      [`duty:${key}:%`],
    );
  const record = async (
    kind: string,
    staffId: string,
    day: string,
    data: Record<string, unknown> = {},
    status = 'complete',
  ) => {
    const [r] = await server.store.db.query<{ id: string }>(
      `insert into records (org_id, kind, definition_version_id, staff_id, status, author_id, record_date, data)
       values ($1, $2, $3, $4, $5, $4, $6, $7) returning id`,
      [people.orgId, kind, defVersion, staffId, status, `${day}T12:00:00Z`, data],
    );
    return r.id;
  };

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    deps = { store: server.store, now: () => clock.now, log: silent, kinds: {}, leads: {} as WorkerDeps['leads'] };
    [{ id: defVersion }] = await server.store.db.query<{ id: number }>(
      `select id from definition_versions order by id limit 1`,
    );
    // Everyone and every home starts on 5 January 2026, so the due dates are known.
    await server.store.db.query(`update users set created_at = '2026-01-05T09:00:00Z' where org_id = $1`, [
      people.orgId,
    ]);
    await server.store.db.query(`update homes set created_at = '2026-01-05T09:00:00Z' where org_id = $1`, [
      people.orgId,
    ]);
    // a person's start is their contract's start date where they have one
    await server.store.db.query(
      `update records set data = jsonb_set(data, '{startDate}', '"2026-01-05"') where org_id = $1 and kind = 'employment-contract'`,
      [people.orgId],
    );
    staffOak = people.user('staff.oak@demo.care').id;
    staffWillow = people.user('staff.willow@demo.care').id;
  });
  afterAll(() => server?.close());

  it('opens a task lead days before due, once however often or concurrently it runs, for the home types it applies to', async () => {
    at('2026-02-08'); // due 16 February (6 weeks after 5 January), opens on the 9th
    expect((await scan([supervision])).created).toBe(0);
    at('2026-02-09');
    const runs = await Promise.all([scan([supervision]), scan([supervision])]);
    const created = runs[0].created + runs[1].created;
    expect(created).toBeGreaterThan(0);
    expect((await scan([supervision])).created).toBe(0);
    const all = await tasks('test-supervision');
    expect(all).toHaveLength(created);
    const oak = all.find((t) => t.staff_id === staffOak)!;
    expect(oak.natural_key).toBe(`duty:test-supervision:${staffOak}:2026-02-16`);
    expect(oak.title).toBe('Supervision due for ' + people.user('staff.oak@demo.care').name);
    expect(oak.home_id).toBe(people.oak.id);
    expect(oak.assigned_to).toContain(people.user('manager.oak@demo.care').id);
    expect(oak.assigned_to).not.toContain(staffOak);
    expect(oak.due_at.toISOString()).toBe('2026-02-16T17:00:00.000Z'); // 17:00 London (GMT)
    // Willow Court is supported accommodation: the children's-home duty does not reach its own staff
    expect(all.some((t) => t.staff_id === staffWillow)).toBe(false);
  });

  it('closes "Done in time" when met before due, and the next one opens from the date it was met', async () => {
    await record('test-supervision', staffOak, '2026-02-12', {}, 'ongoing'); // a draft does not meet it
    at('2026-02-12');
    await scan([supervision]);
    expect((await tasks('test-supervision')).find((t) => t.staff_id === staffOak)!.status).toBe('not_complete');
    await record('test-supervision', staffOak, '2026-02-12');
    const r = await scan([supervision]);
    expect(r.completed).toBe(1);
    const done = (await tasks('test-supervision')).find((t) => t.staff_id === staffOak)!;
    expect(done.status).toBe('completed');
    expect(done.description).toBe('Every 6 weeks (test).\n\nDone in time.');
    expect((await scan([supervision])).completed).toBe(0); // once
    at('2026-03-18'); // next due 26 March, opens the 19th
    await scan([supervision]);
    expect((await tasks('test-supervision')).filter((t) => t.staff_id === staffOak)).toHaveLength(1);
    at('2026-03-19');
    await scan([supervision]);
    const next = (await tasks('test-supervision')).filter(
      (t) => t.staff_id === staffOak && t.status === 'not_complete',
    );
    expect(next.map((t) => t.natural_key)).toEqual([`duty:test-supervision:${staffOak}:2026-03-26`]);
  });

  it('says late when met after the due date, and stays open (overdue) until then', async () => {
    at('2026-03-28');
    expect((await scan([supervision])).completed).toBe(0);
    const archived = await record('test-supervision', staffOak, '2026-03-27');
    // archived: does not count
    await server.store.db.query(`update records set archived_at = now() where id = $1`, [archived]);
    expect((await scan([supervision])).completed).toBe(0);
    await record('test-supervision', staffOak, '2026-03-29');
    await record('test-supervision', staffOak, '2026-03-30');
    at('2026-03-30');
    expect((await scan([supervision])).completed).toBe(1);
    const late = (await tasks('test-supervision')).find((t) => t.natural_key.endsWith(`${staffOak}:2026-03-26`))!;
    expect(late.status).toBe('completed');
    expect(late.description).toMatch(/Done late \(3 days after it was due\)\.$/); // the first record after it was due
  });

  it('cancels the open task of someone who has left', async () => {
    const alex = people.user('alex.oak@demo.care').id;
    const open = (await tasks('test-supervision')).find((t) => t.staff_id === alex && t.status === 'not_complete');
    expect(open).toBeTruthy();
    await server.store.db.query(`update users set active = false where id = $1`, [alex]);
    expect((await scan([supervision])).cancelled).toBe(1);
    expect((await tasks('test-supervision')).find((t) => t.id === open!.id)!.status).toBe('cancelled');
    // back again: the same due date's task is open again (never left without one)
    await server.store.db.query(`update users set active = true where id = $1`, [alex]);
    expect((await scan([supervision])).created).toBe(1);
    expect((await tasks('test-supervision')).find((t) => t.id === open!.id)!.status).toBe('not_complete');
    expect((await scan([supervision])).created).toBe(0);
  });

  it('a monthly cash count per home is met by the accounts cash counts', async () => {
    // the demo's own counts happened at the start too
    await server.store.db.query(`update cash_counts set counted_at = '2026-01-05T09:00:00Z' where org_id = $1`, [
      people.orgId,
    ]);
    at('2026-01-31'); // due 5 February, opens 31 January
    expect((await scan([cashCount])).created).toBe(2);
    const [oakTask] = (await tasks('test-cash-count')).filter((t) => t.home_id === people.oak.id);
    expect(oakTask.title).toBe('Count the petty cash at Oak House');
    const manager = people.user('manager.oak@demo.care').id;
    const count = (witness: string | null, when: string) =>
      server.store.db.query(
        `insert into cash_counts (org_id, home_id, counted_pence, expected_pence, discrepancy_pence, up_to_seq, counted_by,
           witness_id, witness_method, counted_at)
         values ($1, $2, 0, 0, 0, 0, $3, $4, case when $4::uuid is null then null else 'pin' end, $5)`,
        [people.orgId, people.oak.id, manager, witness, when],
      );
    // a count by one person does not meet it: petty cash is counted by two
    await count(null, '2026-02-02T15:00:00Z');
    at('2026-02-10');
    expect((await scan([cashCount])).completed).toBe(0);
    await count(people.user('staff.oak@demo.care').id, '2026-02-03T15:00:00Z');
    at('2026-02-10');
    const r = await scan([cashCount]);
    expect(r.completed).toBe(1);
    const after = await tasks('test-cash-count');
    expect(after.find((t) => t.id === oakTask.id)).toMatchObject({
      status: 'completed',
      description: 'Monthly (test).\n\nDone in time.',
    });
    // Willow's is still open, past due
    const willow = after.find((t) => t.home_id === people.willow.id)!;
    expect(willow.status).toBe('not_complete');
    expect(willow.due_at.getTime()).toBeLessThan(clock.now.getTime());
  });

  it('respects the organisation toggle and feature flag, and a one-off is met only by a matching record', async () => {
    at('2027-11-10'); // two years after 5 January 2026 is 5 January 2028; opens 60 days before
    const toggleMar = (on: boolean) =>
      server.store.db.query(
        `update organisations set settings = jsonb_set(settings, '{toggles}', coalesce(settings->'toggles', '{}') || jsonb_build_object('mar', $2::boolean)) where id = $1`,
        [people.orgId, on],
      );
    await toggleMar(false);
    expect((await scan([level3])).created).toBe(0); // toggle "mar" off
    await toggleMar(true);
    await server.store.db.query(
      `update organisations set features = features || '{"enableNewRota": true}' where id = $1`,
      [people.orgId],
    );
    expect((await scan([level3])).created).toBe(0); // feature on: the duty is off
    await server.store.db.query(
      `update organisations set features = features || '{"enableNewRota": false}' where id = $1`,
      [people.orgId],
    );
    expect((await scan([level3])).created).toBeGreaterThan(0);
    const mine = (await tasks('test-level3')).find((t) => t.staff_id === staffOak)!;
    expect(mine.assigned_to).toEqual([staffOak]); // assigned to the member of staff themself
    expect(mine.natural_key.endsWith(':2028-01-05')).toBe(true);
    await record('test-qualification', staffOak, '2027-11-11', { qualification: { level: 'level2' } }, 'ongoing');
    expect((await scan([level3])).completed).toBe(0);
    // a draft never meets a duty; the same record submitted does
    await record('test-qualification', staffOak, '2026-06-01', { qualification: { level: 'level3' } }, 'ongoing');
    expect((await scan([level3])).completed).toBe(0);
    await record('test-qualification', staffOak, '2026-06-01', { qualification: { level: 'level3' } });
    expect((await scan([level3])).completed).toBe(1);
    expect((await tasks('test-level3')).find((t) => t.id === mine.id)!.description).toMatch(/Done in time\.$/);
    at('2030-01-01');
    await scan([level3]); // met once: never due again
    expect((await tasks('test-level3')).filter((t) => t.staff_id === staffOak)).toHaveLength(1);
  });

  it('every declared obligation scans (its SQL runs on the demo data), and a rerun opens nothing new', async () => {
    at('2026-11-23');
    const first = await obligationScan(deps);
    expect(first.obligations).toBe(allObligations.length);
    expect(first.created).toBeGreaterThan(0);
    const again = await obligationScan(deps);
    expect(again).toMatchObject({ created: 0, completed: 0, cancelled: 0 });
  });
  it("a person's duties count from their contract's start date, else from their login's creation", async () => {
    const alex = people.user('alex.oak@demo.care').id;
    await server.store.db.query(
      `update records set data = jsonb_set(data, '{startDate}', '"2025-09-01"') where staff_id = $1 and kind = 'employment-contract'`,
      [alex],
    );
    const { n } = (
      await server.store.db.query<{ n: number }>(
        `select count(*)::int as n from records where staff_id = $1 and kind = 'employment-contract' and archived_at is null`,
        [alex],
      )
    )[0];
    const subjects = await obligationStore(server.store.db).subjects(supervision);
    const anchor = (id: string) => subjects.find((x) => x.subjectId === id)?.anchorOn;
    // the demo gives Alex a contract: its start counts, not the day the login was made
    expect(n).toBeGreaterThan(0);
    expect(anchor(alex)).toBe('2025-09-01');
    await server.store.db.query(
      `update records set archived_at = now() where staff_id = $1 and kind = 'employment-contract'`,
      [alex],
    );
    const again = await obligationStore(server.store.db).subjects(supervision);
    expect(again.find((x) => x.subjectId === alex)?.anchorOn).toBe('2026-01-05');
  });
});
