// Editing definitions at run time. Each save is a new, immutable version; records keep the version
// they were filled against, so a new version never strands one. Refused, with the reason and
// nothing changed: a definition that fails the start-up checks, a change of kind or subject, a field that code
// reads removed, retyped or stripped of a choice a rule matches on (protected-fields.ts), or an
// edit made against a version that is no longer the newest (someone else saved first).
import { type Caller, decideSettings, isProductAdministrator } from '../access/index.ts';
import { forbidden, notFound, Problem } from '../problem.ts';
import { diff } from '../records/diff.ts';
import type { Store } from '../store/index.ts';
import { checkDefinition } from './check.ts';
import type { FieldReader } from './field-reads.ts';
import { fieldReaders, protectedFieldFaults, protectedFieldsOf } from './protected-fields.ts';
import { type DefinitionRegistry, hashDefinition, loadDefinitionFiles } from './registry.ts';
import type { RecordDefinition } from './types.ts';

export type Scope = 'product' | 'organisation';

export function definitionEditing({
  store,
  registry,
  productAdminEmail,
}: {
  store: Store;
  registry: DefinitionRegistry;
  productAdminEmail: string;
}) {
  function mayEdit(caller: Caller, scope: Scope) {
    if (scope === 'product' && !isProductAdministrator(caller, productAdminEmail))
      throw forbidden("Only the product administrator can change the product's definitions.");
    if (scope === 'organisation') {
      const v = decideSettings(caller, 'edit');
      if (!v.ok) throw forbidden(v.reason);
    }
  }
  // the readers were written against the code-owned forms, which give each read field its type
  let readers: Promise<FieldReader[]> | null = null;
  const readersNow = () => (readers ??= loadDefinitionFiles().then(fieldReaders));
  const orgOf = (caller: Caller, scope: Scope) => (scope === 'product' ? null : caller.orgId);
  const out = (v: {
    id: number;
    orgId: string | null;
    version: number;
    source: string;
    note: string | null;
    createdBy: string | null;
    createdByName?: string | null;
    createdAt: Date;
    hash: string;
  }) => ({
    id: v.id,
    version: v.version,
    scope: v.orgId ? 'organisation' : 'product',
    source: v.source,
    note: v.note,
    createdBy: v.createdBy,
    createdByName: v.createdByName ?? null,
    createdAt: v.createdAt,
    hash: v.hash,
  });

  async function current(kind: string, caller: Caller, scope: Scope) {
    if (!registry.has(kind)) throw notFound(`Record kind "${kind}"`);
    const row =
      scope === 'product'
        ? await store.definitions.latest(kind, null)
        : await store.definitions.latest(kind, caller.orgId);
    return row!;
  }

  async function publish(
    caller: Caller,
    kind: string,
    input: { definition: RecordDefinition; baseVersion: number; scope: Scope; note?: string },
    source: 'edit' | 'rollback',
  ) {
    mayEdit(caller, input.scope);
    const base = await current(kind, caller, input.scope);
    const def = input.definition;
    const faults = checkDefinition(def);
    const was = base.definition as RecordDefinition;
    if (def.kind !== kind) faults.push(`the kind must stay "${kind}" (records are stored under it)`);
    if (def.subject !== was.subject)
      faults.push(`the subject must stay "${was.subject}" (existing records are about a ${was.subject})`);
    if (faults.length) {
      throw new Problem(
        422,
        'Definition refused',
        `This definition cannot be saved: ${faults.join('; ')}.`,
        faults.map((f) => ({ path: '/definition', message: f })),
      );
    }
    const broken = protectedFieldFaults(await readersNow(), kind, was.schema, def.schema);
    if (broken.length) {
      throw new Problem(
        422,
        'Definition refused',
        `This definition cannot be saved: it removes or changes ${broken.length === 1 ? 'a field' : 'fields'} that the product reads. Hide a field instead of removing it, and keep its type and the choices named.`,
        broken,
      );
    }
    if (input.baseVersion !== base.version) {
      throw new Problem(
        409,
        'Conflict',
        `This form was changed meanwhile (you edited version ${input.baseVersion}; the newest is ${base.version}). Reload it and make your change again.`,
      );
    }
    const hash = hashDefinition(def);
    if (hash === base.hash)
      throw new Problem(422, 'Definition refused', 'Nothing has changed since the newest version.');
    const next =
      Math.max(base.version, ...(await store.definitions.versions(kind, caller.orgId)).map((v) => v.version)) + 1;
    const row = await store.definitionsTransaction(async (tx) => {
      const inserted = await tx.definitions.insert(
        kind,
        orgOf(caller, input.scope),
        next,
        def,
        hash,
        caller.id,
        source,
        input.note ?? null,
      );
      if (!inserted)
        throw new Problem(409, 'Conflict', 'Someone saved a new version at the same moment. Reload and try again.');
      await tx.audit(orgOf(caller, input.scope)).write({
        userId: caller.id,
        action: source === 'rollback' ? 'definition.rollback' : 'definition.publish',
        entity: 'definition',
        kind,
        detail: { version: next, scope: input.scope, note: input.note ?? null, from: base.version },
      });
      return inserted;
    });
    registry.invalidate();
    return out(row);
  }

  return {
    async versions(caller: Caller, kind: string) {
      if (!registry.has(kind)) throw notFound(`Record kind "${kind}"`);
      const v = decideSettings(caller, 'read');
      if (!v.ok && !isProductAdministrator(caller, productAdminEmail)) throw forbidden(v.reason);
      return (await store.definitions.versions(kind, caller.orgId)).map(out);
    },

    async version(caller: Caller, kind: string, id: number) {
      const row = await store.definitions.byId(id);
      if (!row || row.kind !== kind || (row.orgId && row.orgId !== caller.orgId)) throw notFound('That version');
      return { ...out(row), definition: row.definition };
    },

    /** The fields of a kind that code reads, each with its readers: the form editor locks them. */
    async protectedFields(kind: string) {
      if (!registry.has(kind)) throw notFound(`Record kind "${kind}"`);
      return protectedFieldsOf(await readersNow(), kind);
    },

    /** What changed between two versions, field by field. */
    async compare(caller: Caller, kind: string, a: number, b: number) {
      const [va, vb] = [await this.version(caller, kind, a), await this.version(caller, kind, b)];
      return { from: out(va as never), to: out(vb as never), changes: diff(va.definition, vb.definition) };
    },

    publish: (
      caller: Caller,
      kind: string,
      input: { definition: RecordDefinition; baseVersion: number; scope: Scope; note?: string },
    ) => publish(caller, kind, input, 'edit'),

    /** Rolling back publishes the old version's content as the newest version (history is never rewritten). */
    async rollback(caller: Caller, kind: string, input: { toVersionId: number; baseVersion: number; scope: Scope }) {
      mayEdit(caller, input.scope);
      if (!registry.has(kind)) throw notFound(`Record kind "${kind}"`);
      // a version named in the body: another organisation's, another kind's and none at all are one 422
      const target = await this.version(caller, kind, input.toVersionId).catch((err) => {
        throw err instanceof Problem && err.status === 404
          ? new Problem(422, 'Validation failed', "That version is not one of this form's.", [
              { path: '/toVersionId', message: 'is not a version of this form you can see' },
            ])
          : err;
      });
      return publish(
        caller,
        kind,
        {
          definition: target.definition as RecordDefinition,
          baseVersion: input.baseVersion,
          scope: input.scope,
          note: `Rolled back to version ${target.version}`,
        },
        'rollback',
      );
    },
  };
}
