// The organisation's pay reference table over the store (decision 0780): read (seeding the shipped rows the first
// time), add a dated row, correct a row with a reason. Directors only; every write is audited in its transaction.
// Pay reads the tables in force through `tables`, whoever asks for pay.
import { type Caller, isDirector } from '../access/index.ts';
import { conflict, forbidden, notFound } from '../problem.ts';
import { auditStore } from '../store/audit.ts';
import type { Store } from '../store/index.ts';
import { type NewReferenceRow, payStore, type StoredReferenceRow } from '../store/pay.ts';
import { londonToday } from '../time/london.ts';
import { tableAgeDays } from './minimum-wage.ts';
import {
  clashOf,
  effectiveRows,
  type PayTables,
  payTables,
  type ReferenceKind,
  SEED_ROWS,
  STALE_AFTER_DAYS,
} from './reference-rates.ts';

const KIND_WORDS: Record<ReferenceKind, string> = {
  minimum_wage: 'minimum wage rates',
  premium: 'night-premium hours',
  bank_holiday: 'bank holiday change',
};

export function referenceRatesService({ store }: { store: Store }, clock: () => Date = () => new Date()) {
  const directorsOnly = (c: Caller) => {
    if (!isDirector(c)) throw forbidden('Only a director sees and corrects the rates pay is checked and paid by.');
  };

  /**
   * Every row of the organisation's table. One holding none (made before start-up seeded it, or outside the store)
   * reads the shipped rows, which it cannot correct until seeded: reading never writes.
   */
  async function rows(orgId: string): Promise<StoredReferenceRow[]> {
    const stored = await payStore(store.db, orgId).referenceRows();
    if (stored.length) return stored;
    return SEED_ROWS.map((r) => ({
      ...r,
      id: r.seedKey,
      corrects: null,
      reason: null,
      createdBy: null,
      createdByName: null,
      createdAt: new Date(0),
    }));
  }

  return {
    /** The tables pay reads for an organisation: the rows in force. */
    async tables(orgId: string): Promise<PayTables> {
      return payTables(effectiveRows(await rows(orgId)));
    },

    /** The table for the director's screen: rows in force by kind, the history, and whether the wage table is old. */
    async list(c: Caller) {
      directorsOnly(c);
      const all = await rows(c.orgId);
      const inForce = new Set(effectiveRows(all).map((r) => r.id));
      const correctedBy = new Map(all.filter((r) => r.corrects).map((r) => [r.corrects!, r.id]));
      const items = all.map((r) => ({ ...r, inForce: inForce.has(r.id), correctedBy: correctedBy.get(r.id) ?? null }));
      const wages = payTables(all.filter((r) => inForce.has(r.id))).minimumWage;
      const ageDays = wages.length ? tableAgeDays(londonToday(clock()), wages) : null;
      return {
        items,
        minimumWage: {
          newestFrom: wages.at(-1)?.from ?? null,
          ageDays,
          stale: ageDays === null || ageDays >= STALE_AFTER_DAYS,
        },
      };
    },

    /** Add a dated row; another row in force of the kind on that date is a conflict (correct that one instead). */
    async add(c: Caller, row: NewReferenceRow) {
      directorsOnly(c);
      const all = await rows(c.orgId);
      const clash = clashOf(effectiveRows(all), row);
      if (clash) throw conflict(`The ${KIND_WORDS[row.kind]} from that date are already in the table: correct them.`);
      return store.db.transaction(async (tx) => {
        const id = (await payStore(tx, c.orgId).insertReferenceRow(row, c.id))!;
        await auditStore(tx, c.orgId).write({
          userId: c.id,
          action: 'pay-reference.added',
          entity: 'pay-reference-row',
          entityId: id,
          detail: { kind: row.kind, appliesFrom: row.appliesFrom, figures: row.figures, checked: row.checked },
        });
        return { id };
      });
    },

    /** Correct a row in force: a new row of the same kind naming it, with the reason; the old row stays as history. */
    async correct(c: Caller, id: string, row: Omit<NewReferenceRow, 'kind'>, kind: ReferenceKind, reason: string) {
      directorsOnly(c);
      const all = await rows(c.orgId);
      const old = all.find((r) => r.id === id && r.kind === kind);
      if (!old) throw notFound(`The row of ${KIND_WORDS[kind]}`);
      const inForce = effectiveRows(all);
      if (!inForce.some((r) => r.id === id)) throw conflict('That row was corrected already: correct the newer row.');
      if (clashOf(inForce, { kind, appliesFrom: row.appliesFrom }, id))
        throw conflict(`The ${KIND_WORDS[kind]} from that date are already in the table: correct them.`);
      return store.db.transaction(async (tx) => {
        const made = await payStore(tx, c.orgId).insertReferenceRow({ ...row, kind }, c.id, { corrects: id, reason });
        if (!made) throw conflict('That row was corrected already: correct the newer row.');
        await auditStore(tx, c.orgId).write({
          userId: c.id,
          action: 'pay-reference.corrected',
          entity: 'pay-reference-row',
          entityId: made,
          detail: {
            kind,
            corrects: id,
            reason,
            was: { appliesFrom: old.appliesFrom, figures: old.figures, source: old.source, checked: old.checked },
            now: { appliesFrom: row.appliesFrom, figures: row.figures, source: row.source, checked: row.checked },
          },
        });
        return { id: made, corrects: id };
      });
    },
  };
}
