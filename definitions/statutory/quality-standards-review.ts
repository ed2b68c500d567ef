// Supported accommodation quality standards review (SPEC §2 Forms; DOMAIN §17): the four standards of the Supported
// Accommodation (England) Regulations 2023 (leadership and management r3, protection r4, accommodation r6, support
// r5/r7), each with quantitative metrics computed from the records for the period and a qualitative checklist. It
// carries the yearly assessment of the accommodation's locations (r6(2)(a)), which the obligation
// `sa-location-assessment` (obligations.ts beside this file) waits for. Signed off like every plan. Wording:
// WORDING_NOTE.
import { date } from '../../engine/definitions/fields.ts';
import { periodFields, questionnaire, type QuestionSection, statutoryForm } from './questions.ts';

const SECTIONS: QuestionSection[] = [
  {
    title: 'Leadership and management',
    questions: [
      [
        'LM1',
        'lm1',
        'Reviews of the quality of support (regulation 32) completed in the period',
        'count',
        'qualityReviews',
      ],
      ['LM2', 'lm2', 'Complaints received', 'count', 'complaints'],
      ['LM3', 'lm3', 'Compliments received', 'count', 'compliments'],
      ['LM4', 'lm4', 'The statement of purpose is current and describes the service as it is', 'yesNo'],
      ['LM5', 'lm5', "Staff are supervised and trained as the service's policies say", 'yesNo'],
      ['LM6', 'lm6', 'Serious incidents were notified to Ofsted without delay (regulation 27)', 'yesNo'],
      ['LM7', 'lm7', 'Evidence and comments', 'long'],
    ],
  },
  {
    title: 'Protection',
    questions: [
      ['P1', 'p1', 'Safeguarding concerns recorded', 'count', 'safeguardingConcerns'],
      ['P2', 'p2', 'Missing episodes', 'count', 'missingEpisodes'],
      ['P3', 'p3', 'Incidents recorded', 'count', 'incidents'],
      ['P4', 'p4', 'Incidents in which a young person was held or restrained', 'count', 'restraints'],
      ['P5', 'p5', 'Young people assessed as at risk of exploitation', 'count', 'exploitationRiskAssessments'],
      ['P6', 'p6', 'Risk assessments were reviewed after each incident', 'yesNo'],
      ['P7', 'p7', 'Every missing episode was followed by the offer of a return home interview', 'yesNo'],
      ['P8', 'p8', 'Staff and young people know how to raise a concern', 'yesNo'],
      ['P9', 'p9', 'Evidence and comments', 'long'],
    ],
  },
  {
    title: 'Accommodation',
    questions: [
      ['A1', 'a1', 'Repairs and maintenance issues reported', 'count', 'maintenanceIssues'],
      ['A2', 'a2', 'Home checks recorded', 'count', 'homeChecks'],
      ['A3', 'a3', 'The accommodation is clean, safe, secure and in good repair', 'yesNo'],
      ['A4', 'a4', 'Fire, gas and electrical safety checks are in date', 'yesNo'],
      [
        'A5',
        'locationAssessmentDone',
        'The locations of the accommodation were assessed this year (regulation 6)',
        'yesNo',
      ],
      ['A7', 'a7', 'What the location assessment found, and what was done', 'long'],
    ],
  },
  {
    title: 'Support',
    questions: [
      ['S1', 's1', 'Young people accommodated in the period', 'count', 'youngPeopleInPeriod'],
      [
        'S2',
        's2',
        'Young people whose support plan was written or reviewed in the period',
        'count',
        'youngPeopleWithPlan',
      ],
      ['S3', 's3', 'Key work sessions held', 'count', 'keyWorkerSessions'],
      ['S4', 's4', 'Young people registered with a GP', 'count', 'gpRegistered'],
      ['S5', 's5', "Young people's views are in their support plans", 'yesNo'],
      ['S6', 's6', 'Young people are helped into education, employment or training', 'yesNo'],
      ['S7', 's7', 'Young people are helped to build the skills to live independently', 'yesNo'],
      ['S8', 's8', 'Evidence and comments', 'long'],
      ['S9', 'actions', 'Actions to take, by whom and by when', 'long'],
    ],
  },
];

const form = questionnaire(SECTIONS, { lead: { ...periodFields, completedOn: date('Review completed on') } });
// A6: the date of the location assessment, beside A5 (the obligation is met by a review saying A5 yes).
form.properties.locationAssessedOn = date('A6. Date the locations were assessed');
form.sections[2]!.fields.splice(
  form.sections[2]!.fields.indexOf('locationAssessmentDone') + 1,
  0,
  'locationAssessedOn',
);

export default statutoryForm({
  kind: 'quality-standards-review',
  title: 'Quality standards review',
  description: `The supported accommodation quality standards review: leadership and management, protection, accommodation and support.`,
  homeTypes: ['support_accomodation_for_older_children'],
  dateField: 'completedOn',
  columns: ['periodFrom', 'periodTo', 'completedOn', 'locationAssessmentDone'],
  required: ['periodFrom', 'periodTo', 'completedOn'],
  form,
});
