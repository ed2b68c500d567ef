// The charts model (definitions/charts.ts) turned into what the engine asks of it: a metric by key,
// which chart a request may have (and why not), and the source rows the aggregation SQL runs on.
import {
  CHART_KIND_SOURCES,
  CHART_METRICS,
  type ChartLevel,
  type ChartMetric,
  type ChartType,
  COLUMN_GROUP_BYS,
  type GroupBy,
  type GroupSource,
  HIDDEN_COMBINATIONS,
} from '../../definitions/charts.ts';
import { Problem } from '../problem.ts';
import type { ChartSourceRow } from '../store/index.ts';

const metricByKey = new Map(CHART_METRICS.map((m) => [m.key, m]));
const kindSource = new Map(CHART_KIND_SOURCES.map((s) => [s.kind, s]));
/** Record kinds that feed a chart: a change to any other kind is not the chart worker's business. */
export const CHARTED_KINDS = new Set(CHART_KIND_SOURCES.map((s) => s.kind));

export const isColumnGroup = (g: GroupBy) => (COLUMN_GROUP_BYS as readonly string[]).includes(g);

/** The aggregation SQL's input: for every charted kind, one row per stored group-by, plus 'none' (each record once). */
export const CHART_SOURCE_ROWS: ChartSourceRow[] = CHART_KIND_SOURCES.flatMap((s) => [
  { kind: s.kind, metric: s.metric, dim: 'none', path: null, column: null, items: false },
  ...Object.entries(s.groups).map(([dim, g]) => ({
    kind: s.kind,
    metric: s.metric,
    dim,
    path: g.path ?? null,
    column: g.column ?? null,
    items: g.counting === 'items',
  })),
]);

export const metricKinds = (m: ChartMetric): string[] => ('kinds' in m.source ? m.source.kinds : []);
export const waitingFor = (m: ChartMetric): string | null => ('waitingFor' in m.source ? m.source.waitingFor : null);
export const isOccupancy = (m: ChartMetric) => 'occupancy' in m.source;
/** The mar metric reads mar_entries (engine/charts/mar.ts), not the record aggregates. */
export const isMar = (m: ChartMetric) => 'mar' in m.source;
/** A chart read from its own tables by engine/charts/<name>.ts (policy, schedule …), not the record aggregates. */
export const computedAs = (m: ChartMetric): string | null => ('computed' in m.source ? m.source.computed : null);

/** How a group-by of a metric is labelled (the first kind that stores it says). */
export function groupSource(m: ChartMetric, g: GroupBy): GroupSource | undefined {
  for (const k of metricKinds(m)) {
    const s = (kindSource.get(k)?.groups as Record<string, GroupSource | undefined> | undefined)?.[g];
    if (s) return s;
  }
  return undefined;
}

/** The chart types a metric offers at a level (SPEC §9 hidden combinations taken out). */
export function typesOffered(m: ChartMetric, level: ChartLevel): ChartType[] {
  return (Object.keys(m.units) as ChartType[]).filter((t) => !hiddenReason(m, t, level));
}

function hiddenReason(m: ChartMetric, type: ChartType, level: ChartLevel): string | null {
  const spec = HIDDEN_COMBINATIONS.find(
    (h) => h.metric === m.key && h.type === type && (!h.level || h.level === level),
  );
  if (spec) return spec.reason;
  if (type === 'needs/issues' && !(m.key === 'placementPlan' && level === 'yp')) {
    return 'Needs/issues charts are offered only for the placement-plan metric at young-person level.';
  }
  if (m.hiddenAt?.some((h) => h.level === level && h.type === type))
    return `${m.label}: ${type} is not offered at ${level} level.`;
  if (!m.units[type]) return `${m.label} has no ${type} chart.`;
  return null;
}

const problem = (status: number, detail: string, path: string, message: string) =>
  new Problem(status, status === 404 ? 'Not found' : 'Validation failed', detail, [{ path, message }]);

/**
 * Which chart is asked for, or the refusal that says why not: unknown metric 404; a level, type or
 * group-by the metric does not offer (the SPEC's hidden combinations among them) 422; a metric whose
 * records do not exist yet 404, saying what it waits for.
 */
export function resolveChart(q: { metric: string; level: ChartLevel; type: ChartType; groupBy?: GroupBy }) {
  const m = metricByKey.get(q.metric);
  if (!m)
    throw problem(
      404,
      `There is no chart metric "${q.metric}". The metrics are listed at /api/charts/metrics.`,
      '/query/metric',
      'is not a chart metric',
    );
  if (!m.levels.includes(q.level)) {
    throw problem(
      422,
      `${m.label} is charted at ${m.levels.join(', ')} level, not ${q.level}.`,
      '/query/level',
      `is not offered for ${m.key}`,
    );
  }
  const hidden = hiddenReason(m, q.type, q.level);
  if (hidden) throw problem(422, hidden, '/query/type', `is not offered for ${m.key} at ${q.level} level`);
  const waiting = waitingFor(m);
  if (waiting)
    throw problem(
      404,
      `No records feed the ${m.label} chart yet: it waits for ${waiting}.`,
      '/query/metric',
      `waits for ${waiting}`,
    );
  const groupBy: GroupBy = q.groupBy ?? 'none';
  if (!m.groupBy.includes(groupBy)) {
    throw problem(
      422,
      `${m.label} can be grouped by ${m.groupBy.join(', ')}.`,
      '/query/groupBy',
      `is not offered for ${m.key}`,
    );
  }
  if (q.level === 'staff' && !isColumnGroup(groupBy)) {
    throw problem(
      422,
      'At staff level a chart can be grouped by none, status, cyp or home.',
      '/query/groupBy',
      'is not offered at staff level',
    );
  }
  if (q.type === 'status' && !['none', 'status'].includes(groupBy)) {
    throw problem(
      422,
      'A status chart is grouped by status.',
      '/query/groupBy',
      'must be none or status for a status chart',
    );
  }
  if (q.type === 'needs/issues' && !['none', 'needs/issues', 'priority'].includes(groupBy)) {
    throw problem(
      422,
      'A needs/issues chart is grouped by plan area (needs/issues) or priority.',
      '/query/groupBy',
      'must be needs/issues or priority',
    );
  }
  return { metric: m, groupBy };
}
