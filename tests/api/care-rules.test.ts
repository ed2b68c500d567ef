// Care-sector rules: record reads are audited and a manager sees who viewed a young
// person's records; the author of a record is never its manager sign-off; a young person's own login
// ends when they move out, unless a manager keeps it on (and it says so).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../engine/auth/password.ts';
import { type RecordView, recordViewLog } from '../../engine/store/audit.ts';
import type { Sql } from '../../engine/store/db.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, dailyLog, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, login, startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;
const YP_PASSWORD = 'Kettle-Harbour-Violet-58';

describe.each(DRIVERS)('care-sector rules on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let staff: Client, manager: Client, director: Client, willowManager: Client, willowStaff: Client;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [staff, manager, director, willowManager, willowStaff] = await Promise.all(
      [
        'staff.oak@demo.care',
        'manager.oak@demo.care',
        'director@demo.care',
        'manager.willow@demo.care',
        'staff.willow@demo.care',
      ].map((e) => clientFor(server, e)),
    );
  });
  afterAll(() => server?.close());

  /** A colleague of the demo organisation, made for one test. */
  async function colleague(name: string, role: 'manager' | 'director', homeIds: string[]) {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@demo.care`;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const id = await server.store.adminTransaction((a) =>
      a.createUser(people.orgId, {
        email,
        name,
        passwordHash,
        role,
        isManager: true,
        jobTitle: role === 'director' ? 'Director' : 'Deputy Manager',
        homeIds,
        areas: role === 'director' ? {} : people.user('manager.oak@demo.care').areas,
      }),
    );
    return { id, client: await clientFor(server, email) };
  }

  async function submitted(author: Client, youngPersonId = people.oakYp.id) {
    const draft = await author.post('/api/records/daily-log', { youngPersonId, data: dailyLog() });
    expect(draft.status).toBe(201);
    return author.post(`/api/records/daily-log/${draft.body.id}/actions/submit`, { version: draft.body.version });
  }
  const awaited = (record: { signoffs: { userId: string; step: string }[] }) =>
    record.signoffs
      .filter((s) => s.step === 'manager')
      .map((s) => s.userId)
      .sort();

  describe('record reads are audited', () => {
    it("lists who opened a young person's records, newest first, for the home's managers and directors", async () => {
      const yp = (
        await staff.post('/api/young-people', {
          homeId: people.oak.id,
          firstName: 'Read',
          lastName: 'Audit',
          birthYear: 2011,
        })
      ).body;
      const first = (await staff.post('/api/records/daily-log', { youngPersonId: yp.id, data: dailyLog() })).body;
      const second = (await staff.post('/api/records/daily-log', { youngPersonId: yp.id, data: dailyLog() })).body;
      // writing is not reading
      expect((await manager.get(`/api/young-people/${yp.id}/record-views`)).body.items).toEqual([]);

      expect((await staff.get(`/api/records/daily-log/${first.id}`)).status).toBe(200);
      expect((await director.get(`/api/records/daily-log/${second.id}`)).status).toBe(200);
      expect((await willowStaff.get(`/api/records/daily-log/${first.id}`)).status).toBe(403); // refused: not a view

      const views = await manager.get(`/api/young-people/${yp.id}/record-views`);
      expect(views.status).toBe(200);
      expect(views.body.items).toMatchObject([
        {
          userName: 'Dana Whitfield',
          jobTitle: 'Director / Responsible Individual',
          recordId: second.id,
          kind: 'daily-log',
          title: expect.any(String),
        },
        {
          userName: 'Sam Taylor',
          recordId: first.id,
          kind: 'daily-log',
          userId: people.user('staff.oak@demo.care').id,
        },
      ]);
      expect(Date.parse(views.body.items[0].viewedAt)).toBeGreaterThanOrEqual(Date.parse(views.body.items[1].viewedAt));
      expect((await director.get(`/api/young-people/${yp.id}/record-views`)).body.items).toHaveLength(2);

      // one page at a time
      const page1 = await manager.get(`/api/young-people/${yp.id}/record-views?limit=1`);
      expect(page1.body.items.map((v: { recordId: string }) => v.recordId)).toEqual([second.id]);
      const page2 = await manager.get(
        `/api/young-people/${yp.id}/record-views?limit=1&cursor=${page1.body.nextCursor}`,
      );
      expect(page2.body).toMatchObject({ items: [{ recordId: first.id }], nextCursor: null });
    });

    it('refuses the list to staff and to managers of other homes', async () => {
      expect((await staff.get(`/api/young-people/${people.oakYp.id}/record-views`)).status).toBe(403);
      expect((await willowManager.get(`/api/young-people/${people.oakYp.id}/record-views`)).status).toBe(403);
      expect((await manager.get(`/api/young-people/${people.oakYp.id}/record-views?cursor=nonsense`)).status).toBe(400);
    });

    it('writes the views of one moment in one insert, and those arriving meanwhile in the next', async () => {
      const inserts: unknown[][][] = [];
      let release = () => {};
      const sql: Sql = {
        async query(_text, params) {
          inserts.push(params as unknown[][]);
          if (inserts.length === 1)
            await new Promise<void>((r) => {
              release = r;
            });
          return [];
        },
        async exec() {},
      };
      const log = recordViewLog(sql);
      const view = (n: number): RecordView => ({
        orgId: people.orgId,
        recordId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        kind: 'daily-log',
        youngPersonId: null,
        homeId: null,
        userId: people.user('staff.oak@demo.care').id,
        viewedAt: new Date(),
      });
      for (let n = 1; n <= 3; n++) log.add(view(n));
      await new Promise((r) => setImmediate(r));
      expect(inserts).toHaveLength(1); // the first insert is running, holding three views
      for (let n = 4; n <= 8; n++) log.add(view(n));
      const done = log.flush();
      release();
      await done;
      expect(inserts.map((p) => p[1])).toEqual([
        [1, 2, 3].map((n) => view(n).recordId),
        [4, 5, 6, 7, 8].map((n) => view(n).recordId),
      ]);
    });
  });

  describe("the author is never the record's manager sign-off", () => {
    it("a manager's own record goes to the home's other managers, not to them", async () => {
      const record = (await submitted(manager)).body;
      expect(record.status).toBe('signoffs_pending');
      // Oak House's managers are Marcus (the author) and the director, who is placed there as a manager
      expect(awaited(record)).toEqual([people.user('director@demo.care').id]);
      const own = await manager.post(`/api/records/daily-log/${record.id}/actions/sign-off`, {
        version: record.version,
      });
      expect(own.status).toBe(403);
      expect((await manager.get('/api/signoffs/inbox')).body.items.map((i: { id: string }) => i.id)).not.toContain(
        record.id,
      );
      const signed = await director.post(`/api/records/daily-log/${record.id}/actions/sign-off`, {
        version: record.version,
      });
      expect(signed.body.status).toBe('complete');
    });

    it('a record by staff still goes to every manager of the home', async () => {
      const record = (await submitted(staff)).body;
      expect(awaited(record)).toEqual(
        [people.user('manager.oak@demo.care').id, people.user('director@demo.care').id].sort(),
      );
    });

    it("a director's own record goes to another director; with no other director, to the home's managers", async () => {
      const alone = (await submitted(director)).body;
      expect(awaited(alone)).toEqual([people.user('manager.oak@demo.care').id]);
      const second = await colleague('Second Director', 'director', []);
      const record = (await submitted(director)).body;
      expect(awaited(record)).toEqual([second.id]);
      expect(
        (await manager.post(`/api/records/daily-log/${record.id}/actions/sign-off`, { version: record.version }))
          .status,
      ).toBe(403);
      expect(
        (await second.client.post(`/api/records/daily-log/${record.id}/actions/sign-off`, { version: record.version }))
          .body.status,
      ).toBe('complete');
      // and the second director's own record goes to the first
      expect(awaited((await submitted(second.client)).body)).toEqual([people.user('director@demo.care').id]);
    });

    it('an author chosen in a custom rule is not asked to sign their own record', async () => {
      const s = server.store.forOrg(people.orgId).records;
      const marcus = people.user('manager.oak@demo.care').id;
      await s.setSignoffRule(
        'dailySummary',
        'custom',
        [marcus, people.user('hr@demo.care').id],
        people.user('director@demo.care').id,
      );
      try {
        const record = (await submitted(manager)).body;
        expect(record.signoffs.map((x: { userId: string }) => x.userId)).not.toContain(marcus);
        expect(
          record.signoffs.filter((x: { step: string }) => x.step === 'other').map((x: { userId: string }) => x.userId),
        ).toEqual([people.user('hr@demo.care').id]);
      } finally {
        await s.setSignoffRule('dailySummary', 'default', [], people.user('director@demo.care').id);
      }
    });

    it('refuses to submit when no one but the author could sign it off', async () => {
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      const email = `solo.${Date.now()}@solo.care`;
      const { ypId } = await server.store.adminTransaction(async (a) => {
        const orgId = await a.createOrganisation({ name: 'Solo Care', slug: `solo-${Date.now()}` });
        const homeId = await a.createHome(orgId, { name: 'Birch House', type: 'children_home' });
        await a.createUser(orgId, {
          email,
          name: 'Solo Director',
          passwordHash,
          role: 'director',
          isManager: true,
          homeIds: [homeId],
        });
        return {
          ypId: await a.createYoungPerson(orgId, { homeId, firstName: 'Ivy', lastName: 'Moss', birthYear: 2012 }),
        };
      });
      const solo = await clientFor(server, email);
      const res = await submitted(solo, ypId);
      expect(res.status).toBe(409);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body.detail).toMatch(/No one but the author/);
    });
  });

  describe("a young person's own login ends when they move out", () => {
    async function withLogin(firstName: string) {
      const yp = (
        await staff.post('/api/young-people', { homeId: people.oak.id, firstName, lastName: 'Leaver', birthYear: 2008 })
      ).body;
      const email = `${firstName.toLowerCase()}.${Date.now()}@young.care`;
      const given = await manager.post(`/api/young-people/${yp.id}/login`, {
        email,
        password: YP_PASSWORD,
        plans: true,
        viewsComplaints: true,
      });
      expect(given.status).toBe(201);
      const cookie = await login(server.app, email, YP_PASSWORD);
      const me = () => server.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect((await me()).statusCode).toBe(200);
      return { yp, email, me };
    }
    const signIn = (email: string) =>
      server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: YP_PASSWORD } });

    it('archiving ends it: the session and signing in again are refused', async () => {
      const { yp, email, me } = await withLogin('Ended');
      // archived as the web app does it: no body at all
      const archived = await server.app.inject({
        method: 'POST',
        url: `/api/young-people/${yp.id}/archive`,
        headers: { cookie: manager.cookie },
      });
      expect(archived.statusCode).toBe(200);
      expect(archived.json()).toMatchObject({ ownLoginKept: null });
      expect((await me()).statusCode).toBe(401);
      expect((await signIn(email)).statusCode).toBe(401);
      const entry = (await server.store.forOrg(people.orgId).audit.forEntity(yp.id)).find(
        (a) => a.action === 'young-person.archive',
      );
      expect(entry?.detail).toMatchObject({ loginsEnded: [expect.any(String)], loginsKept: [] });
      // restoring them does not bring it back
      expect((await manager.post(`/api/young-people/${yp.id}/restore`)).status).toBe(200);
      expect((await signIn(email)).statusCode).toBe(401);
    });

    it('a manager can keep it on deliberately, and the profile says who and when', async () => {
      const { yp, email, me } = await withLogin('Kept');
      expect((await staff.post(`/api/young-people/${yp.id}/archive`, { keepLogin: true })).status).toBe(403);
      const archived = await manager.post(`/api/young-people/${yp.id}/archive`, { keepLogin: true });
      expect(archived.status).toBe(200);
      expect(archived.body.ownLoginKept).toMatchObject({ byName: 'Marcus Oduya', at: expect.any(String) });
      expect((await me()).statusCode).toBe(200);
      expect((await signIn(email)).statusCode).toBe(200);
      expect((await director.get(`/api/young-people/${yp.id}`)).body.ownLoginKept).toMatchObject({
        byName: 'Marcus Oduya',
      });
      const entry = (await server.store.forOrg(people.orgId).audit.forEntity(yp.id)).find(
        (a) => a.action === 'young-person.archive',
      );
      expect(entry?.detail).toMatchObject({ loginsEnded: [], loginsKept: [expect.any(String)] });
      // back home, nothing is "kept after moving out" any more
      expect((await manager.post(`/api/young-people/${yp.id}/restore`)).body.ownLoginKept).toBeNull();
      expect((await me()).statusCode).toBe(200);
    });

    it('keeping a login that does not exist notes nothing', async () => {
      const yp = (
        await staff.post('/api/young-people', {
          homeId: people.oak.id,
          firstName: 'NoLogin',
          lastName: 'Leaver',
          birthYear: 2008,
        })
      ).body;
      expect(
        (await manager.post(`/api/young-people/${yp.id}/archive`, { keepLogin: true })).body.ownLoginKept,
      ).toBeNull();
      expect((await manager.post(`/api/young-people/${yp.id}/archive`, { keepLogin: 'yes' })).status).toBe(400);
    });
  });
});
