// The buttons for what this person may do to the record now (Edit, Submit, Sign off, Reopen, Archive /
// Unarchive). Sign off, Reopen and Archive ask first, naming the record and whom it is about; Reopen and
// Archive ask why (the reason is kept in the history). After an action the page reloads the record.
import { useState } from 'react';
import { Link } from 'react-router';
import type { ApiProblem } from '../api.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { ErrorNotice } from '../ui/States.tsx';
import type { RecordPaths } from './paths.ts';
import { toProblem } from './problems.ts';
import { actOnRecord, archiveRecord } from './requests.ts';
import type { RecordAction, RecordDto } from './types.ts';
import { workflowButtons } from './workflowButtons.ts';
import { primaryActionFor } from './workflowWording.ts';

const LABELS: Record<RecordAction, string> = {
  edit: 'Edit',
  submit: 'Submit',
  'sign-off': 'Sign off',
  reopen: 'Reopen',
  archive: 'Archive',
  unarchive: 'Unarchive',
};
const DONE: Record<RecordAction, string> = {
  edit: '',
  submit: 'Submitted',
  'sign-off': 'Signed off',
  reopen: 'Reopened',
  archive: 'Archived',
  unarchive: 'Restored',
};

/** What each confirmed action asks; `why` = a reason is required. */
const CONFIRM: Partial<Record<RecordAction, { title: string; body: string; why?: string; danger?: boolean }>> = {
  'sign-off': { title: 'Sign off this record?', body: 'Your name and the time go on it as having checked it.' },
  reopen: {
    title: 'Reopen this record?',
    body: 'It goes back to draft and the sign-offs awaited are withdrawn; signatures given stay in its history.',
    why: 'Why reopen it?',
  },
  archive: {
    title: 'Archive this record?',
    body: 'It leaves the lists and cannot be changed until a manager restores it. Nothing is deleted.',
    why: 'Why archive it?',
    danger: true,
  },
};

export interface WorkflowBarProps {
  record: RecordDto;
  /**
   * What the record is and whom it is about, said in the confirmation (e.g. "Incident for Kai Thompson, Oak House").
   */
  describe?: string;
  workflowKind: string;
  paths: RecordPaths;
  /** Called with a short message after a successful action; the page reloads the record. */
  onDone: (message: string) => void;
}

export function WorkflowBar({ record, describe, workflowKind, paths, onDone }: WorkflowBarProps) {
  const actions = workflowButtons(record);
  // "Submit" in the words of the kind's workflow, as the editor says it
  const label = (a: RecordAction) => (a === 'submit' ? primaryActionFor(workflowKind).label : LABELS[a]);
  const [busy, setBusy] = useState<RecordAction | null>(null);
  const [problem, setProblem] = useState<ApiProblem>();
  const [asking, setAsking] = useState<RecordAction | null>(null);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);

  const act = (a: RecordAction, why?: string) =>
    a === 'archive' || a === 'unarchive'
      ? archiveRecord(record.kind, record.id, a === 'archive', record.version, why)
      : a !== 'edit'
        ? actOnRecord(record.kind, record.id, a, record.version, why)
        : Promise.resolve();

  const confirmAsked = async () => {
    const a = asking!;
    const why = reason.trim();
    if (CONFIRM[a]?.why && !why) {
      setReasonMissing(true);
      return;
    }
    await act(a, why || undefined); // a refusal stays in the dialog (ConfirmDialog shows it)
    setAsking(null);
    onDone(DONE[a]);
  };

  const run = async (a: RecordAction) => {
    if (CONFIRM[a]) {
      setReason('');
      setReasonMissing(false);
      setAsking(a);
      return;
    }
    setBusy(a);
    setProblem(undefined);
    try {
      await act(a);
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
            <Link key={a} to={paths.edit(record.id)} className="btn-secondary">
              {LABELS[a]}
            </Link>
          ) : (
            <button
              key={a}
              type="button"
              className={a === 'sign-off' || a === 'submit' ? 'btn-primary' : 'btn-secondary'}
              disabled={busy !== null}
              aria-busy={busy === a || undefined}
              onClick={() => void run(a)}
            >
              {busy === a ? `${label(a)}…` : label(a)}
            </button>
          ),
        )}
      </div>
      {asking && (
        <ConfirmDialog
          open
          title={CONFIRM[asking]!.title}
          confirmLabel={LABELS[asking]}
          danger={CONFIRM[asking]!.danger}
          onConfirm={confirmAsked}
          onClose={() => setAsking(null)}
        >
          {describe && <p className="font-semibold">{describe}</p>}
          <p>{CONFIRM[asking]!.body}</p>
          {CONFIRM[asking]!.why && (
            <div>
              <label htmlFor="workflow-reason" className="block font-medium">
                {CONFIRM[asking]!.why} <span className="text-muted">(kept in the history)</span>
              </label>
              <textarea
                id="workflow-reason"
                className="field-input mt-1 min-h-[5rem] w-full"
                rows={3}
                value={reason}
                aria-invalid={reasonMissing || undefined}
                aria-describedby={reasonMissing ? 'workflow-reason-error' : undefined}
                onChange={(e) => {
                  setReason(e.target.value);
                  setReasonMissing(false);
                }}
              />
              {reasonMissing && (
                <p id="workflow-reason-error" role="alert" className="mt-1 text-sm text-danger">
                  Say why: the reason is required.
                </p>
              )}
            </div>
          )}
        </ConfirmDialog>
      )}
      {problem && (
        <div>
          <ErrorNotice error={problem} />
          {problem.status === 422 && (
            <p className="mt-2">
              <Link className="link" to={paths.edit(record.id)}>
                Open the form to complete it
              </Link>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
