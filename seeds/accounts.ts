// Demo money for Oak House and Willow Court (issue 17): a month of petty cash with receipts-free entries,
// a top-up, a correction and a count that came up short; pocket money and savings for each young person;
// fee agreements, an income change and an item held for safekeeping; monthly budgets.
import { accountService } from '../engine/accounts/service.ts';
import type { Caller } from '../engine/access/index.ts';
import type { DefinitionRegistry } from '../engine/definitions/registry.ts';
import { recordService } from '../engine/records/service.ts';
import { accountStore } from '../engine/store/accounts.ts';
import type { Store } from '../engine/store/index.ts';

const FEES: Record<string, string> = { 'Oak House': '4,850.00', 'Willow Court': '1,450.00' };

export async function seedAccounts(store: Store, registry: DefinitionRegistry, orgId: string,
  who: (home: 'Oak House' | 'Willow Court') => Promise<{ staff: Caller; manager: Caller }>) {
  const accounts = accountService({ store });
  const records = recordService({ store, registry });
  const s = store.forOrg(orgId);
  const ago = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  for (const home of await s.people.homes()) {
    const name = home.name as 'Oak House' | 'Willow Court';
    if (!(name in FEES)) continue;
    const { staff, manager } = await who(name);
    // Oak House's registered places (Willow Court's are left for a director to set: the charts tests rely on that)
    if (name === 'Oak House') await s.charts.setRegisteredPlaces(home.id, 4);
    const yps = await s.people.youngPeople({ homeIds: [home.id] });
    const spend = (n: number, amountPence: number, category: string, description: string, youngPersonId: string | null = null) =>
      accounts.recordPettyCash(staff, { homeId: home.id, entryDate: ago(n), direction: 'out', amountPence, category, description, youngPersonId });
    await accounts.recordPettyCash(manager, { homeId: home.id, entryDate: ago(32), direction: 'in', amountPence: 30000, category: 'top_up', description: 'Float from the bank (cheque 001822)' }, 'top_up');
    await spend(30, 4215, 'food', 'Tesco: weekend food shop');
    await spend(27, 1800, 'activities', 'Cinema tickets and popcorn', yps[0]?.id);
    await spend(24, 640, 'transport', 'Bus fares to college', yps[1]?.id ?? null);
    await spend(20, 1299, 'household', 'Light bulbs and cleaning products');
    const wrong = await spend(18, 2500, 'clothing', 'School shoes (Clarks)', yps[0]?.id);
    await accounts.reverse(manager, wrong.id, 'Paid from the clothing allowance instead, not petty cash');
    await spend(12, 3870, 'food', 'Aldi: midweek shop');
    await spend(8, 1000, 'pocket_money', 'Pocket money paid in cash', yps[0]?.id);
    await spend(4, 2450, 'activities', 'Trampoline park, two young people and a member of staff');
    await spend(2, 750, 'education', 'Revision guide (GCSE maths)', yps[0]?.id);
    await accounts.recordPettyCash(manager, { homeId: home.id, entryDate: ago(1), direction: 'in', amountPence: 10000, category: 'top_up', description: 'Top-up from the bank' }, 'top_up');
    const { balancePence } = await accountStore(store.db, orgId).homeBalance(home.id);
    await accounts.count(manager, home.id, balancePence - 250, 'Two bus fares (£2.50) given without an entry; staff reminded at handover');
    for (const [category, pence] of [['food', 40000], ['activities', 15000], ['transport', 5000], ['household', 6000], ['clothing', 5000]] as const) {
      await accounts.setBudget(manager, home.id, category, pence);
    }
    for (const [i, yp] of yps.entries()) {
      await accounts.recordOwnMoney(staff, yp.id, { entryDate: ago(28), direction: 'in', amountPence: 1000, pot: 'pocket_money', description: 'Weekly pocket money credited', acknowledged: true });
      await accounts.recordOwnMoney(staff, yp.id, { entryDate: ago(21), direction: 'out', amountPence: 600, pot: 'pocket_money', description: 'Given in cash for the weekend', acknowledged: true });
      await accounts.recordOwnMoney(staff, yp.id, { entryDate: ago(14), direction: 'in', amountPence: 2000 + i * 500, pot: 'savings', description: 'Saved towards a bike', acknowledged: true });
      await accounts.recordOwnMoney(staff, yp.id, { entryDate: ago(7), direction: 'in', amountPence: 5000, pot: 'clothing', description: 'Monthly clothing allowance', acknowledged: false, notAcknowledgedReason: 'At school when it was credited; to sign on return' });
      const agreedFrom = yp.moveInDate ?? ago(60);
      await records.create(manager, 'placement-fee', { youngPersonId: yp.id, data: { agreedFrom, authority: 'Leeds City Council', weeklyFee: FEES[name], supportHours: name === 'Oak House' ? 10 : 6 } });
    }
    if (yps[0]) {
      await records.create(manager, 'income-change', { youngPersonId: yps[0].id, data: { effectiveDate: ago(20), type: 'ongoing', subject: 'fee', amount: name === 'Oak House' ? '5,100.00' : '1,600.00', supportHours: 15, agreedWith: 'Leeds City Council', notes: 'Agreed at the placement review.' } });
      await records.create(staff, 'safekeeping', { youngPersonId: yps[0].id, data: { depositedOn: ago(10), item: 'Cash £40 (birthday money)', value: '40.00', whereKept: 'Office safe, envelope 3', receivedBy: staff.id, signedByYoungPerson: true } });
    }
    if (yps[1]) await records.create(manager, 'income-change', { youngPersonId: yps[1].id, data: { effectiveDate: ago(15), type: 'oneOff', subject: 'allowance', amount: '150.00', notes: 'Festival allowance (Eid) paid by the placing authority' } });
  }
}
