// /cyp/tasks (SPEC §2 Young person lists): tasks about young people — the current home's (managers and those
// with the home's tasks), else my own; soonest due first. The server keeps the slice (tasks with a young person).
import { useState } from 'react';
import { Link } from 'react-router';
import { query } from '../../api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useSession, useWording } from '../../session.tsx';
import { taskPaths } from '../../tasks/requests.ts';
import type { Task } from '../../tasks/types.ts';
import { Page } from '../../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';

export default function CypTasksPage() {
  const { currentHome } = useSession();
  const w = useWording();
  const [status, setStatus] = useState('not_complete');
  const filters = { slice: 'cyp', status: status || undefined, limit: 200 };
  const home = useApi<{ items: Task[] }>(
    currentHome ? `/api/tasks${query({ home: currentHome.id, ...filters })}` : null,
  );
  // without the home's task list (403), my own tasks about young people
  const mine = useApi<{ items: Task[] }>(
    home.error?.status === 403 || !currentHome ? `/api/tasks/mine${query(filters)}` : null,
  );
  const shown = home.data ? home : mine;
  return (
    <Page
      title={w("{Children}'s tasks")}
      subtitle={
        home.data ? w(`Tasks about the {children} of ${currentHome?.name}.`) : w('Your tasks about {children}.')
      }
    >
      <div>
        <label htmlFor="cyp-task-status" className="field-label">
          Status
        </label>
        <select id="cyp-task-status" className="field-input" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="not_complete">Not complete</option>
          <option value="completed">Completed</option>
          <option value="cancelled">Cancelled</option>
          <option value="">All</option>
        </select>
      </div>
      {shown.error && shown.error.status !== 403 ? (
        <ErrorNotice error={shown.error} onRetry={shown.reload} />
      ) : !shown.data ? (
        <Loading />
      ) : shown.data.items.length === 0 ? (
        <EmptyState title={w('No tasks about {children} here.')} />
      ) : (
        <ul className="space-y-2" data-testid="cyp-tasks">
          {shown.data.items.map((t) => {
            const late = t.status === 'not_complete' && new Date(t.dueAt).getTime() < Date.now();
            return (
              <li key={t.id} className="card">
                <Link className="link font-medium" to={taskPaths.view(t.id)}>
                  {t.title}
                </Link>
                <p className="text-sm">
                  {t.youngPersonName}
                  {t.homeName ? ` · ${t.homeName}` : ''}
                </p>
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
