// The home's medical inventory (SPEC §2 /cyp/medical-inventory): first-aid supplies and homely remedies
// (over-the-counter medicines the GP or pharmacist has agreed staff may offer). One record per item, with its
// quantity, where it is kept, its expiry and the checks made of it; every change is a new revision. The
// medication scan alerts the home's managers 30, 7 and 0 days before an item expires.
import { date, integer, longText, rows, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { medicalInventoryKinds } from '../lists/medication.ts';

export default defineRecord({
  kind: 'medical-inventory',
  title: 'Medical inventory item',
  description:
    'A first-aid supply or homely remedy kept at the home: how many, where, when it expires, and each check of it (NICE SC1: homely remedies only as agreed with a GP or pharmacist; the first-aid box checked regularly).',
  subject: 'home',
  area: 'cyp',
  workflow: 'none',
  dateField: 'lastCheckedOn',
  list: { columns: ['item', 'itemKind', 'quantity', 'location', 'expiry', 'lastCheckedOn'] },
  schema: {
    type: 'object',
    title: 'Medical inventory item',
    additionalProperties: false,
    required: ['item', 'itemKind', 'quantity', 'location', 'lastCheckedOn'],
    properties: {
      item: text('Item', { description: 'E.g. "Sterile dressings, medium" or "Paracetamol 500 mg tablets"' }),
      itemKind: choiceOf(medicalInventoryKinds, { title: 'Kind' }),
      quantity: integer('Quantity', { minimum: 0, maximum: 100000 }),
      location: text('Where it is kept', {
        description: 'E.g. "First-aid box, kitchen" or "Medicines cabinet, office"',
      }),
      expiry: date('Expiry date', { description: 'Leave empty for items that do not expire' }),
      agreedBy: text('Homely remedy agreed by', { description: 'The GP or pharmacist who agreed it may be offered' }),
      lastCheckedOn: date('Last checked on'),
      lastCheckedBy: staffMember('Last checked by'),
      checks: rows(
        'Checks',
        {
          checkedOn: date('Checked on'),
          checkedBy: staffMember('Checked by'),
          quantityFound: integer('Quantity found', { minimum: 0, maximum: 100000 }),
          inDate: yesNo('In date and undamaged'),
          findings: longText('Findings and action taken'),
        },
        ['checkedOn', 'findings'],
      ),
      notes: longText('Notes'),
    },
  },
  sections: [
    { key: 'item', title: 'Item', fields: ['item', 'itemKind', 'quantity', 'location', 'expiry', 'agreedBy', 'notes'] },
    { key: 'checks', title: 'Checks', fields: ['lastCheckedOn', 'lastCheckedBy', 'checks'] },
  ],
});
