// A chart of a share of staff (policy, schedule): each item is one thing a member of staff must have done
// (sign a policy, have their recruitment checks recorded), done or not at a day. The figure is the share done;
// count and status charts read the period's end, trends each bucket's end, the comparison the previous
// period's end. Same response shape as the record charts and mar, so the web draws it unchanged.
import { CHART_PALETTE, type ChartMetric, type GroupBy, STATUS_COLOURS } from '../../definitions/charts.ts';
import { notFound } from '../problem.ts';
import { addDays, bucketLabel, buckets } from './period.ts';
import type { ChartScope } from './scope.ts';

export interface ShareItem {
  staffId: string;
  name: string;
  homeId: string;
  /** What the item is, shown in the drill-down (a policy's title, the checks missing). */
  detail: string;
  /** Done before this London day (exclusive end of a period)? */
  doneBefore: (end: string) => boolean;
  /** What sort of thing it is, for a chart grouped by type (a home check's type). */
  type?: { key: string; label: string };
  /** Where its drill-down row opens; a member of staff's page when not said. */
  link?: string;
}
export interface ShareStatus {
  key: 'done' | 'notDone';
  label: string;
  colour: keyof typeof STATUS_COLOURS;
}
type Period = { from: string; to: string; end: string; days: number };

const pct = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10000) / 100 : 0);

function groupKey(i: ShareItem, g: GroupBy, end: string): string {
  if (g === 'home') return i.homeId;
  if (g === 'staff') return i.staffId;
  if (g === 'status') return i.doneBefore(end) ? 'done' : 'notDone';
  if (g === 'type') return i.type?.key ?? '';
  return '';
}

export function shareChart(
  q: { type: string; level: string },
  m: ChartMetric,
  groupBy: GroupBy,
  sc: ChartScope,
  p: Period,
  items: ShareItem[],
  o: { notes: string[]; statuses: ShareStatus[] },
) {
  const share = (xs: ShareItem[], end: string) => pct(xs.filter((i) => i.doneBefore(end)).length, xs.length);
  const value = share(items, p.end),
    previous = share(items, p.from);
  const homeName = new Map(sc.homes.map((h) => [h.id, h.name]));
  const staffName = new Map(items.map((i) => [i.staffId, i.name]));
  const statusOf = new Map(o.statuses.map((s) => [s.key as string, s]));
  const typeName = new Map(items.flatMap((i) => (i.type ? [[i.type.key, i.type.label] as const] : [])));
  const labelOf = (k: string) =>
    groupBy === 'type'
      ? (typeName.get(k) ?? k)
      : groupBy === 'home'
        ? (homeName.get(k) ?? 'Home')
        : groupBy === 'staff'
          ? (staffName.get(k) ?? 'Member of staff')
          : groupBy === 'status'
            ? (statusOf.get(k)?.label ?? k)
            : 'All';
  const dir = value > previous ? 'up' : value < previous ? 'down' : 'same';
  const head = {
    level: q.level,
    type: q.type,
    groupBy,
    from: p.from,
    to: p.to,
    metric: { key: m.key, label: m.label, counts: m.counts, direction: m.direction, unit: 'percent', unitLabel: '%' },
    subject: sc.subject,
    homes: sc.homes.map((h) => ({ id: h.id, name: h.name })),
    leftOut: sc.leftOut,
    notes: o.notes,
    total: items.length,
    value,
    previous: { from: addDays(p.from, -p.days), to: addDays(p.from, -1), total: items.length, value: previous },
    change: dir,
    concern: value < previous,
    rebuiltAt: null,
  };
  const groups = (g: GroupBy, end: string) => {
    const out = new Map<string, ShareItem[]>();
    for (const i of items) {
      const k = groupKey(i, g, end);
      out.set(k, [...(out.get(k) ?? []), i]);
    }
    return out;
  };

  if (q.type === 'status' || (q.type === 'count' && groupBy === 'status')) {
    const by = groups('status', p.end);
    return {
      ...head,
      bucket: null,
      categories: [{ key: 'value', label: `${m.label} %`, colour: CHART_PALETTE[0] }],
      rowColours: o.statuses.map((s) => STATUS_COLOURS[s.colour]),
      rows: o.statuses.map((s) => ({
        key: s.key,
        label: s.label,
        total: by.get(s.key)?.length ?? 0,
        values: { value: pct(by.get(s.key)?.length ?? 0, items.length) },
        drill: { from: p.from, to: p.to, groupBy: 'status', key: s.key },
      })),
    };
  }
  if (q.type === 'count') {
    const by = groupBy === 'none' ? new Map([['', items]]) : groups(groupBy, p.end);
    const keys = [...by.keys()].sort((a, b) => labelOf(a).localeCompare(labelOf(b)));
    return {
      ...head,
      bucket: null,
      categories: [{ key: 'value', label: `${m.label} %`, colour: CHART_PALETTE[0] }],
      rowColours: keys.map((_, i) => CHART_PALETTE[i % CHART_PALETTE.length]),
      rows: keys.map((k) => ({
        key: k,
        label: labelOf(k),
        total: by.get(k)!.length,
        values: { value: share(by.get(k)!, p.end) },
        drill: { from: p.from, to: p.to, ...(groupBy === 'none' ? {} : { groupBy, key: k }) },
      })),
    };
  }
  // trends: the share at each bucket's end, as one line or one per group (the ten largest; status: done and not done)
  const bucket = m.trendsBucket;
  const grouped = groupBy !== 'none';
  const byNow = groups(groupBy, p.end);
  const keys =
    groupBy === 'status'
      ? o.statuses.map((s) => s.key as string)
      : [...byNow.entries()]
          .sort((a, b) => b[1].length - a[1].length)
          .slice(0, CHART_PALETTE.length)
          .map(([k]) => k);
  const categories = grouped
    ? keys.map((k, i) => ({ key: k, label: labelOf(k), colour: CHART_PALETTE[i] }))
    : [{ key: 'value', label: m.label, colour: CHART_PALETTE[0] }];
  return {
    ...head,
    bucket,
    categories,
    rows: buckets(bucket, p.from, p.end).map((b) => {
      const values = !grouped
        ? { value: share(items, b.to) }
        : groupBy === 'status'
          ? { done: share(items, b.to), notDone: Math.round((100 - share(items, b.to)) * 100) / 100 }
          : Object.fromEntries(keys.map((k) => [k, share(byNow.get(k) ?? [], b.to)]));
      return {
        key: b.start,
        label: bucketLabel(bucket, b.start),
        partial: b.partial,
        total: items.length,
        values,
        drill: { from: b.from, to: addDays(b.to, -1) },
      };
    }),
  };
}

/** The people behind a bar: each item of the group (status: done or not by the period's end), as drill-down rows. */
export function shareDrill(
  items: ShareItem[],
  sc: ChartScope,
  p: Period,
  groupBy: GroupBy,
  key: string | undefined,
  statuses: ShareStatus[],
) {
  if (groupBy !== 'none' && key === undefined) throw notFound('Choose a bar (key) to list who is behind it; the group');
  const end = addDays(p.to, 1);
  const homeName = new Map(sc.homes.map((h) => [h.id, h.name]));
  const chosen = groupBy === 'none' ? items : items.filter((i) => groupKey(i, groupBy, end) === key);
  return {
    items: chosen.map((i) => {
      const s = statuses.find((x) => x.key === (i.doneBefore(end) ? 'done' : 'notDone'))!;
      return {
        id: i.staffId,
        kind: i.type ? 'duty' : 'staff',
        title: i.name,
        youngPersonId: null,
        youngPersonName: null,
        homeId: i.homeId,
        homeName: homeName.get(i.homeId) ?? null,
        status: s.key,
        statusLabel: s.label,
        day: p.to,
        summary: { detail: i.detail },
        link: i.link ?? `/profile/${i.staffId}`,
      };
    }),
    nextCursor: null,
  };
}
