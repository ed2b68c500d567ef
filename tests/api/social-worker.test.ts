// A placing authority's social worker (decision 0671): a manager of the child's home names them and an end date; they
// read that child's finished plans, risk assessments, incidents and reviews, comment on plans, and nothing else;
// every opening shows on the child's "Who viewed"; access ends when the manager ends it or the child moves on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../engine/auth/password.ts';
import { rotaStore } from '../../engine/store/rota.ts';
import { londonDate } from '../../engine/time/london.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(DRIVERS)("a placing authority's social worker (%s)", (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  type Client = Awaited<ReturnType<typeof clientFor>>;
  let manager: Client, staff: Client, willowManager: Client, sw: Client;
  let other: Awaited<ReturnType<typeof otherOrganisation>>;
  let swId: string;
  const today = () => londonDate(new Date());
  const inAMonth = () => londonDate(new Date(Date.now() + 30 * 86400_000));
  const firstOf = async (c: Client, kind: string, yp: string) =>
    (await c.get(`/api/records/${kind}?youngPerson=${yp}&limit=100`)).body.items?.[0] as
      { id: string; status: string } | undefined;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [manager, staff, willowManager] = await Promise.all(
      ['manager.oak@demo.care', 'staff.oak@demo.care', 'manager.willow@demo.care'].map((e) => clientFor(server, e)),
    );
    swId = await server.store.adminTransaction(async (a) =>
      a.createUser(people.orgId, {
        email: 'sw.placing@county.gov.uk',
        name: 'Sasha Patel',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        role: 'social_worker',
        jobTitle: 'Social worker, placing authority',
        homeIds: [],
        areas: {},
      }),
    );
    sw = await clientFor(server, 'sw.placing@county.gov.uk');
    other = await otherOrganisation(server);
  }, 300_000);
  afterAll(async () => server?.close());

  it('sees no young person until a manager of the home names them', async () => {
    expect((await sw.get('/api/young-people')).body).toEqual([]);
    expect((await sw.get(`/api/young-people/${people.oakYp.id}`)).status).toBe(403);
    expect((await sw.get(`/api/records/placement-plan?youngPerson=${people.oakYp.id}`)).status).toBe(403);
    expect((await sw.get(`/api/homes/${people.oak.id}/summary`)).status).toBe(403);
  });

  it('only a manager of the home grants, to an active social worker, until today or later', async () => {
    const url = `/api/young-people/${people.oakYp.id}/placing-authority`;
    expect((await staff.post(url, { userId: swId, endsOn: inAMonth() })).status).toBe(403);
    expect((await willowManager.post(url, { userId: swId, endsOn: inAMonth() })).status).toBe(403);
    expect((await other.client.post(url, { userId: swId, endsOn: inAMonth() })).status).toBe(404);
    const past = await manager.post(url, { userId: swId, endsOn: '2020-01-01' });
    expect(past.status).toBe(422);
    expect(past.headers['content-type']).toMatch(/problem\+json/);
    expect(past.body.errors[0].path).toBe('/endsOn');
    const notSw = await manager.post(url, { userId: people.user('staff.oak@demo.care').id, endsOn: inAMonth() });
    expect(notSw.status).toBe(422);
    expect(notSw.body.errors[0].path).toBe('/userId');
    const before = (await manager.get(url)).body;
    expect(before.grants).toEqual([]);
    expect(before.socialWorkers).toEqual([expect.objectContaining({ id: swId, name: 'Sasha Patel' })]);
    const ok = await manager.post(url, { userId: swId, endsOn: inAMonth() });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.grants).toMatchObject([
      { userId: swId, endsOn: inAMonth(), state: 'open', grantedByName: 'Marcus Oduya' },
    ]);
    const told = (await sw.get('/api/alerts/mine?limit=20')).body;
    expect(JSON.stringify(told)).toMatch(/to read until/);
  });

  it("reads the child's finished plans and incidents, never a draft, another child, the home or session notes", async () => {
    const yp = people.oakYp.id;
    expect((await sw.get('/api/young-people')).body.map((y: { id: string }) => y.id)).toEqual([yp]);
    // the web is told the same: their young people, the shared kinds to read, nothing to write, no search
    const { abilities } = (await sw.get('/api/auth/me')).body;
    expect(abilities.organisation).toMatchObject({ youngPeople: true, search: false });
    expect(abilities.kinds['placement-plan']).toMatchObject({ read: true, edit: false, create: false });
    expect(abilities.kinds['daily-log'].read).toBe(false);
    expect(abilities.youngPeople.overridden[yp].areas).toMatchObject({ plans: 'read', health: 'none' });
    expect(abilities.homes).toEqual({});
    expect((await sw.get(`/api/young-people/${yp}`)).status).toBe(200);
    const plan = await firstOf(sw, 'placement-plan', yp);
    expect(plan?.status).toBe('complete');
    expect((await sw.get(`/api/records/placement-plan/${plan!.id}`)).status).toBe(200);
    const incident = await firstOf(sw, 'incident', yp);
    expect((await sw.get(`/api/records/incident/${incident!.id}`)).status).toBe(200);
    // the demo's risk assessment is a staff draft: not listed, not opened
    const draft = await firstOf(manager, 'risk-assessment-self-harm-suicide', yp);
    expect(draft).toBeDefined();
    expect(await firstOf(sw, 'risk-assessment-self-harm-suicide', yp)).toBeUndefined();
    expect((await sw.get(`/api/records/risk-assessment-self-harm-suicide/${draft!.id}`)).status).toBe(403);
    // not shared: daily logs and key work; another child; the home's own records
    expect((await sw.get(`/api/records/daily-log?youngPerson=${yp}`)).status).toBe(403);
    expect((await sw.get(`/api/records/key-worker-session?youngPerson=${yp}`)).status).toBe(403);
    const otherChild = people.oakYps.find((y) => y.id !== yp) ?? people.willowYp;
    expect((await sw.get(`/api/young-people/${otherChild.id}`)).status).toBe(403);
    expect((await sw.get(`/api/records/placement-plan?youngPerson=${otherChild.id}`)).status).toBe(403);
    const otherPlan = await firstOf(manager, 'placement-plan', otherChild.id);
    if (otherPlan) expect((await sw.get(`/api/records/placement-plan/${otherPlan.id}`)).status).toBe(403);
    expect((await sw.get(`/api/records/maintenance?home=${people.oak.id}`)).status).toBe(403);
    expect((await sw.get('/api/staff')).status).toBe(403);
  });

  it('comments on a plan but changes nothing, and comments nowhere else', async () => {
    const yp = people.oakYp.id;
    const plan = (await firstOf(sw, 'placement-plan', yp))!;
    const said = await sw.post(`/api/records/placement-plan/${plan.id}/comments`, {
      body: 'Agreed at the review: contact with his sister moves to fortnightly.',
    });
    expect(said.status, JSON.stringify(said.body)).toBe(201);
    const seen = (await manager.get(`/api/records/placement-plan/${plan.id}/comments`)).body;
    expect(JSON.stringify(seen)).toMatch(/fortnightly/);
    const incident = (await firstOf(sw, 'incident', yp))!;
    expect((await sw.post(`/api/records/incident/${incident.id}/comments`, { body: 'Noted.' })).status).toBe(403);
    const full = (await sw.get(`/api/records/placement-plan/${plan.id}`)).body;
    const edit = await sw.put(`/api/records/placement-plan/${plan.id}`, { version: full.version, data: full.data });
    expect(edit.status).toBe(403);
    expect((await sw.post('/api/records/placement-plan', { youngPersonId: yp, data: {} })).status).toBe(403);
  });

  it("every opening is on the child's Who viewed list", async () => {
    const views = (await manager.get(`/api/young-people/${people.oakYp.id}/record-views?limit=50`)).body;
    expect(JSON.stringify(views)).toMatch(/Sasha Patel/);
  });

  it('access ends when the manager ends it (with a reason), and when the child moves on', async () => {
    const yp = people.oakYp.id;
    const url = `/api/young-people/${yp}/placing-authority`;
    const plan = (await firstOf(sw, 'placement-plan', yp))!;
    const noReason = await manager.post(`${url}/${swId}/end`, { reason: '' });
    expect(noReason.status).toBe(400);
    const ended = await manager.post(`${url}/${swId}/end`, { reason: 'Case transferred to the leaving care team.' });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.grants[0]).toMatchObject({ state: 'ended', endedByName: 'Marcus Oduya' });
    expect((await sw.get(`/api/records/placement-plan/${plan.id}`)).status).toBe(403);
    expect((await sw.get('/api/young-people')).body).toEqual([]);
    // given again, then the child moves on: the grant ends with the move
    expect((await manager.post(url, { userId: swId, endsOn: today() })).status).toBe(200);
    expect((await sw.get(`/api/records/placement-plan/${plan.id}`)).status).toBe(200);
    expect((await manager.post(`/api/young-people/${yp}/archive`, {})).status).toBe(200);
    expect((await sw.get(`/api/records/placement-plan/${plan.id}`)).status).toBe(403);
    const history = (await manager.get(url)).body.grants;
    expect(history.map((h: { state: string }) => h.state)).toEqual(['ended', 'ended']);
    expect(history.some((h: { endReason: string }) => /moved on/.test(h.endReason))).toBe(true);
    expect((await manager.post(`/api/young-people/${yp}/restore`, {})).status).toBe(200);
    expect((await sw.get(`/api/records/placement-plan/${plan.id}`)).status).toBe(403);
  });

  it('a social worker login holds no home, area, permission, manager flag or rota place, whatever is sent', async () => {
    const director = await clientFor(server, 'director@demo.care');
    const sent = {
      email: 'iro.placing@county.gov.uk',
      name: 'Robin Clarke',
      role: 'social_worker',
      isManager: true,
      jobTitle: 'Independent reviewing officer',
      areas: { home: 'read', cyp: 'edit' },
      ypPermissions: { plans: 'edit' },
      ypOverrides: { [people.oakYp.id]: { health: 'read' } },
      homeIds: [people.oak.id],
      showInRota: true,
      removeFromRota: false,
      removeFromRotaHomes: [],
    };
    const made = await director.post('/api/settings/users', sent);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const none = {
      role: 'social_worker',
      isManager: false,
      areas: {},
      ypPermissions: {},
      homeIds: [],
      showInRota: false,
    };
    const stored = () =>
      director.get('/api/settings/users').then((r) => r.body.find((u: { id: string }) => u.id === made.body.id));
    expect(await stored()).toMatchObject(none);
    // nor by a later change
    const changed = await director.put(`/api/settings/users/${made.body.id}`, sent);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await stored()).toMatchObject(none);
    const rota = await rotaStore(server.store.db, people.orgId).rotaPeople(people.oak.id);
    expect(rota.map((p) => p.name)).not.toContain('Robin Clarke');
  });
});
