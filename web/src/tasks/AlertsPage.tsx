// /dashboard/alerts: my alerts, newest first; mark one read, or all of them where the organisation
// allows bulk reading (the API says so in `bulkRead`, and refuses otherwise).
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiProblem } from '../api.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { labelIn, useList } from './lists.ts';
import { alertPaths, markAllRead, markRead, myAlerts } from './requests.ts';
import type { Alert } from './types.ts';

export default function AlertsPage() {
  const kinds = useList('alertKinds');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [items, setItems] = useState<Alert[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [unread, setUnread] = useState(0);
  const [bulkRead, setBulkRead] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiProblem>();
  const [notice, setNotice] = useState('');

  const fail = (err: unknown) => setError(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
  const load = useCallback(async (after?: string) => {
    setLoading(true);
    setError(undefined);
    try {
      const page = await myAlerts(unreadOnly, after);
      setItems((prev) => (after ? [...prev, ...page.items] : page.items));
      setCursor(page.nextCursor);
      setUnread(page.unread);
      setBulkRead(page.bulkRead);
    } catch (err) { fail(err); } finally { setLoading(false); }
  }, [unreadOnly]);
  useEffect(() => { void load(); }, [load]);

  async function readOne(a: Alert) {
    try {
      const next = await markRead(a.id);
      setItems((prev) => prev.map((x) => (x.id === a.id ? next : x)));
      setUnread((n) => Math.max(0, n - 1));
      setNotice(`Marked read: ${a.title}`);
    } catch (err) { fail(err); }
  }
  async function readAll() {
    try {
      const { read } = await markAllRead();
      setNotice(`${read} alert${read === 1 ? '' : 's'} marked read.`);
      await load();
    } catch (err) { fail(err); }
  }

  return (
    <Page title="Alerts" subtitle={`${unread} unread`}
      actions={(
        <>
          {bulkRead && unread > 0 ? <button type="button" className="btn-secondary" onClick={() => void readAll()}>Mark all read</button> : null}
          <Link className="btn-primary" to={alertPaths.edit()}>Create New Alert</Link>
        </>
      )}>
      <label className="flex min-h-[44px] items-center gap-2">
        <input type="checkbox" checked={unreadOnly} onChange={(e) => setUnreadOnly(e.target.checked)} />
        Unread only
      </label>
      <p role="status" aria-live="polite" className="text-muted">{notice}</p>
      {error ? <ErrorNotice error={error} onRetry={() => void load()} /> : null}
      {loading && !items.length ? <Loading label="Loading alerts…" /> : items.length === 0 ? (
        <EmptyState title={unreadOnly ? 'No unread alerts' : 'No alerts yet'} />
      ) : (
        <ul className="card divide-y divide-line p-0">
          {items.map((a) => (
            <li key={a.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
              <div>
                <Link className={`link ${a.readAt ? 'font-normal' : 'font-semibold'}`} to={alertPaths.view(a.id)}>
                  {a.readAt ? null : <span className="sr-only">Unread: </span>}{a.title}
                </Link>
                <p className="text-sm text-muted">
                  {labelIn(kinds, a.kind)} · {formatDateTime(a.createdAt)}{a.dueOn ? ` · for ${formatDate(a.dueOn)}` : ''}
                </p>
              </div>
              {a.actions.includes('mark-read') ? (
                <button type="button" className="btn-ghost" onClick={() => void readOne(a)} aria-label={`Mark read: ${a.title}`}>Mark read</button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {cursor ? <button type="button" className="btn-secondary" disabled={loading} onClick={() => void load(cursor)}>Load more</button> : null}
    </Page>
  );
}
