// What a young person is entitled to from the placement agreement: weekly pocket money and the clothing, birthday
// and festival allowances (practitioner review F4; the placing authority's policy sets them). The newest agreement
// in force on a day is the entitlement; a change is a new record from its date, so past weeks keep their figures.
// engine/accounts/allowances.ts holds paid and spent money against it; a week without pocket money is a duty.
import { date, longText, text } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { allowancePeriods } from '../lists/income.ts';
import { pounds } from './money-field.ts';

export default defineRecord({
  kind: 'money-allowances',
  title: 'Pocket money and allowances',
  description:
    'What the {child} is entitled to each week and year, as the placement agreement with the {authority} sets out.',
  subject: 'young-person',
  area: 'accounts',
  ypPermission: 'accounts',
  profileTab: 'accounts',
  workflow: 'none',
  dateField: 'agreedFrom',
  list: { columns: ['agreedFrom', 'weeklyPocketMoney', 'clothingAllowance', 'clothingPeriod'] },
  schema: {
    type: 'object',
    title: 'Pocket money and allowances',
    additionalProperties: false,
    required: ['agreedFrom', 'weeklyPocketMoney'],
    allOf: [{ if: { required: ['clothingAllowance'] }, then: { required: ['clothingPeriod'] } }],
    properties: {
      agreedFrom: date('In force from'),
      agreedIn: text('Agreed in', { description: 'e.g. "Placement agreement of 1 September 2025"' }),
      weeklyPocketMoney: pounds('Pocket money each week (£)'),
      clothingAllowance: pounds('Clothing allowance (£)'),
      clothingPeriod: choiceOf(allowancePeriods, { title: 'Clothing allowance is for' }),
      birthdayAllowance: pounds('Birthday allowance each year (£)'),
      festivalAllowance: pounds('Festival allowance each year (£)'),
      festival: text('Festival', { description: 'e.g. Christmas, Eid al-Fitr, Diwali' }),
      weeklySavings: pounds('Saved for the {child} each week (£)', {
        description: "What the {authority}'s policy puts into savings each week, if anything",
      }),
      notes: longText('Notes'),
    },
  },
});
