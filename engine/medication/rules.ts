// The MAR's rules as pure functions (DOMAIN §10; NICE SC1): which doses are due, what state
// each is in (SPEC §4 medication status), whether a PRN dose may be given now, pharmacy letter codes,
// and stock arithmetic. No database, no clock: `now` is always passed in.
import { addDays, daysBetween, fromLocal, parseYmd } from '../time/london.ts';

export const DOSE_OUTCOMES = [
  'given',
  'refused',
  'omitted',
  'not_required',
  'on_leave',
  'in_hospital',
  'unavailable',
  'spoiled',
  'self_administered',
] as const;
export type DoseOutcome = (typeof DOSE_OUTCOMES)[number];
export type DoseStatus = 'plannedInNext24hrs' | 'unadministered' | 'overdue' | 'completed';

/** The medicine as the MAR needs it (a `medication` record's data). */
export interface Prescription {
  regularity: 'regular' | 'prn';
  times?: string[];
  start: string;
  end?: string;
  dose?: string;
  prn?: { minIntervalHours: number; maxDosesIn24h: number };
}

const HOUR = 3_600_000;
/**
 * How long after its time a dose may still be recorded before it is overdue, unless the organisation says otherwise.
 */
export const DEFAULT_WINDOW_MINUTES = 60;

/** Outcomes that take the medicine from stock (a self-administered dose comes from the young person's own supply). */
export const takesStock = (o: DoseOutcome) => o === 'given';
/** Outcomes that need a reason: every one but given and self-administered. */
export const needsReason = (o: DoseOutcome) => o !== 'given' && o !== 'self_administered';

/** Is the prescription current on this London calendar day? */
export function activeOn(p: Pick<Prescription, 'start' | 'end'>, day: string): boolean {
  return p.start <= day && (!p.end || day <= p.end);
}

/** A regular medicine's scheduled doses on each London day from `fromDay` to `toDay` (inclusive), in time order. */
export function scheduledDoses(p: Prescription, fromDay: string, toDay: string): Date[] {
  if (p.regularity !== 'regular' || !p.times?.length) return [];
  const times = [...p.times].sort();
  const out: Date[] = [];
  for (let day = fromDay; day <= toDay; day = addDays(day, 1)) {
    if (!activeOn(p, day)) continue;
    const { year, month, day: d } = parseYmd(day);
    for (const t of times) {
      const [hour, minute] = t.split(':').map(Number);
      out.push(fromLocal({ year, month, day: d, hour, minute }));
    }
  }
  return out;
}

/** SPEC §4 status of one scheduled dose; null when it is more than a day away. */
export function doseStatus(
  scheduledAt: Date,
  recorded: boolean,
  now: Date,
  windowMinutes = DEFAULT_WINDOW_MINUTES,
): DoseStatus | null {
  if (recorded) return 'completed';
  const until = scheduledAt.getTime() - now.getTime();
  if (until > 24 * HOUR) return null;
  if (until > 0) return 'plannedInNext24hrs';
  return -until <= windowMinutes * 60_000 ? 'unadministered' : 'overdue';
}

export type Verdict = { ok: true } | { ok: false; reason: string };

const clock = (d: Date) =>
  d.toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * May a PRN dose be given at `at`, given the PRN doses already given? Refused when one was given less than
 * the minimum interval before or after it, or when any 24 hours holding it would hold more than the maximum.
 */
export function prnVerdict(
  given: Date[],
  at: Date,
  rule: { minIntervalHours: number; maxDosesIn24h: number },
): Verdict {
  const t = at.getTime();
  const gap = rule.minIntervalHours * HOUR;
  const near = given.filter((g) => Math.abs(g.getTime() - t) < gap).sort((a, b) => b.getTime() - a.getTime())[0];
  if (near) {
    const next = new Date(near.getTime() + gap);
    return {
      ok: false,
      reason: `Too soon: a dose was given at ${clock(near)} and at least ${rule.minIntervalHours} hours must pass between doses (next from ${clock(next)}).`,
    };
  }
  // every 24-hour window that holds `at` starts within the 24 hours before it; the fullest one starts at a dose
  const times = [...given.map((g) => g.getTime()), t].sort((a, b) => a - b);
  for (const start of times) {
    if (start > t || start <= t - 24 * HOUR) continue;
    const inWindow = times.filter((x) => x >= start && x < start + 24 * HOUR).length;
    if (inWindow > rule.maxDosesIn24h) {
      return {
        ok: false,
        reason: `The most in 24 hours is ${rule.maxDosesIn24h} dose${rule.maxDosesIn24h === 1 ? '' : 's'}; this would be dose ${inWindow}.`,
      };
    }
  }
  return { ok: true };
}

/**
 * Pharmacy letter codes for a printed MAR: a dose given is the initials of who gave it; a dose not given is
 * a letter. The codes follow the common community-pharmacy MAR key; the key is printed on the chart.
 */
export const LETTER_CODES: Record<Exclude<DoseOutcome, 'given'>, { code: string; label: string }> = {
  refused: { code: 'R', label: 'Refused' },
  omitted: { code: 'O', label: 'Omitted (other reason, see notes)' },
  not_required: { code: 'N', label: 'Not required' },
  on_leave: { code: 'L', label: 'On leave' },
  in_hospital: { code: 'H', label: 'In hospital' },
  unavailable: { code: 'U', label: 'Unavailable (out of stock)' },
  spoiled: { code: 'S', label: 'Spoiled or dropped' },
  self_administered: { code: 'SA', label: 'Self-administered' },
};

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

export function letterCode(outcome: DoseOutcome, byName: string): string {
  return outcome === 'given' ? initials(byName) : LETTER_CODES[outcome].code;
}

/** The balance after a change; refused (never clamped) when it would go below nought. */
export function stockAfter(
  balance: number,
  change: number,
): { ok: true; balance: number } | { ok: false; reason: string } {
  const after = Math.round((balance + change) * 1000) / 1000;
  if (after < 0)
    return {
      ok: false,
      reason: `Only ${balance} in stock: taking ${-change} would leave ${after}. Record the stock received first, or count the stock.`,
    };
  return { ok: true, balance: after };
}

/** Whole days the stock lasts at the prescribed rate (doses a day × units a dose); null for PRN or no rate. */
export function daysOfStock(balance: number, dosesPerDay: number, unitsPerDose: number): number | null {
  const perDay = dosesPerDay * unitsPerDose;
  if (perDay <= 0) return null;
  return Math.floor(balance / perDay);
}

// ——— Obligations (DOMAIN §10): what the medication scan raises, as pure decisions ———

/** Outcomes that mean a dose was missed or refused (a critical medicine's manager is told at once). */
export const MISSED_OUTCOMES: readonly DoseOutcome[] = ['refused', 'omitted', 'unavailable', 'spoiled'];
export const isMissed = (o: DoseOutcome) => MISSED_OUTCOMES.includes(o);

/**
 * How far an unrecorded regular dose is past its window: 0 not yet overdue, 1 overdue (the shift's staff are
 * told), 2 still unrecorded a further window on (the manager is told).
 */
export function overdueStage(scheduledAt: Date, now: Date, windowMinutes = DEFAULT_WINDOW_MINUTES): 0 | 1 | 2 {
  const late = now.getTime() - scheduledAt.getTime();
  const w = windowMinutes * 60_000;
  if (late > 2 * w) return 2;
  return late > w ? 1 : 0;
}

export { daysBetween };

/**
 * The lead (days before) whose alert is due for a date, or null: the nearest lead reached, from that many
 * days before until the day itself (a scan that missed the 7-day point still warns, but only once per lead).
 */
export function leadReached(date: string, today: string, leads: readonly number[]): number | null {
  const until = daysBetween(today, date);
  if (until < 0) return null;
  const reached = leads.filter((l) => until <= l);
  return reached.length ? Math.min(...reached) : null;
}

/** Days of stock a regular medicine needs kept before a new supply is asked for, unless the prescription says. */
export const DEFAULT_RESTOCK_LEAD_DAYS = 7;
/** Will the stock run out before the next supply can come? Null days (PRN, no stock kept) never ask. */
export function needsRestock(daysLeft: number | null, leadDays = DEFAULT_RESTOCK_LEAD_DAYS): boolean {
  return daysLeft !== null && daysLeft < leadDays;
}

// ——— Timing that fits the medicine (decision 0602) ———

/** A time-critical medicine's window unless the prescription sets one (insulin with meals, anti-epileptics). */
export const TIME_CRITICAL_WINDOW_MINUTES = 30;
/** The least gap before the next regular dose (more than once a day), unless the prescriber says. */
export const DEFAULT_MIN_GAP_HOURS = 4;

/** How long after its time this medicine's dose may be given before it is late. */
export function windowFor(rx: { windowMinutes?: number; critical?: boolean }): number {
  if (typeof rx.windowMinutes === 'number' && rx.windowMinutes > 0) return rx.windowMinutes;
  return rx.critical ? TIME_CRITICAL_WINDOW_MINUTES : DEFAULT_WINDOW_MINUTES;
}

/** The least hours between regular doses: the prescriber's, else 4 for a medicine given more than once a day. */
export function minGapFor(rx: { minGapHours?: number; times?: string[] }): number | null {
  if (typeof rx.minGapHours === 'number' && rx.minGapHours > 0) return rx.minGapHours;
  return (rx.times?.length ?? 0) > 1 ? DEFAULT_MIN_GAP_HOURS : null;
}

/**
 * A regular dose given late: why a reason is needed, or null when it is on time. Late is past the window; a late dose
 * that leaves less than the least gap before the next dose says so, so the giver asks the prescriber or pharmacist.
 */
export function lateDoseWarning(
  scheduledAt: Date,
  givenAt: Date,
  windowMinutes: number,
  next: Date | null,
  minGapHours: number | null,
): string | null {
  const lateBy = Math.round((givenAt.getTime() - scheduledAt.getTime()) / 60_000);
  if (lateBy <= windowMinutes) return null;
  const late = `Given ${lateBy} minutes after its time (the window is ${windowMinutes}): say why.`;
  if (!next || minGapHours === null) return late;
  const gap = (next.getTime() - givenAt.getTime()) / HOUR;
  if (gap >= minGapHours) return late;
  return (
    `${late} It leaves ${Math.max(0, Math.round(gap * 10) / 10)} hours before the next dose at ${clock(next)}; ` +
    `the least gap is ${minGapHours} hours. Ask the prescriber or pharmacist (or NHS 111) before giving it, and ` +
    'record what they said.'
  );
}

/** Outcomes counted as a refusal or omission for the pattern alert. */
const REFUSED_OR_OMITTED: readonly DoseOutcome[] = ['refused', 'omitted'];
export const REFUSAL_PATTERN = { count: 3, days: 7 } as const;

/**
 * N refusals or omissions of one medicine within M days (default 3 in 7, NICE SC1: tell the prescriber about
 * repeated refusal): the entries of the earliest window that holds N, oldest first, or null.
 */
export function refusalPattern<T extends { at: Date; outcome: string }>(
  entries: T[],
  rule: { count: number; days: number } = REFUSAL_PATTERN,
): T[] | null {
  const missed = entries
    .filter((e) => (REFUSED_OR_OMITTED as readonly string[]).includes(e.outcome))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  for (let i = 0; i + rule.count <= missed.length; i++) {
    const window = missed.slice(i, i + rule.count);
    if (window[window.length - 1].at.getTime() - window[0].at.getTime() < rule.days * 24 * HOUR) return window;
  }
  return null;
}
