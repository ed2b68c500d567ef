// The product's update alerts in the frame: the oldest one not yet dismissed, until the person dismisses
// it (stored per person on the server, so each is seen once on any device). One at a time, then the next.
import { useEffect, useState } from 'react';
import { useSession } from '../session.tsx';
import { type Announcement, dismiss, myAlerts } from './api.ts';

export function UpdateAlertBanner() {
  const { me } = useSession();
  const [alerts, setAlerts] = useState<Announcement[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!me) return;
    let live = true;
    // an announcement is never worth an error on the page
    myAlerts().then(
      (r) => {
        if (live) setAlerts(r.alerts);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [me]);
  const first = alerts[0];
  if (!first) return null;
  const close = async () => {
    try {
      await dismiss(first.id);
      setFailed(false);
      setAlerts((a) => a.slice(1));
    } catch {
      setFailed(true);
    }
  };
  return (
    <section
      aria-labelledby="update-alert-title"
      className="mb-4 rounded-xl border border-accent bg-surface p-4 shadow-sm"
      data-update-alert={first.id}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 sm:flex-1">
          <p className="text-sm font-medium text-muted">
            What's new{alerts.length > 1 ? ` (1 of ${alerts.length})` : ''}
          </p>
          <h2 id="update-alert-title" className="text-lg font-semibold">
            {first.title}
          </h2>
          <p className="mt-1 whitespace-pre-line break-words">{first.body}</p>
          {failed ? (
            <p role="alert" className="mt-1 text-danger">
              Could not save that you have read it. Try again.
            </p>
          ) : null}
        </div>
        <button type="button" className="btn-secondary self-start" onClick={() => void close()}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
