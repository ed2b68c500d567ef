// Chart tests' helpers: a seeded random generator of charted records (valid, from the examples), and
// a direct recount of what the aggregates should hold, computed here in TypeScript from the records
// and the charts model — independently of the aggregation SQL it checks.
import { CHART_KIND_SOURCES } from '../../definitions/charts.ts';
import {
  activityCategories,
  deescalationTriggers,
  ilsRatings,
  incidentTypes,
  keyWorkerTopics,
  planAreas,
  priorities,
  safeguardingCategories,
  sessionEngagement,
} from '../../definitions/lists/index.ts';
import { examples } from '../../definitions/young-person/examples.ts';
import { toLocal } from '../../engine/time/london.ts';
import type { TestServer } from './server.ts';

export const CHARTED = CHART_KIND_SOURCES.map((s) => s.kind);

/** A small seeded generator (tests must be repeatable). */
export function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]) => xs[int(xs.length)];
  const some = <T>(xs: readonly T[], min = 0) => {
    const out = xs.filter(() => next() < 0.4);
    return out.length >= min ? out : [xs[int(xs.length)]];
  };
  const shuffle = <T>(xs: T[]) => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [xs[i], xs[j]] = [xs[j], xs[i]];
    }
    return xs;
  };
  return { next, int, pick, some, shuffle };
}
export type Random = ReturnType<typeof random>;

/** An instant in 2026, often near London midnight and around the clock changes (29 Mar, 25 Oct). */
export function randomInstant(r: Random): string {
  const days = [
    '2026-01-05',
    '2026-03-28',
    '2026-03-29',
    '2026-03-30',
    '2026-06-30',
    '2026-07-01',
    '2026-10-24',
    '2026-10-25',
    '2026-10-26',
    '2026-12-31',
  ];
  const times = ['00:10:00Z', '00:59:00Z', '12:00:00Z', '22:59:00Z', '23:30:00Z'];
  // half the time: late evening in summer time, which is already the next day in London
  if (r.next() < 0.5) return `${r.pick(['2026-04-15', '2026-06-30', '2026-10-24'])}T23:30:00Z`;
  return `${r.pick(days)}T${r.pick(times)}`;
}
const randomDay = (r: Random) => randomInstant(r).slice(0, 10);

async function example(kind: string): Promise<Record<string, unknown>> {
  if (kind in examples) return structuredClone((examples as Record<string, Record<string, unknown>>)[kind]);
  // young people's kinds, then the home's (home logs, accidents, insurance feed charts too)
  try {
    return structuredClone((await import(`../../definitions/young-person/examples/${kind}.ts`)).example);
  } catch {
    return structuredClone((await import(`../../definitions/home/examples/${kind}.ts`)).example);
  }
}

// retired choices are refused when new; `bothHomeTypes`: only choices a children's home and SA both have
const values = (
  l: { items: readonly { value: string; retired?: string; homeTypes?: readonly string[] }[] },
  o: { bothHomeTypes?: boolean } = {},
) => l.items.filter((i) => !i.retired && !(o.bothHomeTypes && i.homeTypes)).map((i) => i.value);

/** Valid record data of a charted kind with random dates and group fields (people from `staff` and `otherYps`). */
export async function randomData(
  kind: string,
  r: Random,
  staff: string[],
  otherYps: string[],
): Promise<Record<string, unknown>> {
  const raw = JSON.stringify(await example(kind))
    .replace(/00000000-0000-4000-8000-00000000000(\d)/g, (_m, d: string) => staff[(Number(d) - 1) % staff.length])
    .replace(/00000000-0000-4000-8000-000000000101/g, otherYps[0]);
  const d = JSON.parse(raw) as Record<string, any>;
  // links to other records name ids of the example's world, not this test's: drop every one
  for (const k of Object.keys(d)) if (/^linked/.test(k)) delete d[k];
  if (d.debrief) delete d.debrief.managerReview;
  delete d.managerReview;
  switch (kind) {
    case 'incident':
      Object.assign(d.general, {
        startedAt: randomInstant(r),
        types: r.some(values(incidentTypes), 1),
        staffPresent: r.some(staff, 1),
        otherYoungPeople: r.some(otherYps),
      });
      delete d.general.endedAt;
      // the example's placing authority is a children's home's: keep only authorities both home types have
      d.notifications = (d.notifications ?? []).filter(
        (n: { authority?: string }) => !/^(placing|accommodating)_authority$/.test(n.authority ?? ''),
      );
      for (const i of d.intervention ?? []) for (const st of i.staff ?? []) st.person = r.pick(staff);
      break;
    case 'safeguarding':
      Object.assign(d, {
        raisedAt: randomInstant(r),
        category: r.some(values(safeguardingCategories), 1),
        raisedBy: r.pick(staff),
        otherYoungPeople: r.some(otherYps),
      });
      delete d.happenedAt;
      break;
    case 'deescalation-log':
      Object.assign(d, {
        startedAt: randomInstant(r),
        triggers: r.some(values(deescalationTriggers), 1),
        staffInvolved: r.some(staff, 1),
        otherYoungPeople: r.some(otherYps),
      });
      break;
    case 'key-worker-session':
      Object.assign(d, {
        date: randomDay(r),
        topics: r.some(values(keyWorkerTopics), 1),
        keyWorker: r.pick(staff),
        engagement: r.pick(values(sessionEngagement)),
      });
      break;
    case 'placement-plan':
      d.planDate = randomDay(r);
      d.keyWorker = r.pick(staff);
      d.needs = Array.from({ length: r.int(5) }, (_, i) => ({
        need: `Need ${i}`,
        // areas both home types have: the test's homes are one of each
        area: r.pick(values(planAreas, { bothHomeTypes: true })),
        priority: r.pick(values(priorities)),
      }));
      break;
    case 'ils-plan':
      d.assessmentDate = randomDay(r);
      d.assessor = r.pick(staff);
      for (const v of Object.values(d)) {
        if (!v || typeof v !== 'object' || Array.isArray(v)) continue;
        for (const skill of Object.values(v as Record<string, any>))
          if (skill && typeof skill === 'object' && 'rating' in skill) skill.rating = r.pick(values(ilsRatings));
      }
      break;
    case 'activity':
      Object.assign(d, { date: randomDay(r), category: r.pick(values(activityCategories)), staff: r.some(staff) });
      break;
    default:
      if (kind.startsWith('risk-assessment-')) d.assessmentDate = randomDay(r);
  }
  return d;
}

// --- the direct recount -------------------------------------------------------------------------

/** The subset of SQL/JSON path lax mode the model uses: `.name`, `.*`, `[*]`; arrays unwrap for member access. */
export function laxPath(data: unknown, path: string): unknown[] {
  const steps = path.replace(/^\$/, '').match(/\.\*|\.[A-Za-z0-9_]+|\[\*\]/g) ?? [];
  let items: unknown[] = [data];
  for (const step of steps) {
    const out: unknown[] = [];
    for (const item of items) {
      if (step === '[*]') {
        if (Array.isArray(item)) out.push(...item);
        else if (item !== undefined) out.push(item);
        continue;
      }
      const targets = Array.isArray(item) ? item : [item];
      for (const t of targets) {
        if (!t || typeof t !== 'object' || Array.isArray(t)) continue;
        if (step === '.*') out.push(...Object.values(t));
        else if (step.slice(1) in t) out.push((t as Record<string, unknown>)[step.slice(1)]);
      }
    }
    items = out;
  }
  return items;
}

const londonDay = (d: Date) => {
  const l = toLocal(d);
  return `${l.year}-${String(l.month).padStart(2, '0')}-${String(l.day).padStart(2, '0')}`;
};

interface RecordRowForRecount {
  id: string;
  kind: string;
  home_id: string | null;
  young_person_id: string | null;
  status: string;
  record_date: Date;
  author_id: string;
  staff_id: string | null;
  archived_at: Date | null;
  data: Record<string, unknown>;
}

/** What chart_counts should hold for an organisation, counted straight from its records. */
export async function recount(server: TestServer, orgId: string): Promise<Map<string, number>> {
  const rows = await server.store.db.query<RecordRowForRecount>(
    `select id, kind, home_id, young_person_id, status, record_date, author_id, staff_id, archived_at, data from records where org_id = $1`,
    [orgId],
  );
  const out = new Map<string, number>();
  const add = (k: string, n: number) => out.set(k, (out.get(k) ?? 0) + n);
  for (const r of rows) {
    const src = CHART_KIND_SOURCES.find((s) => s.kind === r.kind);
    if (!src || r.archived_at) continue;
    const bucket = (dim: string, key: string) =>
      JSON.stringify([
        src.metric,
        dim,
        londonDay(new Date(r.record_date)),
        r.home_id,
        r.kind,
        r.status,
        key,
        r.young_person_id,
      ]);
    add(bucket('none', ''), 1);
    for (const [dim, g] of Object.entries(src.groups)) {
      const keys = g.column
        ? [g.column === 'kind' ? r.kind : g.column === 'author_id' ? r.author_id : r.staff_id]
        : laxPath(r.data, g.path!).map((v) =>
            v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v),
          );
      const present = keys.filter((k): k is string => !!k);
      if (g.counting === 'items') for (const k of present) add(bucket(dim, k), 1);
      else for (const k of new Set(present)) add(bucket(dim, k), 1);
    }
  }
  return out;
}

/** What chart_counts holds for an organisation, in the same shape. */
export async function stored(server: TestServer, orgId: string): Promise<Map<string, number>> {
  const rows = await server.store.db.query<{
    metric: string;
    dim: string;
    day: string;
    home_id: string | null;
    kind: string;
    status: string;
    key: string;
    young_person_id: string | null;
    n: number;
  }>(
    `select metric, dim, day::text as day, home_id, kind, status, key, young_person_id, n::int as n from chart_counts where org_id = $1 and n <> 0`,
    [orgId],
  );
  return new Map(
    rows.map((c) => [
      JSON.stringify([c.metric, c.dim, c.day, c.home_id, c.kind, c.status, c.key, c.young_person_id]),
      c.n,
    ]),
  );
}

/**
 * The organisation's weeks (chart_org_weeks) a count map implies: buckets with a home, summed per Monday,
 * status and key; `perHome`, per home as well (chart_home_weeks).
 */
export function weeksOf(counts: Map<string, number>, perHome = false): Map<string, number> {
  const out = new Map<string, number>();
  for (const [k, n] of counts) {
    const [metric, dim, day, homeId, , status, key] = JSON.parse(k) as (string | null)[];
    if (homeId === null) continue;
    const d = new Date(`${day}T00:00:00Z`);
    const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
    const w = JSON.stringify(perHome ? [metric, dim, monday, homeId, status, key] : [metric, dim, monday, status, key]);
    out.set(w, (out.get(w) ?? 0) + n);
  }
  for (const [w, n] of out) if (n === 0) out.delete(w);
  return out;
}

/**
 * What chart_org_weeks (or `perHome`, chart_home_weeks) holds for an organisation, in the same shape (rows at 0
 * included).
 */
export async function storedWeeks(server: TestServer, orgId: string, perHome = false): Promise<Map<string, number>> {
  const rows = await server.store.db.query<{
    metric: string;
    dim: string;
    week: string;
    home_id: string;
    status: string;
    key: string;
    n: number;
  }>(
    `select metric, dim, week::text as week, ${perHome ? 'home_id' : 'null as home_id'}, status, key, n::int as n from chart_${perHome ? 'home' : 'org'}_weeks where org_id = $1`,
    [orgId],
  );
  return new Map(
    rows.map((w) => [
      JSON.stringify(
        perHome ? [w.metric, w.dim, w.week, w.home_id, w.status, w.key] : [w.metric, w.dim, w.week, w.status, w.key],
      ),
      w.n,
    ]),
  );
}

/** Differences between two count maps, for a readable failure. */
export function differences(expected: Map<string, number>, actual: Map<string, number>) {
  const diffs: string[] = [];
  for (const k of new Set([...expected.keys(), ...actual.keys()])) {
    if ((expected.get(k) ?? 0) !== (actual.get(k) ?? 0))
      diffs.push(`${k}: expected ${expected.get(k) ?? 0}, stored ${actual.get(k) ?? 0}`);
  }
  return diffs;
}
