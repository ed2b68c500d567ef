// Small, pure helpers over a definition's JSON Schema: sections, sub-schemas, titles and choice labels.
// Pure so that lists, the history diff and the read-only view all label things the same way.
import type { RJSFSchema } from '@rjsf/utils';
import { sectionSchemaWithConditions } from './conditional.ts';
import type { FormDefinition, FormSectionDef } from './types.ts';

/** The steps of a form: the definition's sections, or one section of every field. */
export function sectionsOf(def: Pick<FormDefinition, 'sections' | 'schema' | 'title'>): FormSectionDef[] {
  if (def.sections && def.sections.length > 0) return def.sections;
  return [{ key: 'main', title: def.title, fields: Object.keys(def.schema.properties ?? {}) }];
}

/**
 * The schema of one section: only its top-level fields, so each step's Form renders only its own fields.
 * Fields shown only when a yes/no field is yes (see conditional.ts) come and go with that answer.
 */
export function sectionSchema(schema: RJSFSchema, section: FormSectionDef): RJSFSchema {
  if (schema.dependencies) {
    const out = sectionSchemaWithConditions(schema as Record<string, unknown>, section.fields) as RJSFSchema;
    if (schema.definitions) out.definitions = schema.definitions;
    return out;
  }
  const props = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const properties: Record<string, RJSFSchema> = {};
  for (const f of section.fields) if (props[f]) properties[f] = props[f];
  const required = (schema.required ?? []).filter((r) => section.fields.includes(r));
  const out: RJSFSchema = { type: 'object', properties, required, additionalProperties: false };
  if (schema.definitions) out.definitions = schema.definitions;
  return out;
}

/** Pick a section's own top-level values out of the record's data. */
export function pickSection(data: Record<string, unknown>, section: FormSectionDef): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of section.fields) if (data[f] !== undefined) out[f] = data[f];
  return out;
}

/** Which section holds a top-level field. */
/** Walk a path (array of keys/indexes) through a schema; array indexes step into `items`. */
export function schemaAt(schema: RJSFSchema, path: (string | number)[]): RJSFSchema | undefined {
  let node: RJSFSchema | undefined = schema;
  for (const seg of path) {
    if (!node) return undefined;
    if (node.type === 'array' || node.items) {
      const items = node.items as RJSFSchema | undefined;
      if (typeof seg === 'number' || /^\d+$/.test(String(seg))) {
        node = items;
        continue;
      }
      node = (items?.properties as Record<string, RJSFSchema> | undefined)?.[seg];
      continue;
    }
    node = (node.properties as Record<string, RJSFSchema> | undefined)?.[String(seg)];
  }
  return node;
}

/** A JSON Pointer ('/general/startedAt', '/timeline/0/time') as path segments, unescaped (RFC 6901). */
export function pointerToPath(pointer: string): string[] {
  if (!pointer || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Dotted column paths ('general.startedAt') as segments. */
export function dottedToPath(dotted: string): string[] {
  return dotted.split('.');
}

/** An array whose entries are single values (people, choices): shown as one list of checkboxes, not rows. */
function isValueList(node: RJSFSchema | undefined): boolean {
  const items = node?.items as RJSFSchema | undefined;
  return !!items && typeof items === 'object' && !Array.isArray(items) && items.type !== 'object' && !items.properties;
}

/**
 * The path as the person sees the field: an entry of a list of people or choices is that list (it has no
 * "Entry 3" on screen), so '/general/staffPresent/2' is '/general/staffPresent'.
 */
export function shownPath(schema: RJSFSchema, path: string[]): string[] {
  for (let i = 0; i < path.length; i++) {
    if (/^\d+$/.test(path[i]) && isValueList(schemaAt(schema, path.slice(0, i)))) return path.slice(0, i);
  }
  return path;
}

/** Human titles along a path: 'General › Started at', 'Timeline › Entry 1 › Time' (rows show "Entry n of m"). */
export function titlesAlong(schema: RJSFSchema, fullPath: string[]): string {
  const path = shownPath(schema, fullPath);
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    if (/^\d+$/.test(seg)) {
      parts.push(`Entry ${Number(seg) + 1}`);
      continue;
    }
    const node = schemaAt(schema, path.slice(0, i + 1));
    parts.push(node?.title ?? humanise(seg));
  }
  return parts.join(' › ');
}

/** 'startedAt' → 'Started at': a fallback when a schema has no title. */
export function humanise(key: string): string {
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

export interface Choice {
  value: unknown;
  label: string;
}

/** The choices of a single-choice schema: `oneOf: [{ const, title }]` or a plain `enum`. */
export function choicesOf(schema: RJSFSchema | undefined): Choice[] | undefined {
  if (!schema) return undefined;
  if (Array.isArray(schema.oneOf) && schema.oneOf.every((o) => typeof o === 'object' && o !== null && 'const' in o)) {
    return (schema.oneOf as RJSFSchema[]).map((o) => ({ value: o.const, label: String(o.title ?? o.const) }));
  }
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => ({ value: v, label: String(v) }));
  return undefined;
}

/** The label for a stored choice key; the key itself when the schema does not know it. */
export function choiceLabel(schema: RJSFSchema | undefined, value: unknown): string | undefined {
  const c = choicesOf(schema)?.find((x) => x.value === value);
  // a retired choice (engine/definitions/lists.ts) is no longer offered, but old records still read it
  const retired = (schema as { 'x-retired'?: Record<string, string> } | undefined)?.['x-retired'];
  return c?.label ?? (typeof value === 'string' && retired ? retired[value] : undefined);
}

export type PersonRef = 'staff' | 'young-person';

/** The person kind a field points at (`x-ref`), for single pickers and arrays of them. */
export function personRefOf(schema: RJSFSchema | undefined): PersonRef | undefined {
  if (!schema) return undefined;
  const ref = (schema as Record<string, unknown>)['x-ref'];
  if (ref === 'staff' || ref === 'young-person') return ref;
  return undefined;
}

/** The record kind a record-link field names (`x-ref: incident`…, or 'record' for any kind), singly or in an array. */
export function recordRefOf(schema: RJSFSchema | undefined): string | undefined {
  const ref = schema ? (schema as Record<string, unknown>)['x-ref'] : undefined;
  return typeof ref === 'string' && ref !== 'staff' && ref !== 'young-person' ? ref : undefined;
}

/** A record-link value's ids and the kind they name, or undefined when the field links no record. */
export function recordLinksIn(
  schema: RJSFSchema | undefined,
  value: unknown,
): { kind: string; ids: string[] } | undefined {
  const single = recordRefOf(schema);
  if (single && typeof value === 'string') return { kind: single, ids: [value] };
  const items =
    schema?.items && typeof schema.items === 'object' && !Array.isArray(schema.items)
      ? (schema.items as RJSFSchema)
      : undefined;
  const many = recordRefOf(items);
  if (many && Array.isArray(value) && value.every((v) => typeof v === 'string'))
    return { kind: many, ids: value as string[] };
  return undefined;
}

/** A copy of a schema with every title and description passed through `word` (home-type wording tokens). */
export function wordSchema(schema: RJSFSchema, word: (text: string) => string): RJSFSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      out[k] = (k === 'title' || k === 'description') && typeof v === 'string' ? word(v) : walk(v);
    }
    return out;
  };
  return walk(schema) as RJSFSchema;
}

/** The heading a field is drawn under with its neighbours that share it (`x-heading`, e.g. the ILS paired area). */
export function sharedHeadingOf(schema: RJSFSchema | undefined): string | undefined {
  const heading = schema ? (schema as Record<string, unknown>)['x-heading'] : undefined;
  return typeof heading === 'string' ? heading : undefined;
}

/** Consecutive keys in runs: the keys that share a heading together under it, each other key alone. */
export function runsByHeading<K>(keys: K[], headingOf: (key: K) => string | undefined) {
  const runs: { heading?: string; keys: K[] }[] = [];
  for (const key of keys) {
    const heading = headingOf(key);
    const last = runs[runs.length - 1];
    if (heading && last?.heading === heading) last.keys.push(key);
    else runs.push({ heading, keys: [key] });
  }
  return runs;
}
