// The rota's shapes as the API sends them, a write that keeps the engine's warnings, and London date helpers.
import { addDays, datesFrom, londonToday, mondayOf } from '../../../engine/time/london.ts';
export interface RotaWarning {
  rule: string;
  message: string;
  staffName?: string;
  shiftId?: string;
  date?: string;
  /** The engine says overriding this owes compensatory rest (a rest, break or night warning). */
  needsCompensatoryRest?: boolean;
}
export interface Shift {
  id: string;
  homeId: string;
  staffId: string | null;
  staffName: string | null;
  startsAt: string;
  endsAt: string;
  date: string;
  shiftType: string;
  breakMinutes: number;
  patternId: string | null;
  notes: string | null;
  clockedInAt: string | null;
  clockedOutAt: string | null;
  overrideReason: string | null;
  overrideByName: string | null;
  version: number;
  archivedAt: string | null;
}
export interface Pattern {
  id: string;
  name: string;
  startsAt: string;
  endsAt: string;
  shiftType: string;
  breakMinutes: number;
  minStaff: number;
  needsDriver: boolean;
  needsMedication: boolean;
  needsFirstAid: boolean;
  colour: string | null;
  sort: number;
  version: number;
}
export interface RotaPerson {
  id: string;
  name: string;
  jobTitle: string | null;
  removed: boolean;
  optedOut48: boolean;
}
export interface Leave {
  id: string;
  staffId: string;
  startsOn: string;
  endsOn: string;
  leaveType: string;
  status: string;
}
export interface RotaView {
  home: { id: string; name: string };
  from: string;
  to: string;
  people: RotaPerson[];
  shifts: Shift[];
  patterns: Pattern[];
  leave: Leave[];
  warnings: RotaWarning[];
  unfilled: number;
  newRota: boolean;
  canEdit: boolean;
  canManage: boolean;
}

export const SHIFT_TYPE_LABELS: Record<string, string> = {
  early: 'Early',
  late: 'Late',
  long_day: 'Long day',
  day: 'Day',
  waking_night: 'Waking night',
  sleep_in: 'Sleep-in',
  on_call: 'On call',
};
export const PASTE_MODES = [
  { value: 'overwrite', label: 'Overwrite clashing shifts' },
  { value: 'keep', label: "Don't overwrite clashing shifts" },
  { value: 'clear', label: 'Clear shifts before pasting' },
] as const;

export type WriteResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; detail: string; warnings: RotaWarning[]; errors: { path: string; message: string }[] };

/** A rota write: a 409 carries the engine's warnings, which the screen shows with a reason box for a manager. */
export async function rotaWrite<T>(path: string, method: 'POST' | 'PUT', body: unknown): Promise<WriteResult<T>> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, application/problem+json' },
  });
  const json = await res.json().catch(() => ({}));
  if (res.ok) return { ok: true, data: json as T };
  return {
    ok: false,
    status: res.status,
    detail: json.detail ?? json.title ?? 'Not saved.',
    warnings: json.warnings ?? [],
    errors: json.errors ?? [],
  };
}

export { addDays, datesFrom, mondayOf };
export const todayLondon = () => londonToday();
export const clock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
export const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric' }).format(
    new Date(`${date}T12:00:00Z`),
  );
export const dayLong = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
export const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );
export const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
export const onLeave = (leave: Leave[], staffId: string, date: string) =>
  leave.find((l) => l.staffId === staffId && l.startsOn <= date && l.endsOn >= date);
