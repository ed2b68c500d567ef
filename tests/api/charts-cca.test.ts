// The Check, Chore & Audit chart (decision 0861): each home's recurring checks up to date or overdue, from the
// home-check records that met them, as the duties register reads them; a check recorded as done brings its type up to
// date; by type, status and home; the drill-down lists the checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;
type Row = { key: string; label: string; total: number; values: Record<string, number> };
type Item = { id: string; title: string; status: string; statusLabel: string; kind: string; link: string };

describe('the Check, Chore & Audit chart', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let director: Client, manager: Client;
  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    [director, manager] = await Promise.all(
      ['director@demo.care', 'manager.oak@demo.care'].map((e) => clientFor(server, e)),
    );
  }, 200_000);
  afterAll(() => server?.close());

  const oak = (extra: string) => `/api/charts?metric=cca&level=home&home=${people.oak.id}${extra}`;
  const overdueItems = async () =>
    (
      await manager.get(
        `/api/charts/records?metric=cca&level=home&home=${people.oak.id}&type=status&groupBy=status&key=notDone`,
      )
    ).body.items as Item[];

  it('is live, with its source, and offered to whoever reads home logs', async () => {
    const res = await manager.get('/api/charts/metrics');
    expect(res.status).toBe(200);
    const cca = res.body.metrics.find((m: { key: string }) => m.key === 'cca');
    expect(cca).toMatchObject({
      live: true,
      waitingFor: null,
      readable: true,
      label: 'Check, Chore & Audit',
      groupBy: ['none', 'status', 'home', 'type'],
      source: expect.stringContaining('recurring check duties'),
    });
  });

  it('counts each recurring check; one recorded as done brings its type up to date', async () => {
    const status = await manager.get(oak('&type=status'));
    expect(status.status, JSON.stringify(status.body)).toBe(200);
    const [done, notDone] = status.body.rows as Row[];
    expect([done.key, done.label, notDone.key, notDone.label]).toEqual(['done', 'Up to date', 'notDone', 'Overdue']);
    const total = done.total + notDone.total;
    expect(total).toBe(status.body.total);
    expect(total).toBeGreaterThan(10); // fire alarm, drills, temperatures, first aid, audits… at Oak House

    const byType = await manager.get(oak('&type=count&groupBy=type'));
    const labels = (byType.body.rows as Row[]).map((r) => r.label);
    expect(labels).toEqual(expect.arrayContaining(['Fire alarm test', 'Fridge and freezer temperatures']));

    // the demo's checks were seeded some days ago: the daily fridge check is overdue unless done today
    let overdue = await overdueItems();
    const fridgeOverdue = overdue.find((i) => i.title === 'Fridge and freezer temperatures');
    if (!fridgeOverdue) {
      // seeded today: nothing to bring up to date here, but the type must still be counted
      expect(labels).toContain('Fridge and freezer temperatures');
    }
    const made = await manager.post('/api/records/home-check', {
      homeId: people.oak.id,
      data: { checkType: 'fridge_freezer', checkedAt: new Date().toISOString(), done: true, result: 'pass' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    overdue = await overdueItems();
    expect(overdue.map((i) => i.title)).not.toContain('Fridge and freezer temperatures');
    const after = await manager.get(oak('&type=status'));
    expect((after.body.rows as Row[])[0].total).toBe(done.total + (fridgeOverdue ? 1 : 0));

    // a check recorded as not done meets nothing
    const notDoneCheck = await manager.post('/api/records/home-check', {
      homeId: people.oak.id,
      data: { checkType: 'legionella_flushing', checkedAt: new Date().toISOString(), done: false },
    });
    expect(notDoneCheck.status, JSON.stringify(notDoneCheck.body)).toBe(201);
    expect((await manager.get(oak('&type=status'))).body.rows[0].total).toBe((after.body.rows as Row[])[0].total);
  });

  it('by home at organisation level, and the drill-down names each check with where it opens', async () => {
    const res = await director.get('/api/charts?metric=cca&level=org&type=count&groupBy=home');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.rows as Row[]).map((r) => r.key).sort()).toEqual([people.oak.id, people.willow.id].sort());
    const all = await manager.get(`/api/charts/records?metric=cca&level=home&home=${people.oak.id}&type=count`);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.items[0]).toMatchObject({ kind: 'duty', link: `/home/chores/list?home=${people.oak.id}` });
    expect((all.body.items as Item[]).every((i) => ['Up to date', 'Overdue'].includes(i.statusLabel))).toBe(true);
  });

  it('counts the monthly medication audit, a record of its own kind, beside the home checks', async () => {
    const byType = await manager.get(oak('&type=count&groupBy=type'));
    expect(byType.status, JSON.stringify(byType.body)).toBe(200);
    const audit = (byType.body.rows as Row[]).find((r) => r.key === 'medication_audit');
    expect(audit).toMatchObject({ label: 'Medication audit', total: 1 });
    const items = (
      await manager.get(
        `/api/charts/records?metric=cca&level=home&home=${people.oak.id}&type=count&groupBy=type&key=medication_audit`,
      )
    ).body.items as Item[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: 'Medication audit' });
    expect(items[0].link).toMatch(/^\/home\/records\/medication-audit\?home=[0-9a-f-]{36}$/);
    expect(['Up to date', 'Overdue']).toContain(items[0].statusLabel);
  });
});
