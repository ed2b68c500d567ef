// /homes/home?id= (SPEC §2 Product settings): one home as administrators see it — its details, who manages it,
// how many staff work there and young people live there, and the links to change it.
import { Link, useSearchParams } from 'react-router';
import { useMe } from '../../session.tsx';
import type { YoungPerson } from '../../types.ts';
import { Page } from '../../ui/Page.tsx';
import { EmptyState } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';
import { canEditSettings } from '../access.ts';
import { paths } from '../api.ts';
import type { AdminHome, OrgUser } from '../types.ts';
import { Loaded } from '../ui/Loaded.tsx';
import { SettingsNav } from '../ui/SettingsNav.tsx';
import { homeTypeLabel } from './homeTypes.ts';
import { NonOperationalBadge } from './NonOperationalBadge.tsx';

export default function HomeAdminPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const homes = useApi<AdminHome[]>(paths.homes);
  return (
    <Loaded state={homes} title="Home">
      {(all) => {
        const home = all.find((h) => h.id === id);
        return home ? (
          <HomeDetails home={home} />
        ) : (
          <Page title="Home">
            <SettingsNav />
            <EmptyState title="There is no such home">
              Choose one from{' '}
              <Link className="link" to="/homes">
                Homes
              </Link>
              .
            </EmptyState>
          </Page>
        );
      }}
    </Loaded>
  );
}

function HomeDetails({ home }: { home: AdminHome }) {
  const me = useMe();
  const users = useApi<OrgUser[]>(paths.users);
  const youngPeople = useApi<YoungPerson[]>(`/api/young-people?home=${encodeURIComponent(home.id)}`);
  const here = (users.data ?? []).filter((u) => u.active && u.homeIds.includes(home.id));
  const managers = here.filter((u) => u.isManager);
  return (
    <Page
      title={home.name}
      subtitle={homeTypeLabel(home.type)}
      actions={
        canEditSettings(me) ? (
          <Link className="btn-primary" to={`/homes/edit?id=${encodeURIComponent(home.id)}`}>
            Edit home
          </Link>
        ) : undefined
      }
    >
      <SettingsNav />
      <section className="card" aria-labelledby="home-facts">
        <h2 id="home-facts" className="mb-3 text-lg font-semibold">
          Details {home.nonOperational ? <NonOperationalBadge /> : null}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">Address</dt>
            <dd>{home.address || '—'}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Status</dt>
            <dd>{home.archivedAt ? 'Archived' : 'Open'}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Managers</dt>
            <dd>{users.data ? managers.map((u) => u.name).join(', ') || 'None: the directors sign off' : '…'}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Staff working here</dt>
            <dd>{users.data ? here.length : '…'}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Young people living here</dt>
            <dd>{youngPeople.data ? youngPeople.data.length : youngPeople.error ? 'Not shown to you' : '…'}</dd>
          </div>
        </dl>
      </section>
      <p className="flex flex-wrap gap-4">
        <Link className="link" to="/homes">
          All homes
        </Link>
        <Link className="link" to="/users">
          Users
        </Link>
      </p>
    </Page>
  );
}
