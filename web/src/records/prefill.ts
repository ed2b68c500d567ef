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

/** The month a medication audit started today covers: the month before in its first ten days, else this one. */
export function auditMonth(today: string): string {
  const [y, m, d] = today.split('-').map(Number);
  if (d > 10) return today.slice(0, 7);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * What a new record of some kinds starts with: a move-in's checklist is the Move-In Checklist of /defaults/checklist
 * (each item not yet done); a medication audit starts from what the month's records say (the manager checks them).
 * `ready` is false while it is being read.
 */
export function useStartingData(
  kind: string,
  isNew: boolean,
  homeId?: string,
  today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' }),
): { ready: boolean; data?: JsonObject } {
  const moveIn = isNew && kind === 'move-in';
  const audit = isNew && kind === 'medication-audit' && !!homeId;
  const checklist = useApi<{ items: string[] }>(moveIn ? '/api/move-in-checklist' : null);
  const start = useApi<{ periodFrom: string; periodTo: string; data: JsonObject }>(
    audit ? `/api/homes/${encodeURIComponent(homeId!)}/medication-audit/start?month=${auditMonth(today)}` : null,
  );
  const items = checklist.data?.items;
  const found = start.data;
  const data = useMemo((): JsonObject | undefined => {
    if (items?.length) return { checklist: items.map((item) => ({ item, done: false })) };
    if (found) return { auditedOn: today, periodFrom: found.periodFrom, periodTo: found.periodTo, ...found.data };
    return undefined;
  }, [items, found, today]);
  // on an error the form still opens, empty
  if (moveIn) return checklist.error ? { ready: true } : { ready: !!checklist.data, data };
  if (audit) return start.error ? { ready: true } : { ready: !!start.data, data };
  return { ready: true };
}
