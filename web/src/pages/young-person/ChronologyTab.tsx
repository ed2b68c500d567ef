// Chronology: the young person's significant events, built from the records themselves (never typed twice),
// newest first, with a date filter kept in the address; plus the record kinds filed under this tab.
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { query } from '../../api.ts';
import { mayI } from '../../lib/abilities.ts';
import { dayRange } from '../../lib/dates.ts';
import { formatDateTime } from '../../lib/format.ts';
import { readableSummary } from '../../lib/summary-text.ts';
import { usePeople } from '../../rjsf/people.ts';
import { useMe, useWording } from '../../session.tsx';
import { DateField } from '../../ui/DateField.tsx';
import { usePageTitle } from '../../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../../ui/States.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { useApi } from '../../use-api.ts';
import { kindsOfTab, useProfile } from './context.ts';
import { KindCards } from './KindCards.tsx';

export interface ChronologyItem {
  id: string;
  kind: string;
  title: string;
  date: string | null;
  status: string;
  statusLabel: string;
  authorName: string;
  summary: string;
}

export default function ChronologyTab() {
  const { yp, definitions } = useProfile();
  const me = useMe();
  const w = useWording();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  usePageTitle(`Chronology · ${yp.firstName} ${yp.lastName}`);
  // the chronology is its own permission area; without it (a placing authority's social worker) the tab holds only
  // the records filed under it that the caller may read (the reviews and meetings)
  const readsChronology = mayI(me.abilities).youngPerson(yp.id).areas.chronology !== 'none';
  const { data, error, loading, reload } = useApi<ChronologyItem[]>(
    readsChronology ? `/api/young-people/${encodeURIComponent(yp.id)}/chronology${query(dayRange(from, to))}` : null,
  );

  const setRange = (patch: { from?: string; to?: string }) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  const base = `/cyp/resident/${encodeURIComponent(yp.id)}/records`;
  const items = data ?? [];
  const staff = usePeople('staff', yp.homeId).people;
  const nameOf = (staffId: string) => staff?.find((p) => p.id === staffId)?.name;
  const summaryOf = (c: ChronologyItem) => {
    const text = readableSummary(c.summary, nameOf);
    return text.length > 160 ? `${text.slice(0, 157)}…` : text || '—';
  };

  return (
    <div className="space-y-4">
      {readsChronology ? (
        <section aria-labelledby="chronology-heading" className="space-y-3">
          <h2 id="chronology-heading" className="text-xl font-semibold">
            Chronology
          </h2>
          <p className="text-muted">{w("Built from the {child}'s records as they are written, newest first.")}</p>
          <fieldset className="card grid gap-4 sm:grid-cols-3">
            <legend className="sr-only">Filter by date</legend>
            <div>
              <label htmlFor={`${id}-from`} className="field-label">
                From
              </label>
              <DateField
                id={`${id}-from`}
                className="field-input"
                value={from}
                max={to || undefined}
                onChange={(e) => setRange({ from: e.target.value })}
              />
            </div>
            <div>
              <label htmlFor={`${id}-to`} className="field-label">
                To
              </label>
              <DateField
                id={`${id}-to`}
                className="field-input"
                value={to}
                min={from || undefined}
                onChange={(e) => setRange({ to: e.target.value })}
              />
            </div>
            <div className="flex items-end">
              <button
                type="button"
                className="btn-secondary"
                disabled={!from && !to}
                onClick={() => setRange({ from: '', to: '' })}
              >
                Clear dates
              </button>
            </div>
          </fieldset>
          {error ? (
            <ErrorNotice error={error} onRetry={reload} />
          ) : loading && !data ? (
            <Loading label="Loading the chronology…" />
          ) : items.length === 0 ? (
            <EmptyState title={from || to ? 'No records in these dates.' : 'No records yet.'} />
          ) : (
            <div className="card overflow-x-auto p-0">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">
                  Chronology, newest first{from || to ? `, ${from || 'the start'} to ${to || 'today'}` : ''}
                </caption>
                <thead className="border-b border-line bg-sunken">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Date
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Record
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Summary
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Status
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Written by
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((c) => (
                    <tr key={c.id} className="border-b border-line align-top last:border-0">
                      <td className="whitespace-nowrap px-3 py-2">{formatDateTime(c.date)}</td>
                      <td className="px-3 py-2">
                        <Link className="link" to={`${base}/${encodeURIComponent(c.kind)}/${encodeURIComponent(c.id)}`}>
                          {w(c.title)}
                        </Link>
                      </td>
                      <td className="px-3 py-2">{summaryOf(c)}</td>
                      <td className="px-3 py-2">
                        <StatusBadge status={c.status} />
                      </td>
                      <td className="px-3 py-2">{c.authorName}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ) : null}
      <KindCards yp={yp} kinds={kindsOfTab(definitions, 'chronology', me.toggles)} heading="Records" />
    </div>
  );
}
