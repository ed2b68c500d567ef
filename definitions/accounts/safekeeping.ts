// Money or valuables held for safekeeping: recorded when deposited and when returned (DOMAIN §19; CH Sch 3 /
// SA Sch 2 case records list "money and valuables held and returned"). A list and a form serve: one record per item.
// Each item has its description, value and photo, and a second member of staff witnesses it going in and coming
// back; given back without the young person's signature, the record says why (decision 0470).
import { attachments, date, longText, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
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
    required: ['depositedOn', 'item', 'value', 'receivedBy', 'witnessedBy'],
    // the witness is a second person, never the one receiving or returning it; a return without the young person's
    // signature says why; a return names who gave it back and who witnessed it
    'x-differs': { witnessedBy: 'receivedBy', returnWitnessedBy: 'returnedBy' },
    allOf: [
      {
        if: { properties: { signedOnReturn: { const: false } }, required: ['signedOnReturn'] },
        then: { required: ['notSignedOnReturnReason'] },
      },
      { if: { required: ['returnedOn'] }, then: { required: ['returnedBy', 'returnWitnessedBy', 'signedOnReturn'] } },
    ],
    properties: {
      depositedOn: date('Deposited on'),
      item: text('Money or item', { description: 'e.g. "Cash £40", "Gold chain", "Passport"' }),
      description: longText('Description', {
        description: 'What identifies it: make, colour, markings, serial number; for cash, the notes and coins',
      }),
      value: pounds('Value (£)', { description: 'What it is worth, or the cash held, e.g. 40.00' }),
      photos: attachments('Photo of the item'),
      whereKept: text('Where it is kept'),
      receivedBy: staffMember('Received by'),
      witnessedBy: staffMember('Witnessed by', { description: 'A second member of staff present at the deposit' }),
      signedByYoungPerson: yesNo('Signed by the {child} on deposit'),
      returnedOn: date('Returned on'),
      returnedBy: staffMember('Returned by'),
      returnWitnessedBy: staffMember('Return witnessed by'),
      signedOnReturn: yesNo('Signed by the {child} on return'),
      notSignedOnReturnReason: text('Why the {child} did not sign on return'),
      notes: longText('Notes'),
    },
  },
  sections: [
    {
      key: 'deposit',
      title: 'Deposited',
      fields: [
        'depositedOn',
        'item',
        'description',
        'value',
        'photos',
        'whereKept',
        'receivedBy',
        'witnessedBy',
        'signedByYoungPerson',
      ],
    },
    {
      key: 'return',
      title: 'Returned',
      fields: ['returnedOn', 'returnedBy', 'returnWitnessedBy', 'signedOnReturn', 'notSignedOnReturnReason', 'notes'],
    },
  ],
});
