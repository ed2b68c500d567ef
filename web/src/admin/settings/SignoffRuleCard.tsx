// One sign-off option: a mode (none / default / custom) and, for custom, the people who sign.
import { type FormEvent, useId, useState } from 'react';
import type { ApiProblem } from '../../api.ts';
import { useMe } from '../../session.tsx';
import type { StaffMember } from '../../types.ts';
import { canEditSettings } from '../access.ts';
import { saveSignoffRule } from '../api.ts';
import type { SignoffMode, SignoffRule } from '../types.ts';
import { StatusLine } from '../ui/Field.tsx';
import { toProblem } from '../ui/problem.ts';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';

const MODES: { value: SignoffMode; label: string; hint: string }[] = [
  { value: 'none', label: 'No sign-off', hint: 'The record is complete when it is submitted.' },
  { value: 'default', label: 'Default sign-off', hint: 'A manager of the home signs it off.' },
  { value: 'custom', label: 'Custom sign-off users', hint: 'A manager of the home, then the people chosen below.' },
];

export function SignoffRuleCard({ rule, staff }: { rule: SignoffRule; staff: StaffMember[] }) {
  const me = useMe();
  const editable = canEditSettings(me);
  const id = useId();
  const [mode, setMode] = useState<SignoffMode>(rule.mode);
  const [users, setUsers] = useState<string[]>(rule.users);
  const [saved, setSaved] = useState({ mode: rule.mode, users: rule.users });
  const [problem, setProblem] = useState<ApiProblem>();
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty =
    mode !== saved.mode || (mode === 'custom' && [...users].sort().join() !== [...saved.users].sort().join());
  const names = (ids: string[]) =>
    ids.map((u) => staff.find((s) => s.id === u)?.name ?? 'Someone no longer listed').join(', ');
  const toggle = (uid: string) => setUsers(users.includes(uid) ? users.filter((u) => u !== uid) : [...users, uid]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(undefined);
    setStatus(null);
    setBusy(true);
    try {
      const r = await saveSignoffRule(rule.option, mode, mode === 'custom' ? users : []);
      setSaved({ mode: r.mode, users: r.users });
      setStatus(`${rule.label}: saved. It applies to the next record submitted.`);
    } catch (err) {
      setProblem(toProblem(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card space-y-3" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {rule.label}
      </h2>
      <p className="text-sm text-muted">
        Now: {MODES.find((m) => m.value === saved.mode)?.label}
        {saved.mode === 'custom' && saved.users.length ? ` — ${names(saved.users)}` : ''}
      </p>
      {problem ? <ProblemNotice problem={problem} /> : null}
      <fieldset disabled={!editable}>
        <legend className="field-label">Sign-off for {rule.label}</legend>
        <div className="space-y-1">
          {MODES.map((m) => (
            <label key={m.value} className="flex min-h-[44px] items-start gap-2">
              <input
                type="radio"
                className="mt-1.5"
                name={`${id}-mode`}
                value={m.value}
                checked={mode === m.value}
                onChange={() => setMode(m.value)}
              />
              <span>
                <span className="font-medium">{m.label}</span>
                <span className="block text-sm text-muted">{m.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'custom' ? (
        <fieldset disabled={!editable}>
          <legend className="field-label">Who signs off {rule.label}</legend>
          {staff.length === 0 ? <p className="text-muted">Loading staff…</p> : null}
          <div className="grid max-h-64 gap-x-3 overflow-y-auto rounded-lg border border-line p-2 sm:grid-cols-2">
            {staff.map((s) => (
              <label key={s.id} className="flex min-h-[44px] items-center gap-2">
                <input type="checkbox" checked={users.includes(s.id)} onChange={() => toggle(s.id)} />
                <span>
                  {s.name}
                  {s.jobTitle ? <span className="text-sm text-muted"> · {s.jobTitle}</span> : null}
                </span>
              </label>
            ))}
          </div>
          {users.length === 0 ? (
            <p className="mt-1 text-sm font-medium text-danger">Choose at least one person.</p>
          ) : null}
        </fieldset>
      ) : null}
      {editable ? (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="btn-primary"
            disabled={busy || !dirty || (mode === 'custom' && users.length === 0)}
          >
            {busy ? 'Saving…' : `Save ${rule.label} rule`}
          </button>
          <StatusLine message={status} />
        </div>
      ) : null}
    </form>
  );
}
