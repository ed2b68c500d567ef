// Compare two versions: what changed (GET …/compare, in words: changes.ts) and the two forms side by side.
import { type FormEvent, useState } from 'react';
import type { ApiProblem } from '../../api.ts';
import { Loading } from '../../ui/States.tsx';
import { compareVersions, getVersion } from '../api.ts';
import type { DefinitionVersion } from '../types.ts';
import { toProblem } from '../ui/problem.ts';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';
import { type ChangeRow, describeChanges } from './changes.ts';
import { versionName } from './labels.ts';
import type { DefinitionDoc } from './model.ts';
import { Preview } from './Preview.tsx';

interface Result {
  from: DefinitionVersion;
  to: DefinitionVersion;
  changes: ChangeRow[];
  fromDoc: DefinitionDoc;
  toDoc: DefinitionDoc;
}

const show = (s: string) => (s.length > 240 ? `${s.slice(0, 240)}…` : s);

export function ComparePanel({
  kind,
  versions,
  base,
}: {
  kind: string;
  versions: DefinitionVersion[];
  base: DefinitionVersion;
}) {
  const sorted = [...versions].sort((a, b) => a.version - b.version);
  const before = sorted.filter((v) => v.id !== base.id).pop();
  const [fromId, setFromId] = useState(before?.id ?? base.id);
  const [toId, setToId] = useState(base.id);
  const [result, setResult] = useState<Result>();
  const [problem, setProblem] = useState<ApiProblem>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const [c, a, b] = await Promise.all([
        compareVersions(kind, fromId, toId),
        getVersion(kind, fromId),
        getVersion(kind, toId),
      ]);
      setResult({
        from: a,
        to: b,
        changes: describeChanges(a.definition, b.definition, c.changes),
        fromDoc: a.definition,
        toDoc: b.definition,
      });
    } catch (err) {
      setProblem(toProblem(err));
    } finally {
      setBusy(false);
    }
  }
  const option = (v: DefinitionVersion) => (
    <option key={v.id} value={v.id}>
      {versionName(v)}
    </option>
  );

  return (
    <div className="space-y-4">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <div>
          <label htmlFor="compare-from" className="field-label">
            From
          </label>
          <select
            id="compare-from"
            className="field-input"
            value={fromId}
            onChange={(e) => setFromId(Number(e.target.value))}
          >
            {sorted.map(option)}
          </select>
        </div>
        <div>
          <label htmlFor="compare-to" className="field-label">
            To
          </label>
          <select
            id="compare-to"
            className="field-input"
            value={toId}
            onChange={(e) => setToId(Number(e.target.value))}
          >
            {sorted.map(option)}
          </select>
        </div>
        <button type="submit" className="btn-secondary" disabled={busy || fromId === toId}>
          Compare
        </button>
      </form>
      {problem ? <ProblemNotice problem={problem} /> : null}
      {busy ? <Loading label="Comparing…" /> : null}
      {result ? (
        <div className="space-y-4">
          <p role="status">
            {result.changes.length === 0
              ? 'No differences.'
              : `${result.changes.length} ${result.changes.length === 1 ? 'change' : 'changes'} from version ${result.from.version} to version ${result.to.version}.`}
          </p>
          {result.changes.length ? (
            <div
              className="card max-h-96 overflow-auto p-0"
              tabIndex={0}
              role="region"
              aria-label="Changes between the versions"
            >
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Changes between the versions</caption>
                <thead className="border-b border-line bg-sunken">
                  <tr>
                    <th scope="col" className="p-2">
                      Where
                    </th>
                    <th scope="col" className="p-2">
                      Before
                    </th>
                    <th scope="col" className="p-2">
                      After
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.changes.map((c, i) => (
                    <tr key={i} className="border-b border-line align-top last:border-0">
                      <th scope="row" className="p-2 font-medium">
                        {c.where}
                      </th>
                      <td className="break-words p-2">{show(c.before)}</td>
                      <td className="break-words p-2">{show(c.after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <div className="grid gap-4 lg:grid-cols-2">
            {[
              { v: result.from, d: result.fromDoc, p: 'cmp-from' },
              { v: result.to, d: result.toDoc, p: 'cmp-to' },
            ].map(({ v, d, p }) => (
              <section key={p} className="card space-y-3" aria-labelledby={`${p}-h`}>
                <h3 id={`${p}-h`} className="text-lg font-semibold">
                  {versionName(v)}
                </h3>
                <Preview def={d} idPrefix={p} readonly headingLevel={4} />
              </section>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
