// Driving licence (profile details/driving-license): for staff who drive young people. The DVLA check
// and points are re-checked; the licence's expiry raises driving licence expiry alerts.
import { date, integer, longText, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';

export default defineRecord({
  kind: 'driving-licence',
  title: 'Driving licence',
  description: 'Licence, categories, DVLA check and points. Expiry alerts are raised before the photocard ends.',
  subject: 'staff',
  area: 'hr',
  profileTab: 'details/driving-license',
  workflow: 'none',
  dateField: 'dvlaCheckedOn',
  list: { columns: ['dvlaCheckedOn', 'licenceNumber', 'points', 'expiresOn'] },
  schema: {
    type: 'object',
    title: 'Driving licence',
    additionalProperties: false,
    required: ['licenceNumber', 'expiresOn', 'dvlaCheckedOn'],
    properties: {
      licenceNumber: text('Licence number', { maxLength: 18 }),
      categories: text('Categories', { description: 'For example B, BE' }),
      expiresOn: date('Photocard expires on'),
      dvlaCheckedOn: date('DVLA check on'),
      checkedBy: staffMember('Checked by'),
      points: integer('Penalty points', { minimum: 0, maximum: 12 }),
      businessInsurance: yesNo('Business use insurance seen'),
      notes: longText('Notes'),
    },
  },
  alerts: [{ field: 'expiresOn', alert: 'driving_licence_expiry', leadDays: [30, 7, 0] }],
});
