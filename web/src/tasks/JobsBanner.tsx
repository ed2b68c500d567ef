// Tells managers when background jobs are unavailable (Redis down): records still save, but
// reminders, alerts and recurring tasks wait until the job queue is back, then catch up.
import { useEffect, useState } from 'react';
import { apiGet } from '../api.ts';
import { useSession } from '../session.tsx';

interface Health {
  status: string;
  jobs: { ok: boolean; detail: string };
}

const CHECK_EVERY_MS = 60_000;

export function JobsBanner() {
  const { me } = useSession();
  const manages = !!me && me.abilities.organisation.managesAHome;
  const [down, setDown] = useState(false);

  useEffect(() => {
    if (!manages) return;
    let alive = true;
    const check = () =>
      apiGet<Health>('/api/health', { redirectOn401: false })
        .then((h) => {
          if (alive) setDown(!h.jobs.ok);
        })
        .catch(() => undefined); // the health call itself failing is not this banner's news
    void check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [manages]);

  if (!manages || !down) return null;
  return (
    <div
      role="status"
      className="rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:bg-amber-900/40 dark:text-amber-50"
    >
      <p className="font-semibold">Background jobs are unavailable</p>
      <p className="mt-1">
        Records can still be saved. Reminders, alerts and recurring tasks are paused and will catch up by themselves
        when the job queue is back. If this lasts, tell whoever looks after the system.
      </p>
    </div>
  );
}
