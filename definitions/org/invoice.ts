// An invoice for the organisation's use of the product (Settings › Billing): kept as a record, so it has a history
// and is never lost. There is no payment provider: invoices are paid outside the product and marked paid here.
import { date, integer, longText, number, text, yesNo } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';

export default defineRecord({
  kind: 'invoice',
  title: 'Invoice',
  description:
    'An invoice for the product: the period, how many homes and users it covers, the amount, and whether it has been paid (payments are made outside the product).',
  subject: 'organisation',
  area: 'settings',
  workflow: 'none',
  dateField: 'issuedOn',
  list: { columns: ['issuedOn', 'number', 'amount', 'paid'] },
  schema: {
    type: 'object',
    title: 'Invoice',
    additionalProperties: false,
    required: ['number', 'issuedOn', 'periodFrom', 'periodTo', 'amount'],
    properties: {
      number: text('Invoice number'),
      issuedOn: date('Issued on'),
      periodFrom: date('Period from'),
      periodTo: date('Period to'),
      homes: integer('Homes counted', { minimum: 0 }),
      users: integer('Users counted', { minimum: 0 }),
      amount: number('Amount (£)', { minimum: 0 }),
      paid: yesNo('Paid'),
      paidOn: date('Paid on'),
      notes: longText('Notes'),
    },
  },
  sections: [
    {
      key: 'invoice',
      title: 'Invoice',
      fields: ['number', 'issuedOn', 'periodFrom', 'periodTo', 'homes', 'users', 'amount'],
    },
    { key: 'payment', title: 'Payment', fields: ['paid', 'paidOn', 'notes'] },
  ],
});
