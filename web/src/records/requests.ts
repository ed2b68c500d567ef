// Every record API call the record screens make, in one place (docs/API.md).
import { api, apiGet, apiPost, query } from '../api.ts';
import type { RecordDefinition, RecordDto, RecordPage, Revision } from './types.ts';
import type { RecordSummary } from '../types.ts';

const k = encodeURIComponent;
const base = (kind: string) => `/api/records/${k(kind)}`;

const definitions = new Map<string, Promise<RecordDefinition>>();

/** Definitions change rarely and one version never changes: cache them for the page's life. */
export function getDefinition(kind: string, version?: number): Promise<RecordDefinition> {
  const key = `${kind}@${version ?? 'latest'}`;
  let p = definitions.get(key);
  if (!p) {
    p = apiGet<RecordDefinition>(`/api/definitions/${k(kind)}${query({ version })}`);
    p.catch(() => definitions.delete(key));
    definitions.set(key, p);
  }
  return p;
}

export interface ListFilter {
  youngPerson?: string; home?: string; status?: string; from?: string; to?: string; archived?: boolean; cursor?: string; limit?: number;
}

export const listRecords = (kind: string, f: ListFilter, signal?: AbortSignal) =>
  apiGet<RecordPage>(`${base(kind)}${query({ ...f, archived: f.archived ? true : undefined, limit: f.limit ?? 25 })}`, { signal });

export const getRecord = (kind: string, id: string) => apiGet<RecordDto>(`${base(kind)}/${k(id)}`);

export const createRecord = (kind: string, body: { youngPersonId?: string; homeId?: string; data: unknown }) =>
  apiPost<RecordDto>(base(kind), body);

export const updateRecord = (kind: string, id: string, data: unknown, version: number) =>
  api<RecordDto>(`${base(kind)}/${k(id)}`, { method: 'PUT', body: { data, version } });

export const actOnRecord = (kind: string, id: string, action: 'submit' | 'sign-off' | 'reopen', version: number) =>
  apiPost<RecordDto>(`${base(kind)}/${k(id)}/actions/${action}`, { version });

export const archiveRecord = (kind: string, id: string, archived: boolean, version: number) =>
  apiPost<RecordDto>(`${base(kind)}/${k(id)}/${archived ? 'archive' : 'unarchive'}`, { version });

export const getRevisions = (kind: string, id: string) => apiGet<Revision[]>(`${base(kind)}/${k(id)}/revisions`);

export const getInbox = () => apiGet<{ items: (RecordSummary & { title?: string; requestedAt?: string })[] }>('/api/signoffs/inbox');
