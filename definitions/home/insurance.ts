// An insurance policy the home holds (employers' liability is compulsory: Employers' Liability (Compulsory
// Insurance) Act 1969). The renewal date raises insurance_renewal alerts, the end of cover insurance_expiry.
import { attachments, date, longText, number, text } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { insuranceCoverTypes } from '../lists/premises.ts';

export default defineRecord({
  kind: 'insurance',
  title: 'Insurance',
  description: 'An insurance policy, its cover and renewal date.',
  subject: 'home',
  area: 'home',
  workflow: 'none',
  dateField: 'startDate',
  list: { columns: ['insurer', 'coverType', 'policyNumber', 'renewalDate'] },
  metric: 'insurance',
  alerts: [
    { field: 'renewalDate', alert: 'insurance_renewal', leadDays: [30, 7, 0] },
    { field: 'endDate', alert: 'insurance_expiry', leadDays: [7, 0] },
  ],
  schema: {
    type: 'object',
    title: 'Insurance',
    additionalProperties: false,
    required: ['insurer', 'policyNumber', 'coverType', 'startDate', 'renewalDate'],
    properties: {
      insurer: text('Insurer'),
      broker: text('Broker'),
      policyNumber: text('Policy number', { maxLength: 60 }),
      coverType: choiceOf(insuranceCoverTypes, { title: 'Cover type' }),
      coverAmount: number('Cover (£)', { minimum: 0 }),
      premium: number('Yearly premium (£)', { minimum: 0 }),
      startDate: date('Cover starts'),
      renewalDate: date('Renewal date'),
      endDate: date('Cover ends'),
      notes: longText('Notes'),
      documents: attachments('Schedule and certificate'),
    },
  },
});
