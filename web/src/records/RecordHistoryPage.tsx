// /…/records/:kind/:id/history: every saved version, who made it and when, and what changed field by field
// (paths shown with the fields' titles, values as people read them).
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ApiProblem } from '../api.ts';
import { formatDateTime, statusLabel } from '../lib/format.ts';
import { LinkedRecordsScope, pointerToPath, schemaAt, titlesAlong, usePeopleNames } from '../rjsf/index.ts';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { DiffValue } from './DiffValue.tsx';
import { isHiddenPointer } from './hiddenFields.ts';
import { useRecordPaths } from './paths.ts';
import { toProblem } from './problems.ts';
import { RecordSubject } from './RecordSubject.tsx';
import { getRevisions } from './requests.ts';
import type { RecordPageProps, Revision } from './types.ts';
import { useDefinition } from './useDefinition.ts';
import { recordIdParam, useRecord } from './useRecord.ts';

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  submit: 'Submitted',
  'sign-off': 'Signed off',
  reopen: 'Reopened',
  archive: 'Archived',
  unarchive: 'Restored',
  // a leave request's charge counted again after its person's rota changed
  recount: 'Counted again after a rota change',
};

export function RecordHistoryPage({ youngPersonId, kind: fixedKind, listBase }: RecordPageProps) {
  const params = useParams();
  const kind = fixedKind ?? params.kind ?? '';
  const id = recordIdParam(params);
  const paths = useRecordPaths(kind, youngPersonId, listBase);
  const { record, error: recordError } = useRecord(kind, id);
  const { definition, error: defError } = useDefinition(kind, record?.definitionVersion, !!record);
  const nameOf = usePeopleNames();
  const [revisions, setRevisions] = useState<Revision[]>();
  const [error, setError] = useState<ApiProblem>();

  useEffect(() => {
    if (!id) return;
    let live = true;
    getRevisions(kind, id).then(
      (r) => {
        if (live) setRevisions(r);
      },
      (e: unknown) => {
        if (live) setError(toProblem(e));
      },
    );
    return () => {
      live = false;
    };
  }, [kind, id]);

  const problem = recordError ?? defError ?? error;
  if (problem)
    return (
      <Page title="History">
        <ErrorNotice error={problem} />
      </Page>
    );
  if (!record || !definition || !revisions) return <Loading label="Loading history…" />;

  // internal flags (hidden fields, e.g. section-completed markers) are not changes a person made
  const newestFirst = [...revisions]
    .reverse()
    .map((r) => ({ ...r, changes: r.changes.filter((c) => !isHiddenPointer(definition.ui, c.path)) }));
  return (
    <Page
      title={`${definition.title}: history`}
      subtitle="Every saved version, newest first."
      actions={
        <Link to={paths.view(record.id)} className="btn-secondary">
          Back to the record
        </Link>
      }
    >
      <RecordSubject youngPersonId={record.youngPersonId} homeId={record.homeId} />
      {newestFirst.length === 0 && <EmptyState title="No history yet" />}
      <LinkedRecordsScope.Provider value={record.youngPersonId}>
        <ol className="space-y-4">
          {newestFirst.map((rev) => (
            <li key={rev.version} className="card">
              <h2 className="text-lg font-semibold">
                Version {rev.version}: {ACTIONS[rev.action] ?? rev.action} by {rev.changedByName}
              </h2>
              <p className="text-sm text-muted">
                {formatDateTime(rev.changedAt)} · Status after: {statusLabel(rev.status)}
              </p>
              {rev.reason && (
                <p className="mt-2">
                  <span className="font-medium">Reason:</span> {rev.reason}
                </p>
              )}
              {rev.changes.length === 0 ? (
                <p className="mt-2 text-sm text-muted">No fields changed.</p>
              ) : (
                <div className="mt-3 overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">Changes in version {rev.version}</caption>
                    <thead className="border-b border-line">
                      <tr>
                        <th scope="col" className="py-1 pr-3 font-semibold">
                          Field
                        </th>
                        <th scope="col" className="py-1 pr-3 font-semibold">
                          Before
                        </th>
                        <th scope="col" className="py-1 font-semibold">
                          After
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {rev.changes.map((c) => {
                        const path = pointerToPath(c.path);
                        const schema = schemaAt(definition.schema, path);
                        return (
                          <tr key={c.path} className="border-b border-line align-top last:border-0">
                            <th scope="row" className="py-1 pr-3 font-medium">
                              {path.length ? titlesAlong(definition.schema, path) : 'Whole record'}
                            </th>
                            <td className="py-1 pr-3">
                              <DiffValue schema={schema} value={c.before} nameOf={nameOf} />
                            </td>
                            <td className="py-1">
                              <DiffValue schema={schema} value={c.after} nameOf={nameOf} />
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              )}
            </li>
          ))}
        </ol>
      </LinkedRecordsScope.Provider>
    </Page>
  );
}
