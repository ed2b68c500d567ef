// One custom role's form: name, description, access areas and young-person permissions. Saving a held role
// changes every holder's access from their next request; the engine names each field or holder beyond the editor.
import { type FormEvent, useState } from 'react';
import type { ApiProblem } from '../../api.ts';
import { createRole, updateRole } from '../api.ts';
import type { CustomRole, Level, YpLevel } from '../types.ts';
import { Field } from '../ui/Field.tsx';
import { toProblem } from '../ui/problem.ts';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';
import { useListItems } from '../useLists.ts';
import { LevelTable } from '../users/LevelTable.tsx';

const AREA_LEVELS = [
  { value: 'none', label: 'No access' },
  { value: 'read', label: 'Read' },
  { value: 'edit', label: 'Edit' },
] as const;
const YP_LEVELS = [
  { value: 'unset', label: 'As the area allows' },
  { value: 'read', label: 'Read' },
  { value: 'edit', label: 'Edit' },
  { value: 'none', label: 'No access' },
] as const;
const LABELS = { name: 'Name', description: 'Description', areas: 'Access areas', holders: 'People holding it' };

export function RoleForm({
  role,
  editable,
  onDone,
  onCancel,
}: {
  role?: CustomRole;
  editable: boolean;
  onDone: (saved: CustomRole | undefined, message: string) => void;
  onCancel: () => void;
}) {
  const accessAreas = useListItems('accessAreas');
  const ypAreas = useListItems('ypPermissionAreas');
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [areas, setAreas] = useState<Record<string, Level>>({ ...(role?.areas ?? {}) });
  const [yp, setYp] = useState<Record<string, YpLevel>>({ ...(role?.ypPermissions ?? {}) });
  const [problem, setProblem] = useState<ApiProblem>();
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const nameError = tried && !name.trim() ? 'Enter a name for the role' : undefined;
  const held = role?.holders.filter((h) => h.active).length ?? 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!name.trim()) return;
    setBusy(true);
    setProblem(undefined);
    const body = { name: name.trim(), description: description.trim() || null, areas, ypPermissions: yp };
    try {
      const saved = role ? await updateRole(role.id, { ...body, version: role.version }) : await createRole(body);
      onDone(
        saved,
        role
          ? `${saved.name} saved${held ? `: ${held} ${held === 1 ? 'person has' : 'people have'} the new access` : ''}.`
          : `${saved.name} defined. Give it to people from their user page.`,
      );
    } catch (err) {
      setProblem(toProblem(err));
    } finally {
      setBusy(false);
    }
  }

  const title = role ? (editable ? `Edit ${role.name}` : role.name) : 'Define a role';
  return (
    <form className="card space-y-4" onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
      <h2 className="text-xl font-semibold">{title}</h2>
      {problem ? <ProblemNotice problem={problem} labels={LABELS} /> : null}
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={!editable}>
        <legend className="sr-only">Details</legend>
        <Field label="Name" error={nameError}>
          {(ids) => (
            <input
              {...ids}
              className="field-input"
              value={name}
              maxLength={100}
              autoComplete="off"
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <Field label="Description" hint="Optional: what the role is for.">
          {(ids) => (
            <input
              {...ids}
              className="field-input"
              value={description}
              maxLength={1000}
              onChange={(e) => setDescription(e.target.value)}
            />
          )}
        </Field>
      </fieldset>
      <LevelTable
        caption="Access areas"
        hint="You can give only what you hold yourself."
        areas={accessAreas}
        levels={[...AREA_LEVELS]}
        value={(a) => areas[a] ?? 'none'}
        onChange={(a, l) => {
          const next = { ...areas };
          if (l === 'none') delete next[a];
          else next[a] = l;
          setAreas(next);
        }}
        disabled={!editable}
      />
      <LevelTable
        caption="Young-person permissions"
        hint={'Per area of a young person\'s records. "As the area allows" follows the access areas above.'}
        areas={ypAreas}
        levels={[...YP_LEVELS]}
        value={(a) => yp[a] ?? 'unset'}
        onChange={(a, l) => {
          const next = { ...yp };
          if (l === 'unset') delete next[a];
          else next[a] = l;
          setYp(next);
        }}
        disabled={!editable}
      />
      {role && held ? (
        <p className="text-sm text-muted">
          {held} {held === 1 ? 'person holds' : 'people hold'} this role; saving changes their access at once.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {editable ? (
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Saving…' : role ? 'Save role' : 'Define role'}
          </button>
        ) : null}
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {editable ? 'Cancel' : 'Close'}
        </button>
      </div>
    </form>
  );
}
