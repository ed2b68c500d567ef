// Warn before leaving with unsaved changes: the browser's own prompt for reload / close (beforeunload), and a
// dialog for in-app navigation (react-router's useBlocker, which needs a data router: createBrowserRouter).
import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';

interface GuardProps {
  /** Unsaved changes right now (for the browser's beforeunload prompt). */
  when: boolean;
  /** Asked at the moment of navigating, so a save that just finished is seen even before a re-render. */
  isBlocking?: () => boolean;
  onSaveAndLeave?: () => Promise<boolean>;
}

function BlockerDialog({ when, isBlocking, onSaveAndLeave }: GuardProps) {
  // Only leaving the page counts: changes of ?query on the same page are not "leaving", nor is a new
  // record's page taking the record's own address once it is saved (state.sameRecord).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (isBlocking ? isBlocking() : when) &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(nextLocation.state as { sameRecord?: boolean } | null)?.sameRecord,
  );
  const ref = useRef<HTMLDialogElement>(null);
  const open = blocker.state === 'blocked';
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby="unsaved-title"
      aria-describedby="unsaved-text"
      className="max-w-md rounded-xl border border-line bg-surface p-6 text-ink shadow-xl backdrop:bg-black/40"
      onCancel={(e) => {
        e.preventDefault();
        blocker.reset?.();
      }}
    >
      <h2 id="unsaved-title" className="text-lg font-semibold">
        Leave without saving?
      </h2>
      <p id="unsaved-text" className="mt-2">
        You have changes that are not saved yet. If you leave now they will be lost.
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        {/* The safe choice first, and focused by showModal(). */}
        <button type="button" className="btn-primary" autoFocus onClick={() => blocker.reset?.()}>
          Stay on this page
        </button>
        {onSaveAndLeave && (
          <button
            type="button"
            className="btn-secondary"
            onClick={async () => {
              if (await onSaveAndLeave()) blocker.proceed?.();
              else blocker.reset?.();
            }}
          >
            Save and leave
          </button>
        )}
        <button
          type="button"
          className="btn border border-danger bg-surface text-danger"
          onClick={() => blocker.proceed?.()}
        >
          Leave without saving
        </button>
      </div>
    </dialog>
  );
}

export function UnsavedGuard({ when, isBlocking, onSaveAndLeave }: GuardProps) {
  useEffect(() => {
    if (!when) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  // useBlocker throws outside a data router; the beforeunload guard still covers reloads then.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <BlockerDialog when={when} isBlocking={isBlocking} onSaveAndLeave={onSaveAndLeave} /> : null;
}
