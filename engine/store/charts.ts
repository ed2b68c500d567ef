// Chart aggregates (SPEC §9): kept incrementally per record by the chart-aggregation worker, rebuilt
// from scratch set-based, and read by the charts API. Every query carries the organisation.
//
// One SQL statement says what a record contributes (its buckets); the incremental path runs it for
// one record, the rebuild for all of them, so the two cannot disagree.
import type { Sql } from './db.ts';

/** One way a record kind is counted: a group-by (dim) read from a SQL/JSON path or a column. */
export interface ChartSourceRow {
  kind: string;
  metric: string;
  dim: string;
  path: string | null; // lax SQL/JSON path into records.data
  column: 'kind' | 'author_id' | 'staff_id' | null; // or a column of the record
  items: boolean; // count each matching item (not each record once)
}

/** A bucket of chart_counts (and of a record's contribution). */
interface Bucket {
  metric: string;
  dim: string;
  day: string;
  homeId: string | null;
  kind: string;
  status: string;
  key: string;
  youngPersonId: string | null;
}
type Contribution = Bucket & { n: number };

const bucketKey = (b: Bucket) =>
  JSON.stringify([b.metric, b.dim, b.day, b.homeId, b.kind, b.status, b.key, b.youngPersonId]);
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** London calendar day of a record (SPEC: England). */
const DAY = `(r.record_date at time zone 'Europe/London')::date`;
const lockKey = `hashtextextended('charts:' || $1::text, 0)`;

/**
 * What each record adds to the charts, grouped per bucket. `$1` org, `$2..$7` the sources (unnest),
 * the records come from `recs` (a CTE or a filter), archived records add nothing.
 */
function contributionsSelect(recs: string) {
  // Keys are grouped per record and source inside the lateral, so no wide row (with its data) is ever sorted.
  return `
    select r.id as record_id, s.metric, s.dim, ${DAY} as day, r.home_id, r.kind, r.status, k.key, r.young_person_id, k.n
      from ${recs} r
      join unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::boolean[]) as s(kind, metric, dim, path, col, items)
        on s.kind = r.kind
      cross join lateral (
        select key, case when s.items then count(*) else 1 end as n
          from (
            select '' as key where s.dim = 'none'
            union all
            select case s.col when 'kind' then r.kind when 'author_id' then r.author_id::text when 'staff_id' then r.staff_id::text end
             where s.col is not null
            union all
            select v #>> '{}' from jsonb_path_query(r.data, s.path::jsonpath) v where s.path is not null
          ) keys
         where key is not null and (key <> '' or s.dim = 'none')
         group by key
      ) k
     where r.archived_at is null`;
}

const sourceParams = (sources: ChartSourceRow[]) => [
  sources.map((s) => s.kind),
  sources.map((s) => s.metric),
  sources.map((s) => s.dim),
  sources.map((s) => s.path),
  sources.map((s) => s.column),
  sources.map((s) => s.items),
];

const COUNT_COLUMNS = 'metric, dim, day, home_id, kind, status, key, young_person_id';

/** Each record's contributions as one sorted signature, to find the records whose contributions changed. */
const signatures = (from: string) =>
  `select record_id, array_agg(t order by t) as sig
     from (select record_id, row(${COUNT_COLUMNS}, n)::text as t from ${from}) c group by record_id`;

/** Two rows name the same bucket (home and young person may both be null). */
const sameBucket = (a: string, b: string) =>
  COUNT_COLUMNS.split(', ')
    .map((c) =>
      c === 'home_id' || c === 'young_person_id'
        ? `coalesce(${a}.${c}, '00000000-0000-0000-0000-000000000000') = coalesce(${b}.${c}, '00000000-0000-0000-0000-000000000000')`
        : `${a}.${c} = ${b}.${c}`,
    )
    .join(' and ');

/** The Monday of a day's week (days are London days already: plain date arithmetic, no time zone). */
const WEEK_OF = (day: string) => `(${day} - (extract(isodow from ${day})::int - 1))`;

/**
 * The organisation's weeks (chart_org_weeks, and per home chart_home_weeks) follow the day buckets the
 * worker just changed: the same deltas summed per week, status and key (and home), for records with a
 * home. Upserted in a sorted order, as the days are, so two workers never deadlock on a week.
 */
async function applyToWeeks(sql: Sql, orgId: string, changes: Contribution[]) {
  const homed = changes.filter((c) => c.homeId !== null);
  if (!homed.length) return;
  const params = [
    orgId,
    homed.map((c) => c.metric),
    homed.map((c) => c.dim),
    homed.map((c) => c.day),
    homed.map((c) => c.homeId),
    homed.map((c) => c.status),
    homed.map((c) => c.key),
    homed.map((c) => c.n),
  ];
  const deltas = `unnest($2::text[], $3::text[], $4::date[], $5::uuid[], $6::text[], $7::text[], $8::bigint[]) as u(metric, dim, day, home_id, status, key, n)`;
  const rows = await sql.query<{ t: 'org' | 'home'; metric: string; week: string; n: string | number }>(
    `with org as (
       insert into chart_org_weeks (org_id, metric, dim, week, status, key, n)
       select $1, metric, dim, ${WEEK_OF('day')}, status, key, sum(n) from ${deltas}
        group by 2, 3, 4, 5, 6 having sum(n) <> 0 order by 2, 3, 4, 5, 6
       on conflict (org_id, metric, dim, week, status, key) do update set n = chart_org_weeks.n + excluded.n
       returning metric, week, n),
     home as (
       insert into chart_home_weeks (org_id, metric, dim, week, home_id, status, key, n)
       select $1, metric, dim, ${WEEK_OF('day')}, home_id, status, key, sum(n) from ${deltas}
        group by 2, 3, 4, 5, 6, 7 having sum(n) <> 0 order by 2, 3, 4, 5, 6, 7
       on conflict (org_id, metric, dim, week, home_id, status, key) do update set n = chart_home_weeks.n + excluded.n
       returning metric, week, n)
     select 'org' as t, metric, week::text as week, n from org where n = 0
     union all select 'home', metric, week::text, n from home where n = 0`,
    params,
  );
  for (const t of ['org', 'home'] as const) {
    const emptied = rows.filter((r) => r.t === t);
    if (!emptied.length) continue;
    await sql.query(
      `delete from chart_${t}_weeks where org_id = $1 and n = 0 and metric = any($2::text[]) and week = any($3::date[])`,
      [orgId, [...new Set(emptied.map((r) => r.metric))], [...new Set(emptied.map((r) => r.week))]],
    );
  }
}

const DAY_MS = 86_400_000;
const dayMs = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The whole weeks (Monday to Sunday) inside the days [from, to), or null when there is none. */
function wholeWeeks(from: string, to: string): { from: string; to: string } | null {
  const start = dayMs(from),
    end = dayMs(to);
  const first = start + ((8 - new Date(start).getUTCDay()) % 7) * DAY_MS; // the first Monday on or after `from`
  const last = end - ((new Date(end).getUTCDay() + 6) % 7) * DAY_MS; // the last Monday on or before `to`
  return first < last ? { from: dayOf(first), to: dayOf(last) } : null;
}

export interface ChartFilter {
  metric: string;
  dim: string;
  from: string;
  to: string; // days; `to` exclusive
  homeIds?: string[]; // absent = every home of the organisation
  /** Every home of the organisation but these (a director's view: cheaper than naming the sixty others). */
  exceptHomeIds?: string[];
  youngPersonId?: string;
  key?: string;
  status?: string;
  excludeYoungPeople?: string[];
  onlyYoungPeople?: string[];
  /** Statuses left out (the read rule's filter: a young person's login sees no drafts). */
  hiddenStatuses?: string[];
}
export type ChartBucket = 'none' | 'day' | 'week' | 'month';
export type ChartGroup = 'none' | 'key' | 'status' | 'cyp' | 'home';

const BUCKETS: Record<ChartBucket, string> = {
  none: `''`,
  day: `day::text`,
  week: `date_trunc('week', day)::date::text`,
  month: `date_trunc('month', day)::date::text`,
};
const GROUPS: Record<ChartGroup, (p: string) => string> = {
  none: () => `''`,
  key: (p) => `${p}key`,
  status: (p) => `${p}status`,
  cyp: (p) => `coalesce(${p}young_person_id::text, '')`,
  home: (p) => `coalesce(${p}home_id::text, '')`,
};

/** The same, as a raw column to group on and its text once grouped (chart()). */
const RAW_BUCKETS: Record<ChartBucket, { raw: string; text: string }> = {
  none: { raw: `''`, text: `''` },
  day: { raw: 'day', text: 'b::text' },
  week: { raw: `date_trunc('week', day)::date`, text: 'b::text' },
  month: { raw: `date_trunc('month', day)::date`, text: 'b::text' },
};
const RAW_GROUPS: Record<ChartGroup, { raw: string; text: string }> = {
  none: { raw: `''`, text: `''` },
  key: { raw: 'key', text: 'g' },
  status: { raw: 'status', text: 'g' },
  cyp: { raw: 'young_person_id', text: `coalesce(g::text, '')` },
  home: { raw: 'home_id', text: `coalesce(g::text, '')` },
};

/**
 * WHERE clauses shared by the figures and the drill-down (prefix p = table alias); `params` to number after others'.
 */
function where(orgId: string, f: ChartFilter, p = '', params: unknown[] = []) {
  const clauses: string[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    clauses.push(clause.replaceAll('?', `$${params.length}`));
  };
  add(`${p}org_id = ?`, orgId);
  add(`${p}metric = ?`, f.metric);
  add(`${p}dim = ?`, f.dim);
  add(`${p}day >= ?::date`, f.from);
  add(`${p}day < ?::date`, f.to);
  if (f.homeIds) add(`${p}home_id = any(?::uuid[])`, f.homeIds);
  if (f.exceptHomeIds) add(`${p}home_id is not null and ${p}home_id <> all(?::uuid[])`, f.exceptHomeIds);
  if (f.youngPersonId) add(`${p}young_person_id = ?::uuid`, f.youngPersonId);
  if (f.key !== undefined) add(`${p}key = ?`, f.key);
  if (f.status) add(`${p}status = ?`, f.status);
  if (f.excludeYoungPeople?.length)
    add(`(${p}young_person_id is null or ${p}young_person_id <> all(?::uuid[]))`, f.excludeYoungPeople);
  if (f.onlyYoungPeople) add(`${p}young_person_id = any(?::uuid[])`, f.onlyYoungPeople);
  if (f.hiddenStatuses?.length) add(`${p}status <> all(?::text[])`, f.hiddenStatuses);
  return { clauses, params };
}

/**
 * Whether a chart's figures may come from the organisation's weeks (chart_org_weeks, or chart_home_weeks
 * grouped by home): the view is every home but some (a director's org view, leaving out non-operational
 * homes), with no young-person or status filter, bucketed by week or not at all, not grouped by young person.
 */
function weeksServe(f: ChartFilter, bucket: ChartBucket, group: ChartGroup) {
  return (
    !!f.exceptHomeIds &&
    !f.homeIds &&
    !f.youngPersonId &&
    f.key === undefined &&
    !f.status &&
    !f.excludeYoungPeople?.length &&
    !f.onlyYoungPeople &&
    !f.hiddenStatuses?.length &&
    (bucket === 'none' || bucket === 'week') &&
    group !== 'cyp'
  );
}

/**
 * The rows counted for `f` over the days [f.from, to), as SELECTs to union (columns of chart_counts'
 * rows): the ragged days at either end from chart_counts, the whole weeks between from chart_org_weeks,
 * less the left-out homes' days of those weeks (read per home off chart_counts_home) — or, `byHome`,
 * from chart_home_weeks without the left-out homes.
 */
function countRows(orgId: string, f: ChartFilter, to: string, params: unknown[], byHome: boolean): string[] {
  const at = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const cols = 'day, status, key, home_id, young_person_id';
  const days = (from: string, until: string) =>
    `select ${cols}, n from chart_counts where ${where(orgId, { ...f, from, to: until }, '', params).clauses.join(' and ')}`;
  const w = wholeWeeks(f.from, to);
  if (!w) return [days(f.from, to)];
  const out: string[] = [];
  if (f.from < w.from) out.push(days(f.from, w.from));
  if (byHome) {
    out.push(`select week as day, status, key, home_id, null::uuid as young_person_id, n from chart_home_weeks
               where org_id = ${at(orgId)} and metric = ${at(f.metric)} and dim = ${at(f.dim)} and week >= ${at(w.from)}::date and week < ${at(w.to)}::date
                 and home_id <> all(${at(f.exceptHomeIds ?? [])}::uuid[])`);
    if (w.to < to) out.push(days(w.to, to));
    return out;
  }
  out.push(`select week as day, status, key, null::uuid as home_id, null::uuid as young_person_id, n from chart_org_weeks
             where org_id = ${at(orgId)} and metric = ${at(f.metric)} and dim = ${at(f.dim)} and week >= ${at(w.from)}::date and week < ${at(w.to)}::date`);
  if (f.exceptHomeIds?.length) {
    const { exceptHomeIds, ...rest } = f;
    out.push(
      `select ${cols}, -n from chart_counts where ${where(orgId, { ...rest, homeIds: exceptHomeIds, from: w.from, to: w.to }, '', params).clauses.join(' and ')}`,
    );
  }
  if (w.to < to) out.push(days(w.to, to));
  return out;
}

export interface DrillRow {
  id: string;
  kind: string;
  day: string;
  youngPersonId: string | null;
  youngPersonName: string | null;
  homeId: string | null;
  status: string;
  authorId: string;
  recordDate: Date;
  definitionVersionId: number;
  data: Record<string, unknown>;
  n: number;
}

export function chartStore(sql: Sql, orgId: string) {
  return {
    /**
     * Apply a record's current state to the aggregates (inside a transaction). Exact and idempotent:
     * what the record added before is subtracted, what it adds now is added, and the version applied is
     * kept, so a repeated or older message (out of order) changes nothing.
     */
    async applyRecord(
      recordId: string,
      sources: ChartSourceRow[],
    ): Promise<{ outcome: 'applied' | 'stale' | 'missing'; version?: number; changed: number }> {
      // a rebuild holds it exclusively
      await sql.query(`select pg_advisory_xact_lock_shared(${lockKey})`, [orgId]);
      const [rec] = await sql.query<{ version: number }>(
        `select version from records where id = $1 and org_id = $2 for share`,
        [recordId, orgId],
      );
      if (!rec) return { outcome: 'missing', changed: 0 };
      await sql.query(
        `insert into chart_record_versions (record_id, org_id, version) values ($1, $2, 0) on conflict (record_id) do nothing`,
        [recordId, orgId],
      );
      const [seen] = await sql.query<{ version: number }>(
        `select version from chart_record_versions where record_id = $1 and org_id = $2 for update`,
        [recordId, orgId],
      );
      if (!seen || seen.version >= rec.version) return { outcome: 'stale', version: rec.version, changed: 0 };

      const cols = `metric, dim, day::text as day, home_id as "homeId", kind, status, key, young_person_id as "youngPersonId", n::int as n`;
      const before = await sql.query<Contribution>(
        `select ${cols} from chart_contributions where record_id = $1 and org_id = $2`,
        [recordId, orgId],
      );
      const after = await sql.query<Contribution>(
        `select ${cols} from (${contributionsSelect(`(select * from records where org_id = $1 and id = $8)`)}) c`,
        [orgId, ...sourceParams(sources), recordId],
      );

      const delta = new Map<string, Contribution>();
      for (const [rows, sign] of [
        [before, -1],
        [after, 1],
      ] as const) {
        for (const c of rows) {
          const k = bucketKey(c);
          const d = delta.get(k);
          if (d) d.n += sign * c.n;
          else delta.set(k, { ...c, n: sign * c.n });
        }
      }
      const changes = [...delta.entries()]
        .filter(([, d]) => d.n !== 0)
        .sort(([a], [b]) => compare(a, b))
        .map(([, d]) => d);

      await sql.query(`delete from chart_contributions where record_id = $1 and org_id = $2`, [recordId, orgId]);
      if (after.length) {
        await sql.query(
          `insert into chart_contributions (org_id, record_id, ${COUNT_COLUMNS}, n)
           select $1, $2, * from unnest($3::text[], $4::text[], $5::date[], $6::uuid[], $7::text[], $8::text[], $9::text[], $10::uuid[], $11::int[])`,
          [orgId, recordId, ...columnsOf(after)],
        );
      }
      if (changes.length) {
        // sorted, so two workers touching the same buckets lock them in the same order
        await sql.query(
          `insert into chart_counts (org_id, ${COUNT_COLUMNS}, n)
           select $1, ${COUNT_COLUMNS}, n
             from unnest($2::text[], $3::text[], $4::date[], $5::uuid[], $6::text[], $7::text[], $8::text[], $9::uuid[], $10::bigint[])
                  with ordinality as u(${COUNT_COLUMNS}, n, o)
            order by o
           on conflict on constraint chart_counts_bucket do update set n = chart_counts.n + excluded.n`,
          [orgId, ...columnsOf(changes)],
        );
        await sql.query(
          `delete from chart_counts where org_id = $1 and n = 0 and metric = any($2::text[]) and day = any($3::date[])`,
          [orgId, [...new Set(changes.map((c) => c.metric))], [...new Set(changes.map((c) => c.day))]],
        );
        await applyToWeeks(sql, orgId, changes);
      }
      await sql.query(`update chart_record_versions set version = $3 where record_id = $1 and org_id = $2`, [
        recordId,
        orgId,
        rec.version,
      ]);
      // figures kept by API processes (engine/charts/figures-cache.ts) are dropped once this commits
      if (changes.length) await sql.query(`select pg_notify('charts_changed', $1::text)`, [orgId]);
      return { outcome: 'applied', version: rec.version, changed: changes.length };
    },

    /** A young person's stay (occupancy) from their current details: idempotent, always the latest state. */
    async applyStay(youngPersonId: string) {
      await sql.query(
        `insert into chart_stays (young_person_id, org_id, home_id, from_day, to_day)
         select id, org_id, home_id, coalesce(move_in_date, (created_at at time zone 'Europe/London')::date),
                (archived_at at time zone 'Europe/London')::date
           from young_people where id = $1 and org_id = $2
         on conflict (young_person_id) do update set home_id = excluded.home_id, from_day = excluded.from_day, to_day = excluded.to_day`,
        [youngPersonId, orgId],
      );
    },

    /**
     * Recompute the organisation's aggregates from the records, set-based, in one statement (one
     * snapshot): contributions, counts and the versions they reflect agree with each other, and
     * changes committed meanwhile arrive as later messages and apply on top. Only what differs is
     * written (a record's contributions when any of them changed, a bucket or week when its count did),
     * so the nightly and start-up rebuilds leave no dead rows behind when nothing changed.
     */
    async rebuild(sources: ChartSourceRow[]): Promise<{ records: number; contributions: number; buckets: number }> {
      const started = Date.now();
      await sql.query(`select pg_advisory_xact_lock(${lockKey})`, [orgId]);
      const kinds = [...new Set(sources.map((s) => s.kind))];
      // one long set-based statement: JIT compiling it costs more than it saves
      await sql.query(`set local jit = off`);
      const [counts] = await sql.query<{ records: number; contributions: number; buckets: number }>(
        `with src as materialized (select * from records where org_id = $1 and kind = any($8::text[])),
              versions as (
                insert into chart_record_versions (record_id, org_id, version)
                select r.id, r.org_id, r.version from src r left join chart_record_versions v on v.record_id = r.id
                 where v.version is distinct from r.version
                on conflict (record_id) do update set version = excluded.version, org_id = excluded.org_id),
              gone_versions as (
                delete from chart_record_versions v where v.org_id = $1
                   and not exists (select 1 from src r where r.id = v.record_id)),
              fresh as materialized (${contributionsSelect('src')}),
              changed as materialized (
                select coalesce(f.record_id, o.record_id) as record_id
                  from (${signatures('fresh')}) f full join (${signatures('chart_contributions where org_id = $1')}) o
                    on o.record_id = f.record_id
                 where f.sig is distinct from o.sig),
              gone_contributions as (
                delete from chart_contributions c where c.org_id = $1 and c.record_id in (select record_id from changed)),
              contributions as (
                insert into chart_contributions (org_id, record_id, ${COUNT_COLUMNS}, n)
                select $1, record_id, ${COUNT_COLUMNS}, n from fresh where record_id in (select record_id from changed)),
              buckets as materialized (select ${COUNT_COLUMNS}, sum(n) as n from fresh group by ${COUNT_COLUMNS}),
              gone_buckets as (
                delete from chart_counts c where c.org_id = $1 and not exists (
                  select 1 from buckets b where ${sameBucket('b', 'c')})),
              new_buckets as (
                insert into chart_counts (org_id, ${COUNT_COLUMNS}, n)
                select $1, b.${COUNT_COLUMNS.split(', ').join(', b.')}, b.n from buckets b
                  left join chart_counts c on c.org_id = $1 and ${sameBucket('b', 'c')}
                 where c.n is distinct from b.n
                on conflict on constraint chart_counts_bucket do update set n = excluded.n),
              weeks as materialized (
                select metric, dim, ${WEEK_OF('day')} as week, status, key, sum(n) as n from fresh
                 where home_id is not null group by 1, 2, 3, 4, 5),
              gone_weeks as (
                delete from chart_org_weeks w where w.org_id = $1 and not exists (
                  select 1 from weeks x where (x.metric, x.dim, x.week, x.status, x.key) = (w.metric, w.dim, w.week, w.status, w.key))),
              new_weeks as (
                insert into chart_org_weeks (org_id, metric, dim, week, status, key, n)
                select $1, x.metric, x.dim, x.week, x.status, x.key, x.n from weeks x
                  left join chart_org_weeks w on w.org_id = $1
                   and (x.metric, x.dim, x.week, x.status, x.key) = (w.metric, w.dim, w.week, w.status, w.key)
                 where w.n is distinct from x.n order by 2, 3, 4, 5, 6
                on conflict (org_id, metric, dim, week, status, key) do update set n = excluded.n),
              home_weeks as materialized (
                select metric, dim, ${WEEK_OF('day')} as week, home_id, status, key, sum(n) as n from fresh
                 where home_id is not null group by 1, 2, 3, 4, 5, 6),
              gone_home_weeks as (
                delete from chart_home_weeks w where w.org_id = $1 and not exists (
                  select 1 from home_weeks x where (x.metric, x.dim, x.week, x.home_id, x.status, x.key)
                    = (w.metric, w.dim, w.week, w.home_id, w.status, w.key))),
              new_home_weeks as (
                insert into chart_home_weeks (org_id, metric, dim, week, home_id, status, key, n)
                select $1, x.metric, x.dim, x.week, x.home_id, x.status, x.key, x.n from home_weeks x
                  left join chart_home_weeks w on w.org_id = $1
                   and (x.metric, x.dim, x.week, x.home_id, x.status, x.key) = (w.metric, w.dim, w.week, w.home_id, w.status, w.key)
                 where w.n is distinct from x.n order by 2, 3, 4, 5, 6, 7
                on conflict (org_id, metric, dim, week, home_id, status, key) do update set n = excluded.n)
         select (select count(*) from src)::int as records, (select count(*) from fresh)::int as contributions,
                (select count(*) from buckets)::int as buckets`,
        [orgId, ...sourceParams(sources), kinds],
      );
      await sql.query(
        `with stays as (
           select id as young_person_id, org_id, home_id, coalesce(move_in_date, (created_at at time zone 'Europe/London')::date) as from_day,
                  (archived_at at time zone 'Europe/London')::date as to_day
             from young_people where org_id = $1),
         gone as (delete from chart_stays c where c.org_id = $1 and not exists (
           select 1 from stays s where s.young_person_id = c.young_person_id))
         insert into chart_stays (young_person_id, org_id, home_id, from_day, to_day)
         select s.* from stays s left join chart_stays c on c.young_person_id = s.young_person_id
          where (c.home_id, c.from_day, c.to_day) is distinct from (s.home_id, s.from_day, s.to_day)
         on conflict (young_person_id) do update set home_id = excluded.home_id, from_day = excluded.from_day, to_day = excluded.to_day`,
        [orgId],
      );
      await sql.query(
        `insert into chart_state (org_id, rebuilt_at, records, took_ms) values ($1, now(), $2, $3)
         on conflict (org_id) do update set rebuilt_at = excluded.rebuilt_at, records = excluded.records, took_ms = excluded.took_ms`,
        [orgId, counts.records, Date.now() - started],
      );
      await sql.query(`select pg_notify('charts_changed', $1::text)`, [orgId]);
      return counts;
    },

    async state(): Promise<{ rebuiltAt: Date; records: number; tookMs: number } | null> {
      const [row] = await sql.query<{ rebuiltAt: Date; records: number; tookMs: number }>(
        `select rebuilt_at as "rebuiltAt", records, took_ms as "tookMs" from chart_state where org_id = $1`,
        [orgId],
      );
      return row ?? null;
    },

    /** Figures: counts summed per bucket (day, week or month, or none) and group. */
    async figures(
      f: ChartFilter,
      bucket: ChartBucket,
      group: ChartGroup,
    ): Promise<{ bucket: string; grp: string; n: number }[]> {
      const { clauses, params } = where(orgId, f);
      return sql.query(
        `select ${BUCKETS[bucket]} as bucket, ${GROUPS[group]('')} as grp, sum(n)::float8 as n
           from chart_counts where ${clauses.join(' and ')} group by 1, 2 order by 1, 2`,
        params,
      );
    },

    /**
     * A chart's figures in one statement (one round trip): the period's rows per bucket and group on
     * `f.dim`; the totals of the period and of the one before it (`previousFrom` to `f.from`) on
     * `baseDim` (each record once); and when the aggregates were last rebuilt. When both dims are the
     * same, one scan of both periods gives all three.
     */
    async chart(f: ChartFilter, baseDim: string, previousFrom: string, bucket: ChartBucket, group: ChartGroup) {
      const params: unknown[] = [];
      const at = (value: unknown) => {
        params.push(value);
        return `$${params.length}`;
      };
      const parts: string[] = [];
      // the rows of a period: the whole weeks from chart_org_weeks where they serve, split at `f.from` so
      // no week straddles the two periods
      const weeks = weeksServe(f, bucket, group);
      // (totals of another dim need no home: the organisation's weeks serve them)
      const counts = (g: ChartFilter, byHome = group === 'home') =>
        weeks
          ? `(${[...countRows(orgId, g, g.from < f.from ? f.from : g.to, params, byHome), ...(g.from < f.from ? countRows(orgId, { ...g, from: f.from }, g.to, params, byHome) : [])].join(' union all ')}) c`
          : `(select day, status, key, home_id, young_person_id, n from chart_counts where ${where(orgId, g, '', params).clauses.join(' and ')}) c`;
      if (baseDim === f.dim) {
        // summed on the raw columns first, turned into text per group rather than per bucket row
        const rows = counts({ ...f, from: previousFrom });
        parts.push(`select case when cur then 'figures' else 'previous' end as part, case when cur then ${RAW_BUCKETS[bucket].text} else '' end as bucket,
                           case when cur then ${RAW_GROUPS[group].text} else '' end as grp, sum(n)::float8 as n
                      from (select day >= ${at(f.from)}::date as cur, ${RAW_BUCKETS[bucket].raw} as b, ${RAW_GROUPS[group].raw} as g, sum(n) as n
                              from ${rows} group by 1, 2, 3) x
                     group by 1, 2, 3`);
      } else {
        const base = counts({ ...f, dim: baseDim, from: previousFrom }, false);
        parts.push(`select case when day >= ${at(f.from)}::date then 'total' else 'previous' end as part, '' as bucket, '' as grp, sum(n)::float8 as n
                      from ${base} group by 1`);
        parts.push(
          `select 'figures', ${BUCKETS[bucket]}, ${GROUPS[group]('')}, sum(n)::float8 from ${counts(f)} group by 2, 3`,
        );
      }
      parts.push(
        `select 'rebuilt', '', '', extract(epoch from rebuilt_at)::float8 * 1000 from chart_state where org_id = ${at(orgId)}`,
      );
      // ordered as figures() orders its rows (the database's collation)
      const rows = await sql.query<{ part: string; bucket: string; grp: string; n: number }>(
        `${parts.join(' union all ')} order by 1, 2, 3`,
        params,
      );
      const figures = rows.filter((r) => r.part === 'figures').map(({ bucket: b, grp, n }) => ({ bucket: b, grp, n }));
      const sum = (part: string) => rows.reduce((n, r) => (r.part === part ? n + r.n : n), 0);
      const rebuilt = rows.find((r) => r.part === 'rebuilt');
      return {
        figures,
        total: baseDim === f.dim ? sum('figures') : sum('total'),
        previous: sum('previous'),
        rebuiltAt: rebuilt ? new Date(rebuilt.n) : null,
      };
    },

    /** Occupancy: filled and registered place-nights per bucket (and home), from the stays. */
    async occupancy(f: { from: string; to: string; homeIds?: string[] }, bucket: ChartBucket, byHome: boolean) {
      const params: unknown[] = [orgId, f.from, f.to];
      let homeFilter = '';
      if (f.homeIds) {
        params.push(f.homeIds);
        homeFilter = `and id = any($4::uuid[])`;
      }
      return sql.query<{ bucket: string; grp: string; filled: number; places: number }>(
        `with d as (select g::date as day from generate_series($2::date, $3::date - 1, interval '1 day') g),
              h as (select id, registered_places as places from homes where org_id = $1 and registered_places is not null ${homeFilter})
         select ${BUCKETS[bucket]} as bucket, ${byHome ? 'h.id::text' : `''`} as grp,
                sum((select count(*) from chart_stays s where s.org_id = $1 and s.home_id = h.id and s.from_day <= d.day
                       and (s.to_day is null or s.to_day > d.day)))::float8 as filled,
                sum(h.places)::float8 as places
           from d cross join h group by 1, 2 order by 1, 2`,
        params,
      );
    },

    /**
     * The records behind a bar or point: exactly those counted in it (newest first, keyset paging), with
     * their young person's name. `sections`: the top-level keys of `data` to return (what the rows'
     * summaries show) rather than all of it — a record's data is compressed when large (an incident's
     * ~4 kB), and expanding and sending fifty whole ones was most of the page's time.
     */
    async drill(
      f: ChartFilter,
      group: { by: ChartGroup; value?: string },
      limit: number,
      cursor?: { day: string; id: string },
      sections?: string[],
    ): Promise<DrillRow[]> {
      const { clauses, params } = where(orgId, f, 'c.');
      const data = sections
        ? `jsonb_build_object(${sections
            .map((k) => {
              params.push(k);
              return `$${params.length}::text, r.data -> $${params.length}::text`;
            })
            .join(', ')})`
        : 'r.data';
      const add = (clause: string, ...values: unknown[]) => {
        let text = clause;
        for (const v of values) {
          params.push(v);
          text = text.replace('?', `$${params.length}`);
        }
        clauses.push(text);
      };
      if (group.value !== undefined && group.by !== 'none') {
        if (group.by === 'key') add('c.key = ?', group.value);
        else if (group.by === 'status') add('c.status = ?', group.value);
        else add(`coalesce(${GROUPS[group.by]('c.')}, '') = ?`, group.value);
      }
      if (cursor) add('(c.day, c.record_id) < (?::date, ?::uuid)', cursor.day, cursor.id);
      params.push(limit);
      return sql.query<DrillRow>(
        `select c.record_id as id, r.kind, c.day::text as day, r.young_person_id as "youngPersonId",
                coalesce(yp.preferred_name, yp.first_name) || ' ' || yp.last_name as "youngPersonName", r.home_id as "homeId", r.status, r.author_id as "authorId",
                r.record_date as "recordDate", r.definition_version_id as "definitionVersionId", ${data} as data, c.n
           from chart_contributions c join records r on r.id = c.record_id and r.org_id = c.org_id
                left join young_people yp on yp.id = r.young_person_id and yp.org_id = r.org_id
          where ${clauses.join(' and ')}
          order by c.day desc, c.record_id desc limit $${params.length}`,
        params,
      );
    },

    /** Records' data whole (a drill-down row whose definition version shows sections the page did not read). */
    async recordData(ids: string[]): Promise<Map<string, Record<string, unknown>>> {
      if (!ids.length) return new Map();
      const rows = await sql.query<{ id: string; data: Record<string, unknown> }>(
        `select id, data from records where org_id = $1 and id = any($2::uuid[])`,
        [orgId, ids],
      );
      return new Map(rows.map((r) => [r.id, r.data]));
    },

    /** The young people who filled a place (occupancy drill-down). */
    async stays(f: { from: string; to: string; homeIds?: string[] }) {
      const params: unknown[] = [orgId, f.from, f.to];
      let homeFilter = '';
      if (f.homeIds) {
        params.push(f.homeIds);
        homeFilter = 'and s.home_id = any($4::uuid[])';
      }
      return sql.query<{ youngPersonId: string; homeId: string; fromDay: string; toDay: string | null }>(
        `select s.young_person_id as "youngPersonId", s.home_id as "homeId", s.from_day::text as "fromDay", s.to_day::text as "toDay"
           from chart_stays s where s.org_id = $1 and s.from_day < $3::date and (s.to_day is null or s.to_day > $2::date) ${homeFilter}
          order by s.from_day desc limit 500`,
        params,
      );
    },

    /** Names for group keys (people and homes of this organisation only). */
    async names(of: 'staff' | 'young-person' | 'home', ids: string[]): Promise<Map<string, string>> {
      const uuids = ids.filter((i) => /^[0-9a-f-]{36}$/.test(i));
      if (!uuids.length) return new Map();
      const q =
        of === 'staff'
          ? `select id::text, name from users where org_id = $1 and id = any($2::uuid[])`
          : of === 'home'
            ? `select id::text, name from homes where org_id = $1 and id = any($2::uuid[])`
            : `select id::text, coalesce(preferred_name, first_name) || ' ' || last_name as name from young_people where org_id = $1 and id = any($2::uuid[])`;
      const rows = await sql.query<{ id: string; name: string }>(q, [orgId, uuids]);
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** Homes with their registered places (occupancy's denominator). */
    async homes(): Promise<
      { id: string; name: string; type: string; registeredPlaces: number | null; archivedAt: Date | null }[]
    > {
      return sql.query(
        `select id, name, type, registered_places as "registeredPlaces", archived_at as "archivedAt" from homes where org_id = $1 order by name`,
        [orgId],
      );
    },

    async setRegisteredPlaces(homeId: string, places: number | null): Promise<boolean> {
      const rows = await sql.query(
        `update homes set registered_places = $3 where id = $1 and org_id = $2 returning id`,
        [homeId, orgId, places],
      );
      return rows.length > 0;
    },
  };
}

function columnsOf(rows: Contribution[]) {
  return [
    rows.map((r) => r.metric),
    rows.map((r) => r.dim),
    rows.map((r) => r.day),
    rows.map((r) => r.homeId),
    rows.map((r) => r.kind),
    rows.map((r) => r.status),
    rows.map((r) => r.key),
    rows.map((r) => r.youngPersonId),
    rows.map((r) => r.n),
  ];
}

/** Cross-organisation: which organisations to rebuild (the nightly job). */
export function chartMaintenance(sql: Sql) {
  return {
    async organisations(): Promise<string[]> {
      return (
        await sql.query<{ id: string }>(`select id from organisations where suspended_at is null order by created_at`)
      ).map((r) => r.id);
    },
    /**
     * Fresh statistics after a rebuild, so one record's rows are found by their index, not by scanning an
     * organisation's.
     */
    async analyze() {
      await sql.exec(
        'analyze chart_contributions; analyze chart_counts; analyze chart_org_weeks; analyze chart_home_weeks; analyze chart_record_versions',
      );
    },
  };
}
