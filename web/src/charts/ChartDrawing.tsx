// The only file that imports @tremor/react: our chart shapes in, Tremor charts out, so Tremor can
// be swapped without touching the screens (DESIGN §5). It loads with the dashboards, never with the
// first page. A click on a bar, point or slice names the row and category behind it.
import { BarChart, DonutChart, Legend, LineChart } from '@tremor/react';
import type { Chart } from './types.ts';

export interface Pick {
  row: string;
  category?: string;
}

const number = (v: number) =>
  v !== 0 && Math.abs(v) < 1
    ? v.toLocaleString('en-GB', { maximumSignificantDigits: 2 })
    : v.toLocaleString('en-GB', { maximumFractionDigits: 1 });
const format = (unitLabel: string) => (v: number) => (unitLabel === '%' ? `${number(v)}%` : number(v));

export default function ChartDrawing({ chart, onPick }: { chart: Chart; onPick: (p: Pick) => void }) {
  const unit = chart.metric.unitLabel;
  const valueFormatter = format(unit);
  // Things happen whole: the value axis of counts and rates has whole-number ticks (not 0.085, 0.17…);
  // a rate's exact figure is in the tooltip, the headline and the table. Percentages keep fractions.
  const allowDecimals = unit === '%';
  // Tremor keys data by category name: labels are the keys, mapped back to our keys on a click.
  const byLabel = new Map(chart.categories.map((c) => [c.label, c.key]));
  const rowByLabel = new Map(chart.rows.map((r) => [r.label, r.key]));
  const picked = (v: Record<string, unknown> | null | undefined) => {
    if (!v) return;
    const row = rowByLabel.get(String(v.label ?? v.name ?? ''));
    if (row === undefined) return;
    const cat = typeof v.categoryClicked === 'string' ? byLabel.get(v.categoryClicked) : undefined;
    onPick({ row, category: cat });
  };

  if (chart.type === 'status') {
    const data = chart.rows.map((r) => ({ label: r.label, name: r.label, value: r.values.value }));
    const colors = chart.rowColours ?? chart.categories.map((c) => c.colour);
    return (
      <div className="flex flex-col items-center gap-2">
        <DonutChart
          className="h-56"
          data={data}
          index="label"
          category="value"
          colors={colors}
          valueFormatter={valueFormatter}
          onValueChange={(v) => picked(v as Record<string, unknown>)}
        />
        <Legend categories={data.map((d) => `${d.label}: ${valueFormatter(d.value)}`)} colors={colors} />
      </div>
    );
  }

  if (chart.type === 'count') {
    const data = chart.rows.map((r) => ({ label: r.label, [chart.categories[0].label]: r.values.value }));
    return (
      <BarChart
        className="h-64"
        data={data}
        index="label"
        categories={[chart.categories[0].label]}
        colors={[chart.categories[0].colour]}
        layout={chart.rows.length > 6 ? 'vertical' : 'horizontal'}
        yAxisWidth={chart.rows.length > 6 ? 140 : 48}
        showLegend={false}
        valueFormatter={valueFormatter}
        allowDecimals={allowDecimals}
        onValueChange={(v) => picked(v as Record<string, unknown>)}
      />
    );
  }

  const data = chart.rows.map((r) => ({
    label: r.label,
    ...Object.fromEntries(chart.categories.map((c) => [c.label, r.values[c.key] ?? 0])),
  }));
  const props = {
    className: 'h-64',
    data,
    index: 'label',
    categories: chart.categories.map((c) => c.label),
    colors: chart.categories.map((c) => c.colour),
    valueFormatter,
    allowDecimals,
    showLegend: chart.categories.length > 1,
    onValueChange: (v: unknown) => picked(v as Record<string, unknown>),
  };
  // needs/issues: a bar per plan, stacked by area; trends: lines, or stacked bars when grouped
  return chart.type === 'needs/issues' || chart.categories.length > 1 ? (
    <BarChart {...props} stack />
  ) : (
    <LineChart {...props} />
  );
}
