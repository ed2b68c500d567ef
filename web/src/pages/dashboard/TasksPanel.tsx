// "My tasks": shown only when the tasks API answers (it does not exist yet) — never placeholder data.
import { formatDate } from '../../lib/format.ts';
import { useApi } from '../../use-api.ts';

interface TaskItem {
  id: string;
  title?: string;
  name?: string;
  type?: string;
  dueAt?: string;
  dueDate?: string;
  status?: string;
}

export function TasksPanel() {
  const { data, error } = useApi<{ items?: TaskItem[] } | TaskItem[]>('/api/tasks/mine');
  if (error || !data) return null;
  const items = Array.isArray(data) ? data : (data.items ?? []);
  return (
    <section aria-labelledby="tasks-heading" className="card">
      <h2 id="tasks-heading" className="text-lg font-semibold">
        Tasks
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-muted">You have no tasks.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {items.map((t) => (
            <li key={t.id} className="flex justify-between gap-2 py-2">
              <span>{t.title ?? t.name ?? t.type ?? 'Task'}</span>
              {t.dueAt || t.dueDate ? <span className="text-muted">Due {formatDate(t.dueAt ?? t.dueDate)}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
