// Chart aggregates kept by the chart-aggregation worker. Property-style: after random sequences of
// inserts, edits, status changes, archives and restores (through the record API), with the change
// messages delivered late, out of order, twice and at the same time, every aggregate equals a direct
// recount of the records — and equals it again after a full rebuild. Then the real path: a change
// through the outbox, the relay and BullMQ on Redis (own key prefix, injected clock) to its chart.
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildCharts } from '../../engine/charts/aggregate.ts';
import { chartAggregation } from '../../workers/processors/charts.ts';
import {
  CHARTED,
  differences,
  type Random,
  random,
  randomData,
  recount,
  stored,
  storedWeeks,
  weeksOf,
} from '../helpers/charts.ts';
import { clientFor } from '../helpers/fixtures.ts';
import { eventually, type Harness, harness } from './harness.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;
interface Tracked {
  id: string;
  kind: string;
  home: 'oak' | 'willow';
  yp: string;
}

describe('chart aggregates', () => {
  let h: Harness;
  let director: Client, managers: Record<'oak' | 'willow', Client>;
  const people = () => h.people;

  beforeAll(async () => {
    h = await harness(new Date('2026-11-20T12:00:00Z'));
    director = await clientFor(h.server, 'director@demo.care');
    managers = {
      oak: await clientFor(h.server, 'manager.oak@demo.care'),
      willow: await clientFor(h.server, 'manager.willow@demo.care'),
    };
  });
  afterAll(() => h?.close());

  const lastOutboxId = async () =>
    (await h.server.store.db.query<{ id: number }>(`select coalesce(max(id), 0)::int as id from outbox`))[0].id;
  const messagesSince = async (id: number) =>
    h.server.store.db.query<{ id: number; recordId: string; kind: string }>(
      `select id::int as id, payload->>'recordId' as "recordId", payload->>'kind' as kind from outbox where id > $1 and topic = 'record.changed' order by id`,
      [id],
    );

  async function expectExact(when: string) {
    const expected = await recount(h.server, people().orgId);
    const diffs = differences(expected, await stored(h.server, people().orgId));
    expect(diffs, `${when}: aggregates differ from a recount`).toEqual([]);
    // the organisation's weeks (org-level charts) follow the days exactly, and keep no emptied week
    for (const perHome of [false, true]) {
      const weeks = await storedWeeks(h.server, people().orgId, perHome);
      expect(
        differences(weeksOf(expected, perHome), weeks),
        `${when}: the organisation's weeks${perHome ? ' per home' : ''} differ from the recount's`,
      ).toEqual([]);
      expect(
        [...weeks].filter(([, n]) => n === 0),
        `${when}: weeks${perHome ? ' per home' : ''} left at 0`,
      ).toEqual([]);
    }
  }

  function staffOf(home: 'oak' | 'willow') {
    const emails =
      home === 'oak'
        ? ['staff.oak@demo.care', 'alex.oak@demo.care', 'manager.oak@demo.care']
        : ['staff.willow@demo.care', 'manager.willow@demo.care'];
    return emails.map((e) => people().user(e).id);
  }
  const ypsOf = async (home: 'oak' | 'willow') => {
    const homeId = home === 'oak' ? people().oak.id : people().willow.id;
    return (await h.server.store.forOrg(people().orgId).people.youngPeople({ homeIds: [homeId] })).map((y) => y.id);
  };

  async function current(t: Tracked) {
    return (await director.get(`/api/records/${t.kind}/${t.id}`)).body as {
      version: number;
      status: string;
      archivedAt: string | null;
      actions: string[];
    };
  }

  /** One random change through the API; refusals (a submit of an incomplete draft…) simply change nothing. */
  async function randomChange(r: Random, tracked: Tracked[]) {
    const op =
      tracked.length < 5
        ? 'create'
        : r.pick([
            'create',
            'create',
            'update',
            'update',
            'submit',
            'sign-off',
            'reopen',
            'archive',
            'unarchive',
          ] as const);
    if (op === 'create') {
      const home = r.next() < 0.7 ? 'oak' : 'willow';
      const yps = await ypsOf(home);
      const yp = r.pick(yps);
      // dated to the minute
      const kind = r.next() < 0.5 ? r.pick(['incident', 'safeguarding', 'deescalation-log']) : r.pick(CHARTED);
      const data = await randomData(
        kind,
        r,
        staffOf(home),
        yps.filter((y) => y !== yp).length ? yps.filter((y) => y !== yp) : yps,
      );
      // a home's own kinds (home logs, accidents, insurance) are about the home, not a young person
      const subject = (await h.server.registry.latest(kind, people().orgId))!.def.subject;
      const res = await director.post(
        `/api/records/${kind}`,
        subject === 'home' ? { homeId: people()[home].id, data } : { youngPersonId: yp, data },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      tracked.push({ id: res.body.id, kind, home, yp });
      return;
    }
    const t = r.pick(tracked);
    const rec = await current(t);
    if (op === 'update') {
      if (!rec.actions.includes('edit')) return;
      const yps = await ypsOf(t.home);
      const data = await randomData(
        t.kind,
        r,
        staffOf(t.home),
        yps.filter((y) => y !== t.yp).length ? yps.filter((y) => y !== t.yp) : yps,
      );
      const res = await director.put(`/api/records/${t.kind}/${t.id}`, { data, version: rec.version });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    } else if (op === 'archive' || op === 'unarchive') {
      if (!rec.actions.includes(op)) return;
      expect(
        (
          await director.post(`/api/records/${t.kind}/${t.id}/${op}`, {
            version: rec.version,
            reason: 'Entered in error',
          })
        ).status,
      ).toBe(200);
    } else if (op === 'sign-off') {
      for (const who of [managers[t.home], director]) {
        const now = (await who.get(`/api/records/${t.kind}/${t.id}`)).body;
        if (now.actions.includes('sign-off')) {
          expect(
            (await who.post(`/api/records/${t.kind}/${t.id}/actions/sign-off`, { version: now.version })).status,
          ).toBe(200);
          return;
        }
      }
    } else if (rec.actions.includes(op)) {
      await director.post(`/api/records/${t.kind}/${t.id}/actions/${op}`, { version: rec.version });
    }
  }

  it('after random inserts, edits, status changes and archives every aggregate equals a recount — messages late, out of order, repeated — and again after a full rebuild', async () => {
    const r = random(20261120);
    const process = chartAggregation(h.deps);
    const deliver = (m: { recordId: string; kind: string }) =>
      process({ name: 'record.changed', data: { orgId: people().orgId, recordId: m.recordId, kind: m.kind } } as Job);

    await rebuildCharts(h.server.store, people().orgId); // the demo seed, from scratch
    await expectExact('after the first rebuild');
    const tracked: Tracked[] = [];
    let seen = await lastOutboxId();
    const delivered: { recordId: string; kind: string }[] = [];

    for (let round = 0; round < 4; round++) {
      let pending: { recordId: string; kind: string }[] = [];
      for (let step = 0; step < 30; step++) {
        await randomChange(r, tracked);
        const fresh = await messagesSince(seen);
        if (fresh.length) seen = fresh[fresh.length - 1].id;
        pending.push(...fresh);
        // some messages now, some later; in any order; some twice at the same time; some old ones again
        if (r.next() < 0.5) {
          const now = r.shuffle(pending.filter(() => r.next() < 0.6));
          pending = pending.filter((m) => !now.includes(m));
          for (const m of now) {
            if (r.next() < 0.3) await Promise.all([deliver(m), deliver(m)]);
            else await deliver(m);
            delivered.push(m);
          }
          if (delivered.length && r.next() < 0.3) await deliver(r.pick(delivered));
        }
      }
      for (const m of r.shuffle(pending)) {
        await deliver(m);
        delivered.push(m);
      }
      for (const m of r.shuffle([...delivered]).slice(0, 10)) await deliver(m); // replays change nothing
      await expectExact(`round ${round + 1}`);
    }
    const statuses = await h.server.store.db.query<{ status: string; archived: boolean }>(
      `select distinct status, archived_at is not null as archived from records where id = any($1::uuid[])`,
      [tracked.map((t) => t.id)],
    );
    expect(new Set(statuses.map((s) => s.status)).size, 'the sequence reached several statuses').toBeGreaterThanOrEqual(
      3,
    );
    expect(
      statuses.some((s) => s.archived),
      'the sequence archived some records',
    ).toBe(true);

    const before = await stored(h.server, people().orgId);
    await rebuildCharts(h.server.store, people().orgId);
    await expectExact('after a full rebuild');
    expect(
      differences(before, await stored(h.server, people().orgId)),
      'rebuild equals the incremental result',
    ).toEqual([]);
    // after a rebuild, replaying every message ever sent changes nothing
    for (const m of delivered) await deliver(m);
    await expectExact('replays after the rebuild');
  });

  it('a record change reaches its aggregate through the outbox, the relay and the real queue', async () => {
    const w = await h.start({ queues: ['record-changes', 'chart-aggregation'] });
    await w.connected;
    while (await w.relayOnce()) {
      /* earlier messages */
    }
    await rebuildCharts(h.server.store, people().orgId);
    const chart = `/api/charts?level=home&metric=incidents&type=count&groupBy=type&home=${people().oak.id}&from=2027-01-04&to=2027-01-10`;
    const totalOf = async () =>
      (await director.get(chart)).body as { total: number; rows: { key: string; total: number }[] };
    expect((await totalOf()).total).toBe(0);

    const yps = await ypsOf('oak');
    const data = await randomData('incident', random(7), staffOf('oak'), yps.slice(1));
    (data.general as Record<string, unknown>).startedAt = '2027-01-06T10:00:00Z';
    (data.general as Record<string, unknown>).types = ['damage'];
    const created = await director.post('/api/records/incident', { youngPersonId: yps[0], data });
    expect(created.status).toBe(201);
    expect(await w.relayOnce()).toBeGreaterThan(0);
    const counted = await eventually(async () => {
      const c = await totalOf();
      return c.total === 1 ? c : null;
    });
    expect(counted.rows.find((x) => x.key === 'damage')?.total).toBe(1);

    // moved out of the week: it leaves the figures
    (data.general as Record<string, unknown>).startedAt = '2027-02-06T10:00:00Z';
    expect(
      (await director.put(`/api/records/incident/${created.body.id}`, { data, version: created.body.version })).status,
    ).toBe(200);
    await w.relayOnce();
    await eventually(async () => (await totalOf()).total === 0);
    await expectExact('through the queue');
  });

  it("a young person's arrival reaches occupancy through the queue", async () => {
    const w = await h.start({ queues: ['record-changes', 'chart-aggregation'] });
    await w.connected;
    const manager = managers.oak;
    const added = await manager.post('/api/young-people', {
      homeId: people().oak.id,
      firstName: 'Noah',
      lastName: 'Price',
      birthYear: 2010,
      moveInDate: '2026-11-01',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await w.relayOnce();
    const stay = await eventually(
      async () =>
        (
          await h.server.store.db.query<{ from_day: string }>(
            `select from_day::text from chart_stays where young_person_id = $1`,
            [added.body.id],
          )
        )[0],
    );
    expect(stay.from_day).toBe('2026-11-01');
  });

  it('a rebuild writes only what differs: nothing when the aggregates are right, and exactly the damaged rows when not', async () => {
    const db = h.server.store.db;
    const org = people().orgId;
    const TABLES = [
      'chart_counts',
      'chart_contributions',
      'chart_record_versions',
      'chart_org_weeks',
      'chart_home_weeks',
      'chart_stays',
    ];
    // a row's xmin is the transaction that last wrote it: unchanged xmin, row not rewritten
    const written = async () => {
      const out = new Map<string, string[]>();
      for (const t of TABLES)
        out.set(
          t,
          (
            await db.query<{ x: string }>(`select xmin::text as x from ${t} where org_id = $1 order by ctid`, [org])
          ).map((r) => r.x),
        );
      return out;
    };
    await rebuildCharts(h.server.store, org);
    const before = await written();
    for (const t of TABLES) expect(before.get(t)!.length, `${t} has rows`).toBeGreaterThan(0);
    await rebuildCharts(h.server.store, org);
    expect(await written(), 'a second rebuild rewrote rows').toEqual(before);

    // damage each table the way a lost message or a bug would, then rebuild: exact again, the rest untouched
    await db.query(`delete from chart_counts where ctid = (select ctid from chart_counts where org_id = $1 limit 1)`, [
      org,
    ]);
    await db.query(
      `update chart_counts set n = n + 5 where ctid = (select ctid from chart_counts where org_id = $1 offset 3 limit 1)`,
      [org],
    );
    await db.query(
      `insert into chart_contributions (org_id, record_id, metric, dim, day, home_id, kind, status, key, young_person_id, n)
       select org_id, record_id, metric, dim, day, home_id, kind, status, 'not-a-real-key', young_person_id, 1
         from chart_contributions where org_id = $1 limit 1`,
      [org],
    );
    await db.query(
      `update chart_org_weeks set n = n + 1 where ctid = (select ctid from chart_org_weeks where org_id = $1 limit 1)`,
      [org],
    );
    await db.query(
      `delete from chart_home_weeks where ctid = (select ctid from chart_home_weeks where org_id = $1 limit 1)`,
      [org],
    );
    await db.query(
      `update chart_record_versions set version = version + 7 where record_id = (select record_id from chart_record_versions where org_id = $1 limit 1)`,
      [org],
    );
    await db.query(
      `update chart_stays set to_day = '2020-01-01' where young_person_id = (select young_person_id from chart_stays where org_id = $1 limit 1)`,
      [org],
    );
    const damaged = await written();
    await rebuildCharts(h.server.store, org);
    await expectExact('after repairing damage');
    const repaired = await written();
    for (const t of TABLES) {
      const kept = new Set(damaged.get(t));
      const rewritten = repaired.get(t)!.filter((x) => !kept.has(x)).length;
      expect(rewritten, `${t}: rows written by the repair`).toBeGreaterThan(0);
      expect(rewritten, `${t}: only the damaged rows are written`).toBeLessThanOrEqual(
        t === 'chart_contributions' ? 20 : 2,
      );
    }
  });
});
