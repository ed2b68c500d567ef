// /dashboard/alerts: my alerts, newest first; mark one read, or all of them where the organisation
// allows bulk reading (the API says so in `bulkRead`, and refuses otherwise).
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { labelIn, useList } from './lists.ts';
import { alertPaths } from './requests.ts';
import { useMyAlerts } from './useMyAlerts.ts';

export default function AlertsPage() {
  const kinds = useList('alertKinds');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { items, cursor, unread, bulkRead, loading, error, notice, load, readOne, readAll } = useMyAlerts(
    unreadOnly,
    'alert',
  );

  return (
    <Page
      title="Alerts"
      subtitle={`${unread} unread`}
      actions={
        <>
          {bulkRead && unread > 0 ? (
            <button type="button" className="btn-secondary" onClick={() => void readAll()}>
              Mark all read
            </button>
          ) : null}
          <Link className="btn-primary" to={alertPaths.edit()}>
            Create New Alert
          </Link>
        </>
      }
    >
      <label className="flex min-h-[44px] items-center gap-2">
        <input type="checkbox" checked={unreadOnly} onChange={(e) => setUnreadOnly(e.target.checked)} />
        Unread only
      </label>
      <p role="status" aria-live="polite" className="text-muted">
        {notice}
      </p>
      {error ? <ErrorNotice error={error} onRetry={() => void load()} /> : null}
      {loading && !items.length ? (
        <Loading label="Loading alerts…" />
      ) : items.length === 0 ? (
        <EmptyState title={unreadOnly ? 'No unread alerts' : 'No alerts yet'} />
      ) : (
        <ul className="card divide-y divide-line p-0">
          {items.map((a) => (
            <li key={a.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
              <div>
                <Link className={`link ${a.readAt ? 'font-normal' : 'font-semibold'}`} to={alertPaths.view(a.id)}>
                  {a.readAt ? null : <span className="sr-only">Unread: </span>}
                  {a.title}
                </Link>
                <p className="text-sm text-muted">
                  {labelIn(kinds, a.kind)} · {formatDateTime(a.createdAt)}
                  {a.dueOn ? ` · for ${formatDate(a.dueOn)}` : ''}
                </p>
              </div>
              {a.actions.includes('mark-read') ? (
                <button
                  type="button"
                  className="btn-ghost"
                  onClick={() => void readOne(a)}
                  aria-label={`Mark read: ${a.title}`}
                >
                  Mark read
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {cursor ? (
        <button type="button" className="btn-secondary" disabled={loading} onClick={() => void load(cursor)}>
          Load more
        </button>
      ) : null}
    </Page>
  );
}
