// The fields a chart groups records by are its own data (definitions/charts.ts: a JSON path per group-by). They are
// protected from run-time form edits (engine/definitions/field-reads.ts) without a list of their own. A `*` stands
// for every property there (the ILS plan's areas and skills) and is spelled out against the form when collected.
import { CHART_KIND_SOURCES, CHART_METRICS } from '../../definitions/charts.ts';
import type { FieldReader } from '../definitions/field-reads.ts';

/** '$.needs[*].area' → 'needs[].area'; '$.general.types[*]' → 'general.types' (the list itself is the field). */
export const fieldPathOf = (jsonPath: string) =>
  jsonPath
    .replace(/^\$\./, '')
    .replace(/\[\*\]$/, '')
    .replaceAll('[*]', '[]');

const title = new Map(CHART_METRICS.map((m) => [m.key, m.label]));

export const chartReaders: FieldReader[] = CHART_KIND_SOURCES.map((s) => ({
  reader: `Chart "${title.get(s.metric) ?? s.metric}"`,
  reads: Object.entries(s.groups).flatMap(([dim, g]) =>
    g.path ? [{ kind: s.kind, path: fieldPathOf(g.path), why: `groups the chart by ${dim}` }] : [],
  ),
}));
