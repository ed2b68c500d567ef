// Children's home inspection pre-form (SPEC §2 Forms; DOMAIN §16): numbered questions 1–52, among them the SF
// (staffing) and SV (views) questions, numbered both ways ("37 (SF1)"). Questions the records can answer are
// pre-filled for the period since the last inspection. With Annex A (enableAnnexA) it is the inspection pack: the
// pack prints both together. Signed off like every plan. Wording: see WORDING_NOTE.
import { periodFields, questionnaire, type QuestionSection, statutoryForm } from './questions.ts';

const SECTIONS: QuestionSection[] = [
  {
    title: 'The home',
    questions: [
      ['1', 'q1', 'Name of the home and its unique reference number (URN)', 'text'],
      ['2', 'q2', 'Registered manager, and whether they are registered with Ofsted', 'text'],
      ['3', 'q3', 'Responsible individual', 'text'],
      [
        '4',
        'q4',
        'Changes to the registration, the manager or the statement of purpose since the last inspection',
        'long',
      ],
      ['5', 'q5', 'Number of places the home is registered for', 'count'],
    ],
  },
  {
    title: 'Children',
    questions: [
      [
        '6',
        'q6',
        'Children who lived in the home at any time since the last inspection',
        'count',
        'youngPeopleInPeriod',
      ],
      ['7', 'q7', 'Children living in the home now', 'count', 'youngPeopleAtEnd'],
      ['8', 'q8', 'Admissions since the last inspection', 'count', 'placementsStarted'],
      ['9', 'q9', 'Children who left since the last inspection', 'count', 'placementsEnded'],
      ['10', 'q10', 'Placements that ended in an unplanned way, and why', 'long'],
      ['11', 'q11', 'Children living here now aged under 16', 'count', 'agedUnder16'],
      ['12', 'q12', 'Children living here now aged 16 or 17', 'count', 'aged16or17'],
      ['13', 'q13', 'Children placed from outside the local authority area', 'count', 'placedFromOutside'],
      [
        '14',
        'q14',
        "How the home assesses whether a new child's needs can be met alongside the children already here",
        'long',
      ],
    ],
  },
  {
    title: 'Education and health',
    questions: [
      ['15', 'q15', 'Children in full-time education now', 'count', 'fullTimeEducationAtEnd'],
      ['16', 'q16', 'Children without an education place, and what is being done', 'long'],
      ['17', 'q17', 'Children registered with a GP', 'count', 'gpRegistered'],
      ['18', 'q18', 'Children registered with a dentist', 'count', 'dentistRegistered'],
      ['19', 'q19', 'Children receiving support with their emotional or mental health', 'count'],
      ['20', 'q20', "How children's health needs are identified and met", 'long'],
    ],
  },
  {
    title: 'Keeping children safe',
    questions: [
      ['21', 'q21', 'Incidents recorded since the last inspection', 'count', 'incidents'],
      ['22', 'q22', 'Incidents in which restraint was used', 'count', 'restraints'],
      ['23', 'q23', 'Children who were restrained', 'count', 'youngPeopleRestrained'],
      ['24', 'q24', 'Missing episodes', 'count', 'missingEpisodes'],
      ['25', 'q25', 'Children who went missing', 'count', 'youngPeopleMissing'],
      ['26', 'q26o', 'Return home interviews offered', 'count', 'returnInterviewsOffered'],
      ['26a', 'q26c', 'Return home interviews completed', 'count', 'returnInterviewsCompleted'],
      ['26b', 'q26', 'Return home interviews: anything the figures do not show', 'text'],
      [
        '27',
        'q27',
        'Children assessed as at risk of sexual or criminal exploitation',
        'count',
        'exploitationRiskAssessments',
      ],
      ['28', 'q28', 'Safeguarding concerns recorded', 'count', 'safeguardingConcerns'],
      ['29', 'q29', 'Allegations against staff', 'count', 'allegationsAgainstStaff'],
      ['29a', 'q29l', 'Referrals to the LADO', 'count', 'ladoReferrals'],
      ['30', 'q30n', 'Incidents in which the police were involved', 'count', 'policeInvolved'],
      ['30a', 'q30', 'Police involvement, and why', 'long'],
      ['31', 'q31', 'Notifications made to Ofsted under regulation 40', 'count', 'notificationsMade'],
      [
        '31a',
        'q31o',
        'Events the records say were owed a notification (beside those made)',
        'count',
        'notificationsOwed',
      ],
      ['32', 'q32', 'How the home works with partners to keep children safe', 'long'],
    ],
  },
  {
    title: 'Complaints and plans',
    questions: [
      ['33', 'q33', 'Complaints received', 'count', 'complaints'],
      [
        '34',
        'q34',
        'Children whose placement plan was written or reviewed since the last inspection',
        'count',
        'youngPeopleWithPlan',
      ],
      ['35', 'q35', 'Regulation 45 reviews completed since the last inspection', 'count', 'qualityReviews'],
      ['36', 'q36', "Actions taken on the last inspection's requirements and recommendations", 'long'],
    ],
  },
  {
    title: 'Staffing (SF questions)',
    questions: [
      ['37 (SF1)', 'q37n', 'Staff employed now', 'count', 'staffAtEnd'],
      ['37a', 'q37', 'Staff employed now, by role', 'long'],
      ['38 (SF2)', 'q38', 'Staff who started since the last inspection', 'count', 'staffStarted'],
      ['39 (SF3)', 'q39', 'Staff who left since the last inspection', 'count', 'staffLeft'],
      ['40 (SF4)', 'q40', 'Agency or bank staff used, and how often', 'long'],
      [
        '41 (SF5)',
        'q41',
        'Staff holding the Level 3 Diploma for Residential Childcare (or working towards it)',
        'count',
        'level3HeldOrEnrolled',
      ],
      ['42 (SF6)', 'q42', 'Staff whose supervision is up to date', 'count', 'supervisionUpToDate'],
      ['43 (SF7)', 'q43', 'Vacancies, and how shifts are covered', 'long'],
      [
        '44 (SF8)',
        'q44',
        'Training given since the last inspection (safeguarding, physical intervention, first aid…)',
        'long',
      ],
    ],
  },
  {
    title: 'Views (SV questions)',
    questions: [
      ['45 (SV1)', 'q45', "How children's views are gathered and acted on", 'long'],
      ['46 (SV2)', 'q46', 'What children said about living in the home', 'long'],
      ['47 (SV3)', 'q47', 'What parents and families said', 'long'],
      ['48 (SV4)', 'q48', 'What placing authorities and social workers said', 'long'],
      ['49 (SV5)', 'q49', 'What the independent (regulation 44) visitor found', 'long'],
      ['50 (SV6)', 'q50', 'What staff said', 'long'],
      ['51 (SV7)', 'q51', 'Compliments received', 'count', 'compliments'],
      ['52 (SV8)', 'q52', 'What the home is most proud of, and what it wants to improve', 'long'],
    ],
  },
];

const form = questionnaire(SECTIONS, { lead: periodFields });

export default statutoryForm({
  kind: 'inspection-pre-form',
  title: 'Inspection pre-form',
  description: `The children's home inspection pre-form, for the period since the last inspection; with Annex A it is the inspection pack.`,
  homeTypes: ['children_home'],
  dateField: 'periodTo',
  columns: ['periodFrom', 'periodTo', 'completedBy'],
  required: ['periodFrom', 'periodTo'],
  form,
});
