// Tasks, alerts and bulk sign-off through the API (real PostgreSQL): who may do what, version and
// state checks, field paths in problem+json, and the organisation toggles for bulk actions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;

describe('tasks, alerts and bulk sign-off API', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let staff: Client, alex: Client, manager: Client, willowStaff: Client, hr: Client, director: Client;
  const due = '2027-02-01T09:00:00.000Z';

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    [staff, alex, manager, willowStaff, hr, director] = await Promise.all(
      [
        'staff.oak@demo.care',
        'alex.oak@demo.care',
        'manager.oak@demo.care',
        'staff.willow@demo.care',
        'hr@demo.care',
        'director@demo.care',
      ].map((e) => clientFor(server, e)),
    );
  });
  afterAll(() => server?.close());

  const id = (email: string) => people.user(email).id;
  // each API process keeps the organisation's settings until it hears they changed: wait for that
  const setToggle = async (key: string, value: unknown) => {
    await server.store.db.query(
      `update organisations set settings = jsonb_set(settings, array['toggles', $2::text], $3::jsonb) where id = $1`,
      [people.orgId, key, JSON.stringify(value)],
    );
    await server.app.remembered.settled();
  };
  const audit = (entityId: string) => server.store.forOrg(people.orgId).audit.forEntity(entityId);

  describe('tasks', () => {
    let task: { id: string; version: number };

    it('anyone sets a task for themselves; assigning others needs a manager of the home', async () => {
      const mine = await staff.post('/api/tasks', {
        type: 'home chore',
        title: 'Deep clean the kitchen',
        dueAt: due,
        homeId: people.oak.id,
      });
      expect(mine.status).toBe(201);
      expect(mine.body).toMatchObject({
        assignedTo: [id('staff.oak@demo.care')],
        status: 'not_complete',
        priority: 'medium',
        recordCategory: 'task',
        version: 1,
        actions: ['complete', 'edit', 'cancel'],
      });
      const refused = await staff.post('/api/tasks', {
        type: 'home chore',
        title: 'Hoover',
        dueAt: due,
        homeId: people.oak.id,
        assignedTo: [id('alex.oak@demo.care')],
      });
      expect(refused.status).toBe(403);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.body.detail).toMatch(/Only a manager of this home/);
      const given = await manager.post('/api/tasks', {
        type: 'supervision',
        title: 'Supervision with Alex',
        priority: 'high',
        dueAt: due,
        homeId: people.oak.id,
        assignedTo: [id('alex.oak@demo.care')],
        recordCategory: 'supervision',
      });
      expect(given.status).toBe(201);
      task = given.body;
      expect((await audit(task.id)).map((a) => a.action)).toEqual(['task.create']);
      const alerts = (await alex.get('/api/alerts/mine?kind=task_assigned')).body.items;
      expect(alerts.map((a: { taskId: string }) => a.taskId)).toContain(task.id);
    });

    it('reports each invalid field with its path', async () => {
      const res = await manager.post('/api/tasks', {
        type: 'gardening',
        title: 'x',
        dueAt: due,
        priority: 'medium',
        recordCategory: 'nope',
        homeId: people.oak.id,
        assignedTo: [id('staff.willow@demo.care')],
        recurrence: { freq: 'custom', interval: 2 },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
        '/recordCategory',
        '/recurrence/unit',
        '/type',
      ]);
      const people2 = await manager.post('/api/tasks', {
        type: 'home chore',
        title: 'x',
        dueAt: due,
        homeId: people.oak.id,
        assignedTo: [id('staff.willow@demo.care')],
      });
      expect(people2.status).toBe(422);
      expect(people2.body.errors).toEqual([{ path: '/assignedTo/0', message: 'does not work in this home' }]);
      // a Reg 44 visit is a children's home's: refused in supported accommodation, at the field, on create and on edit
      const before = (await server.store.db.query<{ n: number }>('select count(*)::int as n from tasks'))[0].n;
      const reg44 = await willowStaff.post('/api/tasks', {
        type: 'reg 44 visit',
        title: 'Independent visit',
        dueAt: due,
        homeId: people.willow.id,
      });
      expect(reg44.status).toBe(422);
      expect(reg44.body.errors).toEqual([{ path: '/type', message: 'is not kept in this type of home' }]);
      expect((await server.store.db.query<{ n: number }>('select count(*)::int as n from tasks'))[0].n).toBe(before);
      const chore = await willowStaff.post('/api/tasks', {
        type: 'home chore',
        title: 'Bins out',
        dueAt: due,
        homeId: people.willow.id,
      });
      expect(chore.status).toBe(201);
      expect(
        (await willowStaff.put(`/api/tasks/${chore.body.id}`, { type: 'reg 44 visit', version: chore.body.version }))
          .status,
      ).toBe(422);
      expect(
        (
          await staff.post('/api/tasks', {
            type: 'reg 44 visit',
            title: 'Independent visit',
            dueAt: due,
            homeId: people.oak.id,
          })
        ).status,
      ).toBe(201);
      const shape = await manager.post('/api/tasks', { type: 'home chore', title: '', dueAt: 'soon', extra: 1 });
      expect(shape.status).toBe(400);
      expect(shape.body.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['/body/extra']));
    });

    it("lists my tasks and a home's tasks, within what I may see", async () => {
      const mine = (await alex.get('/api/tasks/mine')).body.items;
      expect(mine.map((t: { id: string }) => t.id)).toContain(task.id);
      expect(mine.every((t: { assignedTo: string[] }) => t.assignedTo.includes(id('alex.oak@demo.care')))).toBe(true);
      const home = await manager.get(`/api/tasks?home=${people.oak.id}`);
      expect(home.status).toBe(200);
      expect(home.body.items.length).toBeGreaterThanOrEqual(2);
      expect((await willowStaff.get(`/api/tasks?home=${people.oak.id}`)).status).toBe(403);
      const hrRes = await hr.get(`/api/tasks?home=${people.oak.id}`);
      expect(hrRes.status).toBe(403);
      expect(hrRes.body.detail).toMatch(/home area/);
      const page = await manager.get(`/api/tasks?home=${people.oak.id}&limit=1`);
      expect(page.body.items).toHaveLength(1);
      const next = await manager.get(`/api/tasks?home=${people.oak.id}&limit=1&cursor=${page.body.nextCursor}`);
      expect(next.body.items[0].id).not.toBe(page.body.items[0].id);
    });

    it("reading: assignee, setter and the home's managers; not other staff, not another organisation", async () => {
      expect((await alex.get(`/api/tasks/${task.id}`)).status).toBe(200);
      expect((await director.get(`/api/tasks/${task.id}`)).status).toBe(200);
      expect((await staff.get(`/api/tasks/${task.id}`)).status).toBe(403);
      expect((await willowStaff.get(`/api/tasks/${task.id}`)).status).toBe(403);
      const other = await otherOrganisation(server);
      expect((await other.client.get(`/api/tasks/${task.id}`)).status).toBe(404);
      expect((await server.app.inject({ method: 'GET', url: '/api/tasks/mine' })).statusCode).toBe(401);
    });

    it('editing: by the setter or a manager, at the current version', async () => {
      const byAssignee = await alex.put(`/api/tasks/${task.id}`, { version: task.version, title: 'Mine now' });
      expect(byAssignee.status).toBe(403);
      const ok = await manager.put(`/api/tasks/${task.id}`, {
        version: task.version,
        title: 'Supervision with Alex (moved)',
        dueAt: '2027-02-03T10:00:00Z',
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ version: task.version + 1, title: 'Supervision with Alex (moved)' });
      const stale = await manager.put(`/api/tasks/${task.id}`, { version: task.version, title: 'Lost update' });
      expect(stale.status).toBe(409);
      expect(stale.body.detail).toMatch(/changed by someone else/);
      task = ok.body;
    });

    it('complete, cancel and rejected by the young person: state checks, nothing deleted', async () => {
      expect((await alex.post(`/api/tasks/${task.id}/cancel`, { version: task.version })).status).toBe(403);
      const done = await alex.post(`/api/tasks/${task.id}/complete`, { version: task.version });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ status: 'completed', completedBy: id('alex.oak@demo.care'), actions: [] });
      const again = await alex.post(`/api/tasks/${task.id}/complete`, { version: done.body.version });
      expect(again.status).toBe(409);
      expect(again.body.detail).toMatch(/already completed/);
      expect((await manager.put(`/api/tasks/${task.id}`, { version: done.body.version, title: 'x' })).status).toBe(409);
      // the setter hears it was done
      expect(
        (await manager.get('/api/alerts/mine?kind=task_completed')).body.items.map((a: { taskId: string }) => a.taskId),
      ).toContain(task.id);

      const t2 = (
        await manager.post('/api/tasks', {
          type: 'home chore',
          title: 'Bins',
          dueAt: due,
          homeId: people.oak.id,
          assignedTo: [id('staff.oak@demo.care')],
        })
      ).body;
      const cancelled = await manager.post(`/api/tasks/${t2.id}/cancel`, { version: t2.version });
      expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelledBy: id('manager.oak@demo.care') });
      expect((await manager.get(`/api/tasks/${t2.id}`)).body.status).toBe('cancelled');
      expect((await audit(t2.id)).map((a) => a.action)).toEqual(['task.create', 'task.cancelled']);

      const noYp = (
        await manager.post('/api/tasks', { type: 'home chore', title: 'Windows', dueAt: due, homeId: people.oak.id })
      ).body;
      expect((await manager.post(`/api/tasks/${noYp.id}/rejected-by-yp`, { version: 1 })).status).toBe(409);
      const withYp = (
        await manager.post('/api/tasks', {
          type: 'ils',
          title: 'Cook a meal together',
          dueAt: due,
          youngPersonId: people.oakYp.id,
        })
      ).body;
      expect(withYp.homeId).toBe(people.oak.id);
      const rejected = await manager.post(`/api/tasks/${withYp.id}/rejected-by-yp`, { version: withYp.version });
      expect(rejected.body.status).toBe('rejected_by_yp');
    });
  });

  describe('alerts', () => {
    let alert: { id: string; version: number };

    it("Create New Alert: for myself, or as a manager for my home's staff", async () => {
      const self = await staff.post('/api/alerts', {
        kind: 'training_scheduled',
        title: 'Team Teach refresher booked',
        dueOn: '2027-03-01',
        forUsers: [id('staff.oak@demo.care')],
      });
      expect(self.status).toBe(201);
      const refused = await staff.post('/api/alerts', {
        kind: 'rota',
        title: 'Swap shifts?',
        forUsers: [id('alex.oak@demo.care')],
      });
      expect(refused.status).toBe(403);
      const wrongHome = await manager.post('/api/alerts', {
        kind: 'rota',
        title: 'Rota',
        forUsers: [id('staff.willow@demo.care')],
      });
      expect(wrongHome.status).toBe(403);
      const bad = await manager.post('/api/alerts', {
        kind: 'party',
        recordCategory: 'fun',
        title: 'x',
        forUsers: [id('alex.oak@demo.care')],
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['/kind', '/recordCategory']);
      const made = await manager.post('/api/alerts', {
        kind: 'rota',
        recordCategory: 'shift',
        title: 'Rota for December is out',
        body: 'Check your shifts.',
        forUsers: [id('alex.oak@demo.care'), id('staff.oak@demo.care')],
      });
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({
        system: false,
        recipients: [
          { name: 'Alex Morgan', readAt: null },
          { name: 'Sam Taylor', readAt: null },
        ],
        actions: ['edit', 'archive'],
      });
      alert = made.body;
    });

    it('Edit Alert Details: the writer, at the current version; recipients may not', async () => {
      expect((await alex.put(`/api/alerts/${alert.id}`, { version: alert.version, title: 'x' })).status).toBe(403);
      const ok = await manager.put(`/api/alerts/${alert.id}`, {
        version: alert.version,
        title: 'Rota for December is out (updated)',
      });
      expect(ok.status).toBe(200);
      expect(ok.body.version).toBe(alert.version + 1);
      expect((await manager.put(`/api/alerts/${alert.id}`, { version: alert.version, title: 'stale' })).status).toBe(
        409,
      );
      const systemAlert = (await alex.get('/api/alerts/mine?kind=task_assigned')).body.items[0];
      expect(
        (await director.put(`/api/alerts/${systemAlert.id}`, { version: systemAlert.version, title: 'x' })).status,
      ).toBe(409);
      alert = ok.body;
    });

    it("my alerts, marking one read, and nobody else's", async () => {
      const mine = (await alex.get('/api/alerts/mine')).body;
      expect(mine.unread).toBeGreaterThan(0);
      expect(mine.bulkRead).toBe(true);
      const read = await alex.post(`/api/alerts/${alert.id}/read`);
      expect(read.status).toBe(200);
      expect(read.body.readAt).not.toBeNull();
      expect(read.body.actions).not.toContain('mark-read');
      expect((await alex.get('/api/alerts/mine')).body.unread).toBe(mine.unread - 1);
      // Sam has not read it: read state is per person
      expect((await staff.get(`/api/alerts/${alert.id}`)).body.readAt).toBeNull();
      expect((await willowStaff.get(`/api/alerts/${alert.id}`)).status).toBe(404);
      expect((await willowStaff.post(`/api/alerts/${alert.id}/read`)).status).toBe(403);
      expect((await audit(alert.id)).map((a) => a.action)).toEqual(['alert.raise', 'alert.update', 'alert.read']);
    });

    it('bulk read only where the organisation allows it, else 403 saying why', async () => {
      await setToggle('bulkReadAlerts', false);
      const off = await staff.post('/api/alerts/read', { all: true });
      expect(off.status).toBe(403);
      expect(off.body.detail).toMatch(/bulkReadAlerts/);
      expect((await staff.get('/api/alerts/mine')).body.bulkRead).toBe(false);
      await setToggle('bulkReadAlerts', true);
      expect((await staff.post('/api/alerts/read', {})).status).toBe(400);
      const on = await staff.post('/api/alerts/read', { all: true });
      expect(on.status).toBe(200);
      expect(on.body.read).toBeGreaterThan(0);
      expect((await staff.get('/api/alerts/mine')).body.unread).toBe(0);
    });

    it('archiving a written alert hides it from lists; it is kept', async () => {
      const res = await manager.post(`/api/alerts/${alert.id}/archive`, { version: alert.version });
      expect(res.status).toBe(200);
      expect((await alex.get('/api/alerts/mine')).body.items.map((a: { id: string }) => a.id)).not.toContain(alert.id);
      expect((await manager.get(`/api/alerts/${alert.id}`)).body.archivedAt).not.toBeNull();
    });
  });

  it('the sign-off inbox pages newest request first and says how many wait in all', async () => {
    const all = (await manager.get('/api/signoffs/inbox?limit=200')).body;
    expect(all.items.length).toBeGreaterThanOrEqual(2);
    expect(all).toMatchObject({ total: all.items.length, totalIsAtLeast: false, nextCursor: null });
    const stamps = all.items.map((i: { requestedAt: string }) => i.requestedAt);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    const seen: string[] = [];
    let page = (await manager.get('/api/signoffs/inbox?limit=1')).body;
    while (page.items.length) {
      expect(page.total).toBe(all.total);
      seen.push(...page.items.map((i: { id: string }) => i.id));
      if (!page.nextCursor) break;
      page = (await manager.get(`/api/signoffs/inbox?limit=1&cursor=${page.nextCursor}`)).body;
    }
    expect(seen).toEqual(all.items.map((i: { id: string }) => i.id));
    expect((await manager.get('/api/signoffs/inbox?cursor=not-one-of-ours')).status).toBe(400);
  });

  describe('bulk sign-off', () => {
    it('refused for the whole request when the organisation has it off', async () => {
      await setToggle('bulkSignoff', false);
      const inbox = (await manager.get('/api/signoffs/inbox')).body.items;
      const res = await manager.post('/api/signoffs/bulk', {
        items: inbox.map((i: { kind: string; id: string; version: number }) => ({
          kind: i.kind,
          id: i.id,
          version: i.version,
        })),
      });
      expect(res.status).toBe(403);
      expect(res.body.detail).toMatch(/bulkSignoff/);
      expect((await manager.get('/api/signoffs/inbox')).body.items).toHaveLength(inbox.length);
      await setToggle('bulkSignoff', true);
    });

    it('signs each item through the record service; each reports its own result', async () => {
      const inbox = (await manager.get('/api/signoffs/inbox')).body.items as {
        kind: string;
        id: string;
        version: number;
      }[];
      expect(inbox.length).toBeGreaterThanOrEqual(2);
      const willowInbox = (await (await clientFor(server, 'manager.willow@demo.care')).get('/api/signoffs/inbox')).body
        .items;
      const items = [
        { kind: inbox[0].kind, id: inbox[0].id, version: inbox[0].version + 5 }, // stale
        ...inbox.slice(1).map((i) => ({ kind: i.kind, id: i.id, version: i.version })),
        { kind: willowInbox[0].kind, id: willowInbox[0].id, version: willowInbox[0].version }, // not this manager's
      ];
      const res = await manager.post('/api/signoffs/bulk', { items });
      expect(res.status).toBe(200);
      expect(res.body.signed).toBe(inbox.length - 1);
      expect(res.body.results[0]).toMatchObject({ ok: false, status: 409 });
      expect(res.body.results.at(-1).ok).toBe(false);
      expect([403, 404]).toContain(res.body.results.at(-1).status);
      expect(res.body.results.slice(1, -1).every((r: { ok: boolean }) => r.ok)).toBe(true);
      // each went through the service: audited and in the outbox like a single sign-off
      expect((await audit(inbox[1].id)).map((a) => a.action)).toContain('record.sign-off');
      const left = (await manager.get('/api/signoffs/inbox')).body.items;
      expect(left.map((i: { id: string }) => i.id)).toEqual([inbox[0].id]);
    });
  });
});
