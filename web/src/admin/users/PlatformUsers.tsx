// The product administrator's view of users across organisations (GET /api/admin/users?q=).
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../ui/Page.tsx';
import { EmptyState, Loading } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';
import { paths } from '../api.ts';
import type { PlatformUser } from '../types.ts';
import { Field } from '../ui/Field.tsx';
import { Loaded } from '../ui/Loaded.tsx';
import { roleLabel } from './labels.ts';

export function PlatformUsers() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const users = useApi<PlatformUser[]>(paths.platformUsers(q));
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(draft.trim());
  };
  return (
    <Page
      title="Users across organisations"
      subtitle={
        <Link className="link" to="/users?scope=organisation">
          Users of my own organisation
        </Link>
      }
    >
      <form className="flex flex-wrap items-end gap-2" role="search" onSubmit={search}>
        <Field label="Name or email" className="w-72">
          {(ids) => (
            <input
              {...ids}
              type="search"
              className="field-input"
              value={draft}
              maxLength={100}
              onChange={(e) => setDraft(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </form>
      {users.loading && !users.data ? (
        <Loading />
      ) : (
        <Loaded state={users} title="Users across organisations">
          {(list) =>
            list.length === 0 ? (
              <EmptyState title="No one matches" />
            ) : (
              <>
                <p role="status" className="text-sm text-muted">
                  {list.length === 500 ? 'The first 500 people; search to narrow.' : `${list.length} people`}
                </p>
                <div className="card overflow-x-auto p-0">
                  <table className="w-full text-left">
                    <caption className="sr-only">Users across organisations</caption>
                    <thead className="border-b border-line bg-sunken">
                      <tr>
                        {['Name', 'Email', 'Role', 'Organisation', 'Status'].map((h) => (
                          <th key={h} scope="col" className="p-3">
                            {h}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {list.map((u) => (
                        <tr key={u.id} className="border-b border-line last:border-0">
                          <th scope="row" className="p-3 font-medium">
                            {u.name}
                          </th>
                          <td className="break-all p-3">{u.email}</td>
                          <td className="p-3">{roleLabel(u.role)}</td>
                          <td className="p-3">{u.orgName}</td>
                          <td className="p-3">{u.active ? 'Active' : 'Left'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )
          }
        </Loaded>
      )}
    </Page>
  );
}
