// People named inside record data (x-ref: staff / young-person) must exist in the record's own
// organisation: a form cannot point at another organisation's staff or children.
import type { JSONSchema7 } from '../definitions/json-schema.ts';
import type { FieldError } from '../definitions/ajv.ts';

export type RefKind = 'staff' | 'young-person';
export interface Reference { kind: RefKind; id: string; path: string }

type Walk = (data: unknown, path: string, out: Reference[]) => void;
const walks = new WeakMap<JSONSchema7, Walk | null>();

/**
 * A walk of the data that goes only where the schema can hold an x-ref (null: nowhere), made once
 * per schema: every save looks for references, and most of a form names no one.
 */
function walkFor(schema: JSONSchema7): Walk | null {
  if (walks.has(schema)) return walks.get(schema)!;
  const steps: Walk[] = [];
  const ref = schema['x-ref'] as RefKind | undefined;
  if (ref === 'staff' || ref === 'young-person') {
    steps.push((d, path, out) => { if (typeof d === 'string') out.push({ kind: ref, id: d, path: path || '/' }); });
  }
  const item = schema.items && !Array.isArray(schema.items) && typeof schema.items === 'object' ? walkFor(schema.items) : null;
  if (item) steps.push((d, path, out) => { if (Array.isArray(d)) d.forEach((v, i) => item(v, `${path}/${i}`, out)); });
  const fields = Object.entries(schema.properties ?? {}).flatMap(([k, sub]) => {
    const w = typeof sub === 'object' ? walkFor(sub) : null;
    return w ? [[k, w] as const] : [];
  });
  if (fields.length) {
    steps.push((d, path, out) => {
      if (typeof d !== 'object' || d === null || Array.isArray(d)) return;
      for (const [k, w] of fields) if (Object.hasOwn(d, k)) w((d as Record<string, unknown>)[k], `${path}/${k}`, out);
    });
  }
  const walk: Walk | null = steps.length ? (d, path, out) => { if (d !== null && d !== undefined) for (const s of steps) s(d, path, out); } : null;
  walks.set(schema, walk);
  return walk;
}

/** Every x-ref value in the data, with its JSON Pointer. */
export function referencesIn(schema: JSONSchema7, data: unknown): Reference[] {
  const out: Reference[] = [];
  walkFor(schema)?.(data, '', out);
  return out;
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
