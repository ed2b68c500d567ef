// The home's policies page as an inspector checks it: each policy the home type must have is present, in date and
// read by everyone; a children's home's statement of purpose shows where each Schedule 1 matter is covered and the
// gaps; supported accommodation is asked for its own set and has no Schedule 1 list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86400000).toISOString().slice(0, 10);
type Standing = { key: string; state: string; policy: { id: string } | null };

describe('required policies and the statement of purpose checklist', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  type Client = Awaited<ReturnType<typeof clientFor>>;
  let manager: Client, willowManager: Client;

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    [manager, willowManager] = await Promise.all(
      ['manager.oak@demo.care', 'manager.willow@demo.care'].map((e) => clientFor(server, e)),
    );
  }, 400_000);
  afterAll(async () => server?.close());

  const panel = async (c: Client, homeId: string) => (await c.get(`/api/homes/${homeId}/policies`)).body;
  const of = (body: { requiredPolicies: Standing[] }, key: string) => body.requiredPolicies.find((r) => r.key === key);

  it('a searching policy past its review date is overdue; a new one in date, read by no one yet, is unread', async () => {
    const before = of(await panel(manager, people.oak.id), 'searching')!;
    expect(before.state).toBe('missing');
    const old = await manager.post('/api/records/policy', {
      homeId: people.oak.id,
      data: { title: 'Searching', version: '1', category: 'searching', effectiveFrom: day(-400), reviewDate: day(-1) },
    });
    expect(old.status).toBe(201);
    expect(of(await panel(manager, people.oak.id), 'searching')).toMatchObject({
      state: 'review_overdue',
      policy: { id: old.body.id },
    });
    const fresh = await manager.post('/api/records/policy', {
      homeId: people.oak.id,
      data: { title: 'Searching', version: '2', category: 'searching', effectiveFrom: day(0), reviewDate: day(365) },
    });
    expect(of(await panel(manager, people.oak.id), 'searching')).toMatchObject({
      state: 'unread',
      policy: { id: fresh.body.id },
    });
  });

  it("the children's home's statement of purpose shows covered matters and gaps; SA has its own set", async () => {
    const oak = await panel(manager, people.oak.id);
    expect(oak.requiredPolicies.map((r: Standing) => r.key)).toContain('childrens_guide');
    expect(oak.statementOfPurpose.covered.map((c: { matter: string }) => c.matter)).toContain('range_of_needs');
    expect(oak.statementOfPurpose.gaps.map((c: { matter: string }) => c.matter)).toContain('surveillance');
    const willow = await panel(willowManager, people.willow.id);
    expect(willow.requiredPolicies.map((r: Standing) => r.key)).toContain('contingency');
    expect(willow.requiredPolicies.map((r: Standing) => r.key)).not.toContain('childrens_guide');
    expect(willow.statementOfPurpose).toBeNull();
  });
});
