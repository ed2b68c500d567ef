// A clothing, birthday or festival allowance spent beyond the placement agreement's figure tells the home's managers
// (decision 0762): placing authorities ask at reviews, and the manager hears of it as the spend is recorded rather
// than at the review. One alert per budget and period (its natural key), however many spends go over after it.
import type { Caller } from '../access/index.ts';
import { accountStore } from '../store/accounts.ts';
import { alertStore } from '../store/alerts.ts';
import type { Store } from '../store/index.ts';
import { londonDate, ukDate } from '../time/london.ts';
import { type BudgetUse, budgetUse } from './allowances.ts';
import { ALLOWANCES_KIND, allowanceTermsOf } from './hooks.ts';
import { formatPence } from './money.ts';

const BUDGET_WORDS: Record<string, string> = { clothing: 'Clothing', birthday: 'Birthday', festival: 'Festival' };

/** The alert's words and key for one overspent budget: no child's name (alerts may be emailed). */
export function overspentAlert(youngPersonId: string, b: BudgetUse) {
  return {
    title: `${BUDGET_WORDS[b.budget] ?? b.budget} allowance overspent: ${formatPence(b.spentPence)} of ${formatPence(b.allowedPence)}`,
    body: `Spent ${formatPence(b.spentPence)} against the ${formatPence(b.allowedPence)} in the placement agreement, ${ukDate(b.from)} to ${ukDate(b.to)}.`,
    naturalKey: `allowance_overspent:${youngPersonId}:${b.budget}:${b.from}`,
  };
}

/** After a spend naming the young person: raise the alert for each budget now over, once per period. */
export async function alertIfOverspent(store: Store, c: Caller, youngPersonId: string, now = new Date()) {
  const o = store.forOrg(c.orgId);
  const scope = { youngPersonId, homeIds: 'all' as const, excludeYoungPeople: [], limit: 100 };
  const a = accountStore(store.db, c.orgId);
  const [yp, agreements, own, bought] = await Promise.all([
    o.people.youngPerson(youngPersonId),
    o.records.list({ ...scope, kind: ALLOWANCES_KIND }),
    a.entries({ ledger: 'young_person', youngPersonId, limit: 10_000 }),
    a.entries({ ledger: 'petty_cash', youngPersonId, limit: 10_000 }),
  ]);
  const terms = agreements.map((r) => allowanceTermsOf(r.data)).filter((t) => t !== null);
  if (!yp || !terms.length) return;
  const over = budgetUse(terms, [...own, ...bought], londonDate(now)).filter((b) => b.overspent);
  if (!over.length) return;
  const managers = await o.people.managersOf(yp.homeId);
  for (const b of over)
    await alertStore(store.db, c.orgId).raise(
      {
        kind: 'allowance_overspent',
        recordCategory: 'other',
        ...overspentAlert(youngPersonId, b),
        homeId: yp.homeId,
        youngPersonId,
        createdBy: c.id,
      },
      managers,
    );
}
