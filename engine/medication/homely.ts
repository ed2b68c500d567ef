// Homely remedies (NICE SC1 on homely remedies: a written protocol per remedy agreed by a GP or pharmacist, saying
// what it is for, the dose, the most in 24 hours and how long it may be given before advice is sought; each dose
// recorded; recommendation numbers unverified here). The rules a homely dose is checked against before it is given:
// a current consent for the child, the dose for the child's age, the protocol's gap between doses and most in any
// 24 hours, and the days it may be given running before the GP is asked. Pure: records and doses are passed in.
import { addDays, londonDate, parseYmd } from '../time/london.ts';
import { type DoseRange, quantityGiven, rangeText } from './dose.ts';
import { prnVerdict } from './rules.ts';

/** A dose for an age band: from `fromAge` up to and including `toAge`, in whole years. */
export interface DoseBand {
  fromAge: number;
  toAge: number;
  doseQuantity: number;
  doseQuantityMax?: number;
  dose?: string;
}
/** The protocol fields of a homely-remedy `medical-inventory` record. */
export interface HomelyProtocol {
  item: string;
  indication?: string;
  activeIngredients?: string[];
  doseBands?: DoseBand[];
  stockUnit?: string;
  minIntervalHours?: number;
  maxDosesIn24h?: number;
  maxDays?: number;
  agreedBy?: string;
  agreedOn?: string;
  expiry?: string;
}
/** A `homely-remedy-consent` record's data. */
export interface HomelyConsent {
  consentBy?: string;
  consentByName?: string;
  consentOn?: string;
  allRemedies?: boolean;
  remedies?: string[];
  withdrawnOn?: string;
}
export type HomelyVerdict =
  { ok: true; quantity: number; band: DoseBand } | { ok: false; reason: string; path: string; status: 409 | 422 };

/**
 * The child's age in whole years on a London day. With only a birth year the younger of the two ages they may be,
 * so a dose is never the older band's by mistake. Null when neither is known.
 */
export function ageOn(day: string, dateOfBirth: string | null, birthYear: number | null): number | null {
  const d = parseYmd(day);
  if (dateOfBirth) {
    const b = parseYmd(dateOfBirth);
    const hadBirthday = d.month > b.month || (d.month === b.month && d.day >= b.day);
    return d.year - b.year - (hadBirthday ? 0 : 1);
  }
  return birthYear ? d.year - birthYear - 1 : null;
}

/** The protocol's dose for an age: the band holding it, or null (the remedy is not for a child of that age). */
export function doseBandFor(bands: DoseBand[] | undefined, age: number): DoseBand | null {
  return (bands ?? []).find((b) => age >= b.fromAge && age <= b.toAge) ?? null;
}

/** The band's dose as a range in the remedy's unit (dose.ts). */
export const bandRange = (b: DoseBand, unit: string | null): DoseRange => ({
  min: b.doseQuantity,
  max: typeof b.doseQuantityMax === 'number' && b.doseQuantityMax > b.doseQuantity ? b.doseQuantityMax : b.doseQuantity,
  unit,
});

/** How many London days running, up to and including the day of `at`, the remedy has been given on (with `at`). */
export function daysRunning(given: Date[], at: Date): number {
  const days = new Set([...given.filter((g) => g <= at), at].map(londonDate));
  let day = londonDate(at);
  let n = 0;
  while (days.has(day)) {
    n += 1;
    day = addDays(day, -1);
  }
  return n;
}

/** Whether a consent covers this remedy on a London day: given by then, not withdrawn by then, naming it or all. */
export function consentCovers(c: HomelyConsent, itemId: string, day: string): boolean {
  if (!c.consentOn || c.consentOn > day) return false;
  if (c.withdrawnOn && c.withdrawnOn <= day) return false;
  return c.allRemedies === true || (c.remedies ?? []).includes(itemId);
}

/**
 * May this homely dose be given at `at`? `given` are the child's earlier doses of this remedy. Refusals a person
 * can fix by what they enter are 422 at the field; those the protocol forbids are 409, with what to do instead.
 */
export function homelyVerdict(q: {
  protocol: HomelyProtocol;
  age: number | null;
  at: Date;
  quantity: number | undefined;
  given: Date[];
}): HomelyVerdict {
  const { protocol: p, age, at } = q;
  const day = londonDate(at);
  if (p.expiry && p.expiry < day)
    return { ok: false, status: 409, path: '/itemId', reason: `${p.item} expired on ${p.expiry}: do not give it.` };
  if (age === null)
    return {
      ok: false,
      status: 409,
      path: '/itemId',
      reason: 'The date of birth is not recorded, so the dose for their age cannot be known. Ask a pharmacist or 111.',
    };
  const band = doseBandFor(p.doseBands, age);
  if (!band)
    return {
      ok: false,
      status: 409,
      path: '/itemId',
      reason: `The protocol for ${p.item} gives no dose at age ${age}: do not give it. Ask a pharmacist or call NHS 111.`,
    };
  const range = bandRange(band, p.stockUnit ?? null);
  const q1 = quantityGiven(q.quantity, range);
  if (!q1.ok) return { ok: false, status: 422, path: '/quantity', reason: `${q1.message} (${rangeText(range)})` };
  const timing = prnVerdict(q.given, at, {
    minIntervalHours: p.minIntervalHours ?? 0,
    maxDosesIn24h: p.maxDosesIn24h ?? 1,
  });
  if (!timing.ok) return { ok: false, status: 409, path: '/givenAt', reason: timing.reason };
  const running = daysRunning(q.given, at);
  if (p.maxDays !== undefined && running > p.maxDays)
    return {
      ok: false,
      status: 409,
      path: '/givenAt',
      reason:
        `${p.item} has been given on ${running - 1} day${running === 2 ? '' : 's'} running; the protocol allows ` +
        `${p.maxDays} before advice. Ask the GP (or call NHS 111 out of hours) before giving more.`,
    };
  return { ok: true, quantity: q1.quantity, band };
}
