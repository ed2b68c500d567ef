// The user form: details, role and manager flag, homes, access areas, young-person permissions, rota flags.
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiProblem } from '../../api.ts';
import { useMe } from '../../session.tsx';
import type { Role } from '../../types.ts';
import { useApi } from '../../use-api.ts';
import { canEditSettings } from '../access.ts';
import { createUser, paths, updateUser } from '../api.ts';
import type { AdminHome, CustomRole, Level, OrgUser, YpLevel } from '../types.ts';
import { Field, StatusLine } from '../ui/Field.tsx';
import { toProblem } from '../ui/problem.ts';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';
import { useListItems } from '../useLists.ts';
import { HomeChecks } from './HomeChecks.tsx';
import { ROLE_OPTIONS } from './labels.ts';
import { LevelTable } from './LevelTable.tsx';
import { checkForm, formFromUser, toInput, type UserForm } from './userForm.ts';

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
const LABELS = {
  name: 'Name',
  email: 'Email',
  role: 'Role',
  jobTitle: 'Job title',
  homeIds: 'Homes',
  areas: 'Access areas',
  ypPermissions: 'Young-person permissions',
  removeFromRotaHomes: 'Rota homes',
  customRoleId: 'Custom role',
};

export function UserFormView({ user, homes, onSaved }: { user?: OrgUser; homes: AdminHome[]; onSaved: () => void }) {
  const me = useMe();
  const navigate = useNavigate();
  const accessAreas = useListItems('accessAreas');
  const ypAreas = useListItems('ypPermissionAreas');
  const [form, setForm] = useState<UserForm>(() => formFromUser(user));
  const roles = useApi<CustomRole[]>(paths.roles);
  // roles that may be given: live ones, and the one the person holds even if archived since
  const givable = (roles.data ?? []).filter((r) => !r.archivedAt || r.id === user?.customRoleId);
  const chosenRole = form.role === 'custom' ? givable.find((r) => r.id === form.customRoleId) : undefined;
  // the role being given, not the caller's: the server keeps a social worker off homes, areas and rotas
  const placingAuthority = form.role === 'social_worker';
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<ApiProblem>();
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firstError = useRef<HTMLDivElement>(null);
  const editable = canEditSettings(me) && (!user || user.active);
  // a custom role decides the areas and permissions: shown, changed on the role's own screen
  const fromRole = !!chosenRole;
  const shownAreas = chosenRole?.areas ?? form.areas;
  const shownYp = chosenRole?.ypPermissions ?? form.ypPermissions;
  const errors = tried ? checkForm(form) : {};
  const set = <K extends keyof UserForm>(k: K, v: UserForm[K]) => setForm({ ...form, [k]: v });

  const setArea = (area: string, level: Level | 'none') => {
    const areas = { ...form.areas };
    if (level === 'none') delete areas[area];
    else areas[area] = level;
    set('areas', areas);
  };
  const setYp = (area: string, level: YpLevel | 'unset') => {
    const yp = { ...form.ypPermissions };
    if (level === 'unset') delete yp[area];
    else yp[area] = level;
    set('ypPermissions', yp);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    setStatus(null);
    if (Object.keys(checkForm(form)).length) {
      requestAnimationFrame(() => firstError.current?.focus());
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      if (user) {
        await updateUser(user.id, toInput(form, user));
        setStatus('Saved.');
        onSaved();
      } else {
        const r = await createUser(toInput(form));
        onSaved();
        void navigate(`/users/edit?id=${r.id}`, { replace: true, state: { invite: r.invite } });
      }
    } catch (err) {
      setProblem(toProblem(err));
    } finally {
      setBusy(false);
    }
  }

  const errorList = Object.entries(errors);
  return (
    <form className="space-y-6" onSubmit={(e) => void submit(e)} noValidate>
      {problem ? <ProblemNotice problem={problem} labels={LABELS} /> : null}
      {errorList.length ? (
        <div
          ref={firstError}
          tabIndex={-1}
          role="alert"
          className="rounded-xl border-2 border-danger bg-danger-soft p-4"
        >
          <h2 className="text-lg font-semibold">Check these fields</h2>
          <ul className="list-disc pl-5">
            {errorList.map(([k, m]) => (
              <li key={k}>
                {LABELS[k as keyof typeof LABELS] ?? k}: {m}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <fieldset className="card grid gap-4 sm:grid-cols-2" disabled={!editable}>
        <legend className="px-1 text-lg font-semibold">Details</legend>
        <Field label="Name" error={errors.name}>
          {(ids) => (
            <input
              {...ids}
              className="field-input"
              autoComplete="off"
              value={form.name}
              maxLength={200}
              onChange={(e) => set('name', e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Email"
          error={errors.email}
          hint={user ? undefined : 'They get an invitation link to set their password.'}
        >
          {(ids) => (
            <input
              {...ids}
              type="email"
              className="field-input"
              autoComplete="off"
              value={form.email}
              maxLength={320}
              onChange={(e) => set('email', e.target.value)}
            />
          )}
        </Field>
        <Field label="Job title">
          {(ids) => (
            <input
              {...ids}
              className="field-input"
              value={form.jobTitle}
              maxLength={200}
              onChange={(e) => set('jobTitle', e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Role"
          hint={form.role === 'director' ? 'Directors can see and do everything in every home.' : undefined}
        >
          {(ids) => (
            <select
              {...ids}
              className="field-input"
              value={form.role}
              onChange={(e) => set('role', e.target.value as Role)}
            >
              {ROLE_OPTIONS.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {form.role === 'custom' ? (
          <Field
            label="Custom role"
            hint={
              givable.length
                ? 'The role gives its access areas and young-person permissions; change them on the role.'
                : 'No roles yet: define one under Settings, Roles, or set the access below by hand.'
            }
          >
            {(ids) => (
              <select
                {...ids}
                className="field-input"
                value={form.customRoleId ?? ''}
                onChange={(e) => set('customRoleId', e.target.value || null)}
              >
                <option value="">None — set the access below by hand</option>
                {givable.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                    {r.archivedAt ? ' (archived)' : ''}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {placingAuthority ? null : (
          <label className="flex min-h-[44px] items-center gap-2 sm:col-span-2">
            <input type="checkbox" checked={form.isManager} onChange={(e) => set('isManager', e.target.checked)} />
            <span>
              <span className="font-medium">Manager</span>{' '}
              <span className="text-sm text-muted">— signs off records and manages the staff of their homes</span>
            </span>
          </label>
        )}
      </fieldset>
      {placingAuthority ? (
        <p className="card text-sm" data-testid="social-worker-note">
          A social worker from the placing authority works in no home here and has no access areas or place on the rota.
          The manager of a young person&apos;s home shares that young person with them, until a date, from the young
          person&apos;s Personal Details; they then read that young person&apos;s finished plans, risk assessments,
          incidents and reviews, and comment on plans.
        </p>
      ) : (
        <>
          <div className="card space-y-4">
            <HomeChecks
              legend="Homes"
              hint="The homes this person works in."
              homes={homes}
              value={form.homeIds}
              onChange={(v) => set('homeIds', v)}
              disabled={!editable}
            />
          </div>
          <div className="card">
            <LevelTable
              caption="Access areas"
              hint={
                chosenRole
                  ? `From the role "${chosenRole.name}".`
                  : 'What this person can open across the organisation.'
              }
              areas={accessAreas}
              levels={[...AREA_LEVELS]}
              value={(a) => shownAreas[a] ?? 'none'}
              onChange={setArea}
              disabled={!editable || fromRole}
            />
          </div>
          <div className="card">
            <LevelTable
              caption="Young-person permissions"
              hint={
                chosenRole
                  ? `From the role "${chosenRole.name}".`
                  : 'Per area of a young person\'s records. "As the area allows" follows the access areas above.'
              }
              areas={ypAreas}
              levels={[...YP_LEVELS]}
              value={(a) => shownYp[a] ?? 'unset'}
              onChange={setYp}
              disabled={!editable || fromRole}
            />
          </div>
          <fieldset className="card space-y-2" disabled={!editable}>
            <legend className="px-1 text-lg font-semibold">Rota</legend>
            <label className="flex min-h-[44px] items-center gap-2">
              <input type="checkbox" checked={form.showInRota} onChange={(e) => set('showInRota', e.target.checked)} />
              Show in the rota
            </label>
            <label className="flex min-h-[44px] items-center gap-2">
              <input
                type="checkbox"
                checked={form.removeFromRota}
                onChange={(e) => set('removeFromRota', e.target.checked)}
              />
              Remove from the rota
            </label>
            <HomeChecks
              legend="Remove from the rota of these homes"
              hint="Leave all unticked to keep them on the rota of each of their homes."
              homes={homes}
              value={form.removeFromRotaHomes}
              onChange={(v) => set('removeFromRotaHomes', v)}
              disabled={!editable}
            />
          </fieldset>
        </>
      )}
      {editable ? (
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Saving…' : user ? 'Save changes' : 'Create user and invite'}
          </button>
          <StatusLine message={status} />
        </div>
      ) : null}
    </form>
  );
}
