// Quality assurance: /api/quality-assurance across the caller's homes (a manager sees their homes
// only, a director every home; staff, HR and another organisation are refused), each section from records the test
// writes; /api/manager-review's figures against an independent SQL count; /api/standards-dashboard, a director's
// choice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examples } from '../../definitions/young-person/examples.ts';
import { example as safeguardingExample } from '../../definitions/young-person/examples/safeguarding.ts';
import { syncDeadlines } from '../../engine/deadlines/sync.ts';
import { clientFor, demoPeople, otherOrganisation, withOakStaff } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

const DAY = 86_400_000;
const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY + hours * 3_600_000).toISOString();

describe.each(DRIVERS)('quality assurance (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  type Client = Awaited<ReturnType<typeof clientFor>>;
  let manager: Client, director: Client, willowManager: Client, staff: Client, hr: Client;
  let other: Awaited<ReturnType<typeof otherOrganisation>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [manager, director, willowManager, staff, hr] = await Promise.all(
      [
        'manager.oak@demo.care',
        'director@demo.care',
        'manager.willow@demo.care',
        'staff.oak@demo.care',
        'hr@demo.care',
      ].map((e) => clientFor(server, e)),
    );
    other = await otherOrganisation(server);
    const yp = people.oakYp.id;
    // an open Reg 44 recommendation at Oak
    const visit = await manager.post('/api/records/reg44-visit', {
      homeId: people.oak.id,
      data: {
        visitDate: ago(20).slice(0, 10),
        visitor: 'Pat Independent',
        safeguarded: 'yes',
        wellbeing: 'partly',
        recommendations: [
          { text: 'Redecorate the lounge <script>x</script>', dueOn: ago(-10).slice(0, 10), status: 'open' },
          { text: 'Done already', status: 'done' },
        ],
      },
    });
    expect(visit.status, JSON.stringify(visit.body)).toBe(201);
    ids.visit = visit.body.id;
    // a CSE concern 3 days ago, notified to Ofsted 30 hours after it was raised: a late notification; its deadline task
    // closed late
    // (one instant for both: two readings of the clock a millisecond apart made it 30 hours and 1 ms, which rounds up
    // to 31)
    const raisedAt = ago(3);
    const late = await manager.post('/api/records/safeguarding', {
      youngPersonId: yp,
      data: {
        ...withOakStaff(safeguardingExample, people),
        category: ['cse'],
        raisedAt,
        cpEnquiry: {},
        notifications: [{ authority: 'ofsted', at: new Date(Date.parse(raisedAt) + 30 * 3_600_000).toISOString() }],
      },
    });
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    ids.late = late.body.id;
    // an allegation 4 days ago not yet notified nor referred: its deadline tasks are overdue
    const owed = await manager.post('/api/records/safeguarding', {
      youngPersonId: yp,
      data: {
        ...withOakStaff(safeguardingExample, people),
        category: ['cse'],
        raisedAt: ago(4),
        cpEnquiry: {},
        notifications: [],
      },
    });
    ids.owed = owed.body.id;
    await syncDeadlines(server.store, people.orgId, owed.body.id);
    // a placement plan whose review date has passed, submitted 9 days ago and still awaiting sign-off
    const plan = await manager.post('/api/records/placement-plan', {
      youngPersonId: yp,
      data: {
        ...withOakStaff(examples['placement-plan'], people),
        planDate: ago(200).slice(0, 10),
        nextReview: ago(5).slice(0, 10),
      },
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    const submitted = await manager.post(`/api/records/placement-plan/${plan.body.id}/actions/submit`, {
      version: plan.body.version,
    });
    expect(submitted.body.status).toBe('signoffs_pending');
    await server.store.db.query(`update signoffs set requested_at = now() - interval '9 days' where record_id = $1`, [
      plan.body.id,
    ]);
    ids.plan = plan.body.id;
  }, 400_000);
  afterAll(async () => server?.close());

  const has = (rows: { recordId: string | null }[], id: string) => rows.some((r) => r.recordId === id);

  it("a manager sees their own homes' findings, each linking to its record; a director sees every home", async () => {
    const res = await manager.get('/api/quality-assurance');
    expect(res.status).toBe(200);
    expect(res.body.homes.map((h: { id: string }) => h.id)).toEqual([people.oak.id]);
    expect(res.body.openRecommendations.filter((r: { recordId: string }) => r.recordId === ids.visit)).toEqual([
      expect.objectContaining({
        title: 'Redecorate the lounge <script>x</script>',
        detail: 'open',
        homeName: 'Oak House',
      }),
    ]);
    expect(has(res.body.lateNotifications, ids.late)).toBe(true);
    expect(res.body.lateNotifications.find((r: { recordId: string }) => r.recordId === ids.late).detail).toBe('30');
    expect(
      res.body.overdueDuties
        .filter((r: { recordId: string }) => r.recordId === ids.owed)
        .map((r: { title: string }) => r.title),
    ).toEqual([expect.stringMatching(/^Notify Ofsted of the safeguarding concern/)]);
    expect(has(res.body.pastReview, ids.plan)).toBe(true);
    expect(has(res.body.awaitingSignoff, ids.plan)).toBe(true);
    expect(res.body.homes[0].counts.openRecommendations).toBeGreaterThanOrEqual(1);

    const all = await director.get('/api/quality-assurance');
    expect(all.body.homes.map((h: { name: string }) => h.name).sort()).toEqual(
      expect.arrayContaining(['Oak House', 'Willow Court']),
    );
    expect(has(all.body.openRecommendations, ids.visit)).toBe(true);
  });

  it("another home's manager sees none of Oak's findings and may not ask for Oak; staff, HR and another organisation are refused", async () => {
    const willow = await willowManager.get('/api/quality-assurance');
    expect(willow.status).toBe(200);
    expect(willow.body.homes.map((h: { id: string }) => h.id)).toEqual([people.willow.id]);
    for (const section of [
      'overdueDuties',
      'awaitingSignoff',
      'pastReview',
      'lateNotifications',
      'openRecommendations',
    ]) {
      expect(
        willow.body[section].every((r: { homeId: string }) => r.homeId === people.willow.id),
        section,
      ).toBe(true);
    }
    expect((await willowManager.get(`/api/quality-assurance?homeId=${people.oak.id}`)).status).toBe(403);
    expect((await willowManager.get(`/api/manager-review?homeId=${people.oak.id}`)).status).toBe(403);
    expect((await staff.get('/api/quality-assurance')).status).toBe(403);
    expect((await hr.get('/api/quality-assurance')).status).toBe(403);
    const foreign = await other.client.get(`/api/quality-assurance?homeId=${people.oak.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.headers['content-type']).toMatch(/application\/problem\+json/);
    expect((await manager.get('/api/quality-assurance?homeId=not-a-uuid')).status).toBe(400);
  });

  it("a review period's figures equal an independent count of the records, and list the records behind them", async () => {
    const from = ago(60).slice(0, 10);
    const to = ago(0).slice(0, 10);
    const res = await manager.get(`/api/manager-review?homeId=${people.oak.id}&from=${from}&to=${to}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const fig = (k: string) => res.body.figures.find((f: { key: string }) => f.key === k);
    const count = async (where: string) =>
      Number(
        (
          await server.store.db.query<{ n: string }>(
            `select count(*)::text as n from records r where r.org_id = $1 and r.home_id = $2 and r.archived_at is null
          and (r.record_date at time zone 'Europe/London')::date between $3::date and $4::date and ${where}`,
            [people.orgId, people.oak.id, from, to],
          )
        )[0].n,
      );
    expect(fig('incidents').value).toBe(await count(`r.kind = 'incident'`));
    expect(fig('restraints').value).toBe(
      await count(
        `r.kind = 'incident' and exists (select 1 from jsonb_array_elements(coalesce(r.data -> 'intervention', '[]')) i where i ->> 'level' in ('hold', 'restraint'))`,
      ),
    );
    expect(fig('missing').value).toBe(await count(`r.kind = 'missing-episode'`));
    expect(fig('safeguarding').value).toBe(await count(`r.kind = 'safeguarding'`));
    expect(fig('safeguarding').value).toBeGreaterThanOrEqual(2);
    expect(fig('safeguarding').records.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([ids.late, ids.owed]),
    );
    expect(fig('complaints').value).toBe(
      await count(`r.kind = 'complaint-feedback' and r.data ->> 'type' = 'complaint'`),
    );
    expect(
      res.body.reg44
        .find((v: { id: string }) => v.id === ids.visit)
        .recommendations.map((x: { status: string }) => x.status),
    ).toEqual(['open', 'done']);

    const bad = await manager.get(`/api/manager-review?homeId=${people.oak.id}&from=${to}&to=${from}`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('/from');
    expect((await manager.get(`/api/manager-review?homeId=${people.oak.id}&from=31-01-2026`)).status).toBe(400);
  });

  it('a director chooses the standards dashboard charts; a manager reads but may not change them; unknown charts are refused, changing nothing', async () => {
    expect((await manager.get('/api/standards-dashboard')).body).toEqual({ metrics: null, canEdit: false });
    const set = await director.put('/api/standards-dashboard', { metrics: ['incidents', 'safeguarding', 'incidents'] });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ metrics: ['incidents', 'safeguarding'], canEdit: true });
    const [audit] = await server.store.db.query<{ detail: { before: unknown; after: unknown } }>(
      `select detail from activity_audit where org_id = $1 and action = 'organisation.standards-dashboard' order by id desc limit 1`,
      [people.orgId],
    );
    expect(audit.detail).toEqual({ before: null, after: ['incidents', 'safeguarding'] });
    expect((await manager.put('/api/standards-dashboard', { metrics: ['incidents'] })).status).toBe(403);
    const bad = await director.put('/api/standards-dashboard', { metrics: ['incidents', 'nonsense'] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ path: '/metrics/1', message: 'is not a chart' }]);
    expect((await director.put('/api/standards-dashboard', { metrics: [{ key: 'incidents' }] })).status).toBe(400);
    expect((await manager.get('/api/standards-dashboard')).body.metrics).toEqual(['incidents', 'safeguarding']);
    expect((await staff.get('/api/standards-dashboard')).status).toBe(403);
    expect((await other.client.get('/api/standards-dashboard')).body.metrics).toBeNull();
    expect((await director.put('/api/standards-dashboard', { metrics: null })).body.metrics).toBeNull();
  });
});
