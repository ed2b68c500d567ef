// "My tasks" on the dashboard: the open tasks assigned to me, soonest first, each linking to the task.
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { type ApiState, useApi } from '../../use-api.ts';

interface TaskItem {
  id: string;
  title: string;
  dueAt: string;
  priority?: string;
  status: string;
}

const SHOWN = 8;

export function useMyOpenTasks() {
  return useApi<{ items: TaskItem[] }>('/api/tasks/mine?status=not_complete&limit=50');
}

export function TasksPanel({ tasks }: { tasks: ApiState<{ items: TaskItem[] }> }) {
  const { data, error } = tasks;
  if (error || !data) return null;
  const items = [...data.items].sort((a, b) => a.dueAt.localeCompare(b.dueAt)).slice(0, SHOWN);
  const overdue = (t: TaskItem) => new Date(t.dueAt).getTime() < Date.now();
  return (
    <section aria-labelledby="tasks-heading" className="card">
      <h2 id="tasks-heading" className="text-lg font-semibold">
        My tasks
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-muted">You have no open tasks.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {items.map((t) => (
            <li key={t.id} className="flex justify-between gap-2 py-2">
              <Link
                to={`/dashboard/tasks/task?id=${encodeURIComponent(t.id)}`}
                className="underline-offset-2 hover:underline"
              >
                {t.title}
              </Link>
              <span className={overdue(t) ? 'font-semibold text-danger' : 'text-muted'}>
                {overdue(t) ? 'Overdue, was due' : 'Due'} {formatDate(t.dueAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3">
        <Link to="/dashboard/tasks" className="underline underline-offset-2">
          All my tasks
        </Link>
      </p>
    </section>
  );
}
