// Accounts: petty cash per home, each young person's own money, cash counts, budgets and
// analytics. Every decision is engine/access/accounts.ts; every sum is money.ts; the SQL is store/accounts.ts.
import { createHash } from 'node:crypto';
import { accountHomes, decidePettyCash, decideYoungPersonMoney, type MoneyAction } from '../access/accounts.ts';
import type { Caller } from '../access/index.ts';
import { DOCUMENT_MAX_BYTES } from '../documents/service.ts';
import { ACCEPTED_TYPES, detectType, fileNameFor } from '../documents/sniff.ts';
import { Problem, forbidden, invalid, notFound, conflict } from '../problem.ts';
import { accountStore, isOverdraft, type EntryRow } from '../store/accounts.ts';
import { londonDate } from '../time/london.ts';
import { auditStore } from '../store/audit.ts';
import type { Store } from '../store/index.ts';
import {
  MAX_ENTRY_PENCE,
  PETTY_CASH_CATEGORIES,
  TOP_UP_CATEGORY,
  YOUNG_PERSON_POTS,
  accountLabel,
  balanceByPot,
  countNeedsReason,
  discrepancy,
  entryDateProblem,
  formatPence,
  handoverEntries,
  reversalOf,
  withRunningBalance,
  type Direction,
  type Pot,
} from './money.ts';

export interface NewPettyCash {
  homeId: string;
  entryDate: string;
  direction: Direction;
  amountPence: number;
  category: string;
  description: string;
  youngPersonId?: string | null;
  receiptDocumentId?: string | null;
}
export interface NewOwnMoney {
  entryDate: string;
  direction: Direction;
  amountPence: number;
  pot: Pot;
  description: string;
  acknowledged: boolean;
  notAcknowledgedReason?: string | null;
  receiptDocumentId?: string | null;
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

export function accountService({ store }: { store: Store }) {
  const forOrg = (c: Caller) => accountStore(store.db, c.orgId);
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
      if (faults.length) throw invalid('The entry is not complete.', faults);
      if (e.youngPersonId) {
        const yp = await store.forOrg(c.orgId).people.youngPerson(e.youngPersonId);
        if (!yp || yp.homeId !== e.homeId)
          throw invalid('Name a young person of this home.', [
            { path: '/youngPersonId', message: 'is not a young person of this home' },
          ]);
      }
      await checkReceipt(c, e.homeId, e.receiptDocumentId);
      const direction = kind === 'top_up' ? 'in' : e.direction;
      const id = await store.db
        .transaction(async (tx) => {
          const a = accountStore(tx, c.orgId);
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
          });
          await auditStore(tx, c.orgId).write({
            userId: c.id,
            action: kind === 'top_up' ? 'accounts.top_up' : 'accounts.entry',
            entity: 'account_entry',
            entityId: newId,
            detail: { amountPence: e.amountPence, direction: e.direction },
          });
          return newId;
        })
        .catch(orOverdrawn(null));
      return out((await forOrg(c).entry(id))!);
    },

    /** A correction: a new entry the other way, naming the one it undoes. Never twice; a correction is not reversed. */
    async reverse(c: Caller, id: string, reason: string) {
      const a = forOrg(c);
      const e = await a.entry(id);
      if (!e) throw notFound('The entry');
      if (e.ledger === 'petty_cash') check(decidePettyCash(c, e.homeId, 'manage'));
      else check(decideYoungPersonMoney(c, { id: e.youngPersonId!, homeId: e.homeId }, 'manage'));
      if (!reason.trim())
        throw invalid('Say why the entry is being corrected.', [{ path: '/reason', message: 'is required' }]);
      if (e.kind === 'correction')
        throw conflict('A correction cannot itself be reversed: record a new entry instead.');
      if (e.reversedById) throw conflict('This entry has already been reversed.');
      const { direction, amountPence } = reversalOf(e);
      const newId = await store.db
        .transaction(async (tx) => {
          if (direction === 'out') {
            // undoing money in that has since been spent would leave the account below zero
            const held = await accountStore(tx, c.orgId).lockedBalance(
              e.ledger,
              e.ledger === 'petty_cash' ? e.homeId : e.youngPersonId!,
              e.pot,
            );
            if (amountPence > held)
              throw conflict(
                `Reversing this would take ${accountLabel(e.pot)} below zero: it holds ${formatPence(held)}.`,
              );
          }
          const id2 = await accountStore(tx, c.orgId).insert({
            homeId: e.homeId,
            youngPersonId: e.youngPersonId,
            ledger: e.ledger,
            pot: e.pot,
            kind: 'correction',
            entryDate: new Date().toISOString().slice(0, 10),
            direction,
            amountPence,
            category: e.category,
            description: `Correction of "${e.description}": ${reason.trim()}`.slice(0, 500),
            receiptDocumentId: null,
            reversesId: e.id,
            acknowledged: null,
            notAcknowledgedReason: null,
            enteredBy: c.id,
          });
          await auditStore(tx, c.orgId).write({
            userId: c.id,
            action: 'accounts.reverse',
            entity: 'account_entry',
            entityId: id2,
            detail: { reverses: e.id, reason: reason.trim() },
          });
          return id2;
        })
        .catch((err: { code?: string }) => {
          if (err.code === '23505') throw conflict('This entry has already been reversed.'); // two managers at once
          if (isOverdraft(err)) throw conflict(`Reversing this would take ${accountLabel(e.pot)} below zero.`);
          throw err;
        });
      return out((await a.entry(newId))!);
    },

    /** A manager's count of the cash: the ledger's balance at that moment, the difference, and why. */
    async count(c: Caller, homeId: string, countedPence: number, reason: string | null | undefined) {
      await namedHome(c, homeId);
      check(decidePettyCash(c, homeId, 'manage'));
      if (!Number.isSafeInteger(countedPence) || countedPence < 0 || countedPence > MAX_ENTRY_PENCE) {
        throw invalid('Give the cash counted in whole pence.', [
          { path: '/countedPence', message: `must be a whole number of pence from 0 to ${MAX_ENTRY_PENCE}` },
        ]);
      }
      return store.db.transaction(async (tx) => {
        const a = accountStore(tx, c.orgId);
        const { balancePence, lastSeq } = await a.homeBalance(homeId);
        if (countNeedsReason(balancePence, countedPence) && !reason?.trim()) {
          throw invalid(`The count differs from the ledger by ${discrepancy(balancePence, countedPence)}p: say why.`, [
            { path: '/reason', message: 'is required when the count differs from the ledger' },
          ]);
        }
        const id = await a.insertCount({
          homeId,
          countedPence,
          expectedPence: balancePence,
          discrepancyPence: discrepancy(balancePence, countedPence),
          upToSeq: lastSeq,
          reason: reason?.trim() || null,
          countedBy: c.id,
        });
        await auditStore(tx, c.orgId).write({
          userId: c.id,
          action: 'accounts.count',
          entity: 'cash_count',
          entityId: id,
          detail: { countedPence, expectedPence: balancePence },
        });
        return (await a.counts(homeId, 1))[0];
      });
    },

    /** A young person's own money: balance per pot and the entries, newest first, each with the balance after it. */
    async ownMoney(c: Caller, youngPersonId: string) {
      const yp = await youngPerson(c, youngPersonId);
      check(decideYoungPersonMoney(c, yp, 'read'));
      const entries = await forOrg(c).entries({ ledger: 'young_person', youngPersonId, limit: 10_000 });
      const lines = withRunningBalance(entries);
      const pots = balanceByPot(entries);
      return {
        youngPersonId,
        homeId: yp.homeId,
        movedOut: yp.archivedAt !== null,
        pots,
        balancePence: lines.at(-1)?.balancePence ?? 0,
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
      // given and received are signed by the young person where possible; where not, say why
      if (!e.acknowledged && !e.notAcknowledgedReason?.trim())
        faults.push({ path: '/notAcknowledgedReason', message: 'is required when the young person did not sign' });
      if (faults.length) throw invalid('The entry is not complete.', faults);
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
            acknowledged: e.acknowledged,
            notAcknowledgedReason: e.acknowledged ? null : e.notAcknowledgedReason!.trim(),
            enteredBy: c.id,
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
      return out((await forOrg(c).entry(id))!);
    },

    /** Moving out: every pot holding money is handed over (one entry out each), leaving the balance at nothing. */
    async handOver(
      c: Caller,
      youngPersonId: string,
      acknowledged: boolean,
      notAcknowledgedReason: string | null | undefined,
    ) {
      const yp = await youngPerson(c, youngPersonId);
      check(decideYoungPersonMoney(c, yp, 'manage'));
      if (!acknowledged && !notAcknowledgedReason?.trim())
        throw invalid('Say why the young person did not sign.', [
          { path: '/notAcknowledgedReason', message: 'is required when the young person did not sign' },
        ]);
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
            entryDate: new Date().toISOString().slice(0, 10),
            direction: 'out',
            amountPence: h.amountPence,
            category: h.pot,
            description: 'Handed over on moving out',
            receiptDocumentId: null,
            reversesId: null,
            acknowledged,
            notAcknowledgedReason: acknowledged ? null : notAcknowledgedReason!.trim(),
            enteredBy: c.id,
          });
        }
        await auditStore(tx, c.orgId).write({
          userId: c.id,
          action: 'accounts.handover',
          entity: 'young_person',
          entityId: youngPersonId,
          detail: { handed },
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
