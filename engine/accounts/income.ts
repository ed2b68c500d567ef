// The income tracker's arithmetic (SPEC §3 Income change, DOMAIN §19) as pure functions over calendar
// dates ('YYYY-MM-DD', compared as strings) and whole pence. A placement earns its weekly fee for each
// day the young person lives in the home; changes of fee take effect on their date; one-off payments
// count on theirs; an empty bed costs the home's average weekly fee.
import { datesFrom } from '../time/london.ts';

export interface FeeChange {
  effectiveDate: string;
  weeklyFeePence: number;
}
export interface OneOffPayment {
  effectiveDate: string;
  amountPence: number;
}
export interface Placement {
  youngPersonId: string;
  homeId: string;
  /** Move-in (admission) and move-out (discharge, exclusive: the last night is the day before). */
  movedIn: string | null;
  movedOut: string | null;
  /** The agreed fee and every ongoing change of it, in any order. */
  fees: FeeChange[];
  oneOffs: OneOffPayment[];
}

export { datesFrom };

/** Does the young person live in the home on this date? */
export const placedOn = (p: Pick<Placement, 'movedIn' | 'movedOut'>, day: string) =>
  p.movedIn !== null && p.movedIn <= day && (p.movedOut === null || day < p.movedOut);

/** The weekly fee in force on a date: the newest change taking effect on or before it (0 before any). */
export function weeklyFeeOn(fees: FeeChange[], day: string): number {
  let best: FeeChange | null = null;
  for (const f of fees) if (f.effectiveDate <= day && (!best || f.effectiveDate >= best.effectiveDate)) best = f;
  return best?.weeklyFeePence ?? 0;
}

/**
 * What a placement earns from `from` to `to` (both included): a seventh of the weekly fee in force for
 * each day placed, summed in sevenths and rounded once to the penny, plus one-off payments dated inside.
 */
export function placementIncome(p: Placement, from: string, to: string): number {
  let sevenths = 0;
  for (const day of datesFrom(from, to)) if (placedOn(p, day)) sevenths += weeklyFeeOn(p.fees, day);
  const oneOffs = p.oneOffs
    .filter((o) => o.effectiveDate >= from && o.effectiveDate <= to)
    .reduce((s, o) => s + o.amountPence, 0);
  return Math.round(sevenths / 7) + oneOffs;
}

export interface HomeIncome {
  homeId: string;
  places: number | null;
  placed: number;
  occupancyPercent: number | null;
  weeklyIncomePence: number;
  periodIncomePence: number;
  /**
   * Each empty bed at the home's average weekly fee; null when no one is placed (no fee to go by) or places are
   * unknown.
   */
  emptyBedWeeklyCostPence: number | null;
}

/** A home's figures on a day (weekly) and over a period (e.g. a calendar month). */
export function homeIncome(
  homeId: string,
  places: number | null,
  placements: Placement[],
  on: string,
  from: string,
  to: string,
): HomeIncome {
  const here = placements.filter((p) => p.homeId === homeId);
  const now = here.filter((p) => placedOn(p, on));
  const weekly = now.reduce((s, p) => s + weeklyFeeOn(p.fees, on), 0);
  const empty = places === null ? null : Math.max(0, places - now.length);
  return {
    homeId,
    places,
    placed: now.length,
    occupancyPercent: places ? Math.round((now.length / places) * 1000) / 10 : null,
    weeklyIncomePence: weekly,
    periodIncomePence: here.reduce((s, p) => s + placementIncome(p, from, to), 0),
    emptyBedWeeklyCostPence: empty === null || now.length === 0 ? null : Math.round((weekly / now.length) * empty),
  };
}

/** The first and last day of the calendar month holding `day`. */
export function monthOf(day: string): { from: string; to: string } {
  const [y, m] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  // The last day of a month is 28 to 31: two digits already.
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${last}` };
}
