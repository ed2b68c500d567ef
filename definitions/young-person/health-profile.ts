// Health profile: the young person's general health — registrations, statutory health assessments,
// immunisations, allergies, conditions, diet, height and weight, and consent to treatment.
import {
  attachments,
  date,
  group,
  integer,
  longText,
  number,
  rows,
  staffMember,
  text,
  yesNo,
} from '../../engine/definitions/fields.ts';
import { choiceOf, choicesOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { measurementUnits } from '../lists/contacts.ts';
import { allergySeverities, dietaryRequirements, treatmentConsentBases } from '../lists/young-person-profile.ts';

/** Height is in cm or ft (SPEC §3 measurement units); weight is always kg. */
const heightUnits = { ...measurementUnits, items: measurementUnits.items.filter((u) => u.group === 'height') };

const practice = (title: string, extra: Record<string, ReturnType<typeof date>> = {}) =>
  group(title, {
    registered: yesNo('Registered'),
    practice: text('Practice'),
    clinician: text('Named clinician'),
    address: text('Address'),
    phone: text('Phone'),
    ...extra,
  });

export default defineRecord({
  kind: 'health-profile',
  title: 'Health',
  description:
    "The {child}'s general health. Looked-after children have a statutory initial health assessment and regular review health assessments, arranged by the {authority} (Care Planning, Placement and Case Review (England) Regulations 2010 reg 7; Promoting the health and wellbeing of looked-after children, 2015). Medicines are recorded under Medication.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'health',
  profileTab: 'health',
  workflow: 'none',
  dateField: 'updatedOn',
  list: { columns: ['updatedOn', 'assessments.nextReviewHealthAssessmentDue', 'noKnownAllergies'] },
  schema: {
    type: 'object',
    title: 'Health',
    additionalProperties: false,
    required: ['updatedOn'],
    // "No known allergies" and a listed allergy cannot both stand: the MAR shows one or the other (NICE SC1).
    // Allergy status itself stays optional: this record is checked in full on every save, and the MAR says
    // "Allergies not recorded — check before giving any medicine" until it is filled in.
    allOf: [
      {
        if: { required: ['noKnownAllergies'], properties: { noKnownAllergies: { const: true } } },
        then: { properties: { allergies: { maxItems: 0 } } },
      },
    ],
    properties: {
      updatedOn: date('Details last updated'),

      gp: practice('GP', { registeredOn: date('Registered on') }),
      dentist: practice('Dentist', { lastCheckUp: date('Last check-up'), nextCheckUp: date('Next check-up') }),
      optician: practice('Optician', { lastEyeTest: date('Last eye test'), nextEyeTest: date('Next eye test') }),
      otherServices: text('Other health services', {
        description: 'e.g. CAMHS, school nurse, paediatrician, sexual health clinic; their details are in Contacts',
      }),

      assessments: group('Statutory health assessments', {
        initialHealthAssessment: date('Initial health assessment', {
          description: 'Due within 20 working days of becoming looked after',
        }),
        lastReviewHealthAssessment: date('Last review health assessment'),
        nextReviewHealthAssessmentDue: date('Next review health assessment due', {
          description: 'Every 6 months for under-5s, every 12 months from age 5',
        }),
        healthPlanHeld: yesNo('Copy of the health plan held'),
        sdqDate: date('Last Strengths and Difficulties Questionnaire (SDQ)', {
          description: 'Completed each year for looked-after children aged 4–16',
        }),
        sdqScore: integer('SDQ total difficulties score', { minimum: 0, maximum: 40 }),
        healthSummaryForCareLeaver: yesNo('Health history summary given (care leavers)'),
      }),

      immunisations: group('Immunisations', {
        upToDate: yesNo('Up to date with the NHS schedule'),
        given: rows(
          'Immunisations given',
          {
            vaccine: text('Vaccine', { description: 'e.g. MMR, HPV, 3-in-1 teenage booster, MenACWY' }),
            date: date('Date'),
            notes: text('Notes'),
          },
          ['vaccine'],
        ),
        notes: text('Notes', { description: 'e.g. red book not available; records requested from the previous GP' }),
      }),

      noKnownAllergies: yesNo('No known allergies'),
      allergies: rows(
        'Allergies and intolerances',
        {
          allergen: text('Allergic to'),
          reaction: text('Reaction'),
          severity: choiceOf(allergySeverities, { title: 'Severity' }),
          treatment: text('What to do', { description: 'e.g. antihistamine; adrenaline auto-injector and call 999' }),
        },
        ['allergen', 'severity'],
      ),

      conditions: rows(
        'Health conditions and disabilities',
        {
          condition: text('Condition'),
          diagnosedOn: date('Diagnosed'),
          managedBy: text('Managed by', { description: 'e.g. GP, asthma nurse, paediatrician' }),
          management: longText('How it is managed day to day'),
          emergencyAction: text('What to do in an emergency'),
        },
        ['condition'],
      ),
      emotionalHealth: longText('Emotional and mental health', {
        description: 'Current needs and support, e.g. CAMHS involvement; risks are in the risk assessments',
      }),
      otherHealthNeeds: longText('Other health needs', {
        description: 'e.g. sleep, continence, sexual health, substance use, smoking or vaping',
      }),

      diet: group('Diet', {
        requirements: choicesOf(dietaryRequirements, { title: 'Dietary requirements' }),
        details: text('Details and preferences'),
      }),

      measurements: group(
        'Height and weight',
        {
          height: number('Height', { minimum: 0 }),
          heightUnit: choiceOf(heightUnits, { title: 'Height unit', description: 'ft as a decimal, e.g. 5.5' }),
          weightKg: number('Weight (kg)', { minimum: 0 }),
          measuredOn: date('Measured on'),
        },
        [],
        { description: 'A MAR must show the weight of a child under 18 where doses depend on it (NICE SC1)' },
      ),

      consent: group('Consent to treatment', {
        basis: choiceOf(treatmentConsentBases, { title: 'Who can consent to routine treatment' }),
        delegatedAuthority: longText('Delegated authority', {
          description:
            'What the home may agree to without asking the {authority}, e.g. first aid, GP and dental treatment, over-the-counter medicines',
        }),
        consentFormHeld: yesNo('Signed consent to medical treatment held'),
        consentDate: date('Consent signed on'),
        limitations: longText('What needs specific consent', {
          description: 'e.g. immunisations, general anaesthetic, contraception advice',
        }),
      }),

      updatedBy: staffMember('Updated by'),
      documents: attachments('Health documents'),
    },
  },
  sections: [
    { key: 'general', title: 'Registrations', fields: ['updatedOn', 'gp', 'dentist', 'optician', 'otherServices'] },
    { key: 'assessments', title: 'Health assessments and immunisations', fields: ['assessments', 'immunisations'] },
    {
      key: 'conditions',
      title: 'Allergies and conditions',
      fields: ['noKnownAllergies', 'allergies', 'conditions', 'emotionalHealth', 'otherHealthNeeds'],
    },
    { key: 'diet-growth', title: 'Diet, height and weight', fields: ['diet', 'measurements'] },
    { key: 'consent', title: 'Consent to treatment', fields: ['consent', 'updatedBy', 'documents'] },
  ],
});
