// /home: the current home at a glance — residents against registered places, open and overdue tasks and
// obligations, the registration and statement of purpose, the last inspection, and the newest home records.
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { useSession, useWording } from '../session.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { HomeNav } from './HomeNav.tsx';
import { DETAILS, INSPECTION, PURPOSE, recordPath } from './places.ts';
import type { HomeSummary } from './types.ts';

function Figure({ label, value, note, tone }: { label: string; value: string; note?: string; tone?: 'danger' }) {
  return (
    <div className="card">
      <p className="text-sm text-muted">{label}</p>
      <p className={`mt-1 text-3xl font-semibold ${tone === 'danger' ? 'text-danger' : ''}`}>{value}</p>
      {note ? <p className="text-sm text-muted">{note}</p> : null}
    </div>
  );
}

export default function HomeOverview() {
  const { currentHome } = useSession();
  const w = useWording();
  const { data, error, reload } = useApi<HomeSummary>(currentHome ? `/api/homes/${currentHome.id}/summary` : null);
  if (!currentHome)
    return (
      <Page title="Home">
        <EmptyState title="You are not linked to a home yet." />
      </Page>
    );
  return (
    <>
      <HomeNav />
      <Page title={currentHome.name} subtitle={w('{homeTypeLabel}')}>
        {error ? (
          <ErrorNotice error={error} onRetry={reload} />
        ) : !data ? (
          <Loading />
        ) : (
          <>
            <section aria-label="Figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Figure
                label={w('{cyp} living here')}
                value={String(data.residents)}
                note={
                  data.registeredPlaces ? `of ${data.registeredPlaces} registered places` : 'Registered places not set'
                }
              />
              <Figure label="Occupancy" value={data.occupancyPercent === null ? '—' : `${data.occupancyPercent}%`} />
              <Figure
                label="Open tasks"
                value={String(data.openTasks)}
                note={`${data.overdueTasks} overdue`}
                tone={data.overdueTasks ? 'danger' : undefined}
              />
              <Figure
                label="Overdue obligations"
                value={String(data.overdueObligations)}
                note="Checks, visits and reviews past due"
                tone={data.overdueObligations ? 'danger' : undefined}
              />
            </section>
            <div className="grid gap-4 md:grid-cols-3">
              <section aria-labelledby="reg" className="card space-y-1">
                <h2 id="reg" className="text-lg font-semibold">
                  Registration
                </h2>
                {data.details ? (
                  <>
                    <p>
                      URN <strong>{String(data.details.data.urn ?? '—')}</strong>
                    </p>
                    <p className="text-sm text-muted">
                      Registered {formatDate(String(data.details.data.registeredOn ?? ''))}
                    </p>
                    <Link className="link" to={recordPath(DETAILS.kind, data.details.id)}>
                      Registration details
                    </Link>
                  </>
                ) : (
                  <Link className="link" to="/home/details">
                    Add the registration details
                  </Link>
                )}
              </section>
              <section aria-labelledby="sop" className="card space-y-1">
                <h2 id="sop" className="text-lg font-semibold">
                  Statement of purpose
                </h2>
                {data.statementOfPurpose ? (
                  <>
                    <p>
                      Version {String(data.statementOfPurpose.data.version ?? '')}, from{' '}
                      {formatDate(String(data.statementOfPurpose.data.changedOn ?? ''))}
                    </p>
                    {data.statementOfPurpose.data.sentToOfstedOn ? (
                      <p className="text-sm text-muted">
                        Sent to Ofsted {formatDate(String(data.statementOfPurpose.data.sentToOfstedOn))}
                      </p>
                    ) : (
                      <p className="text-sm font-semibold text-danger">Not yet sent to Ofsted</p>
                    )}
                    <Link className="link" to={recordPath(PURPOSE.kind, data.statementOfPurpose.id)}>
                      Read it
                    </Link>
                  </>
                ) : (
                  <Link className="link" to="/home/details">
                    Add the statement of purpose
                  </Link>
                )}
              </section>
              <section aria-labelledby="insp" className="card space-y-1">
                <h2 id="insp" className="text-lg font-semibold">
                  Last inspection
                </h2>
                {data.lastInspection ? (
                  <>
                    <p>{formatDate(String(data.lastInspection.data.startedOn ?? ''))}</p>
                    <Link className="link" to={recordPath(INSPECTION.kind, data.lastInspection.id)}>
                      The inspection
                    </Link>
                  </>
                ) : (
                  <p className="text-muted">None recorded.</p>
                )}
              </section>
            </div>
            <section aria-labelledby="recent" className="card">
              <h2 id="recent" className="text-lg font-semibold">
                Recent home records
              </h2>
              {data.recent.length === 0 ? (
                <p className="text-muted">Nothing recorded yet.</p>
              ) : (
                <ul className="mt-2 divide-y divide-line">
                  {data.recent.map((e) => (
                    <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                      <Link className="link" to={recordPath(e.kind, e.id)}>
                        {e.summary}
                      </Link>
                      <span className="text-sm text-muted">
                        {e.typeLabel} · {formatDateTime(e.at)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <Link className="link mt-2 inline-block" to="/home/logs">
                All home logs
              </Link>
            </section>
          </>
        )}
      </Page>
    </>
  );
}
