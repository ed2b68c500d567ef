// The charts API's work: a chart drawn from the aggregates (never from the records), the records
// behind one bar or point, the model with what is live and what waits, and registered places.
import {
  CHART_LEVELS,
  CHART_METRICS,
  CHART_PALETTE,
  CHART_TYPES,
  type ChartLevel,
  type ChartMetric,
  type ChartType,
  type ChartUnit,
  GROUP_BY_OPTIONS,
  type GroupBy,
  HIDDEN_COMBINATIONS,
  LEVEL_LABELS,
  STATUS_COLOURS,
  UNIT_LABELS,
} from '../../definitions/charts.ts';
import { type Caller, decideSettings, kindLevel, mayReadRecord } from '../access/index.ts';
import { isStorableDate, isUuid } from '../definitions/formats.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { valueAt } from '../definitions/schema-walk.ts';
import { forbidden, notFound, Problem } from '../problem.ts';
import type { ChartFilter, ChartGroup, Store } from '../store/index.ts';
import { type RecordStatus, STATUS_LABELS } from '../workflow/index.ts';
import { CCA_KIND, ccaChart, ccaDrill } from './cca.ts';
import type { FiguresCache } from './figures-cache.ts';
import { type Category, chartWording, labelKeys, OTHER, pickCategories, scopeHomeTypes } from './labels.ts';
import { marChart } from './mar.ts';
import {
  computedAs,
  isColumnGroup,
  isMar,
  isOccupancy,
  metricKinds,
  resolveChart,
  typesOffered,
  waitingFor,
} from './model.ts';
import { addDays, bucketLabel, buckets, dayLabel, daysBetween, isRealDate, londonToday, periodsIn } from './period.ts';
import { policyChart, policyDrill } from './policy.ts';
import { scheduleChart, scheduleDrill } from './schedule.ts';
import { type ChartScope, chartScope } from './scope.ts';
import { faceToFaceChart, HR_SOURCES, hrChartOf, mayChartFaceToFace, trainingChart } from './training.ts';

export interface ChartRequest {
  level: ChartLevel;
  metric: string;
  type: ChartType;
  groupBy?: GroupBy;
  home?: string;
  youngPerson?: string;
  staff?: string;
  from?: string;
  to?: string;
}
export interface DrillRequest extends Omit<ChartRequest, 'type'> {
  type?: ChartType;
  key?: string;
  limit?: number;
  cursor?: string;
}

interface ChartRow {
  key: string;
  label: string;
  partial?: boolean;
  total: number;
  values: Record<string, number>;
  /** Query parameters that list the records behind this row (add `key` for a category when grouped). */
  drill: { from: string; to: string; groupBy?: string; key?: string };
}

const MAX_DAYS = 5 * 366;
const round = (x: number) => Math.round(x * 100) / 100;
/** Rates keep four decimals: one incident in a year is 0.0192 per week, not 0. */
const round4 = (x: number) => Math.round(x * 10000) / 10000;
const bad = (path: string, message: string, detail: string) =>
  new Problem(422, 'Validation failed', detail, [{ path, message }]);

function period(q: { from?: string; to?: string }, now: Date) {
  const to = q.to ?? londonToday(now);
  const from = q.from ?? addDays(to, -83); // 12 weeks
  if (!isRealDate(from)) throw bad('/query/from', 'must be a date (YYYY-MM-DD)', 'The period start is not a date.');
  if (!isRealDate(to)) throw bad('/query/to', 'must be a date (YYYY-MM-DD)', 'The period end is not a date.');
  if (from > to) throw bad('/query/from', 'must not be after to', 'The period starts after it ends.');
  const end = addDays(to, 1);
  const days = daysBetween(from, end);
  if (days > MAX_DAYS) throw bad('/query/from', 'at most five years', 'Choose a period of at most five years.');
  return { from, to, end, days };
}

/** A figure in the metric's unit: per week / per month over the period, or as it is. */
function inUnit(unit: ChartUnit, n: number, days: number) {
  return unit === 'perWeek' || unit === 'perMonth' ? round4(n / periodsIn(unit, days)) : round(n);
}

/** Which stored group-by a chart reads, and what it groups on. */
function grouping(
  level: ChartLevel,
  type: ChartType,
  groupBy: GroupBy,
): { dim: string; group: ChartGroup; labelsOf: GroupBy | 'statusOf' } {
  const base = level === 'staff' ? 'staff' : 'none';
  if (type === 'status') return { dim: base, group: 'status', labelsOf: 'statusOf' };
  if (type === 'needs/issues')
    return {
      dim: groupBy === 'priority' ? 'priority' : 'needs/issues',
      group: 'key',
      labelsOf: groupBy === 'priority' ? 'priority' : 'needs/issues',
    };
  if (isColumnGroup(groupBy)) return { dim: base, group: groupBy as ChartGroup, labelsOf: groupBy };
  return { dim: groupBy, group: 'key', labelsOf: groupBy };
}

/** The top-level key of data a list column reads (`general.types` → `general`). */
const sectionOf = (column: string) => column.split('.')[0];

const encodeCursor = (day: string, id: string) => Buffer.from(JSON.stringify([day, id])).toString('base64url');
function decodeCursor(c: string) {
  try {
    const [day, id] = JSON.parse(Buffer.from(c, 'base64url').toString()) as [string, string];
    if (typeof day !== 'string' || !isStorableDate(day) || !isUuid(id)) throw new Error();
    return { day, id };
  } catch {
    throw new Problem(400, 'Bad request', 'The cursor is not one this API gave out.', [
      { path: '/query/cursor', message: 'is not valid' },
    ]);
  }
}

export function chartService(deps: {
  store: Store;
  registry: DefinitionRegistry;
  now?: () => Date;
  figures?: FiguresCache;
}) {
  const { store, registry } = deps;
  const now = deps.now ?? (() => new Date());

  function describe(m: ChartMetric, type: ChartType) {
    const unit = m.units[type]!;
    return { key: m.key, label: m.label, counts: m.counts, direction: m.direction, unit, unitLabel: UNIT_LABELS[unit] };
  }

  async function occupancyChart(
    caller: Caller,
    q: ChartRequest,
    m: ChartMetric,
    groupBy: GroupBy,
    sc: ChartScope,
    p: ReturnType<typeof period>,
  ) {
    const s = store.forOrg(caller.orgId);
    const byHome = groupBy === 'home';
    const withPlaces = sc.homes.filter((h) => h.registeredPlaces);
    const notes = sc.homes
      .filter((h) => !h.registeredPlaces)
      .map((h) => `${h.name} has no registered places recorded, so it is left out of occupancy.`);
    const f = { from: p.from, to: p.end, homeIds: sc.homeIds };
    const pct = (filled: number, places: number) => (places ? round((filled / places) * 100) : 0);
    const whole = await s.charts.occupancy(f, 'none', false);
    const prev = await s.charts.occupancy({ ...f, from: addDays(p.from, -p.days), to: p.from }, 'none', false);
    const value = pct(whole[0]?.filled ?? 0, whole[0]?.places ?? 0);
    const previous = pct(prev[0]?.filled ?? 0, prev[0]?.places ?? 0);
    const names = new Map(sc.homes.map((h) => [h.id, h.name]));
    let categories: Category[] = [{ key: 'value', label: 'Occupancy', colour: CHART_PALETTE[0] }];
    let rows: ChartRow[];
    if (q.type === 'count') {
      const per = byHome ? await s.charts.occupancy(f, 'none', true) : whole;
      rows = per.map((r) => ({
        key: r.grp,
        label: byHome ? (names.get(r.grp) ?? r.grp) : 'All homes',
        total: r.filled,
        values: { value: pct(r.filled, r.places) },
        drill: { from: p.from, to: p.to, ...(byHome ? { groupBy: 'home', key: r.grp } : {}) },
      }));
    } else if (q.type === 'trends') {
      const per = await s.charts.occupancy(f, m.trendsBucket, byHome);
      if (byHome)
        categories = withPlaces.map((h, i) => ({
          key: h.id,
          label: h.name,
          colour: CHART_PALETTE[i % CHART_PALETTE.length],
        }));
      rows = buckets(m.trendsBucket, p.from, p.end).map((b) => {
        const here = per.filter((r) => r.bucket === b.start);
        return {
          key: b.start,
          label: bucketLabel(m.trendsBucket, b.start),
          partial: b.partial,
          total: here.reduce((n, r) => n + r.filled, 0),
          values: Object.fromEntries(
            byHome
              ? here.map((r) => [r.grp, pct(r.filled, r.places)])
              : [['value', pct(here[0]?.filled ?? 0, here[0]?.places ?? 0)]],
          ),
          drill: { from: b.from, to: addDays(b.to, -1) },
        };
      });
    } else {
      const filled = whole[0]?.filled ?? 0,
        places = whole[0]?.places ?? 0;
      const labels = await labelKeys(s, registry, caller.orgId, m, 'statusOf', []);
      categories = [{ key: 'value', label: '%', colour: CHART_PALETTE[0] }];
      rows = [
        ['occupied', filled],
        ['vacant', Math.max(places - filled, 0)],
      ].map(([k, n]) => ({
        key: k as string,
        label: labels.get(k as string)!.label,
        total: n as number,
        values: { value: pct(n as number, places) },
        drill: { from: p.from, to: p.to },
      }));
      return {
        ...common(m, q, groupBy, sc, p, notes),
        total: places,
        value,
        previous: { from: addDays(p.from, -p.days), to: addDays(p.from, -1), value: previous },
        ...change(m, value, previous),
        categories,
        rowColours: rows.map((r) => labels.get(r.key)!.colour ?? CHART_PALETTE[0]),
        rows,
        bucket: null,
      };
    }
    return {
      ...common(m, q, groupBy, sc, p, notes),
      total: whole[0]?.filled ?? 0,
      value,
      previous: { from: addDays(p.from, -p.days), to: addDays(p.from, -1), value: previous },
      ...change(m, value, previous),
      categories,
      rows,
      bucket: q.type === 'trends' ? m.trendsBucket : null,
    };
  }

  /** The top-level sections of data that the newest definitions of these kinds show in a list row. */
  async function summarySections(orgId: string, kinds: string[]) {
    const sections = new Set<string>();
    for (const kind of kinds)
      for (const c of (await registry.latest(kind, orgId))?.def.list.columns ?? []) sections.add(sectionOf(c));
    return [...sections];
  }

  function common(
    m: ChartMetric,
    q: ChartRequest,
    groupBy: GroupBy,
    sc: ChartScope,
    p: ReturnType<typeof period>,
    notes: string[] = [],
  ) {
    return {
      level: q.level,
      type: q.type,
      groupBy,
      from: p.from,
      to: p.to,
      metric: describe(m, q.type),
      subject: sc.subject,
      homes: sc.homes.map((h) => ({ id: h.id, name: h.name })),
      leftOut: sc.leftOut,
      notes,
    };
  }

  function change(m: ChartMetric, value: number, previous: number) {
    const dir = value > previous ? 'up' : value < previous ? 'down' : 'same';
    const concern = m.direction === 'greaterThan' ? value > previous : value < previous;
    return { change: dir as 'up' | 'down' | 'same', concern };
  }

  return {
    /** The model of SPEC §9 with what is live, what waits and for what, and what this person may open. */
    async metrics(caller: Caller) {
      const metrics = [];
      const org = await store.forOrg(caller.orgId).people.organisation();
      const faceToFaceOn = (org?.features as Record<string, unknown> | undefined)?.enableFaceToFaceTracking === true;
      for (const m of CHART_METRICS) {
        const kinds = metricKinds(m);
        // a chart read from its own tables asks the read rule of the kind behind it (the checks: home checks)
        const kindBehind = kinds[0] ?? (computedAs(m) === 'cca' ? CCA_KIND : undefined);
        const def = kindBehind ? (await registry.latest(kindBehind, caller.orgId))?.def : undefined;
        metrics.push({
          key: m.key,
          label: m.label,
          counts: m.counts,
          direction: m.direction,
          directionFrom: m.directionFrom,
          units: m.units,
          unitLabels: Object.fromEntries(Object.entries(m.units).map(([t, u]) => [t, UNIT_LABELS[u]])),
          unitsFrom: m.unitsFrom,
          trendsBucket: m.trendsBucket,
          levels: m.levels,
          groupBy: m.groupBy,
          types: Object.fromEntries(m.levels.map((l) => [l, typesOffered(m, l)])),
          live: !waitingFor(m),
          waitingFor: waitingFor(m),
          kinds,
          source: isOccupancy(m)
            ? "young people's stays and homes' registered places"
            : isMar(m)
              ? 'doses recorded on the MAR (mar_entries)'
              : computedAs(m) === 'policy'
                ? 'policy records and their signatures (policy_signatures)'
                : computedAs(m) === 'cca'
                  ? "each home's recurring check duties, met by the checks recorded as done (as the duties register)"
                  : computedAs(m) === 'schedule'
                    ? "staff recruitment checks on each person's record (as HR › Employees)"
                    : hrChartOf(m)
                      ? HR_SOURCES[hrChartOf(m)!]
                      : kinds.length
                        ? `records: ${kinds.join(', ')}`
                        : null,
          readable:
            !waitingFor(m) &&
            (def ? kindLevel(caller, def) !== 'none' : true) &&
            (hrChartOf(m) !== 'faceToFace' || mayChartFaceToFace(caller, faceToFaceOn)),
        });
      }
      const state = await store.forOrg(caller.orgId).charts.state();
      return {
        levels: CHART_LEVELS.map((l) => ({ key: l, label: LEVEL_LABELS[l] })),
        types: CHART_TYPES,
        groupByOptions: [...GROUP_BY_OPTIONS, 'home'],
        palette: CHART_PALETTE,
        statusColours: STATUS_COLOURS,
        hidden: HIDDEN_COMBINATIONS,
        metrics,
        rebuiltAt: state?.rebuiltAt ?? null,
      };
    },

    /** One chart, ready to draw, worded for the home types it is about (a support plan in supported accommodation). */
    async chart(caller: Caller, q: ChartRequest) {
      const { metric: m } = resolveChart(q);
      const sc = await chartScope(deps, caller, m, q);
      return chartWording(await this.unworded(caller, q, sc), m, scopeHomeTypes(sc));
    },

    /**
     * One chart, ready to draw: rows, categories with colours, totals in the metric's unit, and drill-down parameters.
     */
    async unworded(caller: Caller, q: ChartRequest, sc: ChartScope) {
      const { metric: m, groupBy } = resolveChart(q);
      const p = period(q, now());
      if (isOccupancy(m)) return occupancyChart(caller, q, m, groupBy, sc, p);
      if (isMar(m)) return marChart(store, caller, q, m, groupBy, sc, p);
      if (hrChartOf(m) === 'faceToFace') return faceToFaceChart(store, caller, q, m, groupBy, sc, p);
      if (hrChartOf(m)) return trainingChart(store, caller, q, m, groupBy, sc, p, now());
      if (computedAs(m) === 'policy') return policyChart(deps, caller, q, m, groupBy, sc, p);
      if (computedAs(m) === 'cca') return ccaChart(deps, caller, q, m, groupBy, sc, p);
      if (computedAs(m) === 'schedule') return scheduleChart(store, caller, q, m, groupBy, sc, p);
      const s = store.forOrg(caller.orgId);
      const unit = m.units[q.type]!;
      const { dim, group, labelsOf } = grouping(q.level, q.type, groupBy);
      const baseDim = q.level === 'staff' ? 'staff' : 'none';
      const filter = (d: string, from: string, to: string): ChartFilter => ({
        metric: m.key,
        dim: d,
        from,
        to,
        ...(sc.allHomesBut ? { exceptHomeIds: sc.allHomesBut } : { homeIds: sc.homeIds }),
        youngPersonId: sc.youngPersonId,
        key: sc.staffId,
        excludeYoungPeople: sc.excludeYoungPeople,
        onlyYoungPeople: sc.onlyYoungPeople,
        hiddenStatuses: sc.hiddenStatuses,
      });
      const sum = (rows: { n: number }[]) => rows.reduce((n, r) => n + r.n, 0);
      const prevFrom = addDays(p.from, -p.days);
      const grouped = q.type === 'needs/issues' || groupBy !== 'none' || q.type === 'status';
      const drillGroup =
        q.type === 'status' ? 'status' : q.type === 'needs/issues' ? dim : groupBy === 'none' ? undefined : groupBy;
      const overTime = q.type === 'trends' || q.type === 'needs/issues';
      const bucket = q.type === 'trends' ? m.trendsBucket : 'day';
      // the rows, both totals and the rebuild time in one round trip
      const args = [
        filter(dim, p.from, p.end),
        baseDim,
        prevFrom,
        overTime ? bucket : 'none',
        overTime || grouped ? group : 'none',
      ] as const;
      const load = () => s.charts.chart(...args);
      const fig = deps.figures ? await deps.figures.get(caller.orgId, JSON.stringify(args), load) : await load();
      const { total, previous: prevTotal } = fig;
      const value = inUnit(unit, total, p.days),
        previous = inUnit(unit, prevTotal, p.days);
      const head = {
        ...common(m, q, groupBy, sc, p),
        total,
        value,
        previous: { from: prevFrom, to: addDays(p.from, -1), total: prevTotal, value: previous },
        ...change(m, value, previous),
        rebuiltAt: fig.rebuiltAt,
      };

      if (overTime) {
        const rows = fig.figures;
        const totals = new Map<string, number>();
        for (const r of rows) totals.set(r.grp, (totals.get(r.grp) ?? 0) + r.n);
        const labels = await labelKeys(
          s,
          registry,
          caller.orgId,
          m,
          labelsOf,
          [...totals.keys()],
          scopeHomeTypes(sc),
          sc.homes,
        );
        const order = labelsOf !== 'none' ? [...labels.keys()] : undefined;
        const categories = grouped
          ? pickCategories(totals, labels, CHART_PALETTE.length, q.type === 'needs/issues' ? order : undefined)
          : [{ key: 'value', label: m.label, colour: CHART_PALETTE[0] }];
        const shown = new Set(categories.map((c) => c.key));
        const values = (here: typeof rows) => {
          const v: Record<string, number> = Object.fromEntries(categories.map((c) => [c.key, 0]));
          for (const r of here) {
            const k = !grouped ? 'value' : shown.has(r.grp) ? r.grp : OTHER;
            v[k] = (v[k] ?? 0) + r.n;
          }
          return v;
        };
        // rows per bucket, in one pass (five years of weeks by type is thousands of rows)
        const byBucket = new Map<string, typeof rows>();
        for (const r of rows) {
          const here = byBucket.get(r.bucket);
          if (here) here.push(r);
          else byBucket.set(r.bucket, [r]);
        }
        const points =
          q.type === 'trends'
            ? buckets(m.trendsBucket, p.from, p.end).map((b) => {
                const here = byBucket.get(b.start) ?? [];
                return {
                  key: b.start,
                  label: bucketLabel(m.trendsBucket, b.start),
                  partial: b.partial,
                  total: sum(here),
                  values: values(here),
                  drill: { from: b.from, to: addDays(b.to, -1), groupBy: drillGroup },
                };
              })
            : [...byBucket].map(([day, here]) => ({
                key: day,
                label: dayLabel(day),
                total: sum(here),
                values: values(here),
                drill: { from: day, to: day, groupBy: drillGroup },
              }));
        return { ...head, bucket, categories, rows: points };
      }

      // count and status: one row per group (status: per record status, in the SPEC's order)
      const rows = grouped ? fig.figures : [{ bucket: '', grp: '', n: total }];
      const totals = new Map(rows.map((r) => [r.grp, r.n]));
      const labels = await labelKeys(
        s,
        registry,
        caller.orgId,
        m,
        labelsOf,
        [...totals.keys()],
        scopeHomeTypes(sc),
        sc.homes,
      );
      const cats =
        q.type === 'status'
          ? pickCategories(totals, labels, 50, [...labels.keys()])
          : grouped
            ? pickCategories(totals, labels, 30)
            : [{ key: '', label: 'All', colour: CHART_PALETTE[0] }];
      const shown = new Set(cats.map((c) => c.key));
      const otherTotal = rows.filter((r) => !shown.has(r.grp)).reduce((n, r) => n + r.n, 0);
      const out: ChartRow[] = cats.map((c) => {
        const n = c.key === OTHER ? otherTotal : (totals.get(c.key) ?? 0);
        return {
          key: c.key,
          label: c.label,
          total: n,
          values: { value: inUnit(unit, n, p.days) },
          drill: {
            from: p.from,
            to: p.to,
            ...(drillGroup && c.key !== OTHER ? { groupBy: drillGroup, key: c.key } : {}),
          },
        };
      });
      return {
        ...head,
        bucket: null,
        categories: [
          {
            key: 'value',
            label: UNIT_LABELS[unit] === 'count' ? m.label : `${m.label} ${UNIT_LABELS[unit]}`,
            colour: CHART_PALETTE[0],
          },
        ],
        rowColours: cats.map((c) => c.colour),
        rows: out,
      };
    },

    /** The records behind a bar or point: exactly the ones counted in it, newest first. */
    async records(caller: Caller, q: DrillRequest) {
      const type = q.type ?? typesOfferedAny(q.metric, q.level);
      const { metric: m, groupBy } = resolveChart({ ...q, type });
      const p = period(q, now());
      const sc = await chartScope(deps, caller, m, q);
      const s = store.forOrg(caller.orgId);
      const limit = Math.min(Math.max(q.limit ?? 50, 1), 200);
      if (isMar(m)) throw notFound("The doses behind the MAR chart are on each young person's MAR; this chart");
      if (hrChartOf(m))
        throw new Problem(
          404,
          'Not found',
          hrChartOf(m) === 'faceToFace'
            ? "This chart has no records behind it: each member of staff's minutes are on the face-to-face page (/hr/face-to-face)."
            : 'This chart has no records behind it: the people and courses are on the training matrix (/trainings).',
        );
      if (computedAs(m) === 'policy') return policyDrill(deps, caller, groupBy, q.key, sc, p);
      if (computedAs(m) === 'cca') return ccaDrill(deps, caller, groupBy, q.key, sc, p);
      if (computedAs(m) === 'schedule') return scheduleDrill(store, caller, groupBy, q.key, sc, p);
      if (isOccupancy(m)) {
        const stays = await s.charts.stays({
          from: p.from,
          to: p.end,
          homeIds: groupBy === 'home' && q.key ? [q.key] : sc.homeIds,
        });
        const names = await s.charts.names(
          'young-person',
          stays.map((x) => x.youngPersonId),
        );
        const homes = new Map(sc.homes.map((h) => [h.id, h.name]));
        return {
          items: stays.map((x) => ({
            id: x.youngPersonId,
            kind: 'young-person',
            title: names.get(x.youngPersonId) ?? 'Young person',
            youngPersonId: x.youngPersonId,
            youngPersonName: names.get(x.youngPersonId) ?? null,
            homeId: x.homeId,
            homeName: homes.get(x.homeId) ?? null,
            day: x.fromDay,
            summary: { from: x.fromDay, to: x.toDay },
            link: `/cyp/resident/${x.youngPersonId}/profile/personal`,
          })),
          nextCursor: null,
        };
      }
      const { dim, group } = grouping(q.level, type, groupBy);
      // only the sections of data the summaries show (the newest definitions' list columns)
      const sections = await summarySections(caller.orgId, metricKinds(m));
      const rows = await s.charts.drill(
        {
          metric: m.key,
          dim,
          from: p.from,
          to: p.end,
          homeIds: sc.homeIds,
          youngPersonId: sc.youngPersonId,
          key: sc.staffId,
          excludeYoungPeople: sc.excludeYoungPeople,
          onlyYoungPeople: sc.onlyYoungPeople,
          hiddenStatuses: sc.hiddenStatuses,
        },
        { by: group, value: q.key },
        limit + 1,
        q.cursor ? decodeCursor(q.cursor) : undefined,
        sections,
      );
      const page = rows.slice(0, limit);
      const defs = await Promise.all(page.map((r) => registry.byId(r.definitionVersionId)));
      // a record filled against an older version may show other sections: its data is read whole
      const whole = await s.charts.recordData(
        page.filter((r, i) => !defs[i].def.list.columns.every((c) => sections.includes(sectionOf(c)))).map((r) => r.id),
      );
      // the rows' homes are the scope's (read already); any other is named by a read
      const homes = new Map(sc.homes.map((h) => [h.id, h.name]));
      const unnamed = page.map((r) => r.homeId).filter((h): h is string => !!h && !homes.has(h));
      if (unnamed.length) for (const [id, name] of await s.charts.names('home', unnamed)) homes.set(id, name);
      const items = [];
      for (const [i, r] of page.entries()) {
        const { def } = defs[i];
        if (!mayReadRecord(caller, def, { ...r, staffId: null })) continue; // the one read rule, row by row
        const data = whole.get(r.id) ?? r.data;
        items.push({
          id: r.id,
          kind: r.kind,
          title: def.title,
          youngPersonId: r.youngPersonId,
          youngPersonName: r.youngPersonId ? r.youngPersonName : null,
          homeId: r.homeId,
          homeName: r.homeId ? (homes.get(r.homeId) ?? null) : null,
          status: r.status,
          statusLabel: STATUS_LABELS[r.status as RecordStatus] ?? r.status,
          recordDate: r.recordDate,
          day: r.day,
          counted: r.n,
          summary: Object.fromEntries(def.list.columns.map((c) => [c, valueAt(data, c) ?? null])),
          link: r.youngPersonId
            ? `/cyp/resident/${r.youngPersonId}/records/${r.kind}/${r.id}`
            : `/records/${r.kind}/${r.id}`,
        });
      }
      const last = page[page.length - 1];
      return { items, nextCursor: rows.length > limit && last ? encodeCursor(last.day, last.id) : null };
    },

    async homes(caller: Caller) {
      const v = decideSettings(caller, 'read');
      if (!v.ok && !caller.isManager) throw forbidden(v.reason);
      return store.forOrg(caller.orgId).charts.homes();
    },

    /** Occupancy's denominator: the places a home is registered for. Directors or settings edit. */
    async setRegisteredPlaces(caller: Caller, homeId: string, places: number | null) {
      const v = decideSettings(caller, 'edit');
      if (!v.ok) throw forbidden(v.reason);
      const s = store.forOrg(caller.orgId);
      if (!(await s.charts.setRegisteredPlaces(homeId, places))) throw notFound('The home');
      await s.audit.write({
        userId: caller.id,
        action: 'home.registered-places',
        entity: 'home',
        entityId: homeId,
        detail: { registeredPlaces: places },
      });
      return (await s.charts.homes()).find((h) => h.id === homeId);
    },
  };
}

function metricByKeyOrThrow(key: string) {
  const m = CHART_METRICS.find((x) => x.key === key);
  if (!m)
    throw new Problem(404, 'Not found', `There is no chart metric "${key}".`, [
      { path: '/query/metric', message: 'is not a chart metric' },
    ]);
  return m;
}
/** A drill-down without a type: the first chart type the metric offers at that level (count where it has one). */
function typesOfferedAny(key: string, level: ChartLevel): ChartType {
  const m = metricByKeyOrThrow(key);
  return typesOffered(m, level)[0] ?? 'count';
}
