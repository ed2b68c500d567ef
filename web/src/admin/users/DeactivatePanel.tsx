// "Deactivate (leaver)": the staff-departure options of SPEC §3, a confirmation, then what was done.
import { type FormEvent, useId, useRef, useState } from 'react';
import type { ApiProblem } from '../../api.ts';
import { deactivateUser } from '../api.ts';
import type { Departure, OrgUser } from '../types.ts';
import { toProblem } from '../ui/problem.ts';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';
import { DEPARTURE_COUNT_LABELS } from './labels.ts';

export function DeactivatePanel({
  user,
  colleagues,
  onDone,
}: {
  user: OrgUser;
  colleagues: OrgUser[];
  onDone: (counts: Record<string, number>) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [d, setD] = useState<Departure>({
    pendingTasks: 'reassign',
    reassignTo: null,
    stopRecurring: true,
    deleteSignoffsAndAlerts: true,
  });
  const [problem, setProblem] = useState<ApiProblem>();
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const needColleague = d.pendingTasks === 'reassign' && !d.reassignTo;

  const ask = (e: FormEvent) => {
    e.preventDefault();
    if (needColleague) return;
    setConfirming(true);
    requestAnimationFrame(() => confirmRef.current?.focus());
  };
  async function confirm() {
    setBusy(true);
    setProblem(undefined);
    try {
      const r = await deactivateUser(user.id, {
        ...d,
        reassignTo: d.pendingTasks === 'reassign' ? d.reassignTo : null,
      });
      onDone(r.counts);
    } catch (err) {
      setProblem(toProblem(err));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <button
        type="button"
        className="btn-secondary border-danger text-danger"
        aria-expanded="false"
        onClick={() => setOpen(true)}
      >
        Deactivate (leaver)
      </button>
    );
  }
  const pending = [
    { value: 'reassign', label: 'Reassign them to a colleague' },
    { value: 'cancel', label: 'Cancel them' },
    { value: 'keep', label: 'Keep them as they are' },
  ] as const;
  return (
    <form
      className="space-y-4 rounded-xl border-2 border-danger p-4"
      onSubmit={ask}
      noValidate
      aria-labelledby={`${id}-h`}
    >
      <h3 id={`${id}-h`} className="text-lg font-semibold">
        Deactivate {user.name} (leaver)
      </h3>
      {problem ? <ProblemNotice problem={problem} /> : null}
      <fieldset disabled={confirming}>
        <legend className="field-label">Pending tasks</legend>
        {pending.map((p) => (
          <label key={p.value} className="flex min-h-[44px] items-center gap-2">
            <input
              type="radio"
              name={`${id}-pending`}
              checked={d.pendingTasks === p.value}
              onChange={() => setD({ ...d, pendingTasks: p.value })}
            />
            {p.label}
          </label>
        ))}
        {d.pendingTasks === 'reassign' ? (
          <div className="ml-6 mt-1">
            <label htmlFor={`${id}-to`} className="field-label">
              Colleague who takes them over
            </label>
            {needColleague ? (
              <p id={`${id}-to-error`} className="mb-1 font-medium text-danger">
                Choose a colleague
              </p>
            ) : null}
            <select
              id={`${id}-to`}
              className="field-input max-w-sm"
              value={d.reassignTo ?? ''}
              aria-describedby={needColleague ? `${id}-to-error` : undefined}
              onChange={(e) => setD({ ...d, reassignTo: e.target.value || null })}
            >
              <option value="">Choose a colleague</option>
              {colleagues.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </fieldset>
      <fieldset disabled={confirming} className="space-y-1">
        <legend className="field-label">Also</legend>
        <label className="flex min-h-[44px] items-center gap-2">
          <input
            type="checkbox"
            checked={d.stopRecurring}
            onChange={(e) => setD({ ...d, stopRecurring: e.target.checked })}
          />
          Stop recurring tasks
        </label>
        <label className="flex min-h-[44px] items-center gap-2">
          <input
            type="checkbox"
            checked={d.deleteSignoffsAndAlerts}
            onChange={(e) => setD({ ...d, deleteSignoffsAndAlerts: e.target.checked })}
          />
          Delete related sign-offs and alerts
        </label>
        <label className="flex min-h-[44px] items-center gap-2">
          <input type="checkbox" checked disabled aria-describedby={`${id}-login`} />
          Remove login access
        </label>
        <p id={`${id}-login`} className="ml-6 text-sm text-muted">
          Always happens: a leaver can no longer sign in.
        </p>
      </fieldset>
      {confirming ? (
        <div
          ref={confirmRef}
          tabIndex={-1}
          role="group"
          aria-labelledby={`${id}-c`}
          className="space-y-3 rounded-lg bg-danger-soft p-3"
        >
          <p id={`${id}-c`} className="font-semibold">
            Deactivate {user.name}? This cannot be undone.
          </p>
          <div className="flex gap-2">
            <button type="button" className="btn-primary" disabled={busy} onClick={() => void confirm()}>
              {busy ? 'Deactivating…' : `Yes, deactivate ${user.name}`}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
              No, go back
            </button>
          </div>
        </div>
      ) : (
        <div className="flex gap-2">
          <button type="submit" className="btn-primary" disabled={needColleague}>
            Deactivate {user.name}
          </button>
          <button type="button" className="btn-ghost" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      )}
    </form>
  );
}

export function DepartureCounts({ counts }: { counts: Record<string, number> }) {
  const entries = Object.entries(counts);
  return (
    <ul className="list-disc pl-5">
      {entries.map(([k, n]) => (
        <li key={k}>
          {DEPARTURE_COUNT_LABELS[k] ?? k}: {n}
        </li>
      ))}
      <li>Login access removed</li>
    </ul>
  );
}
