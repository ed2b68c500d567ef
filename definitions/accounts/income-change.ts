// A change to a placement's income (SPEC §3 Income change): one of its types (One Off Payment, Ongoing
// Change, Admission, Discharge) on one of its subjects, from an effective date. An ongoing change of fee
// is the new weekly fee from that date; a one-off payment is counted on its date.
import { date, longText, number, text } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { incomeChangeSubjects, incomeChangeTypes } from '../lists/income.ts';
import { pounds } from './money-field.ts';

export default defineRecord({
  kind: 'income-change',
  title: 'Income change',
  description:
    'A one-off payment or a change to the fee, support hours, allowance, package or address, from the date it takes effect.',
  subject: 'young-person',
  area: 'accounts',
  ypPermission: 'accounts',
  profileTab: 'accounts',
  workflow: 'none',
  dateField: 'effectiveDate',
  list: { columns: ['effectiveDate', 'type', 'subject', 'amount'] },
  schema: {
    type: 'object',
    title: 'Income change',
    additionalProperties: false,
    required: ['effectiveDate', 'type', 'subject'],
    properties: {
      effectiveDate: date('Effective date'),
      type: choiceOf(incomeChangeTypes, { title: 'Type' }),
      subject: choiceOf(incomeChangeSubjects, { title: 'Subject' }),
      amount: pounds('Amount (£)', {
        description: 'A fee change: the new weekly fee. A one-off payment: the sum paid.',
      }),
      supportHours: number('Support hours a week (new)', { minimum: 0, maximum: 168 }),
      newValue: text('New package or address'),
      agreedWith: text('Agreed with ({authority})'),
      notes: longText('Notes'),
    },
  },
});
