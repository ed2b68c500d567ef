// The form editor's own state, as plain data: sections of fields. `parse` reads a definition into it and
// `serialize` writes it back, keeping everything the editor does not touch exactly as it was. A group of
// fields (an object with properties, e.g. every section of an incident) holds its own fields, at any depth.
import type { RefList } from '../types.ts';
import { buildDependencies, parseConditions } from './conditional.ts';
import { buildNode, detectShape, type FieldType, type Json, sameShape } from './fieldTypes.ts';

export interface SectionDoc {
  key: string;
  title: string;
  fields: string[];
  description?: string;
  onceSaved?: boolean;
}

/** A record-kind definition as stored (engine/definitions/types.ts RecordDefinition), loosely typed. */
export interface DefinitionDoc {
  kind: string;
  title: string;
  subject: string;
  schema: Json;
  ui?: Json;
  sections?: SectionDoc[];
  list: { columns: string[] };
  dateField: string;
  managerOnlyFields?: string[];
  alerts?: { field: string; alert: string; leadDays: number[] }[];
  [key: string]: unknown;
}

export interface FieldModel {
  key: string; // the property name: fixed once made (records store data under it)
  path: string; // where it is: 'key' at the top, 'group.key' inside a group (ops find fields by it)
  title: string;
  description: string;
  required: boolean;
  type: FieldType;
  list: string; // choice: the reference list's key
  multiple: boolean; // choice: several answers
  showWhen: string; // key of a yes/no field of the same section, or ''
  original: Json | null; // the node as loaded (kept when the type is unchanged); null for a new field
  /** A group's own fields, and its dependencies that are not show-when conditions (kept as they are). */
  group?: { fields: FieldModel[]; otherDependencies: Json };
}

export interface SectionModel {
  key: string;
  title: string;
  description: string;
  fields: FieldModel[];
  /** Offered once the record exists (engine/definitions/types.ts): kept as it was, not edited here. */
  onceSaved?: boolean;
}

/** A field the product reads (GET …/protected-fields): where, and every rule, duty, figure or chart reading it. */
export interface ProtectedField {
  path: string;
  pointer: string;
  type: string | null;
  values: string[];
  readers: { reader: string; why: string }[];
}

export interface EditorModel {
  base: DefinitionDoc;
  /** Fields the product reads: never removed nor retyped here (the server refuses it too); hidden instead. */
  protectedFields: ProtectedField[];
  sections: SectionModel[];
  otherDependencies: Json;
}

const isObj = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** The fields of an object node (the form itself or a group), each with its own fields when it is a group. */
function fieldsOf(
  schema: Json,
  prefix: string,
): { field: (key: string) => FieldModel; props: Record<string, Json>; other: Json } {
  const props = (isObj(schema.properties) ? schema.properties : {}) as Record<string, Json>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const cond = parseConditions(schema);
  const field = (key: string): FieldModel => {
    const node = props[key];
    const shape = detectShape(node);
    const path = prefix ? `${prefix}.${key}` : key;
    const inner = isGroup(node) ? fieldsOf(node, path) : undefined;
    return {
      key,
      path,
      title: String(node?.title ?? key),
      description: typeof node?.description === 'string' ? node.description : '',
      required: required.has(key) || cond.requiredWhenShown.has(key),
      ...shape,
      showWhen: cond.showWhen.get(key) ?? '',
      original: node ?? null,
      ...(inner
        ? { group: { fields: Object.keys(inner.props).map(inner.field), otherDependencies: inner.other } }
        : {}),
    };
  };
  return { field, props, other: cond.other };
}

/** An object with fields of its own (not a repeating row, whose items are kept as they are). */
const isGroup = (node: Json | undefined): node is Json => !!node && node.type === 'object' && isObj(node.properties);

export function parse(def: DefinitionDoc, protectedFields: ProtectedField[] = []): EditorModel {
  const { field, props, other } = fieldsOf(def.schema, '');
  const docs: SectionDoc[] = def.sections?.length
    ? def.sections
    : [{ key: 'main', title: def.title, fields: Object.keys(props) }];
  const placed = new Set(docs.flatMap((s) => s.fields));
  const sections = docs.map((s, i) => ({
    key: s.key,
    title: s.title,
    description: s.description ?? '',
    ...(s.onceSaved ? { onceSaved: true } : {}),
    fields: [...s.fields, ...(i === docs.length - 1 ? Object.keys(props).filter((k) => !placed.has(k)) : [])]
      .filter((k) => props[k])
      .map(field),
  }));
  return { base: def, protectedFields, sections, otherDependencies: other };
}

/** The schema node for a field: the loaded one with new words when its type is unchanged, else a fresh one. */
export function nodeOf(f: FieldModel, lists: Record<string, RefList>): Json {
  let node: Json;
  if (f.original && (f.type === 'other' || sameShape(detectShape(f.original), f)))
    node = { ...f.original, title: f.title };
  else node = buildNode(f, f.title, lists);
  if (f.description.trim()) node.description = f.description.trim();
  else delete node.description;
  if (f.group && f.type === 'other') node = objectNode(node, f.group.fields, f.group.otherDependencies, lists, true);
  return node;
}

/**
 * An object node (the form, or a group) with these fields: properties, required and show-when conditions.
 * The form's sections say the order on screen, so its `properties` keep their place (new ones at the end);
 * a group has no sections, so its `properties` are in the order its fields were put (`inOrder`).
 */
function objectNode(
  base: Json,
  fields: FieldModel[],
  otherDependencies: Json,
  lists: Record<string, RefList>,
  inOrder = false,
): Json {
  const keys = new Set(fields.map((f) => f.key));
  const nodes = new Map(fields.map((f) => [f.key, nodeOf(f, lists)]));
  const before = inOrder ? [] : Object.keys((base.properties as Json | undefined) ?? {}).filter((k) => keys.has(k));
  const order = [...before, ...fields.map((f) => f.key).filter((k) => !before.includes(k))];
  const schema: Json = { ...base, properties: Object.fromEntries(order.map((k) => [k, nodes.get(k)!])) };
  // Required fields in the order the definition had them, new ones after (so an untouched form is unchanged).
  const wanted = fields.filter((f) => f.required && !f.showWhen).map((f) => f.key);
  const kept = ((base.required as string[] | undefined) ?? []).filter((k) => wanted.includes(k));
  const required = [...kept, ...wanted.filter((k) => !kept.includes(k))];
  if (required.length || base.required) schema.required = required;
  const dependencies = buildDependencies(
    fields.map((f) => ({ key: f.key, node: nodes.get(f.key)!, showWhen: f.showWhen, required: f.required })),
    otherDependencies,
  );
  if (dependencies) schema.dependencies = dependencies;
  else delete schema.dependencies;
  return schema;
}

export const allFields = (m: EditorModel) => m.sections.flatMap((s) => s.fields);

/** Every field at any depth, groups before their own fields. */
export function everyField(fields: FieldModel[]): FieldModel[] {
  return fields.flatMap((f) => [f, ...(f.group ? everyField(f.group.fields) : [])]);
}

export function serialize(m: EditorModel, lists: Record<string, RefList>): DefinitionDoc {
  const base = m.base;
  const fields = allFields(m);
  const keys = new Set(fields.map((f) => f.key));
  const schema = objectNode(base.schema, fields, m.otherDependencies, lists);
  // A setting that names a field inside a group goes with it when it is removed.
  const deep = everyField(fields);
  const paths = new Set(deep.map((f) => f.path));
  const groups = new Set(deep.filter((f) => f.group).map((f) => f.path));
  const still = (path: string) => {
    if (paths.has(path)) return true;
    const parts = path.split('.');
    // the deepest part the editor knows: a field it does not open (rows, people) keeps what is inside it
    for (let i = parts.length - 1; i > 0; i--) {
      const at = parts.slice(0, i).join('.');
      if (paths.has(at)) return !groups.has(at);
    }
    return false;
  };

  const out: DefinitionDoc = {
    ...base,
    schema,
    sections: m.sections.map((s) => ({
      key: s.key,
      title: s.title,
      fields: s.fields.map((f) => f.key),
      ...(s.description.trim() ? { description: s.description.trim() } : {}),
      ...(s.onceSaved ? { onceSaved: true } : {}),
    })),
    list: { ...base.list, columns: base.list.columns.filter(still) },
  };
  if (base.ui) out.ui = Object.fromEntries(Object.entries(base.ui).filter(([k]) => k.startsWith('ui:') || keys.has(k)));
  if (base.managerOnlyFields) out.managerOnlyFields = base.managerOnlyFields.filter(still);
  if (base.alerts) out.alerts = base.alerts.filter((a) => still(a.field));
  return out;
}

/** Why a field may not be removed or change type, if it may not (`path`: the field, or a group holding it). */
export function lockReason(m: EditorModel, path: string): string | null {
  const holds = (named: string) => named === path || named.startsWith(`${path}.`);
  if (holds(m.base.dateField))
    return 'This field dates the record (lists sort by it), so it stays a date and cannot be removed.';
  if (m.base.alerts?.some((a) => holds(a.field)))
    return 'An expiry alert reads this date, so it stays a date and cannot be removed.';
  const readers = readersOf(m, path);
  if (readers.length)
    return `Read by ${readers.map((r) => `${r.reader} (${r.why})`).join('; ')}. Hide it instead: it keeps its type and choices.`;
  return null;
}

/** Every reader of this field or of a field inside it (a group's, a list's rows'). */
export function readersOf(m: EditorModel, path: string): { reader: string; why: string }[] {
  const out = new Map<string, { reader: string; why: string }>();
  for (const f of m.protectedFields) {
    const plain = f.path.replaceAll('[]', '');
    if (plain !== path && !plain.startsWith(`${path}.`)) continue;
    for (const r of f.readers) out.set(`${r.reader}|${r.why}`, r);
  }
  return [...out.values()];
}

/** Whether the form hides this field from people (`ui:widget: hidden` in its UI schema). */
export function isHidden(m: EditorModel, path: string): boolean {
  let node: unknown = m.base.ui;
  for (const part of path.split('.')) node = isObj(node) ? node[part] : undefined;
  return isObj(node) && node['ui:widget'] === 'hidden';
}
