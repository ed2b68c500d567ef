// /home/tasks: the current home's tasks (the tasks API filtered to the home), soonest due first, each opening the
// task page where it is completed — checks and visits due, issues to put right, actions from visits and inspections.
import { Link } from 'react-router';
import { query } from '../api.ts';
import { formatDateTime } from '../lib/format.ts';
import { useSession } from '../session.tsx';
import { taskPaths } from '../tasks/requests.ts';
import { PriorityBadge } from '../tasks/TasksPage.tsx';
import type { Task } from '../tasks/types.ts';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { HomeNav } from './HomeNav.tsx';

export default function HomeTasksPage() {
  const { currentHome } = useSession();
  const { data, error, reload } = useApi<{ items: Task[] }>(
    currentHome ? `/api/tasks${query({ home: currentHome.id, status: 'not_complete' })}` : null,
  );
  if (!currentHome)
    return (
      <Page title="Home tasks">
        <EmptyState title="You are not linked to a home yet." />
      </Page>
    );
  return (
    <>
      <HomeNav />
      <Page
        title="Home tasks"
        subtitle={`Open tasks of ${currentHome.name}, soonest due first.`}
        actions={
          <Link className="btn-primary" to={taskPaths.edit()}>
            New task
          </Link>
        }
      >
        {error ? (
          <ErrorNotice error={error} onRetry={reload} />
        ) : !data ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <EmptyState title="No open tasks" />
        ) : (
          <ul className="card divide-y divide-line">
            {data.items.map((t) => {
              const late = new Date(t.dueAt).getTime() < Date.now();
              return (
                <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <Link className="link" to={taskPaths.view(t.id)}>
                    {t.title}
                  </Link>
                  <span className="flex items-center gap-2 text-sm">
                    <PriorityBadge priority={t.priority} />
                    {formatDateTime(t.dueAt)}
                    {late ? <span className="font-semibold text-danger">Overdue</span> : null}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Page>
    </>
  );
}
