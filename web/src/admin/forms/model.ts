// The form editor's own state, as plain data: sections of fields. `parse` reads a definition into it and
// `serialize` writes it back, keeping everything the editor does not touch exactly as it was.
import type { RefList } from '../types.ts';
import { buildDependencies, parseConditions } from './conditional.ts';
import { buildNode, detectShape, sameShape, type FieldType, type Json } from './fieldTypes.ts';

export interface SectionDoc { key: string; title: string; fields: string[]; description?: string }

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
  key: string;          // the property name: fixed once made (records store data under it)
  title: string;
  description: string;
  required: boolean;
  type: FieldType;
  list: string;         // choice: the reference list's key
  multiple: boolean;    // choice: several answers
  showWhen: string;     // key of a yes/no field of the same section, or ''
  original: Json | null; // the node as loaded (kept when the type is unchanged); null for a new field
}

export interface SectionModel { key: string; title: string; description: string; fields: FieldModel[] }

export interface EditorModel {
  base: DefinitionDoc;
  sections: SectionModel[];
  otherDependencies: Json;
}

const isObj = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

export function parse(def: DefinitionDoc): EditorModel {
  const props = (isObj(def.schema.properties) ? def.schema.properties : {}) as Record<string, Json>;
  const required = new Set((def.schema.required as string[] | undefined) ?? []);
  const cond = parseConditions(def.schema);
  const field = (key: string): FieldModel => {
    const node = props[key];
    const shape = detectShape(node);
    return {
      key,
      title: String(node?.title ?? key),
      description: typeof node?.description === 'string' ? node.description : '',
      required: required.has(key) || cond.requiredWhenShown.has(key),
      ...shape,
      showWhen: cond.showWhen.get(key) ?? '',
      original: node ?? null,
    };
  };
  const docs: SectionDoc[] = def.sections?.length ? def.sections : [{ key: 'main', title: def.title, fields: Object.keys(props) }];
  const placed = new Set(docs.flatMap((s) => s.fields));
  const sections = docs.map((s, i) => ({
    key: s.key,
    title: s.title,
    description: s.description ?? '',
    fields: [...s.fields, ...(i === docs.length - 1 ? Object.keys(props).filter((k) => !placed.has(k)) : [])].filter((k) => props[k]).map(field),
  }));
  return { base: def, sections, otherDependencies: cond.other };
}

/** The schema node for a field: the loaded one with new words when its type is unchanged, else a fresh one. */
export function nodeOf(f: FieldModel, lists: Record<string, RefList>): Json {
  let node: Json;
  if (f.original && (f.type === 'other' || sameShape(detectShape(f.original), f))) node = { ...f.original, title: f.title };
  else node = buildNode(f, f.title, lists);
  if (f.description.trim()) node.description = f.description.trim();
  else delete node.description;
  return node;
}

export const allFields = (m: EditorModel) => m.sections.flatMap((s) => s.fields);

export function serialize(m: EditorModel, lists: Record<string, RefList>): DefinitionDoc {
  const base = m.base;
  const fields = allFields(m);
  const keys = new Set(fields.map((f) => f.key));
  const topOf = (path: string) => path.split('.')[0];
  const nodes = new Map(fields.map((f) => [f.key, nodeOf(f, lists)]));

  // Fields keep their place in `properties` (the sections say the order on screen); new ones go at the end.
  const before = Object.keys((base.schema.properties as Json | undefined) ?? {}).filter((k) => keys.has(k));
  const order = [...before, ...fields.map((f) => f.key).filter((k) => !before.includes(k))];
  const schema: Json = { ...base.schema, properties: Object.fromEntries(order.map((k) => [k, nodes.get(k)!])) };
  // Required fields in the order the definition had them, new ones after (so an untouched form is unchanged).
  const wanted = fields.filter((f) => f.required && !f.showWhen).map((f) => f.key);
  const kept = ((base.schema.required as string[] | undefined) ?? []).filter((k) => wanted.includes(k));
  const required = [...kept, ...wanted.filter((k) => !kept.includes(k))];
  if (required.length || base.schema.required) schema.required = required;
  const dependencies = buildDependencies(
    fields.map((f) => ({ key: f.key, node: nodes.get(f.key)!, showWhen: f.showWhen, required: f.required })),
    m.otherDependencies,
  );
  if (dependencies) schema.dependencies = dependencies;
  else delete schema.dependencies;

  const out: DefinitionDoc = {
    ...base,
    schema,
    sections: m.sections.map((s) => ({ key: s.key, title: s.title, fields: s.fields.map((f) => f.key), ...(s.description.trim() ? { description: s.description.trim() } : {}) })),
    list: { ...base.list, columns: base.list.columns.filter((c) => keys.has(topOf(c))) },
  };
  if (base.ui) out.ui = Object.fromEntries(Object.entries(base.ui).filter(([k]) => k.startsWith('ui:') || keys.has(k)));
  if (base.managerOnlyFields) out.managerOnlyFields = base.managerOnlyFields.filter((f) => keys.has(topOf(f)));
  if (base.alerts) out.alerts = base.alerts.filter((a) => keys.has(topOf(a.field)));
  return out;
}

/** Why a field may not be removed or change type, if it may not. */
export function lockReason(m: EditorModel, key: string): string | null {
  if (m.base.dateField.split('.')[0] === key) return 'This field dates the record (lists sort by it), so it stays a date and cannot be removed.';
  if (m.base.alerts?.some((a) => a.field.split('.')[0] === key)) return 'An expiry alert reads this date, so it stays a date and cannot be removed.';
  return null;
}
