// Ids a write names must be ones the caller may see. People named inside record data (x-ref: staff /
// young-person) must be of the record's own organisation; record links (x-ref: record, or a record
// kind such as incident) must be records the caller may read; and what a task or alert is about
// (record, young person, home, member of staff) must be visible to whoever sets it.
import { type Caller, isYoungPersonLogin, mayReadRecord, worksIn } from '../access/index.ts';
import type { FieldError } from '../definitions/ajv.ts';
import type { JSONSchema7 } from '../definitions/json-schema.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { invalid } from '../problem.ts';
import type { OrgStore } from '../store/index.ts';

export type RefKind = 'staff' | 'young-person';
/** A person named (staff, young-person) or a record linked (`record`; `recordKind` when the field names one). */
export interface Reference {
  kind: RefKind | 'record';
  id: string;
  path: string;
  recordKind?: string;
}

type Walk = (data: unknown, path: string, out: Reference[]) => void;
const walks = new WeakMap<JSONSchema7, Walk | null>();

/**
 * A walk of the data that goes only where the schema can hold an x-ref (null: nowhere), made once
 * per schema: every save looks for references, and most of a form names no one.
 */
function walkFor(schema: JSONSchema7): Walk | null {
  if (walks.has(schema)) return walks.get(schema)!;
  const steps: Walk[] = [];
  const ref = schema['x-ref'];
  if (ref === 'staff' || ref === 'young-person') {
    steps.push((d, path, out) => {
      if (typeof d === 'string') out.push({ kind: ref, id: d, path: path || '/' });
    });
  } else if (typeof ref === 'string') {
    // any other x-ref links a record: any kind ('record'), or the kind it names ('incident'…)
    const recordKind = ref === 'record' ? undefined : ref;
    steps.push((d, path, out) => {
      if (typeof d === 'string') out.push({ kind: 'record', id: d, path: path || '/', recordKind });
    });
  }
  const item =
    schema.items && !Array.isArray(schema.items) && typeof schema.items === 'object' ? walkFor(schema.items) : null;
  if (item)
    steps.push((d, path, out) => {
      if (Array.isArray(d)) d.forEach((v, i) => item(v, `${path}/${i}`, out));
    });
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
  const walk: Walk | null = steps.length
    ? (d, path, out) => {
        if (d !== null && d !== undefined) for (const s of steps) s(d, path, out);
      }
    : null;
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
export async function unknownReferences(
  refs: Reference[],
  known: (kind: RefKind, ids: string[]) => Promise<Set<string>>,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const kind of ['staff', 'young-person'] as const) {
    const mine = refs.filter((r) => r.kind === kind && UUID.test(r.id));
    if (!mine.length) continue;
    const found = await known(kind, [...new Set(mine.map((r) => r.id))]);
    for (const r of mine) {
      if (!found.has(r.id))
        errors.push({
          path: r.path,
          message:
            kind === 'staff'
              ? 'is not a member of staff of this organisation'
              : 'is not a young person of this organisation',
        });
    }
  }
  return errors;
}

/**
 * Record links that do not name a record the caller may read (of the field's kind, where it names
 * one). `readable` gives, of the ids asked, those the caller may read with their kind; one answer
 * whether a record is another organisation's, hidden from the caller or not there at all.
 */
export async function unseenRecordLinks(
  refs: Reference[],
  readable: (ids: string[]) => Promise<Map<string, string>>,
): Promise<FieldError[]> {
  const links = refs.filter((r) => r.kind === 'record' && UUID.test(r.id));
  if (!links.length) return [];
  const kinds = await readable([...new Set(links.map((r) => r.id))]);
  return links.flatMap((r) => {
    const kind = kinds.get(r.id);
    if (kind === undefined) return [{ path: r.path, message: 'is not a record you can see' }];
    if (r.recordKind && kind !== r.recordKind)
      return [{ path: r.path, message: `is not a record of kind "${r.recordKind}"` }];
    return [];
  });
}

/** What a task or alert is about, as its body names it. */
export interface Subjects {
  recordId?: string | null;
  youngPersonId?: string | null;
  homeId?: string | null;
  staffId?: string | null;
}

/**
 * The record, young person, home and member of staff a task or alert names, each one the caller
 * may see, else 422 with every failing path. "Not yours" and "does not exist" get the same answer,
 * so no answer says whether an id exists in another organisation. A young person's own login may
 * name only themselves and their own records: nothing about anyone else.
 */
export async function visibleSubjects(c: Caller, s: OrgStore, registry: DefinitionRegistry, input: Subjects) {
  const young = isYoungPersonLogin(c);
  const [record, youngPerson, home, staff] = await Promise.all([
    input.recordId ? s.records.get(input.recordId) : null,
    input.youngPersonId ? s.people.youngPerson(input.youngPersonId) : null,
    input.homeId ? s.people.home(input.homeId) : null,
    input.staffId && !young ? s.people.user(input.staffId) : null,
  ]);
  const errors: FieldError[] = [];
  if (input.recordId) {
    const def = record ? (await registry.byId(record.definitionVersionId)).def : null;
    if (!record || !def || !mayReadRecord(c, def, record))
      errors.push({ path: '/recordId', message: 'is not a record you can see' });
  }
  if (
    input.youngPersonId &&
    !(youngPerson && (young ? youngPerson.id === c.youngPersonId : worksIn(c, youngPerson.homeId)))
  ) {
    errors.push({
      path: '/youngPersonId',
      message: young ? 'can only be yourself' : 'is not a young person of your homes',
    });
  }
  if (input.homeId && !(home && worksIn(c, home.id)))
    errors.push({ path: '/homeId', message: 'is not a home you work in' });
  if (input.staffId && !(staff && staff.role !== 'young_person')) {
    errors.push({
      path: '/staffId',
      message: young ? 'cannot be named by you' : 'is not a member of staff of your organisation',
    });
  }
  if (errors.length) throw invalid('Some fields name something you cannot see, or that does not exist.', errors);
  return { record, youngPerson, home, staff };
}
