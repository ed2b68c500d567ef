// The policy chart (SPEC §9): read straight from the `policy` home records and
// policy_signatures (migration 026), not the record aggregates — a signature is not a record. One item per
// member of staff asked to sign a policy's current version (engine/policies/outstanding.ts decides who);
// done once they signed it. The policy read rule applies home by home, as on /policies.
import type { ChartMetric, GroupBy } from '../../definitions/charts.ts';
import { type Caller, decideRecord, kindLevel } from '../access/index.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { policyStanding } from '../policies/outstanding.ts';
import { POLICY_KIND, policyFacts, staffFacts } from '../policies/service.ts';
import { forbidden } from '../problem.ts';
import type { Store } from '../store/index.ts';
import { policyStore } from '../store/policies.ts';
import { londonToday } from './period.ts';
import type { ChartScope } from './scope.ts';
import { shareChart, shareDrill, type ShareItem, type ShareStatus } from './share.ts';

type Period = { from: string; to: string; end: string; days: number };
const POLICY_STATUSES: ShareStatus[] = [
  { key: 'done', label: 'Signed', colour: 'green' },
  { key: 'notDone', label: 'Outstanding', colour: 'red' },
];
const NOTES = [
  "Staff asked to read and sign the current version of their home's policies, as a share of those asked (a new version asks everyone again). " +
    "Earlier points and the previous period use today's policies and staff, signed by then. /policies shows who is outstanding.",
];

/** Who must sign what in the homes the caller may see policies of, with when they signed the current version. */
async function policyItems(
  deps: { store: Store; registry: DefinitionRegistry },
  caller: Caller,
  sc: ChartScope,
): Promise<ShareItem[]> {
  const def = (await deps.registry.latest(POLICY_KIND, caller.orgId))?.def;
  if (!def || kindLevel(caller, def) === 'none')
    throw forbidden(`You need read access to the "${def?.area ?? 'home'}" area to see policy charts.`);
  const o = deps.store.forOrg(caller.orgId);
  const homes = sc.homes.filter(
    (h) => decideRecord(caller, def, { homeId: h.id, youngPersonId: null, staffId: null }, 'read').ok,
  );
  if (sc.subject.level === 'home' && !homes.length) throw forbidden("You may not see this home's policies.");
  if (!homes.length) return [];
  const rows = await o.records.list({
    kind: POLICY_KIND,
    homeIds: homes.map((h) => h.id),
    excludeYoungPeople: [],
    limit: 500 * homes.length,
  });
  const signatures = await policyStore(deps.store.db, caller.orgId).forPolicies(rows.map((r) => r.id));
  const staff = await o.people.users();
  const facts = staff.map(staffFacts);
  const name = new Map(staff.map((u) => [u.id, u.name]));
  const items: ShareItem[] = [];
  for (const r of rows) {
    const policy = policyFacts(r);
    const st = policyStanding(policy, facts, signatures);
    for (const userId of st.required) {
      const s = signatures.find((x) => x.policyId === r.id && x.userId === userId && x.version === policy.version);
      const day = s ? londonToday(new Date(s.signedAt)) : null;
      items.push({
        staffId: userId,
        name: name.get(userId) ?? 'Member of staff',
        homeId: r.homeId!,
        detail: `${String(r.data.title ?? 'Policy')} (version ${policy.version})`,
        doneBefore: (end) => day !== null && day < end,
      });
    }
  }
  return items;
}

export async function policyChart(
  deps: { store: Store; registry: DefinitionRegistry },
  caller: Caller,
  q: { type: string; level: string },
  m: ChartMetric,
  groupBy: GroupBy,
  sc: ChartScope,
  p: Period,
) {
  return shareChart(q, m, groupBy, sc, p, await policyItems(deps, caller, sc), {
    notes: NOTES,
    statuses: POLICY_STATUSES,
  });
}

export async function policyDrill(
  deps: { store: Store; registry: DefinitionRegistry },
  caller: Caller,
  groupBy: GroupBy,
  key: string | undefined,
  sc: ChartScope,
  p: Period,
) {
  return shareDrill(await policyItems(deps, caller, sc), sc, p, groupBy, key, POLICY_STATUSES);
}
