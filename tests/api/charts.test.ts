// The charts API (SPEC §9): the model with units and directions, the hidden combinations refused with
// problem+json saying why, metrics still waiting for their records, figures read from the aggregates
// (scoped like the records: homes worked in, young-person permissions, the organisation view without
// non-operational homes), the records behind a bar, and occupancy from registered places.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHART_KIND_SOURCES, CHART_METRICS, HIDDEN_COMBINATIONS } from '../../definitions/charts.ts';
import { rebuildCharts } from '../../engine/charts/aggregate.ts';
import { loadDefinitionFiles } from '../../engine/definitions/registry.ts';
import { random, randomData } from '../helpers/charts.ts';
import { clientFor, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;
const WEEK = 'from=2027-03-01&to=2027-03-07';

describe('the charts model', () => {
  it("feeds every definition's metric from its kind, and only from kinds that say so", async () => {
    const defs = await loadDefinitionFiles();
    const withMetric = [...defs.values()]
      .filter((d) => d.metric)
      .map((d) => [d.kind, d.metric])
      .sort();
    expect(CHART_KIND_SOURCES.map((s) => [s.kind, s.metric]).sort()).toEqual(withMetric);
    for (const s of CHART_KIND_SOURCES) {
      const m = CHART_METRICS.find((x) => x.key === s.metric)!;
      expect('kinds' in m.source && m.source.kinds.includes(s.kind), `${s.kind} → ${s.metric}`).toBe(true);
      for (const g of Object.keys(s.groups)) expect(m.groupBy, `${s.metric} offers ${g}`).toContain(g);
      // one access rule per metric: its kinds share the area and young-person permission
      const first = defs.get(('kinds' in m.source ? m.source.kinds : [])[0])!;
      expect([defs.get(s.kind)!.area, defs.get(s.kind)!.ypPermission]).toEqual([first.area, first.ypPermission]);
    }
  });
});

describe.each(DRIVERS)('charts API on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let director: Client, managerOak: Client, staffOak: Client, staffWillow: Client;
  let headOffice: { id: string };
  const made: { id: string; home: string; yp: string; types: string[] }[] = [];

  async function incident(c: Client, yp: string, homeStaff: string[], startedAt: string, types: string[]) {
    const data = await randomData('incident', random(made.length + 1), homeStaff, [yp]);
    Object.assign(data.general as object, { startedAt, types, otherYoungPeople: [] });
    const res = await c.post('/api/records/incident', { youngPersonId: yp, data });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; homeId: string };
  }

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    director = await clientFor(server, 'director@demo.care');
    managerOak = await clientFor(server, 'manager.oak@demo.care');
    staffOak = await clientFor(server, 'staff.oak@demo.care');
    staffWillow = await clientFor(server, 'staff.willow@demo.care');
    const oakStaff = ['staff.oak@demo.care', 'manager.oak@demo.care'].map((e) => people.user(e).id);
    const willowStaff = ['staff.willow@demo.care', 'manager.willow@demo.care'].map((e) => people.user(e).id);
    headOffice = (await director.post('/api/settings/homes', { name: 'Head Office', type: 'children_home' })).body;
    const hoYp = (
      await director.post('/api/young-people', {
        homeId: headOffice.id,
        firstName: 'Test',
        lastName: 'Person',
        birthYear: 2010,
      })
    ).body;
    for (const [yp, staff, at, types] of [
      [people.oakYps[0].id, oakStaff, '2027-03-01T09:00:00Z', ['aggression']],
      // GMT in March: still 3 March in London
      [people.oakYps[0].id, oakStaff, '2027-03-03T23:30:00Z', ['aggression', 'damage']],
      [people.oakYps[1].id, oakStaff, '2027-03-05T12:00:00Z', ['missing']],
      [people.willowYp.id, willowStaff, '2027-03-02T12:00:00Z', ['verbal']],
      [hoYp.id, [people.user('director@demo.care').id], '2027-03-02T12:00:00Z', ['aggression']],
    ] as const) {
      const r = await incident(director, yp, [...staff], at, [...types]);
      made.push({ id: r.id, home: r.homeId, yp, types: [...types] });
    }
    await otherOrganisation(server);
    await rebuildCharts(server.store, people.orgId);
  });
  afterAll(() => server?.close());

  const chart = (c: Client, q: string) => c.get(`/api/charts?${q}`);

  it('lists the SPEC §9 model: units and directions as the SPEC gives them, what is live and what waits for what', async () => {
    const res = await director.get('/api/charts/metrics');
    expect(res.status).toBe(200);
    const m = Object.fromEntries(res.body.metrics.map((x: { key: string }) => [x.key, x]));
    expect(res.body.metrics.map((x: { key: string }) => x.key)).toEqual(CHART_METRICS.map((x) => x.key));
    expect(m.incidents).toMatchObject({
      direction: 'greaterThan',
      units: { count: 'perWeek', trends: 'perWeek', status: 'perWeek' },
      live: true,
      directionFrom: 'spec',
    });
    expect(m.safeguarding).toMatchObject({ direction: 'greaterThan', units: { count: 'perWeek' } });
    expect(m.occupancy).toMatchObject({ direction: 'lowerThan', units: { count: 'percent' }, live: true });
    expect(m.kws).toMatchObject({ direction: 'lowerThan', units: { count: 'perWeek' } });
    expect(m.supervision).toMatchObject({ direction: 'lowerThan', units: { count: 'perMonth' }, live: true });
    expect(m.training).toMatchObject({
      direction: 'lowerThan',
      units: { count: 'percent', trends: 'percent' },
      trendsBucket: 'month',
    });
    expect(m.training.types.staff).not.toContain('trends');
    expect(m.placementPlan.types.yp).toContain('needs/issues');
    expect(m.placementPlan.types.org).not.toContain('needs/issues');
    expect(m.mar.types.org).not.toContain('count');
    expect(m.homeLogs.types.org).not.toContain('status');
    const waiting = res.body.metrics
      .filter((x: { live: boolean }) => !x.live)
      .map((x: { key: string; waitingFor: string }) => [x.key, !!x.waitingFor]);
    expect(waiting).toEqual([]); // every metric is live (cca since decision 0861)
    expect(res.body.palette).toHaveLength(10);
    expect(res.body.statusColours).toEqual({ green: 'green', amber: 'amber', red: 'red', blue: 'blue' });
  });

  it('refuses every combination the SPEC hides with 422 problem+json saying why', async () => {
    for (const h of HIDDEN_COMBINATIONS) {
      const level = h.level ?? 'org';
      const res = await director.get(
        `/api/charts?level=${level}&metric=${h.metric}&type=${h.type}${level === 'staff' ? `&staff=${people.user('staff.oak@demo.care').id}` : ''}`,
      );
      expect(res.status, `${h.metric} ${h.type}`).toBe(422);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body).toMatchObject({ status: 422, detail: h.reason, errors: [{ path: '/query/type' }] });
    }
    const needsAtOrg = await chart(director, 'level=org&metric=placementPlan&type=needs%2Fissues');
    expect(needsAtOrg.status).toBe(422);
    expect(needsAtOrg.body.detail).toMatch(/only for the placement-plan metric at young-person level/);
    expect(
      (await chart(director, `level=yp&metric=incidents&type=needs%2Fissues&youngPerson=${people.oakYp.id}`)).status,
    ).toBe(422);
  });

  it('refuses unknown metrics, levels and group-bys', async () => {
    expect((await chart(director, 'level=org&metric=nonsense&type=count')).status).toBe(404);
    const level = await chart(
      director,
      `level=staff&metric=occupancy&type=count&staff=${people.user('staff.oak@demo.care').id}`,
    );
    expect(level.status).toBe(422);
    expect(level.body.errors[0].path).toBe('/query/level');
    const group = await chart(director, 'level=org&metric=incidents&type=count&groupBy=medicine');
    expect(group.status).toBe(422);
    expect(group.body.errors[0].path).toBe('/query/groupBy');
    expect((await chart(director, 'level=yp&metric=incidents&type=count')).body.errors[0].path).toBe(
      '/query/youngPerson',
    );
    expect((await chart(director, 'level=org&metric=incidents&type=count&from=2027-03-08&to=2027-03-01')).status).toBe(
      422,
    );
    expect((await chart(director, 'level=org&metric=incidents&type=count&from=2027-02-30')).status).toBe(422);
    expect((await chart(director, 'level=org&metric=incidents&type=pie')).status).toBe(400);
  });

  it('counts at organisation level without the non-operational home, which still has its own home-level chart', async () => {
    const org = await chart(director, `level=org&metric=incidents&type=count&${WEEK}`);
    expect(org.status).toBe(200);
    expect(org.body.total).toBe(4);
    expect(org.body.value).toBe(4); // per week, over one week
    expect(org.body.metric).toMatchObject({ unit: 'perWeek', unitLabel: 'per week', direction: 'greaterThan' });
    expect(org.body.leftOut).toEqual([{ id: headOffice.id, name: 'Head Office', reason: 'not operational' }]);
    expect(org.body).toMatchObject({ previous: { total: 0 }, change: 'up', concern: true });
    const ho = await chart(director, `level=home&metric=incidents&type=count&home=${headOffice.id}&${WEEK}`);
    expect(ho.body.total).toBe(1);
  });

  it('groups by type and by home, draws weekly trends and status with the status colours', async () => {
    const byType = (await chart(director, `level=org&metric=incidents&type=count&groupBy=type&${WEEK}`)).body;
    const totals = Object.fromEntries(byType.rows.map((r: { key: string; total: number }) => [r.key, r.total]));
    expect(totals).toEqual({ aggression: 2, damage: 1, missing: 1, verbal: 1 });
    expect(byType.rows.find((r: { key: string }) => r.key === 'aggression').label).toBe('Physical aggression');
    const byHome = (await chart(director, `level=org&metric=incidents&type=count&groupBy=home&${WEEK}`)).body;
    expect(Object.fromEntries(byHome.rows.map((r: { label: string; total: number }) => [r.label, r.total]))).toEqual({
      'Oak House': 3,
      'Willow Court': 1,
    });
    const trends = (await chart(director, `level=org&metric=incidents&type=trends&from=2027-02-22&to=2027-03-07`)).body;
    expect(trends.bucket).toBe('week');
    expect(trends.rows.map((r: { key: string; values: { value: number } }) => [r.key, r.values.value])).toEqual([
      ['2027-02-22', 0],
      ['2027-03-01', 4],
    ]);
    const status = (await chart(director, `level=org&metric=incidents&type=status&${WEEK}`)).body;
    expect(status.rows).toEqual([expect.objectContaining({ key: 'ongoing', label: 'Draft', total: 4 })]);
    expect(status.rowColours).toEqual(['blue']);
  });

  it('gives the period and the one before it, each record once however it is grouped, and when the figures were rebuilt', async () => {
    // 4–5 March: the missing incident on the 5th; before it, 2–3 March: Willow's on the 2nd and Oak's two-type one on
    // the 3rd
    const period = 'from=2027-03-04&to=2027-03-05';
    const rows = (c: { rows: { key: string; total: number }[] }) =>
      Object.fromEntries(c.rows.map((r) => [r.key, r.total]));
    const byType = (await chart(director, `level=org&metric=incidents&type=count&groupBy=type&${period}`)).body;
    expect(byType).toMatchObject({
      total: 1,
      previous: { from: '2027-03-02', to: '2027-03-03', total: 2 },
      change: 'down',
    });
    expect(rows(byType)).toEqual({ missing: 1 });
    const byHome = (await chart(director, `level=org&metric=incidents&type=count&groupBy=home&${period}`)).body;
    expect(byHome).toMatchObject({ total: 1, previous: { total: 2 } });
    expect(rows(byHome)).toEqual({ [people.oakYp.homeId]: 1 });
    const trends = (await chart(director, `level=org&metric=incidents&type=trends&groupBy=type&${period}`)).body;
    expect(trends).toMatchObject({ total: 1, previous: { total: 2 } });
    expect(trends.rows.map((r: { key: string; values: Record<string, number> }) => [r.key, r.values])).toEqual([
      ['2027-03-01', { missing: 1 }],
    ]);
    const plain = (await chart(director, `level=org&metric=incidents&type=count&${period}`)).body;
    expect(plain).toMatchObject({ total: 1, previous: { total: 2 } });
    expect(Date.now() - new Date(plain.rebuiltAt).getTime()).toBeLessThan(10 * 60_000);
    expect(byType.rebuiltAt).toBe(plain.rebuiltAt);
  });

  it('lists exactly the records behind a bar, newest first, page by page', async () => {
    const res = await director.get(
      `/api/charts/records?level=org&metric=incidents&groupBy=type&key=aggression&${WEEK}`,
    );
    expect(res.status).toBe(200);
    const expected = made.filter((m) => m.types.includes('aggression') && m.home !== headOffice.id).map((m) => m.id);
    expect(res.body.items.map((i: { id: string }) => i.id).sort()).toEqual(expected.sort());
    expect(res.body.items[0]).toMatchObject({ kind: 'incident', homeName: 'Oak House', statusLabel: 'Draft' });
    expect(res.body.items[0].link).toMatch(/^\/cyp\/resident\/.+\/records\/incident\/.+/);
    // London days: 23:30 GMT on 3 March is still 3 March
    expect(res.body.items.map((i: { day: string }) => i.day).sort()).toEqual(['2027-03-01', '2027-03-03']);
    const first = await director.get(`/api/charts/records?level=org&metric=incidents&limit=1&${WEEK}`);
    expect(first.body.items).toHaveLength(1);
    const second = await director.get(
      `/api/charts/records?level=org&metric=incidents&limit=1&${WEEK}&cursor=${first.body.nextCursor}`,
    );
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
    expect(second.body.items[0].day <= first.body.items[0].day).toBe(true);
  });

  it('pages through the records behind a bar without losing or repeating one: one at a time equals one long page', async () => {
    const q = `level=org&metric=incidents&groupBy=type&key=aggression&from=2027-02-01&to=2027-03-31`;
    const long = (await director.get(`/api/charts/records?${q}&limit=200`)).body;
    expect(long.items.length).toBeGreaterThan(1);
    expect(long.nextCursor).toBeNull();
    const paged: string[] = [];
    for (let cursor: string | null = null, turns = 0; turns === 0 || cursor; turns++) {
      const page: { items: { id: string }[]; nextCursor: string | null } = (
        await director.get(`/api/charts/records?${q}&limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      ).body;
      paged.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
      expect(turns).toBeLessThan(20);
    }
    expect(paged).toEqual(long.items.map((i: { id: string }) => i.id));
    // the summaries show the list columns read from the data
    expect(long.items[0].summary).toEqual(
      expect.objectContaining({ 'general.types': expect.arrayContaining(['aggression']) }),
    );
    expect(Object.keys(long.items[0].summary)).toEqual(['general.types', 'general.startedAt', 'general.location']);
  });

  it("shows a record filled against an older definition with that version's list columns (its data read whole)", async () => {
    const record = made.find((m) => m.home !== headOffice.id && m.types.includes('aggression'))!;
    const [row] = await server.store.db.query<{ data: Record<string, unknown>; definition_version_id: number }>(
      `select data, definition_version_id from records where id = $1`,
      [record.id],
    );
    const section = Object.keys(row.data).find((k) => k !== 'general')!;
    const { def } = await server.registry.byId(row.definition_version_id);
    // an older version (number 0 of the code's, so not the newest) listing a section the newest does not show
    expect(section).toBeTruthy();
    const older = await server.store.definitions.insert(
      'incident',
      null,
      0,
      { ...def, list: { ...def.list, columns: ['general.types', section] } },
      'older-list',
      null,
    );
    expect((await server.registry.latest('incident', people.orgId))!.def.list.columns).not.toContain(section);
    await server.store.db.query(`update records set definition_version_id = $2 where id = $1`, [record.id, older!.id]);
    try {
      const items = (
        await director.get(`/api/charts/records?level=org&metric=incidents&groupBy=type&key=aggression&${WEEK}`)
      ).body.items;
      const item = items.find((i: { id: string }) => i.id === record.id);
      expect(item.summary).toEqual({
        'general.types': row.data.general && (row.data.general as { types: string[] }).types,
        [section]: row.data[section] ?? null,
      });
      expect(items.find((i: { id: string }) => i.id !== record.id).summary).toHaveProperty('general.location');
    } finally {
      await server.store.db.query(`update records set definition_version_id = $2 where id = $1`, [
        record.id,
        row.definition_version_id,
      ]);
      await server.store.db.query(`delete from definition_versions where id = $1`, [older!.id]);
    }
  });

  it("an org view's figures from the organisation's weeks equal the same figures summed from the days", async () => {
    // every home but Head Office (left out, with an aggression incident in the week) read through whole
    // weeks, and the same homes named one by one (which reads the days): ragged ends, a whole week
    // between, the period before, one day, and five years
    const s = server.store.forOrg(people.orgId);
    const homes = (await s.charts.homes()).map((h) => h.id).filter((id) => id !== headOffice.id);
    for (const [from, to] of [
      ['2027-02-24', '2027-03-12'],
      ['2027-03-01', '2027-03-08'],
      ['2027-03-02', '2027-03-03'],
      ['2022-03-12', '2027-03-12'],
    ]) {
      const previousFrom = new Date(Date.parse(from) - (Date.parse(to) - Date.parse(from))).toISOString().slice(0, 10);
      for (const [dim, bucket, group] of [
        ['none', 'week', 'none'],
        ['type', 'week', 'key'],
        ['none', 'none', 'status'],
        ['type', 'none', 'key'],
        ['none', 'none', 'home'],
        ['type', 'week', 'home'],
      ] as const) {
        for (const baseDim of ['none', dim]) {
          const f = { metric: 'incidents', dim, from, to };
          const weeks = await s.charts.chart(
            { ...f, exceptHomeIds: [headOffice.id] },
            baseDim,
            previousFrom,
            bucket,
            group,
          );
          const days = await s.charts.chart({ ...f, homeIds: homes }, baseDim, previousFrom, bucket, group);
          expect(weeks, `${from}–${to} ${dim} by ${bucket}, ${group}`).toEqual(days);
        }
      }
    }
    const aggression = await s.charts.chart(
      { metric: 'incidents', dim: 'type', from: '2027-03-01', to: '2027-03-08', exceptHomeIds: [headOffice.id] },
      'type',
      '2027-02-22',
      'none',
      'key',
    );
    expect(aggression.figures.find((r) => r.grp === 'aggression')?.n).toBe(2); // Head Office's one taken off
    const byHome = await s.charts.chart(
      { metric: 'incidents', dim: 'type', from: '2027-03-01', to: '2027-03-08', exceptHomeIds: [headOffice.id] },
      'none',
      '2027-02-22',
      'none',
      'home',
    );
    expect(byHome.figures.map((r) => r.grp)).not.toContain(headOffice.id); // a left-out home has no bar
  });

  it('scopes like the records: homes worked in, the organisation view for directors and managers, young-person permissions, other organisations', async () => {
    expect((await chart(staffOak, `level=org&metric=incidents&type=count&${WEEK}`)).status).toBe(403);
    expect(
      (await chart(staffOak, `level=home&metric=incidents&type=count&home=${people.willow.id}&${WEEK}`)).status,
    ).toBe(403);
    expect(
      (await chart(staffWillow, `level=home&metric=incidents&type=count&home=${people.willow.id}&${WEEK}`)).body.total,
    ).toBe(1);
    const mine = (await chart(managerOak, `level=org&metric=incidents&type=count&${WEEK}`)).body;
    expect(mine.homes.map((h: { name: string }) => h.name)).toEqual(['Oak House']);
    expect(mine.total).toBe(3);
    const other = await otherOrganisation(server);
    expect(
      (await other.client.get(`/api/charts?level=home&metric=incidents&type=count&home=${people.oak.id}`)).status,
    ).toBe(404);
    expect(
      (await other.client.get(`/api/charts?level=yp&metric=incidents&type=count&youngPerson=${people.oakYps[0].id}`))
        .status,
    ).toBe(404);
    // no incident permission for one young person: their chart is refused and their incidents leave the home's figures
    await server.store.admin.setYpOverrides(people.user('staff.oak@demo.care').id, {
      [people.oakYps[0].id]: { incident: 'none' },
    });
    await server.app.remembered.settled();
    expect(
      (await chart(staffOak, `level=yp&metric=incidents&type=count&youngPerson=${people.oakYps[0].id}&${WEEK}`)).status,
    ).toBe(403);
    expect(
      (await chart(staffOak, `level=home&metric=incidents&type=count&home=${people.oak.id}&${WEEK}`)).body.total,
    ).toBe(1);
    const drill = await staffOak.get(`/api/charts/records?level=home&metric=incidents&home=${people.oak.id}&${WEEK}`);
    expect(drill.body.items.map((i: { youngPersonId: string }) => i.youngPersonId)).toEqual([people.oakYps[1].id]);
    await server.store.admin.setYpOverrides(people.user('staff.oak@demo.care').id, {});
    // staff level: a colleague's charts are for their manager; one's own are one's own
    const sam = people.user('staff.oak@demo.care').id;
    expect((await chart(staffWillow, `level=staff&metric=incidents&type=count&staff=${sam}`)).status).toBe(403);
    expect(
      (await chart(managerOak, `level=staff&metric=incidents&type=count&staff=${sam}&${WEEK}`)).body.total,
    ).toBeGreaterThan(0);
  });

  it('reads the aggregates, not the records: figures change only when the worker has applied a change', async () => {
    const before = (await chart(director, `level=org&metric=incidents&type=count&${WEEK}`)).body.total;
    const r = await incident(
      director,
      people.oakYps[1].id,
      [people.user('staff.oak@demo.care').id],
      '2027-03-04T10:00:00Z',
      ['police'],
    );
    expect((await chart(director, `level=org&metric=incidents&type=count&${WEEK}`)).body.total).toBe(before);
    await rebuildCharts(server.store, people.orgId);
    expect((await chart(director, `level=org&metric=incidents&type=count&${WEEK}`)).body.total).toBe(before + 1);
    const plan = await randomData(
      'placement-plan',
      random(3),
      [people.user('staff.oak@demo.care').id],
      [people.oakYps[1].id],
    );
    Object.assign(plan, {
      planDate: '2027-03-02',
      needs: [
        { need: 'a', area: 'health', priority: 'high' },
        { need: 'b', area: 'health', priority: 'low' },
        { need: 'c', area: 'education', priority: 'high' },
      ],
    });
    expect(
      (await director.post('/api/records/placement-plan', { youngPersonId: people.oakYps[1].id, data: plan })).status,
    ).toBe(201);
    await rebuildCharts(server.store, people.orgId);
    const needs = (
      await chart(
        director,
        `level=yp&metric=placementPlan&type=needs%2Fissues&youngPerson=${people.oakYps[1].id}&${WEEK}`,
      )
    ).body;
    expect(needs.rows).toEqual([
      expect.objectContaining({
        key: '2027-03-02',
        total: 3,
        values: expect.objectContaining({ health: 2, education: 1 }),
      }),
    ]);
    const byPriority = (
      await chart(
        director,
        `level=yp&metric=placementPlan&type=needs%2Fissues&groupBy=priority&youngPerson=${people.oakYps[1].id}&${WEEK}`,
      )
    ).body;
    expect(byPriority.categories.map((c: { key: string; colour: string }) => [c.key, c.colour])).toEqual([
      ['high', 'red'],
      ['low', 'green'],
    ]);
    expect(r.id).toBeTruthy();
  });

  it('keeps figures per process until the worker or a rebuild says they changed, and never across organisations', async () => {
    const q = `level=org&metric=incidents&type=count&groupBy=type&${WEEK}`;
    const missing = (c: { rows: { key: string; total: number }[] }) => c.rows.find((r) => r.key === 'missing')!.total;
    const before = (await chart(director, q)).body;
    // a write that does not announce itself (no worker, no rebuild) is not seen: the figures were kept
    // (as the worker writes: the days and the organisation's weeks, which a whole week's org chart reads)
    await server.store.db.query(
      `update chart_counts set n = n + 100 where org_id = $1 and metric = 'incidents' and dim = 'type' and key = 'missing'`,
      [people.orgId],
    );
    await server.store.db.query(
      `update chart_org_weeks set n = n + 100 where org_id = $1 and metric = 'incidents' and dim = 'type' and key = 'missing'`,
      [people.orgId],
    );
    expect(missing((await chart(director, q)).body)).toBe(missing(before));
    // the worker's and the rebuild's notification drops them: the next request reads the table
    await server.store.db.query(`select pg_notify('charts_changed', $1::text)`, [people.orgId]);
    expect(missing((await chart(director, q)).body)).toBe(missing(before) + 100);
    await rebuildCharts(server.store, people.orgId);
    expect((await chart(director, q)).body.rows).toEqual(before.rows);
    // the same chart of another organisation is its own
    const other = await otherOrganisation(server);
    expect((await other.client.get(`/api/charts?${q}`)).body.total).toBe(0);
  });

  it('occupancy: filled place-nights as a share of registered places, set by a director', async () => {
    expect(
      (await staffOak.put(`/api/charts/homes/${people.oak.id}/registered-places`, { registeredPlaces: 4 })).status,
    ).toBe(403);
    expect(
      (await director.put(`/api/charts/homes/${people.oak.id}/registered-places`, { registeredPlaces: 4 })).status,
    ).toBe(200);
    await rebuildCharts(server.store, people.orgId);
    const resident = (
      await server.store.db.query<{ n: number }>(
        `select count(*)::int as n from young_people where home_id = $1 and archived_at is null and coalesce(move_in_date, created_at::date) <= '2027-03-01'`,
        [people.oak.id],
      )
    )[0].n;
    const res = await chart(director, `level=home&metric=occupancy&type=count&home=${people.oak.id}&${WEEK}`);
    expect(res.status).toBe(200);
    expect(res.body.value).toBe(Math.round((resident / 4) * 10000) / 100);
    expect(res.body.metric.unit).toBe('percent');
    const org = await chart(director, `level=org&metric=occupancy&type=count&${WEEK}`);
    expect(org.body.notes).toEqual(['Willow Court has no registered places recorded, so it is left out of occupancy.']);
    const stays = await director.get(`/api/charts/records?level=home&metric=occupancy&home=${people.oak.id}&${WEEK}`);
    expect(stays.body.items).toHaveLength(resident);
  });
});
