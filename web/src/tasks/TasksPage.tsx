// /dashboard/tasks: my tasks, soonest due first, with their status, priority and due time;
// complete or cancel where I may (the server re-checks each).
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiProblem } from '../api.ts';
import { formatDateTime } from '../lib/format.ts';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { labelIn, STATUS_LABEL, useList } from './lists.ts';
import { closeTask, myTasks, taskPaths } from './requests.ts';
import type { Task } from './types.ts';

const PRIORITY_TONE: Record<string, string> = {
  high: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
  medium: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  low: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
};

export function PriorityBadge({ priority }: { priority: string }) {
  return (
    <span
      className={`inline-block rounded-full border border-line px-2.5 py-0.5 text-sm ${PRIORITY_TONE[priority] ?? 'bg-sunken'}`}
    >
      {priority[0].toUpperCase() + priority.slice(1)}
    </span>
  );
}

const overdue = (t: Task) => t.status === 'not_complete' && new Date(t.dueAt).getTime() < Date.now();

export default function TasksPage() {
  const types = useList('eventTaskTypes');
  const [status, setStatus] = useState('not_complete');
  const [items, setItems] = useState<Task[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiProblem>();
  const [notice, setNotice] = useState('');

  const load = useCallback(
    async (after?: string) => {
      setLoading(true);
      setError(undefined);
      try {
        const page = await myTasks(status || undefined, after);
        setItems((prev) => (after ? [...prev, ...page.items] : page.items));
        setCursor(page.nextCursor);
      } catch (err) {
        setError(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
      } finally {
        setLoading(false);
      }
    },
    [status],
  );

  useEffect(() => {
    void load();
  }, [load]);

  async function act(t: Task, how: 'complete' | 'cancel') {
    setNotice('');
    try {
      const next = await closeTask(t, how);
      setItems((prev) => prev.map((x) => (x.id === t.id ? next : x)));
      setNotice(`"${t.title}" ${how === 'complete' ? 'marked completed' : 'cancelled'}.`);
    } catch (err) {
      setError(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
    }
  }

  return (
    <Page
      title="My tasks"
      subtitle="Tasks assigned to you, soonest due first."
      actions={
        <Link className="btn-primary" to={taskPaths.edit()}>
          New task
        </Link>
      }
    >
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="task-status" className="field-label">
            Status
          </label>
          <select id="task-status" className="field-input" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All</option>
            {Object.entries(STATUS_LABEL).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" aria-live="polite" className="text-muted">
        {notice}
      </p>
      {error ? <ErrorNotice error={error} onRetry={() => void load()} /> : null}
      {loading && !items.length ? (
        <Loading label="Loading tasks…" />
      ) : items.length === 0 ? (
        <EmptyState title="No tasks here">Tasks you are given, and recurring ones, appear in this list.</EmptyState>
      ) : (
        <div className="card overflow-x-auto p-0">
          <table className="stack-table w-full text-left">
            <caption className="sr-only">My tasks</caption>
            <thead className="border-b border-line text-sm text-muted">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Task
                </th>
                <th scope="col" className="px-4 py-2">
                  Type
                </th>
                <th scope="col" className="px-4 py-2">
                  Priority
                </th>
                <th scope="col" className="px-4 py-2">
                  Due
                </th>
                <th scope="col" className="px-4 py-2">
                  Status
                </th>
                <th scope="col" className="px-4 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {items.map((t) => (
                <tr key={t.id}>
                  <td className="px-4 py-3">
                    <Link className="link" to={taskPaths.view(t.id)}>
                      {t.title}
                    </Link>
                    {t.youngPersonName || t.homeName ? (
                      <p className="text-sm text-muted">{t.youngPersonName ?? t.homeName}</p>
                    ) : null}
                    {t.recurrence ? <p className="text-sm text-muted">Repeats {t.recurrence.freq}</p> : null}
                  </td>
                  <td className="px-4 py-3" data-label="Type">
                    {labelIn(types, t.type)}
                  </td>
                  <td className="px-4 py-3" data-label="Priority">
                    <PriorityBadge priority={t.priority} />
                  </td>
                  <td className="px-4 py-3" data-label="Due">
                    {formatDateTime(t.dueAt)}
                    {overdue(t) ? <span className="ml-2 font-semibold text-danger">Overdue</span> : null}
                  </td>
                  <td className="px-4 py-3" data-label="Status">
                    {STATUS_LABEL[t.status]}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-2">
                      {t.actions.includes('complete') ? (
                        <button
                          type="button"
                          className="btn-secondary"
                          onClick={() => void act(t, 'complete')}
                          aria-label={`Complete: ${t.title}`}
                        >
                          Complete
                        </button>
                      ) : null}
                      {t.actions.includes('cancel') ? (
                        <button
                          type="button"
                          className="btn-ghost"
                          onClick={() => void act(t, 'cancel')}
                          aria-label={`Cancel: ${t.title}`}
                        >
                          Cancel
                        </button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cursor ? (
        <button type="button" className="btn-secondary" disabled={loading} onClick={() => void load(cursor)}>
          Load more
        </button>
      ) : null}
    </Page>
  );
}
