// Record-link fields (`x-ref: incident`, `x-ref: record`…) name another record of the same young person by id.
// Pickers, the read-only view and the history need each linked record as a person reads it: "Incident —
// 14 Mar 2026, 20:05 — Completed, All Signed Off". The young person's records of a kind come from the list
// API (newest first), any kind from their chronology; one request per kind and young person for the page.
import { useEffect, useState } from 'react';
import { apiGet, query } from '../api.ts';
import { formatDateTime, statusLabel } from '../lib/format.ts';
import type { RecordSummary } from '../types.ts';

interface LinkedRecord {
  id: string;
  kind: string;
  youngPersonId: string;
  label: string;
}

/** "Incident — 14 Mar 2026, 20:05 — Completed, All Signed Off". */
function linkedRecordLabel(title: string, date: string | null | undefined, status: string): string {
  return `${title} — ${formatDateTime(date)} — ${statusLabel(status)}`;
}

interface ChronologyEntry {
  id: string;
  kind: string;
  title: string;
  date: string | null;
  status: string;
}

/**
 * In place of a young person: the records of the kind anyone may link, across the young people the reader sees (a
 * staff record names a child's safeguarding concern: a disciplinary case on the safeguarding route).
 */
export const ANY_YOUNG_PERSON = '*';

function fetchLinked(ref: string, youngPersonId: string): Promise<LinkedRecord[]> {
  if (youngPersonId === ANY_YOUNG_PERSON) {
    if (ref === 'record') return Promise.resolve([]);
    return apiGet<{ items: RecordSummary[] }>(`/api/records/${encodeURIComponent(ref)}${query({ limit: 100 })}`, {
      redirectOn401: false,
    }).then((page) =>
      page.items.map((r) => ({
        id: r.id,
        kind: r.kind,
        youngPersonId: r.youngPersonId ?? '',
        label: linkedRecordLabel(r.title ?? ref, r.recordDate ?? r.createdAt, r.status),
      })),
    );
  }
  if (ref === 'record') {
    return apiGet<ChronologyEntry[]>(
      `/api/young-people/${encodeURIComponent(youngPersonId)}/chronology${query({ limit: 500 })}`,
      { redirectOn401: false },
    ).then((rows) =>
      rows.map((r) => ({ id: r.id, kind: r.kind, youngPersonId, label: linkedRecordLabel(r.title, r.date, r.status) })),
    );
  }
  return apiGet<{ items: RecordSummary[] }>(
    `/api/records/${encodeURIComponent(ref)}${query({ youngPerson: youngPersonId, limit: 100 })}`,
    { redirectOn401: false },
  ).then((page) =>
    page.items.map((r) => ({
      id: r.id,
      kind: r.kind,
      youngPersonId,
      label: linkedRecordLabel(r.title ?? ref, r.recordDate ?? r.createdAt, r.status),
    })),
  );
}

const inflight = new Map<string, Promise<LinkedRecord[]>>();
const settled = new Map<string, LinkedRecord[]>();

function load(key: string, ref: string, youngPersonId: string): Promise<LinkedRecord[]> {
  let p = inflight.get(key);
  if (!p) {
    p = fetchLinked(ref, youngPersonId);
    // only concurrent asks share a request: a record written since (a new incident) shows on the next screen
    p.then(
      (list) => settled.set(key, list),
      () => undefined,
    ).finally(() => inflight.delete(key));
    inflight.set(key, p);
  }
  return p;
}

/** Forget cached lists (after sign-out, with the people lists). */
export function clearLinkedRecordsCache(): void {
  inflight.clear();
  settled.clear();
}

export interface LinkedRecordsState {
  records: LinkedRecord[] | undefined;
  error: boolean;
}

/** The young person's records a link field may name (`ref`: a kind, or 'record' for any), newest first. */
export function useLinkedRecords(
  ref: string | undefined,
  youngPersonId: string | null | undefined,
): LinkedRecordsState {
  const key = ref && youngPersonId ? `${ref}|${youngPersonId}` : '';
  const [state, setState] = useState<LinkedRecordsState & { key: string }>(() => ({
    key,
    records: settled.get(key),
    error: false,
  }));
  useEffect(() => {
    if (!ref || !youngPersonId) return;
    let live = true;
    setState((s) => (s.key === key ? s : { key, records: settled.get(key), error: false }));
    load(key, ref, youngPersonId).then(
      (records) => {
        if (live) setState({ key, records, error: false });
      },
      () => {
        if (live) setState((s) => ({ key, records: s.key === key ? s.records : undefined, error: true }));
      },
    );
    return () => {
      live = false;
    };
  }, [ref, youngPersonId, key]);
  return state.key === key ? state : { records: settled.get(key), error: false };
}
