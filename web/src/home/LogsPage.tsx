// /home/logs: one timeline of every home log type (SPEC §2), newest first, filterable by type, each entry linking
// to its record; "Add a log entry" and the visitors' book are a tap away.
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiGet, ApiProblem, query } from '../api.ts';
import { formatDateTime } from '../lib/format.ts';
import { useSession } from '../session.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { HomeNav } from './HomeNav.tsx';
import { HOME_LOG, recordPath, VISITOR } from './places.ts';
import type { LogEntry } from './types.ts';

interface LogsAnswer {
  types: { value: string; label: string }[];
  items: LogEntry[];
  next: { at: string; id: string } | null;
}

export default function LogsPage() {
  const { currentHome } = useSession();
  const [params, setParams] = useSearchParams();
  const type = params.get('type') ?? '';
  const [types, setTypes] = useState<LogsAnswer['types']>([]);
  const [items, setItems] = useState<LogEntry[]>([]);
  const [next, setNext] = useState<LogsAnswer['next']>(null);
  const [error, setError] = useState<ApiProblem>();
  const [loading, setLoading] = useState(true);

  const load = useCallback(
    async (before?: LogsAnswer['next']) => {
      if (!currentHome) return;
      setLoading(true);
      setError(undefined);
      try {
        const page = await apiGet<LogsAnswer>(
          `/api/homes/${currentHome.id}/logs${query({ type: type || undefined, beforeAt: before?.at, beforeId: before?.id })}`,
        );
        setTypes(page.types);
        setItems((prev) => (before ? [...prev, ...page.items] : page.items));
        setNext(page.next);
      } catch (err) {
        setError(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
      } finally {
        setLoading(false);
      }
    },
    [currentHome, type],
  );
  useEffect(() => {
    void load();
  }, [load]);

  if (!currentHome)
    return (
      <Page title="Home logs">
        <EmptyState title="You are not linked to a home yet." />
      </Page>
    );
  return (
    <>
      <HomeNav />
      <Page
        title="Home logs"
        subtitle={currentHome.name}
        actions={
          <>
            <Link className="btn-primary" to={`${HOME_LOG.base}/new`}>
              Add a log entry
            </Link>
            <Link className="btn-secondary" to={`${VISITOR.base}/new`}>
              Sign a visitor in
            </Link>
          </>
        }
      >
        <div>
          <label htmlFor="log-type" className="field-label">
            Type
          </label>
          <select
            id="log-type"
            className="field-input max-w-xs"
            value={type}
            onChange={(e) => setParams(e.target.value ? { type: e.target.value } : {})}
          >
            <option value="">Every type</option>
            {types.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        {error ? <ErrorNotice error={error} onRetry={() => void load()} /> : null}
        {loading && !items.length ? (
          <Loading />
        ) : items.length === 0 ? (
          <EmptyState title="Nothing logged yet" />
        ) : (
          <ol className="card divide-y divide-line" aria-label="Home log entries, newest first">
            {items.map((e) => (
              <li key={`${e.kind}:${e.id}`} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
                <div>
                  <span className="mr-2 inline-block rounded-full border border-line bg-sunken px-2 py-0.5 text-xs">
                    {e.typeLabel}
                  </span>
                  <Link className="link" to={recordPath(e.kind, e.id)}>
                    {e.summary || e.typeLabel}
                  </Link>
                </div>
                <span className="text-sm text-muted">
                  {formatDateTime(e.at)}
                  {e.by ? ` · ${e.by}` : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
        {next ? (
          <button type="button" className="btn-secondary" disabled={loading} onClick={() => void load(next)}>
            Load more
          </button>
        ) : null}
      </Page>
    </>
  );
}
