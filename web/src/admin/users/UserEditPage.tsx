// /users/edit (?id= to edit): create and invite a user, or change their role, manager flag, access areas,
// young-person permissions, homes and rota flags; reset their password; deactivate a leaver; their sign-in
// security (devices, history, resetting a second factor).
import { Link, useLocation, useSearchParams } from 'react-router';
import { useMe } from '../../session.tsx';
import { Page } from '../../ui/Page.tsx';
import { useApi } from '../../use-api.ts';
import { paths } from '../api.ts';
import type { AdminHome, LoginLink, OrgUser } from '../types.ts';
import { Loaded } from '../ui/Loaded.tsx';
import { OneTimeLink } from '../ui/OneTimeLink.tsx';
import { userRoleLabel } from './labels.ts';
import { UserAccountActions } from './UserAccountActions.tsx';
import { UserFormView } from './UserFormView.tsx';
import { UserSecurityPanel } from './UserSecurityPanel.tsx';

export default function UserEditPage() {
  const id = useSearchParams()[0].get('id');
  const invite = (useLocation().state as { invite?: LoginLink } | null)?.invite;
  const users = useApi<OrgUser[]>(paths.users);
  const homes = useApi<AdminHome[]>(paths.homes);
  const me = useMe();
  const title = id ? 'Edit user' : 'Add a user';
  return (
    <Loaded state={users} title={title}>
      {(list) => {
        const user = id ? list.find((u) => u.id === id) : undefined;
        if (id && !user)
          return (
            <Page title={title}>
              <p>
                That user was not found.{' '}
                <Link className="link" to="/users">
                  Back to users
                </Link>
              </p>
            </Page>
          );
        return (
          <Page
            title={user ? user.name : title}
            subtitle={
              <Link className="link" to="/users">
                Back to users
              </Link>
            }
          >
            {user && invite ? (
              <OneTimeLink
                title={`Invitation link for ${user.name}`}
                login={invite}
                note="They use it to set their password."
              />
            ) : null}
            {user?.role === 'young_person' ? (
              // a young person is never staff: their login is not a staff account to give a role or areas to
              <section className="card space-y-2" aria-labelledby="yp-login-h">
                <h2 id="yp-login-h" className="text-lg font-semibold">
                  {userRoleLabel(user)}
                </h2>
                <p>
                  This is {user.youngPersonName ?? 'a young person'}'s own login ({user.email}). Its permissions,
                  password and ending are managed by their home's manager on their Personal Details.
                </p>
                {user.youngPersonId ? (
                  <Link
                    className="link"
                    to={`/cyp/resident/${encodeURIComponent(user.youngPersonId)}/profile/details/personal`}
                  >
                    Open their Personal Details
                  </Link>
                ) : null}
              </section>
            ) : (
              <UserFormView key={user?.id ?? 'new'} user={user} homes={homes.data ?? []} onSaved={users.reload} />
            )}
            {user && user.id !== me.id && user.role !== 'young_person' ? (
              <UserAccountActions
                user={user}
                colleagues={list.filter((u) => u.active && u.id !== user.id)}
                onChanged={users.reload}
              />
            ) : null}
            {user && user.active && user.id !== me.id && user.role !== 'young_person' ? (
              <UserSecurityPanel user={user} />
            ) : null}
          </Page>
        );
      }}
    </Loaded>
  );
}
