// Who may do what with money (SPEC §6 accounts area). The accounts area's read/edit
// governs the ledger; staff record spending for the homes they work in only; a manager of the home tops
// up, counts, reconciles (reverses entries) and hands a young person's money over; directors see every
// home. A young person's own money also follows their `accounts` young-person permission area.
import {
  areaLevel,
  type Caller,
  isDirector,
  isManagerFor,
  isYoungPersonLogin,
  type Level,
  type Verdict,
  worksIn,
  ypLevel,
} from './index.ts';

const rank: Record<Level, number> = { none: 0, read: 1, edit: 2 };
const allow: Verdict = { ok: true };
const refuse = (reason: string): Verdict => ({ ok: false, status: 403, reason });

/** read: see the ledger; record: add an entry; manage: top up, count, reverse, budget, hand over. */
export type MoneyAction = 'read' | 'record' | 'manage';

/** A home's petty cash. */
export function decidePettyCash(c: Caller, homeId: string, action: MoneyAction): Verdict {
  if (isYoungPersonLogin(c)) return refuse('Accounts are for staff.');
  const want: Level = action === 'read' ? 'read' : 'edit';
  if (rank[areaLevel(c, 'accounts')] < rank[want]) return refuse(`You need ${want} access to the "accounts" area.`);
  if (!worksIn(c, homeId)) return refuse('You do not work in this home.');
  if (action === 'manage' && !isManagerFor(c, homeId)) return refuse('Only a manager of this home can do this.');
  return allow;
}

/** A young person's own money: the home's rule, narrowed by their `accounts` permission area. */
export function decideYoungPersonMoney(c: Caller, yp: { id: string; homeId: string }, action: MoneyAction): Verdict {
  const home = decidePettyCash(c, yp.homeId, action);
  if (!home.ok) return home;
  const want: Level = action === 'read' ? 'read' : 'edit';
  if (rank[ypLevel(c, yp.id, 'accounts', areaLevel(c, 'accounts'))] < rank[want]) {
    return refuse(`You have no ${want} permission for this young person's accounts.`);
  }
  return allow;
}

/** The homes whose accounts the caller may read: directors every home, others those they work in. */
export function accountHomes(c: Caller): string[] | 'all' | [] {
  if (isYoungPersonLogin(c) || areaLevel(c, 'accounts') === 'none') return [];
  return isDirector(c) ? 'all' : c.homeIds;
}

/**
 * The second person for a child's money or a cash count: another member of staff who works in the home and may read
 * its accounts; never the person recording.
 */
export function decideMoneyWitness(witness: Caller, recorderId: string, homeId: string): Verdict {
  if (witness.id === recorderId) return refuse('The second person must be someone other than the person recording.');
  const may = decidePettyCash(witness, homeId, 'read');
  return may.ok ? allow : refuse(`They cannot be the second person here: ${may.reason}`);
}

/** Spending over the limit is approved by a manager of the home other than the person spending. */
export function decideSpendApproval(approver: Caller, spenderId: string, homeId: string): Verdict {
  if (approver.id === spenderId) return refuse('Someone else must approve your own spending.');
  return decidePettyCash(approver, homeId, 'manage');
}
