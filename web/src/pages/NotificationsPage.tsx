// /notifications: my alerts, when the alerts API exists; otherwise an honest empty state.
import { formatDateTime } from '../lib/format.ts';
import { useApi } from '../use-api.ts';
import { Page } from '../ui/Page.tsx';
import { EmptyState, Loading } from '../ui/States.tsx';

interface AlertItem {
  id: string;
  title?: string;
  message?: string;
  kind?: string;
  createdAt?: string;
  readAt?: string | null;
}

export default function NotificationsPage() {
  const { data, error, loading } = useApi<{ items?: AlertItem[] } | AlertItem[]>('/api/alerts/mine');
  const items = data ? (Array.isArray(data) ? data : (data.items ?? [])) : [];
  return (
    <Page title="Notifications">
      {loading ? (
        <Loading />
      ) : error ? (
        <EmptyState title="Notifications are not available yet." />
      ) : items.length === 0 ? (
        <EmptyState title="No notifications yet" />
      ) : (
        <ul className="card divide-y divide-line p-0">
          {items.map((a) => (
            <li key={a.id} className="px-4 py-3">
              <p className={a.readAt ? '' : 'font-semibold'}>{a.title ?? a.message ?? a.kind ?? 'Notification'}</p>
              {a.createdAt ? <p className="text-sm text-muted">{formatDateTime(a.createdAt)}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
