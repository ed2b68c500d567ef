// Small helpers over a definition's JSON Schema: find a field by dotted path, derive the draft schema.
import type { JSONSchema7 } from './json-schema.ts';

/** The schema of a dotted path ('general.startedAt'), through objects (not arrays). */
export function fieldAt(schema: JSONSchema7, path: string): JSONSchema7 | undefined {
  let node: JSONSchema7 | undefined = schema;
  for (const part of path.split('.')) node = node?.properties?.[part];
  return node;
}

/** The value at a dotted path in record data. */
export function valueAt(data: unknown, path: string): unknown {
  let v: unknown = data;
  for (const part of path.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined;
  return v;
}

/** A draft may be partial: the same schema with every `required` and `minItems` removed (and the order of
 *  start and end, `x-after`, checked only at submit, so a half-typed draft still saves). */
export function draftSchema(schema: JSONSchema7): JSONSchema7 {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === 'required' || k === 'minItems' || k === 'x-after') continue;
      out[k] = strip(v);
    }
    return out;
  };
  return strip(schema) as JSONSchema7;
}

/** Every object node, with its path, for checks such as additionalProperties: false. */
export function* objectNodes(schema: JSONSchema7, path = ''): Generator<[string, JSONSchema7]> {
  if (schema.type === 'object' || schema.properties) yield [path || '(root)', schema];
  for (const [k, child] of Object.entries(schema.properties ?? {}))
    yield* objectNodes(child, path ? `${path}.${k}` : k);
  if (schema.items) yield* objectNodes(schema.items, `${path}[]`);
}
