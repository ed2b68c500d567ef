// "Saving…", "Saved at 14:05", or why not, announced politely; a conflict is an alert with what to do next.
import { formatTime } from '../lib/format.ts';
import type { SaveStatus } from './useRecordDraft.ts';

export function SaveStatusText({ status, dirty }: { status: SaveStatus; dirty: boolean }) {
  if (status.state === 'conflict') {
    return (
      <div role="alert" className="rounded-xl border-2 border-danger bg-danger-soft p-4 text-ink">
        <p className="font-semibold">Your changes were not saved: someone else saved this record first.</p>
        <p className="mt-1">{status.problem.detail}</p>
        <p className="mt-1">
          Nothing of theirs was overwritten. Copy anything you need from this page, then reload to see the latest
          version.
        </p>
        <button type="button" className="btn-secondary mt-3" onClick={() => window.location.reload()}>
          Reload the latest version
        </button>
      </div>
    );
  }
  const text =
    status.state === 'saving'
      ? 'Saving…'
      : status.state === 'failed'
        ? `Not saved: ${status.problem.detail ?? status.problem.title}`
        : dirty
          ? 'Unsaved changes'
          : status.state === 'saved'
            ? `Draft saved at ${formatTime(status.at)}`
            : '';
  return (
    <p
      role="status"
      aria-live="polite"
      className={`text-sm ${status.state === 'failed' ? 'font-semibold text-danger' : 'text-muted'}`}
    >
      {text}
    </p>
  );
}
