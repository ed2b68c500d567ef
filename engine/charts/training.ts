// The HR charts, read from their own tables like the MAR chart, not the record aggregates:
//  - training: required training in date as a share of training required — the matrix's own rules
//    (engine/training/status.ts) worked out as it stood on a day: the period's last day (today at most),
//    the day before the period for the comparison, each month's last day for trends;
//  - staffTma: the share of staff (directors aside, as in the due lists) whose required training, supervision
//    and appraisal are all in date on that day (engine/training/due.ts, from every one held, not only the newest);
//  - faceToFace: minutes with young people (key worker session lengths, daily logs' face-to-face minutes),
//    per month, behind enableFaceToFaceTracking.
import { CHART_PALETTE, type ChartMetric, type GroupBy, STATUS_COLOURS } from '../../definitions/charts.ts';
import { type Caller, homeScope, isDirector, isYoungPersonLogin } from '../access/index.ts';
import { hrLevel } from '../access/staff.ts';
import { decideFaceToFace, decideTrainingView } from '../access/training.ts';
import { forbidden } from '../problem.ts';
import { type FaceToFaceGroup, type HeldRow, hrChartsStore } from '../store/hr-charts.ts';
import type { Store } from '../store/index.ts';
import {
  type AttendanceRow,
  type CourseRow,
  type QualificationRow,
  type TraineeRow,
  trainingStore,
} from '../store/training.ts';
import { APPRAISAL_EVERY, type DueInterval, nextDue, SUPERVISION_EVERY } from '../training/due.ts';
import { isRequired, qualificationCell, type TrainingStatus, trainingStatus } from '../training/status.ts';
import { addDays, bucketLabel, buckets, londonToday, periodsIn } from './period.ts';
import type { ChartScope } from './scope.ts';

type Period = { from: string; to: string; end: string; days: number };
type Q = { type: string; level: string };
const pct = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10000) / 100 : 0);
const seesEveryone = (c: Caller) => isDirector(c) || c.isManager || hrLevel(c) !== 'none';

/** May the caller open face-to-face charts at all (the charts model's `readable`, and faceToFaceChart's own checks)? */
export const mayChartFaceToFace = (c: Caller, enabled: boolean) => decideFaceToFace(c, enabled).ok && seesEveryone(c);

const TRAINING_STATUSES: { value: TrainingStatus; label: string; colour: keyof typeof STATUS_COLOURS }[] = [
  { value: 'in_date', label: 'In date', colour: 'green' },
  { value: 'due_soon', label: 'Due soon', colour: 'amber' },
  { value: 'expired', label: 'Expired', colour: 'red' },
  { value: 'missing', label: 'Missing', colour: 'blue' },
];

/** One person's required cells on a day, by course (the matrix's cellsFor, with `day` for today). */
export function requiredCells(
  p: TraineeRow,
  courses: CourseRow[],
  attended: AttendanceRow[],
  quals: QualificationRow[],
  day: string,
) {
  const out: { courseId: string; status: TrainingStatus }[] = [];
  for (const course of courses) {
    if (!isRequired(course, p)) continue;
    if (course.qualificationLevel) {
      const held = quals.filter((q) => q.staffId === p.id && (!q.achievedOn || q.achievedOn <= day));
      out.push({ courseId: course.id, status: qualificationCell(held, course.qualificationLevel).status });
      continue;
    }
    const mine = attended.filter(
      (a) =>
        a.staffId === p.id &&
        (a.courseId === course.id || (!a.courseId && a.course.trim().toLowerCase() === course.name.toLowerCase())),
    );
    out.push({
      courseId: course.id,
      status: trainingStatus(mine, course.renewalMonths === null ? null : Number(course.renewalMonths), day).status,
    });
  }
  return out;
}
const held = (s: TrainingStatus) => s === 'in_date' || s === 'due_soon';

/** Is a supervision or appraisal in date on `day` (not overdue), from the ones held by then? */
export function dueInDate(p: TraineeRow, rows: HeldRow[], every: DueInterval, day: string) {
  const past = rows.filter((r) => r.staffId === p.id && r.heldOn <= day);
  const last = past.reduce<HeldRow | null>((a, b) => (!a || b.heldOn > a.heldOn ? b : a), null);
  return (
    nextDue({ lastOn: last?.heldOn ?? null, nextSaid: last?.nextSaid ?? null, startOn: p.startOn }, every, day, 0)
      .state !== 'overdue'
  );
}

function head(
  m: ChartMetric,
  q: Q,
  groupBy: GroupBy,
  sc: ChartScope,
  p: Period,
  unit: 'percent' | 'perMonth',
  notes: string[],
  total: number,
  value: number,
  prevTotal: number,
  previous: number,
) {
  return {
    level: q.level,
    type: q.type,
    groupBy,
    from: p.from,
    to: p.to,
    metric: {
      key: m.key,
      label: m.label,
      counts: m.counts,
      direction: m.direction,
      unit,
      unitLabel: unit === 'percent' ? '%' : 'per month',
    },
    subject: sc.subject,
    homes: sc.homes.map((h) => ({ id: h.id, name: h.name })),
    leftOut: sc.leftOut,
    notes,
    total,
    value,
    previous: { from: addDays(p.from, -p.days), to: addDays(p.from, -1), total: prevTotal, value: previous },
    change: value > previous ? 'up' : value < previous ? 'down' : 'same',
    concern: value < previous,
    rebuiltAt: null,
  };
}

/** Training and staff TMA: who is counted (the caller's homes, or the one person), and what they hold. */
export async function trainingChart(
  store: Store,
  caller: Caller,
  q: Q,
  m: ChartMetric,
  groupBy: GroupBy,
  sc: ChartScope,
  p: Period,
  now: Date,
) {
  const self = sc.staffId === caller.id && !isYoungPersonLogin(caller);
  if (!self) {
    const v = decideTrainingView(caller);
    if (!v.ok) throw forbidden(v.reason);
    if (m.key === 'staffTma' && !seesEveryone(caller))
      throw forbidden('Staff TMA charts are for managers, HR and directors.');
  }
  const t = trainingStore(store.db, caller.orgId);
  const homes = sc.homeIds ?? homeScope(caller);
  let people = await t.trainees(homes, sc.staffId ? { staffIds: [sc.staffId] } : undefined);
  // the provider oversees directors, not the home
  if (m.key === 'staffTma') people = people.filter((x) => x.role !== 'director');
  const ids = people.map((x) => x.id);
  const [courses, attended, quals, sups, apps] = await Promise.all([
    t.courses(),
    t.attendance(ids),
    t.qualifications(ids),
    m.key === 'staffTma' ? hrChartsStore(store.db, caller.orgId).held(ids, 'supervision') : [],
    m.key === 'staffTma' ? hrChartsStore(store.db, caller.orgId).held(ids, 'appraisal') : [],
  ]);
  // each person's own rows, looked up once (the matrix's rules then run per person, per day asked)
  const mineOf = <T extends { staffId: string }>(rows: T[]) => {
    const by = new Map<string, T[]>();
    for (const r of rows) by.set(r.staffId, [...(by.get(r.staffId) ?? []), r]);
    return (id: string) => by.get(id) ?? [];
  };
  const attendedBy = mineOf(attended),
    qualsBy = mineOf(quals);
  const cellsOf = (x: TraineeRow, day: string) => requiredCells(x, courses, attendedBy(x.id), qualsBy(x.id), day);
  const today = londonToday(now);
  const cap = (d: string) => (d > today ? today : d);
  const homeNames = new Map(sc.homes.map((h) => [h.id, h.name]));
  const groupsOf = (x: TraineeRow): string[] =>
    groupBy === 'home' ? x.homeIds.filter((h) => homeNames.has(h)) : groupBy === 'staff' ? [x.id] : [''];

  /** Per group: [met, counted] on a day; a status chart counts statuses instead. */
  function figures(day: string) {
    const per = new Map<string, { met: number; n: number }>();
    const statuses = new Map<string, number>();
    const add = (k: string, met: boolean) => {
      const f = per.get(k) ?? { met: 0, n: 0 };
      f.n++;
      if (met) f.met++;
      per.set(k, f);
    };
    for (const x of people) {
      const cells = cellsOf(x, day);
      if (m.key === 'training') {
        for (const c of cells) {
          statuses.set(c.status, (statuses.get(c.status) ?? 0) + 1);
          for (const k of groupBy === 'type' ? [c.courseId] : groupsOf(x)) add(k, held(c.status));
        }
      } else {
        const tr = cells.every((c) => held(c.status)),
          su = dueInDate(x, sups, SUPERVISION_EVERY, day),
          ap = dueInDate(x, apps, APPRAISAL_EVERY, day);
        for (const [k, ok] of [
          ['training', tr],
          ['supervision', su],
          ['appraisal', ap],
          ['all', tr && su && ap],
        ] as const)
          if (ok) statuses.set(k, (statuses.get(k) ?? 0) + 1);
        for (const k of groupsOf(x)) add(k, tr && su && ap);
      }
    }
    return { per, statuses };
  }
  /** The whole figure, ungrouped: a person in two homes (or a course counted by type) is counted once. */
  function overall(day: string) {
    let met = 0,
      n = 0;
    for (const x of people) {
      const cells = cellsOf(x, day);
      if (m.key === 'training') {
        n += cells.length;
        met += cells.filter((c) => held(c.status)).length;
        continue;
      }
      n++;
      if (
        cells.every((c) => held(c.status)) &&
        dueInDate(x, sups, SUPERVISION_EVERY, day) &&
        dueInDate(x, apps, APPRAISAL_EVERY, day)
      )
        met++;
    }
    return { met, n };
  }
  const endDay = cap(p.to),
    prevDay = cap(addDays(p.from, -1));
  const now_ = overall(endDay),
    before = overall(prevDay);
  const value = pct(now_.met, now_.n),
    previous = pct(before.met, before.n);
  const notes = [
    m.key === 'training'
      ? `Required training in date (due soon counts; expired or missing does not) on ${endDay}, as on the training matrix; the comparison is the day before the period.`
      : `Staff whose required training, supervision (6-weekly) and appraisal (yearly) are all in date on ${endDay}; directors are left out, as in the due lists.`,
  ];
  const h = head(m, q, groupBy, sc, p, 'percent', notes, now_.n, value, before.n, previous);
  const nameOf = (k: string) =>
    groupBy === 'home'
      ? (homeNames.get(k) ?? 'Home')
      : groupBy === 'staff'
        ? (people.find((x) => x.id === k)?.name ?? 'Member of staff')
        : groupBy === 'type'
          ? (courses.find((c) => c.id === k)?.name ?? 'Course')
          : 'All';

  if (q.type === 'status') {
    const { statuses } = figures(endDay);
    const items =
      m.key === 'training'
        ? TRAINING_STATUSES
        : ([
            { value: 'all', label: 'All three in date', colour: 'green' },
            { value: 'training', label: 'Training in date', colour: 'blue' },
            { value: 'supervision', label: 'Supervision in date', colour: 'blue' },
            { value: 'appraisal', label: 'Appraisal in date', colour: 'blue' },
          ] as const);
    return {
      ...h,
      bucket: null,
      categories: [{ key: 'value', label: `${m.label} %`, colour: CHART_PALETTE[0] }],
      rowColours: items.map((i) => STATUS_COLOURS[i.colour]),
      rows: items.map((i) => ({
        key: i.value,
        label: i.label,
        total: statuses.get(i.value) ?? 0,
        values: { value: pct(statuses.get(i.value) ?? 0, now_.n) },
        drill: { from: p.from, to: p.to },
      })),
    };
  }
  if (q.type === 'count') {
    const { per } = figures(endDay);
    const rows =
      groupBy === 'none'
        ? [{ key: '', label: 'All', total: now_.n, values: { value }, drill: { from: p.from, to: p.to } }]
        : [...per.entries()]
            .map(([k, f]) => ({
              key: k,
              label: nameOf(k),
              total: f.n,
              values: { value: pct(f.met, f.n) },
              drill: { from: p.from, to: p.to, groupBy, key: k },
            }))
            .sort((a, b) => a.label.localeCompare(b.label));
    return {
      ...h,
      bucket: null,
      categories: [{ key: 'value', label: `${m.label} %`, colour: CHART_PALETTE[0] }],
      rowColours: rows.map(() => CHART_PALETTE[0]),
      rows,
    };
  }
  // trends: the share on each month's last day (today at most), one line or one per group (the ten largest)
  const months = buckets('month', p.from, p.end).filter((b) => b.from <= today);
  const perMonth = months.map((b) => ({
    b,
    f: figures(cap(addDays(b.to, -1))),
    whole: overall(cap(addDays(b.to, -1))),
  }));
  const sizes = new Map<string, number>();
  for (const { f } of perMonth) for (const [k, x] of f.per) sizes.set(k, Math.max(sizes.get(k) ?? 0, x.n));
  const keys = [...sizes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, CHART_PALETTE.length)
    .map(([k]) => k);
  const grouped = groupBy !== 'none';
  return {
    ...h,
    bucket: 'month',
    categories: grouped
      ? keys.map((k, i) => ({ key: k, label: nameOf(k), colour: CHART_PALETTE[i] }))
      : [{ key: 'value', label: m.label, colour: CHART_PALETTE[0] }],
    rows: perMonth.map(({ b, f, whole }) => ({
      key: b.start,
      label: bucketLabel('month', b.start),
      partial: b.partial,
      total: whole.n,
      values: grouped
        ? Object.fromEntries(keys.map((k) => [k, pct(f.per.get(k)?.met ?? 0, f.per.get(k)?.n ?? 0)]))
        : { value: pct(whole.met, whole.n) },
      drill: { from: b.from, to: addDays(b.to, -1) },
    })),
  };
}

const F2F_TYPES: Record<string, string> = { 'key-worker-session': 'Key worker sessions', 'daily-log': 'Daily logs' };

/**
 * Face-to-face minutes per month (enableFaceToFaceTracking; managers, HR and directors — a colleague's own figure is on
 * /hr/face-to-face).
 */
export async function faceToFaceChart(
  store: Store,
  caller: Caller,
  q: Q,
  m: ChartMetric,
  groupBy: GroupBy,
  sc: ChartScope,
  p: Period,
) {
  const org = await store.forOrg(caller.orgId).people.organisation();
  const v = decideFaceToFace(
    caller,
    (org?.features as Record<string, unknown> | undefined)?.enableFaceToFaceTracking === true,
  );
  if (!v.ok) throw forbidden(v.reason);
  if (!seesEveryone(caller))
    throw forbidden(
      'Face-to-face charts are for managers, HR and directors; your own minutes are on the face-to-face page.',
    );
  if (sc.youngPersonId && !isDirector(caller)) {
    const yp = await store.forOrg(caller.orgId).people.youngPerson(sc.youngPersonId);
    if (yp && !homeScope(caller).includes(yp.homeId)) throw forbidden("You do not work in this young person's home.");
  }
  const s = hrChartsStore(store.db, caller.orgId);
  const f = {
    from: p.from,
    to: p.end,
    homeIds: sc.homeIds,
    youngPersonId: sc.youngPersonId,
    excludeYoungPeople: sc.excludeYoungPeople,
  };
  const months = (days: number) => periodsIn('perMonth', days);
  const r2 = (x: number) => Math.round(x * 100) / 100;
  const sum = (rows: { minutes: number }[]) => rows.reduce((n, r) => n + r.minutes, 0);
  const total = sum(await s.faceToFaceMinutes(f, 'none', 'none'));
  const prevTotal = sum(
    await s.faceToFaceMinutes({ ...f, from: addDays(p.from, -p.days), to: p.from }, 'none', 'none'),
  );
  const value = r2(total / months(p.days)),
    previous = r2(prevTotal / months(p.days));
  const notes = [
    "Minutes staff spent with young people: key worker session lengths and the face-to-face minutes on daily logs, per month. Each member of staff's minutes are on the face-to-face page.",
  ];
  const h = head(m, q, groupBy, sc, p, 'perMonth', notes, total, value, prevTotal, previous);
  const group: FaceToFaceGroup = q.type === 'status' ? 'type' : (groupBy as FaceToFaceGroup);
  const names = new Map<string, string>(sc.homes.map((x) => [x.id, x.name]));
  if (group === 'cyp')
    for (const y of await store.forOrg(caller.orgId).people.youngPeople({ homeIds: sc.homeIds ?? 'all' }))
      names.set(y.id, `${y.preferredName ?? y.firstName} ${y.lastName}`);
  const labelOf = (k: string) =>
    group === 'type' ? (F2F_TYPES[k] ?? k) : (names.get(k) ?? (group === 'cyp' ? 'Young person' : 'Home'));

  if (q.type === 'count' || q.type === 'status') {
    const rows =
      group === 'none'
        ? [{ key: '', label: 'All', total, values: { value }, drill: { from: p.from, to: p.to } }]
        : (await s.faceToFaceMinutes(f, 'none', group))
            .sort((a, b) => b.minutes - a.minutes)
            .map((r) => ({
              key: r.grp,
              label: labelOf(r.grp),
              total: r.minutes,
              values: { value: r2(r.minutes / months(p.days)) },
              drill: { from: p.from, to: p.to, groupBy: group, key: r.grp },
            }));
    return {
      ...h,
      bucket: null,
      categories: [{ key: 'value', label: `${m.label} per month`, colour: CHART_PALETTE[0] }],
      rowColours: rows.map((_, i) => CHART_PALETTE[i % CHART_PALETTE.length]),
      rows,
    };
  }
  // trends: minutes in each month (a part month is marked partial)
  const rows = await s.faceToFaceMinutes(f, 'month', group);
  const sizes = new Map<string, number>();
  for (const r of rows) sizes.set(r.grp, (sizes.get(r.grp) ?? 0) + r.minutes);
  const keys = [...sizes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, CHART_PALETTE.length)
    .map(([k]) => k);
  const grouped = group !== 'none';
  return {
    ...h,
    bucket: 'month',
    categories: grouped
      ? keys.map((k, i) => ({ key: k, label: labelOf(k), colour: CHART_PALETTE[i] }))
      : [{ key: 'value', label: m.label, colour: CHART_PALETTE[0] }],
    rows: buckets('month', p.from, p.end).map((b) => {
      const here = rows.filter((r) => r.bucket === b.start);
      return {
        key: b.start,
        label: bucketLabel('month', b.start),
        partial: b.partial,
        total: sum(here),
        values: grouped
          ? Object.fromEntries(keys.map((k) => [k, here.find((r) => r.grp === k)?.minutes ?? 0]))
          : { value: sum(here) },
        drill: { from: b.from, to: addDays(b.to, -1) },
      };
    }),
  };
}

/** Which of these charts a metric is (definitions/charts.ts `source: { computed }`), or null. */
export const hrChartOf = (m: ChartMetric): 'training' | 'staffTma' | 'faceToFace' | null =>
  'computed' in m.source && ['training', 'staffTma', 'faceToFace'].includes(m.source.computed)
    ? (m.source.computed as 'training' | 'staffTma' | 'faceToFace')
    : null;
/** What /api/charts/metrics says each is read from. */
export const HR_SOURCES = {
  training: 'the training matrix: courses required of each person and their training and qualification records',
  staffTma: "the training matrix, and each person's supervisions and appraisals (as the due lists)",
  faceToFace: "key worker session lengths and daily logs' face-to-face minutes (as /hr/face-to-face)",
} as const;
