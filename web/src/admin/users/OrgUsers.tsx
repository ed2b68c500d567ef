// The organisation's users: name, email, role, manager, homes, active or left.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../session.tsx';
import { Page } from '../../ui/Page.tsx';
import { EmptyState } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';
import { canEditSettings } from '../access.ts';
import { paths } from '../api.ts';
import type { AdminHome, OrgUser } from '../types.ts';
import { Field } from '../ui/Field.tsx';
import { Loaded } from '../ui/Loaded.tsx';
import { SettingsNav } from '../ui/SettingsNav.tsx';
import { userRoleLabel } from './labels.ts';

export function OrgUsers({ productAdmin }: { productAdmin: boolean }) {
  const me = useMe();
  const users = useApi<OrgUser[]>(paths.users);
  const homes = useApi<AdminHome[]>(paths.homes);
  const [q, setQ] = useState('');
  const [showLeft, setShowLeft] = useState(false);
  const homeName = useMemo(() => new Map((homes.data ?? []).map((h) => [h.id, h.name])), [homes.data]);

  return (
    <Loaded state={users} title="Users">
      {(list) => {
        const needle = q.trim().toLowerCase();
        const shown = list.filter(
          (u) =>
            (showLeft || u.active) &&
            (!needle || u.name.toLowerCase().includes(needle) || u.email.toLowerCase().includes(needle)),
        );
        return (
          <Page
            title="Users"
            subtitle={
              productAdmin ? (
                <Link className="link" to="/users">
                  Users across organisations
                </Link>
              ) : (
                `Everyone with a login at ${me.orgName}.`
              )
            }
            actions={
              canEditSettings(me) ? (
                <Link className="btn-primary" to="/users/edit">
                  Add a user
                </Link>
              ) : null
            }
          >
            <SettingsNav />
            <div className="flex flex-wrap items-end gap-4">
              <Field label="Search by name or email" className="w-72">
                {(ids) => (
                  <input
                    {...ids}
                    type="search"
                    className="field-input"
                    value={q}
                    onChange={(e) => setQ(e.target.value)}
                  />
                )}
              </Field>
              <label className="flex min-h-[44px] items-center gap-2">
                <input type="checkbox" checked={showLeft} onChange={(e) => setShowLeft(e.target.checked)} />
                Show people who have left
              </label>
            </div>
            <p role="status" className="text-sm text-muted">
              {shown.length === 1 ? '1 person' : `${shown.length} people`}
            </p>
            {shown.length === 0 ? (
              <EmptyState title="No one matches" />
            ) : (
              <div className="card overflow-x-auto p-0">
                <table className="w-full text-left">
                  <caption className="sr-only">Users of {me.orgName}</caption>
                  <thead className="border-b border-line bg-sunken">
                    <tr>
                      {['Name', 'Email', 'Role', 'Manager', 'Homes', 'Status'].map((h) => (
                        <th key={h} scope="col" className="p-3">
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((u) => (
                      <tr key={u.id} className="border-b border-line last:border-0">
                        <th scope="row" className="p-3 font-medium">
                          <Link className="link" to={`/users/edit?id=${u.id}`}>
                            {u.name}
                          </Link>
                          {u.jobTitle ? (
                            <span className="block text-sm font-normal text-muted">{u.jobTitle}</span>
                          ) : null}
                        </th>
                        <td className="break-all p-3">{u.email}</td>
                        <td className="p-3">{userRoleLabel(u)}</td>
                        <td className="p-3">{u.isManager ? 'Yes' : 'No'}</td>
                        <td className="p-3">
                          {u.role === 'director' && u.homeIds.length === 0
                            ? 'All'
                            : u.homeIds.map((h) => homeName.get(h) ?? '…').join(', ') || '—'}
                        </td>
                        <td className="p-3">{!u.active ? 'Left' : u.hasPassword ? 'Active' : 'Invited'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Page>
        );
      }}
    </Loaded>
  );
}
