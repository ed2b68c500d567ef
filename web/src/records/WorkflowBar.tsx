// The buttons for what this person may do to the record now (Edit, Submit, Sign off, Reopen, Archive /
// Unarchive). After an action the page reloads the record and announces its new status.
import { useState } from 'react';
import { Link } from 'react-router';
import type { ApiProblem } from '../api.ts';
import { useMe } from '../session.tsx';
import { ErrorNotice } from '../ui/States.tsx';
import type { RecordPaths } from './paths.ts';
import { toProblem } from './problems.ts';
import { actOnRecord, archiveRecord } from './requests.ts';
import type { RecordAction, RecordDto } from './types.ts';
import { useWorkflowActions } from './useWorkflowActions.ts';

const LABELS: Record<RecordAction, string> = {
  edit: 'Edit', submit: 'Submit', 'sign-off': 'Sign off', reopen: 'Reopen', archive: 'Archive', unarchive: 'Unarchive',
};
const DONE: Record<RecordAction, string> = {
  edit: '', submit: 'Submitted', 'sign-off': 'Signed off', reopen: 'Reopened', archive: 'Archived', unarchive: 'Restored',
};

export interface WorkflowBarProps {
  record: RecordDto;
  workflowKind: string;
  paths: RecordPaths;
  /** Called with a short message after a successful action; the page reloads the record. */
  onDone: (message: string) => void;
}

export function WorkflowBar({ record, workflowKind, paths, onDone }: WorkflowBarProps) {
  const me = useMe();
  const actions = useWorkflowActions(record, workflowKind, me);
  const [busy, setBusy] = useState<RecordAction | null>(null);
  const [problem, setProblem] = useState<ApiProblem>();

  const run = async (a: RecordAction) => {
    setBusy(a);
    setProblem(undefined);
    try {
      if (a === 'archive' || a === 'unarchive') await archiveRecord(record.kind, record.id, a === 'archive', record.version);
      else if (a !== 'edit') await actOnRecord(record.kind, record.id, a, record.version);
      onDone(DONE[a]);
    } catch (err) {
      setProblem(toProblem(err));
    } finally {
      setBusy(null);
    }
  };

  if (actions.length === 0) return null;
  return (
    <div className="space-y-3">
      <div role="group" aria-label="Record actions" className="flex flex-wrap gap-2">
        {actions.map((a) =>
          a === 'edit' ? (
            <Link key={a} to={paths.edit(record.id)} className="btn-secondary">{LABELS[a]}</Link>
          ) : (
            <button
              key={a}
              type="button"
              className={a === 'sign-off' || a === 'submit' ? 'btn-primary' : 'btn-secondary'}
              disabled={busy !== null}
              aria-busy={busy === a || undefined}
              onClick={() => void run(a)}
            >
              {busy === a ? `${LABELS[a]}…` : LABELS[a]}
            </button>
          ),
        )}
      </div>
      {problem && (
        <div>
          <ErrorNotice error={problem} />
          {problem.status === 422 && <p className="mt-2"><Link className="link" to={paths.edit(record.id)}>Open the form to complete it</Link></p>}
        </div>
      )}
    </div>
  );
}
