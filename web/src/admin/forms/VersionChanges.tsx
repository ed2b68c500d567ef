// In the versions list: what a version changed from the one before it, in words (changes.ts), on request.
import { useState } from 'react';
import type { ApiProblem } from '../../api.ts';
import { compareVersions, getVersion } from '../api.ts';
import type { DefinitionVersion } from '../types.ts';
import { toProblem } from '../ui/problem.ts';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';
import { type ChangeRow, describeChanges } from './changes.ts';

export function VersionChanges({
  kind,
  version,
  previous,
}: {
  kind: string;
  version: DefinitionVersion;
  previous: DefinitionVersion;
}) {
  const [rows, setRows] = useState<ChangeRow[]>();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<ApiProblem>();

  async function toggle() {
    setOpen(!open);
    if (open || rows) return;
    try {
      const [c, a, b] = await Promise.all([
        compareVersions(kind, previous.id, version.id),
        getVersion(kind, previous.id),
        getVersion(kind, version.id),
      ]);
      setRows(describeChanges(a.definition, b.definition, c.changes));
    } catch (err) {
      setProblem(toProblem(err));
    }
  }

  const id = `version-changes-${version.id}`;
  return (
    <div className="mt-1">
      <button
        type="button"
        className="btn-ghost px-2 text-sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => void toggle()}
      >
        {open ? 'Hide changes' : 'What changed'}
        <span className="sr-only"> in version {version.version}</span>
      </button>
      {open ? (
        <div id={id} className="mt-1">
          {problem ? (
            <ProblemNotice problem={problem} />
          ) : !rows ? (
            <p role="status" className="text-sm text-muted">
              Loading…
            </p>
          ) : rows.length === 0 ? (
            <p className="text-sm text-muted">Nothing a person would see changed from version {previous.version}.</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-sm" aria-label={`Changes from version ${previous.version}`}>
              {rows.map((r, i) => (
                <li key={i}>
                  <span className="font-medium">{r.where}</span>: {r.before} → {r.after}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
