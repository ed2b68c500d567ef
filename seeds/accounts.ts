// Demo money for Oak House and Willow Court: a month of petty cash with receipts-free entries,
// a top-up, a correction and a count that came up short; pocket money and savings for each young person;
// fee agreements, an income change and an item held for safekeeping; monthly budgets; each young person's
// allowances from the placement agreement and one savings account (a Junior ISA).
import { randomUUID } from 'node:crypto';
import type { Caller } from '../engine/access/index.ts';
import { accountService } from '../engine/accounts/service.ts';
import { signaturePng } from '../engine/accounts/signature-png.ts';
import type { DefinitionRegistry } from '../engine/definitions/registry.ts';
import { recordService } from '../engine/records/service.ts';
import { accountStore } from '../engine/store/accounts.ts';
import type { Store } from '../engine/store/index.ts';

const FEES: Record<string, string> = { 'Oak House': '4,850.00', 'Willow Court': '1,450.00' };

export async function seedAccounts(
  store: Store,
  registry: DefinitionRegistry,
  orgId: string,
  who: (home: 'Oak House' | 'Willow Court') => Promise<{ staff: Caller; manager: Caller }>,
  password: string,
) {
  // the young person's mark drawn on the device, and a colleague confirming with their password (no PIN in the demo)
  const signed = { youngPersonSignature: signaturePng() };
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
    const spend = (
      n: number,
      amountPence: number,
      category: string,
      description: string,
      youngPersonId: string | null = null,
    ) =>
      accounts.recordPettyCash(staff, {
        homeId: home.id,
        entryDate: ago(n),
        direction: 'out',
        amountPence,
        category,
        description,
        youngPersonId,
        // the demo's spends are older than its receipts; a receipt is kept from here on
        noReceiptReason: amountPence > 500 ? 'Receipt filed on paper before the home went digital' : null,
      });
    await accounts.recordPettyCash(
      manager,
      {
        homeId: home.id,
        entryDate: ago(32),
        direction: 'in',
        amountPence: 30000,
        category: 'top_up',
        description: 'Float from the bank (cheque 001822)',
      },
      'top_up',
    );
    await spend(30, 4215, 'food', 'Tesco: weekend food shop');
    await spend(27, 1800, 'activities', 'Cinema tickets and popcorn', yps[0]?.id);
    await spend(24, 640, 'transport', 'Bus fares to college', yps[1]?.id ?? null);
    await spend(20, 1299, 'household', 'Light bulbs and cleaning products');
    const wrong = await spend(18, 2500, 'clothing', 'School shoes (Clarks)', yps[0]?.id);
    await accounts.reverse(manager, wrong.id, 'Paid from the clothing allowance instead, not petty cash');
    await spend(12, 3870, 'food', 'Aldi: midweek shop');
    if (yps[0])
      await accounts.transfer(staff, {
        youngPersonId: yps[0].id,
        pot: 'pocket_money',
        to: 'pot',
        entryDate: ago(8),
        amountPence: 1000,
        description: 'Weekly pocket money from petty cash',
      });
    await spend(4, 2450, 'activities', 'Trampoline park, two young people and a member of staff');
    await spend(2, 750, 'education', 'Revision guide (GCSE maths)', yps[0]?.id);
    await accounts.recordPettyCash(
      manager,
      {
        homeId: home.id,
        entryDate: ago(1),
        direction: 'in',
        amountPence: 10000,
        category: 'top_up',
        description: 'Top-up from the bank',
      },
      'top_up',
    );
    const { balancePence } = await accountStore(store.db, orgId).homeBalance(home.id);
    await accounts.count(manager, {
      homeId: home.id,
      countedPence: balancePence - 250,
      reason: 'Two bus fares (£2.50) given without an entry; staff reminded at handover',
      witness: { userId: staff.id, password },
    });
    for (const [category, pence] of [
      ['food', 40000],
      ['activities', 15000],
      ['transport', 5000],
      ['household', 6000],
      ['clothing', 5000],
    ] as const) {
      await accounts.setBudget(manager, home.id, category, pence);
    }
    for (const [i, yp] of yps.entries()) {
      await accounts.recordOwnMoney(staff, yp.id, {
        entryDate: ago(28),
        direction: 'in',
        amountPence: 1000,
        pot: 'pocket_money',
        description: 'Weekly pocket money credited',
        ...signed,
      });
      await accounts.recordOwnMoney(staff, yp.id, {
        entryDate: ago(21),
        direction: 'out',
        amountPence: 600,
        pot: 'pocket_money',
        description: 'Given in cash for the weekend',
        ...signed,
      });
      await accounts.recordOwnMoney(staff, yp.id, {
        entryDate: ago(14),
        direction: 'in',
        amountPence: 2000 + i * 500,
        pot: 'savings',
        description: 'Saved towards a bike',
        ...signed,
      });
      await accounts.recordOwnMoney(staff, yp.id, {
        entryDate: ago(7),
        direction: 'in',
        amountPence: 5000,
        pot: 'clothing',
        description: 'Monthly clothing allowance',
        witness: { userId: manager.id, password },
      });
      const agreedFrom = yp.moveInDate ?? ago(60);
      await records.create(manager, 'placement-fee', {
        youngPersonId: yp.id,
        data: {
          agreedFrom,
          authority: 'Leeds City Council',
          weeklyFee: FEES[name],
          supportHours: name === 'Oak House' ? 10 : 6,
        },
      });
      // what the placement agreement entitles them to: the Accounts tab holds pocket money and budgets against it
      await records.create(manager, 'money-allowances', {
        youngPersonId: yp.id,
        data: {
          agreedFrom,
          agreedIn: 'Placement agreement with Leeds City Council',
          weeklyPocketMoney: name === 'Oak House' ? '10.00' : '15.00',
          clothingAllowance: '50.00',
          clothingPeriod: 'month',
          birthdayAllowance: '75.00',
          festivalAllowance: '100.00',
          festival: i === 1 ? 'Eid al-Fitr' : 'Christmas',
          weeklySavings: '2.00',
        },
      });
    }
    if (yps[0])
      await records.create(manager, 'savings-account', {
        youngPersonId: yps[0].id,
        data: {
          openedOn: yps[0].moveInDate ?? ago(60),
          heldIn: 'junior_isa',
          provider: 'Nationwide Building Society',
          accountEnding: '4471',
          registeredContact: 'Leeds City Council, looked-after children finance team',
          authorityPaysIn: true,
          authorityPays: '2.00',
        },
      });
    if (yps[0]) {
      await records.create(manager, 'income-change', {
        youngPersonId: yps[0].id,
        data: {
          effectiveDate: ago(20),
          type: 'ongoing',
          subject: 'fee',
          amount: name === 'Oak House' ? '5,100.00' : '1,600.00',
          supportHours: 15,
          agreedWith: 'Leeds City Council',
          notes: 'Agreed at the placement review.',
        },
      });
      await records.create(staff, 'safekeeping', {
        youngPersonId: yps[0].id,
        data: {
          depositedOn: ago(10),
          item: 'Cash £40 (birthday money)',
          description: 'Two £20 notes in a birthday card from their nan',
          value: '40.00',
          whereKept: 'Office safe, envelope 3',
          receivedBy: staff.id,
          witnessedBy: manager.id,
          signedByYoungPerson: true,
        },
      });
    }
    if (yps[1])
      await records.create(manager, 'income-change', {
        youngPersonId: yps[1].id,
        data: {
          effectiveDate: ago(15),
          type: 'oneOff',
          subject: 'allowance',
          amount: '150.00',
          notes: 'Festival allowance (Eid) paid by the placing authority',
        },
      });
  }
}

/**
 * The scale data set's money, in proportion to a real home: per home and month a £300 float top-up and
 * about 18 petty cash spends (a correction now and then), a manager's count at the month's end (a few
 * short, with the reason); per young person weekly pocket money in and out, a monthly clothing
 * allowance and savings. Five years for 60 homes: about 65,000 petty cash and 250,000 own-money entries.
 */
export async function seedScaleAccounts(
  store: Store,
  orgId: string,
  homes: { homeId: string; staff: string[]; managers: string[]; yps: string[] }[],
  years: number,
) {
  let seed = 1717;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  const SPENDS = [
    ['food', 'Supermarket: weekly food shop', 2500, 7500],
    ['food', 'Milk and bread', 300, 900],
    ['activities', 'Cinema trip', 1200, 3500],
    ['activities', 'Swimming', 600, 1800],
    ['transport', 'Bus fares', 300, 1200],
    ['transport', 'Taxi to an appointment', 800, 2500],
    ['household', 'Cleaning products', 400, 1500],
    ['household', 'Light bulbs and batteries', 300, 1200],
    ['clothing', 'School socks and tights', 500, 1500],
    ['education', 'Stationery for school', 300, 1500],
    ['pocket_money', 'Pocket money paid in cash', 500, 1000],
    ['other', 'Birthday card and wrapping', 200, 600],
  ] as const;
  const a = accountStore(store.db, orgId);
  const end = new Date();
  const months = years * 12;
  const day = (monthsBack: number, d: number) => {
    const t = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - monthsBack, d));
    return t.toISOString().slice(0, 10);
  };
  const todayIso = end.toISOString().slice(0, 10);
  let entries: Parameters<typeof a.bulkEntries>[0] = [];
  const counts: Parameters<typeof a.bulkCounts>[0] = [];
  let written = 0;
  const float = new Map<string, number>();
  const flush = async (force = false) => {
    if (entries.length < 5000 && !force) return;
    await a.bulkEntries(entries);
    written += entries.length;
    entries = [];
  };
  // oldest month first, so each ledger's order (seq) follows its dates
  for (let m = months - 1; m >= 0; m--) {
    for (const h of homes) {
      const base = {
        homeId: h.homeId,
        receiptDocumentId: null,
        reversesId: null,
        acknowledged: null,
        notAcknowledgedReason: null,
      };
      // the float is topped up to £300 at the start of each month (an imprest), and nothing is spent that is not there
      const held = float.get(h.homeId) ?? 0;
      if (held < 30000)
        entries.push({
          ...base,
          id: randomUUID(),
          youngPersonId: null,
          ledger: 'petty_cash',
          pot: null,
          kind: 'top_up',
          entryDate: day(m, 1),
          direction: 'in',
          amountPence: 30000 - held,
          category: 'top_up',
          description: 'Float topped up from the bank',
          enteredBy: h.managers[0],
        });
      let balance = Math.max(held, 30000);
      const spends: typeof entries = [];
      for (let i = 0; i < 18; i++) {
        const [category, description, lo, hi] = pick(SPENDS);
        const date = day(m, 2 + Math.floor(rand() * 26));
        const amountPence = Math.round(lo + rand() * (hi - lo));
        if (date > todayIso || amountPence > balance) continue;
        balance -= amountPence;
        spends.push({
          ...base,
          id: randomUUID(),
          youngPersonId: rand() < 0.4 ? pick(h.yps) : null,
          ledger: 'petty_cash',
          pot: null,
          kind: 'entry',
          entryDate: date,
          direction: 'out',
          amountPence,
          category,
          description,
          enteredBy: pick(h.staff),
        });
      }
      entries.push(...spends.sort((x, y) => x.entryDate.localeCompare(y.entryDate)));
      const last = spends.at(-1);
      if (last && rand() < 0.05) {
        entries.push({
          ...last,
          id: randomUUID(),
          kind: 'correction',
          direction: 'in',
          reversesId: last.id,
          description: 'Correction: entered twice',
          enteredBy: h.managers[0],
        });
        balance += last.amountPence;
      }
      float.set(h.homeId, balance);
      const countDay = day(m, 28);
      if (countDay <= todayIso) {
        const short = rand() < 0.08 ? Math.min(balance, 50 + Math.floor(rand() * 400)) : 0;
        counts.push({
          homeId: h.homeId,
          countedAt: `${countDay}T17:30:00Z`,
          shortPence: short,
          reason: short ? 'Bus fares given without an entry; staff reminded at handover' : null,
          countedBy: h.managers[0],
        });
      }
      for (const yp of h.yps) {
        const own = (
          date: string,
          direction: 'in' | 'out',
          pot: string,
          amountPence: number,
          description: string,
          acknowledged = true,
        ) => {
          if (date <= todayIso)
            entries.push({
              ...base,
              id: randomUUID(),
              youngPersonId: yp,
              ledger: 'young_person',
              pot,
              kind: 'entry',
              entryDate: date,
              direction,
              amountPence,
              category: pot,
              description,
              acknowledged,
              notAcknowledgedReason: acknowledged ? null : 'Out when it was credited; to sign on return',
              enteredBy: pick(h.staff),
            });
        };
        for (const week of [1, 8, 15, 22]) {
          own(day(m, week), 'in', 'pocket_money', 1000, 'Weekly pocket money credited');
          own(
            day(m, week + 2),
            'out',
            'pocket_money',
            600 + Math.floor(rand() * 5) * 100,
            'Given in cash for the weekend',
          );
        }
        own(day(m, 5), 'in', 'clothing', 5000, 'Monthly clothing allowance', rand() > 0.1);
        own(day(m, 19), 'out', 'clothing', 2000 + Math.floor(rand() * 30) * 100, 'Clothes shopping with staff');
        own(day(m, 12), 'in', 'savings', 500, 'Saved from pocket money');
      }
    }
    await flush();
  }
  await flush(true);
  for (let i = 0; i < counts.length; i += 2000) await a.bulkCounts(counts.slice(i, i + 2000));
  for (const h of homes) {
    for (const [category, pence] of [
      ['food', 40000],
      ['activities', 15000],
      ['transport', 5000],
      ['household', 6000],
      ['clothing', 5000],
    ] as const) {
      await a.setBudget(h.homeId, category, pence, h.managers[0]);
    }
  }
  return { entries: written, counts: counts.length };
}
