// Staff contacts and next of kin (profile details/contacts): who to call if something happens at work.
import { date, longText, text, yesNo } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';

export default defineRecord({
  kind: 'staff-contact',
  title: 'Staff contact',
  description: 'Next of kin and emergency contacts.',
  subject: 'staff',
  area: 'hr',
  profileTab: 'details/contacts',
  workflow: 'none',
  dateField: 'recordedOn',
  list: { columns: ['name', 'relationship', 'phone', 'nextOfKin'] },
  schema: {
    type: 'object',
    title: 'Staff contact',
    additionalProperties: false,
    required: ['recordedOn', 'name', 'relationship', 'phone'],
    properties: {
      recordedOn: date('Recorded on'),
      name: text('Name'),
      relationship: text('Relationship'),
      nextOfKin: yesNo('Next of kin'),
      emergencyContact: yesNo('Emergency contact'),
      phone: text('Phone'),
      otherPhone: text('Other phone'),
      address: longText('Address'),
    },
  },
});
