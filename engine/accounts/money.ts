// Money rules (DOMAIN §19) as pure functions: whole pence in and out, never floating point. The store
// keeps entries; these say what they add up to, what a correction is, and what a count found.

export type Direction = 'in' | 'out';
export interface LedgerLine {
  seq: number;
  direction: Direction;
  amountPence: number;
  pot?: string | null;
}

/** Petty cash spending categories (DOMAIN §19), plus the bank top-up, which is not spending. */
export const PETTY_CASH_CATEGORIES = [
  'food',
  'household',
  'activities',
  'transport',
  'clothing',
  'education',
  'pocket_money',
  'other',
] as const;
export const TOP_UP_CATEGORY = 'top_up';
/** A young person's own money: pocket money, allowances and savings (DOMAIN §19). */
export const YOUNG_PERSON_POTS = ['pocket_money', 'clothing', 'birthday', 'festival', 'education', 'savings'] as const;
export type Pot = (typeof YOUNG_PERSON_POTS)[number];

/** The most one entry may move: £1,000,000 in pence, well inside int8 and JavaScript's exact integers. */
export const MAX_ENTRY_PENCE = 100_000_000;

/** The earliest day a money entry may be dated: no child in care today had money kept before it. */
export const EARLIEST_ENTRY_DATE = '2000-01-01';

/** Why a money entry may not carry this date (a day from EARLIEST_ENTRY_DATE to today, London), or null. */
export function entryDateProblem(date: string, today: string): string | null {
  if (date < EARLIEST_ENTRY_DATE) return `must be on or after ${EARLIEST_ENTRY_DATE}`;
  if (date > today) return 'must not be in the future: money is recorded when it moves';
  return null;
}

/** What an account holds, said to a person: "petty cash", "the savings pot". */
export const accountLabel = (pot: string | null) => (pot ? `the ${pot.replace(/_/g, ' ')} pot` : 'petty cash');

/**
 * "12.3", "£1,204.05", "7" → pence. Refuses anything that is not a plain amount with at most two
 * decimal places (no rounding: 1.005 is a typing mistake, not £1.01). Returns null when refused.
 */
export function parsePounds(text: string): number | null {
  const m = /^£?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const pounds = Number(m[1].replace(/,/g, ''));
  const pence = m[2] === undefined ? 0 : Number(m[2].padEnd(2, '0'));
  const total = pounds * 100 + pence;
  return Number.isSafeInteger(total) ? total : null;
}

/** Pence → "£1,204.05" (negative: "−£3.50"). */
export function formatPence(pence: number): string {
  const sign = pence < 0 ? '−' : '';
  const abs = Math.abs(pence);
  const pounds = Math.floor(abs / 100).toLocaleString('en-GB');
  return `${sign}£${pounds}.${String(abs % 100).padStart(2, '0')}`;
}

/** An entry's effect on the balance: money in adds, money out takes away. */
export const signed = (l: Pick<LedgerLine, 'direction' | 'amountPence'>) =>
  l.direction === 'in' ? l.amountPence : -l.amountPence;

/** The balance after all these lines. */
export const balanceOf = (lines: Pick<LedgerLine, 'direction' | 'amountPence'>[], opening = 0) =>
  lines.reduce((sum, l) => sum + signed(l), opening);

/** Each line with the balance after it, in the order they were written (seq), from an opening balance. */
export function withRunningBalance<L extends LedgerLine>(lines: L[], opening = 0): (L & { balancePence: number })[] {
  let balance = opening;
  return [...lines]
    .sort((a, b) => a.seq - b.seq)
    .map((l) => {
      balance += signed(l);
      return { ...l, balancePence: balance };
    });
}

/**
 * How many calendar months a date range touches ('YYYY-MM-DD', inclusive): the budget a range is held
 * against is that many monthly budgets, whether or not anything was spent in each month. 0 if reversed.
 */
export function monthsCovered(from: string, to: string): number {
  const months = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  return Math.max(0, months(to) - months(from) + 1);
}

/** Balance per pot (a young person's own money); pots with nothing in them are 0. */
export function balanceByPot(lines: LedgerLine[]): Record<Pot, number> {
  const out = Object.fromEntries(YOUNG_PERSON_POTS.map((p) => [p, 0])) as Record<Pot, number>;
  for (const l of lines) if (l.pot && l.pot in out) out[l.pot as Pot] += signed(l);
  return out;
}

/** The entry that undoes one: the same amount the other way, so the ledger adds up without editing anything. */
export function reversalOf<E extends { direction: Direction; amountPence: number }>(
  entry: E,
): { direction: Direction; amountPence: number } {
  return { direction: entry.direction === 'in' ? 'out' : 'in', amountPence: entry.amountPence };
}

/** What a cash count found against the ledger: positive is more cash than recorded, negative is less. */
export function discrepancy(expectedPence: number, countedPence: number): number {
  return countedPence - expectedPence;
}

/** A count that does not match needs a reason; one that matches needs none. */
export function countNeedsReason(expectedPence: number, countedPence: number): boolean {
  return discrepancy(expectedPence, countedPence) !== 0;
}

/**
 * What is handed over when a young person moves out: for every pot holding money, one entry out
 * bringing it to nothing. A pot in debt (more given than credited) is not "handed over" and is left out.
 */
export function handoverEntries(lines: LedgerLine[]): { pot: Pot; direction: 'out'; amountPence: number }[] {
  const pots = balanceByPot(lines);
  return YOUNG_PERSON_POTS.filter((p) => pots[p] > 0).map((p) => ({
    pot: p,
    direction: 'out' as const,
    amountPence: pots[p],
  }));
}
