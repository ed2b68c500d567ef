// The 48-hour opt-out shown with its signed agreement (WTR 1998 reg 5, decision 0741), and who may change the rota
// facts, as the home's rota tells the staff screen: the demo's opt-out has its agreement; without it the screen is
// told plainly; a care worker reads the facts, a manager may change them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonDate } from '../../engine/time/london.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(DRIVERS)('opt-out agreement on the rota facts (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  type Client = Awaited<ReturnType<typeof clientFor>>;
  let manager: Client, staff: Client;
  type Person = { id: string; name: string; optOut: { state: string }; optOutAgreement: { id: string } | null };
  const alexOf = async (c: Client) => {
    const res = await c.get(`/api/homes/${people.oak.id}/rota?week=${londonDate(new Date())}`);
    return { body: res.body, alex: (res.body.people as Person[]).find((p) => p.name === 'Alex Morgan')! };
  };

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [manager, staff] = await Promise.all(
      ['manager.oak@demo.care', 'staff.oak@demo.care'].map((e) => clientFor(server, e)),
    );
  }, 120_000);
  afterAll(async () => server?.close());

  it('shows the signed agreement with the opt-out, and says so when none is kept', async () => {
    const { body, alex } = await alexOf(manager);
    expect(body.canEditFacts).toBe(true);
    expect(alex.optOut.state).toBe('agreement');
    expect(alex.optOutAgreement).toMatchObject({ signedOn: addDays(londonDate(new Date()), -200), noticeDays: 7 });
    const facts = await manager.get(`/api/staff/${alex.id}/rota-facts`);
    expect(facts.body.optOut).toEqual({ state: 'agreement', says: 'Signed agreement kept' });

    const record = await manager.get(`/api/records/working-time-opt-out/${alex.optOutAgreement!.id}`);
    const archived = await manager.post(`/api/records/working-time-opt-out/${alex.optOutAgreement!.id}/archive`, {
      version: record.body.version,
      reason: 'Entered on the wrong person',
    });
    expect(archived.status).toBe(200);
    const after = (await alexOf(manager)).alex;
    expect(after.optOutAgreement).toBeNull();
    expect(after.optOut).toEqual({ state: 'no_agreement', says: 'Opted out, but no signed agreement is kept' });
  });

  it('a care worker reads the facts but may not change them', async () => {
    const { body, alex } = await alexOf(staff);
    expect(body.canEditFacts).toBe(false);
    expect(alex.optOut.state).toBeDefined();
  });
});
