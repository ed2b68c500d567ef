// Where record screens live. The same pages are mounted under several prefixes (a young person's profile
// /cyp/resident/:id/records/:kind, /home/records/:kind, and /records/:kind), so links are built from the
// prefix the page was opened under, and the sign-off inbox (no prefix) uses /records/:kind/:id.
import { useLocation } from 'react-router';

export interface RecordPaths {
  list: string;
  create: string;
  view: (id: string) => string;
  edit: (id: string) => string;
  history: (id: string) => string;
}

export function recordPaths(listBase: string): RecordPaths {
  const e = encodeURIComponent;
  return {
    list: listBase,
    create: `${listBase}/new`,
    view: (id) => `${listBase}/${e(id)}`,
    edit: (id) => `${listBase}/${e(id)}/edit`,
    history: (id) => `${listBase}/${e(id)}/history`,
  };
}

/**
 * The list path of `kind` under the prefix of the current address ('/cyp/resident/1/records/daily-log/…' →
 * '…/records/daily-log').
 */
function listBaseFor(pathname: string, kind: string, youngPersonId?: string): string {
  const marker = `/records/${encodeURIComponent(kind)}`;
  const at = pathname.indexOf(marker);
  if (at >= 0) return pathname.slice(0, at + marker.length);
  return youngPersonId ? `/cyp/resident/${encodeURIComponent(youngPersonId)}${marker}` : marker;
}

export function useRecordPaths(kind: string, youngPersonId?: string, listBase?: string): RecordPaths {
  const { pathname } = useLocation();
  return recordPaths(listBase ?? listBaseFor(pathname, kind, youngPersonId));
}

/** Outside any profile (sign-off inbox, dashboard). */
export const topRecordPath = (kind: string, id: string) =>
  `/records/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;
