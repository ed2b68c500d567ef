// Supported accommodation annual return (SPEC §2 Forms, §3 Annual return; DOMAIN §17): 52 numbered questions and the
// health questions H1a–H5b in 17 sections (0–16), each with its completion flag hasCompletedSection0…16 (default
// false); the return's status starts as notStarted (engine/returns). Questions the records can answer are pre-filled
// for the period. Signed off like every plan. Wording: see WORDING_NOTE.
import { periodFields, questionnaire, type QuestionSection, statutoryForm } from './questions.ts';

const SECTIONS: QuestionSection[] = [
  {
    title: 'About this return',
    questions: [
      ['1', 'q1', 'Name of the registered service provider and the service', 'text'],
      ['2', 'q2', 'Registered manager (or the person managing the service) and their contact details', 'text'],
    ],
  },
  {
    title: 'The service',
    questions: [
      ['3', 'q3', 'Types of accommodation offered (e.g. shared house, self-contained flat, lodgings)', 'long'],
      ['4', 'q4', 'Number of addresses used to accommodate young people at the end of the period', 'count'],
      ['5', 'q5', 'Largest number of young people the service can accommodate at one time', 'count'],
    ],
  },
  {
    title: 'Young people accommodated',
    questions: [
      ['6', 'q6', 'Young people accommodated at any time in the period', 'count', 'youngPeopleInPeriod'],
      ['7', 'q7', 'Young people accommodated on the last day of the period', 'count', 'youngPeopleAtEnd'],
      ['8', 'q8', 'Of those on the last day: aged 16', 'count', 'aged16'],
      ['9', 'q9', 'Of those on the last day: aged 17', 'count', 'aged17'],
      [
        '10',
        'q10',
        'Of those on the last day: turned 18 and still living there (outside the SA regulations)',
        'count',
        'aged18Plus',
      ],
      ['11', 'q11', 'Young people accommodated who were unaccompanied asylum-seeking children', 'count'],
    ],
  },
  {
    title: 'Placements',
    questions: [
      ['12', 'q12', 'Placements that started in the period', 'count', 'placementsStarted'],
      ['13', 'q13', 'Placements that ended in the period', 'count', 'placementsEnded'],
      ['14', 'q14', 'Of the placements that ended, how many ended in an unplanned way', 'count'],
      ['15', 'q15', 'Where young people moved on to when they left', 'long'],
    ],
  },
  {
    title: 'Placing authorities',
    questions: [
      ['16', 'q16', 'Number of local authorities that placed young people with the service', 'count'],
      [
        '17',
        'q17',
        'Young people placed from outside the local authority area the service is in',
        'count',
        'placedFromOutside',
      ],
    ],
  },
  {
    title: 'Missing from accommodation',
    questions: [
      ['18', 'q18', 'Episodes of young people going missing in the period', 'count', 'missingEpisodes'],
      ['19', 'q19', 'Young people who went missing at least once', 'count', 'youngPeopleMissing'],
      ['20', 'q20', 'Return home interviews offered after a missing episode', 'count', 'returnInterviewsOffered'],
      ['20a', 'q20c', 'Return home interviews completed', 'count', 'returnInterviewsCompleted'],
      ['21', 'q21', 'What the service does to reduce young people going missing', 'long'],
    ],
  },
  {
    title: 'Incidents and restraint',
    questions: [
      ['22', 'q22', 'Incidents recorded in the period', 'count', 'incidents'],
      ['23', 'q23', 'Incidents in which a young person was held or restrained', 'count', 'restraints'],
      ['24', 'q24', 'Young people who were held or restrained', 'count', 'youngPeopleRestrained'],
      ['25', 'q25', 'Incidents in which the police were involved', 'count', 'policeInvolved'],
      ['26', 'q26', 'What the service learned from incidents and changed', 'long'],
    ],
  },
  {
    title: 'Safeguarding and exploitation',
    questions: [
      ['27', 'q27', 'Safeguarding concerns recorded in the period', 'count', 'safeguardingConcerns'],
      [
        '28',
        'q28',
        'Young people assessed as at risk of sexual or criminal exploitation',
        'count',
        'exploitationRiskAssessments',
      ],
      ['29', 'q29', 'Allegations made against staff', 'count', 'allegationsAgainstStaff'],
      ['29a', 'q29l', 'Referrals to the LADO', 'count', 'ladoReferrals'],
      ['30', 'q30', 'How the manager oversees safeguarding and works with local partners', 'long'],
    ],
  },
  {
    title: 'Notifications',
    questions: [
      ['31', 'q31', 'Serious incidents notified to Ofsted under regulation 27', 'count', 'notificationsMade'],
      [
        '31a',
        'q31o',
        'Events the records say were owed a notification (beside those made)',
        'count',
        'notificationsOwed',
      ],
      ['32', 'q32', 'Any notification made late, and why', 'long'],
    ],
  },
  {
    title: 'Complaints and compliments',
    questions: [
      ['33', 'q33', 'Complaints received in the period', 'count', 'complaints'],
      ['34', 'q34', 'Of those, complaints upheld (or partly upheld)', 'count', 'complaintsUpheld'],
      ['35', 'q35', 'Changes made because of complaints', 'long'],
    ],
  },
  {
    title: 'Education, employment and training',
    questions: [
      [
        '36',
        'q36',
        'Young people in education, employment or training on the last day of the period',
        'count',
        'inEducationAtEnd',
      ],
      ['37', 'q37', 'How young people are helped into education, employment or training', 'long'],
    ],
  },
  {
    title: 'Support and independence',
    questions: [
      [
        '38',
        'q38',
        'Young people whose support plan was written or reviewed in the period',
        'count',
        'youngPeopleWithPlan',
      ],
      ['39', 'q39', 'Key work sessions held in the period', 'count', 'keyWorkerSessions'],
      ['40', 'q40', 'How young people are prepared to live independently', 'long'],
    ],
  },
  {
    title: 'Accommodation',
    questions: [
      ['41', 'q41', 'Date of the last assessment of the locations of the accommodation (regulation 6)', 'date'],
      ['42', 'q42', 'Repairs and maintenance issues reported in the period', 'count', 'maintenanceIssues'],
      ['43', 'q43', 'How the accommodation is kept safe, secure and in good repair', 'long'],
    ],
  },
  {
    title: 'Staffing',
    questions: [
      ['44', 'q44', 'Staff employed on the last day of the period', 'count', 'staffAtEnd'],
      ['45', 'q45', 'Staff who left in the period', 'count', 'staffLeft'],
      ['46', 'q46', 'How staff are supervised, trained and supported', 'long'],
    ],
  },
  {
    title: 'Leadership and management',
    questions: [
      [
        '47',
        'q47',
        'Reviews of the quality of support (regulation 32) completed in the period',
        'count',
        'qualityReviews',
      ],
      ['48', 'q48', "The service's strengths", 'long'],
      ['49', 'q49', 'What the service plans to improve in the coming year', 'long'],
    ],
  },
  {
    title: "Young people's views and declaration",
    questions: [
      ['50', 'q50', 'How the service gathers the views of young people', 'long'],
      ['51', 'q51', 'What young people said about the service', 'long'],
      ['52', 'q52', 'I confirm that the information in this return is accurate to the best of my knowledge', 'yesNo'],
    ],
  },
  {
    title: 'Health',
    questions: [
      ['H1a', 'h1a', 'Young people registered with a GP', 'count', 'gpRegistered'],
      ['H1b', 'h1b', 'Young people registered with a dentist', 'count', 'dentistRegistered'],
      ['H2a', 'h2a', 'Young people registered with an optician', 'count', 'opticianRegistered'],
      ['H2b', 'h2b', 'Young people whose immunisations are up to date', 'count', 'immunisationsUpToDate'],
      ['H3a', 'h3a', 'Young people with a health plan held by the service', 'count', 'healthPlanHeld'],
      ['H3b', 'h3b', 'Young people supported with their mental health', 'count'],
      ['H4a', 'h4a', 'Young people supported with substance misuse', 'count'],
      ['H4b', 'h4b', 'Young people supported with their sexual health', 'count'],
      ['H5a', 'h5a', 'Young people with a disability or long-term health condition', 'count'],
      ['H5b', 'h5b', "How the service makes sure young people's health needs are met", 'long'],
    ],
  },
];

const form = questionnaire(SECTIONS, { flags: true, lead: periodFields });

export default statutoryForm({
  kind: 'annual-return',
  title: 'Annual return',
  description: `The supported accommodation annual statutory return for a year.`,
  homeTypes: ['support_accomodation_for_older_children'],
  dateField: 'periodTo',
  columns: ['periodFrom', 'periodTo', 'completedBy'],
  required: ['periodFrom', 'periodTo'],
  form,
});
