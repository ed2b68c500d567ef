// The controlled-drug balance check duty on real PostgreSQL: a home holding a controlled drug owes a witnessed count
// of every one it holds, weekly unless its home details say more often; a home holding none owes nothing; counting
// every controlled drug with a witness meets it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allObligations } from '../../definitions/obligations.ts';
import { cdCheckInterval } from '../../engine/medication/balance-check-schedule.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import type { WorkerDeps } from '../../workers/deps.ts';
import { obligationScan } from '../../workers/processors/obligations.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('the controlled-drug balance check duty', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let deps: WorkerDeps;
  let emptyHomeId: string;
  const duty = allObligations.find((o) => o.key === 'cd-balance-check')!;
  const tasks = () =>
    server.store.db.query<{ id: string; status: string; home_id: string; title: string }>(
      `select id, status, home_id, title from tasks where natural_key like 'duty:cd-balance-check:%'`,
    );

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    deps = { store: server.store, now: () => new Date(), log: silent, kinds: {}, leads: {} as WorkerDeps['leads'] };
    // both demo homes hold a controlled drug: a third, new home holds none
    emptyHomeId = await server.store.forOrg(people.orgId).administration.addHome({
      name: 'Rowan House',
      type: 'children_home',
      address: null,
    });
    await server.store.db.query(`update homes set created_at = now() - interval '20 days' where org_id = $1`, [
      people.orgId,
    ]);
    // the demo's own balance check falls before the stock it counted came in, so it meets nothing here
    await server.store.db.query(
      `update medication_stock_moves set at = now() - interval '19 days' where org_id = $1 and kind = 'count'`,
      [people.orgId],
    );
    const director = await clientFor(server, 'director@demo.care');
    expect(
      (await director.put('/api/settings/organisation', { toggles: { mar: true, medicationInventory: true } })).status,
    ).toBe(200);
  });
  afterAll(() => server?.close());

  it('is weekly by default and the home may count more often, never less', () => {
    expect(duty).toBeDefined();
    expect(cdCheckInterval({})).toEqual({ days: 7 });
    expect(cdCheckInterval({ cdCheckEveryDays: 1 })).toEqual({ days: 1 });
    expect(cdCheckInterval({ cdCheckEveryDays: 14 })).toEqual({ days: 7 });
    expect(cdCheckInterval({ cdCheckEveryDays: 2.5 })).toEqual({ days: 7 });
  });

  it('opens for a home holding a controlled drug, not for one holding none, and a witnessed count meets it', async () => {
    await obligationScan(deps, [duty]);
    const open = await tasks();
    const oak = open.find((t) => t.home_id === people.oak.id);
    expect(oak).toMatchObject({
      status: 'not_complete',
      title: 'Check the controlled drug balances at Oak House with a witness',
    });
    expect(open.find((t) => t.home_id === people.willow.id)).toMatchObject({
      status: 'not_complete',
      title: 'Check the controlled drug balances at Willow Court with a witness',
    });
    expect(open.some((t) => t.home_id === emptyHomeId)).toBe(false);

    const manager = await clientFor(server, 'manager.oak@demo.care');
    const register = await manager.get(`/api/homes/${people.oak.id}/cd-register`);
    expect(register.status).toBe(200);
    const held = register.body.pages.filter((p: { balance: number | null }) => (p.balance ?? 0) > 0);
    expect(held.length).toBeGreaterThan(0);
    const witness = { userId: people.user('alex.oak@demo.care').id, password: DEMO_PASSWORD };
    for (const p of held) {
      const counted = await manager.post(`/api/young-people/${p.youngPersonId}/medication-stock`, {
        medicationId: p.medicationId,
        kind: 'count',
        quantity: p.balance,
        password: DEMO_PASSWORD,
        witness,
      });
      expect(counted.status, JSON.stringify(counted.body)).toBe(201);
      expect(counted.body.errorRecordId).toBeNull();
    }
    expect((await obligationScan(deps, [duty])).completed).toBe(1);
    expect((await tasks()).find((t) => t.id === oak!.id)!.status).toBe('completed');
  });
});
