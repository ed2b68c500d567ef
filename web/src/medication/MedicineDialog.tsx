// The one shell of the medicine dialogs (a dose, a homely remedy): a native <dialog> with its title and the medicine's
// summary strip at the top, the form's fields in a body that scrolls, and the actions at the foot. Full screen on a
// phone, a panel wider. Only the body scrolls, so on a phone the strip (what, for whom, how much) stays in sight
// while the fields below it are filled in.
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';

export function MedicineDialog({
  open,
  title,
  testId,
  summary,
  busy,
  onClose,
  onSubmit,
  actions,
  children,
}: {
  open: boolean;
  title: string;
  testId: string;
  /** the medicine summary strip; none while nothing is chosen yet */
  summary?: ReactNode;
  busy: boolean;
  onClose: () => void;
  onSubmit: (e: FormEvent) => void;
  /** the submit button (Cancel is the shell's) */
  actions: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-t`}
      data-testid={testId}
      className="m-0 h-full max-h-none w-full max-w-none overflow-hidden bg-surface p-0 text-ink backdrop:bg-black/40 sm:m-auto sm:h-auto sm:max-h-[90vh] sm:max-w-lg sm:rounded-xl sm:border sm:border-line sm:shadow-xl"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      {open ? (
        <form onSubmit={onSubmit} className="flex h-full max-h-[100dvh] flex-col sm:max-h-[90vh]">
          <header
            className="shrink-0 space-y-3 border-b border-line p-4 sm:px-6 sm:pt-6"
            data-testid="medicine-dialog-top"
          >
            <h2 id={`${id}-t`} className="text-lg font-semibold">
              {title}
            </h2>
            {summary ? (
              <div className="rounded-lg bg-sunken p-3 text-sm" data-testid="medicine-summary">
                {summary}
              </div>
            ) : null}
          </header>
          <div className="min-h-0 flex-1 space-y-3 overflow-y-auto p-4 sm:px-6">{children}</div>
          <div className="flex shrink-0 flex-wrap justify-end gap-2 border-t border-line p-4 sm:px-6 sm:pb-6">
            <button type="button" className="btn-secondary" disabled={busy} onClick={onClose}>
              Cancel
            </button>
            {actions}
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
