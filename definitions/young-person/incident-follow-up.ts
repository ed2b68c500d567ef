// A statutory follow-up to an incident (issue 13 item 5): one reg 35(3) step recorded as its own small
// record, linked to the incident, with its own author, time and sign-off — so the 48-hour and 5-day steps
// are written after the incident is signed off without reopening it (which wiped every sign-off).
// The incident's deadline task closes when a follow-up for its step is submitted (workers/rules/incident-deadlines.ts).
import { defineRecord } from '../../engine/definitions/types.ts';
import { dateTime, longText, staffMembers, yesNo } from '../../engine/definitions/fields.ts';

export default defineRecord({
  kind: 'incident-follow-up',
  title: 'Incident follow-up',
  description: "A statutory step after a hold or restraint, added to the incident without reopening it: within 48 hours the registered person speaks to the staff who used the measure and signs the record as accurate; within 5 days speaks to the {child} about it ({Children's Homes Regulations 2015 reg 35(3)(b)–(c)|the restraint record, Supported Accommodation Regulations 2023 reg 22(2)}).",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'incident',
  workflow: 'signoff',
  signoff: 'incidents',
  dateField: 'doneAt',
  list: { columns: ['step', 'doneAt', 'incident'] },
  schema: {
    type: 'object',
    title: 'Incident follow-up',
    additionalProperties: false,
    required: ['incident', 'step', 'doneAt', 'account'],
    properties: {
      incident: { type: 'string', format: 'uuid', title: 'Incident', 'x-ref': 'incident' },
      step: {
        type: 'string', title: 'Which step',
        oneOf: [
          { const: 'review', title: 'Spoke to the staff and signed the record as accurate (48 hours{, reg 35(3)(b)|})' },
          { const: 'child', title: 'Spoke to the {child} about it (5 days{, reg 35(3)(c)|})' },
        ],
      },
      doneAt: dateTime('When it was done'),
      spokeTo: staffMembers('Staff spoken to', { description: 'The staff who used the measure (48-hour step)' }),
      account: longText('What was said', { description: "Their account; for the 5-day step, the {child}'s view in their own words" }),
      recordAccurate: yesNo('I have read the incident record and sign it as accurate', { description: '48-hour step' }),
      advocacyOffered: yesNo('Offered an advocate or an independent person to talk to', { description: '5-day step' }),
    },
  },
  sections: [
    { key: 'follow-up', title: 'Follow-up', fields: ['incident', 'step', 'doneAt', 'spokeTo', 'account', 'recordAccurate', 'advocacyOffered'] },
  ],
});
