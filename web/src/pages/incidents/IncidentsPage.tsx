// /cyp/incidents and /archived-incidents (SPEC §2 Incidents): every incident in the homes I work in, filtered
// by the server (home, young person, type, physical intervention, dates, status) and kept in the address.
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiGet, ApiProblem } from '../../api.ts';
import { dayRange } from '../../lib/dates.ts';
import { displayName, formatDateTime } from '../../lib/format.ts';
import type { RecordPage } from '../../records/types.ts';
import { useDefinition } from '../../records/useDefinition.ts';
import { inputClass, labelClass } from '../../rjsf/classes.ts';
import { schemaAt } from '../../rjsf/index.ts';
import { useMe, useWording } from '../../session.tsx';
import type { RecordSummary, YoungPerson } from '../../types.ts';
import { DateField } from '../../ui/DateField.tsx';
import { Page } from '../../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../../ui/States.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { useApi } from '../../use-api.ts';
import { LIST_STATUSES } from './sections.ts';

type Choice = { const: string; title: string };
const choicesAt = (schema: unknown, path: string[]): Choice[] => {
  const node = schemaAt(schema as never, path) as { oneOf?: Choice[]; items?: { oneOf?: Choice[] } } | undefined;
  return node?.oneOf ?? node?.items?.oneOf ?? [];
};
const FILTERS = ['home', 'youngPerson', 'type', 'level', 'status', 'from', 'to'] as const;

export default function IncidentsPage({ archived = false }: { archived?: boolean }) {
  const id = useId();
  const me = useMe();
  const w = useWording();
  const [params, setParams] = useSearchParams();
  const f = Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const key = params.toString();
  const { definition } = useDefinition('incident');
  const youngPeople = useApi<YoungPerson[]>(`/api/young-people${archived ? '?archived=true' : ''}`);
  const [items, setItems] = useState<RecordSummary[]>();
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<ApiProblem>();

  const types = useMemo(() => (definition ? choicesAt(definition.schema, ['general', 'types']) : []), [definition]);
  const levels = useMemo(
    () => (definition ? choicesAt(definition.schema, ['intervention', 'level']) : []),
    [definition],
  );
  const names = useMemo(() => new Map((youngPeople.data ?? []).map((y) => [y.id, displayName(y)])), [youngPeople.data]);
  const homeNames = useMemo(() => new Map(me.homes.map((h) => [h.id, h.name])), [me.homes]);

  const url = (after: string | null) => {
    const q = new URLSearchParams({ limit: '50' });
    if (f.home) q.set('home', f.home);
    if (f.youngPerson) q.set('youngPerson', f.youngPerson);
    if (f.status) q.set('status', f.status);
    const range = dayRange(f.from, f.to);
    if (range.from) q.set('from', range.from);
    if (range.to) q.set('to', range.to);
    if (archived) q.set('archived', 'true');
    if (f.type) q.append('where', `general.types=${f.type}`);
    if (f.level) q.append('where', `intervention.level=${f.level}`);
    if (after) q.set('cursor', after);
    return `/api/records/incident?${q}`;
  };

  useEffect(() => {
    const ctl = new AbortController();
    setItems(undefined);
    setError(undefined);
    apiGet<RecordPage>(url(null), { signal: ctl.signal })
      .then((page) => {
        setItems(page.items);
        setCursor(page.nextCursor);
      })
      .catch((e) => {
        if (!ctl.signal.aborted)
          setError(e instanceof ApiProblem ? e : new ApiProblem({ status: 0, title: String(e) }));
      });
    return () => ctl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- url() is new each render; key holds what it reads
  }, [key, archived]);

  const more = async () => {
    const page = await apiGet<RecordPage>(url(cursor));
    setItems((prev) => [...(prev ?? []), ...page.items]);
    setCursor(page.nextCursor);
  };
  const set = (k: (typeof FILTERS)[number], v: string) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    setParams(next, { replace: true });
  };
  const select = (
    k: (typeof FILTERS)[number],
    label: string,
    options: { value: string; label: string }[],
    all: string,
  ) => (
    <div>
      <label htmlFor={`${id}-${k}`} className={labelClass}>
        {label}
      </label>
      <select id={`${id}-${k}`} className={inputClass} value={f[k]} onChange={(e) => set(k, e.target.value)}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  const typeLabel = (r: RecordSummary) =>
    ((r.summary['general.types'] as string[] | null) ?? [])
      .map((t) => types.find((c) => c.const === t)?.title ?? t)
      .join(', ');

  return (
    <Page
      title={archived ? 'Archived incidents' : 'Incidents'}
      subtitle={
        archived
          ? 'Incidents archived by a manager, in the homes you work in.'
          : 'Every incident in the homes you work in, newest first.'
      }
      actions={
        <Link className="btn-ghost" to={archived ? '/cyp/incidents' : '/archived-incidents'}>
          {archived ? 'Current incidents' : 'Archived incidents'}
        </Link>
      }
    >
      <fieldset className="card grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="sr-only">Filter incidents</legend>
        {me.homes.length > 1 &&
          select(
            'home',
            'Home',
            me.homes.map((h) => ({ value: h.id, label: h.name })),
            'All my homes',
          )}
        {select(
          'youngPerson',
          w('{Child}'),
          (youngPeople.data ?? [])
            .filter((y) => !f.home || y.homeId === f.home)
            .map((y) => ({ value: y.id, label: displayName(y) })),
          'Everyone',
        )}
        {select(
          'type',
          'Type of incident',
          types.map((t) => ({ value: t.const, label: t.title })),
          'All types',
        )}
        {select(
          'level',
          'Physical intervention',
          levels.map((t) => ({ value: t.const, label: t.title })),
          'Any or none',
        )}
        {select('status', 'Status', LIST_STATUSES, 'All statuses')}
        <div>
          <label htmlFor={`${id}-from`} className={labelClass}>
            From
          </label>
          <DateField
            id={`${id}-from`}
            className={inputClass}
            value={f.from}
            onChange={(e) => set('from', e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={labelClass}>
            To
          </label>
          <DateField id={`${id}-to`} className={inputClass} value={f.to} onChange={(e) => set('to', e.target.value)} />
        </div>
      </fieldset>
      {error && <ErrorNotice error={error} />}
      {!items && !error && <Loading label="Loading incidents…" />}
      {items && items.length === 0 && (
        <EmptyState title="No incidents match">{key ? 'Try clearing the filters.' : ''}</EmptyState>
      )}
      {items && items.length > 0 && (
        <div className="card overflow-x-auto p-0">
          <table className="stack-table w-full text-left text-sm" data-testid="incident-list">
            <caption className="sr-only">Incidents{cursor ? ', more available' : ''}</caption>
            <thead className="border-b border-line bg-sunken">
              <tr>
                {['When', w('{Child}'), 'Home', 'Type', 'Written by', 'Status'].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((r) => (
                <tr key={r.id} className="border-b border-line last:border-0">
                  <td className="px-3 py-2">
                    <Link className="link" to={`/cyp/incidents/incident/${encodeURIComponent(r.id)}`}>
                      {formatDateTime(r.recordDate ?? r.createdAt)}
                    </Link>
                  </td>
                  <td className="px-3 py-2" data-label={w('{Child}')}>
                    {(r.youngPersonId && names.get(r.youngPersonId)) ?? '—'}
                  </td>
                  <td className="px-3 py-2" data-label="Home">
                    {(r.homeId && homeNames.get(r.homeId)) ?? '—'}
                  </td>
                  <td className="px-3 py-2" data-label="Type">
                    {typeLabel(r)}
                  </td>
                  <td className="px-3 py-2" data-label="Written by">
                    {r.authorName}
                  </td>
                  <td className="px-3 py-2" data-label="Status">
                    <StatusBadge status={r.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cursor && (
        <button type="button" className="btn-secondary" onClick={() => void more()}>
          Load more
        </button>
      )}
    </Page>
  );
}
