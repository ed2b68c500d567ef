// Who viewed this young person's records: every opening of a record is kept, and the managers of the
// home and the directors can see it here (case records hold sensitive personal data). Newest first,
// a page at a time.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { apiGet, ApiProblem } from '../../api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useWording } from '../../session.tsx';
import type { YoungPerson } from '../../types.ts';
import { EmptyState, ErrorNotice, Loading } from '../../ui/States.tsx';

export interface RecordView {
  viewedAt: string;
  userId: string;
  userName: string;
  jobTitle: string | null;
  recordId: string;
  kind: string;
  title: string;
  recordDate: string | null;
}
interface Page {
  items: RecordView[];
  nextCursor: string | null;
}

const PAGE = 25;
const pathFor = (ypId: string, cursor?: string | null) =>
  `/api/young-people/${encodeURIComponent(ypId)}/record-views?limit=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

export function RecordViewsPanel({ yp }: { yp: YoungPerson }) {
  const id = useId();
  const w = useWording();
  const [views, setViews] = useState<RecordView[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiProblem>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(undefined);
    apiGet<Page>(pathFor(yp.id), { signal: controller.signal })
      .then((page) => {
        setViews(page.items);
        setNext(page.nextCursor);
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setError(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [yp.id, attempt]);

  const more = async () => {
    setLoading(true);
    try {
      const page = await apiGet<Page>(pathFor(yp.id, next));
      setViews((v) => [...v, ...page.items]);
      setNext(page.nextCursor);
    } catch (err) {
      setError(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
    } finally {
      setLoading(false);
    }
  };

  const base = `/cyp/resident/${encodeURIComponent(yp.id)}/records`;
  return (
    <section aria-labelledby={`${id}-heading`} className="card space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Who viewed these records
      </h2>
      <p className="text-muted">
        {w("Every time someone opens one of this {child}'s records it is noted here, newest first.")}
      </p>
      {error ? (
        <ErrorNotice error={error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : loading && !views.length ? (
        <Loading label="Loading who viewed the records…" />
      ) : views.length === 0 ? (
        <EmptyState title="No one has opened these records yet." />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Who viewed these records, newest first</caption>
            <thead className="border-b border-line bg-sunken">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  When
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Who
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Record
                </th>
              </tr>
            </thead>
            <tbody>
              {views.map((v, i) => (
                <tr key={`${v.viewedAt}-${v.recordId}-${i}`} className="border-b border-line align-top last:border-0">
                  <td className="whitespace-nowrap px-3 py-2">{formatDateTime(v.viewedAt)}</td>
                  <td className="px-3 py-2">
                    {v.userName}
                    {v.jobTitle ? <span className="text-muted"> · {v.jobTitle}</span> : null}
                  </td>
                  <td className="px-3 py-2">
                    <Link
                      className="link"
                      to={`${base}/${encodeURIComponent(v.kind)}/${encodeURIComponent(v.recordId)}`}
                    >
                      {w(v.title)}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next && !error ? (
        <button
          type="button"
          className="btn-secondary"
          disabled={loading}
          aria-busy={loading || undefined}
          onClick={() => void more()}
        >
          {loading ? 'Loading…' : 'Show earlier views'}
        </button>
      ) : null}
    </section>
  );
}
