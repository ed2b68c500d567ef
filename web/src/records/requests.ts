// Every record API call the record screens make, in one place (docs/API.md).
import type { HomeType } from '../../../definitions/wording.ts';
import { api, apiGet, apiPost, query } from '../api.ts';
import type { RecordDefinition, RecordDto, RecordPage, Revision } from './types.ts';

const k = encodeURIComponent;
/**
 * A write with no answer after this long counts as not sent (status 0): the editor hands it to the send queue, which
 * sends it again under the same key, so if it did arrive it is answered once rather than made twice.
 */
export const WRITE_TIMEOUT_MS = 20_000;
const base = (kind: string) => `/api/records/${k(kind)}`;

const definitions = new Map<string, { at: number; p: Promise<RecordDefinition> }>();
/** The newest version can change at run time: ask again after a minute. */
const LATEST_FOR_MS = 60_000;

/**
 * A given version never changes: cached for the page's life. The newest is cached briefly.
 * With a home type, the engine serves only that type's fields and choices, in its wording (SPEC §1).
 */
export function getDefinition(kind: string, version?: number, homeType?: HomeType): Promise<RecordDefinition> {
  const key = `${kind}@${version ?? 'latest'}@${homeType ?? ''}`;
  const hit = definitions.get(key);
  let p = hit && (version !== undefined || Date.now() - hit.at < LATEST_FOR_MS) ? hit.p : undefined;
  if (!p) {
    p = apiGet<RecordDefinition>(`/api/definitions/${k(kind)}${query({ version, homeType })}`);
    p.catch(() => definitions.delete(key));
    definitions.set(key, { at: Date.now(), p });
  }
  return p;
}

/** After a definition is saved in the editor, the next form opens the new version at once. */
export function forgetDefinition(kind: string) {
  for (const key of [...definitions.keys()]) if (key.startsWith(`${kind}@`)) definitions.delete(key);
}

export interface ListFilter {
  youngPerson?: string;
  home?: string;
  staff?: string;
  status?: string;
  from?: string;
  to?: string;
  archived?: boolean;
  cursor?: string;
  limit?: number;
}

export const listRecords = (kind: string, f: ListFilter, signal?: AbortSignal) =>
  apiGet<RecordPage>(`${base(kind)}${query({ ...f, archived: f.archived ? true : undefined, limit: f.limit ?? 25 })}`, {
    signal,
  });

export const getRecord = (kind: string, id: string) => apiGet<RecordDto>(`${base(kind)}/${k(id)}`);

/** `id`: the client's own id for the record; the same create sent again returns the record it made. */
export const createRecord = (
  kind: string,
  body: { id?: string; youngPersonId?: string; homeId?: string; staffId?: string; data: unknown },
  writtenOfflineAt?: string,
) =>
  apiPost<RecordDto>(base(kind), body, {
    timeoutMs: WRITE_TIMEOUT_MS,
    ...(writtenOfflineAt ? { headers: { 'Written-Offline-At': writtenOfflineAt } } : {}),
  });

/**
 * `key`: an Idempotency-Key, the same for retries of this save (a retry after a lost answer is answered once).
 * `writtenOfflineAt`: the device time a queued write was written with no connection (shown on the record).
 */
export const updateRecord = (
  kind: string,
  id: string,
  data: unknown,
  version: number,
  key?: string,
  writtenOfflineAt?: string,
) =>
  api<RecordDto>(`${base(kind)}/${k(id)}`, {
    method: 'PUT',
    body: { data, version },
    timeoutMs: WRITE_TIMEOUT_MS,
    headers: {
      ...(key ? { 'Idempotency-Key': key } : {}),
      ...(writtenOfflineAt ? { 'Written-Offline-At': writtenOfflineAt } : {}),
    },
  });

/** `reason`: why (required to reopen; kept in the history). */
export const actOnRecord = (
  kind: string,
  id: string,
  action: 'submit' | 'sign-off' | 'reopen',
  version: number,
  reason?: string,
  key?: string,
) =>
  apiPost<RecordDto>(
    `${base(kind)}/${k(id)}/actions/${action}`,
    { version, ...(reason ? { reason } : {}) },
    { timeoutMs: WRITE_TIMEOUT_MS, ...(key ? { headers: { 'Idempotency-Key': key } } : {}) },
  );

/** `reason`: why (required to archive; kept in the history). */
export const archiveRecord = (kind: string, id: string, archived: boolean, version: number, reason?: string) =>
  apiPost<RecordDto>(`${base(kind)}/${k(id)}/${archived ? 'archive' : 'unarchive'}`, {
    version,
    ...(reason ? { reason } : {}),
  });

/**
 * Sign several records off at once (the organisation's bulk sign-off toggle); each is re-checked and answers for
 * itself.
 */
export const bulkSignOff = (items: { kind: string; id: string; version: number }[]) =>
  apiPost<{
    signed: number;
    refused: number;
    results: { kind: string; id: string; ok: boolean; status: number; detail?: string }[];
  }>('/api/signoffs/bulk', { items });

export const getRevisions = (kind: string, id: string) => apiGet<Revision[]>(`${base(kind)}/${k(id)}/revisions`);
