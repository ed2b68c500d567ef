// A follow-up added to a submitted record without reopening it: one step
// recorded as its own small record, linked to the record it follows, with its own author, time and sign-off —
// so the record's sign-offs stay (reopening wiped every one). Built once for every step that comes later:
//   incident — the reg 35(3) 48-hour and 5-day steps, the child's debrief and the staff debrief;
//   sanction or consequence — the reg 35(3) 48-hour and 5-day steps;
//   safeguarding concern — a referral's outcome, and the conclusion of a child protection enquiry (notifiable).
// A deadline task closes when a follow-up for its step is submitted (engine/duties/rules/incident-deadlines.ts).
import { date, dateTime, longText, staffMembers, yesNo } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';

/** "This field is absent": { not: {} } never matches, so a value there fails. */
const ABSENT = { not: {} };
const link = (kind: string, title: string) => ({ type: 'string' as const, format: 'uuid', title, 'x-ref': kind });

export default defineRecord({
  kind: 'incident-follow-up',
  title: 'Follow-up',
  description:
    "A step added after a record was submitted, without reopening it. After a {measure of control, discipline or restraint|restraint}: within 48 hours the registered person speaks to the staff who used the measure and signs the record as accurate; within 5 days speaks to the {child} about it{ (Children's Homes Regulations 2015 reg 35(3)(b)–(c))| (good practice; Supported Accommodation Regulations 2023 reg 22(2) asks for the restraint record)}. Also the debriefs after an incident, and a safeguarding referral's outcome or the conclusion of a child protection enquiry.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'incident',
  workflow: 'signoff',
  signoff: 'incidents',
  dateField: 'doneAt',
  list: { columns: ['step', 'doneAt', 'incident', 'consequence', 'safeguarding'] },
  schema: {
    type: 'object',
    title: 'Follow-up',
    additionalProperties: false,
    required: ['step', 'doneAt', 'account'],
    properties: {
      // exactly one of the three links is filled (checked by `oneOf` below); the step must suit it
      incident: link('incident', 'Incident'),
      consequence: link('consequence', 'Sanction or consequence'),
      safeguarding: link('safeguarding', 'Safeguarding concern'),
      step: {
        type: 'string',
        title: 'Which step',
        oneOf: [
          {
            const: 'review',
            title: 'Spoke to the staff and signed the record as accurate (48 hours{, reg 35(3)(b)|})',
          },
          { const: 'child', title: 'Spoke to the {child} about it (5 days{, reg 35(3)(c)|})' },
          { const: 'child_debrief', title: "The {child}'s debrief" },
          { const: 'staff_debrief', title: 'Staff debrief' },
          { const: 'referral_outcome', title: 'Outcome of a referral' },
          { const: 'cp_enquiry_concluded', title: 'Child protection enquiry concluded' },
        ],
      },
      doneAt: dateTime('When it was done'),
      spokeTo: staffMembers('Staff spoken to', {
        description: 'The staff who used the measure (48-hour step), or at the staff debrief',
      }),
      account: longText('What was said', {
        description:
          "Their account; for the 5-day step and the {child}'s debrief, the {child}'s view in their own words; for a referral or enquiry, its outcome",
      }),
      recordAccurate: yesNo('I have read the record and sign it as accurate', { description: '48-hour step' }),
      advocacyOffered: yesNo('Offered an advocate or an independent person to talk to', {
        description: "5-day step and the {child}'s debrief",
      }),
      concludedOn: date('Enquiry concluded on', {
        description: 'The conclusion of a child protection enquiry is notified to Ofsted without delay ({notifyReg})',
      }),
    },
    // the link says what the follow-up is to, and each kind has its own steps. "Present" is written as
    // not { properties: { x: ABSENT } } — not with `required` — so the rule holds in drafts too (drafts drop
    // `required`)
    allOf: [
      {
        if: { not: { properties: { safeguarding: ABSENT } } },
        then: {
          properties: {
            incident: ABSENT,
            consequence: ABSENT,
            step: { enum: ['referral_outcome', 'cp_enquiry_concluded'] },
          },
        },
      },
      {
        if: { not: { properties: { consequence: ABSENT } } },
        then: { properties: { incident: ABSENT, step: { enum: ['review', 'child'] } } },
      },
      {
        if: { not: { properties: { incident: ABSENT } } },
        then: { properties: { step: { enum: ['review', 'child', 'child_debrief', 'staff_debrief'] } } },
      },
      { anyOf: [{ required: ['incident'] }, { required: ['consequence'] }, { required: ['safeguarding'] }] },
      {
        if: { properties: { step: { const: 'cp_enquiry_concluded' } }, required: ['step'] },
        then: { required: ['concludedOn'] },
      },
    ],
  },
  sections: [
    {
      key: 'follow-up',
      title: 'Follow-up',
      fields: [
        'incident',
        'consequence',
        'safeguarding',
        'step',
        'doneAt',
        'spokeTo',
        'account',
        'recordAccurate',
        'advocacyOffered',
        'concludedOn',
      ],
    },
  ],
});
