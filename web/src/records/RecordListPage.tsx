// The records of one kind (for a young person, a home, or everywhere the person may see): the definition's
// list columns, status chips, filters, and keyset paging ("Load more" passes nextCursor back).
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiProblem } from '../api.ts';
import { dayRange } from '../lib/dates.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { dottedToPath, schemaAt, usePeopleNames } from '../rjsf/index.ts';
import { useMe } from '../session.tsx';
import type { RecordSummary } from '../types.ts';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { StatusBadge } from '../ui/StatusBadge.tsx';
import { cellText, columnsOf } from './columns.ts';
import { type Filters, ListFilters } from './ListFilters.tsx';
import { useRecordPaths } from './paths.ts';
import { mayCreate } from './permissions.ts';
import { listRecords } from './requests.ts';
import type { RecordPageProps } from './types.ts';
import { useDefinition } from './useDefinition.ts';

function readFilters(p: URLSearchParams): Filters {
  return {
    status: p.get('status') ?? '',
    from: p.get('from') ?? '',
    to: p.get('to') ?? '',
    archived: p.get('archived') === 'true',
  };
}

export function RecordListPage({
  youngPersonId,
  homeId,
  kind: fixedKind,
  listBase,
  staffId,
  canCreate: offered,
}: RecordPageProps) {
  const routeParams = useParams();
  const kind = fixedKind ?? routeParams.kind ?? '';
  const me = useMe();
  const paths = useRecordPaths(kind, youngPersonId, listBase);
  const { definition, error: defError } = useDefinition(kind);
  const nameOf = usePeopleNames();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const filterKey = params.toString();

  const [items, setItems] = useState<RecordSummary[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiProblem>();

  const fetchPage = useCallback(
    async (after: string | null, append: boolean, signal?: AbortSignal) => {
      setLoading(true);
      setError(undefined);
      try {
        const f = readFilters(new URLSearchParams(filterKey));
        // Inside a young person's profile the list is theirs; on a home page it is the home's.
        const page = await listRecords(
          kind,
          {
            youngPerson: youngPersonId,
            home: youngPersonId ? undefined : homeId,
            staff: staffId,
            status: f.status || undefined,
            ...dayRange(f.from, f.to),
            archived: f.archived,
            cursor: after ?? undefined,
          },
          signal,
        );
        setItems((prev) => (append ? [...prev, ...page.items] : page.items));
        setCursor(page.nextCursor);
      } catch (err) {
        if (signal?.aborted) return;
        setError(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
      } finally {
        if (!signal?.aborted) setLoading(false);
      }
    },
    [kind, youngPersonId, homeId, staffId, filterKey],
  );

  useEffect(() => {
    const ctl = new AbortController();
    void fetchPage(null, false, ctl.signal);
    return () => ctl.abort();
  }, [fetchPage]);

  const setFilters = (next: Filters) => {
    const p = new URLSearchParams();
    if (next.status) p.set('status', next.status);
    if (next.from) p.set('from', next.from);
    if (next.to) p.set('to', next.to);
    if (next.archived) p.set('archived', 'true');
    setParams(p, { replace: true });
  };

  if (defError)
    return (
      <Page title="Records">
        <ErrorNotice error={defError} />
      </Page>
    );
  if (!definition) return <Loading label="Loading records…" />;

  const columns = columnsOf(definition.schema, definition.list.columns);
  const canCreate = offered ?? mayCreate(me, definition, homeId, youngPersonId);
  // The record date is a date or a date-time field; a date-only one is shown without a (meaningless) time.
  const dateIsDateTime = schemaAt(definition.schema, dottedToPath(definition.dateField))?.format === 'date-time';
  const showDate = (r: RecordSummary) => {
    const v = r.recordDate ?? r.createdAt;
    return dateIsDateTime ? formatDateTime(v) : formatDate(v.slice(0, 10));
  };
  const title = `${definition.title} records`;

  return (
    <Page
      title={title}
      subtitle={definition.description ?? undefined}
      actions={
        canCreate ? (
          <Link to={paths.create} className="btn-primary">
            New {definition.title.toLowerCase()}
          </Link>
        ) : undefined
      }
    >
      <ListFilters value={filters} onChange={setFilters} />
      {error && <ErrorNotice error={error} onRetry={() => void fetchPage(null, false)} />}
      {!error && !loading && items.length === 0 && (
        <EmptyState title="No records match">
          {filters.status || filters.from || filters.to || filters.archived
            ? 'Try clearing the filters.'
            : canCreate
              ? 'Use “New” to add the first one.'
              : ''}
        </EmptyState>
      )}
      {items.length > 0 && (
        <div className="card overflow-x-auto p-0">
          <table className="stack-table w-full text-left text-sm">
            <caption className="sr-only">
              {title}
              {cursor ? ', more available' : ''}
            </caption>
            <thead className="border-b border-line bg-sunken">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Date
                </th>
                {columns
                  .filter((c) => c.key !== definition.dateField)
                  .map((c) => (
                    <th key={c.key} scope="col" className="px-3 py-2 font-semibold">
                      {c.title}
                    </th>
                  ))}
                <th scope="col" className="px-3 py-2 font-semibold">
                  Author
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((r) => (
                <tr key={r.id} className="border-b border-line last:border-0">
                  <td className="px-3 py-2">
                    <Link to={paths.view(r.id)} className="link">
                      {showDate(r)}
                      <span className="sr-only">: open {definition.title.toLowerCase()}</span>
                    </Link>
                    {r.archivedAt && <span className="ml-2 rounded bg-sunken px-1.5 text-xs">Archived</span>}
                  </td>
                  {columns
                    .filter((c) => c.key !== definition.dateField)
                    .map((c) => (
                      <td key={c.key} className="px-3 py-2" data-label={c.title}>
                        {cellText(c, r.summary, nameOf)}
                      </td>
                    ))}
                  <td className="px-3 py-2" data-label="Author">
                    {r.authorName}
                  </td>
                  <td className="px-3 py-2" data-label="Status">
                    <StatusBadge status={r.status} kind={r.kind} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {loading && <Loading label={items.length ? 'Loading more…' : 'Loading records…'} />}
      {cursor && !loading && (
        <button type="button" className="btn-secondary" onClick={() => void fetchPage(cursor, true)}>
          Load more
        </button>
      )}
    </Page>
  );
}
