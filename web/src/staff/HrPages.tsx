// The HR screens beside the lists: /hr (overview), /hr/tasks, /hr/signoffs, /hr/alerts (the HR slice —
// record categories hr, supervision, appraisal, disciplinary action, or about a member of staff — of the
// existing tasks, sign-offs and alerts) and /hr/activity-audit (who changed what on staff records).
import { useState } from 'react';
import { Link } from 'react-router';
import { query } from '../api.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { recordPaths } from '../records/paths.ts';
import { alertPaths, taskPaths } from '../tasks/requests.ts';
import type { Alert, Page as ListPage, Task } from '../tasks/types.ts';
import type { RecordSummary } from '../types.ts';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import type { ActivityLine, Employee } from './api.ts';
import { needsAttention } from './compliance.tsx';
import { HrNav } from './HrNav.tsx';

export function HrOverviewPage() {
  const { data, error, reload } = useApi<Employee[]>('/api/hr/employees');
  const tasks = useApi<ListPage<Task>>('/api/tasks/mine?slice=hr&status=not_complete&limit=200');
  const count = (f: (e: Employee) => boolean) => data?.filter(f).length ?? 0;
  const cards: { label: string; value: number; to: string; hint: string }[] = data
    ? [
        {
          label: 'Working now',
          value: count((e) => e.active),
          to: '/hr/employees',
          hint: 'Employees and agency staff',
        },
        {
          label: 'Need attention',
          value: count(needsAttention),
          to: '/hr/employees?compliance=attention',
          hint: 'A check missing, expired or overdue',
        },
        {
          label: 'DBS due or overdue',
          value: count((e) => e.dbs === 'due_soon' || e.dbs === 'overdue'),
          to: '/hr/employees?compliance=attention',
          hint: 'Next check within 30 days or past',
        },
        {
          label: 'Agency staff',
          value: count((e) => e.contractType === 'agency'),
          to: '/agency-staff',
          hint: 'On an agency contract',
        },
        { label: 'My HR tasks', value: tasks.data?.items.length ?? 0, to: '/hr/tasks', hint: 'Open, assigned to me' },
      ]
    : [];
  return (
    <Page title="Staff" subtitle="HR at a glance: who works here, and what needs doing to keep their checks in date.">
      <HrNav />
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((c) => (
            <li key={c.label} className="card">
              <Link to={c.to} className="block space-y-1">
                <span className="block text-3xl font-semibold">{c.value}</span>
                <span className="link block font-medium">{c.label}</span>
                <span className="block text-sm text-muted">{c.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

export function HrTasksPage() {
  const [status, setStatus] = useState('not_complete');
  const { data, error, reload } = useApi<ListPage<Task>>(
    `/api/tasks/mine${query({ slice: 'hr', status: status || undefined, limit: 200 })}`,
  );
  return (
    <Page title="HR tasks" subtitle="Your tasks about staff: supervisions, appraisals, probation, checks due.">
      <HrNav />
      <div>
        <label htmlFor="hr-task-status" className="field-label">
          Status
        </label>
        <select id="hr-task-status" className="field-input" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="not_complete">Not complete</option>
          <option value="completed">Completed</option>
          <option value="">All</option>
        </select>
      </div>
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : data.items.length === 0 ? (
        <EmptyState title="No HR tasks here." />
      ) : (
        <ul className="space-y-2">
          {data.items.map((t) => {
            const late = t.status === 'not_complete' && new Date(t.dueAt).getTime() < Date.now();
            return (
              <li key={t.id} className="card">
                <Link className="link font-medium" to={taskPaths.view(t.id)}>
                  {t.title}
                </Link>
                <p className={`text-sm ${late ? 'font-semibold text-danger' : 'text-muted'}`}>
                  Due {formatDateTime(t.dueAt)}
                  {late ? ' · Overdue' : ''}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}

export function HrAlertsPage() {
  const { data, error, reload } = useApi<{ items: Alert[] }>('/api/alerts/mine?slice=hr&limit=200');
  return (
    <Page title="HR alerts" subtitle="Your alerts about staff: DBS, right to work, licences and training expiring.">
      <HrNav />
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : data.items.length === 0 ? (
        <EmptyState title="No HR alerts." />
      ) : (
        <ul className="space-y-2">
          {data.items.map((a) => (
            <li key={a.id} className="card">
              <Link className="link font-medium" to={alertPaths.view(a.id)}>
                {a.title}
              </Link>
              <p className="text-sm text-muted">
                {a.dueOn ? `Due ${formatDate(a.dueOn)} · ` : ''}Raised {formatDateTime(a.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

type InboxItem = RecordSummary & { title?: string };

export function HrSignoffsPage() {
  // The server keeps the HR slice (records about staff) and pages it, so nothing past the first page is lost.
  const [cursor, setCursor] = useState<string | null>(null);
  const [pages, setPages] = useState<InboxItem[]>([]);
  const { data, error, reload } = useApi<{
    items: InboxItem[];
    nextCursor: string | null;
    total: number;
    totalIsAtLeast: boolean;
  }>(`/api/signoffs/inbox${query({ slice: 'hr', limit: 50, cursor: cursor ?? undefined })}`);
  const items = [...new Map([...pages, ...(data?.items ?? [])].map((r) => [r.id, r])).values()];
  return (
    <Page
      title="HR sign-offs"
      subtitle="Staff records waiting for your signature (supervisions, appraisals, disciplinary)."
    >
      <HrNav />
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : !data && !pages.length ? (
        <Loading />
      ) : items.length === 0 ? (
        <EmptyState title="No staff records are waiting for your sign-off." />
      ) : (
        <>
          {data ? (
            <p className="text-sm text-muted">
              {data.total}
              {data.totalIsAtLeast ? ' or more' : ''} waiting
            </p>
          ) : null}
          <ul className="space-y-2">
            {items.map((r) => (
              <li key={r.id} className="card">
                <Link
                  className="link font-medium"
                  to={
                    r.staffId
                      ? recordPaths(
                          `/profile/${encodeURIComponent(r.staffId)}/records/${encodeURIComponent(r.kind)}`,
                        ).view(r.id)
                      : `/records/${encodeURIComponent(r.kind)}/${encodeURIComponent(r.id)}`
                  }
                >
                  {r.title ?? r.kind}
                </Link>
                <p className="text-sm text-muted">
                  {formatDateTime(r.recordDate ?? r.createdAt)} · by {r.authorName}
                </p>
              </li>
            ))}
          </ul>
          {data?.nextCursor ? (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                setPages(items);
                setCursor(data.nextCursor);
              }}
            >
              Show more
            </button>
          ) : null}
        </>
      )}
    </Page>
  );
}

const ACTION_LABEL: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  submit: 'Submitted',
  'sign-off': 'Signed off',
  reopen: 'Reopened',
  archive: 'Archived',
  unarchive: 'Restored',
};

export function HrActivityAuditPage() {
  const [cursor, setCursor] = useState<string | null>(null);
  const [pages, setPages] = useState<ActivityLine[]>([]);
  const { data, error, reload } = useApi<{ items: ActivityLine[]; nextCursor: string | null }>(
    `/api/hr/activity-audit${query({ cursor: cursor ?? undefined, limit: 50 })}`,
  );
  // pages already shown, then this one (a line is shown once, even while the next page loads)
  const items = [...new Map([...pages, ...(data?.items ?? [])].map((l) => [`${l.recordId}:${l.version}`, l])).values()];
  return (
    <Page title="Activity audit" subtitle="Who changed what on staff records, newest first.">
      <HrNav />
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : !data && !pages.length ? (
        <Loading />
      ) : items.length === 0 ? (
        <EmptyState title="No changes to staff records yet." />
      ) : (
        <>
          <ol className="space-y-2">
            {items.map((l) => (
              <li key={`${l.recordId}:${l.version}`} className="card text-sm">
                <p>
                  <span className="font-medium">{l.changedByName}</span> · {ACTION_LABEL[l.action] ?? l.action}{' '}
                  <Link
                    className="link"
                    to={recordPaths(
                      `/profile/${encodeURIComponent(l.staffId)}/records/${encodeURIComponent(l.kind)}`,
                    ).view(l.recordId)}
                  >
                    {l.title}
                  </Link>{' '}
                  for{' '}
                  <Link className="link" to={`/profile/${encodeURIComponent(l.staffId)}/overview`}>
                    {l.staffName}
                  </Link>
                </p>
                <p className="text-muted">
                  {formatDateTime(l.at)} · version {l.version}
                  {l.reason ? ` · “${l.reason}”` : ''}
                </p>
              </li>
            ))}
          </ol>
          {data?.nextCursor ? (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                setPages(items);
                setCursor(data.nextCursor);
              }}
            >
              Show more
            </button>
          ) : null}
        </>
      )}
    </Page>
  );
}
