// A modal confirmation (native <dialog>: focus is trapped and Escape cancels). The safe choice is focused first.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ApiProblem } from '../api.ts';
import { ErrorNotice } from './States.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Style the confirm button as a warning (archive, remove). */
  danger?: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

export function ConfirmDialog({ open, title, children, confirmLabel, danger, onConfirm, onClose }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ApiProblem>();

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      setProblem(undefined);
      d.showModal();
    }
    if (!open && d.open) d.close();
  }, [open]);

  const confirm = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await onConfirm();
    } catch (err) {
      setProblem(
        err instanceof ApiProblem
          ? err
          : new ApiProblem({ status: 0, title: 'Something went wrong', detail: String(err) }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className="max-w-md rounded-xl border border-line bg-surface p-6 text-ink shadow-xl backdrop:bg-black/40"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <div id={`${id}-body`} className="mt-2 space-y-2">
        {children}
      </div>
      {problem ? (
        <div className="mt-3">
          <ErrorNotice error={problem} />
        </div>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" autoFocus disabled={busy} onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className={danger ? 'btn border border-danger bg-surface text-danger hover:bg-danger-soft' : 'btn-primary'}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void confirm()}
        >
          {busy ? `${confirmLabel}…` : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
