// Fields that code reads. A rule, duty, figure, chart or scan that reads a record's data declares, beside itself,
// which fields of which kind it reads, as what type and (for a choice it matches on) which values. A run-time form
// edit may hide such a field but not remove it, retype it, or drop a value a rule matches on: the rule would
// otherwise stop quietly (a Reg 40 notification never raised). The declarations are collected in
// engine/definitions/protected-fields.ts; tests/unit/field-reads.test.ts keeps them true to the code and the forms.
import type { JSONSchema7 } from './json-schema.ts';

/**
 * What a reader expects a field to be. Coarse on purpose: a relabel, a new choice or a longer maximum is no change of
 * type; a date turned into text, a choice into free text, or a staff picker into a name typed in is.
 */
export type FieldType = string;

export interface FieldRead {
  /** The record kind whose data is read. */
  kind: string;
  /**
   * Dotted property names into groups; `name[]` steps into each row of a list ('notifications[].authority'); `*` is
   * every property at that step (spelled out against the code-owned form when collected).
   */
  path: string;
  /**
   * As fieldTypeOf names it: 'text', 'choice', 'date', 'date-time', 'yes/no', 'list of choice', 'rows'… Given where the
   * reader depends on it (a date it parses, a yes/no it tests); when absent, the type the code-owned form gives it.
   */
  type?: FieldType;
  /** The choices the reader matches on: removing one from the form would make the rule miss those records. */
  values?: string[];
  /** Why it reads it, in words an administrator understands (shown when the form editor refuses). */
  why: string;
}

export interface FieldReader {
  /** Which rule, duty, figure, chart or scan this is, as the administrator reads it. */
  reader: string;
  reads: FieldRead[];
}

export const fieldReader = (reader: string, reads: FieldRead[]): FieldReader => ({ reader, reads });

const typeName = (node: JSONSchema7) =>
  Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : (node.type ?? (node.properties ? 'object' : null));

/** The type of a schema node, in the words of FieldRead.type. */
export function fieldTypeOf(node: JSONSchema7): FieldType {
  const t = typeName(node);
  if (t === 'array') {
    const items = node.items ?? {};
    return typeName(items) === 'object' ? 'rows' : `list of ${fieldTypeOf(items)}`;
  }
  if (t === 'object') return 'group';
  if (t === 'boolean') return 'yes/no';
  if (t === 'integer' || t === 'number') return 'number';
  if (t === 'string') {
    if (node.format === 'date' || node.format === 'date-time') return node.format;
    if (typeof node['x-ref'] === 'string') return `link to ${node['x-ref']}`;
    if (node.oneOf || node.enum) return 'choice';
    if (node['x-widget'] === 'time') return 'time';
    return 'text';
  }
  return String(t ?? 'unknown');
}

/** The schema node a read's path names, or undefined when the form has no such field. */
export function nodeAt(schema: JSONSchema7, path: string): JSONSchema7 | undefined {
  let node: JSONSchema7 | undefined = schema;
  for (const part of path.split('.')) {
    const rows = part.endsWith('[]');
    node = node?.properties?.[rows ? part.slice(0, -2) : part];
    if (rows) node = typeName(node ?? {}) === 'array' ? node?.items : undefined;
  }
  return node;
}

/** Where a read's field sits in the definition, as a JSON Pointer (what a 422 names). */
export function pointerOf(path: string): string {
  return `/definition/schema${path
    .split('.')
    .map((p) => (p.endsWith('[]') ? `/properties/${p.slice(0, -2)}/items` : `/properties/${p}`))
    .join('')}`;
}

/** The choices a field offers (a multi-choice: its items'). */
export function valuesOf(node: JSONSchema7 | undefined): Set<string> {
  if (!node) return new Set();
  if (typeName(node) === 'array') return valuesOf(node.items);
  const consts = (node.oneOf ?? []).map((o) => o.const).concat(node.enum ?? []);
  return new Set(consts.filter((v) => v !== undefined && v !== null).map(String));
}

/** Why this field does not hold what the read expects in `schema` (null: it does). */
export function mismatch(schema: JSONSchema7, read: FieldRead): string | null {
  const node = nodeAt(schema, read.path);
  if (!node) return 'the field is not in the form';
  const type = fieldTypeOf(node);
  if (read.type && type !== read.type) return `the field is ${type}, not ${read.type}`;
  const offered = valuesOf(node);
  const gone = (read.values ?? []).filter((v) => !offered.has(v));
  return gone.length
    ? `the choice${gone.length > 1 ? 's' : ''} ${gone.map((v) => `"${v}"`).join(', ')} not offered`
    : null;
}
