// Step 2 of /data-migration: each column of the file matched to one of the target's fields (by title; the
// first guess is the server's), a saved mapping applied, and this one saved under a name. A heading matched
// only by likeness ("Move in" → "Move-in date") is shown to be confirmed or changed before the dry run; a file
// with no home column can put every row in one home.
import { useState } from 'react';
import type { ApiProblem } from '../../api.ts';
import { Field } from '../ui/Field.tsx';
import { saveMapping, type TargetDetail, type UploadedFile } from './requests.ts';

/** Loose guesses still standing as guessed and not yet confirmed. */
export function toConfirm(target: TargetDetail, columns: Record<string, string>, confirmed: Set<string>): string[] {
  return Object.entries(target.loose ?? {})
    .filter(([h, g]) => columns[h] === g.field && !confirmed.has(h))
    .map(([h]) => h);
}

/** Whether "put every row in this home" is offered: the target has a home field and no column fills it. */
export const offersHome = (target: TargetDetail, columns: Record<string, string>) =>
  !!target.homeField && !Object.values(columns).includes(target.homeField);

export function MappingTable({
  organisationId,
  file,
  target,
  columns,
  onChange,
  onSaved,
  onProblem,
  confirmed,
  onConfirm,
  homeId,
  onHome,
}: {
  organisationId: string;
  file: UploadedFile;
  target: TargetDetail;
  columns: Record<string, string>;
  onChange: (columns: Record<string, string>) => void;
  onSaved: (message: string) => void;
  onProblem: (p: ApiProblem) => void;
  confirmed: Set<string>;
  onConfirm: (header: string, yes: boolean) => void;
  homeId: string;
  onHome: (homeId: string) => void;
}) {
  const [name, setName] = useState('');
  const used = new Set(Object.values(columns).filter(Boolean));
  const homeOffered = offersHome(target, columns);
  const missing = target.fields.filter(
    (f) => f.required && !used.has(f.path) && !(homeOffered && homeId && f.path === target.homeField),
  );
  const titleOf = (path: string) => target.fields.find((f) => f.path === path)?.title ?? path;
  const apply = (id: string) => {
    const saved = target.mappings.find((m) => m.id === id);
    if (saved) onChange(Object.fromEntries(file.headers.map((h) => [h, saved.columns[h] ?? ''])));
  };
  const save = async () => {
    try {
      await saveMapping({
        organisationId,
        target: target.id,
        name,
        columns: Object.fromEntries(Object.entries(columns).filter(([, p]) => p)),
      });
      onSaved(`Mapping "${name}" saved.`);
      setName('');
    } catch (err) {
      onProblem(err as ApiProblem);
    }
  };
  return (
    <div className="space-y-4">
      {target.mappings.length ? (
        <Field label="Use a saved mapping">
          {(ids) => (
            <select {...ids} className="field-input" defaultValue="" onChange={(e) => apply(e.target.value)}>
              <option value="">Choose…</option>
              {target.mappings.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <div className="card overflow-x-auto p-0">
        <table className="stack-table w-full text-left text-sm">
          <caption className="sr-only">Columns of {file.fileName} and the fields they fill</caption>
          <thead className="border-b border-line bg-sunken">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Column
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                First rows
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Fills the field
              </th>
            </tr>
          </thead>
          <tbody>
            {file.headers.map((h, i) => (
              <tr key={h} className="border-b border-line last:border-0">
                <th scope="row" className="px-3 py-2 font-medium">
                  {h}
                </th>
                <td className="px-3 py-2 text-muted" data-label="First rows">
                  <span className="[overflow-wrap:anywhere]">
                    {file.sample
                      .map((r) => r[i])
                      .filter(Boolean)
                      .slice(0, 3)
                      .join(' · ') || '—'}
                  </span>
                </td>
                <td className="px-3 py-2" data-label="Fills the field">
                  <div className="min-w-0 flex-1 space-y-1">
                    <label className="sr-only" htmlFor={`map-${i}`}>
                      Field for the column {h}
                    </label>
                    <select
                      id={`map-${i}`}
                      className="field-input"
                      value={columns[h] ?? ''}
                      onChange={(e) => onChange({ ...columns, [h]: e.target.value })}
                    >
                      <option value="">— Not imported —</option>
                      {target.fields.map((f) => (
                        <option key={f.path} value={f.path} disabled={used.has(f.path) && columns[h] !== f.path}>
                          {f.title}
                          {f.required ? ' (required)' : ''}
                        </option>
                      ))}
                    </select>
                    {target.loose?.[h] && columns[h] === target.loose[h].field ? (
                      <label
                        className={`flex items-start gap-2 rounded-md p-2 ${confirmed.has(h) ? 'bg-sunken' : 'bg-accent-soft'}`}
                      >
                        <input
                          type="checkbox"
                          className="mt-1 h-5 w-5 shrink-0"
                          checked={confirmed.has(h)}
                          onChange={(e) => onConfirm(h, e.target.checked)}
                        />
                        <span>
                          Suggested: <strong>{h}</strong> looks like <strong>{titleOf(target.loose[h].field)}</strong>.
                          Tick if that is right, or choose another field.
                        </span>
                      </label>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {homeOffered && target.homes ? (
        <Field
          label="Put every row in this home"
          hint="The file has no column for the home: every row goes to the home chosen here."
        >
          {(ids) => (
            <select {...ids} className="field-input" value={homeId} onChange={(e) => onHome(e.target.value)}>
              <option value="">Choose a home…</option>
              {target.homes!.map((home) => (
                <option key={home.id} value={home.id}>
                  {home.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {missing.length ? (
        <p className="text-sm">
          <strong>Required fields no column fills:</strong> {missing.map((f) => f.title).join(', ')}. Every row will
          fail on them.
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Save this mapping as" className="min-w-0 flex-1">
          {(ids) => (
            <input
              {...ids}
              className="field-input"
              value={name}
              maxLength={100}
              onChange={(e) => setName(e.target.value)}
              placeholder="e.g. Old daily log spreadsheet"
            />
          )}
        </Field>
        <button type="button" className="btn-secondary" disabled={!name.trim()} onClick={() => void save()}>
          Save mapping
        </button>
      </div>
    </div>
  );
}
