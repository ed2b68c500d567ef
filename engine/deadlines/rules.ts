// The pure part of record deadlines: which deadlines a record's data starts, when each is due, whether and when it
// was met, and what a closed task says. engine/deadlines/sync.ts keeps the tasks in step with it.
import { type HomeType, resolveWording } from '../../definitions/wording.ts';
import { DUTY_KEY_PREFIX, dutyTaskKey } from '../duties/keys.ts';
import { dueAfter, outcomeAt } from '../duties/period.ts';
import { fromLocal, parseYmd } from '../time/london.ts';
import type { Condition, Met, RecordDeadline } from './types.ts';

export const DEADLINE_TASK_PREFIX = DUTY_KEY_PREFIX;

export interface DeadlineRecord {
  id: string;
  kind: string;
  status: string;
  submission: number;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  homeType: string;
  youngPersonName: string;
  data: Record<string, unknown>;
}

export interface WantedDeadline {
  rule: RecordDeadline;
  naturalKey: string;
  title: string;
  description: string;
  start: Date;
  dueAt: Date;
  doneAt: Date | null;
}

/** What the store found for `kinds` conditions, per rule key: the first save that meets it; and the data of
 *  records linked through a `via` field, by id. */
export type Written = Map<string, Date | null> & { linked?: Map<string, Record<string, unknown>> };

export function readPath(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), data);
}

const filled = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

export function holds(data: unknown, c: Condition): boolean {
  const v = readPath(data, c.path);
  if (c.rowWhere)
    return (
      Array.isArray(v) &&
      v.some((row) => Object.entries(c.rowWhere!).every(([k, vals]) => vals.includes(String(readPath(row, k)))))
    );
  if (c.in) return (Array.isArray(v) ? v : [v]).some((x) => c.in!.includes(String(x)));
  return filled(v);
}

/** A date-time as given; a plain date as the start of that London day. Null when missing or malformed. */
export function instantOf(v: unknown): Date | null {
  if (typeof v !== 'string' || !v) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return fromLocal({ ...parseYmd(v), hour: 0, minute: 0 });
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * A date field and a time field read together ('arrivalDate+arrivalTime'): that London time on that day. Null unless
 * both hold a well-formed value.
 */
function dayAndTime(data: unknown, path: string): Date | null {
  const [dayPath, timePath] = path.split('+');
  const day = readPath(data, dayPath);
  const time = readPath(data, timePath);
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const m = typeof time === 'string' ? /^([01]\d|2[0-3]):([0-5]\d)/.exec(time) : null;
  return m ? fromLocal({ ...parseYmd(day), hour: Number(m[1]), minute: Number(m[2]) }) : null;
}

/** When the clock starts: the first `from` path filled (a 'date+time' pair, a date-time or a date). */
export function startOf(rule: RecordDeadline, data: unknown): Date | null {
  for (const p of rule.from) {
    const at = p.includes('+') ? dayAndTime(data, p) : instantOf(readPath(data, p));
    if (at) return at;
  }
  return null;
}

/**
 * The due time (engine/duties/period.ts): hours after the start; days / working days (England and Wales) / calendar
 * months after it at 17:00 London; a review date at 17:00 that day.
 */
export function dueAtOf(rule: RecordDeadline, start: Date, startValue?: string): Date {
  const w = rule.within;
  if (w.onTheDate) return dueAfter({ within: 'on-the-date' }, start, startValue ?? start.toISOString());
  if (w.workingDays !== undefined) return dueAfter({ within: 'working-days', days: w.workingDays }, start);
  if (w.days !== undefined) return dueAfter({ within: 'days', days: w.days }, start);
  if (w.months !== undefined) return dueAfter({ within: 'months', months: w.months }, start);
  return dueAfter({ within: 'hours', hours: w.hours ?? 0 }, start);
}

/**
 * When the deadline was met (null: not yet). A filled field without a date of its own counts from the record's last
 * save.
 */
export function metAt(rule: RecordDeadline, r: DeadlineRecord, start: Date, written: Written): Date | null {
  const times: Date[] = [];
  for (const m of rule.met as Met[]) {
    if ('rows' in m) {
      const source = m.via ? written.linked?.get(String(readPath(r.data, m.via))) : r.data;
      const rows = readPath(source, m.rows);
      for (const row of Array.isArray(rows) ? rows : []) {
        const ok = Object.entries(m.match).every(([k, vals]) => vals.includes(String(readPath(row, k))));
        const at = ok ? instantOf(readPath(row, m.at)) : null;
        if (at && at.getTime() >= start.getTime()) times.push(at);
      }
    } else if ('kinds' in m) {
      const at = written.get(rule.key);
      if (at) times.push(at);
    } else if (holds(r.data, m)) {
      times.push(instantOf(readPath(r.data, m.path)) ?? r.updatedAt);
    }
  }
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}

export const taskKey = (rule: RecordDeadline, recordId: string, dueAt: Date) =>
  dutyTaskKey(rule.key, recordId, rule.within.onTheDate ? dueAt.toISOString().slice(0, 10) : undefined);

/** The deadlines the record starts now (the rules of its kind and home type whose event it holds). */
export function applicable(
  rules: RecordDeadline[],
  r: DeadlineRecord,
): { rule: RecordDeadline; start: Date; dueAt: Date }[] {
  if (r.archivedAt) return [];
  return rules
    .filter(
      (rule) =>
        rule.kinds.includes(r.kind) &&
        (!rule.homeTypes || rule.homeTypes.includes(r.homeType)) &&
        !(rule.submittedOnly && r.status === 'ongoing' && r.submission === 0) &&
        (!rule.when || rule.when.some((c) => holds(r.data, c))),
    )
    .flatMap((rule) => {
      const start = startOf(rule, r.data);
      const raw = rule.from.map((p) => readPath(r.data, p)).find((v) => typeof v === 'string' && v) as
        string | undefined;
      return start ? [{ rule, start, dueAt: dueAtOf(rule, start, raw) }] : [];
    });
}

export function deadlinesOf(rules: RecordDeadline[], r: DeadlineRecord, written: Written): WantedDeadline[] {
  const type = r.homeType as HomeType;
  return applicable(rules, r).map(({ rule, start, dueAt }) => ({
    rule,
    start,
    dueAt,
    naturalKey: taskKey(rule, r.id, dueAt),
    doneAt: metAt(rule, r, start, written),
    title: resolveWording(rule.title, type).replaceAll('{name}', r.youngPersonName),
    description: resolveWording(rule.description, type),
  }));
}

/** What a closed task says: in time, or how late (hours under two days, else days). */
export const outcomeOf = outcomeAt;
