// profile/overview (SPEC §2): a summary of the young person — who they are and their key worker, their current
// plans and when each is reviewed, recent records, open tasks and alerts — each linking to the full page.
import { Link } from 'react-router';
import { mayI } from '../../lib/abilities.ts';
import { todayIso } from '../../lib/dates.ts';
import { ageLabel, displayName, formatDate, formatDateTime } from '../../lib/format.ts';
import { useMe, useWording } from '../../session.tsx';
import { alertPaths, taskPaths } from '../../tasks/requests.ts';
import { usePageTitle } from '../../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../../ui/States.tsx';
import { useProfile } from './context.ts';
import { LogSectionMenu } from './LogSectionMenu.tsx';
import { useOverview } from './overview.ts';

export default function OverviewTab() {
  const { yp } = useProfile();
  const w = useWording();
  const me = useMe();
  const overview = useOverview(yp.id);
  usePageTitle(`Overview · ${yp.firstName} ${yp.lastName}`);
  const base = `/cyp/resident/${encodeURIComponent(yp.id)}`;
  const today = todayIso();
  // offered where the server lets the caller read them (a placing authority's social worker reads neither)
  const areas = mayI(me.abilities).youngPerson(yp.id).areas;
  const pages = [
    { to: 'profile/details/personal', label: 'Personal details', area: 'personal' },
    { to: 'profile/one-page', label: 'One page profile', area: 'onePageProfile' },
  ].filter((p) => (areas[p.area] ?? 'none') !== 'none');
  if (overview.error) return <ErrorNotice error={overview.error} onRetry={overview.reload} />;
  if (!overview.data) return <Loading label="Loading the overview…" />;
  const o = overview.data;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="overview">
      <section className="card space-y-2" aria-labelledby="ov-who">
        <h2 id="ov-who" className="text-lg font-semibold">
          Who {displayName(yp)} is
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-medium">Age</dt>
          <dd>{ageLabel(yp).replace(/^Age /, '')}</dd>
          <dt className="font-medium">Home</dt>
          <dd>{yp.homeName}</dd>
          <dt className="font-medium">Key worker</dt>
          <dd>{yp.keyWorkerName ?? 'Not assigned'}</dd>
          <dt className="font-medium">Moved in</dt>
          <dd>{formatDate(yp.moveInDate)}</dd>
        </dl>
        {pages.length > 0 && (
          <p>
            {pages.map((page, i) => (
              <span key={page.to}>
                {i > 0 && ' · '}
                <Link className="link" to={`${base}/${page.to}`}>
                  {page.label}
                </Link>
              </span>
            ))}
          </p>
        )}
      </section>

      <section className="card space-y-2" aria-labelledby="ov-plans">
        <h2 id="ov-plans" className="text-lg font-semibold">
          Plans and reviews
        </h2>
        {o.plans.length === 0 ? (
          <p className="text-muted">No plans yet.</p>
        ) : (
          <ul className="space-y-1">
            {o.plans.map((p) => {
              const late = p.reviewDate !== null && p.reviewDate < today;
              return (
                <li key={p.id}>
                  <Link
                    className="link font-medium"
                    to={`${base}/records/${encodeURIComponent(p.kind)}/${encodeURIComponent(p.id)}`}
                  >
                    {w(p.title)}
                  </Link>
                  <span className="text-sm"> · {p.statusLabel}</span>
                  <span className={`block text-sm ${late ? 'font-semibold text-danger' : 'text-muted'}`}>
                    {p.reviewDate
                      ? `Review ${late ? 'overdue since' : 'due'} ${formatDate(p.reviewDate)}`
                      : 'No review date'}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <p>
          <Link className="link" to={`${base}/profile/plans`}>
            All plans
          </Link>
        </p>
      </section>

      <section className="card space-y-2" aria-labelledby="ov-recent">
        <h2 id="ov-recent" className="text-lg font-semibold">
          Recent records
        </h2>
        {o.recent.length === 0 ? (
          <p className="text-muted">Nothing recorded yet.</p>
        ) : (
          <ul className="space-y-1">
            {o.recent.map((r) => (
              <li key={r.id}>
                <Link className="link" to={`${base}/records/${encodeURIComponent(r.kind)}/${encodeURIComponent(r.id)}`}>
                  {w(r.title)}
                </Link>
                <span className="block text-sm text-muted">
                  {formatDateTime(r.date)} · {r.authorName} · {r.statusLabel}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link className="link" to={`${base}/profile/details/chronology`}>
            Chronology
          </Link>
        </p>
      </section>

      <section className="card space-y-2" aria-labelledby="ov-tasks">
        <h2 id="ov-tasks" className="text-lg font-semibold">
          Open tasks and alerts
        </h2>
        {o.tasks.length === 0 && o.alerts.length === 0 && <EmptyState title="Nothing open" />}
        <ul className="space-y-1">
          {o.tasks.slice(0, 5).map((t) => (
            <li key={t.id}>
              <Link className="link" to={taskPaths.view(t.id)}>
                {t.title}
              </Link>
              <span className="block text-sm text-muted">Task · due {formatDateTime(t.dueAt)}</span>
            </li>
          ))}
          {o.alerts.slice(0, 5).map((a) => (
            <li key={a.id}>
              <Link className="link" to={alertPaths.view(a.id)}>
                {a.title}
              </Link>
              <span className="block text-sm text-muted">
                Alert · {a.readAt ? 'read' : 'unread'}
                {a.dueOn ? ` · ${formatDate(a.dueOn)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <LogSectionMenu ypId={yp.id} />
    </div>
  );
}

/** profile/alerts and profile/tasks: the young person's alerts for me, or their open tasks. */
export function OverviewListTab({ list }: { list: 'alerts' | 'tasks' }) {
  const { yp } = useProfile();
  const overview = useOverview(yp.id);
  usePageTitle(`${list === 'alerts' ? 'Alerts' : 'Tasks'} · ${yp.firstName} ${yp.lastName}`);
  if (overview.error) return <ErrorNotice error={overview.error} onRetry={overview.reload} />;
  if (!overview.data) return <Loading />;
  const items =
    list === 'alerts'
      ? overview.data.alerts.map((a) => ({
          id: a.id,
          title: a.title,
          to: alertPaths.view(a.id),
          note: `${a.readAt ? 'Read' : 'Unread'} · raised ${formatDateTime(a.createdAt)}`,
        }))
      : overview.data.tasks.map((t) => ({
          id: t.id,
          title: t.title,
          to: taskPaths.view(t.id),
          note: `Due ${formatDateTime(t.dueAt)} · ${t.priority} priority`,
        }));
  return (
    <section aria-labelledby="ov-list" className="space-y-2">
      <h2 id="ov-list" className="text-lg font-semibold">
        {list === 'alerts' ? 'Alerts' : 'Open tasks'}
      </h2>
      {items.length === 0 ? (
        <EmptyState title={list === 'alerts' ? 'No alerts' : 'No open tasks'} />
      ) : (
        <ul className="space-y-2">
          {items.map((i) => (
            <li key={i.id} className="card">
              <Link className="link font-medium" to={i.to}>
                {i.title}
              </Link>
              <p className="text-sm text-muted">{i.note}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
