// /home/details: the registration details and the statement of purpose with its versions (each change is a
// revision of the one record: its history is the version history). A new version is an edit of the statement.
import { Link } from 'react-router';
import { mayI } from '../lib/abilities.ts';
import { formatDate } from '../lib/format.ts';
import { useMe, useSession } from '../session.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { HomeNav } from './HomeNav.tsx';
import { DETAILS, PURPOSE } from './places.ts';
import type { HomeSummary } from './types.ts';

export default function DetailsPage() {
  const { currentHome } = useSession();
  const me = useMe();
  const canEdit = mayI(me.abilities).home(currentHome?.id).home.edit;
  const summary = useApi<HomeSummary>(currentHome ? `/api/homes/${currentHome.id}/summary` : null);
  const details = summary;
  const purpose = summary;
  if (!currentHome)
    return (
      <Page title="Home details">
        <EmptyState title="You are not linked to a home yet." />
      </Page>
    );
  const d = summary.data?.details;
  const p = summary.data?.statementOfPurpose;
  return (
    <>
      <HomeNav />
      <Page title="Home details" subtitle={currentHome.name}>
        <section aria-labelledby="registration" className="card space-y-2">
          <h2 id="registration" className="text-lg font-semibold">
            Registration
          </h2>
          {details.error ? (
            <ErrorNotice error={details.error} onRetry={details.reload} />
          ) : !details.data ? (
            <Loading />
          ) : d ? (
            <>
              <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
                <div>
                  <dt className="text-sm text-muted">Ofsted URN</dt>
                  <dd>{String(d.data.urn ?? '—')}</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">Registered on</dt>
                  <dd>{formatDate(String(d.data.registeredOn ?? ''))}</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">Responsible individual</dt>
                  <dd>{String(d.data.responsibleIndividual ?? '—')}</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">Age range</dt>
                  <dd>{String(d.data.ageRange ?? '—')}</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">Registered places</dt>
                  <dd>{summary.data?.registeredPlaces ?? 'Not set'}</dd>
                </div>
                <div className="sm:col-span-2">
                  <dt className="text-sm text-muted">Categories of need</dt>
                  <dd>{String(d.data.categories ?? '—')}</dd>
                </div>
              </dl>
              <div className="flex flex-wrap gap-2">
                <Link className="btn-secondary" to={`${DETAILS.base}/${d.id}`}>
                  Registered manager, contacts and more
                </Link>
                {canEdit ? (
                  <Link className="btn-secondary" to={`${DETAILS.base}/${d.id}/edit`}>
                    Edit
                  </Link>
                ) : null}
              </div>
            </>
          ) : canEdit ? (
            <Link className="btn-primary" to={`${DETAILS.base}/new`}>
              Add the registration details
            </Link>
          ) : (
            <p className="text-muted">Not recorded yet.</p>
          )}
        </section>
        <section aria-labelledby="purpose" className="card space-y-2">
          <h2 id="purpose" className="text-lg font-semibold">
            Statement of purpose
          </h2>
          <p className="text-sm text-muted">
            Each change is kept as a version. A revised statement goes to Ofsted within 28 days: a task reminds the
            managers until the date it was sent is recorded.
          </p>
          {purpose.error ? (
            <ErrorNotice error={purpose.error} onRetry={purpose.reload} />
          ) : !purpose.data ? (
            <Loading />
          ) : p ? (
            <>
              <p>
                Version <strong>{String(p.data.version ?? '')}</strong>, in force from{' '}
                {formatDate(String(p.data.changedOn ?? ''))}
              </p>
              {p.data.sentToOfstedOn ? (
                <p>Sent to Ofsted on {formatDate(String(p.data.sentToOfstedOn))}</p>
              ) : (
                <p className="font-semibold text-danger">Not yet sent to Ofsted</p>
              )}
              <div className="flex flex-wrap gap-2">
                <Link className="btn-secondary" to={`${PURPOSE.base}/${p.id}`}>
                  Read the statement
                </Link>
                <Link className="btn-secondary" to={`${PURPOSE.base}/${p.id}/history`}>
                  Version history
                </Link>
                {canEdit ? (
                  <Link className="btn-primary" to={`${PURPOSE.base}/${p.id}/edit`}>
                    Record a new version
                  </Link>
                ) : null}
              </div>
            </>
          ) : canEdit ? (
            <Link className="btn-primary" to={`${PURPOSE.base}/new`}>
              Add the statement of purpose
            </Link>
          ) : (
            <p className="text-muted">Not recorded yet.</p>
          )}
        </section>
      </Page>
    </>
  );
}
