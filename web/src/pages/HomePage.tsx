// /home: the current home at a glance, with links to its people and records.
import { Link } from 'react-router';
import { query } from '../api.ts';
import { canOpen } from '../lib/access.ts';
import { useMe, useSession, useWording } from '../session.tsx';
import type { DefinitionSummary, YoungPerson } from '../types.ts';
import { useApi } from '../use-api.ts';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';

export default function HomePage() {
  const me = useMe();
  const { currentHome } = useSession();
  const w = useWording();
  const residents = useApi<YoungPerson[]>(
    currentHome ? `/api/young-people${query({ home: currentHome.id, archived: 'false' })}` : null,
  );
  const definitions = useApi<DefinitionSummary[]>('/api/definitions');
  const homeKinds = (definitions.data ?? []).filter((d) => d.subject === 'home');

  if (!currentHome) {
    return (
      <Page title="Home">
        <EmptyState title="You are not linked to a home yet." />
      </Page>
    );
  }
  return (
    <Page title={currentHome.name} subtitle={w('{homeTypeLabel}')}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <section aria-labelledby="home-yp" className="card">
          <h2 id="home-yp" className="text-lg font-semibold">
            {w('{cyp}')}
          </h2>
          {residents.error ? (
            <ErrorNotice error={residents.error} onRetry={residents.reload} />
          ) : residents.data ? (
            <p className="mt-1 text-3xl font-semibold">
              {residents.data.length}
              <span className="ml-2 text-base font-normal text-muted">living here now</span>
            </p>
          ) : (
            <Loading />
          )}
          {canOpen(me, 'cyp') ? (
            <ul className="mt-3 space-y-1">
              <li>
                <Link to="/cyp/resident" className="link">
                  {w('Current {cyp}')}
                </Link>
              </li>
              <li>
                <Link to="/cyp/archived" className="link">
                  {w('Archived {cyp}')}
                </Link>
              </li>
            </ul>
          ) : null}
        </section>
        <section aria-labelledby="home-links" className="card">
          <h2 id="home-links" className="text-lg font-semibold">
            Work
          </h2>
          <ul className="mt-3 space-y-1">
            <li>
              <Link to="/dashboard/signoffs" className="link">
                Sign-offs
              </Link>
            </li>
            {canOpen(me, 'hr') ? (
              <li>
                <Link to="/hr/employees" className="link">
                  Staff
                </Link>
              </li>
            ) : null}
            <li>
              <Link to="/notifications" className="link">
                Notifications
              </Link>
            </li>
          </ul>
        </section>
        {homeKinds.length > 0 ? (
          <section aria-labelledby="home-records" className="card">
            <h2 id="home-records" className="text-lg font-semibold">
              Home records
            </h2>
            <ul className="mt-3 space-y-1">
              {homeKinds.map((d) => (
                <li key={d.kind}>
                  <Link to={`/home/records/${encodeURIComponent(d.kind)}`} className="link">
                    {w(d.title)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Page>
  );
}
