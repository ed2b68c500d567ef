// One chart on a dashboard: what it counts and in what unit, the figure against the previous period
// (coloured by the metric's comparison direction), the drawing, the figures as a table, and the
// records behind whichever bar, point or slice (or table cell) is chosen.
import { useState } from 'react';
import { query } from '../api.ts';
import { useMe } from '../session.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import type { Pick } from './ChartDrawing.tsx';
import { ChartDrawingOnScreen } from './ChartDrawingOnScreen.tsx';
import { DrillPanel } from './DrillPanel.tsx';
import type { Chart, ChartSubject, ChartType, MetricInfo, Period } from './types.ts';

const TYPE_LABELS: Record<ChartType, string> = {
  count: 'Count',
  trends: 'Trends',
  status: 'Status',
  'needs/issues': 'Needs/issues',
};
const number = (v: number) =>
  v !== 0 && Math.abs(v) < 1
    ? v.toLocaleString('en-GB', { maximumSignificantDigits: 2 })
    : v.toLocaleString('en-GB', { maximumFractionDigits: 1 });
const fmt = (v: number, unit: string) => (unit === '%' ? `${number(v)}%` : number(v));

export function ChartCard({
  metric,
  subject,
  period,
  initialType,
}: {
  metric: MetricInfo;
  subject: ChartSubject;
  period: Period;
  initialType?: ChartType;
}) {
  const types = metric.types[subject.level] ?? [];
  const [type, setType] = useState<ChartType>(initialType && types.includes(initialType) ? initialType : types[0]);
  const groupOptions = metric.groupBy.filter((g) =>
    type === 'count' || type === 'trends'
      ? (subject.level !== 'staff' || ['none', 'status', 'cyp', 'home'].includes(g)) &&
        !(subject.level === 'yp' && g === 'cyp') &&
        g !== 'needs/issues'
      : type === 'needs/issues'
        ? ['needs/issues', 'priority'].includes(g)
        : false,
  );
  // an organisation compares its homes; a home or young person sees what kind of thing happened, and so does
  // someone whose organisation-level view holds one home (a manager of one home: one bar would draw nothing)
  const manyHomes = useMe().homes.length > 1;
  const [groupBy, setGroupBy] = useState(
    subject.level === 'org' && manyHomes && metric.groupBy.includes('home')
      ? 'home'
      : metric.groupBy.includes('type')
        ? 'type'
        : 'none',
  );
  const [pick, setPick] = useState<{ row: Chart['rows'][number]; category?: string } | null>(null);
  const effectiveGroup = groupOptions.includes(groupBy) ? groupBy : 'none';
  const path = `/api/charts${query({ level: subject.level, metric: metric.key, type, groupBy: effectiveGroup === 'none' ? undefined : effectiveGroup, home: subject.home, youngPerson: subject.youngPerson, staff: subject.staff, from: period.from, to: period.to })}`;
  const { data: chart, error, loading, reload } = useApi<Chart>(types.length ? path : null);
  const headingId = `chart-${metric.key}-${subject.level}`;

  const onPick = (p: Pick) => {
    const row = chart?.rows.find((r) => r.key === p.row);
    if (row) setPick({ row, category: p.category });
  };

  return (
    <section aria-labelledby={headingId} className="card flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-lg font-semibold">
            {metric.label}
          </h3>
          <p className="text-sm text-muted">
            {metric.counts}. Unit: {metric.unitLabels[type] ?? '—'}.
          </p>
        </div>
        <div role="group" aria-label={`${metric.label}: chart type`} className="flex flex-wrap gap-1">
          {types.map((t) => (
            <button
              key={t}
              type="button"
              aria-pressed={t === type}
              className={
                t === type
                  ? 'btn-primary min-h-[36px] px-3 py-1 text-sm'
                  : 'btn-secondary min-h-[36px] px-3 py-1 text-sm'
              }
              onClick={() => {
                setType(t);
                setPick(null);
              }}
            >
              {TYPE_LABELS[t]}
            </button>
          ))}
        </div>
      </div>
      {groupOptions.length > 1 ? (
        <label className="flex items-center gap-2 text-sm">
          <span>Group by</span>
          <select
            className="field-input min-h-[36px] w-auto py-1"
            value={effectiveGroup}
            onChange={(e) => {
              setGroupBy(e.target.value);
              setPick(null);
            }}
          >
            {groupOptions.map((g) => (
              <option key={g} value={g}>
                {g === 'cyp' ? 'young person' : g}
              </option>
            ))}
          </select>
        </label>
      ) : null}

      {error ? <ErrorNotice error={error} onRetry={reload} /> : null}
      {loading && !chart ? <Loading label={`Loading ${metric.label.toLowerCase()}…`} /> : null}
      {chart ? (
        <>
          <Headline chart={chart} />
          {chart.notes.map((n) => (
            <p key={n} className="text-sm text-muted">
              {n}
            </p>
          ))}
          {chart.total === 0 && chart.type !== 'trends' ? (
            <EmptyState title="Nothing recorded in this period." />
          ) : chart.type === 'count' && chart.rows.length < 2 ? null : (
            <div aria-hidden="true">
              <ChartDrawingOnScreen chart={chart} onPick={onPick} />
            </div>
          )}
          <FiguresTable chart={chart} onPick={(row, category) => setPick({ row, category })} />
          {pick ? (
            <DrillPanel
              chart={chart}
              subject={subject}
              row={pick.row}
              category={pick.category}
              onClose={() => setPick(null)}
            />
          ) : (
            <p className="text-sm text-muted">Choose a bar, point or figure to see the records behind it.</p>
          )}
        </>
      ) : null}
    </section>
  );
}

function Headline({ chart }: { chart: Chart }) {
  const unit = chart.metric.unitLabel;
  const shown =
    unit === 'count'
      ? fmt(chart.value, unit)
      : unit === '%'
        ? fmt(chart.value, unit)
        : `${fmt(chart.value, unit)} ${unit}`;
  const word = chart.change === 'same' ? 'the same as' : chart.change === 'up' ? 'up from' : 'down from';
  return (
    <p>
      <span className="text-3xl font-semibold">{shown}</span>
      <span className="ml-2 text-sm text-muted">({chart.total.toLocaleString('en-GB')} in the period)</span>
      <span className={`ml-2 text-sm font-medium ${chart.concern ? 'text-danger' : 'text-muted'}`}>
        {word} {fmt(chart.previous.value, unit)} the period before{chart.concern ? ' — worth a look' : ''}
      </span>
    </p>
  );
}

/** The figures as a table: what screen readers read, and a keyboard way into the records behind each figure. */
function FiguresTable({
  chart,
  onPick,
}: {
  chart: Chart;
  onPick: (row: Chart['rows'][number], category?: string) => void;
}) {
  const single =
    chart.categories.length === 1 && (chart.categories[0].key === 'value' || chart.categories[0].key === '');
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium">Figures as a table</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            {chart.metric.label}: {chart.metric.counts} ({chart.metric.unitLabel})
          </caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">
                {chart.bucket
                  ? chart.bucket === 'day'
                    ? 'Plan date'
                    : chart.bucket === 'week'
                      ? 'Week'
                      : 'Month'
                  : chart.type === 'status'
                    ? 'Status'
                    : chart.groupBy === 'none'
                      ? ''
                      : chart.groupBy}
              </th>
              {single ? (
                <th scope="col" className="py-1 pr-3">
                  {chart.metric.unitLabel === 'count' ? 'Count' : chart.metric.unitLabel}
                </th>
              ) : (
                chart.categories.map((c) => (
                  <th key={c.key} scope="col" className="py-1 pr-3">
                    {c.label}
                  </th>
                ))
              )}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((r) => (
              <tr key={r.key} className="border-t border-line">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {r.label}
                  {r.partial ? ' (part)' : ''}
                </th>
                {(single ? [{ key: chart.categories[0].key }] : chart.categories).map((c) => (
                  <td key={c.key} className="py-1 pr-3">
                    <button type="button" className="link" onClick={() => onPick(r, single ? undefined : c.key)}>
                      {fmt(r.values[single ? Object.keys(r.values)[0] : c.key] ?? 0, chart.metric.unitLabel)}
                    </button>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
