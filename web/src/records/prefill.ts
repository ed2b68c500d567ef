// A new record can start with its links filled in from the address: "Add a follow-up" on an incident opens
// /…/records/incident-follow-up/new?incident=<id>. Only top-level id fields (links, or a MAR entry a medication error
// is opened from) are read, and only well-formed ids; the server checks what they name (records/references.ts, hooks).
import { useMemo } from 'react';
import type { JsonObject } from '../rjsf/index.ts';
import { useApi } from '../use-api.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface SchemaLike {
  properties?: Record<string, unknown>;
}

export function prefillFromQuery(schema: SchemaLike, query: URLSearchParams): JsonObject | undefined {
  const out: JsonObject = {};
  for (const [name, node] of Object.entries(schema.properties ?? {})) {
    const field = node as { 'x-ref'?: unknown; type?: unknown; format?: unknown } | boolean;
    const value = query.get(name);
    if (
      typeof field === 'object' &&
      (typeof field['x-ref'] === 'string' || field.format === 'uuid') &&
      field.type === 'string' &&
      value &&
      UUID.test(value)
    )
      out[name] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * What a new record of some kinds starts with from the organisation's defaults: a move-in's checklist is the
 * Move-In Checklist of /defaults/checklist (each item not yet done). `ready` is false while it is being read.
 */
export function useStartingData(kind: string, isNew: boolean): { ready: boolean; data?: JsonObject } {
  const wanted = isNew && kind === 'move-in';
  const checklist = useApi<{ items: string[] }>(wanted ? '/api/move-in-checklist' : null);
  const items = checklist.data?.items;
  const data = useMemo(
    () => (items?.length ? { checklist: items.map((item) => ({ item, done: false })) } : undefined),
    [items],
  );
  if (!wanted || checklist.error) return { ready: true }; // on an error the form still opens, with an empty checklist
  return { ready: !!checklist.data, data };
}
