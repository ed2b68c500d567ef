// Placement plan (children's home) / support plan (supported accommodation): how the home meets
// the local authority's care or pathway plan, area by area (DOMAIN §6). One definition, two shapes:
// areas marked x-home-types are asked in one home type only, so supported accommodation gets its
// own areas (accommodation, money, moving on; its category) instead of the children's home plan renamed.
import { date, group, longText, rows, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import type { JSONSchema7 } from '../../engine/definitions/json-schema.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import {
  careLeaverStatuses,
  decisionMakers,
  delegatedDecisions,
  familyTimeSupervision,
  legalStatuses,
  planAreas,
  ragRatings,
  supportedAccommodationCategories,
} from '../lists/plans-risk.ts';
import { priorities } from '../lists/tasks-alerts.ts';
import type { HomeType } from '../wording.ts';

const CH: HomeType[] = ['children_home'];
const SA: HomeType[] = ['support_accomodation_for_older_children'];
const onlyIn = (types: HomeType[], schema: JSONSchema7): JSONSchema7 => ({ ...schema, 'x-home-types': types });

/** What we will do in one area: need, outcome, support, who, by when, progress. */
const planRows = rows(
  'What we will do',
  {
    need: text('Need'),
    outcome: text('Outcome we are working towards'),
    support: longText('How we will support this'),
    who: text('Who'),
    by: date('By when'),
    progress: choiceOf(ragRatings, { title: 'Progress' }),
  },
  ['need', 'outcome', 'support'],
);

/** One plan area: its own fields first, then the actions, then the young person's view. */
const planArea = (title: string, fields: Record<string, JSONSchema7> = {}, required: string[] = []) =>
  group(
    title,
    {
      ...fields,
      actions: planRows,
      ypView: longText("The {child}'s view"),
    },
    required,
  );

export default defineRecord({
  kind: 'placement-plan',
  title: '{planName}',
  description:
    "How the {home} meets the {child}'s needs set out in the {authority}'s plan ({Children's Homes Regulations 2015 regs 14 and 17|Supported Accommodation Regulations 2023 reg 7}). Made with the {child} and reviewed by the review date and after any significant change. It cannot be submitted without at least one need, the family time arrangements, the day-to-day decisions and the {child}'s view (or why it could not be obtained).",
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
    required: [
      'planDate',
      'nextReview',
      'authority',
      'legalStatus',
      'ypContributed',
      'aims',
      'familyTime',
      'delegatedAuthority',
      'needs',
      'accommodationCategory',
      'accommodation',
      'money',
      'moveOn',
    ],
    allOf: [
      {
        // the child's view, or why it could not be obtained (CH reg 18(8)(a); SA reg 7)
        if: { not: { required: ['ypView'], properties: { ypView: { type: 'string', minLength: 1 } } } },
        then: { required: ['ypViewNotObtained'] },
      },
    ],
    properties: {
      planDate: date('Plan date'),
      nextReview: date('Next review date'),
      authority: text('{Authority}'),
      socialWorker: text('Social worker', { description: 'Name, phone and email' }),
      keyWorker: staffMember('Key worker'),
      legalStatus: choiceOf(legalStatuses, { title: 'Legal status' }),
      dolOrder: yesNo('A deprivation of liberty order is in force', {
        description:
          'An order of the High Court (inherent jurisdiction) authorising a deprivation of liberty; keep a copy and note its end date',
      }),
      careLeaverStatus: onlyIn(SA, choiceOf(careLeaverStatuses, { title: 'Looked after or care leaver' })),
      basedOn: {
        type: 'string',
        format: 'uuid',
        title: "The {authority}'s care or pathway plan",
        description: 'The plan held on file that this plan delivers',
        'x-ref': 'external-plan',
      },
      basedOnDate: date("Date of the {authority}'s plan"),
      ypContributed: yesNo('The {child} helped write this plan'),
      ypView: longText("The {child}'s view of the plan as a whole"),
      ypViewNotObtained: text("Why the {child}'s view could not be obtained", {
        description: 'Only if the view above is empty, e.g. declined to take part; say what was tried',
      }),

      aims: planArea('Aims', {
        placementAims: longText('{Aims of the placement|What the support is for}', {
          description: "From the {authority}'s care plan or pathway plan",
        }),
      }),
      accommodationCategory: onlyIn(
        SA,
        choiceOf(supportedAccommodationCategories, { title: 'Category of supported accommodation' }),
      ),
      accommodation: onlyIn(
        SA,
        planArea('My home and keeping it safe', {
          address: text('Where the young person lives', { description: 'The unit, flat or room' }),
          viewOfAccommodation: longText("The young person's view of their accommodation", {
            description: 'Feeds the yearly location assessment (Supported Accommodation Regulations 2023 reg 6(2)(a))',
          }),
          safetyAndSecurity: longText('Keeping the accommodation safe and secure', {
            description: 'Keys, visitors, fire safety, who to call out of hours',
          }),
        }),
      ),
      money: onlyIn(
        SA,
        planArea('Money, benefits and bills', {
          income: longText('Income', {
            description: 'Allowance from the accommodating authority, wages, bursary, benefits',
          }),
          bankAccount: yesNo('Has a bank account in their own name'),
          budgeting: longText('Budgeting and bills', {
            description: 'What the young person pays for, and the help they get',
          }),
          debts: longText('Debts or money worries'),
        }),
      ),
      riskManagement: planArea('{Risk management|Staying safe}', {
        riskSummary: longText('Current risks', { description: 'Summary only; the detail is in the risk assessments' }),
      }),
      behaviourManagement: onlyIn(
        CH,
        planArea('Behaviour management', {
          behaviourSummary: longText('Approach', {
            description: 'How adults help the {child} stay regulated; the detail is in the behaviour support plan',
          }),
        }),
      ),
      education: planArea('{Education|Education, training and work}', {
        school: text('{School, college or training provider|College, training provider or employer}'),
        designatedTeacher: text('{Designated teacher|Course tutor or line manager}'),
        pepDate: date('Last personal education plan (PEP) meeting'),
        hasEhcp: yesNo('Has an education, health and care (EHC) plan'),
        ehcpReviewDate: date('EHC plan annual review date'),
      }),
      health: planArea('{Health|Health and wellbeing}', {
        gp: text('GP practice'),
        dentist: text('Dentist'),
        optician: text('Optician'),
        healthAssessmentDate: date('Last statutory health assessment'),
        camhs: text('CAMHS or other mental health support'),
        allergies: text('Allergies and reactions'),
        transitionToAdultServices: longText('Transition to adult services', {
          description:
            'For young people moving to adult health or social care: a named worker, and planning and support that start well before the transfer and continue after it (NICE NG43)',
        }),
      }),
      familyTime: planArea(
        'Family time and important people',
        {
          arrangements: longText('Family time arrangements', {
            description:
              "Who the {child} sees or speaks to, how often, where, and how they get there ({Children's Homes Regulations 2015 reg 18(5)(c)|the accommodating authority's plan})",
          }),
          supervision: choiceOf(familyTimeSupervision, { title: 'Supervision' }),
          restrictions: longText('Restrictions', {
            description: 'Any court order or plan that limits contact, and who it is with',
          }),
          importantPeople: longText('Friends and other important people'),
        },
        ['arrangements'],
      ),
      delegatedAuthority: group(
        'Day-to-day decisions (delegated authority)',
        {
          decisions: rows(
            'Who decides',
            {
              decision: choiceOf(delegatedDecisions, { title: 'Decision' }),
              whoDecides: choiceOf(decisionMakers, { title: 'Who decides' }),
              notes: text('Notes', {
                description: 'e.g. overnight stays with named friends once staff have spoken to their parent',
              }),
            },
            ['decision', 'whoDecides'],
          ),
          agreedOn: date('Agreed with the {authority} on'),
        },
        ['decisions'],
        {
          description:
            'What the home may decide without asking the {authority} or a parent (DfE delegated authority guidance)',
        },
      ),
      selfCare: planArea('{Self-care and independence|Independence skills}', {
        independenceSummary: longText('Independence skills', {
          description: 'What the {child} can already do for themself; the detail is in the ILS plan',
        }),
      }),
      identity: planArea('Identity and culture', {
        identitySummary: longText('Identity, faith, culture and language', {
          description: 'What matters to the {child} and how staff support it',
        }),
      }),
      enjoyment: onlyIn(
        CH,
        planArea('Enjoyment and achievement', {
          interests: longText('Interests, hobbies and clubs'),
        }),
      ),
      moveOn: onlyIn(
        SA,
        planArea('Moving on', {
          moveOnPlan: longText('Where the young person will live next, and when', {
            description: 'e.g. own tenancy, staying close, supported lodgings, university; the pathway plan decides',
          }),
          housingApplication: text('Housing application', {
            description: 'Council or housing association, reference and band',
          }),
          personalAdviser: text('Personal adviser', { description: 'Name and contact details' }),
        }),
      ),
      needs: rows(
        'Needs',
        {
          need: text('Need'),
          area: choiceOf(planAreas, { title: 'Area' }),
          priority: choiceOf(priorities, { title: 'Priority' }),
        },
        ['need', 'area'],
        { minItems: 1 },
      ),
    },
  },
  sections: [
    {
      key: 'details',
      title: 'Plan details',
      fields: [
        'planDate',
        'nextReview',
        'authority',
        'socialWorker',
        'keyWorker',
        'legalStatus',
        'dolOrder',
        'careLeaverStatus',
        'basedOn',
        'basedOnDate',
        'ypContributed',
        'ypView',
        'ypViewNotObtained',
      ],
    },
    { key: 'aims', title: 'Aims', fields: ['aims'] },
    { key: 'accommodation', title: 'My home', fields: ['accommodationCategory', 'accommodation'] },
    { key: 'money', title: 'Money', fields: ['money'] },
    { key: 'risk-management', title: '{Risk management|Staying safe}', fields: ['riskManagement'] },
    { key: 'behaviour-management', title: 'Behaviour management', fields: ['behaviourManagement'] },
    { key: 'education', title: '{Education|Education and work}', fields: ['education'] },
    { key: 'health', title: 'Health', fields: ['health'] },
    { key: 'family-time', title: 'Family time', fields: ['familyTime'] },
    { key: 'delegated-authority', title: 'Day-to-day decisions', fields: ['delegatedAuthority'] },
    { key: 'self-care', title: '{Self-care|Independence}', fields: ['selfCare'] },
    { key: 'identity', title: 'Identity', fields: ['identity'] },
    { key: 'enjoyment', title: 'Enjoyment', fields: ['enjoyment'] },
    { key: 'move-on', title: 'Moving on', fields: ['moveOn'] },
    { key: 'needs', title: 'Needs', fields: ['needs'] },
  ],
});
