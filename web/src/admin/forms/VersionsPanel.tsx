// The versions of a form, newest first, with what each changed (in words) and "Roll back" (publishes the old
// content as a new version).
import { useState } from 'react';
import type { ApiProblem } from '../../api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { rollbackVersion } from '../api.ts';
import type { DefinitionVersion } from '../types.ts';
import { toProblem } from '../ui/problem.ts';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';
import { scopeLabel, SOURCE_LABELS } from './labels.ts';
import type { Scope } from './useEditorSource.ts';
import { VersionChanges } from './VersionChanges.tsx';

export function VersionsPanel({
  kind,
  versions,
  base,
  scope,
  dirty,
  canEdit,
  onRolledBack,
}: {
  kind: string;
  versions: DefinitionVersion[];
  base: DefinitionVersion;
  scope: Scope;
  dirty: boolean;
  canEdit: boolean;
  onRolledBack: (message: string) => void;
}) {
  const [asking, setAsking] = useState<number | null>(null);
  const [problem, setProblem] = useState<ApiProblem>();
  const [busy, setBusy] = useState(false);
  const rows = [...versions].sort((a, b) => b.version - a.version || (a.scope === 'organisation' ? -1 : 1));
  // the version before, in the same scope (an organisation's first edit follows the product's version)
  const previous = (v: DefinitionVersion) =>
    rows.find((p) => p.version < v.version && (p.scope === v.scope || v.scope === 'organisation'));
  const mayRollTo = (v: DefinitionVersion) =>
    canEdit && v.id !== base.id && (scope === 'organisation' || v.scope === 'product');

  async function rollBack(v: DefinitionVersion) {
    setBusy(true);
    setProblem(undefined);
    try {
      const made = await rollbackVersion(scope, kind, { toVersionId: v.id, baseVersion: base.version });
      setAsking(null);
      onRolledBack(`Rolled back: version ${made.version} now has the content of version ${v.version}.`);
    } catch (err) {
      setProblem(toProblem(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      {problem ? <ProblemNotice problem={problem} /> : null}
      {/* on a phone the table scrolls sideways: a focusable region, so it scrolls by keyboard too */}
      <div className="card overflow-x-auto p-0" tabIndex={0} role="region" aria-label="Versions of this form">
        <table className="w-full text-left">
          <caption className="sr-only">Versions of this form, newest first</caption>
          <thead className="border-b border-line bg-sunken">
            <tr>
              {['Version', 'Scope', 'How', 'Note', 'Saved', ''].map((h, i) => (
                <th key={i} scope="col" className="p-3">
                  {h || <span className="sr-only">Actions</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((v) => (
              <tr key={v.id} className="border-b border-line align-top last:border-0">
                <th scope="row" className="p-3 font-medium">
                  {v.version}
                  {v.id === base.id ? (
                    <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-sm">In use</span>
                  ) : null}
                </th>
                <td className="p-3">{scopeLabel(v.scope)}</td>
                <td className="p-3">{SOURCE_LABELS[v.source] ?? v.source}</td>
                <td className="p-3">
                  {v.note ?? '—'}
                  {previous(v) ? <VersionChanges kind={kind} version={v} previous={previous(v)!} /> : null}
                </td>
                <td className="p-3">{formatDateTime(v.createdAt)}</td>
                <td className="p-3">
                  {mayRollTo(v) && asking !== v.id ? (
                    <button type="button" className="btn-secondary" onClick={() => setAsking(v.id)}>
                      Roll back to version {v.version}
                    </button>
                  ) : null}
                  {asking === v.id ? (
                    <div
                      role="group"
                      aria-label={`Confirm roll back to version ${v.version}`}
                      className="space-y-2 rounded-lg bg-sunken p-2"
                    >
                      <p>
                        Save the content of version {v.version} as a new version?
                        {dirty ? ' Your unsaved changes in the editor will be replaced.' : ''}
                      </p>
                      <div className="flex gap-2">
                        <button
                          type="button"
                          className="btn-primary"
                          disabled={busy}
                          autoFocus
                          onClick={() => void rollBack(v)}
                        >
                          Yes, roll back
                        </button>
                        <button type="button" className="btn-ghost" onClick={() => setAsking(null)}>
                          Cancel
                        </button>
                      </div>
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
