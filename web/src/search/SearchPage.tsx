// /search?q= (SPEC §2): young people, staff and records found by name across the homes the person may
// see. The API decides what may be shown (GET /api/search); this page only lists it.
import { Link, useSearchParams } from 'react-router';
import { query } from '../api.ts';
import { formatDate } from '../lib/format.ts';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';

interface Found {
  youngPeople: {
    id: string;
    firstName: string;
    lastName: string;
    preferredName: string | null;
    homeName: string;
    archivedAt: string | null;
  }[];
  staff: { id: string; name: string; jobTitle: string | null }[];
  records: {
    id: string;
    kind: string;
    title: string;
    youngPersonId: string | null;
    youngPersonName: string | null;
    staffName: string | null;
    recordDate: string;
    statusLabel: string;
  }[];
}

const e = encodeURIComponent;
const recordPath = (r: Found['records'][number]) =>
  r.youngPersonId
    ? `/cyp/resident/${e(r.youngPersonId)}/records/${e(r.kind)}/${e(r.id)}`
    : `/records/${e(r.kind)}/${e(r.id)}`;

export default function SearchPage() {
  const q = (useSearchParams()[0].get('q') ?? '').trim();
  const state = useApi<Found>(q.length >= 2 ? `/api/search${query({ q })}` : null);
  const found = state.data;
  const total = found ? found.youngPeople.length + found.staff.length + found.records.length : 0;
  return (
    <Page title="Search" subtitle={q ? `Results for “${q}”` : undefined}>
      {q.length < 2 ? (
        <EmptyState title="Type at least two letters of a name in the search box." />
      ) : state.error ? (
        <ErrorNotice error={state.error} onRetry={state.reload} />
      ) : !found ? (
        <Loading />
      ) : total === 0 ? (
        <EmptyState title={`Nothing found for “${q}”`} />
      ) : (
        <div className="space-y-6">
          {found.youngPeople.length ? (
            <section aria-labelledby="found-yp" className="space-y-2">
              <h2 id="found-yp" className="text-lg font-semibold">
                Young people
              </h2>
              <ul className="card divide-y divide-line p-0">
                {found.youngPeople.map((y) => (
                  <li key={y.id} className="px-4 py-3">
                    <Link className="link" to={`/cyp/resident/${e(y.id)}`}>
                      {y.preferredName ?? y.firstName} {y.lastName}
                    </Link>
                    <span className="text-muted">
                      {' '}
                      · {y.homeName}
                      {y.archivedAt ? ' · archived' : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {found.staff.length ? (
            <section aria-labelledby="found-staff" className="space-y-2">
              <h2 id="found-staff" className="text-lg font-semibold">
                Staff
              </h2>
              <ul className="card divide-y divide-line p-0">
                {found.staff.map((s) => (
                  <li key={s.id} className="px-4 py-3">
                    <Link className="link" to={`/profile/${e(s.id)}`}>
                      {s.name}
                    </Link>
                    {s.jobTitle ? <span className="text-muted"> · {s.jobTitle}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {found.records.length ? (
            <section aria-labelledby="found-records" className="space-y-2">
              <h2 id="found-records" className="text-lg font-semibold">
                Records
              </h2>
              <ul className="card divide-y divide-line p-0">
                {found.records.map((r) => (
                  <li key={r.id} className="px-4 py-3">
                    <Link className="link" to={recordPath(r)}>
                      {r.title}
                      {(r.youngPersonName ?? r.staffName) ? ` — ${r.youngPersonName ?? r.staffName}` : ''}
                    </Link>
                    <span className="text-muted">
                      {' '}
                      · {formatDate(r.recordDate)} · {r.statusLabel}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      )}
    </Page>
  );
}
