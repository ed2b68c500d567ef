// /dashboard/tasks/task?id=…: one task, what it is linked to, and the actions I may take.
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiProblem } from '../api.ts';
import { formatDateTime } from '../lib/format.ts';
import { Page } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { labelIn, STATUS_LABEL, useList } from './lists.ts';
import { closeTask, taskPaths } from './requests.ts';
import { PriorityBadge } from './TasksPage.tsx';
import type { Task } from './types.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3">
      <dt className="font-medium">{label}</dt>
      <dd className="sm:col-span-2">{children}</dd>
    </div>
  );
}

export default function TaskViewPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data, error, loading, reload } = useApi<Task>(id ? `/api/tasks/${id}` : null);
  const types = useList('eventTaskTypes');
  const categories = useList('recordCategories');
  const [actError, setActError] = useState<ApiProblem>();

  async function act(how: 'complete' | 'cancel' | 'rejected-by-yp') {
    if (!data) return;
    setActError(undefined);
    try {
      await closeTask(data, how);
      reload();
    } catch (err) {
      setActError(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
    }
  }

  if (!id)
    return (
      <Page title="Task">
        <p>
          No task was chosen.{' '}
          <Link className="link" to={taskPaths.list}>
            Back to my tasks
          </Link>
        </p>
      </Page>
    );
  if (loading && !data)
    return (
      <Page title="Task">
        <Loading />
      </Page>
    );
  if (error || !data) return <Page title="Task">{error ? <ErrorNotice error={error} onRetry={reload} /> : null}</Page>;
  const t = data;
  return (
    <Page
      title={t.title}
      subtitle={
        <Link className="link" to={taskPaths.list}>
          Back to my tasks
        </Link>
      }
      actions={
        t.actions.includes('edit') ? (
          <Link className="btn-secondary" to={taskPaths.edit(t.id)}>
            Edit
          </Link>
        ) : undefined
      }
    >
      {actError ? <ErrorNotice error={actError} /> : null}
      <dl className="card divide-y divide-line">
        <Row label="Status">{STATUS_LABEL[t.status]}</Row>
        <Row label="Type">{labelIn(types, t.type)}</Row>
        <Row label="Priority">
          <PriorityBadge priority={t.priority} />
        </Row>
        <Row label="Due">{formatDateTime(t.dueAt)}</Row>
        <Row label="Assigned to">{t.assignees.map((a) => a.name).join(', ') || '—'}</Row>
        <Row label="Record category">{labelIn(categories, t.recordCategory)}</Row>
        {t.homeName ? <Row label="Home">{t.homeName}</Row> : null}
        {t.youngPersonName ? <Row label="Young person">{t.youngPersonName}</Row> : null}
        {t.recurrence ? (
          <Row label="Repeats">
            {t.recurrence.freq === 'custom'
              ? `Every ${t.recurrence.interval} ${t.recurrence.unit}`
              : `${t.recurrence.freq}${t.recurrence.interval > 1 ? `, every ${t.recurrence.interval}` : ''}`}
            {t.recurrence.until ? ` until ${t.recurrence.until}` : ''}
          </Row>
        ) : null}
        {t.description ? (
          <Row label="Details">
            <p className="whitespace-pre-line">{t.description}</p>
          </Row>
        ) : null}
        <Row label="Set by">{t.system ? 'The system (from a record)' : (t.createdByName ?? '—')}</Row>
      </dl>
      {t.system && t.status === 'not_complete' ? (
        <p className="text-muted">This task closes by itself when its record shows it was done.</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {t.actions.includes('complete') ? (
          <button type="button" className="btn-primary" onClick={() => void act('complete')}>
            Mark completed
          </button>
        ) : null}
        {t.actions.includes('complete') && t.youngPersonId ? (
          <button type="button" className="btn-secondary" onClick={() => void act('rejected-by-yp')}>
            Rejected by the young person
          </button>
        ) : null}
        {t.actions.includes('cancel') ? (
          <button type="button" className="btn-ghost" onClick={() => void act('cancel')}>
            Cancel task
          </button>
        ) : null}
      </div>
    </Page>
  );
}
