// Referral: a request from a local authority to place a young person, considered before they
// arrive. The home decides against its statement of purpose and the impact on the young people
// already living there (Children's Homes Regulations 2015 reg 14; SA Regulations 2023 reg 7).
import {
  attachments,
  date,
  dateTime,
  group,
  integer,
  longText,
  staffMember,
  text,
  yesNo,
} from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { legalStatuses } from '../lists/plans-risk.ts';
import { referralDecisions, referralUrgency } from '../lists/referrals.ts';

export default defineRecord({
  kind: 'referral',
  title: 'Referral',
  description:
    "A request to place a {child} here, and the home's decision. Accepting it lets you add the {child} as a resident.",
  subject: 'home',
  area: 'cyp',
  workflow: 'simple',
  dateField: 'receivedAt',
  list: { columns: ['receivedAt', 'youngPerson.name', 'referrer.authority', 'decision.outcome'] },
  schema: {
    type: 'object',
    title: 'Referral',
    additionalProperties: false,
    required: ['receivedAt', 'youngPerson', 'referrer', 'reason'],
    properties: {
      receivedAt: dateTime('Referral received'),
      urgency: choiceOf(referralUrgency, { title: 'Urgency' }),
      referrer: group(
        'Referred by',
        {
          authority: text('{Authority}'),
          socialWorker: text('Social worker'),
          phone: text('Phone'),
          email: text('Email', { format: 'email' }),
        },
        ['authority', 'socialWorker'],
      ),
      youngPerson: group(
        'The {child}',
        {
          name: text('Name'),
          dateOfBirth: date('Date of birth', {
            description: 'The full date; if only the year is known, give the year below instead',
          }),
          birthYear: integer('Year of birth', { minimum: 1990, maximum: 2100 }),
          gender: text('Gender'),
          legalStatus: choiceOf(legalStatuses, { title: 'Legal status' }),
          currentPlacement: text('Where they live now'),
        },
        ['name'],
      ),
      reason: longText('Reason for the referral'),
      needs: longText('Needs', {
        description: 'Health, education, emotional and behavioural needs, identity and culture',
      }),
      risks: longText('Known risks', {
        description: 'Exploitation, missing episodes, harm to self or others, substances',
      }),
      education: text('Education now'),
      proposedStart: date('Proposed start date'),
      placementLength: text('Expected length of placement'),
      documents: attachments('Referral documents'),
      decision: group('Decision', {
        outcome: choiceOf(referralDecisions, { title: 'Outcome' }),
        matchingAssessment: longText('Matching and impact assessment', {
          description:
            "How the {child}'s needs fit the statement of purpose, and the impact on the young people already living here (reg 14)",
        }),
        withinStatementOfPurpose: yesNo('Within the statement of purpose'),
        decidedAt: dateTime('Decided at'),
        decidedBy: staffMember('Decided by'),
        reasons: longText('Reasons given to the {authority}'),
      }),
    },
  },
  sections: [
    { key: 'referral', title: 'Referral', fields: ['receivedAt', 'urgency', 'referrer'] },
    {
      key: 'young-person',
      title: 'The {child}',
      fields: ['youngPerson', 'reason', 'needs', 'risks', 'education', 'proposedStart', 'placementLength', 'documents'],
    },
    { key: 'decision', title: 'Decision', fields: ['decision'] },
  ],
});
