// Stock moves and the controlled-drug register, as rules: what each kind of move does to the balance, what it must
// say, who must witness it, and a medicine's register page read as a bound CD register reads (NICE SC1; the Misuse of
// Drugs Regulations 2001 reg 19 register columns, relied on as the practitioner review lists them — unverified here).
// Pure: the service supplies the moves.

export const STOCK_MOVES = ['received', 'adjustment', 'disposal', 'returned', 'count', 'sent_out', 'back_in'] as const;
export type StockMoveKind = (typeof STOCK_MOVES)[number];

/** The signed change a move makes to the balance: a count changes nothing (a correction after it does). */
export function stockChange(kind: StockMoveKind, quantity: number): number {
  if (kind === 'count') return 0;
  if (kind === 'received' || kind === 'adjustment' || kind === 'back_in') return quantity;
  return -quantity; // disposal, returned to pharmacy, sent out with the young person
}

/**
 * Who witnesses a move: every move of a controlled drug (its balance checks too), and every disposal of any
 * medicine (a second person sees it destroyed or bagged for the pharmacy).
 */
export const needsWitness = (kind: StockMoveKind, controlled: boolean) => controlled || kind === 'disposal';

export interface MoveInput {
  kind: StockMoveKind;
  quantity: number;
  reason?: string;
  note?: string | null;
  expiry?: string;
  party?: string | null;
  corrects?: string;
}
export interface Fault {
  path: string;
  message: string;
}

/** What a move must say before it is written (the balance is checked in its transaction). */
export function moveFaults(m: MoveInput): Fault[] {
  const faults: Fault[] = [];
  if (m.kind === 'count' ? m.quantity < 0 : m.kind !== 'adjustment' && m.quantity <= 0)
    faults.push({
      path: '/quantity',
      message: m.kind === 'count' ? 'must not be below nought' : 'must be more than nought',
    });
  if (m.kind === 'adjustment') {
    if (!m.reason) faults.push({ path: '/reason', message: 'is required for an adjustment' });
    if (!m.note) faults.push({ path: '/note', message: 'is required for an adjustment' });
    if (m.quantity === 0) faults.push({ path: '/quantity', message: 'must not be nought' });
  }
  if (m.kind === 'received' && !m.expiry)
    faults.push({ path: '/expiry', message: 'is required when stock is received' });
  if (m.kind === 'sent_out' && !m.party)
    faults.push({ path: '/party', message: 'is required: who took it (parent, school, contact supervisor)' });
  if (m.kind === 'back_in' && !m.party) faults.push({ path: '/party', message: 'is required: who brought it back' });
  if (m.corrects && !(m.kind === 'adjustment' && m.reason === 'correction'))
    faults.push({ path: '/corrects', message: 'only an adjustment for a correction corrects a line' });
  return faults;
}

export interface RegisterMove {
  id: string;
  seq: number;
  kind: string;
  quantity: number;
  balanceAfter: number;
  counted: number | null;
  party: string | null;
  reason: string | null;
  note: string | null;
  batch: string | null;
  correctsId: string | null;
  byName: string;
  witnessName: string | null;
  at: Date | string;
}
export interface RegisterLine {
  line: number;
  at: string;
  what: string;
  /** received from / given to / sent out with */
  fromOrTo: string;
  quantityIn: number | null;
  quantityOut: number | null;
  balance: number;
  givenBy: string;
  witness: string | null;
  /** a correction names the line it corrects; a count names what was found */
  annotation: string | null;
}

const WHAT: Record<string, string> = {
  received: 'Received',
  given: 'Given',
  adjustment: 'Adjustment',
  disposal: 'Disposed of',
  returned: 'Returned to pharmacy',
  count: 'Balance check',
  sent_out: 'Sent out',
  back_in: 'Brought back',
};

/** A medicine's register page: every move oldest first, numbered, with its running balance; nothing edited. */
export function registerPage(moves: readonly RegisterMove[], youngPersonName: string): RegisterLine[] {
  const ordered = [...moves].sort((a, b) => a.seq - b.seq);
  const lineOf = new Map(ordered.map((m, i) => [m.id, i + 1]));
  return ordered.map((m, i) => {
    const fromOrTo =
      m.kind === 'given'
        ? youngPersonName
        : m.kind === 'sent_out'
          ? `With ${youngPersonName}: ${m.party ?? ''}`
          : (m.party ?? (m.kind === 'count' ? '' : '—'));
    const corrected = m.correctsId ? lineOf.get(m.correctsId) : undefined;
    const annotation =
      m.kind === 'count'
        ? `Counted ${m.counted}${m.counted === m.balanceAfter ? ', matches' : `, register says ${m.balanceAfter}`}`
        : corrected
          ? `Corrects line ${corrected}${m.note ? `: ${m.note}` : ''}`
          : m.kind === 'adjustment'
            ? [m.reason, m.note].filter(Boolean).join(': ') || null
            : m.note;
    return {
      line: i + 1,
      at: new Date(m.at).toISOString(),
      what: WHAT[m.kind] ?? m.kind,
      fromOrTo,
      quantityIn: m.quantity > 0 ? m.quantity : null,
      quantityOut: m.quantity < 0 ? -m.quantity : null,
      balance: m.balanceAfter,
      givenBy: m.byName,
      witness: m.witnessName,
      annotation,
    };
  });
}
