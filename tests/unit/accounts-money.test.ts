// The money rules (engine/accounts/money.ts, income.ts): exact pence, running balances, reversals,
// counts, hand-over and the income tracker's arithmetic.
import { describe, expect, it } from 'vitest';
import {
  datesFrom,
  homeIncome,
  monthOf,
  placedOn,
  type Placement,
  placementIncome,
  weeklyFeeOn,
} from '../../engine/accounts/income.ts';
import {
  accountLabel,
  balanceByPot,
  balanceOf,
  countNeedsReason,
  discrepancy,
  EARLIEST_ENTRY_DATE,
  entryDateProblem,
  formatPence,
  handoverEntries,
  monthsCovered,
  parsePounds,
  reversalOf,
  signed,
  withRunningBalance,
} from '../../engine/accounts/money.ts';

describe('pounds and pence', () => {
  it.each([
    ['12.34', 1234],
    ['£7', 700],
    ['0.5', 50],
    ['0.05', 5],
    ['1,204.05', 120405],
    ['£1,234,567.89', 123456789],
    ['£ 12,000', 1200000],
    [' 3.10 ', 310],
    ['0', 0],
  ])('parses %s as %d pence', (text, pence) => expect(parsePounds(text)).toBe(pence));
  it.each(['', '1.005', '12,34', '1,2345', 'abc', '-5', '£', '1.', '.5', '1 000', '12.3.4', '99999999999999999'])(
    'refuses %j',
    (text) => expect(parsePounds(text)).toBeNull(),
  );
  it('0.1 + 0.2 is 30p exactly', () => expect((parsePounds('0.1') ?? 0) + (parsePounds('0.2') ?? 0)).toBe(30));
  it.each([
    [0, '£0.00'],
    [5, '£0.05'],
    [1234, '£12.34'],
    [120405, '£1,204.05'],
    [-350, '−£3.50'],
    [100, '£1.00'],
  ])('formats %d as %s', (p, s) => expect(formatPence(p)).toBe(s));
});

describe('ledger', () => {
  const lines = [
    { seq: 3, direction: 'out' as const, amountPence: 250 },
    { seq: 1, direction: 'in' as const, amountPence: 10000 },
    { seq: 2, direction: 'out' as const, amountPence: 1234 },
  ];
  it('a budget range touches every calendar month from its first day to its last', () => {
    expect(monthsCovered('2026-09-01', '2026-11-23')).toBe(3);
    expect(monthsCovered('2026-11-01', '2026-11-30')).toBe(1);
    expect(monthsCovered('2026-11-30', '2026-12-01')).toBe(2);
    expect(monthsCovered('2025-12-15', '2026-01-02')).toBe(2);
    expect(monthsCovered('2024-01-01', '2026-12-31')).toBe(36);
    expect(monthsCovered('2026-12-01', '2026-11-30')).toBe(0);
    expect(monthsCovered('2026-12-01', '2025-12-01')).toBe(0);
  });
  it('signs in and out', () => {
    expect(signed({ direction: 'in', amountPence: 5 })).toBe(5);
    expect(signed({ direction: 'out', amountPence: 5 })).toBe(-5);
  });
  it('balances from an opening balance', () => {
    expect(balanceOf(lines)).toBe(8516);
    expect(balanceOf(lines, 100)).toBe(8616);
    expect(balanceOf([])).toBe(0);
  });
  it('runs the balance in written order, whatever order it is given', () => {
    expect(withRunningBalance(lines, 50).map((l) => [l.seq, l.balancePence])).toEqual([
      [1, 10050],
      [2, 8816],
      [3, 8566],
    ]);
    expect(withRunningBalance([])).toEqual([]);
    expect(lines[0].seq).toBe(3); // the input is not reordered in place
  });
  it('a reversal is the same amount the other way, and cancels the entry', () => {
    expect(reversalOf({ direction: 'out', amountPence: 999 })).toEqual({ direction: 'in', amountPence: 999 });
    expect(reversalOf({ direction: 'in', amountPence: 1 })).toEqual({ direction: 'out', amountPence: 1 });
    const e = { direction: 'out' as const, amountPence: 999 };
    expect(balanceOf([e, reversalOf(e)])).toBe(0);
  });
  it('a count: counted minus expected; a reason only when they differ', () => {
    expect(discrepancy(1000, 750)).toBe(-250);
    expect(discrepancy(1000, 1100)).toBe(100);
    expect(countNeedsReason(1000, 1000)).toBe(false);
    expect(countNeedsReason(1000, 999)).toBe(true);
    expect(countNeedsReason(0, 1)).toBe(true);
  });
  it('pots and the hand-over: every pot in credit is paid out, nothing else', () => {
    const own = [
      { seq: 1, direction: 'in' as const, amountPence: 1000, pot: 'pocket_money' },
      { seq: 2, direction: 'out' as const, amountPence: 600, pot: 'pocket_money' },
      { seq: 3, direction: 'in' as const, amountPence: 2500, pot: 'savings' },
      { seq: 4, direction: 'out' as const, amountPence: 300, pot: 'clothing' },
      { seq: 5, direction: 'in' as const, amountPence: 10, pot: 'unknown' },
      { seq: 6, direction: 'in' as const, amountPence: 10, pot: null },
    ];
    expect(balanceByPot(own)).toEqual({
      pocket_money: 400,
      clothing: -300,
      birthday: 0,
      festival: 0,
      education: 0,
      savings: 2500,
    });
    expect(handoverEntries(own)).toEqual([
      { pot: 'pocket_money', direction: 'out', amountPence: 400 },
      { pot: 'savings', direction: 'out', amountPence: 2500 },
    ]);
    expect(handoverEntries([])).toEqual([]);
  });
});

describe('entry dates and accounts', () => {
  it('an entry is dated from 2000-01-01 to today, never in the future', () => {
    expect(entryDateProblem(EARLIEST_ENTRY_DATE, '2026-11-27')).toBeNull();
    expect(entryDateProblem('2026-11-27', '2026-11-27')).toBeNull();
    expect(entryDateProblem('1999-12-31', '2026-11-27')).toBe('must be on or after 2000-01-01');
    expect(entryDateProblem('2026-11-28', '2026-11-27')).toBe(
      'must not be in the future: money is recorded when it moves',
    );
  });
  it('an account is named as a person would say it', () => {
    expect(accountLabel(null)).toBe('petty cash');
    expect(accountLabel('savings')).toBe('the savings pot');
    expect(accountLabel('pocket_money')).toBe('the pocket money pot');
  });
});

describe('income', () => {
  const p = (over: Partial<Placement> = {}): Placement => ({
    youngPersonId: 'a',
    homeId: 'h',
    movedIn: '2026-03-01',
    movedOut: null,
    fees: [{ effectiveDate: '2026-03-01', weeklyFeePence: 700000 }],
    oneOffs: [],
    ...over,
  });
  it('days between, inclusive, across a month end', () => {
    expect(datesFrom('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(datesFrom('2026-03-02', '2026-03-01')).toEqual([]);
  });
  it('placed from move-in up to (not including) move-out', () => {
    const x = p({ movedOut: '2026-03-10' });
    expect(placedOn(x, '2026-02-28')).toBe(false);
    expect(placedOn(x, '2026-03-01')).toBe(true);
    expect(placedOn(x, '2026-03-09')).toBe(true);
    expect(placedOn(x, '2026-03-10')).toBe(false);
    expect(placedOn(p({ movedIn: null }), '2026-03-05')).toBe(false);
  });
  it('the fee in force is the newest taking effect on or before the day', () => {
    const fees = [
      { effectiveDate: '2026-04-01', weeklyFeePence: 800000 },
      { effectiveDate: '2026-03-01', weeklyFeePence: 700000 },
    ];
    expect(weeklyFeeOn(fees, '2026-02-28')).toBe(0);
    expect(weeklyFeeOn(fees, '2026-03-01')).toBe(700000);
    expect(weeklyFeeOn(fees, '2026-03-31')).toBe(700000);
    expect(weeklyFeeOn(fees, '2026-04-01')).toBe(800000);
    expect(weeklyFeeOn([...fees, { effectiveDate: '2026-04-01', weeklyFeePence: 900000 }], '2026-04-02')).toBe(900000);
  });
  it('a week placed earns the weekly fee; part weeks pro rata to the penny; one-offs on their date', () => {
    expect(placementIncome(p(), '2026-03-01', '2026-03-07')).toBe(700000);
    expect(placementIncome(p(), '2026-02-20', '2026-03-03')).toBe(300000);
    expect(
      placementIncome(p({ fees: [{ effectiveDate: '2026-03-01', weeklyFeePence: 100 }] }), '2026-03-01', '2026-03-01'),
    ).toBe(14);
    const withOneOff = p({
      oneOffs: [
        { effectiveDate: '2026-03-05', amountPence: 15000 },
        { effectiveDate: '2026-04-05', amountPence: 99 },
      ],
    });
    expect(placementIncome(withOneOff, '2026-03-05', '2026-03-05')).toBe(100000 + 15000);
    expect(placementIncome(withOneOff, '2026-03-06', '2026-03-06')).toBe(100000);
  });
  it('earns nothing for the days before moving in or from the day of moving out, though the fee runs on', () => {
    expect(placementIncome(p({ movedIn: '2026-03-04' }), '2026-03-01', '2026-03-07')).toBe(400000);
    expect(placementIncome(p({ movedOut: '2026-03-03' }), '2026-03-01', '2026-03-07')).toBe(200000);
  });
  it('a home: weekly income, occupancy, empty-bed cost at the average fee', () => {
    const all = [
      p(),
      p({ youngPersonId: 'b', fees: [{ effectiveDate: '2026-01-01', weeklyFeePence: 500000 }] }),
      p({ youngPersonId: 'c', homeId: 'other' }),
    ];
    const h = homeIncome('h', 4, all, '2026-03-10', '2026-03-01', '2026-03-07');
    expect(h).toEqual({
      homeId: 'h',
      places: 4,
      placed: 2,
      occupancyPercent: 50,
      weeklyIncomePence: 1200000,
      periodIncomePence: 1200000,
      emptyBedWeeklyCostPence: 1200000,
    });
    expect(homeIncome('h', null, all, '2026-03-10', '2026-03-01', '2026-03-07')).toMatchObject({
      occupancyPercent: null,
      emptyBedWeeklyCostPence: null,
    });
    expect(homeIncome('h', 3, [], '2026-03-10', '2026-03-01', '2026-03-07')).toMatchObject({
      placed: 0,
      occupancyPercent: 0,
      emptyBedWeeklyCostPence: null,
    });
    expect(homeIncome('h', 1, all, '2026-03-10', '2026-03-01', '2026-03-07').emptyBedWeeklyCostPence).toBe(0);
    expect(homeIncome('h', 3, all, '2026-03-10', '2026-03-01', '2026-03-07').occupancyPercent).toBe(66.7);
    // Someone who has moved out fills no bed on the day, though they earned in the period.
    const left = [...all, p({ youngPersonId: 'd', movedOut: '2026-03-08' })];
    expect(homeIncome('h', 4, left, '2026-03-10', '2026-03-01', '2026-03-07')).toMatchObject({
      placed: 2,
      weeklyIncomePence: 1200000,
      periodIncomePence: 1900000,
    });
  });
  it('months', () => {
    expect(monthOf('2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthOf('2028-02-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
