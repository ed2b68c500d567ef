// /data-migration (the product administrator's): upload a CSV or Excel file for an organisation, match
// its columns to what it holds (homes, staff, young people or a record kind), check every row (dry run),
// then import all rows or none with a progress bar.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ApiProblem } from '../../api.ts';
import { ExportButton } from '../../ui/ExportButton.tsx';
import { Page } from '../../ui/Page.tsx';
import { useApi } from '../../use-api.ts';
import { paths } from '../api.ts';
import type { Customer, ListItem } from '../types.ts';
import { Field, StatusLine } from '../ui/Field.tsx';
import { Loaded } from '../ui/Loaded.tsx';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';
import { count, DryRunReport, ImportProgress } from './ImportProgress.tsx';
import { MappingTable, offersHome, toConfirm } from './MappingTable.tsx';
import {
  downloadReport,
  dryRun,
  type ImportRun,
  type Report,
  startImport,
  type TargetDetail,
  targetPath,
  targetsPath,
  type TargetSummary,
  type UploadedFile,
  uploadFile,
} from './requests.ts';

function Step({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  return (
    <section className="card space-y-4" aria-labelledby={`step-${n}`}>
      <h2 id={`step-${n}`} className="text-lg font-semibold">
        {n}. {title}
      </h2>
      {children}
    </section>
  );
}

export default function DataMigrationPage() {
  const customers = useApi<{ customers: Customer[]; featureList: ListItem[] }>(paths.customers);
  const [orgId, setOrgId] = useState('');
  const [targetId, setTargetId] = useState('');
  const [chosen, setChosen] = useState<File | null>(null);
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [columns, setColumns] = useState<Record<string, string>>({});
  const [confirmed, setConfirmed] = useState<Set<string>>(new Set());
  const [homeId, setHomeId] = useState('');
  const [report, setReport] = useState<Report | null>(null);
  const [run, setRun] = useState<ImportRun | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<ApiProblem>();
  const [status, setStatus] = useState<string | null>(null);
  const targets = useApi<{ targets: TargetSummary[] }>(orgId ? targetsPath(orgId) : null);
  const target = useApi<TargetDetail>(orgId && targetId && file ? targetPath(orgId, targetId, file.id) : null);

  // a new file or target starts from the server's first guess; an earlier check no longer holds
  const guessFor = target.data && file ? `${target.data.id}:${file.id}` : null;
  useEffect(() => {
    if (target.data && file) setColumns(Object.fromEntries(file.headers.map((h) => [h, target.data!.guess[h] ?? ''])));
    setConfirmed(new Set());
    setHomeId('');
    // keyed on the target and file, not the loaded object: a reload of the same target (a mapping saved) keeps the
    // columns as chosen
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on guessFor on purpose (above)
  }, [guessFor]);
  useEffect(() => {
    setReport(null);
    setRun(null);
  }, [columns, orgId, targetId, file, homeId]);

  const everyRowHome = target.data && offersHome(target.data, columns) && homeId ? homeId : undefined;
  const input = () => ({
    organisationId: orgId,
    fileId: file!.id,
    target: targetId,
    columns: Object.fromEntries(Object.entries(columns).filter(([, p]) => p)),
    ...(everyRowHome ? { homeId: everyRowHome } : {}),
  });
  const pending = target.data ? toConfirm(target.data, columns, confirmed) : [];
  const act = async (what: string, fn: () => Promise<void>) => {
    setBusy(what);
    setProblem(undefined);
    setStatus(null);
    try {
      await fn();
    } catch (err) {
      setProblem(err as ApiProblem);
    } finally {
      setBusy(null);
    }
  };
  const groups = [...new Set((targets.data?.targets ?? []).map((t) => t.group))];

  return (
    <Loaded state={customers} title="Data migration">
      {({ customers: orgs }) => (
        <Page
          title="Data migration"
          subtitle="Bring an organisation's homes, staff, young people and records in from CSV or Excel files."
          actions={
            <Link className="btn-secondary" to="/data-migration/history">
              Import history
            </Link>
          }
        >
          {problem ? <ProblemNotice problem={problem} /> : null}
          <StatusLine message={status} />
          <Step n={1} title="The file">
            <div className="grid gap-4 md:grid-cols-2">
              <Field label="Organisation">
                {(ids) => (
                  <select
                    {...ids}
                    className="field-input"
                    value={orgId}
                    onChange={(e) => {
                      setOrgId(e.target.value);
                      setTargetId('');
                    }}
                  >
                    <option value="">Choose…</option>
                    {orgs
                      .filter((o) => o.slug !== 'platform')
                      .map((o) => (
                        <option key={o.id} value={o.id}>
                          {o.name}
                        </option>
                      ))}
                  </select>
                )}
              </Field>
              <Field label="What the file holds">
                {(ids) => (
                  <select
                    {...ids}
                    className="field-input"
                    value={targetId}
                    disabled={!targets.data}
                    onChange={(e) => setTargetId(e.target.value)}
                  >
                    <option value="">{orgId ? 'Choose…' : 'Choose the organisation first'}</option>
                    {groups.map((g) => (
                      <optgroup key={g} label={g}>
                        {targets
                          .data!.targets.filter((t) => t.group === g)
                          .map((t) => (
                            <option key={t.id} value={t.id}>
                              {t.title}
                            </option>
                          ))}
                      </optgroup>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <form
              className="flex flex-wrap items-end gap-3"
              onSubmit={(e) => {
                e.preventDefault();
                if (chosen)
                  void act('upload', async () => {
                    setFile(await uploadFile(chosen));
                  });
              }}
            >
              <Field
                label="CSV or Excel (.xlsx) file"
                hint="The first row holds the column headings. CSV may be UTF-8 or Windows-1252 (Excel's own)."
                className="min-w-0 flex-1"
              >
                {(ids) => (
                  <input
                    {...ids}
                    type="file"
                    accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    className="w-full"
                    onChange={(e) => setChosen(e.target.files?.[0] ?? null)}
                  />
                )}
              </Field>
              <button type="submit" className="btn-primary" disabled={!chosen || busy !== null}>
                {busy === 'upload' ? 'Reading…' : 'Upload'}
              </button>
            </form>
            {file ? (
              <p className="font-medium">
                {file.fileName}: {count(file.rowCount)} rows, {file.headers.length} columns.
              </p>
            ) : null}
          </Step>

          {file && target.data ? (
            <Step n={2} title={`Match the columns to ${target.data.title}`}>
              <MappingTable
                organisationId={orgId}
                file={file}
                target={target.data}
                columns={columns}
                onChange={setColumns}
                onSaved={(m) => {
                  setStatus(m);
                  target.reload();
                }}
                onProblem={setProblem}
                confirmed={confirmed}
                onConfirm={(h, yes) =>
                  setConfirmed((c) => {
                    const n = new Set(c);
                    if (yes) n.add(h);
                    else n.delete(h);
                    return n;
                  })
                }
                homeId={homeId}
                onHome={setHomeId}
              />
            </Step>
          ) : null}

          {file && target.data ? (
            <Step n={3} title="Check every row (dry run)">
              <p className="text-sm text-muted">
                Each row is checked as the form itself checks it, and every person or home it names must be found.
                Nothing is written.
              </p>
              <div className="flex flex-wrap gap-3">
                <button
                  type="button"
                  className="btn-primary"
                  disabled={busy !== null || pending.length > 0}
                  onClick={() => void act('check', async () => setReport(await dryRun(input())))}
                >
                  {busy === 'check' ? 'Checking…' : 'Check every row'}
                </button>
                {report?.failedRows ? (
                  <ExportButton
                    label="Download the whole report (CSV)"
                    what="the failing rows of the organisation's file, with their values"
                    onExport={(reason) => downloadReport(input(), reason)}
                  />
                ) : null}
              </div>
              {pending.length ? (
                <p className="text-sm">
                  Confirm or change the suggested matches first: {pending.map((h) => `"${h}"`).join(', ')}.
                </p>
              ) : null}
              {report ? <DryRunReport report={report} fields={target.data.fields} /> : null}
            </Step>
          ) : null}

          {file && target.data ? (
            <Step n={4} title="Import">
              <p className="text-sm text-muted">
                All {count(file.rowCount)} rows are imported, or none. Each record's history says which file and row it
                came from; an import can be undone from the history.
              </p>
              <button
                type="button"
                className="btn-primary"
                disabled={
                  busy !== null || !report || report.failedRows > 0 || (run !== null && run.status !== 'refused')
                }
                onClick={() => void act('import', async () => setRun(await startImport(input())))}
              >
                {busy === 'import' ? 'Importing…' : `Import ${count(file.rowCount)} rows`}
              </button>
              {!report ? <p className="text-sm">Check every row first.</p> : null}
              {run ? <ImportProgress first={run} /> : null}
            </Step>
          ) : null}
        </Page>
      )}
    </Loaded>
  );
}
