// Accounts: petty cash per home, each young person's own money, cash counts, budgets and
// analytics. Every decision is engine/access/accounts.ts; every sum is money.ts; the SQL is store/accounts.ts.
import { createHash, randomUUID } from 'node:crypto';
import {
  accountHomes,
  decideMoneyWitness,
  decidePettyCash,
  decideSpendApproval,
  decideYoungPersonMoney,
  type MoneyAction,
} from '../access/accounts.ts';
import { type Caller, isDirector, isManagerFor } from '../access/index.ts';
import { localPinTries, type PinTries } from '../auth/pin.ts';
import { DOCUMENT_MAX_BYTES } from '../documents/service.ts';
import { ACCEPTED_TYPES, detectType, fileNameFor } from '../documents/sniff.ts';
import { conflict, forbidden, invalid, notFound, Problem } from '../problem.ts';
import { accountStore, type EntryRow, isOverdraft } from '../store/accounts.ts';
import { alertStore } from '../store/alerts.ts';
import { auditStore } from '../store/audit.ts';
import type { Store } from '../store/index.ts';
import { londonDate } from '../time/london.ts';
import { budgetUse, pocketMoneyWeeks } from './allowances.ts';
import { confirmSecondPerson, type SecondPerson } from './confirm.ts';
import {
  advanceOutstanding,
  advancePaymentProblem,
  advanceRepaymentProblem,
  advanceTotals,
  confirmationFaults,
  countAlerts,
  DEFAULT_CONTROLS,
  type Fault,
  type Handover,
  handoverFaults,
  handoverWords,
  needsApproval,
  type PettyCashControls,
  receiptFaults,
  signatureProblem,
  transferLines,
  transferReversal,
  type TransferTo,
} from './controls.ts';
import { ADVANCE_KIND, advanceTerms, ALLOWANCES_KIND, allowanceTermsOf } from './hooks.ts';
import {
  accountLabel,
  balanceByPot,
  countNeedsReason,
  type Direction,
  discrepancy,
  entryDateProblem,
  formatPence,
  handoverEntries,
  MAX_ENTRY_PENCE,
  PETTY_CASH_CATEGORIES,
  type Pot,
  TOP_UP_CATEGORY,
  withRunningBalance,
  YOUNG_PERSON_POTS,
} from './money.ts';
import { alertIfOverspent } from './overspent.ts';

export interface NewPettyCash {
  homeId: string;
  entryDate: string;
  direction: Direction;
  amountPence: number;
  category: string;
  description: string;
  youngPersonId?: string | null;
  receiptDocumentId?: string | null;
  /** Spending over the threshold without a receipt: why. */
  noReceiptReason?: string | null;
  /** Spending over the limit: the manager of the home approving it, with their PIN. */
  approval?: SecondPerson;
  /** Cash advanced to the young person under their signed advance agreement (a money-advance record). */
  advanceId?: string | null;
}
/** Who confirmed money passing to or from a young person: a second member of staff, the young person, or both. */
export interface TwoPeople {
  witness?: SecondPerson;
  /** The young person's signature drawn on the device: a PNG data URL. */
  youngPersonSignature?: string | null;
  notAcknowledgedReason?: string | null;
}
export interface NewOwnMoney extends TwoPeople {
  entryDate: string;
  direction: Direction;
  amountPence: number;
  pot: Pot;
  description: string;
  receiptDocumentId?: string | null;
}
export interface NewTransfer {
  youngPersonId: string;
  pot: Pot;
  to: TransferTo;
  entryDate: string;
  amountPence: number;
  description: string;
  /** Back to petty cash: an advance being paid back, under its agreement. */
  advanceId?: string | null;
}
export interface NewCount {
  homeId: string;
  countedPence: number;
  reason?: string | null;
  /** The second person counting with the recorder. */
  witness?: SecondPerson;
  /** The manager's monthly audit (a manager of the home). */
  audit?: boolean;
}

const check = (v: { ok: true } | { ok: false; reason: string }) => {
  if (!v.ok) throw forbidden(v.reason);
};
const amountFault = (pence: number) =>
  !Number.isSafeInteger(pence) || pence < 1 || pence > MAX_ENTRY_PENCE
    ? [{ path: '/amountPence', message: `must be a whole number of pence from 1 to ${MAX_ENTRY_PENCE}` }]
    : [];
const dateFault = (date: string) => {
  const problem = entryDateProblem(date, londonDate(new Date()));
  return problem ? [{ path: '/entryDate', message: problem }] : [];
};
/** Money out that the account does not hold: refused at the amount, saying what is there. */
const overdrawn = (pot: string | null, held: number | null) => {
  const what = accountLabel(pot);
  return invalid(
    held === null
      ? `That would take ${what} below zero.`
      : `Only ${formatPence(held)} is in ${what}: it cannot go below zero.`,
    [
      {
        path: '/amountPence',
        message: held === null ? `is more than ${what} holds` : `is more than the ${formatPence(held)} in ${what}`,
      },
    ],
  );
};
/** The database's guard (migration 050), should anything get past the check made under the lock. */
const orOverdrawn =
  (pot: string | null) =>
  (err: unknown): never => {
    if (isOverdraft(err)) throw overdrawn(pot, null);
    throw err;
  };

export function accountService({ store, pinTries = localPinTries() }: { store: Store; pinTries?: PinTries }) {
  const forOrg = (c: Caller) => accountStore(store.db, c.orgId);
  const controlsOf = async (c: Caller): Promise<PettyCashControls> => (await forOrg(c).controls()) ?? DEFAULT_CONTROLS;
  /** A second member of staff for money at this home, confirmed by their PIN; 422 at `at` when not. */
  const witnessFor = (c: Caller, homeId: string, w: SecondPerson, at = '/witness') =>
    confirmSecondPerson(store, pinTries, c, w, at, (p) => decideMoneyWitness(p, c.id, homeId));
  /**
   * Two people for money passing to or from a young person: the faults of what was given (a signature that is not a
   * PNG, neither person, a return without the young person's signature and no reason), then the witness's PIN.
   */
  async function twoPeople(c: Caller, homeId: string, direction: Direction, t: TwoPeople, faults: Fault[]) {
    const signature = t.youngPersonSignature || null;
    const bad = signature ? signatureProblem(signature) : null;
    if (bad) faults.push({ path: '/youngPersonSignature', message: bad });
    faults.push(
      ...confirmationFaults(direction, {
        witnessed: !!t.witness,
        youngPersonSigned: !!signature && !bad,
        reason: t.notAcknowledgedReason,
      }),
    );
    if (faults.length) throw invalid('The entry is not complete.', faults);
    const witness = t.witness ? await witnessFor(c, homeId, t.witness) : null;
    return {
      acknowledged: !!signature,
      youngPersonSignature: signature,
      notAcknowledgedReason: signature ? null : t.notAcknowledgedReason?.trim() || null,
      witnessId: witness?.id ?? null,
      witnessMethod: witness?.method ?? null,
    };
  }
  const findHome = async (c: Caller, homeId: string) =>
    (await store.forOrg(c.orgId).people.homes()).find((x) => x.id === homeId);
  async function home(c: Caller, homeId: string) {
    const h = await findHome(c, homeId);
    if (!h) throw notFound('The home');
    return h;
  }
  /** A home a write's body names: another organisation's reads as one that does not exist, 422 at /homeId. */
  async function namedHome(c: Caller, homeId: string) {
    const h = await findHome(c, homeId);
    if (!h) throw invalid('Name a home of this organisation.', [{ path: '/homeId', message: 'is not a home here' }]);
    return h;
  }
  async function youngPerson(c: Caller, id: string) {
    const yp = await store.forOrg(c.orgId).people.youngPerson(id);
    if (!yp) throw notFound('The young person');
    return yp;
  }
  /**
   * The signed advance agreement a payment or repayment names: this young person's, submitted (so signed, decision
   * 0641), not archived. Its agreed amount in pence. 422 at /advanceId otherwise.
   */
  async function advanceAgreement(c: Caller, advanceId: string, youngPersonId: string | null | undefined) {
    const row = await store.forOrg(c.orgId).records.get(advanceId);
    const fault = (message: string) =>
      invalid('That advance agreement cannot be used.', [{ path: '/advanceId', message }]);
    if (!row || row.kind !== ADVANCE_KIND || row.archivedAt) throw fault('is not an advance agreement here');
    if (!youngPersonId || row.youngPersonId !== youngPersonId)
      throw fault("is not this young person's advance agreement");
    const terms = advanceTerms(row.data);
    if (row.status !== 'complete' || !terms.signed)
      throw fault('has not been signed: the young person signs the agreement before money is advanced');
    const { agreedPence } = terms;
    if (agreedPence === null) throw fault('has no amount');
    return { id: row.id, agreedPence };
  }
  /** A receipt must be a file of this home's accounts, uploaded through receipts(), not used by another entry. */
  async function checkReceipt(c: Caller, homeId: string, documentId: string | null | undefined) {
    if (!documentId) return;
    const doc = await store.forOrg(c.orgId).documents.get(documentId);
    const fault = [{ path: '/receiptDocumentId', message: 'must be a receipt uploaded for this home' }];
    if (!doc || doc.homeId !== homeId || doc.category !== 'receipt' || doc.youngPersonId || doc.recordId)
      throw invalid('That receipt cannot be used here.', fault);
    if (await forOrg(c).receiptUsed(documentId))
      throw invalid('That receipt is already on another entry.', [
        { path: '/receiptDocumentId', message: 'is already on another entry' },
      ]);
  }

  const out = (e: EntryRow & { balancePence?: number }) => ({
    ...e,
    receiptUrl: e.receiptDocumentId ? `/api/accounts/entries/${e.id}/receipt` : null,
  });

  return {
    /** The homes whose accounts the caller may see, each with its balance and last count. */
    async homes(c: Caller) {
      const scope = accountHomes(c);
      const homes = (await store.forOrg(c.orgId).people.homes()).filter(
        (h) => !h.archivedAt && (scope === 'all' || (scope as string[]).includes(h.id)),
      );
      const a = forOrg(c);
      return Promise.all(
        homes.map(async (h) => {
          const [{ balancePence }, [lastCount]] = await Promise.all([a.homeBalance(h.id), a.counts(h.id, 1)]);
          return {
            id: h.id,
            name: h.name,
            type: h.type,
            balancePence,
            lastCount: lastCount ?? null,
            canRecord: decidePettyCash(c, h.id, 'record').ok,
            canManage: decidePettyCash(c, h.id, 'manage').ok,
          };
        }),
      );
    },

    /** A home's petty cash: the newest entries (up to `limit`) with the balance after each. */
    async ledger(c: Caller, f: { homeId: string; from?: string; to?: string; category?: string; limit?: number }) {
      await home(c, f.homeId);
      check(decidePettyCash(c, f.homeId, 'read'));
      const a = forOrg(c);
      // a filtered view (a category, a month, however far back) shows those entries; the running balance is the whole
      // ledger's
      const lines = await a.pettyCashLedger(f.homeId, {
        from: f.from,
        to: f.to,
        category: f.category,
        limit: f.limit ?? 500,
      });
      const { balancePence } = await a.homeBalance(f.homeId);
      return {
        homeId: f.homeId,
        balancePence,
        entries: lines.map(out),
        counts: await a.counts(f.homeId, 20),
        canRecord: decidePettyCash(c, f.homeId, 'record').ok,
        canManage: decidePettyCash(c, f.homeId, 'manage').ok,
      };
    },

    async recordPettyCash(c: Caller, e: NewPettyCash, kind: 'entry' | 'top_up' = 'entry') {
      await namedHome(c, e.homeId);
      check(decidePettyCash(c, e.homeId, kind === 'top_up' ? 'manage' : 'record'));
      const faults = [...amountFault(e.amountPence), ...dateFault(e.entryDate)];
      if (kind === 'entry' && !(PETTY_CASH_CATEGORIES as readonly string[]).includes(e.category))
        faults.push({ path: '/category', message: `must be one of ${PETTY_CASH_CATEGORIES.join(', ')}` });
      if (!e.description.trim()) faults.push({ path: '/description', message: 'is required' });
      const controls = await controlsOf(c);
      const direction0 = kind === 'top_up' ? 'in' : e.direction;
      faults.push(
        ...receiptFaults(
          direction0,
          e.amountPence,
          controls.receiptThresholdPence,
          !!e.receiptDocumentId,
          e.noReceiptReason,
        ),
      );
      const mustApprove = needsApproval(
        direction0,
        e.amountPence,
        controls.spendingLimitPence,
        isManagerFor(c, e.homeId),
      );
      if (mustApprove && !e.approval)
        faults.push({
          path: '/approval',
          message: `is required: spending over ${formatPence(controls.spendingLimitPence!)} is approved by a manager`,
        });
      if (faults.length) throw invalid('The entry is not complete.', faults);
      const approver =
        mustApprove && e.approval
          ? await confirmSecondPerson(store, pinTries, c, e.approval, '/approval', (p) =>
              decideSpendApproval(p, c.id, e.homeId),
            )
          : null;
      if (e.youngPersonId) {
        const yp = await store.forOrg(c.orgId).people.youngPerson(e.youngPersonId);
        if (!yp || yp.homeId !== e.homeId)
          throw invalid('Name a young person of this home.', [
            { path: '/youngPersonId', message: 'is not a young person of this home' },
          ]);
      }
      await checkReceipt(c, e.homeId, e.receiptDocumentId);
      const direction = kind === 'top_up' ? 'in' : e.direction;
      if (e.advanceId && (kind !== 'entry' || direction !== 'out'))
        throw invalid('An advance is money paid out to the young person.', [
          { path: '/advanceId', message: 'is only for money out of petty cash to the young person' },
        ]);
      const advance = e.advanceId ? await advanceAgreement(c, e.advanceId, e.youngPersonId) : null;
      const id = await store.db
        .transaction(async (tx) => {
          const a = accountStore(tx, c.orgId);
          if (advance) {
            // the young person's row locked: two payments under one agreement cannot both fit in what is left
            await a.lockYoungPerson(e.youngPersonId!);
            const { advancedPence } = advanceTotals(await a.advanceLines(advance.id));
            const problem = advancePaymentProblem(advance.agreedPence, advancedPence, e.amountPence);
            if (problem)
              throw invalid('That is more than the advance agreed.', [{ path: '/amountPence', message: problem }]);
          }
          if (direction === 'out') {
            const held = await a.lockedBalance('petty_cash', e.homeId, null);
            if (e.amountPence > held) throw overdrawn(null, held);
          }
          const newId = await a.insert({
            homeId: e.homeId,
            youngPersonId: e.youngPersonId ?? null,
            ledger: 'petty_cash',
            pot: null,
            kind,
            entryDate: e.entryDate,
            direction: kind === 'top_up' ? 'in' : e.direction,
            amountPence: e.amountPence,
            category: kind === 'top_up' ? TOP_UP_CATEGORY : e.category,
            description: e.description.trim(),
            receiptDocumentId: e.receiptDocumentId ?? null,
            reversesId: null,
            acknowledged: null,
            notAcknowledgedReason: null,
            enteredBy: c.id,
            noReceiptReason: e.receiptDocumentId ? null : e.noReceiptReason?.trim() || null,
            approvedBy: approver?.id ?? null,
            advanceId: advance?.id ?? null,
          });
          await auditStore(tx, c.orgId).write({
            userId: c.id,
            action: kind === 'top_up' ? 'accounts.top_up' : 'accounts.entry',
            entity: 'account_entry',
            entityId: newId,
            detail: { amountPence: e.amountPence, direction: e.direction, approvedBy: approver?.id ?? null },
          });
          return newId;
        })
        .catch(orOverdrawn(null));
      // after the write, outside its transaction (one connection on the embedded database)
      if (e.youngPersonId && direction === 'out') await alertIfOverspent(store, c, e.youngPersonId);
      return out((await forOrg(c).entry(id))!);
    },

    /**
     * A correction: a new entry the other way, naming the one it undoes. Never twice; a correction is not reversed. A
     * transfer's two lines are undone together, one correction each in one transaction.
     */
    async reverse(c: Caller, id: string, reason: string) {
      const a = forOrg(c);
      const e = await a.entry(id);
      if (!e) throw notFound('The entry');
      const lines = e.kind === 'transfer' && e.transferId ? await a.transferLines(e.transferId) : [e];
      for (const l of lines)
        if (l.ledger === 'petty_cash') check(decidePettyCash(c, l.homeId, 'manage'));
        else check(decideYoungPersonMoney(c, { id: l.youngPersonId!, homeId: l.homeId }, 'manage'));
      if (!reason.trim())
        throw invalid('Say why the entry is being corrected.', [{ path: '/reason', message: 'is required' }]);
      if (e.kind === 'correction')
        throw conflict('A correction cannot itself be reversed: record a new entry instead.');
      if (lines.some((l) => l.reversedById)) throw conflict('This entry has already been reversed.');
      const undo = transferReversal(lines.map((l) => ({ ...l, pot: l.pot as Pot | null })));
      const ids = await store.db
        .transaction(async (tx) => {
          const s = accountStore(tx, c.orgId);
          const written: string[] = [];
          for (const u of undo) {
            if (u.direction === 'out') {
              // undoing money in that has since been spent would leave the account below zero
              const held = await s.lockedBalance(
                u.ledger,
                u.ledger === 'petty_cash' ? u.homeId : u.youngPersonId!,
                u.pot,
              );
              if (u.amountPence > held)
                throw conflict(
                  `Reversing this would take ${accountLabel(u.pot)} below zero: it holds ${formatPence(held)}.`,
                );
            }
            const id2 = await s.insert({
              homeId: u.homeId,
              youngPersonId: u.youngPersonId,
              ledger: u.ledger,
              pot: u.pot,
              kind: 'correction',
              entryDate: londonDate(new Date()),
              direction: u.direction,
              amountPence: u.amountPence,
              category: u.category,
              description: `Correction of "${u.description}": ${reason.trim()}`.slice(0, 500),
              receiptDocumentId: null,
              reversesId: u.id,
              acknowledged: null,
              notAcknowledgedReason: null,
              enteredBy: c.id,
              transferId: u.transferId,
            });
            await auditStore(tx, c.orgId).write({
              userId: c.id,
              action: 'accounts.reverse',
              entity: 'account_entry',
              entityId: id2,
              detail: { reverses: u.id, reason: reason.trim(), transferId: u.transferId },
            });
            written.push(id2);
          }
          return written;
        })
        .catch((err: { code?: string }) => {
          if (err.code === '23505') throw conflict('This entry has already been reversed.'); // two managers at once
          if (isOverdraft(err)) throw conflict(`Reversing this would take ${accountLabel(e.pot)} below zero.`);
          throw err;
        });
      const written = await Promise.all(ids.map(async (i) => out((await a.entry(i))!)));
      // the correction of the line asked about first; a transfer's answer names both
      const mine = written.find((w) => w.reversesId === e.id)!;
      return lines.length > 1 ? { ...mine, corrections: written } : mine;
    },

    /**
     * A transfer between a home's petty cash and a young person's pot: pocket money paid from the float into the pot,
     * or money back from the pot (an advance repaid). One action, two lines written together, reversed together.
     */
    async transfer(c: Caller, t: NewTransfer) {
      // named in the body: another organisation's young person reads as one that does not exist, at the field
      const yp = await store.forOrg(c.orgId).people.youngPerson(t.youngPersonId);
      if (!yp)
        throw invalid('Name a young person of this organisation.', [
          { path: '/youngPersonId', message: 'is not a young person here' },
        ]);
      check(decidePettyCash(c, yp.homeId, 'record'));
      check(decideYoungPersonMoney(c, yp, 'record'));
      if (yp.archivedAt) throw conflict('This young person has moved out: their money has been handed over.');
      const faults = [...amountFault(t.amountPence), ...dateFault(t.entryDate)];
      if (!(YOUNG_PERSON_POTS as readonly string[]).includes(t.pot))
        faults.push({ path: '/pot', message: `must be one of ${YOUNG_PERSON_POTS.join(', ')}` });
      if (!t.description.trim()) faults.push({ path: '/description', message: 'is required' });
      if (t.advanceId && t.to !== 'petty_cash')
        faults.push({ path: '/advanceId', message: 'is only for money paid back from the pot to petty cash' });
      if (faults.length) throw invalid('The transfer is not complete.', faults);
      const advance = t.advanceId ? await advanceAgreement(c, t.advanceId, yp.id) : null;
      const transferId = randomUUID();
      const lines = transferLines(t.to, t.pot, t.amountPence);
      const ids = await store.db
        .transaction(async (tx) => {
          const s = accountStore(tx, c.orgId);
          if (advance) {
            // locked as the payment is: a repayment never takes more than is still owed
            await s.lockYoungPerson(yp.id);
            const { advancedPence, repaidPence } = advanceTotals(await s.advanceLines(advance.id));
            const problem = advanceRepaymentProblem(advancedPence - repaidPence, t.amountPence);
            if (problem) throw invalid('That is more than is owed.', [{ path: '/amountPence', message: problem }]);
          }
          const written: string[] = [];
          for (const l of lines) {
            if (l.direction === 'out') {
              const held = await s.lockedBalance(l.ledger, l.ledger === 'petty_cash' ? yp.homeId : yp.id, l.pot);
              if (l.amountPence > held) throw overdrawn(l.pot, held);
            }
            written.push(
              await s.insert({
                homeId: yp.homeId,
                youngPersonId: yp.id,
                ledger: l.ledger,
                pot: l.pot,
                kind: 'transfer',
                entryDate: t.entryDate,
                direction: l.direction,
                amountPence: l.amountPence,
                category: l.ledger === 'petty_cash' ? 'pocket_money' : t.pot,
                description: t.description.trim(),
                receiptDocumentId: null,
                reversesId: null,
                acknowledged: null,
                notAcknowledgedReason: null,
                enteredBy: c.id,
                transferId,
                advanceId: advance?.id ?? null,
              }),
            );
          }
          await auditStore(tx, c.orgId).write({
            userId: c.id,
            action: 'accounts.transfer',
            entity: 'account_entry',
            entityId: written[0],
            detail: { transferId, to: t.to, pot: t.pot, amountPence: t.amountPence, youngPersonId: yp.id },
          });
          return written;
        })
        .catch(orOverdrawn(t.to === 'pot' ? null : t.pot));
      const [pettyCash, pot] = await Promise.all(ids.map(async (i) => out((await forOrg(c).entry(i))!)));
      return { transferId, pettyCash, pot };
    },

    /** The organisation's petty cash controls (the defaults until a director sets them). */
    controls: (c: Caller) => controlsOf(c),
    async setControls(c: Caller, next: PettyCashControls) {
      if (!isDirector(c) || accountHomes(c) !== 'all')
        throw forbidden("Only a director with the accounts area sets the organisation's petty cash controls.");
      await store.db.transaction(async (tx) => {
        await accountStore(tx, c.orgId).setControls(next, c.id);
        await auditStore(tx, c.orgId).write({
          userId: c.id,
          action: 'accounts.controls',
          entity: 'organisation',
          entityId: c.orgId,
          detail: { ...next },
        });
      });
      return controlsOf(c);
    },

    /**
     * A count of the cash by two people: the recorder and a second member of staff who confirms with their PIN. The
     * ledger's balance at that moment, the difference and why; a difference over the organisation's tolerance alerts
     * the home's managers in the same transaction. A manager's count may be marked as the monthly audit.
     */
    async count(c: Caller, n: NewCount) {
      const { homeId, countedPence, reason } = n;
      await namedHome(c, homeId);
      check(decidePettyCash(c, homeId, n.audit ? 'manage' : 'record'));
      const faults: Fault[] = [];
      if (!Number.isSafeInteger(countedPence) || countedPence < 0 || countedPence > MAX_ENTRY_PENCE)
        faults.push({ path: '/countedPence', message: `must be a whole number of pence from 0 to ${MAX_ENTRY_PENCE}` });
      if (!n.witness) faults.push({ path: '/witness', message: 'is required: the cash is counted by two people' });
      if (faults.length) throw invalid('The count is not complete.', faults);
      const witness = await witnessFor(c, homeId, n.witness!);
      const { countTolerancePence } = await controlsOf(c);
      // read before the transaction: a read on another connection inside it waits for ever on the embedded database
      const managers = await store.forOrg(c.orgId).people.managersOf(homeId);
      const h = await home(c, homeId);
      return store.db.transaction(async (tx) => {
        const a = accountStore(tx, c.orgId);
        // the home's balance row locked: no entry lands between the balance read and the count that compares with it
        await a.lockedBalance('petty_cash', homeId, null);
        const { balancePence, lastSeq } = await a.homeBalance(homeId);
        const diff = discrepancy(balancePence, countedPence);
        if (countNeedsReason(balancePence, countedPence) && !reason?.trim()) {
          throw invalid(`The count differs from the ledger by ${formatPence(diff)}: say why.`, [
            { path: '/reason', message: 'is required when the count differs from the ledger' },
          ]);
        }
        const id = await a.insertCount({
          homeId,
          countedPence,
          expectedPence: balancePence,
          discrepancyPence: diff,
          upToSeq: lastSeq,
          reason: reason?.trim() || null,
          countedBy: c.id,
          witnessId: witness.id,
          witnessMethod: witness.method,
          audit: n.audit === true,
        });
        await auditStore(tx, c.orgId).write({
          userId: c.id,
          action: 'accounts.count',
          entity: 'cash_count',
          entityId: id,
          detail: { countedPence, expectedPence: balancePence, witnessId: witness.id, audit: n.audit === true },
        });
        if (countAlerts(diff, countTolerancePence)) {
          await alertStore(tx, c.orgId).raise(
            {
              kind: 'cash_count_discrepancy',
              recordCategory: 'other',
              title: `Petty cash at ${h.name} counted ${formatPence(Math.abs(diff))} ${diff < 0 ? 'short' : 'over'}`,
              body: `Counted ${formatPence(countedPence)} against ${formatPence(balancePence)} in the ledger: ${reason!.trim()}`,
              homeId,
              naturalKey: `cash_count_discrepancy:${id}`,
              createdBy: c.id,
            },
            managers,
          );
        }
        return (await a.counts(homeId, 1))[0];
      });
    },

    /** A young person's own money: balance per pot and the entries, newest first, each with the balance after it. */
    async ownMoney(c: Caller, youngPersonId: string) {
      const yp = await youngPerson(c, youngPersonId);
      check(decideYoungPersonMoney(c, yp, 'read'));
      const a = forOrg(c);
      const records = store.forOrg(c.orgId).records;
      const scope = { youngPersonId, homeIds: 'all' as const, excludeYoungPeople: [], limit: 100 };
      const [entries, bought, agreements, advances] = await Promise.all([
        a.entries({ ledger: 'young_person', youngPersonId, limit: 10_000 }),
        a.entries({ ledger: 'petty_cash', youngPersonId, limit: 10_000 }),
        records.list({ ...scope, kind: ALLOWANCES_KIND }),
        records.list({ ...scope, kind: ADVANCE_KIND }),
      ]);
      const lines = withRunningBalance(entries);
      const pots = balanceByPot(entries);
      const terms = agreements.map((r) => allowanceTermsOf(r.data)).filter((t) => t !== null);
      const today = londonDate(new Date());
      const moveIn = yp.moveInDate ?? undefined;
      const allowances = terms.length
        ? {
            weeks: pocketMoneyWeeks(terms, entries, today, 8, moveIn),
            budgets: budgetUse(terms, [...entries, ...bought], today),
          }
        : null;
      const owed = await Promise.all(
        advances.map(async (r) => {
          const { advancedPence, repaidPence } = advanceTotals(await a.advanceLines(r.id));
          return {
            id: r.id,
            status: r.status,
            agreedOn: londonDate(r.recordDate),
            agreedPence: advanceTerms(r.data).agreedPence,
            advancedPence,
            repaidPence,
            owedPence: advanceOutstanding(advancedPence, [repaidPence]),
          };
        }),
      );
      return {
        youngPersonId,
        homeId: yp.homeId,
        movedOut: yp.archivedAt !== null,
        pots,
        balancePence: lines.at(-1)?.balancePence ?? 0,
        allowances,
        advances: owed,
        entries: lines.reverse().map(out),
        canRecord: decideYoungPersonMoney(c, yp, 'record').ok,
        canManage: decideYoungPersonMoney(c, yp, 'manage').ok,
      };
    },

    async recordOwnMoney(c: Caller, youngPersonId: string, e: NewOwnMoney) {
      const yp = await youngPerson(c, youngPersonId);
      check(decideYoungPersonMoney(c, yp, 'record'));
      const faults = [...amountFault(e.amountPence), ...dateFault(e.entryDate)];
      if (!(YOUNG_PERSON_POTS as readonly string[]).includes(e.pot))
        faults.push({ path: '/pot', message: `must be one of ${YOUNG_PERSON_POTS.join(', ')}` });
      if (!e.description.trim()) faults.push({ path: '/description', message: 'is required' });
      // two people for a child's money: a second member of staff's PIN or the young person's own signature
      const two = await twoPeople(c, yp.homeId, e.direction, e, faults);
      await checkReceipt(c, yp.homeId, e.receiptDocumentId);
      const id = await store.db
        .transaction(async (tx) => {
          const a = accountStore(tx, c.orgId);
          if (e.direction === 'out') {
            const held = await a.lockedBalance('young_person', youngPersonId, e.pot);
            if (e.amountPence > held) throw overdrawn(e.pot, held);
          }
          const newId = await a.insert({
            homeId: yp.homeId,
            youngPersonId,
            ledger: 'young_person',
            pot: e.pot,
            kind: 'entry',
            entryDate: e.entryDate,
            direction: e.direction,
            amountPence: e.amountPence,
            category: e.pot,
            description: e.description.trim(),
            receiptDocumentId: e.receiptDocumentId ?? null,
            reversesId: null,
            enteredBy: c.id,
            ...two,
          });
          await auditStore(tx, c.orgId).write({
            userId: c.id,
            action: 'accounts.own_money',
            entity: 'account_entry',
            entityId: newId,
            detail: { youngPersonId, amountPence: e.amountPence, direction: e.direction, pot: e.pot },
          });
          return newId;
        })
        .catch(orOverdrawn(e.pot));
      if (e.direction === 'out') await alertIfOverspent(store, c, youngPersonId);
      return out((await forOrg(c).entry(id))!);
    },

    /** Moving out: every pot holding money is handed over (one entry out each), leaving the balance at nothing. */
    async handOver(c: Caller, youngPersonId: string, given: Handover & TwoPeople) {
      const yp = await youngPerson(c, youngPersonId);
      check(decideYoungPersonMoney(c, yp, 'manage'));
      // the receiver signs (the young person, or whoever receives it for them) or a second member of staff confirms
      const two = await twoPeople(c, yp.homeId, 'out', given, handoverFaults(given));
      return store.db.transaction(async (tx) => {
        const a = accountStore(tx, c.orgId);
        // the young person's row locked: two hand-overs at once cannot both pay out
        await a.lockYoungPerson(youngPersonId);
        const lines = await a.entries({ ledger: 'young_person', youngPersonId, limit: 100_000 });
        const handed = handoverEntries(lines);
        if (!handed.length) throw conflict('There is no money to hand over.');
        for (const h of handed) {
          await a.insert({
            homeId: yp.homeId,
            youngPersonId,
            ledger: 'young_person',
            pot: h.pot,
            kind: 'handover',
            entryDate: londonDate(new Date()),
            direction: 'out',
            amountPence: h.amountPence,
            category: h.pot,
            description: handoverWords(given),
            receiptDocumentId: null,
            reversesId: null,
            enteredBy: c.id,
            ...two,
          });
        }
        await auditStore(tx, c.orgId).write({
          userId: c.id,
          action: 'accounts.handover',
          entity: 'young_person',
          entityId: youngPersonId,
          detail: {
            handed,
            recipient: given.recipient,
            recipientName: given.recipientName?.trim() || null,
            method: given.method,
            reference: given.reference?.trim() || null,
            witnessId: two.witnessId,
          },
        });
        return { handedOver: handed, totalPence: handed.reduce((s, h) => s + h.amountPence, 0) };
      });
    },

    /** A receipt (photo or PDF) under the document locker's rules, kept against the home. */
    async uploadReceipt(
      c: Caller,
      homeId: string,
      u: { fileName: string; contentType: string; content: Buffer; truncated: boolean },
    ) {
      await namedHome(c, homeId);
      check(decidePettyCash(c, homeId, 'record'));
      if (u.truncated || u.content.length > DOCUMENT_MAX_BYTES)
        throw new Problem(413, 'Payload too large', `Files can be up to ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`, [
          { path: '/file', message: 'is too large' },
        ]);
      if (!u.content.length) throw invalid('The file is empty.', [{ path: '/file', message: 'is empty' }]);
      // a receipt is a photo or a PDF
      if (
        !(u.contentType === 'application/pdf' || u.contentType.startsWith('image/')) ||
        !ACCEPTED_TYPES[u.contentType]
      ) {
        throw new Problem(415, 'Unsupported media type', 'A receipt is a photo or a PDF.', [
          { path: '/file', message: 'is not a photo or PDF' },
        ]);
      }
      if ((await detectType(u.content, u.contentType)) !== u.contentType)
        throw new Problem(415, 'Unsupported media type', `The file is not a real ${ACCEPTED_TYPES[u.contentType]}.`, [
          { path: '/file', message: 'does not match its type' },
        ]);
      const doc = await store.forOrg(c.orgId).documents.insert({
        youngPersonId: null,
        recordId: null,
        homeId,
        title: `Receipt: ${u.fileName}`.slice(0, 200),
        category: 'receipt',
        fileName: fileNameFor(u.fileName.slice(0, 255), u.contentType),
        contentType: u.contentType,
        sizeBytes: u.content.length,
        sha256: createHash('sha256').update(u.content).digest('hex'),
        content: u.content,
        uploadedBy: c.id,
      });
      return { id: doc.id, fileName: doc.fileName, contentType: doc.contentType, sizeBytes: doc.sizeBytes };
    },

    async receipt(c: Caller, entryId: string) {
      const e = await forOrg(c).entry(entryId);
      if (!e) throw notFound('The entry');
      check(
        e.ledger === 'petty_cash'
          ? decidePettyCash(c, e.homeId, 'read')
          : decideYoungPersonMoney(c, { id: e.youngPersonId!, homeId: e.homeId }, 'read'),
      );
      if (!e.receiptDocumentId) throw notFound('A receipt for this entry');
      const s = store.forOrg(c.orgId);
      const doc = (await s.documents.get(e.receiptDocumentId))!;
      const content = (await s.documents.content(doc.id))!;
      await s.audit.write({ userId: c.id, action: 'document.download', entity: 'document', entityId: doc.id });
      return { doc: { ...doc, fileName: fileNameFor(doc.fileName, doc.contentType) }, content };
    },

    /** Spending by home, category, young person and month, against the homes' monthly budgets. */
    async analytics(c: Caller, from: string, to: string, homeId?: string) {
      let scope = accountHomes(c);
      if (homeId) {
        check(decidePettyCash(c, homeId, 'read'));
        scope = [homeId];
      }
      if (Array.isArray(scope) && !scope.length) throw forbidden('You need read access to the "accounts" area.');
      const a = forOrg(c);
      const [rows, budgets] = await Promise.all([a.spend(scope, from, to), a.budgets(scope)]);
      return { from, to, rows, budgets };
    },

    async setBudget(c: Caller, homeId: string, category: string, monthlyPence: number) {
      await namedHome(c, homeId);
      check(decidePettyCash(c, homeId, 'manage'));
      if (!(PETTY_CASH_CATEGORIES as readonly string[]).includes(category))
        throw invalid('Unknown category.', [
          { path: '/category', message: `must be one of ${PETTY_CASH_CATEGORIES.join(', ')}` },
        ]);
      if (!Number.isSafeInteger(monthlyPence) || monthlyPence < 0 || monthlyPence > MAX_ENTRY_PENCE)
        throw invalid('Give the budget in whole pence.', [
          { path: '/monthlyPence', message: 'must be a whole number of pence' },
        ]);
      await forOrg(c).setBudget(homeId, category, monthlyPence, c.id);
      return forOrg(c).budgets([homeId]);
    },

    /** Every entry of the homes the caller may read, for a CSV export. */
    async exportRows(c: Caller, from: string, to: string, homeId?: string) {
      let scope = accountHomes(c);
      if (homeId) {
        check(decidePettyCash(c, homeId, 'read'));
        scope = [homeId];
      }
      if (Array.isArray(scope) && !scope.length) throw forbidden('You need read access to the "accounts" area.');
      return forOrg(c).entries({ ledger: 'petty_cash', homeIds: scope, from, to, limit: 100_000 });
    },
    decide: (c: Caller, homeId: string, action: MoneyAction) => decidePettyCash(c, homeId, action),
  };
}
export type AccountService = ReturnType<typeof accountService>;
