// Policies read and signed: each member of staff of a policy's home signs its current
// version; a new version asks everyone again. The pure rule is outstanding.ts; this reads the facts.
import { type HomeType, resolveWording } from '../../definitions/wording.ts';
import { type Caller, decideRecord } from '../access/index.ts';
import { decidePolicySign } from '../access/policies.ts';
import { decideRecordRead } from '../access/read-rule.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { conflict, forbidden, notFound } from '../problem.ts';
import type { OrgStore, RecordRow, Store, UserRow } from '../store/index.ts';
import { policyStore } from '../store/policies.ts';
import { londonToday } from '../time/london.ts';
import {
  mustSign,
  type PolicyFacts,
  policyStanding,
  signedShare,
  type StaffFacts,
  unsignedFor,
} from './outstanding.ts';
import { requiredPolicyStanding, statementCoverage } from './required.ts';

export const POLICY_KIND = 'policy';
const LIMIT = 500; // a home has tens of policies, not hundreds

type Deps = { store: Store; registry: DefinitionRegistry; now?: () => Date };
const STATEMENT_KIND = 'statement-of-purpose';

export const policyFacts = (r: Pick<RecordRow, 'id' | 'homeId' | 'data' | 'archivedAt'>): PolicyFacts => ({
  id: r.id,
  homeId: r.homeId,
  version: String(r.data.version ?? ''),
  mustSign: r.data.mustSign !== false,
  archived: r.archivedAt !== null,
});
export const staffFacts = (u: Pick<UserRow, 'id' | 'homeIds' | 'active' | 'role'>): StaffFacts => ({
  id: u.id,
  homeIds: u.homeIds,
  active: u.active,
  youngPerson: u.role === 'young_person',
});

const summary = (r: RecordRow) => ({
  id: r.id,
  homeId: r.homeId,
  title: String(r.data.title ?? 'Policy'),
  version: String(r.data.version ?? ''),
  category: (r.data.category as string | undefined) ?? null,
  reviewDate: (r.data.reviewDate as string | undefined) ?? null,
  summary: (r.data.summary as string | undefined) ?? null,
  changes: (r.data.changes as string | undefined) ?? null,
  mustSign: r.data.mustSign !== false,
  documents: (r.data.documents as unknown[] | undefined) ?? [],
});

export function policyService({ store, registry, now = () => new Date() }: Deps) {
  const s = (c: Caller) => store.forOrg(c.orgId);
  const def = async (c: Caller) => (await registry.latest(POLICY_KIND, c.orgId))!.def;

  async function load(c: Caller, o: OrgStore, id: string): Promise<RecordRow> {
    const row = await o.records.get(id);
    if (!row || row.kind !== POLICY_KIND) throw notFound('The policy');
    return row;
  }

  async function homePolicies(o: OrgStore, homeIds: string[]): Promise<RecordRow[]> {
    if (!homeIds.length) return [];
    return o.records.list({ kind: POLICY_KIND, homeIds, excludeYoungPeople: [], limit: LIMIT });
  }

  /** The home's latest statement of purpose (by the date it took effect), when the caller may read it. */
  async function latestStatement(c: Caller, o: OrgStore, homeId: string) {
    const sop = await registry.latest(STATEMENT_KIND, c.orgId);
    if (!sop || !decideRecord(c, sop.def, { homeId, youngPersonId: null, staffId: null }, 'read').ok) return null;
    const all = await o.records.list({ kind: STATEMENT_KIND, homeIds: [homeId], excludeYoungPeople: [], limit: 50 });
    const [latest] = all
      .filter((r) => !r.archivedAt)
      .sort((a, b) => String(b.data.changedOn ?? '').localeCompare(String(a.data.changedOn ?? '')));
    if (!latest) return null;
    const coverage = (latest.data.coverage as { matter?: string; where?: string }[] | undefined) ?? [];
    return { id: latest.id, version: (latest.data.version as string | undefined) ?? null, coverage };
  }

  return {
    /** Who must sign one policy, who has signed its current version and who has not; every signature given. */
    async standing(c: Caller, id: string) {
      const o = s(c);
      const row = await load(c, o, id);
      const verdict = decideRecordRead(c, await def(c), row);
      if (!verdict.ok) throw forbidden(verdict.reason);
      const [staff, signatures] = await Promise.all([
        row.homeId ? o.people.users({ homeId: row.homeId }) : [],
        policyStore(store.db, c.orgId).forPolicies([id]),
      ]);
      const policy = policyFacts(row);
      const st = policyStanding(policy, staff.map(staffFacts), signatures);
      const name = new Map(staff.map((u) => [u.id, u.name]));
      const current = new Map(
        signatures.filter((x) => x.version === policy.version).map((x) => [x.userId, x.signedAt]),
      );
      return {
        ...summary(row),
        signed: st.signed.map((userId) => ({ userId, name: name.get(userId)!, signedAt: current.get(userId)! })),
        outstanding: st.outstanding.map((userId) => ({ userId, name: name.get(userId)! })),
        history: signatures.map(({ userId, name: n, version, signedAt }) => ({ userId, name: n, version, signedAt })),
      };
    },

    /**
     * A home's policies, each with how many have signed its current version and who has not; the policies its home
     * type must have, each present, in date and read; and the statement of purpose against CH Schedule 1.
     */
    async forHome(c: Caller, homeId: string) {
      const o = s(c);
      const home = await o.people.home(homeId);
      if (!home) throw notFound('The home');
      const verdict = decideRecord(c, await def(c), { homeId, youngPersonId: null, staffId: null }, 'read');
      if (!verdict.ok) throw forbidden(verdict.reason);
      const rows = await homePolicies(o, [homeId]);
      const [staff, signatures, statement] = await Promise.all([
        o.people.users({ homeId }),
        policyStore(store.db, c.orgId).forPolicies(rows.map((r) => r.id)),
        latestStatement(c, o, homeId),
      ]);
      const name = new Map(staff.map((u) => [u.id, u.name]));
      const standings = rows.map((r) => policyStanding(policyFacts(r), staff.map(staffFacts), signatures));
      const items = rows.map((r, i) => ({
        ...summary(r),
        required: standings[i].required.length,
        signedCount: standings[i].signed.length,
        outstanding: standings[i].outstanding.map((userId) => ({ userId, name: name.get(userId)! })),
      }));
      const live = items.filter((_, i) => !rows[i].archivedAt);
      return {
        signedPercent: signedShare(standings),
        items,
        requiredPolicies: requiredPolicyStanding(home.type, live, londonToday(now())).map((r) => ({
          ...r,
          source: resolveWording(r.source, home.type as HomeType),
        })),
        statementOfPurpose: statementCoverage(home.type, statement),
      };
    },

    /** The caller's own policies: those waiting for their signature (current version unsigned) and those signed. */
    async mine(c: Caller) {
      if (c.role === 'young_person') throw forbidden('Policies are read and signed by staff.');
      const o = s(c);
      const me = await o.people.user(c.id);
      if (!me) throw notFound('The person');
      const rows = await homePolicies(o, me.homeIds);
      const signatures = await policyStore(store.db, c.orgId).ofUser(c.id);
      const facts = rows.map(policyFacts);
      const waiting = new Set(unsignedFor(staffFacts(me), facts, signatures).map((p) => p.id));
      const asked = rows.filter((r) => mustSign(policyFacts(r), staffFacts(me)));
      return {
        outstanding: asked.filter((r) => waiting.has(r.id)).map(summary),
        signed: asked
          .filter((r) => !waiting.has(r.id))
          .map((r) => ({
            ...summary(r),
            signedAt:
              signatures.find((x) => x.policyId === r.id && x.version === String(r.data.version))?.signedAt ?? null,
          })),
      };
    },

    /**
     * Sign the version read. A version that is no longer current is refused: the policy changed since it was opened.
     */
    async sign(
      c: Caller,
      id: string,
      version: string,
    ): Promise<{ created: boolean; policyId: string; version: string; signedAt: Date }> {
      const o = s(c);
      const row = await load(c, o, id);
      const policy = policyFacts(row);
      const verdict = decidePolicySign(c, policy);
      if (!verdict.ok) throw forbidden(verdict.reason);
      if (version !== policy.version)
        throw conflict(`This policy is now at version ${policy.version}. Read that version, then sign it.`);
      const signatures = policyStore(store.db, c.orgId);
      const signed = await signatures.sign(id, version, c.id);
      if (!signed) {
        const existing = (await signatures.ofUser(c.id)).find((x) => x.policyId === id && x.version === version);
        return { created: false, policyId: id, version, signedAt: existing?.signedAt ?? new Date() };
      }
      await o.audit.write({
        userId: c.id,
        action: 'policy.signed',
        entity: 'record',
        entityId: id,
        kind: POLICY_KIND,
        detail: { version },
      });
      return { created: true, policyId: id, version, signedAt: signed.signedAt };
    },
  };
}
