// Money or valuables held for safekeeping: recorded when deposited and when returned (DOMAIN §19; CH Sch 3 /
// SA Sch 2 case records list "money and valuables held and returned"). A list and a form serve: one record per item.
import { defineRecord } from '../../engine/definitions/types.ts';
import { date, longText, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { pounds } from './money-field.ts';

export default defineRecord({
  kind: 'safekeeping',
  title: 'Money and valuables held for safekeeping',
  description:
    'Anything the home keeps safe for the {child}: what it is, when it was handed in, and when it was given back.',
  subject: 'young-person',
  area: 'accounts',
  ypPermission: 'accounts',
  profileTab: 'accounts',
  workflow: 'none',
  dateField: 'depositedOn',
  list: { columns: ['depositedOn', 'item', 'value', 'returnedOn'] },
  schema: {
    type: 'object',
    title: 'Held for safekeeping',
    additionalProperties: false,
    required: ['depositedOn', 'item', 'receivedBy'],
    properties: {
      depositedOn: date('Deposited on'),
      item: text('Money or item', { description: 'e.g. "Cash £40", "Gold chain", "Passport"' }),
      value: pounds('Value (£)'),
      whereKept: text('Where it is kept'),
      receivedBy: staffMember('Received by'),
      signedByYoungPerson: yesNo('Signed by the {child} on deposit'),
      returnedOn: date('Returned on'),
      returnedBy: staffMember('Returned by'),
      signedOnReturn: yesNo('Signed by the {child} on return'),
      notes: longText('Notes'),
    },
  },
  sections: [
    {
      key: 'deposit',
      title: 'Deposited',
      fields: ['depositedOn', 'item', 'value', 'whereKept', 'receivedBy', 'signedByYoungPerson'],
    },
    { key: 'return', title: 'Returned', fields: ['returnedOn', 'returnedBy', 'signedOnReturn', 'notes'] },
  ],
});
