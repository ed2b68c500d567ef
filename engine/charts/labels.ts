// Names and colours for what a chart is grouped by: list labels, people and homes, record statuses,
// record-kind titles; the SPEC §9 palette in order, and status colours where a list item has one.
import {
  CHART_PALETTE,
  type ChartMetric,
  type GroupBy,
  OCCUPANCY_STATUSES,
  STATUS_COLOURS,
  STATUS_LIST,
} from '../../definitions/charts.ts';
import { HOME_TYPES, type HomeType, resolveWordingForTypes } from '../../definitions/wording.ts';
import { isHomeType } from '../definitions/home-types.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import type { OrgStore } from '../store/index.ts';
import { groupSource } from './model.ts';
import type { ChartScope } from './scope.ts';

export interface Category {
  key: string;
  label: string;
  colour: string;
}
export const OTHER = '__other__';

const statusColour = (c: string | undefined) =>
  c && c in STATUS_COLOURS ? STATUS_COLOURS[c as keyof typeof STATUS_COLOURS] : undefined;

/**
 * Label and colour for every key of a group-by; unknown keys keep their key as label. Homes already read (`homes`) are
 * not read again.
 */
export async function labelKeys(
  s: OrgStore,
  registry: DefinitionRegistry,
  orgId: string,
  m: ChartMetric,
  groupBy: GroupBy | 'statusOf',
  keys: string[],
  homeTypes: HomeType[] = [...HOME_TYPES],
  homes: { id: string; name: string }[] = [],
): Promise<Map<string, { label: string; colour?: string }>> {
  const out = new Map<string, { label: string; colour?: string }>();
  const set = (k: string, label: string, colour?: string) => out.set(k, { label, colour });
  if (groupBy === 'status' || groupBy === 'statusOf') {
    const items = m.key === 'occupancy' ? OCCUPANCY_STATUSES : STATUS_LIST.items;
    for (const i of items) set(i.value, i.label, statusColour(i.colour));
    return out;
  }
  if (groupBy === 'none') {
    set('', m.label);
    set('value', m.label);
    return out;
  }
  const people = groupBy === 'cyp' ? 'young-person' : groupBy === 'home' ? 'home' : null;
  const src = people ? null : groupSource(m, groupBy);
  const labels = people ?? src?.labels;
  if (labels === 'home') {
    const known = new Map(homes.map((h) => [h.id, h.name]));
    for (const k of keys) if (known.has(k)) set(k, known.get(k)!);
    const others = keys.filter((k) => !known.has(k));
    if (others.some((k) => k !== '')) for (const [k, name] of await s.charts.names(labels, others)) set(k, name);
  } else if (labels === 'staff' || labels === 'young-person') {
    for (const [k, name] of await s.charts.names(labels, keys)) set(k, name);
  } else if (labels === 'kind') {
    for (const k of keys) {
      const r = await registry.latest(k, orgId);
      if (r) set(k, resolveWordingForTypes(r.def.title, homeTypes));
    }
  } else if (labels && 'list' in labels) {
    for (const i of labels.list.items) set(i.value, i.label, statusColour(i.colour));
  }
  for (const k of keys) if (!out.has(k)) set(k, k === '' ? 'Not recorded' : k);
  return out;
}

/**
 * The categories to draw: the biggest first, at most `max` (the rest summed as "Other"); list
 * colours where a list has status colours, else the palette in order.
 */
export function pickCategories(
  totals: Map<string, number>,
  labels: Map<string, { label: string; colour?: string }>,
  max: number,
  order?: string[],
): Category[] {
  const keys = [...totals.keys()];
  const sorted = order
    ? keys.sort((a, b) => idx(order, a) - idx(order, b))
    : keys.sort((a, b) => totals.get(b)! - totals.get(a)! || a.localeCompare(b));
  const shown = sorted.length > max ? sorted.slice(0, max - 1) : sorted;
  const cats: Category[] = shown.map((k, i) => ({
    key: k,
    label: labels.get(k)?.label ?? k,
    colour: labels.get(k)?.colour ?? CHART_PALETTE[i % CHART_PALETTE.length],
  }));
  if (sorted.length > shown.length)
    cats.push({ key: OTHER, label: `Other (${sorted.length - shown.length})`, colour: 'gray' });
  return cats;
}
const idx = (order: string[], k: string) => {
  const i = order.indexOf(k);
  return i < 0 ? order.length : i;
};

/** The home types a chart is about: the young person's home, else the homes in its scope (all types when none). */
export function scopeHomeTypes(sc: Pick<ChartScope, 'homeTypes' | 'homes'>): HomeType[] {
  if (sc.homeTypes?.length) return sc.homeTypes;
  const types = [...new Set(sc.homes.map((h) => h.type).filter(isHomeType))];
  return types.length ? types : [...HOME_TYPES];
}

/**
 * A chart's texts in the wording of the home types it is about (SPEC §1): the metric's label (its
 * `typeLabel`, e.g. "Support plans" in supported accommodation, both when the homes are of both
 * types), where a category or row label repeats it. Record-kind titles are worded by labelKeys.
 */
export function chartWording<
  T extends { metric: { label: string }; categories?: { label: string }[]; rows?: { label: string }[] },
>(chart: T, m: ChartMetric, types: HomeType[]): T {
  const metricLabel = m.typeLabel ? resolveWordingForTypes(m.typeLabel, types) : m.label;
  // only the metric's own label is reworded: other labels are names and list labels, worded already
  const word = (text: string) =>
    m.typeLabel && text.startsWith(m.label) ? metricLabel + text.slice(m.label.length) : text;
  return {
    ...chart,
    metric: { ...chart.metric, label: metricLabel },
    ...(chart.categories ? { categories: chart.categories.map((c) => ({ ...c, label: word(c.label) })) } : {}),
    ...(chart.rows ? { rows: chart.rows.map((r) => ({ ...r, label: word(r.label) })) } : {}),
  };
}
