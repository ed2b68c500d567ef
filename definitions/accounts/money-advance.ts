// An advance to a young person: money given before they have it, as its own recorded agreement, never a pot below
// zero (issue F1.2a; decision 0471). The young person signs it on the device before anything is paid; the petty cash
// payment names it, repayments from their pot back to petty cash name it, and what is still owed is worked out from
// those entries (engine/accounts/controls.ts advanceOutstanding). A manager of the home agrees it.
import { date, longText, signature, staffMember, text } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { advanceRecoveries } from '../lists/income.ts';
import { pounds } from './money-field.ts';

export default defineRecord({
  kind: 'money-advance',
  title: 'Money advance agreement',
  description:
    'Money advanced to the {child} before they have it: how much, what for, how it is paid back, signed by them.',
  subject: 'young-person',
  area: 'accounts',
  ypPermission: 'accounts',
  profileTab: 'accounts',
  workflow: 'simple',
  dateField: 'agreedOn',
  list: { columns: ['agreedOn', 'amount', 'purpose', 'recovery'] },
  schema: {
    type: 'object',
    title: 'Money advance agreement',
    additionalProperties: false,
    required: ['agreedOn', 'amount', 'purpose', 'recovery', 'agreedBy', 'youngPersonSignature'],
    allOf: [
      {
        if: { properties: { recovery: { const: 'pocket_money' } }, required: ['recovery'] },
        then: { required: ['weeklyRepayment', 'repaymentsStart'] },
      },
      {
        if: { properties: { recovery: { const: 'other' } }, required: ['recovery'] },
        then: { required: ['recoveryOther'] },
      },
    ],
    properties: {
      agreedOn: date('Agreed on'),
      amount: pounds('Amount advanced (£)'),
      purpose: text('What it is for', { description: 'e.g. "A school trip deposit before pocket money on Friday"' }),
      recovery: choiceOf(advanceRecoveries, { title: 'Paid back' }),
      weeklyRepayment: pounds('Paid back each week (£)', {
        description: 'Leave enough pocket money for the week: the {child} keeps some of their own money',
      }),
      repaymentsStart: date('Repayments start on'),
      recoveryOther: text('How it is paid back'),
      agreedBy: staffMember('Agreed by (manager)'),
      youngPersonSignature: signature('Signature of the {child}', {
        description: 'The {child} signs to say they understand and agree how it is paid back',
      }),
      notes: longText('Notes'),
    },
  },
  sections: [
    {
      key: 'advance',
      title: 'The advance',
      fields: ['agreedOn', 'amount', 'purpose', 'recovery', 'weeklyRepayment', 'repaymentsStart', 'recoveryOther'],
    },
    { key: 'agreed', title: 'Agreed and signed', fields: ['agreedBy', 'youngPersonSignature', 'notes'] },
  ],
});
