// /data-migration/history (the product administrator's): every import with its file, what it held, its
// counts, who ran it and when; a finished import can be undone (what it made is archived, never deleted).
import { useState } from 'react';
import { Link } from 'react-router';
import type { ApiProblem } from '../../api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Page } from '../../ui/Page.tsx';
import { EmptyState } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';
import { StatusLine } from '../ui/Field.tsx';
import { Loaded } from '../ui/Loaded.tsx';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';
import { historyPath, type ImportRun, undoImport } from './requests.ts';

const STATUS: Record<ImportRun['status'], string> = {
  queued: 'Waiting',
  running: 'Importing',
  done: 'Imported',
  refused: 'Refused (nothing written)',
  undone: 'Undone',
};

export default function DataMigrationHistoryPage() {
  const state = useApi<{ imports: ImportRun[] }>(historyPath);
  const [undoing, setUndoing] = useState<ImportRun | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<ApiProblem>();
  return (
    <Loaded state={state} title="Import history">
      {({ imports }) => (
        <Page
          title="Import history"
          subtitle="Every data migration, newest first."
          actions={
            <Link className="btn-secondary" to="/data-migration">
              New import
            </Link>
          }
        >
          {problem ? <ProblemNotice problem={problem} /> : null}
          <StatusLine message={status} />
          {!imports.length ? (
            <EmptyState title="No imports yet">
              Imports from{' '}
              <Link className="link" to="/data-migration">
                Data migration
              </Link>{' '}
              are listed here.
            </EmptyState>
          ) : (
            <div className="card overflow-x-auto p-0">
              <table className="stack-table w-full text-left text-sm">
                <caption className="sr-only">Imports</caption>
                <thead className="border-b border-line bg-sunken">
                  <tr>
                    {['File', 'Organisation', 'Holds', 'Rows', 'Written', 'Failed', 'Status', 'Run by', ''].map(
                      (h, i) => (
                        <th key={i} scope="col" className="px-3 py-2 font-semibold">
                          {h || <span className="sr-only">Actions</span>}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {imports.map((r) => (
                    <tr key={r.id} className="border-b border-line last:border-0">
                      <td className="break-all px-3 py-2 font-medium">{r.fileName}</td>
                      <td className="px-3 py-2" data-label="Organisation">
                        {r.orgName}
                      </td>
                      <td className="px-3 py-2" data-label="Holds">
                        {r.targetTitle}
                      </td>
                      <td className="px-3 py-2" data-label="Rows">
                        {r.rows}
                      </td>
                      <td className="px-3 py-2" data-label="Written">
                        {r.written}
                      </td>
                      <td className="px-3 py-2" data-label="Failed">
                        {r.failed}
                      </td>
                      <td className="px-3 py-2" data-label="Status">
                        {STATUS[r.status]}
                        {r.status === 'running' ? ` (${r.progress}%)` : ''}
                        {r.undoneAt ? (
                          <span className="block text-muted">
                            by {r.undoneByName} on {formatDateTime(r.undoneAt)}
                          </span>
                        ) : null}
                      </td>
                      <td className="px-3 py-2" data-label="Run by">
                        {r.ranByName}
                        <span className="block text-muted">{formatDateTime(r.startedAt)}</span>
                      </td>
                      <td className="px-3 py-2">
                        {r.status === 'done' ? (
                          <button type="button" className="btn-secondary" onClick={() => setUndoing(r)}>
                            Undo<span className="sr-only"> the import of {r.fileName}</span>
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <ConfirmDialog
            open={undoing !== null}
            title="Undo this import?"
            confirmLabel="Undo the import"
            danger
            onClose={() => setUndoing(null)}
            onConfirm={async () => {
              const { archived } = await undoImport(undoing!.id);
              setProblem(undefined);
              setStatus(
                archived
                  ? `Import undone: ${
                      Object.entries(archived)
                        .filter(([, n]) => n)
                        .map(([k, n]) => `${n} ${k === 'youngPeople' ? 'young people' : k}`)
                        .join(', ') || 'nothing left to archive'
                    } archived.`
                  : 'That import was already undone.',
              );
              setUndoing(null);
              state.reload();
            }}
          >
            <p>
              Everything {undoing?.fileName} made is archived (records, homes and young people) or its login ended
              (staff). Nothing is deleted, and each record's history keeps the import and the undo.
            </p>
          </ConfirmDialog>
        </Page>
      )}
    </Loaded>
  );
}
