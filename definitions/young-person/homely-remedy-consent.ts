// Homely remedy consent (decision 0890): who agreed that staff may offer the home's homely remedies to this child
// (the placing or accommodating authority, a person with parental responsibility, or the young person themself at
// 16 or over or when judged competent), when, and which remedies; withdrawn by a date, never deleted. A homely dose
// is refused on the MAR without a consent covering the remedy that day (engine/medication/homely.ts).
import { date, longText, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { homelyRemedyConsentBy } from '../lists/medication.ts';

export default defineRecord({
  kind: 'homely-remedy-consent',
  title: 'Homely remedy consent',
  description:
    "Consent for staff to offer the home's homely remedies (over-the-counter medicines the GP or pharmacist agreed) " +
    'to the {child}: who gave it, when, and for which remedies (NICE SC1 Managing medicines in care homes: homely ' +
    'remedies).',
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'health',
  profileTab: 'health',
  workflow: 'none',
  dateField: 'consentOn',
  list: { columns: ['consentOn', 'consentBy', 'consentByName', 'allRemedies', 'withdrawnOn'] },
  schema: {
    type: 'object',
    title: 'Homely remedy consent',
    additionalProperties: false,
    required: ['consentBy', 'consentByName', 'consentOn'],
    anyOf: [{ properties: { allRemedies: { const: true } }, required: ['allRemedies'] }, { required: ['remedies'] }],
    properties: {
      consentBy: choiceOf(homelyRemedyConsentBy, { title: 'Consent given by' }),
      consentByName: text('Name', { description: 'E.g. "K. Ahmed, social worker" or "Mrs J. Lee, mother"' }),
      consentOn: date('Consent given on'),
      allRemedies: yesNo("Every homely remedy in the home's protocol"),
      remedies: {
        type: 'array',
        title: 'These homely remedies only',
        minItems: 1,
        uniqueItems: true,
        items: { type: 'string', format: 'uuid', title: 'Homely remedy', 'x-ref': 'medical-inventory' },
      },
      exceptions: longText('Not to be given', { description: 'Any remedy or situation the consent leaves out' }),
      withdrawnOn: date('Consent withdrawn on', { description: 'From this day no homely remedy is given under it' }),
      notes: longText('Notes'),
    },
  },
  sections: [
    {
      key: 'consent',
      title: 'Consent',
      fields: ['consentBy', 'consentByName', 'consentOn', 'allRemedies', 'remedies', 'exceptions', 'withdrawnOn'],
    },
    { key: 'notes', title: 'Notes', fields: ['notes'] },
  ],
});
