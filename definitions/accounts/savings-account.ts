// Where a young person's savings are held, and whether the placing authority pays in (practitioner review F5).
// Looked-after children's savings are often a Junior ISA or an account the authority keeps; the home's savings
// pot is the cash it holds. The account number is not kept, only its last four digits to tell accounts apart.
import { date, longText, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { savingsAccountTypes } from '../lists/income.ts';
import { pounds } from './money-field.ts';

export default defineRecord({
  kind: 'savings-account',
  title: 'Savings account',
  description: "Where the {child}'s savings are held, who can reach them, and whether the {authority} pays in.",
  subject: 'young-person',
  area: 'accounts',
  ypPermission: 'accounts',
  profileTab: 'accounts',
  workflow: 'none',
  dateField: 'openedOn',
  list: { columns: ['openedOn', 'heldIn', 'provider', 'authorityPaysIn'] },
  schema: {
    type: 'object',
    title: 'Savings account',
    additionalProperties: false,
    required: ['openedOn', 'heldIn', 'authorityPaysIn'],
    allOf: [
      { if: { properties: { authorityPaysIn: { const: true } } }, then: { required: ['authorityPays'] } },
      { if: { properties: { heldIn: { enum: ['junior_isa', 'bank'] } } }, then: { required: ['provider'] } },
    ],
    properties: {
      openedOn: date('Opened on'),
      heldIn: choiceOf(savingsAccountTypes, { title: 'Held in' }),
      provider: text('Bank, building society or ISA provider'),
      accountEnding: text('Account number ends', { pattern: '^[0-9]{4}$', description: 'The last four digits' }),
      registeredContact: text('Registered contact', {
        description: 'Who the provider deals with until the {child} takes it over (e.g. the {authority})',
      }),
      authorityPaysIn: yesNo('The {authority} pays in'),
      authorityPays: pounds('It pays in (£)', { description: 'Each week, unless the notes say otherwise' }),
      closedOn: date('Closed or handed over on'),
      notes: longText('Notes'),
    },
  },
});
