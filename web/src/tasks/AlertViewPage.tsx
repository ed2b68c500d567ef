// /dashboard/alerts/alert?id=…: one alert; opening it does not mark it read — the button does.
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiProblem } from '../api.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { Page } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { labelIn, useList } from './lists.ts';
import { alertPaths, archiveAlert, markRead, taskPaths } from './requests.ts';
import type { Alert } from './types.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3">
      <dt className="font-medium">{label}</dt>
      <dd className="sm:col-span-2">{children}</dd>
    </div>
  );
}

export default function AlertViewPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data, error, loading, reload } = useApi<Alert>(id ? `/api/alerts/${id}` : null);
  const kinds = useList('alertKinds');
  const categories = useList('recordCategories');
  const navigate = useNavigate();
  const [actError, setActError] = useState<ApiProblem>();
  const fail = (err: unknown) =>
    setActError(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));

  if (!id)
    return (
      <Page title="Alert">
        <p>
          No alert was chosen.{' '}
          <Link className="link" to={alertPaths.list}>
            Back to alerts
          </Link>
        </p>
      </Page>
    );
  if (loading && !data)
    return (
      <Page title="Alert">
        <Loading />
      </Page>
    );
  if (error || !data) return <Page title="Alert">{error ? <ErrorNotice error={error} onRetry={reload} /> : null}</Page>;
  const a = data;
  return (
    <Page
      title={a.title}
      subtitle={
        <Link className="link" to={alertPaths.list}>
          Back to alerts
        </Link>
      }
      actions={
        a.actions.includes('edit') ? (
          <Link className="btn-secondary" to={alertPaths.edit(a.id)}>
            Edit Alert Details
          </Link>
        ) : undefined
      }
    >
      {actError ? <ErrorNotice error={actError} /> : null}
      <dl className="card divide-y divide-line">
        <Row label="Kind">{labelIn(kinds, a.kind)}</Row>
        <Row label="Record category">{labelIn(categories, a.recordCategory)}</Row>
        {a.dueOn ? <Row label="Date">{formatDate(a.dueOn)}</Row> : null}
        <Row label="Raised">
          {formatDateTime(a.createdAt)}
          {a.system ? ' by the system' : ''}
        </Row>
        {a.body ? (
          <Row label="Details">
            <p className="whitespace-pre-line">{a.body}</p>
          </Row>
        ) : null}
        <Row label="For">{a.recipients.map((r) => `${r.name}${r.readAt ? ' (read)' : ''}`).join(', ')}</Row>
        {a.taskId ? (
          <Row label="Task">
            <Link className="link" to={taskPaths.view(a.taskId)}>
              Open the task
            </Link>
          </Row>
        ) : null}
        {a.archivedAt ? <Row label="Archived">{formatDateTime(a.archivedAt)}</Row> : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        {a.actions.includes('mark-read') ? (
          <button type="button" className="btn-primary" onClick={() => void markRead(a.id).then(reload, fail)}>
            Mark read
          </button>
        ) : null}
        {a.actions.includes('archive') ? (
          <button
            type="button"
            className="btn-ghost"
            onClick={() => void archiveAlert(a).then(() => navigate(alertPaths.list), fail)}
          >
            Archive
          </button>
        ) : null}
      </div>
    </Page>
  );
}
