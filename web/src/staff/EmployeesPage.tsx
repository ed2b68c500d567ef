// /hr/employees and /agency-staff: everyone with role, homes, start date, contract, status and compliance
// at a glance, filterable by home, role, status and compliance. A table from 768 px; cards on a phone.
import { Link, useSearchParams } from 'react-router';
import { query } from '../api.ts';
import { formatDate, ROLE_LABELS } from '../lib/format.ts';
import { useMe } from '../session.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { CONTRACT_LABELS, type Employee } from './api.ts';
import { ComplianceChips } from './compliance.tsx';
import { HrNav } from './HrNav.tsx';

const profilePath = (id: string) => `/profile/${encodeURIComponent(id)}/overview`;

function Select({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: [string, string][];
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="field-input" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function EmployeesPage({ agency = false }: { agency?: boolean }) {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const f = {
    home: params.get('home') ?? '',
    role: params.get('role') ?? '',
    status: params.get('status') ?? 'active',
    compliance: params.get('compliance') ?? '',
  };
  const set = (key: keyof typeof f, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const { data, error, loading, reload } = useApi<Employee[]>(
    `/api/hr/employees${query({
      home: f.home || undefined,
      role: f.role || undefined,
      status: f.status,
      compliance: f.compliance || undefined,
      agency: agency || undefined,
    })}`,
  );
  const homeName = (id: string) => me.homes.find((h) => h.id === id)?.name ?? 'Another home';
  const title = agency ? 'Agency staff' : 'Employees';

  return (
    <Page
      title={title}
      subtitle={
        agency
          ? 'Agency workers, their agency, the profile checks received from it, and shifts worked.'
          : 'Everyone, with the checks that keep them safe to work, at a glance.'
      }
    >
      <HrNav />
      <div className="flex flex-wrap items-end gap-3">
        <Select
          id="f-home"
          label="Home"
          value={f.home}
          onChange={(v) => set('home', v)}
          options={[['', 'All my homes'], ...me.homes.map((h) => [h.id, h.name] as [string, string])]}
        />
        <Select
          id="f-role"
          label="Role"
          value={f.role}
          onChange={(v) => set('role', v)}
          options={[['', 'Any role'], ...Object.entries(ROLE_LABELS).filter(([k]) => k !== 'young_person')]}
        />
        <Select
          id="f-status"
          label="Status"
          value={f.status}
          onChange={(v) => set('status', v)}
          options={[
            ['active', 'Working'],
            ['left', 'Left'],
            ['all', 'Everyone'],
          ]}
        />
        <Select
          id="f-compliance"
          label="Compliance"
          value={f.compliance}
          onChange={(v) => set('compliance', v)}
          options={[
            ['', 'Any'],
            ['attention', 'Needs attention'],
            ['ok', 'All in date'],
          ]}
        />
      </div>
      {loading && !data ? (
        <Loading />
      ) : error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : !data?.length ? (
        <EmptyState title={agency ? 'No agency staff match.' : 'No staff match.'}>
          {agency ? 'An agency worker is anyone whose contract is of type Agency.' : 'Try clearing the filters.'}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {data.length} {data.length === 1 ? 'person' : 'people'}
          </p>
          {/* phone: one card a person */}
          <ul className="space-y-3 md:hidden" aria-label={title}>
            {data.map((e) => (
              <li key={e.id} className="card space-y-2">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link to={profilePath(e.id)} className="link text-lg font-semibold">
                    {e.name}
                  </Link>
                  <span className="text-sm text-muted">{e.active ? 'Working' : `Left ${formatDate(e.leftOn)}`}</span>
                </div>
                <p className="text-sm">
                  {e.jobTitle ?? ROLE_LABELS[e.role] ?? e.role} · {e.homeIds.map(homeName).join(', ') || 'No home'}
                </p>
                <p className="text-sm text-muted">
                  {agency
                    ? `${e.agencyName ?? 'Agency not named'} · profile ${e.agencyProfileReceived ? 'received' : 'not received'} · ${e.shiftsWorked ?? '—'} shifts`
                    : `Started ${formatDate(e.startDate)} · ${e.contractType ? (CONTRACT_LABELS[e.contractType] ?? e.contractType) : 'No contract recorded'}`}
                </p>
                <ComplianceChips e={e} />
              </li>
            ))}
          </ul>
          <div className="card hidden overflow-x-auto p-0 md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="border-b border-line bg-sunken">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Role and homes
                  </th>
                  {agency ? (
                    <>
                      <th scope="col" className="px-3 py-2">
                        Agency
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Profile checks
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Shifts worked
                      </th>
                    </>
                  ) : (
                    <>
                      <th scope="col" className="px-3 py-2">
                        Started
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Contract
                      </th>
                    </>
                  )}
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Compliance
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {data.map((e) => (
                  <tr key={e.id} className="align-top">
                    <td className="px-3 py-2">
                      <Link to={profilePath(e.id)} className="link font-medium">
                        {e.name}
                      </Link>
                    </td>
                    <td className="px-3 py-2">
                      {e.jobTitle ?? ROLE_LABELS[e.role] ?? e.role}
                      <div className="text-muted">{e.homeIds.map(homeName).join(', ') || 'No home'}</div>
                    </td>
                    {agency ? (
                      <>
                        <td className="px-3 py-2">{e.agencyName ?? '—'}</td>
                        <td className="px-3 py-2">{e.agencyProfileReceived ? 'Received' : 'Not received'}</td>
                        <td className="px-3 py-2">{e.shiftsWorked ?? '—'}</td>
                      </>
                    ) : (
                      <>
                        <td className="whitespace-nowrap px-3 py-2">{formatDate(e.startDate)}</td>
                        <td className="px-3 py-2">
                          {e.contractType ? (CONTRACT_LABELS[e.contractType] ?? e.contractType) : '—'}
                          {e.hoursPerWeek ? <div className="text-muted">{e.hoursPerWeek} h a week</div> : null}
                        </td>
                      </>
                    )}
                    <td className="px-3 py-2">{e.active ? 'Working' : `Left ${formatDate(e.leftOn)}`}</td>
                    <td className="px-3 py-2">
                      <ComplianceChips e={e} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Page>
  );
}
