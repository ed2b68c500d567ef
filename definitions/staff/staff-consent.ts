// Consents a member of staff gives (profile details/consents): photographs, sharing details with
// placing authorities and Ofsted, being contacted at home.
import { date, longText, yesNo } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { pick } from './hr-choices.ts';

export default defineRecord({
  kind: 'staff-consent',
  title: 'Consent',
  description: 'What the member of staff agreed to, and when.',
  subject: 'staff',
  area: 'hr',
  profileTab: 'details/consents',
  workflow: 'none',
  dateField: 'givenOn',
  list: { columns: ['givenOn', 'consent', 'given'] },
  schema: {
    type: 'object',
    title: 'Consent',
    additionalProperties: false,
    required: ['consent', 'given', 'givenOn'],
    properties: {
      consent: pick('Consent to', [
        ['photographs', 'Photographs at work and events'],
        ['share_details', 'Sharing details with placing authorities and Ofsted'],
        ['contact_at_home', 'Being contacted at home about shifts'],
        ['payroll_data', 'Payroll and pension data processing'],
        ['other', 'Other'],
      ]),
      given: yesNo('Given'),
      givenOn: date('Date'),
      notes: longText('Notes'),
    },
  },
});
