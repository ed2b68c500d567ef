// Allowances against entitlement and advance agreements, as pure rules (engine/accounts/allowances.ts, controls.ts,
// hooks.ts): which agreement is in force, a week's pocket money missing or short, each budget in its period, what an
// advance's lines add up to, and what an agreement must hold.
import { describe, expect, it } from 'vitest';
import {
  type AllowanceTerms,
  budgetOf,
  budgetUse,
  type MoneyLine,
  periodAround,
  pocketMoneyWeeks,
  termsOn,
} from '../../engine/accounts/allowances.ts';
import {
  type AdvanceLedgerLine,
  advancePaymentProblem,
  advanceRepaymentProblem,
  advanceTotals,
} from '../../engine/accounts/controls.ts';
import { cashCountInterval } from '../../engine/accounts/count-schedule.ts';
import { advanceFaults, advanceTerms, allowanceTermsOf } from '../../engine/accounts/hooks.ts';
import { signaturePng } from '../../engine/accounts/signature-png.ts';

const terms = (over: Partial<AllowanceTerms> = {}): AllowanceTerms => ({
  from: '2026-09-01',
  weeklyPocketMoneyPence: 1000,
  clothingPence: 4500,
  clothingPeriod: 'month',
  birthdayPence: 7500,
  festivalPence: null,
  ...over,
});
const line = (over: Partial<MoneyLine> = {}): MoneyLine => ({
  ledger: 'young_person',
  pot: 'pocket_money',
  kind: 'transfer',
  category: 'pocket_money',
  entryDate: '2026-11-23',
  direction: 'in',
  amountPence: 1000,
  reversedById: null,
  ...over,
});

describe('the agreement in force', () => {
  it('is the newest that started on or before the day', () => {
    const old = terms({ from: '2026-01-01', weeklyPocketMoneyPence: 800 });
    const now = terms({ from: '2026-11-01' });
    expect(termsOn([now, old], '2026-10-31')).toBe(old);
    expect(termsOn([old, now], '2026-11-01')).toBe(now);
    expect(termsOn([now], '2026-10-31')).toBeNull();
    // the newest started wins, whatever order the agreements come in
    expect(termsOn([now, old], '2026-11-05')).toBe(now);
  });
});

describe('pocket money week by week', () => {
  // Friday 27 November 2026: the week of Monday 23 November
  const today = '2026-11-27';
  it('a week paid in full is neither missing nor short; a week with nothing is missing', () => {
    const weeks = pocketMoneyWeeks([terms()], [line()], today, 2);
    expect(weeks).toEqual([
      { weekOf: '2026-11-23', entitledPence: 1000, paidPence: 1000, missing: false, short: false },
      { weekOf: '2026-11-16', entitledPence: 1000, paidPence: 0, missing: true, short: false },
    ]);
  });
  it('less than the entitlement is short; a reversed payment and its correction count as nothing', () => {
    const weeks = pocketMoneyWeeks(
      [terms()],
      [
        line({ amountPence: 600 }),
        line({ amountPence: 1000, reversedById: 'x' }),
        line({ kind: 'correction', direction: 'out' }),
      ],
      today,
      1,
    );
    expect(weeks[0]).toMatchObject({ paidPence: 600, short: true, missing: false });
  });
  it('counts only money into the pocket money pot, on Monday to Sunday', () => {
    const weeks = pocketMoneyWeeks(
      [terms()],
      [
        line({ pot: 'savings' }),
        line({ direction: 'out' }),
        line({ ledger: 'petty_cash', pot: null }),
        line({ entryDate: '2026-11-22' }), // the Sunday before
        line({ entryDate: '2026-11-29', amountPence: 250 }), // this Sunday
      ],
      today,
      1,
    );
    expect(weeks[0].paidPence).toBe(250);
  });
  it('leaves out weeks before the first agreement and before the move-in', () => {
    expect(pocketMoneyWeeks([terms({ from: '2026-11-20' })], [], today, 8).map((w) => w.weekOf)).toEqual([
      '2026-11-23',
      '2026-11-16',
    ]);
    expect(pocketMoneyWeeks([terms()], [], today, 8, '2026-11-18').map((w) => w.weekOf)).toEqual([
      '2026-11-23',
      '2026-11-16',
    ]);
  });
  it('the week of the move-in is held to the agreement in force on the move-in day', () => {
    const before = terms({ from: '2026-01-01', weeklyPocketMoneyPence: 800 });
    const fromTuesday = terms({ from: '2026-11-24', weeklyPocketMoneyPence: 1200 });
    expect(pocketMoneyWeeks([before, fromTuesday], [], today, 1, '2026-11-25')[0].entitledPence).toBe(1200);
  });
  it('a week with no pocket money due is never missing', () => {
    expect(pocketMoneyWeeks([terms({ weeklyPocketMoneyPence: 0 })], [], today, 1)[0].missing).toBe(false);
  });
});

describe('budgets in their periods', () => {
  it('periods are Monday to Sunday, the calendar month (leap February) and the calendar year', () => {
    expect(periodAround('week', '2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodAround('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodAround('month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodAround('year', '2026-06-15')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
  it('clothing is spent from the pot or from petty cash for the young person; a hand-over is not spending', () => {
    expect(budgetOf(line({ pot: 'clothing', direction: 'out', kind: 'entry' }))).toBe('clothing');
    expect(
      budgetOf(line({ ledger: 'petty_cash', pot: null, category: 'clothing', direction: 'out', kind: 'entry' })),
    ).toBe('clothing');
    expect(budgetOf(line({ pot: 'clothing', direction: 'out', kind: 'handover' }))).toBeNull();
    expect(budgetOf(line({ pot: 'clothing', direction: 'in', kind: 'entry' }))).toBeNull();
    expect(budgetOf(line({ pot: 'birthday', direction: 'out', kind: 'entry', reversedById: 'x' }))).toBeNull();
  });
  it('over the allowance in the period is overspent; the month before does not count', () => {
    const spent = [
      line({
        ledger: 'petty_cash',
        pot: null,
        category: 'clothing',
        direction: 'out',
        kind: 'entry',
        amountPence: 3000,
      }),
      line({ pot: 'clothing', direction: 'out', kind: 'entry', amountPence: 2000, entryDate: '2026-11-02' }),
      line({ pot: 'clothing', direction: 'out', kind: 'entry', amountPence: 9000, entryDate: '2026-10-30' }),
      line({ pot: 'birthday', direction: 'out', kind: 'entry', amountPence: 7500, entryDate: '2026-03-02' }),
    ];
    expect(budgetUse([terms()], spent, '2026-11-27')).toEqual([
      {
        budget: 'clothing',
        period: 'month',
        from: '2026-11-01',
        to: '2026-11-30',
        allowedPence: 4500,
        spentPence: 5000,
        overspent: true,
      },
      {
        budget: 'birthday',
        period: 'year',
        from: '2026-01-01',
        to: '2026-12-31',
        allowedPence: 7500,
        spentPence: 7500,
        overspent: false,
      },
    ]);
    expect(budgetUse([terms({ from: '2027-01-01' })], spent, '2026-11-27')).toEqual([]);
  });
});

describe('an advance agreement', () => {
  const pc = (over: Partial<AdvanceLedgerLine>): AdvanceLedgerLine => ({
    id: 'a',
    ledger: 'petty_cash',
    kind: 'entry',
    direction: 'out',
    amountPence: 1500,
    reversesId: null,
    ...over,
  });
  it('adds up what was advanced and paid back, less reversals, counting a repayment once', () => {
    const lines = [
      pc({ id: 'pay' }),
      pc({ id: 'back', kind: 'transfer', direction: 'in', amountPence: 300 }),
      pc({ id: 'pot', ledger: 'young_person', kind: 'transfer', direction: 'out', amountPence: 300 }),
      pc({ id: 'back2', kind: 'transfer', direction: 'in', amountPence: 300 }),
      pc({ id: 'undo', kind: 'correction', direction: 'out', amountPence: 300, reversesId: 'back2' }),
      pc({ id: 'pay2', amountPence: 500 }),
      pc({ id: 'undo2', kind: 'correction', direction: 'in', amountPence: 500, reversesId: 'pay2' }),
    ];
    expect(advanceTotals(lines)).toEqual({ advancedPence: 1500, repaidPence: 300 });
  });
  it('counts only payments out and repayments in; a reversal of a line it was not given is left out', () => {
    const lines = [
      pc({ id: 'pay' }),
      // petty cash paid into a pot is not an advance, nor is cash coming in as an entry a repayment
      pc({ id: 'pocket', kind: 'transfer', direction: 'out', amountPence: 700 }),
      pc({ id: 'topup', kind: 'entry', direction: 'in', amountPence: 900 }),
      pc({ id: 'stray', kind: 'correction', direction: 'in', amountPence: 1500, reversesId: 'elsewhere' }),
    ];
    expect(advanceTotals(lines)).toEqual({ advancedPence: 1500, repaidPence: 0 });
  });
  it('never advances more than agreed, nor takes back more than is owed', () => {
    expect(advancePaymentProblem(1500, 0, 1500)).toBeNull();
    expect(advancePaymentProblem(1500, 1000, 501)).toBe('is more than the £5.00 still to advance under the agreement');
    expect(advancePaymentProblem(1500, 1500, 1)).toMatch(/all £15.00 has been advanced/);
    expect(advanceRepaymentProblem(300, 300)).toBeNull();
    expect(advanceRepaymentProblem(300, 301)).toBe('is more than the £3.00 still owed on the advance');
    expect(advanceRepaymentProblem(0, 1)).toMatch(/has been paid back/);
  });
  it('holds a real signature, more than nothing, agreed by a manager of the home', () => {
    const ok = { amount: '15.00', youngPersonSignature: signaturePng(), agreedBy: 'm1' };
    expect(advanceFaults(ok, ['m1'])).toEqual([]);
    expect(advanceFaults({ ...ok, amount: '0.00' }, ['m1']).map((f) => f.path)).toEqual(['/amount']);
    expect(advanceFaults({ ...ok, amount: '0.01' }, ['m1'])).toEqual([]);
    expect(advanceFaults({ ...ok, amount: '1,000,000.00' }, ['m1'])).toEqual([]);
    expect(advanceFaults({ ...ok, amount: '1,000,000.01' }, ['m1'])).toEqual([
      { path: '/amount', message: 'must be more than nothing and at most £1,000,000.00' },
    ]);
    expect(advanceFaults({ ...ok, youngPersonSignature: 'data:image/png;base64,aGVsbG8=' }, ['m1'])).toEqual([
      { path: '/youngPersonSignature', message: 'is not a PNG image' },
    ]);
    expect(advanceFaults(ok, ['m2'])).toEqual([{ path: '/agreedBy', message: 'must be a manager of the home' }]);
    expect(advanceTerms(ok)).toEqual({ signed: true, agreedPence: 1500 });
    expect(advanceTerms({ amount: '15.00' })).toEqual({ signed: false, agreedPence: 1500 });
  });
  it("an allowances record's figures in pence; without the start or the weekly figure it is no agreement", () => {
    expect(
      allowanceTermsOf({
        agreedFrom: '2026-09-01',
        weeklyPocketMoney: '10.00',
        clothingAllowance: '45',
        clothingPeriod: 'month',
        birthdayAllowance: '75.00',
      }),
    ).toEqual(terms());
    expect(allowanceTermsOf({ agreedFrom: '2026-09-01' })).toBeNull();
    expect(allowanceTermsOf({ weeklyPocketMoney: '10.00' })).toBeNull();
  });
});

describe("the home's petty cash count schedule", () => {
  it('is every 1 to 7 days as the home details say, weekly otherwise', () => {
    expect(cashCountInterval({ countEveryDays: 1 })).toEqual({ days: 1 });
    expect(cashCountInterval({ countEveryDays: 3 })).toEqual({ days: 3 });
    expect(cashCountInterval({ countEveryDays: 7 })).toEqual({ days: 7 });
    for (const odd of [null, undefined, 0, 8, 2.5, '3'])
      expect(cashCountInterval({ countEveryDays: odd })).toEqual({ days: 7 });
  });
  it('the count duty takes it, and only a home duty counted "every" may', async () => {
    // Imported here, not above: every duty definition takes seconds to load, and the mutation runs
    // (bench/mutation/accounts.stryker.json) load this file once per mutant.
    const { allDuties } = await import('../../definitions/duties/index.ts');
    const { checkDuties } = await import('../../engine/duties/define.ts');
    const d = allDuties.find((x) => x.key === 'petty-cash-count')!;
    expect(d.policy).toBe('petty-cash-count');
    const known = {
      kinds: new Set<string>(),
      taskTypes: new Set(['task action plan']),
      categories: new Set(['other']),
      rules: new Set<string>(),
    };
    expect(checkDuties([d], known)).toEqual([]);
    expect(checkDuties([{ ...d, subject: 'staff' }], known)).toContain(
      'duty petty-cash-count: the petty-cash-count policy sets only a home duty\'s "every" interval',
    );
  });
});
