// Who and where a record is about, named prominently at the top of every record page: a
// record opened from the sign-off inbox otherwise never said which child or which home it was about.
import { useEffect } from 'react';
import { displayName } from '../lib/format.ts';
import { useWording } from '../session.tsx';
import type { HomeRef, YoungPerson } from '../types.ts';
import { useApi } from '../use-api.ts';

export function RecordSubject({
  youngPersonId,
  homeId,
  onNamed,
}: {
  youngPersonId: string | null;
  homeId: string | null;
  /** told "Name, Home" once known (the page's confirmations say it) */
  onNamed?: (about: string) => void;
}) {
  const word = useWording();
  const yp = useApi<YoungPerson>(youngPersonId ? `/api/young-people/${encodeURIComponent(youngPersonId)}` : null, {
    redirectOn401: false,
  });
  const homes = useApi<HomeRef[]>(!youngPersonId && homeId ? '/api/homes' : null, { redirectOn401: false });
  const person = yp.data ? displayName(yp.data) : null;
  const home = yp.data?.homeName ?? homes.data?.find((h) => h.id === homeId)?.name ?? null;
  const about = [person, home].filter(Boolean).join(', ');
  useEffect(() => {
    if (about) onNamed?.(about);
  }, [about, onNamed]);
  if (!about) return null;
  return (
    <section
      aria-label="About"
      className="card flex flex-wrap items-baseline gap-x-6 gap-y-1 border-l-4 border-l-accent"
    >
      {person && (
        <p className="text-xl font-semibold">
          <span className="sr-only">{word('{Child}')}: </span>
          {person}
        </p>
      )}
      {home && (
        <p className="text-lg">
          <span className="text-muted">Home: </span>
          <span className="font-medium">{home}</span>
        </p>
      )}
    </section>
  );
}
