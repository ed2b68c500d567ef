// The money kinds' hooks (engine/pipeline/types.ts). An advance agreement: the young person's mark is a real PNG (as
// on a money entry, decision 0470), the amount is more than nothing, and the manager who agreed it is a manager of
// the home, not the person writing it down unless they are one. The payment that names it is checked in service.ts.
import { fieldReader } from '../definitions/field-reads.ts';
import type { KindHooks } from '../pipeline/types.ts';
import { invalid } from '../problem.ts';
import type { AllowancePeriod, AllowanceTerms } from './allowances.ts';
import { type Fault, signatureProblem } from './controls.ts';
import { MAX_ENTRY_PENCE, parsePounds } from './money.ts';

export const ADVANCE_KIND = 'money-advance';
export const ALLOWANCES_KIND = 'money-allowances';

export const fieldReads = fieldReader('Money advances and allowances (what is owed, what a child is entitled to)', [
  { kind: ADVANCE_KIND, path: 'amount', type: 'text', why: 'the most a payment under the agreement may advance' },
  { kind: ADVANCE_KIND, path: 'youngPersonSignature', type: 'text', why: 'the young person signed before payment' },
  { kind: ADVANCE_KIND, path: 'agreedBy', why: 'a manager of the home agreed it' },
  { kind: ALLOWANCES_KIND, path: 'agreedFrom', type: 'date', why: 'which agreement is in force on a day' },
  { kind: ALLOWANCES_KIND, path: 'weeklyPocketMoney', type: 'text', why: "a week's pocket money entitlement" },
  { kind: ALLOWANCES_KIND, path: 'clothingAllowance', type: 'text', why: 'the clothing budget' },
  { kind: ALLOWANCES_KIND, path: 'clothingPeriod', type: 'choice', why: 'the period the clothing budget is for' },
  { kind: ALLOWANCES_KIND, path: 'birthdayAllowance', type: 'text', why: 'the birthday budget each year' },
  { kind: ALLOWANCES_KIND, path: 'festivalAllowance', type: 'text', why: 'the festival budget each year' },
]);

/** What an advance agreement's data must hold beyond its schema. Pure. */
export function advanceFaults(data: Record<string, unknown>, managers: string[]): Fault[] {
  const faults: Fault[] = [];
  if (typeof data.amount === 'string') {
    const pence = parsePounds(data.amount);
    if (pence !== null && (pence < 1 || pence > MAX_ENTRY_PENCE))
      faults.push({ path: '/amount', message: 'must be more than nothing and at most £1,000,000.00' });
  }
  if (typeof data.youngPersonSignature === 'string') {
    const problem = signatureProblem(data.youngPersonSignature);
    if (problem) faults.push({ path: '/youngPersonSignature', message: problem });
  }
  if (typeof data.agreedBy === 'string' && !managers.includes(data.agreedBy))
    faults.push({ path: '/agreedBy', message: 'must be a manager of the home' });
  return faults;
}

/** What a payment reads of an agreement: signed by the young person, and the amount agreed in pence. */
export function advanceTerms(data: Record<string, unknown>): { signed: boolean; agreedPence: number | null } {
  return {
    signed: typeof data.youngPersonSignature === 'string' && signatureProblem(data.youngPersonSignature) === null,
    agreedPence: typeof data.amount === 'string' ? parsePounds(data.amount) : null,
  };
}

const penceOf = (v: unknown) => (typeof v === 'string' ? parsePounds(v) : null);
const PERIODS: readonly string[] = ['week', 'month', 'year'];

/** An allowances record's figures in pence (engine/accounts/allowances.ts), or null without its required two. */
export function allowanceTermsOf(data: Record<string, unknown>): AllowanceTerms | null {
  const weekly = penceOf(data.weeklyPocketMoney);
  if (typeof data.agreedFrom !== 'string' || weekly === null) return null;
  return {
    from: data.agreedFrom,
    weeklyPocketMoneyPence: weekly,
    clothingPence: penceOf(data.clothingAllowance),
    clothingPeriod: PERIODS.includes(data.clothingPeriod as string) ? (data.clothingPeriod as AllowancePeriod) : null,
    birthdayPence: penceOf(data.birthdayAllowance),
    festivalPence: penceOf(data.festivalAllowance),
  };
}

const WRITES = new Set(['create', 'update', 'submit']);

export const moneyAdvanceHooks: KindHooks = {
  async beforeChange(ctx) {
    if (!WRITES.has(ctx.action)) return { data: ctx.data };
    const managers = ctx.place.homeId ? await ctx.store.people.managersOf(ctx.place.homeId) : [];
    const faults = advanceFaults(ctx.data, managers);
    if (faults.length) throw invalid('The advance agreement cannot be kept as it is.', faults);
    return { data: ctx.data };
  },
};
