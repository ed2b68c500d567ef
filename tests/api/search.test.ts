// GET /api/search finds young people, staff and records by name across the homes the
// caller may see, and names nothing the caller may not open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, dailyLog, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { as, DRIVERS, login, startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;
type Found = {
  youngPeople: { id: string }[];
  staff: { id: string; name: string }[];
  records: { id: string; kind: string; youngPersonName: string | null }[];
};

describe.each(DRIVERS)('search on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let oakStaff: Client, willowManager: Client, director: Client;
  let kai: { id: string }, kaiLog: string;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [oakStaff, willowManager, director] = await Promise.all(
      ['staff.oak@demo.care', 'manager.willow@demo.care', 'director@demo.care'].map((e) => clientFor(server, e)),
    );
    kai = (await server.store.forOrg(people.orgId).people.youngPeople({ homeIds: 'all' })).find(
      (y) => y.firstName === 'Kai',
    )!;
    kaiLog = (await willowManager.post('/api/records/daily-log', { youngPersonId: kai.id, data: dailyLog() })).body.id;
  });
  afterAll(() => server?.close());

  const search = async (c: Client | ReturnType<typeof as>, q: string) => {
    const res = await c.get(`/api/search?q=${encodeURIComponent(q)}`);
    return { status: res.status, body: res.body as Found };
  };

  it('finds a young person and the records about them, in the homes the caller works in', async () => {
    const { status, body } = await search(willowManager, 'Robinson');
    expect(status).toBe(200);
    expect(body.youngPeople.map((y) => y.id)).toEqual([kai.id]);
    expect(body.records.map((r) => r.id)).toContain(kaiLog);
    expect(body.records.every((r) => r.youngPersonName === 'Kai Robinson')).toBe(true);
    expect((await search(director, 'kai')).body.records.map((r) => r.id)).toContain(kaiLog);
  });

  it('gives the newest records of every kind and person matched, newest first, without archived ones', async () => {
    const older = (
      await willowManager.post('/api/records/daily-log', {
        youngPersonId: kai.id,
        data: dailyLog({ date: '2024-01-05' }),
      })
    ).body;
    const gone = (await willowManager.post('/api/records/daily-log', { youngPersonId: kai.id, data: dailyLog() })).body;
    expect(
      (
        await willowManager.post(`/api/records/daily-log/${gone.id}/archive`, {
          version: gone.version,
          reason: 'Written twice',
        })
      ).status,
    ).toBe(200);
    const { body } = await search(director, 'Robinson');
    const ids = body.records.map((r) => r.id);
    expect(ids).toContain(kaiLog);
    expect(ids).not.toContain(gone.id);
    const dates = (body.records as unknown as { recordDate: string }[]).map((r) => Date.parse(r.recordDate));
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
    if (ids.includes(older.id)) expect(ids.indexOf(older.id)).toBeGreaterThan(ids.indexOf(kaiLog));
  });

  it('finds records by the name of their kind', async () => {
    const { body } = await search(willowManager, 'daily log');
    expect(body.records.map((r) => r.id)).toContain(kaiLog);
    expect(body.records.every((r) => r.kind === 'daily-log')).toBe(true);
  });

  it('says nothing of young people, records or staff of homes the caller does not work in', async () => {
    const { status, body } = await search(oakStaff, 'Robinson');
    expect(status).toBe(200);
    expect(body).toEqual({ youngPeople: [], staff: [], records: [] });
    const logs = (await search(oakStaff, 'daily log')).body.records;
    expect(logs.map((r) => r.id)).not.toContain(kaiLog);
    expect((await search(oakStaff, 'Jordan')).body.staff).toEqual([]); // Jordan Lee works at Willow Court
    expect((await search(willowManager, 'Jordan')).body.staff.map((s) => s.name)).toEqual(['Jordan Lee']);
  });

  it("never crosses organisations, and is not a young person's", async () => {
    const other = await otherOrganisation(server);
    const { body } = await search(director, 'Zara');
    expect(body.youngPeople).toEqual([]);
    expect(body.records.map((r) => r.id)).not.toContain(other.recordId);
    expect((await search(other.client, 'Robinson')).body).toEqual({ youngPeople: [], staff: [], records: [] });
    await willowManager.post(`/api/young-people/${kai.id}/login`, {
      email: `kai.search.${driver}@demo.care`,
      password: 'KaiLogin2026!',
      plans: true,
      viewsComplaints: true,
    });
    const yp = as(server.app, await login(server.app, `kai.search.${driver}@demo.care`, 'KaiLogin2026!'));
    expect((await search(yp, 'Robinson')).status).toBe(403);
    // and his login is not found as staff
    expect((await search(willowManager, 'Kai')).body.staff).toEqual([]);
  });
});
