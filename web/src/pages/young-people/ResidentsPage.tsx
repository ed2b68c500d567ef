// /cyp, /cyp/resident and /cyp/archived: the young people of the current home.
import { Link } from 'react-router';
import { query } from '../../api.ts';
import { useSession, useWording } from '../../session.tsx';
import type { YoungPerson } from '../../types.ts';
import { useApi } from '../../use-api.ts';
import { Page } from '../../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../../ui/States.tsx';
import { YoungPersonCard } from './YoungPersonCard.tsx';

export default function ResidentsPage({ archived = false }: { archived?: boolean }) {
  const { currentHome } = useSession();
  const w = useWording();
  const path = currentHome
    ? `/api/young-people${query({ home: currentHome.id, archived: archived ? 'true' : 'false' })}`
    : null;
  const { data, error, loading, reload } = useApi<YoungPerson[]>(path);
  const title = archived ? w('Archived {cyp}') : w('Current {cyp}');

  return (
    <Page
      title={title}
      subtitle={currentHome ? currentHome.name : undefined}
      actions={
        archived ? (
          <Link to="/cyp/resident" className="btn-secondary">
            {w('Current {cyp}')}
          </Link>
        ) : (
          <Link to="/cyp/archived" className="btn-secondary">
            {w('Archived {cyp}')}
          </Link>
        )
      }
    >
      {!currentHome ? (
        <EmptyState title="You are not linked to a home yet." />
      ) : loading && !data ? (
        <Loading />
      ) : error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : !data || data.length === 0 ? (
        <EmptyState title={archived ? w('No archived {cyp} in this home.') : w('No {cyp} live in this home at the moment.')} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={title}>
          {data.map((yp) => (
            <YoungPersonCard key={yp.id} yp={yp} />
          ))}
        </ul>
      )}
    </Page>
  );
}
