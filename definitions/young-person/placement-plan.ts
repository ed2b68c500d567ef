// Placement plan (children's home) / support plan (supported accommodation): how the home meets
// the local authority's care or pathway plan, area by area (DOMAIN §6).
import { defineRecord } from '../../engine/definitions/types.ts';
import type { JSONSchema7 } from '../../engine/definitions/json-schema.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { text, longText, date, yesNo, staffMember, group, rows } from '../../engine/definitions/fields.ts';
import { legalStatuses, ragRatings, planAreas } from '../lists/plans-risk.ts';
import { priorities } from '../lists/tasks-alerts.ts';

/** What we will do in one area: need, outcome, support, who, by when, progress. */
const planRows = rows('What we will do', {
  need: text('Need'),
  outcome: text('Outcome we are working towards'),
  support: longText('How we will support this'),
  who: text('Who'),
  by: date('By when'),
  progress: choiceOf(ragRatings, { title: 'Progress' }),
}, ['need', 'outcome', 'support']);

/** One plan area: its own fields first, then the actions, then the young person's view. */
const planArea = (title: string, fields: Record<string, JSONSchema7> = {}) =>
  group(title, {
    ...fields,
    actions: planRows,
    ypView: longText("The {child}'s view"),
  });

export default defineRecord({
  kind: 'placement-plan',
  title: '{planName}',
  description: "How the home meets the {child}'s needs set out in the {authority}'s plan ({Children's Homes Regulations 2015 regs 14 and 17|Supported Accommodation Regulations 2023 reg 7}). Made with the {child} and reviewed by the review date and after any significant change.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'plans',
  profileTab: 'plans',
  workflow: 'signoff',
  signoff: 'placementPlan',
  metric: 'placementPlan',
  dateField: 'planDate',
  list: { columns: ['planDate', 'nextReview', 'legalStatus'] },
  alerts: [{ field: 'nextReview', alert: 'placement_plan_review', leadDays: [14, 0] }],
  schema: {
    type: 'object',
    title: '{planName}',
    additionalProperties: false,
    required: ['planDate', 'nextReview', 'authority', 'legalStatus', 'aims'],
    properties: {
      planDate: date('Plan date'),
      nextReview: date('Next review date'),
      authority: text('{Authority}'),
      socialWorker: text('Social worker', { description: 'Name, phone and email' }),
      keyWorker: staffMember('Key worker'),
      legalStatus: choiceOf(legalStatuses, { title: 'Legal status' }),
      ypContributed: yesNo('The {child} helped write this plan'),
      ypView: longText("The {child}'s view of the plan as a whole"),

      aims: planArea('Aims', {
        placementAims: longText('Aims of the placement', { description: "From the {authority}'s care plan or pathway plan" }),
      }),
      riskManagement: planArea('Risk management', {
        riskSummary: longText('Current risks', { description: 'Summary only; the detail is in the risk assessments' }),
      }),
      behaviourManagement: planArea('Behaviour management', {
        behaviourSummary: longText('Approach', { description: 'How adults help the {child} stay regulated; the detail is in the behaviour support plan' }),
      }),
      education: planArea('Education', {
        school: text('School, college or training provider'),
        designatedTeacher: text('Designated teacher'),
        pepDate: date('Last personal education plan (PEP) meeting'),
        hasEhcp: yesNo('Has an education, health and care (EHC) plan'),
        ehcpReviewDate: date('EHC plan annual review date'),
      }),
      health: planArea('Health', {
        gp: text('GP practice'),
        dentist: text('Dentist'),
        optician: text('Optician'),
        healthAssessmentDate: date('Last statutory health assessment'),
        camhs: text('CAMHS or other mental health support'),
        allergies: text('Allergies and reactions'),
        transitionToAdultServices: longText('Transition to adult services', {
          description: 'For young people moving to adult health or social care: a named worker and support for at least 6 months before and after the transfer (NICE NG43)',
        }),
      }),
      selfCare: planArea('Self-care and independence', {
        independenceSummary: longText('Independence skills', { description: 'What the {child} can already do for themself; the detail is in the ILS plan' }),
      }),
      enjoyment: planArea('Enjoyment and achievement', {
        interests: longText('Interests, hobbies and clubs'),
      }),
      needs: rows('Needs', {
        need: text('Need'),
        area: choiceOf(planAreas, { title: 'Area' }),
        priority: choiceOf(priorities, { title: 'Priority' }),
      }, ['need', 'area']),
    },
  },
  sections: [
    { key: 'details', title: 'Plan details', fields: ['planDate', 'nextReview', 'authority', 'socialWorker', 'keyWorker', 'legalStatus', 'ypContributed', 'ypView'] },
    { key: 'aims', title: 'Aims', fields: ['aims'] },
    { key: 'risk-management', title: 'Risk management', fields: ['riskManagement'] },
    { key: 'behaviour-management', title: 'Behaviour management', fields: ['behaviourManagement'] },
    { key: 'education', title: 'Education', fields: ['education'] },
    { key: 'health', title: 'Health', fields: ['health'] },
    { key: 'self-care', title: 'Self-care', fields: ['selfCare'] },
    { key: 'enjoyment', title: 'Enjoyment', fields: ['enjoyment'] },
    { key: 'needs', title: 'Needs', fields: ['needs'] },
  ],
});
