// The caller's abilities (engine/access/abilities.ts) with the facts they need: the newest definitions of the
// organisation, its settings and features, and the homes the caller works in. The answer depends on nothing
// else, so it is kept per those facts (who the caller is and what they hold, the organisation's settings,
// the definition versions): a second look by the same person, or by anyone holding the same, is a lookup,
// and any change to a person's access, a toggle or a definition is a new key, so nothing stale is served.
import { type Abilities, abilitiesOf } from '../access/abilities.ts';
import { type Caller, placedYoungPeople } from '../access/index.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import type { OrganisationRow } from '../store/rows.ts';

const MOST = 2_000; // answers kept per process; the oldest go first

export function abilitiesService(registry: DefinitionRegistry, productAdminEmail: string | undefined) {
  const kept = new Map<string, Abilities>();
  return async function abilities(
    c: Caller,
    org: Pick<OrganisationRow, 'settings' | 'features'>,
    homeIds: string[],
  ): Promise<Abilities> {
    const resolved = [];
    for (const kind of registry.kinds()) {
      const r = await registry.latest(kind, c.orgId);
      if (r) resolved.push(r);
    }
    const key = JSON.stringify([
      c.orgId,
      c.id,
      c.role,
      c.isManager,
      c.homeIds,
      c.youngPersonId,
      c.areas,
      c.ypPermissions,
      c.ypOverrides,
      // a social worker's young people as of today (a grant given, ended or past its date is a new key)
      placedYoungPeople(c),
      c.email,
      c.orgSlug,
      homeIds,
      org.settings,
      org.features,
      resolved.map((r) => r.versionId),
    ]);
    const hit = kept.get(key);
    if (hit) return hit;
    const answer = abilitiesOf(c, {
      homeIds,
      definitions: resolved.map((r) => r.def),
      settings: org.settings ?? {},
      features: org.features ?? {},
      productAdminEmail,
    });
    if (kept.size >= MOST) kept.delete(kept.keys().next().value!);
    kept.set(key, answer);
    return answer;
  };
}
