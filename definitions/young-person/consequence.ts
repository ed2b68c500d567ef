// Sanctions and consequences log: a measure of discipline used with a young person, recorded as
// Children's Homes Regulations 2015 reg 35(3) requires, and checked against the prohibited measures.
// Sign-off workflow (as incidents): the manager's 48-hour / 5-day review is written while sign-offs are pending,
// or added later as a follow-up (incident-follow-up), never by reopening. In a children's home the reg 35 deadline
// tasks run for it (engine/duties/rules/incident-deadlines.ts); in supported accommodation reg 22(2) is about restraint
// only, so a sanction follows the behaviour policy and carries no statutory clock.
import {
  date,
  dateTime,
  group,
  longText,
  number,
  staffMember,
  staffMembers,
  text,
  yesNo,
} from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { consequenceKinds, incidentLocations } from '../lists/incident.ts';

export default defineRecord({
  kind: 'consequence',
  title: 'Sanction or consequence',
  description:
    "{A measure of control or discipline must be recorded within 24 hours; within 48 hours the manager speaks to the member of staff and signs the record as accurate, and within 5 days speaks to the child about it (Children's Homes Regulations 2015 reg 35(3)). |}Use only the consequences in the behaviour management policy, which tells the {child} what will happen if expectations are not met{| (Supported Accommodation Regulations 2023 reg 22(1)(b))}, and never a prohibited measure{ (Children's Homes Regulations 2015 reg 19)|}.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'consequences',
  profileTab: 'consequencesLog',
  workflow: 'signoff',
  signoff: 'incidents',
  dateField: 'givenAt',
  list: { columns: ['givenAt', 'kind', 'description', 'givenBy'] },
  managerOnlyFields: ['managerReview'],
  schema: {
    type: 'object',
    title: 'Sanction or consequence',
    additionalProperties: false,
    required: ['givenAt', 'behaviour', 'triedFirst', 'kind', 'description', 'givenBy', 'noProhibitedMeasure'],
    properties: {
      givenAt: dateTime('Date and time the consequence was given'),
      location: choiceOf(incidentLocations, { title: 'Where' }),
      behaviour: longText('Behaviour that led to it', {
        description: "Details of the {child}'s behaviour leading to the measure{ (reg 35(3)(a)(ii))|}",
      }),
      triedFirst: longText('What was tried first', {
        description: 'Methods used or steps taken to avoid needing the measure{ (reg 35(3)(a)(v))|}',
      }),
      linkedIncident: { type: 'string', format: 'uuid', title: 'Linked incident', 'x-ref': 'incident' },

      kind: choiceOf(consequenceKinds, { title: 'Kind of consequence' }),
      description: text('What was agreed', { description: 'e.g. "No console on Saturday", "Help repaint the wall"' }),
      from: date('From'),
      to: date('To', { description: 'How long the consequence lasts{ (reg 35(3)(a)(iv))|}' }),
      reparationAmount: number('Reparation amount (£)', {
        minimum: 0,
        description: 'Only a reasonable sum towards putting right damage, which may be paid in instalments',
      }),
      inLineWithPolicy: yesNo(
        "In line with the home's behaviour management policy and the {child}'s behaviour support plan",
      ),
      // only "yes" can be submitted: a record admitting a prohibited measure is a safeguarding matter, not a sanction
      noProhibitedMeasure: yesNo('I confirm no prohibited measure was used', {
        const: true,
        description:
          "Never used: corporal punishment; punishment relating to food or drink; restricting contact with family, friends, social worker, advocate or helplines; distinctive or inappropriate clothing; using or withholding medication or medical or dental treatment; withholding aids or equipment a disabled {child} needs; depriving sleep; fines other than reasonable reparation; intimate physical examination; one child punishing another, or punishing a group for one child's behaviour; anything excessive or unreasonable{ (Children's Homes Regulations 2015 reg 19)|}. If one was used, do not record it here: tell the manager and record a safeguarding concern.",
      }),

      givenBy: staffMember('Given by'),
      othersPresent: staffMembers('Other staff present'),
      explainedToChild: yesNo('Explained to the {child} and how to make it right'),
      ypView: longText("The {child}'s view", {
        description: 'What the {child} said about the consequence; they may complain if they think it is unfair',
      }),
      effectiveness: longText('How effective was it', {
        description: 'Effectiveness and any consequences of the measure{ (reg 35(3)(a)(vii))|}',
      }),
      injuries: text('Any injury and treatment', {
        description: 'Only if the measure led to any injury{ (reg 35(3)(a)(viii))|}',
      }),

      managerReview: group(
        'Manager review',
        {
          reviewer: staffMember('Reviewed by'),
          userSpokenAt: dateTime('Spoke to the member of staff who gave it', {
            description: 'Within 48 hours{ (reg 35(3)(b))|}',
          }),
          signedAt: dateTime('Signed the record as accurate', { description: 'Within 48 hours{ (reg 35(3)(b))|}' }),
          childSpokenAt: dateTime('Spoke to the {child} about it', { description: 'Within 5 days{ (reg 35(3)(c))|}' }),
          proportionate: yesNo('The consequence was fair and proportionate'),
          comment: longText('Manager comment'),
        },
        ['reviewer'],
      ),
    },
  },
  sections: [
    {
      key: 'behaviour',
      title: 'What happened',
      fields: ['givenAt', 'location', 'behaviour', 'triedFirst', 'linkedIncident'],
    },
    {
      key: 'consequence',
      title: 'Consequence',
      fields: ['kind', 'description', 'from', 'to', 'reparationAmount', 'inLineWithPolicy', 'noProhibitedMeasure'],
    },
    {
      key: 'follow-up',
      title: "Staff and the {child}'s view",
      fields: ['givenBy', 'othersPresent', 'explainedToChild', 'ypView', 'effectiveness', 'injuries'],
    },
    { key: 'manager-review', title: 'Manager review', fields: ['managerReview'] },
  ],
});
