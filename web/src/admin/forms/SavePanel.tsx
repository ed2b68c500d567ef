// Save the edited form as a new version (baseVersion = the version loaded). A 422 lists the faults, a 409 says
// the form changed meanwhile; in both cases the editor keeps every change.
import { type FormEvent, forwardRef, useRef, useState } from 'react';
import type { ApiProblem } from '../../api.ts';
import { publishVersion } from '../api.ts';
import { toProblem } from '../ui/problem.ts';
import type { DefinitionDoc } from './model.ts';
import type { Scope } from './useEditorSource.ts';

export function SavePanel({
  kind,
  scope,
  baseVersion,
  build,
  dirty,
  localIssues,
  onSaved,
  onReloadNewest,
  onDiscard,
}: {
  kind: string;
  scope: Scope;
  baseVersion: number;
  build: () => DefinitionDoc | null;
  dirty: boolean;
  localIssues: string[];
  onSaved: (message: string) => void;
  onReloadNewest: () => void;
  onDiscard: () => void;
}) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<ApiProblem>();
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const definition = build();
    if (!definition || localIssues.length) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const made = await publishVersion(scope, kind, {
        definition,
        baseVersion,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      onSaved(`Saved as version ${made.version}. New records use it; records already made keep their own version.`);
    } catch (err) {
      setProblem(toProblem(err));
      requestAnimationFrame(() => alertRef.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card space-y-3" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="save-h">
      <h2 id="save-h" className="text-xl font-semibold">
        Save
      </h2>
      {problem ? <SaveProblem ref={alertRef} problem={problem} onReloadNewest={onReloadNewest} /> : null}
      {localIssues.length ? (
        <div className="rounded-lg border border-danger p-3">
          <p className="font-semibold">Put these right before saving:</p>
          <ul className="list-disc pl-5">
            {localIssues.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <label htmlFor="version-note" className="field-label">
          What changed (optional)
        </label>
        <input
          id="version-note"
          className="field-input"
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <p className="text-sm text-muted" role="status">
        {dirty ? 'You have unsaved changes.' : 'No changes since the version you opened.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy || !dirty || localIssues.length > 0}>
          {busy ? 'Saving…' : 'Save as a new version'}
        </button>
        <button type="button" className="btn-ghost" disabled={!dirty} onClick={onDiscard}>
          Discard changes
        </button>
      </div>
    </form>
  );
}

const SaveProblem = forwardRef<HTMLDivElement, { problem: ApiProblem; onReloadNewest: () => void }>(
  function SaveProblem({ problem, onReloadNewest }, ref) {
    const conflict = problem.status === 409;
    const faults = problem.status === 422 ? problem.errors.map((e) => e.message) : [];
    return (
      <div
        ref={ref}
        role="alert"
        tabIndex={-1}
        className="space-y-2 rounded-xl border-2 border-danger bg-danger-soft p-4"
      >
        <h3 className="text-lg font-semibold">
          {conflict
            ? 'This form was changed meanwhile'
            : problem.status === 422
              ? 'The form was not saved'
              : problem.title}
        </h3>
        {conflict ? (
          <>
            <p>{problem.detail}</p>
            <p>
              Your changes are still here. To save them, load the newest version and make them again; loading it
              replaces what is in the editor.
            </p>
            <button type="button" className="btn-secondary" onClick={onReloadNewest}>
              Load the newest version
            </button>
          </>
        ) : faults.length ? (
          <>
            <p>Nothing has changed. Put these right and save again:</p>
            <ul className="list-disc pl-5">
              {faults.map((f, i) => (
                <li key={i}>{f}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>{problem.detail ?? 'Try again.'}</p>
        )}
      </div>
    );
  },
);
