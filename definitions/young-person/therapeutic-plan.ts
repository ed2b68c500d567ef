// Therapeutic plan: the therapeutic model and goals for the young person, who delivers the work and
// how the care team carries it into daily life (DOMAIN §9). Sessions are their own records
// (therapeutic-session, link-worker-session).
import {
  attachments,
  date,
  group,
  integer,
  longText,
  rows,
  staffMember,
  text,
  yesNo,
} from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { ragRatings } from '../lists/plans-risk.ts';
import { therapeuticModels } from '../lists/young-person-plans.ts';

export default defineRecord({
  kind: 'therapeutic-plan',
  title: 'Therapeutic plan',
  description:
    "How the {child}'s emotional and mental health needs are met: the therapeutic model, the clinician, goals and how progress is measured, and what the care team does day to day. Part of meeting the health and well-being standard{ (Children's Homes Regulations 2015 reg 10)|}.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'plans',
  profileTab: 'plans',
  workflow: 'signoff',
  signoff: 'theraupticPlan',
  dateField: 'planDate',
  list: { columns: ['planDate', 'reviewDate', 'model'] },
  alerts: [{ field: 'reviewDate', alert: 'therapeutic_plan_review', leadDays: [14, 0] }],
  schema: {
    type: 'object',
    title: 'Therapeutic plan',
    additionalProperties: false,
    required: ['planDate', 'reviewDate', 'model', 'clinician', 'formulation', 'goals'],
    properties: {
      planDate: date('Plan date'),
      reviewDate: date('Review date'),
      model: choiceOf(therapeuticModels, { title: 'Therapeutic model' }),
      modelDetail: text('Model: details', { description: 'If other, or how models are combined' }),
      clinician: text('Clinician', {
        description: 'Name, role and organisation, e.g. "Dr A. Khan, clinical psychologist, in-house therapy team"',
      }),
      clinicianContact: text('Clinician contact details'),
      linkWorker: staffMember('Link worker', {
        description: 'The member of the care team who links with the clinician',
      }),
      referral: group('Referral', {
        referredBy: text('Referred by', { description: 'e.g. social worker, CAMHS, GP, the home' }),
        referredOn: date('Referred on'),
        fundedBy: text('Funded by'),
        consent: yesNo('The {child} agrees to the therapeutic work', {
          description: 'And the person with parental responsibility, where needed',
        }),
        consentNotes: text('Consent notes'),
      }),

      formulation: longText("Understanding of the {child}'s needs (formulation)", {
        description:
          'What has happened to the {child}, how it affects them now, and their strengths. Share only what the {child} and team need to know',
      }),
      strengths: longText('Strengths and protective factors'),
      goals: rows(
        'Therapeutic goals',
        {
          goal: text('Goal'),
          measure: text('How we will know', {
            description: "e.g. SDQ score, fewer incidents, the {child}'s own rating",
          }),
          review: date('Review by'),
          progress: choiceOf(ragRatings, { title: 'Progress' }),
          progressNotes: text('Progress notes'),
        },
        ['goal'],
      ),

      sessionArrangements: group('Sessions', {
        frequency: text('How often', { description: 'e.g. weekly, 50 minutes' }),
        location: text('Where'),
        linkWorkerSessions: text('Link worker sessions', {
          description: 'How often the link worker meets the {child}',
        }),
        staffConsultation: text('Consultation with the care team', {
          description: 'e.g. monthly team consultation, reflective practice',
        }),
      }),
      dailyCare: longText('What the care team does day to day', {
        description:
          'Ways of being with the {child} that carry the therapeutic work into everyday life, e.g. PACE in conversations, predictable routines',
      }),

      outcomeMeasures: rows(
        'Outcome measures',
        {
          measure: text('Measure', {
            description: 'e.g. Strengths and Difficulties Questionnaire (SDQ), RCADS, Brief Assessment Checklist',
          }),
          date: date('Date'),
          score: integer('Score'),
          notes: text('Notes'),
        },
        ['measure', 'date'],
      ),
      sdqTotal: integer('Latest SDQ total difficulties score', {
        minimum: 0,
        maximum: 40,
        description:
          'Looked-after children have an SDQ every year; 0–13 close to average, 14–16 slightly raised, 17–19 high, 20–40 very high',
      }),

      ypView: longText("The {child}'s view"),
      sharedWith: text('Shared with', { description: 'e.g. social worker, CAMHS, school' }),
      documents: attachments('Reports and assessments'),
    },
  },
  sections: [
    {
      key: 'details',
      title: 'Plan details',
      fields: [
        'planDate',
        'reviewDate',
        'model',
        'modelDetail',
        'clinician',
        'clinicianContact',
        'linkWorker',
        'referral',
      ],
    },
    { key: 'formulation', title: 'Understanding and goals', fields: ['formulation', 'strengths', 'goals'] },
    { key: 'delivery', title: 'Delivery', fields: ['sessionArrangements', 'dailyCare'] },
    { key: 'outcomes', title: 'Outcomes', fields: ['outcomeMeasures', 'sdqTotal'] },
    { key: 'views', title: 'Views and sharing', fields: ['ypView', 'sharedWith', 'documents'] },
  ],
});
