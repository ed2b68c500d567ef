// How long a physical intervention lasted, derived from its start and end (CH reg 35(3)(a)(iv): "a description of
// the measure and its duration"). New records hold date-times (`from`/`to`), so a hold across midnight is measured
// right; older records hold times of day only (`startedAt`/`endedAt`), read as the same night when the end is
// earlier (23:50 → 00:10 is 20 minutes). The form refuses an end before the start (engine/definitions/ajv.ts).
type Intervention = { level?: string; from?: string; to?: string; startedAt?: string; endedAt?: string };

const MINUTE = 60_000;
const TIME = /^(\d{2}):(\d{2})/;

/** Minutes from start to end, or null when either is missing or unreadable (or a date-time end is before its start). */
export function interventionMinutes(i: Intervention): number | null {
  if (i.from || i.to) {
    const a = Date.parse(i.from ?? ''),
      b = Date.parse(i.to ?? '');
    return Number.isFinite(a) && Number.isFinite(b) && b >= a ? Math.round((b - a) / MINUTE) : null;
  }
  const s = TIME.exec(i.startedAt ?? ''),
    e = TIME.exec(i.endedAt ?? '');
  if (!s || !e) return null;
  const m = (x: RegExpExecArray) => Number(x[1]) * 60 + Number(x[2]);
  return (m(e) - m(s) + 24 * 60) % (24 * 60);
}

/** "20 minutes", "1 hour 5 minutes": the duration as the manager reads it. */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60),
    m = minutes % 60;
  const part = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  return h ? `${part(h, 'hour')}${m ? ` ${part(m, 'minute')}` : ''}` : part(m, 'minute');
}

/** The durations of an incident's holds and restraints, as one sentence ('' when none can be worked out). */
export function restraintDurations(interventions: Intervention[] | undefined): string {
  const held = (interventions ?? [])
    .filter((i) => i.level === 'hold' || i.level === 'restraint')
    .map((i) => interventionMinutes(i))
    .filter((n): n is number => n !== null);
  return held.length ? ` Recorded duration: ${held.map(durationText).join(', ')}.` : '';
}
