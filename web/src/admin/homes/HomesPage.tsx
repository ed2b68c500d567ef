// /homes — every home: name (with the SPEC §9 non-operational badge), type, address; archive and restore.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ApiProblem } from '../../api.ts';
import { useMe } from '../../session.tsx';
import { Page } from '../../ui/Page.tsx';
import { EmptyState } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';
import { canEditSettings } from '../access.ts';
import { paths, setHomeArchived } from '../api.ts';
import type { AdminHome } from '../types.ts';
import { StatusLine } from '../ui/Field.tsx';
import { Loaded } from '../ui/Loaded.tsx';
import { toProblem } from '../ui/problem.ts';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';
import { SettingsNav } from '../ui/SettingsNav.tsx';
import { homeTypeLabel, NON_OPERATIONAL_NOTE } from './homeTypes.ts';
import { NonOperationalBadge } from './NonOperationalBadge.tsx';

export default function HomesPage() {
  const state = useApi<AdminHome[]>(paths.homes);
  const me = useMe();
  const editable = canEditSettings(me);
  const flash = (useLocation().state as { flash?: string } | null)?.flash ?? null;
  const [status, setStatus] = useState<string | null>(flash);
  const [problem, setProblem] = useState<ApiProblem>();

  async function archive(h: AdminHome, archived: boolean) {
    setProblem(undefined);
    try {
      await setHomeArchived(h.id, archived);
      setStatus(`${h.name} ${archived ? 'archived' : 'restored'}.`);
      state.reload();
    } catch (err) {
      setProblem(toProblem(err));
    }
  }

  return (
    <Loaded state={state} title="Homes">
      {(homes) => (
        <Page
          title="Homes"
          actions={
            editable ? (
              <Link className="btn-primary" to="/homes/edit">
                Add a home
              </Link>
            ) : null
          }
        >
          <SettingsNav />
          <p className="text-muted">{NON_OPERATIONAL_NOTE}</p>
          {problem ? <ProblemNotice problem={problem} /> : null}
          <StatusLine message={status} />
          {homes.length === 0 ? (
            <EmptyState title="No homes yet" />
          ) : (
            <div className="card overflow-x-auto p-0">
              <table className="w-full text-left">
                <caption className="sr-only">Homes</caption>
                <thead className="border-b border-line bg-sunken">
                  <tr>
                    <th scope="col" className="p-3">
                      Name
                    </th>
                    <th scope="col" className="p-3">
                      Type
                    </th>
                    <th scope="col" className="p-3">
                      Address
                    </th>
                    <th scope="col" className="p-3">
                      Status
                    </th>
                    <th scope="col" className="p-3">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {homes.map((h) => (
                    <tr key={h.id} className="border-b border-line last:border-0">
                      <th scope="row" className="p-3 font-medium">
                        <Link className="link" to={`/homes/home?id=${h.id}`}>
                          {h.name}
                        </Link>
                        {h.nonOperational ? <NonOperationalBadge /> : null}
                      </th>
                      <td className="p-3">{homeTypeLabel(h.type)}</td>
                      <td className="p-3">{h.address || '—'}</td>
                      <td className="p-3">{h.archivedAt ? 'Archived' : 'Open'}</td>
                      <td className="p-3">
                        {editable ? (
                          <div className="flex flex-wrap justify-end gap-2">
                            <Link className="btn-secondary" to={`/homes/edit?id=${h.id}`} aria-label={`Edit ${h.name}`}>
                              Edit
                            </Link>
                            <button
                              type="button"
                              className="btn-ghost"
                              onClick={() => void archive(h, !h.archivedAt)}
                              aria-label={`${h.archivedAt ? 'Restore' : 'Archive'} ${h.name}`}
                            >
                              {h.archivedAt ? 'Restore' : 'Archive'}
                            </button>
                          </div>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Page>
      )}
    </Loaded>
  );
}
