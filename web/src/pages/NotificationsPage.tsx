// /notifications: the one bell. What was sent to me, newest first, unread ones marked as such;
// open one (which reads it) or mark it read here, or all at once where the organisation allows it.
// Writing and managing alerts stays on the alerts page (/dashboard/alerts), linked from here.
import { Link } from 'react-router';
import { formatDateTime } from '../lib/format.ts';
import { alertPaths } from '../tasks/requests.ts';
import { useMyAlerts } from '../tasks/useMyAlerts.ts';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';

export default function NotificationsPage() {
  const { items, cursor, unread, bulkRead, loading, error, notice, load, readOne, readAll } = useMyAlerts(
    false,
    'notification',
  );

  return (
    <Page
      title="Notifications"
      subtitle={`${unread} unread`}
      actions={
        <>
          {bulkRead && unread > 0 ? (
            <button type="button" className="btn-secondary" onClick={() => void readAll()}>
              Mark all as read
            </button>
          ) : null}
          <Link className="btn-secondary" to={alertPaths.list}>
            Manage alerts
          </Link>
        </>
      }
    >
      <p role="status" className="font-medium">
        {notice}
      </p>
      {error ? <ErrorNotice error={error} onRetry={() => void load()} /> : null}
      {loading && !items.length ? (
        <Loading />
      ) : !items.length && !error ? (
        <EmptyState title="No notifications yet" />
      ) : (
        <ul className="card divide-y divide-line p-0" aria-label="Notifications">
          {items.map((a) => (
            <li
              key={a.id}
              className="flex flex-wrap items-start gap-3 px-4 py-3"
              data-read={a.readAt ? 'true' : 'false'}
            >
              <div className="min-w-0 flex-1">
                <p className={a.readAt ? '' : 'font-semibold'}>
                  {a.readAt ? null : (
                    <span className="mr-2 rounded bg-accent px-1.5 text-sm text-accent-ink">Unread</span>
                  )}
                  <Link className="link" to={alertPaths.view(a.id)}>
                    {a.title}
                  </Link>
                </p>
                <p className="text-sm text-muted">
                  {formatDateTime(a.createdAt)}
                  {a.readAt ? ` · read ${formatDateTime(a.readAt)}` : ''}
                </p>
              </div>
              {a.readAt ? null : (
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => void readOne(a)}
                  aria-label={`Mark as read: ${a.title}`}
                >
                  Mark as read
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {cursor ? (
        <button type="button" className="btn-secondary mt-3" onClick={() => void load(cursor)} disabled={loading}>
          Show more
        </button>
      ) : null}
    </Page>
  );
}
