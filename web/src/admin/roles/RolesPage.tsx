// /settings/roles — custom roles (SPEC §6 "custom"): a named set of access areas and young-person permissions given
// to people from their user page. Define, change (every holder has it from their next request), archive, restore,
// and see who holds each. The engine refuses a role giving more than the person editing holds.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ApiProblem } from '../../api.ts';
import { useMe } from '../../session.tsx';
import { Page } from '../../ui/Page.tsx';
import { EmptyState } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';
import { canEditSettings } from '../access.ts';
import { archiveRole, paths } from '../api.ts';
import type { CustomRole } from '../types.ts';
import { StatusLine } from '../ui/Field.tsx';
import { Loaded } from '../ui/Loaded.tsx';
import { toProblem } from '../ui/problem.ts';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';
import { SettingsNav } from '../ui/SettingsNav.tsx';
import { useListItems } from '../useLists.ts';
import { RoleForm } from './RoleForm.tsx';

export default function RolesPage() {
  const state = useApi<CustomRole[]>(paths.roles);
  const me = useMe();
  const editable = canEditSettings(me);
  const [params, setParams] = useSearchParams();
  const open = params.get('id'); // a role's id, "new", or none
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<ApiProblem>();
  const areaLabels = useListItems('accessAreas');
  const label = (a: string) => areaLabels.find((i) => i.value === a)?.label ?? a;
  const choose = (id: string | null) => {
    setProblem(undefined);
    setParams(id ? { id } : {}, { replace: true });
  };

  async function archive(r: CustomRole, archived: boolean) {
    setProblem(undefined);
    setStatus(null);
    try {
      await archiveRole(r.id, r.version, archived);
      setStatus(`${r.name} ${archived ? 'archived' : 'restored'}.`);
      state.reload();
    } catch (err) {
      setProblem(toProblem(err));
    }
  }

  return (
    <Loaded state={state} title="Roles">
      {(roles) => {
        const current = roles.find((r) => r.id === open);
        return (
          <Page
            title="Roles"
            actions={
              editable && open !== 'new' ? (
                <button type="button" className="btn-primary" onClick={() => choose('new')}>
                  Define a role
                </button>
              ) : null
            }
          >
            <SettingsNav />
            <p className="text-muted">
              A custom role is a set of access areas and young-person permissions. Give it to someone from their user
              page (role "Custom"); a change to the role reaches everyone holding it at once.
            </p>
            {problem ? <ProblemNotice problem={problem} /> : null}
            <StatusLine message={status} />
            {open === 'new' || current ? (
              <RoleForm
                key={current ? `${current.id}:${current.version}` : 'new'}
                role={current}
                editable={editable && !current?.archivedAt}
                onDone={(saved, message) => {
                  setStatus(message);
                  state.reload();
                  choose(saved?.id ?? null);
                }}
                onCancel={() => choose(null)}
              />
            ) : null}
            {roles.length === 0 ? (
              <EmptyState title="No custom roles yet" />
            ) : (
              <ul className="space-y-3" aria-label="Custom roles">
                {roles.map((r) => (
                  <li key={r.id} className="card space-y-2">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <h2 className="text-lg font-semibold">
                        {r.name}
                        {r.archivedAt ? <span className="ml-2 text-sm font-normal text-muted">(archived)</span> : null}
                      </h2>
                      <div className="flex flex-wrap gap-2">
                        <button type="button" className="btn-secondary" onClick={() => choose(r.id)}>
                          {editable && !r.archivedAt ? 'Edit' : 'View'}
                          <span className="sr-only"> {r.name}</span>
                        </button>
                        {editable ? (
                          <button
                            type="button"
                            className="btn-secondary"
                            onClick={() => void archive(r, !r.archivedAt)}
                          >
                            {r.archivedAt ? 'Restore' : 'Archive'}
                            <span className="sr-only"> {r.name}</span>
                          </button>
                        ) : null}
                      </div>
                    </div>
                    {r.description ? <p>{r.description}</p> : null}
                    <p className="text-sm">
                      <span className="font-medium">Areas: </span>
                      {Object.keys(r.areas).length
                        ? Object.entries(r.areas)
                            .map(([a, l]) => `${label(a)} (${l})`)
                            .join(', ')
                        : 'none'}
                    </p>
                    <div className="text-sm">
                      <span className="font-medium">Held by: </span>
                      {r.holders.length ? (
                        <ul className="inline">
                          {r.holders.map((h, i) => (
                            <li key={h.id} className="inline">
                              {i ? ', ' : ''}
                              <Link className="link" to={`/users/edit?id=${h.id}`}>
                                {h.name}
                              </Link>
                              {h.active ? '' : ' (left)'}
                            </li>
                          ))}
                        </ul>
                      ) : (
                        'nobody'
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Page>
        );
      }}
    </Loaded>
  );
}
