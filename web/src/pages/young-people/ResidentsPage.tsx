// /cyp, /cyp/resident and /cyp/archived: the young people of the current home. Archived young people
// (moved out) can be restored by a manager of the home.
import { useState } from 'react';
import { Link } from 'react-router';
import { apiPost, query } from '../../api.ts';
import { displayName } from '../../lib/format.ts';
import { useMe, useSession, useWording } from '../../session.tsx';
import type { YoungPerson } from '../../types.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Page } from '../../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';
import { canAddYoungPeople, isManagerOf } from './permissions.ts';
import { YoungPersonCard } from './YoungPersonCard.tsx';

export default function ResidentsPage({ archived = false }: { archived?: boolean }) {
  const me = useMe();
  const { currentHome } = useSession();
  const w = useWording();
  const path = currentHome
    ? `/api/young-people${query({ home: currentHome.id, archived: archived ? 'true' : 'false' })}`
    : null;
  const { data, error, loading, reload } = useApi<YoungPerson[]>(path);
  const [restoring, setRestoring] = useState<YoungPerson | null>(null);
  const [message, setMessage] = useState('');
  const title = archived ? w('Archived {cyp}') : w('Current {cyp}');
  const mayRestore = archived && isManagerOf(me, currentHome?.id);

  const restore = async () => {
    if (!restoring) return;
    await apiPost(`/api/young-people/${encodeURIComponent(restoring.id)}/restore`);
    setMessage(`${displayName(restoring)} has been restored to the current list.`);
    setRestoring(null);
    reload();
  };

  return (
    <Page
      title={title}
      subtitle={currentHome ? currentHome.name : undefined}
      actions={
        <>
          {!archived && canAddYoungPeople(me, currentHome?.id) ? (
            <Link to="/cyp/resident/add" className="btn-primary">
              <Icon name="plus" />
              {w('Add a {child}')}
            </Link>
          ) : null}
          <Link to="/cyp/referrals" className="btn-secondary">
            Referrals
          </Link>
          <Link to={archived ? '/cyp/resident' : '/cyp/archived'} className="btn-secondary">
            {archived ? w('Current {cyp}') : w('Archived {cyp}')}
          </Link>
        </>
      }
    >
      <p role="status" className="font-medium">
        {message}
      </p>
      {!currentHome ? (
        <EmptyState title="You are not linked to a home yet." />
      ) : loading && !data ? (
        <Loading />
      ) : error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : !data || data.length === 0 ? (
        <EmptyState
          title={archived ? w('No archived {cyp} in this home.') : w('No {cyp} live in this home at the moment.')}
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={title}>
          {data.map((yp) => (
            <YoungPersonCard
              key={yp.id}
              yp={yp}
              action={
                mayRestore ? (
                  <button type="button" className="btn-secondary" onClick={() => setRestoring(yp)}>
                    Restore<span className="sr-only"> {displayName(yp)}</span>
                  </button>
                ) : undefined
              }
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title={restoring ? `Restore ${displayName(restoring)}?` : 'Restore'}
        confirmLabel="Restore"
        onConfirm={restore}
        onClose={() => setRestoring(null)}
      >
        <p>{w('They will be listed with the current {cyp} of the home again, and their records can be added to.')}</p>
      </ConfirmDialog>
    </Page>
  );
}
