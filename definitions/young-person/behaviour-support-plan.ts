// Behaviour support plan (PBS plan): how adults help the young person stay regulated, what helps
// when they are upset, and any agreed physical intervention (DOMAIN §9; SPEC §3 question keys).
import { date, longText, rows, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf, choicesOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { bspPositiveKeys, bspQuestionKeys } from '../lists/behaviour-support.ts';
import { deEscalationTechniques, physicalInterventionTypes } from '../lists/incident.ts';
import { assessmentReasons } from '../lists/plans-risk.ts';
import { behaviourFunctions } from '../lists/young-person-plans.ts';

/** The SPEC question keys keep the labels of their list, written in the young person's voice. */
const label = (key: string) =>
  [...bspQuestionKeys.items, ...bspPositiveKeys.items].find((i) => i.value === key)?.label ?? key;
const question = (key: string, description?: string) => longText(label(key), description ? { description } : {});

export default defineRecord({
  kind: 'behaviour-support-plan',
  title: 'Behaviour support plan',
  description:
    "Positive behaviour support (PBS) plan: what the {child} enjoys, what upsets them, the early signs, and how adults and the {child} help them stay safe and calm. Written with the {child} and in line with the home's behaviour management policy ({Children's Homes Regulations 2015 reg 35(1) and the positive relationships standard, reg 11|Supported Accommodation Regulations 2023 reg 22}). Review by the review date and after every restraint.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'plans',
  profileTab: 'plans',
  workflow: 'signoff',
  signoff: 'behaviourManagementPlan',
  dateField: 'planDate',
  list: { columns: ['planDate', 'reviewDate', 'reviewReason'] },
  alerts: [{ field: 'reviewDate', alert: 'pbs_review', leadDays: [14, 0] }],
  schema: {
    type: 'object',
    title: 'Behaviour support plan',
    additionalProperties: false,
    required: [
      'planDate',
      'reviewDate',
      'thingsEnjoyed',
      'targetBehaviors',
      'upsettingThings',
      'copingIndicators',
      'staffSupportUpset',
      'staffSupportAfterUpset',
      'restraint',
      'medicalContraindications',
    ],
    properties: {
      planDate: date('Plan date'),
      reviewDate: date('Review date', {
        description: 'Review by this date, and after every physical intervention or significant incident',
      }),
      reviewReason: choiceOf(assessmentReasons, { title: 'Reason for this version' }),
      writtenWith: text('Written with', {
        description: 'e.g. the {child}, key worker, therapist, social worker, school',
      }),
      clinicianInput: staffMember('Clinical or therapeutic lead', {
        description: 'If the home has one; outside clinicians go in "Written with"',
      }),

      thingsEnjoyed: question(
        'thingsEnjoyed',
        'Interests, people, places and routines that help the {child} feel good',
      ),
      targetBehaviors: question(
        'targetBehaviors',
        'Describe each behaviour so that any adult would recognise it: what it looks like, how often, how intense',
      ),
      function: choicesOf(behaviourFunctions, {
        title: 'What the behaviour is for (function)',
        description: 'What the behaviour gets or avoids for the {child}; plan ways to meet that need safely',
      }),
      upsettingThings: question('upsettingThings', 'Triggers: situations, words, times of day, anniversaries, contact'),
      copingIndicators: question(
        'copingIndicators',
        'Early warning signs: what adults see and hear when the {child} starts to struggle',
      ),

      proactiveStrategies: longText('What helps every day (proactive strategies)', {
        description: 'Routines, environment, relationships and ways of talking that make upset less likely',
      }),
      staffSupportUpset: question('staffSupportUpset', 'De-escalation: what adults say and do, and what to avoid'),
      preferredDeEscalation: choicesOf(deEscalationTechniques, {
        title: 'De-escalation that works for the {child}',
        description:
          'De-escalation is tried before any physical intervention{| (Supported Accommodation Regulations 2023 reg 22(1)(d))}',
      }),
      avoid: longText('What does not help', { description: 'Words, actions or approaches that make things worse' }),
      selfSupportUpset: question('selfSupportUpset'),
      staffSupportAfterUpset: question(
        'staffSupportAfterUpset',
        'Recovery and repair: time, space, debrief, putting things right',
      ),
      targetRewards: question('targetRewards'),

      restraint: question(
        'restraint',
        'Restraint only to prevent injury to anyone or serious damage to property, and only when necessary and proportionate ({Children\'s Homes Regulations 2015 reg 20|Supported Accommodation Regulations 2023 reg 22(1)(f): only exceptionally}). It is never a punishment.{| Write "Not used in this service" if the provider\'s policy does not allow it.}',
      ),
      approvedHolds: rows(
        "{Agreed physical interventions|Agreed physical interventions (only if the provider's policy allows them)}",
        {
          level: choiceOf(physicalInterventionTypes, { title: 'Level' }),
          technique: text('Technique or hold', { description: "As named in the home's approved training scheme" }),
          when: longText('When it may be used'),
          staffNeeded: text('Number of staff'),
          approvedBy: text('Approved by', {
            description: 'The scheme instructor or clinician who agreed this hold for the {child}',
          }),
          medicalAdviceObtained: yesNo('Medical advice obtained', {
            description: 'Where the {child} has a condition that makes holds riskier',
          }),
        },
        ['level', 'technique', 'when'],
      ),
      restraintInEhcPlan: yesNo('Restraint is planned in an EHC plan', {
        description: "Children's Homes Regulations 2015 reg 35(4)",
        'x-home-types': ['children_home'],
      }),
      medicalContraindications: longText('Medical reasons to avoid holds', {
        description:
          'e.g. asthma, heart condition, injuries, pregnancy, hypermobility, trauma history; write "None known" if there are none',
      }),

      positiveBehaviors: question('positiveBehaviors'),
      staffSupportPositive: question('staffSupportPositive'),
      selfSupportPositive: question('selfSupportPositive'),
      positiveRewards: question('positiveRewards'),
      positiveConsequences: question('positiveConsequences'),

      ypContributed: yesNo('The {child} helped write this plan'),
      ypView: longText("The {child}'s view"),
      sharedWith: text('Shared with', { description: 'e.g. school, social worker, respite carers' }),
      linkedIncidents: {
        type: 'array',
        title: 'Incidents that led to this review',
        uniqueItems: true,
        items: { type: 'string', format: 'uuid', title: 'Incident', 'x-ref': 'incident' },
      },
    },
  },
  sections: [
    {
      key: 'details',
      title: 'Plan details',
      fields: ['planDate', 'reviewDate', 'reviewReason', 'writtenWith', 'clinicianInput'],
    },
    { key: 'about-me', title: 'About me', fields: ['thingsEnjoyed'] },
    {
      key: 'behaviours',
      title: 'Behaviours and triggers',
      fields: ['targetBehaviors', 'function', 'upsettingThings', 'copingIndicators'],
    },
    {
      key: 'support',
      title: 'Support when I am upset',
      fields: [
        'proactiveStrategies',
        'staffSupportUpset',
        'preferredDeEscalation',
        'avoid',
        'selfSupportUpset',
        'staffSupportAfterUpset',
        'targetRewards',
      ],
    },
    {
      key: 'physical-intervention',
      title: '{Physical intervention|If restraint is ever needed (exceptional)}',
      fields: ['restraint', 'approvedHolds', 'restraintInEhcPlan', 'medicalContraindications'],
    },
    {
      key: 'positive-behaviour',
      title: 'Positive behaviour',
      fields: [
        'positiveBehaviors',
        'staffSupportPositive',
        'selfSupportPositive',
        'positiveRewards',
        'positiveConsequences',
      ],
    },
    { key: 'views', title: 'Views and sharing', fields: ['ypContributed', 'ypView', 'sharedWith', 'linkedIncidents'] },
  ],
});
