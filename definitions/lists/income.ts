// Income change types and subjects (SPEC §3 Income change).
import { defineList } from '../../engine/definitions/lists.ts';

export const incomeChangeTypes = defineList({
  key: 'incomeChangeTypes',
  label: 'Income change types',
  source: 'SPEC §3 Income change',
  items: [
    { value: 'oneOff', label: 'One Off Payment', colour: 'orange' },
    { value: 'ongoing', label: 'Ongoing Change', colour: 'orange' },
    { value: 'admission', label: 'Admission', colour: 'green' },
    { value: 'discharge', label: 'Discharge', colour: 'red' },
  ],
});

export const incomeChangeSubjects = defineList({
  key: 'incomeChangeSubjects',
  label: 'Income change subjects',
  source: 'SPEC §3 Income change',
  items: [
    { value: 'support_hours', label: 'Support hours' },
    { value: 'fee', label: 'Fee' },
    { value: 'allowance', label: 'Allowance' },
    { value: 'package', label: 'Package' },
    { value: 'address', label: 'Address' },
  ],
});

// A young person's money (DOMAIN §19; practitioner review F4, F5): how often an allowance falls due, where savings
// are held, and how an advance is paid back.
export const allowancePeriods = defineList({
  key: 'allowancePeriods',
  label: 'Allowance periods',
  source: "The placing authority's allowances policy",
  items: [
    { value: 'week', label: 'Each week' },
    { value: 'month', label: 'Each calendar month' },
    { value: 'year', label: 'Each calendar year' },
  ],
});

export const savingsAccountTypes = defineList({
  key: 'savingsAccountTypes',
  label: 'Where savings are held',
  source: "The placing authority's savings policy for looked-after children",
  items: [
    { value: 'junior_isa', label: 'Junior ISA' },
    { value: 'bank', label: 'Bank or building society account' },
    { value: 'held_by_authority', label: 'Held by the {authority}' },
    { value: 'held_by_home', label: 'Held by the home (savings pot)' },
  ],
});

export const advanceRecoveries = defineList({
  key: 'advanceRecoveries',
  label: 'How an advance is paid back',
  source: "The organisation's money policy",
  items: [
    { value: 'pocket_money', label: 'Taken from pocket money each week' },
    { value: 'savings', label: 'From savings' },
    { value: 'other', label: 'Another way (say how)' },
  ],
});
