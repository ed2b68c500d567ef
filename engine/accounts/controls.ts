// The controls on a child's money and on petty cash, as pure functions (practitioner review F; DOMAIN §19):
// two people for money passing to or from a child, transfers that move two ledgers at once, receipts above a
// threshold, a spending limit above which a manager approves, and a count by two whose difference over a
// tolerance tells the manager. The service asks these; the store only keeps what they allowed.
import { type Direction, formatPence, type Pot, reversalOf } from './money.ts';

export interface Fault {
  path: string;
  message: string;
}

/** An organisation's petty cash controls (migration 075); the defaults are what a home starts with. */
export interface PettyCashControls {
  /** Spending above this needs a receipt or a reason there is none. */
  receiptThresholdPence: number;
  /** Spending above this is approved by a manager of the home; null: no limit. */
  spendingLimitPence: number | null;
  /** A count that differs from the ledger by more than this alerts the home's managers. */
  countTolerancePence: number;
}
export const DEFAULT_CONTROLS: PettyCashControls = {
  receiptThresholdPence: 500,
  spendingLimitPence: 5000,
  countTolerancePence: 0,
};

/** Who confirmed money (or a valuable) passing to or from a young person. */
export interface Confirmation {
  /** A second member of staff gave their PIN. */
  witnessed: boolean;
  /** The young person signed on the device. */
  youngPersonSigned: boolean;
  /** Why the young person did not sign. */
  reason?: string | null;
}

/**
 * Two people for a child's money: a second member of staff's PIN or the young person's own signature; and a return
 * to the young person (money out of their pot, a valuable given back) they did not sign for needs a reason.
 */
export function confirmationFaults(direction: Direction, c: Confirmation): Fault[] {
  const faults: Fault[] = [];
  if (!c.witnessed && !c.youngPersonSigned)
    faults.push({
      path: '/witness',
      message: "is required: a second member of staff's PIN, or the young person's signature",
    });
  if (direction === 'out' && !c.youngPersonSigned && !c.reason?.trim())
    faults.push({
      path: '/notAcknowledgedReason',
      message: 'is required when the young person did not sign for what was returned to them',
    });
  return faults;
}

/** The most a captured signature may be: a PNG drawn on a phone is a few kilobytes; this leaves room. */
export const SIGNATURE_MAX_CHARS = 200_000;
const PNG_PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Why a signature captured on the device cannot be kept (a PNG data URL of the drawn mark), or null. */
export function signatureProblem(dataUrl: string): string | null {
  if (!dataUrl.startsWith(PNG_PREFIX)) return 'must be a PNG image of the signature (data:image/png;base64,…)';
  if (dataUrl.length > SIGNATURE_MAX_CHARS) return `must be at most ${SIGNATURE_MAX_CHARS} characters`;
  const body = dataUrl.slice(PNG_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return 'is not base64';
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length < 64 || PNG_MAGIC.some((b, i) => bytes[i] !== b)) return 'is not a PNG image';
  return null;
}

/** Spending above the threshold keeps a receipt, or says why there is none. Money in needs neither. */
export function receiptFaults(
  direction: Direction,
  amountPence: number,
  thresholdPence: number,
  hasReceipt: boolean,
  noReceiptReason: string | null | undefined,
): Fault[] {
  if (direction !== 'out' || amountPence <= thresholdPence || hasReceipt || noReceiptReason?.trim()) return [];
  return [
    {
      path: '/receiptDocumentId',
      message: `is required for spending over ${formatPence(thresholdPence)}, or say why there is none (noReceiptReason)`,
    },
  ];
}

/** Spending above the limit is approved by a manager of the home: a manager spending approves it themselves. */
export function needsApproval(
  direction: Direction,
  amountPence: number,
  limitPence: number | null,
  spenderIsManager: boolean,
): boolean {
  return direction === 'out' && limitPence !== null && amountPence > limitPence && !spenderIsManager;
}

/** A count that differs from the ledger by more than the tolerance (either way) is the manager's to know. */
export const countAlerts = (discrepancyPence: number, tolerancePence: number) =>
  Math.abs(discrepancyPence) > tolerancePence;

export type TransferTo = 'pot' | 'petty_cash';
export interface TransferLine {
  ledger: 'petty_cash' | 'young_person';
  pot: Pot | null;
  direction: Direction;
  amountPence: number;
}

/**
 * One transfer's two lines: into a young person's pot from petty cash (pocket money paid from the float), or back
 * from the pot into petty cash (an advance repaid). Both are written together or neither is.
 */
export function transferLines(to: TransferTo, pot: Pot, amountPence: number): [TransferLine, TransferLine] {
  const intoPot = to === 'pot';
  return [
    { ledger: 'petty_cash', pot: null, direction: intoPot ? 'out' : 'in', amountPence },
    { ledger: 'young_person', pot, direction: intoPot ? 'in' : 'out', amountPence },
  ];
}

/** Undoing a transfer undoes both its lines; the line taking money out is the one that must be covered. */
export function transferReversal<L extends TransferLine>(lines: L[]): (L & { direction: Direction })[] {
  return lines.map((l) => ({ ...l, ...reversalOf(l) }));
}

/** What is still owed on an advance to a young person: never below nothing (overpaid is not a debt the other way). */
export const advanceOutstanding = (advancedPence: number, repaidPence: number[]) =>
  Math.max(0, advancedPence - repaidPence.reduce((s, p) => s + p, 0));

/** A line of an advance: paid out to the young person from petty cash (an entry), or paid back (a transfer). */
export interface AdvanceLedgerLine {
  id: string;
  ledger: 'petty_cash' | 'young_person';
  kind: string;
  direction: Direction;
  amountPence: number;
  reversesId: string | null;
}

/**
 * What an advance agreement's petty cash lines add up to: paid out (entries out, less their reversals) and paid back
 * (transfers in from the pot, less theirs). The pot's side of a repayment is the same money and is not counted twice.
 */
export function advanceTotals(lines: AdvanceLedgerLine[]): { advancedPence: number; repaidPence: number } {
  const byId = new Map(lines.map((l) => [l.id, l]));
  let advancedPence = 0;
  let repaidPence = 0;
  for (const l of lines) {
    if (l.ledger !== 'petty_cash') continue;
    const original = l.reversesId ? byId.get(l.reversesId) : l;
    if (!original || original.ledger !== 'petty_cash') continue;
    const sign = l.reversesId ? -1 : 1;
    if (original.kind === 'entry' && original.direction === 'out') advancedPence += sign * l.amountPence;
    else if (original.kind === 'transfer' && original.direction === 'in') repaidPence += sign * l.amountPence;
  }
  return { advancedPence, repaidPence };
}

/** Why a payment under an advance agreement cannot be made, or null: never more than was agreed. */
export function advancePaymentProblem(agreedPence: number, advancedPence: number, amountPence: number): string | null {
  const left = agreedPence - advancedPence;
  if (amountPence <= left) return null;
  return left <= 0
    ? `is more than the agreement allows: all ${formatPence(agreedPence)} has been advanced`
    : `is more than the ${formatPence(left)} still to advance under the agreement`;
}

/** Why a repayment cannot be taken, or null: never more than is still owed. */
export function advanceRepaymentProblem(owedPence: number, amountPence: number): string | null {
  if (amountPence <= owedPence) return null;
  return owedPence <= 0
    ? 'is more than is owed: the advance has been paid back'
    : `is more than the ${formatPence(owedPence)} still owed on the advance`;
}

/** Who a young person's money goes to when they move out, and how (practitioner review F5). */
export const HANDOVER_RECIPIENTS = ['young_person', 'next_placement', 'social_worker', 'other'] as const;
export const HANDOVER_METHODS = ['bank_transfer', 'cheque', 'cash'] as const;
export interface Handover {
  recipient: (typeof HANDOVER_RECIPIENTS)[number];
  /** The person or placement receiving it; the young person themselves need not be named again. */
  recipientName?: string | null;
  method: (typeof HANDOVER_METHODS)[number];
  /** The bank transfer's reference or the cheque's number. */
  reference?: string | null;
}
const RECIPIENT_WORDS: Record<Handover['recipient'], string> = {
  young_person: 'the young person',
  next_placement: 'the next placement',
  social_worker: 'the social worker',
  other: 'someone else',
};
const METHOD_WORDS: Record<Handover['method'], string> = {
  bank_transfer: 'bank transfer',
  cheque: 'cheque',
  cash: 'cash',
};

/** A hand-over names who received it (unless the young person) and, for a transfer or a cheque, its reference. */
export function handoverFaults(h: Handover): Fault[] {
  const faults: Fault[] = [];
  if (h.recipient !== 'young_person' && !h.recipientName?.trim())
    faults.push({ path: '/recipientName', message: 'is required: who received the money' });
  if (h.method !== 'cash' && !h.reference?.trim())
    faults.push({
      path: '/reference',
      message: `is required for a ${METHOD_WORDS[h.method]}: the ${h.method === 'cheque' ? 'cheque number' : 'payment reference'}`,
    });
  return faults;
}

/** The hand-over said in the ledger: "Handed over on moving out to the social worker (Jo Bloggs) by cheque 000123". */
export function handoverWords(h: Handover): string {
  const who = RECIPIENT_WORDS[h.recipient] + (h.recipientName?.trim() ? ` (${h.recipientName.trim()})` : '');
  const ref = h.method !== 'cash' && h.reference?.trim() ? ` ${h.reference.trim()}` : '';
  return `Handed over on moving out to ${who} by ${METHOD_WORDS[h.method]}${ref}`.slice(0, 500);
}
