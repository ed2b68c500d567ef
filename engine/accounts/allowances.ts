// Allowances against entitlement (practitioner review F4), as pure functions: what the placement agreement says a
// young person is due (definitions/accounts/money-allowances.ts), set against what their ledger shows was paid into
// their pocket money pot each week and spent from each budget in its period. Placing authorities ask for this at
// reviews. Weeks run Monday to Sunday; a month or a year is a calendar one (decision 0640).
import { addDays, mondayOf } from '../time/london.ts';

export type AllowancePeriod = 'week' | 'month' | 'year';
/** One agreement's figures in pence, in force from `from` until the next one. */
export interface AllowanceTerms {
  from: string;
  weeklyPocketMoneyPence: number;
  clothingPence: number | null;
  clothingPeriod: AllowancePeriod | null;
  birthdayPence: number | null;
  festivalPence: number | null;
}
/** A ledger line as these rules read it. */
export interface MoneyLine {
  ledger: 'petty_cash' | 'young_person';
  pot: string | null;
  kind: string;
  category: string;
  entryDate: string;
  direction: 'in' | 'out';
  amountPence: number;
  /** Reversed lines (and the corrections that reverse them) count as nothing. */
  reversedById: string | null;
}

/** The agreement in force on a day: the newest that started on or before it. */
export function termsOn(terms: AllowanceTerms[], day: string): AllowanceTerms | null {
  let best: AllowanceTerms | null = null;
  for (const t of terms) if (t.from <= day && (!best || t.from > best.from)) best = t;
  return best;
}

const counts = (l: MoneyLine) => l.kind !== 'correction' && !l.reversedById;

export interface PocketMoneyWeek {
  /** The Monday the week starts. */
  weekOf: string;
  entitledPence: number;
  paidPence: number;
  /** Nothing paid into the pocket money pot in a week the young person was entitled to some. */
  missing: boolean;
  /** Something paid, but less than the entitlement. */
  short: boolean;
}

/**
 * Pocket money week by week, the newest first: the `weeks` full or current weeks up to `today`, each from the
 * agreement in force on its Monday (or, for a week an agreement starts in, on its first day). Weeks before the first
 * agreement, or before `since` (the move-in), are left out: nothing was due then.
 */
export function pocketMoneyWeeks(
  terms: AllowanceTerms[],
  lines: MoneyLine[],
  today: string,
  weeks = 8,
  since?: string,
): PocketMoneyWeek[] {
  const out: PocketMoneyWeek[] = [];
  for (let i = 0; i < weeks; i++) {
    const monday = addDays(mondayOf(today), -7 * i);
    const sunday = addDays(monday, 6);
    const first = since && since > monday ? since : monday;
    if (since && since > sunday) break;
    const t = termsOn(terms, first) ?? termsOn(terms, sunday);
    if (!t || t.from > sunday) continue;
    const paidPence = lines
      .filter(
        (l) =>
          counts(l) &&
          l.ledger === 'young_person' &&
          l.pot === 'pocket_money' &&
          l.direction === 'in' &&
          l.entryDate >= monday &&
          l.entryDate <= sunday,
      )
      .reduce((s, l) => s + l.amountPence, 0);
    const due = t.weeklyPocketMoneyPence;
    out.push({
      weekOf: monday,
      entitledPence: due,
      paidPence,
      missing: due > 0 && paidPence === 0,
      short: paidPence > 0 && paidPence < due,
    });
  }
  return out;
}

/** The first and last day of the period a day falls in. */
export function periodAround(period: AllowancePeriod, day: string): { from: string; to: string } {
  if (period === 'week') return { from: mondayOf(day), to: addDays(mondayOf(day), 6) };
  const y = day.slice(0, 4);
  if (period === 'year') return { from: `${y}-01-01`, to: `${y}-12-31` };
  const from = `${day.slice(0, 7)}-01`;
  const nextMonth = addDays(`${day.slice(0, 7)}-28`, 4);
  return { from, to: addDays(`${nextMonth.slice(0, 7)}-01`, -1) };
}

export type Budget = 'clothing' | 'birthday' | 'festival';
export interface BudgetUse {
  budget: Budget;
  period: AllowancePeriod;
  from: string;
  to: string;
  allowedPence: number;
  spentPence: number;
  overspent: boolean;
}

/** Whether a line is money spent from a budget for this young person: out of the pot, or petty cash for them. */
export function budgetOf(l: MoneyLine): Budget | null {
  if (!counts(l) || l.direction !== 'out' || l.kind === 'handover' || l.kind === 'transfer') return null;
  if (l.ledger === 'young_person')
    return l.pot === 'clothing' || l.pot === 'birthday' || l.pot === 'festival' ? l.pot : null;
  return l.category === 'clothing' ? 'clothing' : null;
}

/**
 * Each budget the agreement in force today sets, with what was spent in its current period: clothing in the period
 * the agreement names, birthday and festival in the calendar year. Over the allowance is overspent.
 */
export function budgetUse(terms: AllowanceTerms[], lines: MoneyLine[], today: string): BudgetUse[] {
  const t = termsOn(terms, today);
  if (!t) return [];
  const wanted: [Budget, number | null, AllowancePeriod][] = [
    ['clothing', t.clothingPence, t.clothingPeriod ?? 'year'],
    ['birthday', t.birthdayPence, 'year'],
    ['festival', t.festivalPence, 'year'],
  ];
  return wanted
    .filter(([, allowed]) => allowed !== null)
    .map(([budget, allowed, period]) => {
      const { from, to } = periodAround(period, today);
      const spentPence = lines
        .filter((l) => budgetOf(l) === budget && l.entryDate >= from && l.entryDate <= to)
        .reduce((s, l) => s + l.amountPence, 0);
      return { budget, period, from, to, allowedPence: allowed!, spentPence, overspent: spentPence > allowed! };
    });
}
