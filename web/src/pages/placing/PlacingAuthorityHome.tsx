// What a placing authority's social worker (or IRO) sees first (decision 0671): the young people homes have shared
// with them, each until the date the home set, with the way to what they may read. They hold no home, rota or staff
// screen, so the staff dashboard's tasks, sign-offs and charts would only be refusals.
import { Link } from 'react-router';
import { displayName, formatDateLong } from '../../lib/format.ts';
import { useMe } from '../../session.tsx';
import type { YoungPerson } from '../../types.ts';
import { Page } from '../../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';

interface Placed {
  youngPersonId: string;
  endsOn: string;
}

/** The SPEC paths of what is shared with the authority, under the young person. */
const SHARED = [
  ['plans/placement-plans', 'Placement plans'],
  ['plans/risk-management', 'Plans and risk assessments'],
  ['logs/incidents', 'Incidents'],
  ['logs/important-meetings', 'Reviews and meetings'],
] as const;

export default function PlacingAuthorityHome() {
  const me = useMe();
  const placed = useApi<Placed[]>('/api/placing-authority/young-people');
  const people = useApi<YoungPerson[]>('/api/young-people');
  const error = placed.error ?? people.error;
  const body = error ? (
    <ErrorNotice error={error} onRetry={error === placed.error ? placed.reload : people.reload} />
  ) : !placed.data || !people.data ? (
    <Loading />
  ) : placed.data.length === 0 ? (
    <EmptyState title="Nobody is shared with you at the moment">
      A home&apos;s manager shares a named young person with you until a date. When that date passes, or the young
      person moves on, they leave this page. Ask the home&apos;s manager if you expect to see someone here.
    </EmptyState>
  ) : (
    <ul className="space-y-4" aria-label="Young people shared with you">
      {placed.data.map((p) => {
        const yp = people.data!.find((y) => y.id === p.youngPersonId);
        if (!yp) return null;
        const name = displayName(yp);
        return (
          <li key={p.youngPersonId} className="card space-y-2" aria-label={name}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-semibold">{name}</h2>
              <p className="text-muted">{yp.homeName}</p>
            </div>
            <p>
              You can read until <strong>{formatDateLong(p.endsOn)}</strong>.
            </p>
            <nav aria-label={`What you can read about ${name}`}>
              <ul className="flex flex-wrap gap-x-4 gap-y-2">
                {SHARED.map(([path, label]) => (
                  <li key={path}>
                    <Link className="link" to={`/cyp/resident/${encodeURIComponent(yp.id)}/${path}`}>
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </li>
        );
      })}
    </ul>
  );
  return (
    <Page title="Young people shared with you" subtitle={`Signed in as ${me.name}`}>
      <p className="max-w-3xl">
        Each home below has shared a young person&apos;s finished plans, risk assessments, incidents, the notifications
        made about them and their reviews with you. You can comment on plans and risk assessments. Staff records, drafts
        and other young people are not shared. Every record you open is listed for the home.
      </p>
      {body}
    </Page>
  );
}
