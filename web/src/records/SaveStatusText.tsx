// "Saving…", "Saved at 14:05", or why not, announced politely; a conflict is an alert with what to do next.
// What is typed and not yet saved says it is kept on this device; a draft kept there is offered back on opening.
import { Link } from 'react-router';
import { formatDateTime, formatTime } from '../lib/format.ts';
import type { SaveStatus } from './useRecordDraft.ts';

export function SaveStatusText({
  status,
  dirty,
  keptAt = null,
}: {
  status: SaveStatus;
  dirty: boolean;
  keptAt?: Date | null;
}) {
  if (status.state === 'conflict') {
    return (
      <div role="alert" className="rounded-xl border-2 border-danger bg-danger-soft p-4 text-ink">
        <p className="font-semibold">Your changes were not saved: someone else saved this record first.</p>
        <p className="mt-1">{status.problem.detail}</p>
        {status.compareAt ? (
          <>
            <p className="mt-1">
              Nothing of theirs was overwritten, and yours is kept on this device. Compare the two and choose what the
              record keeps.
            </p>
            <Link to={status.compareAt} className="btn-primary mt-3 inline-flex">
              Compare and choose
            </Link>
          </>
        ) : (
          <>
            <p className="mt-1">
              Nothing of theirs was overwritten. Copy anything you need from this page, then reload to see the latest
              version.
            </p>
            <button type="button" className="btn-secondary mt-3" onClick={() => window.location.reload()}>
              Reload the latest version
            </button>
          </>
        )}
      </div>
    );
  }
  if (status.state === 'queued')
    return (
      <p role="status" aria-live="polite" className="text-sm font-semibold">
        {status.submit
          ? 'Waiting to send: kept on this device, and saved and submitted when the connection is back'
          : 'Waiting to send: kept on this device, and saved when the connection is back'}
      </p>
    );
  const text =
    status.state === 'saving'
      ? 'Saving…'
      : status.state === 'failed'
        ? status.problem.status === 0 && keptAt
          ? `Not saved yet: no connection. Kept on this device at ${formatTime(keptAt)}; it is sent when the connection is back`
          : `Not saved: ${status.problem.detail ?? status.problem.title}`
        : dirty
          ? keptAt
            ? `Kept on this device at ${formatTime(keptAt)}; not yet saved`
            : 'Unsaved changes'
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

/** A draft kept on this device (typed, not saved: a reload, a closed tab) offered back when the form opens. */
export function KeptDraftOffer({
  keptAt,
  saved,
  onRestore,
  onDiscard,
}: {
  keptAt: string;
  /** the record exists on the server (the kept writing differs from it), or was never saved */
  saved: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <div
      role="region"
      aria-label="Writing kept on this device"
      className="rounded-xl border-2 border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-semibold">Writing kept on this device was not saved</p>
      <p className="mt-1">
        This device kept what you were writing here at {formatDateTime(keptAt)}
        {saved ? ', and it differs from the saved record' : ', and it was never saved'}. Restore it to carry on, or
        discard it.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={onRestore}>
          Restore what I wrote
        </button>
        <button type="button" className="btn-secondary" onClick={onDiscard}>
          Discard it
        </button>
      </div>
    </div>
  );
}
