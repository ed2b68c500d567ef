// A member of staff's personal details (SPEC §2 staff profile details/personal). Kept as a record,
// each change a revision, so HR can see what changed and when.
import { date, group, text } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';

export default defineRecord({
  kind: 'staff-personal-details',
  title: 'Personal details',
  description: 'Name as used at work, date of birth, address and how to reach them.',
  subject: 'staff',
  area: 'hr',
  profileTab: 'details/personal',
  workflow: 'none',
  dateField: 'recordedOn',
  list: { columns: ['recordedOn', 'preferredName', 'phone'] },
  schema: {
    type: 'object',
    title: 'Personal details',
    additionalProperties: false,
    required: ['recordedOn', 'legalName'],
    properties: {
      recordedOn: date('Details correct on'),
      legalName: text('Full legal name'),
      preferredName: text('Preferred name'),
      dateOfBirth: date('Date of birth'),
      gender: text('Gender'),
      niNumber: text('National Insurance number', {
        pattern: '^[A-CEGHJ-PR-TW-Z]{2}\\s?\\d{2}\\s?\\d{2}\\s?\\d{2}\\s?[A-D]$',
      }),
      phone: text('Phone'),
      personalEmail: text('Personal email', { format: 'email' }),
      address: group('Home address', {
        line1: text('Address line 1'),
        line2: text('Address line 2'),
        town: text('Town'),
        postcode: text('Postcode'),
      }),
    },
  },
});
