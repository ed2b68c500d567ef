// A placement's agreed fee and support hours with the placing (CH) / accommodating (SA) authority: the
// income tracker's starting point (DOMAIN §19). Later changes are income changes, never edits of this.
import { date, longText, number, text } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { pounds } from './money-field.ts';

export default defineRecord({
  kind: 'placement-fee',
  title: 'Placement fee agreement',
  description: 'The weekly fee and support hours agreed with the {authority} for this placement.',
  subject: 'young-person',
  area: 'accounts',
  ypPermission: 'accounts',
  profileTab: 'accounts',
  workflow: 'none',
  dateField: 'agreedFrom',
  list: { columns: ['agreedFrom', 'authority', 'weeklyFee', 'supportHours'] },
  schema: {
    type: 'object',
    title: 'Placement fee agreement',
    additionalProperties: false,
    required: ['agreedFrom', 'authority', 'weeklyFee'],
    properties: {
      agreedFrom: date('Agreed from'),
      authority: text('{Authority}'),
      contractReference: text('Contract or purchase order reference'),
      weeklyFee: pounds('Weekly fee (£)'),
      supportHours: number('Support hours a week', { minimum: 0, maximum: 168 }),
      notes: longText('Notes'),
    },
  },
});
