// Things that name a record by its id (tasks, alerts, documents) show that name only to people the
// one read rule (engine/access/read-rule.ts) lets see the record: otherwise they would tell that a
// record exists — a young person's draft plan, a record of a young person one has no permission for.
import { type Caller, mayReadRecord } from '../access/index.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import type { Store } from '../store/index.ts';

type Deps = { store: Store; registry: DefinitionRegistry };

/** Of these record ids, those the caller may see. Most items name no record: then no query. */
export async function readableRecords(
  { store, registry }: Deps,
  c: Caller,
  ids: (string | null | undefined)[],
): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const seen = new Set<string>();
  for (const r of await store.forOrg(c.orgId).records.readFacts(wanted)) {
    if (mayReadRecord(c, (await registry.byId(r.definitionVersionId)).def, r)) seen.add(r.id);
  }
  return seen;
}

/** The items as they are, except that a record the caller may not see is not named (recordId null). */
export async function withoutUnreadableRecords<T extends { recordId: string | null }>(
  deps: Deps,
  c: Caller,
  items: T[],
): Promise<T[]> {
  const seen = await readableRecords(
    deps,
    c,
    items.map((i) => i.recordId),
  );
  return items.map((i) => (i.recordId && !seen.has(i.recordId) ? { ...i, recordId: null } : i));
}
