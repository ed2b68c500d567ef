// Steps 3 and 4 of /data-migration: the dry run's failing rows and fields, and an import's progress bar
// (a large file runs as a job: its run is read again every second until it ends).
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { getImport, type ImportRun, type Report, type TargetField } from './requests.ts';

const SHOWN = 200;
/** Counts as people write them here: 30,000. */
export const count = (n: number) => n.toLocaleString('en-GB');

export function DryRunReport({ report, fields }: { report: Report; fields: TargetField[] }) {
  const title = (path: string) => fields.find((f) => f.path === path)?.title ?? path;
  return (
    <div className="space-y-3">
      <p role="status" className="font-medium">
        {count(report.rows)} rows checked: {count(report.valid)} would be imported, {count(report.failedRows)} would
        fail
        {report.failedRows
          ? ` (${count(report.errorCount)} problems). Nothing is imported until every row passes.`
          : '. Nothing was written.'}
      </p>
      {report.errors.length ? (
        <div className="card overflow-x-auto p-0">
          <table className="stack-table w-full text-left text-sm">
            <caption className="sr-only">Rows that would fail</caption>
            <thead className="border-b border-line bg-sunken">
              <tr>
                {['Row', 'Column', 'Field', 'Problem'].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.errors.slice(0, SHOWN).map((e, i) => (
                <tr key={i} className="border-b border-line last:border-0">
                  <td className="px-3 py-2" data-label="Row">
                    {e.row}
                  </td>
                  <td className="px-3 py-2" data-label="Column">
                    {e.column ?? '—'}
                  </td>
                  <td className="px-3 py-2" data-label="Field">
                    {title(e.path)}
                  </td>
                  <td className="px-3 py-2" data-label="Problem">
                    {e.message}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {report.errorCount > SHOWN ? (
        <p className="text-sm text-muted">
          The first {SHOWN} of {report.errorCount} problems are shown; the CSV report has them all.
        </p>
      ) : null}
    </div>
  );
}

const STATUS: Record<ImportRun['status'], string> = {
  queued: 'Waiting to start',
  running: 'Importing',
  done: 'Imported',
  refused: 'Nothing imported',
  undone: 'Undone',
};

export function ImportProgress({ first }: { first: ImportRun }) {
  const [run, setRun] = useState(first);
  useEffect(() => {
    setRun(first);
    if (first.status !== 'queued' && first.status !== 'running') return;
    let stop = false;
    const timer = setInterval(() => {
      void getImport(first.id)
        .then((r) => {
          if (!stop) setRun(r);
          if (r.status !== 'queued' && r.status !== 'running') clearInterval(timer);
        })
        .catch(() => undefined);
    }, 1000);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, [first]);
  const ended = run.status !== 'queued' && run.status !== 'running';
  return (
    <div className="space-y-2">
      <label htmlFor="import-progress" className="field-label">
        {STATUS[run.status]}: {run.fileName}
      </label>
      <progress
        id="import-progress"
        className="h-3 w-full"
        max={100}
        value={run.progress}
        aria-valuetext={`${run.progress}%`}
      />
      <p role="status" className="font-medium">
        {run.status === 'done'
          ? `${count(run.written)} of ${count(run.rows)} rows imported.`
          : run.status === 'refused'
            ? `${run.failed ? `${count(run.failed)} of ${count(run.rows)} rows would fail` : (run.report?.problem?.detail ?? 'The file could not be imported')}: nothing was imported.`
            : `${run.progress}% of ${count(run.rows)} rows.`}
      </p>
      {ended ? (
        <Link className="link" to="/data-migration/history">
          See every import (and undo one)
        </Link>
      ) : null}
    </div>
  );
}
