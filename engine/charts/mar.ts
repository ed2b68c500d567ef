// The mar chart (SPEC §9): read straight from mar_entries (indexed by organisation, home and time),
// not from the record aggregates — a dose is not a record. The figure is the share of recorded doses given on
// time; the status chart splits them into SPEC §4 statuses (completed on time, overdue = given late,
// unadministered = not given). Count is hidden by the SPEC. The medication read rule and the `mar` toggle apply.
import { CHART_PALETTE, type ChartMetric, type GroupBy, STATUS_COLOURS } from '../../definitions/charts.ts';
import { medicationStatuses } from '../../definitions/lists/medication.ts';
import type { Caller } from '../access/index.ts';
import { decideMedication, decideMedicationToggle } from '../access/medication.ts';
import { DEFAULT_WINDOW_MINUTES } from '../medication/rules.ts';
import { forbidden } from '../problem.ts';
import type { Store } from '../store/index.ts';
import { medicationStore } from '../store/medication.ts';
import { addDays, bucketLabel, buckets } from './period.ts';
import type { ChartScope } from './scope.ts';

const pct = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10000) / 100 : 0);
const REGULARITY: Record<string, string> = { regular: 'Regular', prn: 'When required (PRN)' };

export async function marChart(
  store: Store,
  caller: Caller,
  q: { type: string; level: string },
  m: ChartMetric,
  groupBy: GroupBy,
  sc: ChartScope,
  p: { from: string; to: string; end: string; days: number },
) {
  const org = await store.forOrg(caller.orgId).people.organisation();
  const on = decideMedicationToggle((org?.settings ?? {}) as Record<string, unknown>, 'mar');
  if (!on.ok) throw forbidden(on.reason);
  // the medication read rule, young person by young person (the cyp area, the home, their health permission)
  const youngPeople = await store.forOrg(caller.orgId).people.youngPeople({ homeIds: sc.homeIds ?? 'all' });
  const unreadable = youngPeople.filter((y) => !decideMedication(caller, y, 'read').ok).map((y) => y.id);
  if (sc.youngPersonId && unreadable.includes(sc.youngPersonId))
    throw forbidden("You may not see this young person's medicines.");
  const s = medicationStore(store.db, caller.orgId);
  const f = {
    from: p.from,
    to: p.end,
    homeIds: sc.homeIds,
    youngPersonId: sc.youngPersonId,
    excludeYoungPeople: [...sc.excludeYoungPeople, ...unreadable],
    windowMinutes: DEFAULT_WINDOW_MINUTES,
  };
  const whole = await s.marFigures(f, 'none', 'none');
  const prev = await s.marFigures({ ...f, from: addDays(p.from, -p.days), to: p.from }, 'none', 'none');
  const total = whole[0]?.n ?? 0,
    value = pct(whole[0]?.onTime ?? 0, total);
  const previous = pct(prev[0]?.onTime ?? 0, prev[0]?.n ?? 0);
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
    notes: [
      "Doses given on time as a share of the doses recorded on the MAR (a PRN dose given counts as on time). Each young person's MAR shows the doses.",
    ],
    total,
    value,
    previous: { from: addDays(p.from, -p.days), to: addDays(p.from, -1), total: prev[0]?.n ?? 0, value: previous },
    change: dir,
    concern: value < previous,
    rebuiltAt: null,
  };
  const names = new Map(youngPeople.map((y) => [y.id, `${y.preferredName ?? y.firstName} ${y.lastName}`]));
  const statusItems = medicationStatuses.items.filter((i) => i.value !== 'plannedInNext24hrs');
  const labelOf = (g: string) =>
    groupBy === 'cyp'
      ? (names.get(g) ?? 'Young person')
      : groupBy === 'regularity'
        ? (REGULARITY[g] ?? g)
        : groupBy === 'status'
          ? (statusItems.find((i) => i.value === g)?.label ?? g)
          : g || 'Not named';

  if (q.type === 'status') {
    const rows = await s.marFigures(f, 'none', 'status');
    const n = (k: string) => rows.find((r) => r.grp === k)?.n ?? 0;
    return {
      ...head,
      bucket: null,
      categories: [{ key: 'value', label: `${m.label} %`, colour: CHART_PALETTE[0] }],
      rowColours: statusItems.map(
        (i) => STATUS_COLOURS[(i as { colour?: keyof typeof STATUS_COLOURS }).colour ?? 'blue'],
      ),
      rows: statusItems.map((i) => ({
        key: i.value,
        label: i.label,
        total: n(i.value),
        values: { value: pct(n(i.value), total) },
        drill: { from: p.from, to: p.to },
      })),
    };
  }
  // trends: the on-time share per week, as one line or one per group (the ten largest groups)
  const grouped = groupBy !== 'none';
  const rows = await s.marFigures(
    f,
    m.trendsBucket,
    grouped ? (groupBy as 'status' | 'cyp' | 'medicine' | 'regularity') : 'none',
  );
  const sizes = new Map<string, number>();
  for (const r of rows) sizes.set(r.grp, (sizes.get(r.grp) ?? 0) + r.n);
  const keys = [...sizes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, CHART_PALETTE.length)
    .map(([k]) => k);
  const categories = grouped
    ? keys.map((k, i) => ({ key: k, label: labelOf(k), colour: CHART_PALETTE[i] }))
    : [{ key: 'value', label: m.label, colour: CHART_PALETTE[0] }];
  return {
    ...head,
    bucket: m.trendsBucket,
    categories,
    rows: buckets(m.trendsBucket, p.from, p.end).map((b) => {
      const here = rows.filter((r) => r.bucket === b.start);
      const values = grouped
        ? Object.fromEntries(
            keys.map((k) => {
              const r = here.find((x) => x.grp === k);
              return [k, pct(r?.onTime ?? 0, r?.n ?? 0)];
            }),
          )
        : { value: pct(here[0]?.onTime ?? 0, here[0]?.n ?? 0) };
      return {
        key: b.start,
        label: bucketLabel(m.trendsBucket, b.start),
        partial: b.partial,
        total: here.reduce((n, r) => n + r.n, 0),
        values,
        drill: { from: b.from, to: addDays(b.to, -1) },
      };
    }),
  };
}
