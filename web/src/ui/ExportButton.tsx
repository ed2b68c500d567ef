// A file of people's data is taken only with a reason, kept in the audit with who and what (the server refuses the
// file without one). The button asks for it in a dialog, then fetches the file so a refusal is shown, not navigated to.
import { useId, useState } from 'react';
import { ApiProblem } from '../api.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** `url` with `reason` added to its query. */
export const withReason = (url: string, reason: string) =>
  `${url}${url.includes('?') ? '&' : '?'}reason=${encodeURIComponent(reason.trim())}`;

/** Fetch a file and save it as a download under the name the server gives (or `fallbackName`). */
export async function downloadFile(url: string, fallbackName: string, init: RequestInit = {}): Promise<void> {
  const res = await fetch(url, { credentials: 'include', ...init });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as {
      title?: string;
      detail?: string;
      errors?: { path: string; message: string }[];
    };
    throw new ApiProblem({
      status: res.status,
      title: body.title ?? res.statusText,
      detail: body.detail,
      errors: body.errors,
    });
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await res.blob());
  Object.assign(document.createElement('a'), { href, download: name }).click();
  URL.revokeObjectURL(href);
}

/** A reason long enough to mean something, or a problem naming the field. */
export function checkReason(reason: string) {
  if (reason.trim().length < 3)
    throw new ApiProblem({
      status: 400,
      title: 'Say why you are taking this file',
      detail: 'The reason is kept in the audit with who took the file and what it holds.',
      errors: [{ path: '/reason', message: 'is required' }],
    });
}

export function ExportButton({
  label,
  what,
  onExport,
  className = 'btn-secondary',
}: {
  label: string;
  /** What the file holds, in the dialog's words ("the month's gross pay for every member of staff"). */
  what: string;
  /** Make the file with the reason given (e.g. downloadFile(withReason(url, reason), …)). */
  onExport: (reason: string) => Promise<void>;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const id = useId();
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <ConfirmDialog
        open={open}
        title="Why are you taking this file?"
        confirmLabel="Download"
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          checkReason(reason);
          await onExport(reason.trim());
          setOpen(false);
          setReason('');
        }}
      >
        <p className="text-sm">
          It holds {what}. Who took it, when and why is kept in the audit; keep the file safe and delete it when done.
        </p>
        <label className="block" htmlFor={id}>
          <span className="field-label">Reason</span>
          <input
            id={id}
            className="field-input"
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            placeholder="e.g. Sent to the payroll bureau for March"
          />
        </label>
      </ConfirmDialog>
    </>
  );
}
