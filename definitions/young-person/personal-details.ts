// Personal details: the opening items of the case record (CH Schedule 3 / SA Schedule 2, DOMAIN §11),
// kept up to date for as long as the young person lives here.
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
import { legalStatuses } from '../lists/plans-risk.ts';
import { ethnicities, religions, sexes } from '../lists/young-person-profile.ts';

const person = (title: string, description?: string) =>
  group(
    title,
    {
      name: text('Name'),
      team: text('Team or organisation'),
      phone: text('Phone'),
      email: text('Email', { format: 'email' }),
    },
    [],
    description ? { description } : {},
  );

export default defineRecord({
  kind: 'personal-details',
  title: 'Personal details',
  description:
    "The {child}'s case record details ({Children's Homes Regulations 2015 Schedule 3|Supported Accommodation Regulations 2023 Schedule 2}). Keep them up to date; case records are kept until the {child}'s 75th birthday ({reg 36|reg 24}).",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'personal',
  profileTab: 'personal',
  workflow: 'none',
  dateField: 'checkedOn',
  list: { columns: ['firstName', 'lastName', 'dateOfBirth', 'legalStatus'] },
  schema: {
    type: 'object',
    title: 'Personal details',
    additionalProperties: false,
    required: ['firstName', 'lastName', 'sex', 'ethnicity', 'legalStatus', 'placingAuthority', 'checkedOn'],
    // SPEC §5: give the full date of birth; if only the year is known, give only the year.
    // At least one of the two is needed to complete the record (drafts may have neither).
    anyOf: [{ required: ['dateOfBirth'] }, { required: ['birthYear'] }],
    properties: {
      // Identity
      firstName: text('First name'),
      middleNames: text('Middle names'),
      lastName: text('Last name'),
      preferredName: text('Preferred name', { description: 'What the {child} likes to be called' }),
      previousNames: rows(
        'Earlier names',
        {
          name: text('Name'),
          usedUntil: date('Used until'),
          reason: text('Reason for the change', { description: 'e.g. adoption, change of surname, alias' }),
        },
        ['name'],
        { description: '{caseSchedule}: any name the {child} has been known by' },
      ),
      dateOfBirth: date('Date of birth', {
        description:
          'Fill in the full date when it is known. If only the year of birth is known, leave this empty and give the year below.',
      }),
      birthYear: integer('Year of birth (only when the full date is not known)', {
        minimum: 1990,
        maximum: 2100,
        description:
          'Only when the full date of birth is not available (e.g. an age-assessed young person). Leave empty when the date of birth is filled in.',
      }),
      dateOfBirthNote: text('About the date of birth', {
        description: 'e.g. "age assessed by Leeds City Council, March 2024; disputed"',
      }),
      sex: choiceOf(sexes, { title: 'Sex' }),
      genderIdentity: text('Gender identity', { description: "In the {child}'s own words, if they want it recorded" }),
      pronouns: text('Pronouns'),
      placeOfBirth: text('Place of birth'),
      nationality: text('Nationality'),
      immigrationStatus: text('Immigration status', {
        description: 'e.g. British citizen; unaccompanied asylum-seeking child, claim pending',
      }),
      asylum: group('Asylum claim (unaccompanied asylum-seeking children)', {
        homeOfficeReference: text('Home Office reference'),
        claimStage: text('Stage of the claim', {
          description: 'e.g. screening done, substantive interview booked, decision awaited, appeal',
        }),
        solicitor: text('Immigration solicitor', { description: 'Name, firm and phone' }),
        ageAssessment: text('Age assessment', {
          description: 'Whether one was done, by whom and when, and whether it is disputed',
        }),
      }),
      photo: attachments('Photograph'),

      // Identity, culture and language
      religion: choiceOf(religions, { title: 'Religion or belief' }),
      religionDetail: text('Religious observance', {
        description: 'Denomination, practices, place of worship, festivals',
      }),
      ethnicity: choiceOf(ethnicities, { title: 'Ethnicity' }),
      culturalNeeds: longText('Culture and identity', {
        description:
          'Cultural background and what the home does to support it: food, hair and skin care, community, festivals',
      }),
      firstLanguage: text('First language'),
      otherLanguages: text('Other languages'),
      interpreterNeeded: yesNo('Needs an interpreter'),
      communicationNeeds: longText('Communication needs', {
        description:
          'e.g. hearing or visual impairment, BSL, Makaton, processing time, autism communication preferences',
      }),

      // Placement and legal status
      legalStatus: choiceOf(legalStatuses, { title: 'Legal basis of the placement' }),
      legalStatusDetail: text('Order details', { description: 'Court, order date, any conditions' }),
      placementStartDate: date('Date the {child} came to live here'),
      addressBefore: longText('Address before coming here', { maxLength: 1000 }),
      placingAuthority: group(
        '{Authority}',
        {
          name: text('Authority'),
          address: text('Address'),
          phone: text('Phone'),
          email: text('Email', { format: 'email' }),
          outOfHoursPhone: text('Emergency duty team (out of hours)'),
          childReference: text("Authority's reference for the {child}"),
        },
        ['name'],
        { description: '{caseSchedule}: how to contact the authority that placed the {child}' },
      ),
      socialWorker: person('Social worker'),
      independentReviewingOfficer: person('Independent reviewing officer (IRO)'),
      personalAdviser: person('Personal adviser', 'For care leavers aged 16 and over'),

      // Family
      parents: rows(
        "Parents' details",
        {
          name: text('Name'),
          relationship: text('Relationship', { description: 'e.g. mother, father, step-father, special guardian' }),
          parentalResponsibility: yesNo('Has parental responsibility'),
          religion: text('Religion'),
          address: text('Address'),
          phone: text('Phone'),
          email: text('Email', { format: 'email' }),
          addressNotToBeShared: yesNo("Do not share the home's address with them"),
          notes: text('Notes', { description: 'Contact arrangements are recorded as contacts' }),
        },
        ['name', 'relationship'],
        { description: '{caseSchedule}: name, address and religion of each parent, where known' },
      ),

      // Education, work and health
      school: text('School or college', { description: 'Details are in Education' }),
      designatedTeacher: text('Designated teacher'),
      employer: text('Employer', { description: "{caseSchedule}: the {child}'s employer, if any" }),
      gp: text('GP practice'),
      nhsNumber: text('NHS number', {
        pattern: '^\\d{3} ?\\d{3} ?\\d{4}$',
        description: '10 digits, e.g. 943 476 5919',
      }),
      allergiesSummary: text('Allergies (summary)', {
        description: 'Full details are in Health, e.g. "Penicillin: rash"; write "None known" if none',
      }),
      medicalSummary: text('Medical conditions (summary)'),

      checkedOn: date('Details last checked', {
        description: 'When these details were last checked with the {child} and the {authority}',
      }),
      checkedBy: staffMember('Checked by'),
    },
  },
  sections: [
    {
      key: 'identity',
      title: 'Names, birth and identity',
      fields: [
        'firstName',
        'middleNames',
        'lastName',
        'preferredName',
        'previousNames',
        'dateOfBirth',
        'birthYear',
        'dateOfBirthNote',
        'sex',
        'genderIdentity',
        'pronouns',
        'placeOfBirth',
        'nationality',
        'immigrationStatus',
        'asylum',
        'photo',
      ],
    },
    {
      key: 'culture-language',
      title: 'Religion, culture and language',
      fields: [
        'religion',
        'religionDetail',
        'ethnicity',
        'culturalNeeds',
        'firstLanguage',
        'otherLanguages',
        'interpreterNeeded',
        'communicationNeeds',
      ],
    },
    {
      key: 'placement',
      title: 'Placement and legal status',
      fields: [
        'legalStatus',
        'legalStatusDetail',
        'placementStartDate',
        'addressBefore',
        'placingAuthority',
        'socialWorker',
        'independentReviewingOfficer',
        'personalAdviser',
      ],
    },
    { key: 'family', title: 'Parents', fields: ['parents'] },
    {
      key: 'education-health',
      title: 'School, work and health',
      fields: ['school', 'designatedTeacher', 'employer', 'gp', 'nhsNumber', 'allergiesSummary', 'medicalSummary'],
    },
    { key: 'checked', title: 'Checked', fields: ['checkedOn', 'checkedBy'] },
  ],
  ui: {
    birthYear: { 'ui:help': 'Leave empty when the full date of birth is known.' },
  },
});
