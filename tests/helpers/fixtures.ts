// Fixtures on top of the demo seed: who is who, a second organisation, a valid record body.
import { examples } from '../../definitions/young-person/examples.ts';
import { hashPassword } from '../../engine/auth/password.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import type { TestServer } from './server.ts';
import { as, login } from './server.ts';

export async function demoPeople(server: TestServer) {
  const [org] = await server.store.db.query<{ id: string }>(`select id from organisations where slug = 'demo'`);
  const s = server.store.forOrg(org.id);
  const homes = await s.people.homes();
  const oak = homes.find((h) => h.name === 'Oak House')!;
  const willow = homes.find((h) => h.name === 'Willow Court')!;
  const yps = await s.people.youngPeople({ homeIds: 'all' });
  const users = await s.people.users();
  const user = (email: string) => users.find((u) => u.email === email)!;
  return {
    orgId: org.id,
    oak,
    willow,
    oakYp: yps.find((y) => y.homeId === oak.id)!,
    oakYps: yps.filter((y) => y.homeId === oak.id),
    willowYp: yps.find((y) => y.homeId === willow.id)!,
    user,
  };
}

export async function clientFor(server: TestServer, email: string) {
  return as(server.app, await login(server.app, email));
}

/** A second organisation with its own home, manager, young person and record. */
export async function otherOrganisation(server: TestServer) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = await server.store.adminTransaction(async (a) => {
    const orgId = await a.createOrganisation({ name: 'Other Care Ltd', slug: `other-${Date.now()}` });
    const homeId = await a.createHome(orgId, { name: 'Elm Lodge', type: 'children_home' });
    const email = `manager.${Date.now()}@other.care`;
    const managerId = await a.createUser(orgId, {
      email,
      name: 'Other Manager',
      passwordHash,
      role: 'manager',
      isManager: true,
      homeIds: [homeId],
      areas: { cyp: 'edit', cyp_daily_log: 'edit' },
    });
    const ypId = await a.createYoungPerson(orgId, { homeId, firstName: 'Zara', lastName: 'Khan', birthYear: 2011 });
    return { orgId, homeId, managerId, ypId, email };
  });
  const client = await clientFor(server, ids.email);
  const created = await client.post('/api/records/daily-log', { youngPersonId: ids.ypId, data: dailyLog() });
  if (created.status !== 201) throw new Error(`could not create other org record: ${JSON.stringify(created.body)}`);
  return { ...ids, client, recordId: created.body.id as string };
}

/** A complete, valid daily log (without staff references, so it is valid in any organisation). */
export function dailyLog(overrides: Record<string, unknown> = {}) {
  const { staffOnShift: _ignored, ...rest } = examples['daily-log'] as Record<string, unknown>;
  return { ...rest, ...overrides };
}

/** An example record with its placeholder staff ids replaced by four different Oak House people. */
export function withOakStaff<T>(example: T, people: Awaited<ReturnType<typeof demoPeople>>): T {
  const ids = ['staff.oak@demo.care', 'alex.oak@demo.care', 'manager.oak@demo.care', 'director@demo.care'].map(
    (e) => people.user(e).id,
  );
  const otherYp = people.oakYps.find((y) => y.id !== people.oakYp.id)!.id;
  return JSON.parse(
    JSON.stringify(example)
      .replace(/00000000-0000-4000-8000-00000000000(\d)/g, (_m, d: string) => ids[(Number(d) - 1) % 4])
      .replace(/00000000-0000-4000-8000-000000000101/g, otherYp),
  );
}
