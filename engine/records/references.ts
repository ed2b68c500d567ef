// People named inside record data (x-ref: staff / young-person) must exist in the record's own
// organisation: a form cannot point at another organisation's staff or children.
import type { JSONSchema7 } from '../definitions/json-schema.ts';
import type { FieldError } from '../definitions/ajv.ts';

export type RefKind = 'staff' | 'young-person';
export interface Reference { kind: RefKind; id: string; path: string }

/** Every x-ref value in the data, with its JSON Pointer. */
export function referencesIn(schema: JSONSchema7, data: unknown, path = ''): Reference[] {
  if (data === null || data === undefined) return [];
  const ref = schema['x-ref'] as RefKind | undefined;
  if ((ref === 'staff' || ref === 'young-person') && typeof data === 'string') return [{ kind: ref, id: data, path: path || '/' }];
  if (Array.isArray(data) && schema.items) return data.flatMap((v, i) => referencesIn(schema.items!, v, `${path}/${i}`));
  if (typeof data === 'object' && schema.properties) {
    return Object.entries(data as Record<string, unknown>).flatMap(([k, v]) =>
      schema.properties![k] ? referencesIn(schema.properties![k], v, `${path}/${k}`) : []);
  }
  return [];
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids named, by kind (well-formed ones only: the rest fail validation). */
export function idsNamed(refs: Reference[]) {
  const of = (kind: RefKind) => [...new Set(refs.filter((r) => r.kind === kind && UUID.test(r.id)).map((r) => r.id))];
  return { staff: of('staff'), youngPeople: of('young-person') };
}

/** The references that do not name someone of this organisation. */
export async function unknownReferences(refs: Reference[], known: (kind: RefKind, ids: string[]) => Promise<Set<string>>): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const kind of ['staff', 'young-person'] as const) {
    const mine = refs.filter((r) => r.kind === kind && UUID.test(r.id));
    if (!mine.length) continue;
    const found = await known(kind, [...new Set(mine.map((r) => r.id))]);
    for (const r of mine) {
      if (!found.has(r.id)) errors.push({ path: r.path, message: kind === 'staff' ? 'is not a member of staff of this organisation' : 'is not a young person of this organisation' });
    }
  }
  return errors;
}
