// /hr/employees: staff in my homes, filterable by home.
import { useState } from 'react';
import { Link } from 'react-router';
import { query } from '../../api.ts';
import { ROLE_LABELS } from '../../lib/format.ts';
import { useMe, useSession } from '../../session.tsx';
import type { StaffMember } from '../../types.ts';
import { useApi } from '../../use-api.ts';
import { Page } from '../../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../../ui/States.tsx';

const ALL = 'all';

export default function EmployeesPage() {
  const me = useMe();
  const { currentHome } = useSession();
  const [home, setHome] = useState<string>(currentHome?.id ?? ALL);
  const { data, error, loading, reload } = useApi<StaffMember[]>(
    `/api/staff${query({ home: home === ALL ? undefined : home })}`,
  );
  const homeName = (id: string) => me.homes.find((h) => h.id === id)?.name ?? id;

  return (
    <Page title="Employees">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="staff-home" className="field-label">
            Home
          </label>
          <select id="staff-home" className="field-input" value={home} onChange={(e) => setHome(e.target.value)}>
            <option value={ALL}>All my homes</option>
            {me.homes.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {loading && !data ? (
        <Loading />
      ) : error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : !data || data.length === 0 ? (
        <EmptyState title="No staff found." />
      ) : (
        <div className="card overflow-x-auto p-0">
          <table className="w-full text-left">
            <caption className="sr-only">Employees</caption>
            <thead className="border-b border-line bg-sunken">
              <tr>
                <th scope="col" className="px-4 py-3">Name</th>
                <th scope="col" className="px-4 py-3">Job title</th>
                <th scope="col" className="px-4 py-3">Role</th>
                <th scope="col" className="px-4 py-3">Homes</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.map((s) => (
                <tr key={s.id}>
                  <td className="px-4 py-3">
                    <Link to={`/profile/${encodeURIComponent(s.id)}/overview`} className="link">
                      {s.name}
                    </Link>
                    {s.email ? <div className="break-all text-sm text-muted">{s.email}</div> : null}
                  </td>
                  <td className="px-4 py-3">{s.jobTitle ?? '—'}</td>
                  <td className="px-4 py-3">
                    {ROLE_LABELS[s.role] ?? s.role}
                    {s.isManager && s.role !== 'manager' ? ' (manager)' : ''}
                  </td>
                  <td className="px-4 py-3">{s.homeIds.map(homeName).join(', ') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}
