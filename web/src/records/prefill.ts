// A new record can start with its links filled in from the address: "Add a follow-up" on an incident opens
// /…/records/incident-follow-up/new?incident=<id>. Only top-level fields that link (x-ref) are read, and only
// well-formed ids; the server still checks the caller may see what is linked (records/references.ts).
import type { JsonObject } from '../rjsf/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface SchemaLike { properties?: Record<string, unknown> }

export function prefillFromQuery(schema: SchemaLike, query: URLSearchParams): JsonObject | undefined {
  const out: JsonObject = {};
  for (const [name, node] of Object.entries(schema.properties ?? {})) {
    const field = node as { 'x-ref'?: unknown; type?: unknown } | boolean;
    const value = query.get(name);
    if (typeof field === 'object' && typeof field['x-ref'] === 'string' && field.type === 'string' && value && UUID.test(value)) out[name] = value;
  }
  return Object.keys(out).length ? out : undefined;
}
