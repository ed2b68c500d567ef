// Annual appraisal (CH reg 33(4)(c): at least yearly): last year's objectives, feedback, and a development
// plan for the year ahead; signed by the appraiser's manager step and the member of staff appraised.
import { attachments, date, longText, rows, staffMember, text } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { actionStatuses } from '../lists/hr-performance.ts';

export default defineRecord({
  kind: 'appraisal',
  title: 'Appraisal',
  description:
    "The yearly appraisal: a review of last year's objectives, feedback both ways and a development plan. Both people sign it.",
  subject: 'staff',
  area: 'hr',
  profileTab: 'performance/appraisals',
  workflow: 'signoff',
  signoff: 'appraisals',
  signedBySubject: true,
  metric: 'appraisal',
  dateField: 'date',
  list: { columns: ['date', 'appraiser', 'nextAppraisalDate'] },
  schema: {
    type: 'object',
    title: 'Appraisal',
    additionalProperties: false,
    required: ['date', 'appraiser', 'objectivesReview'],
    properties: {
      date: date('Date of appraisal'),
      appraiser: staffMember('Appraiser'),
      periodFrom: date('Period from'),
      periodTo: date('Period to'),

      objectivesReview: longText("Review of last year's objectives"),

      objectives: rows(
        'Objectives for the year ahead',
        {
          objective: text('Objective'),
          measure: text('How we will know it is met'),
          support: text('Support or training needed'),
          due: date('By when'),
          status: choiceOf(actionStatuses, { title: 'Status' }),
        },
        ['objective'],
      ),

      supportingDocuments: attachments('Supporting documents'),

      feedback: longText('Feedback', { description: 'From the appraiser, colleagues and, where gathered, {children}' }),
      strengths: longText('Strengths'),
      developmentAreas: longText('Areas to develop'),
      wellbeing: longText('Well-being'),
      aspirations: longText('Career aspirations'),

      appraiseeComments: longText("Appraisee's comments"),
      appraiserComments: longText("Appraiser's comments"),
      nextAppraisalDate: date('Next appraisal due', { description: 'Within a year' }),
    },
  },
  sections: [
    { key: 'general', title: 'General', fields: ['date', 'appraiser', 'periodFrom', 'periodTo'] },
    { key: 'previous', title: 'Previous', fields: ['objectivesReview'] },
    { key: 'development-plan', title: 'Development plan', fields: ['objectives'] },
    { key: 'supporting-documents', title: 'Supporting documents', fields: ['supportingDocuments'] },
    {
      key: 'discussion',
      title: 'Discussion',
      fields: ['feedback', 'strengths', 'developmentAreas', 'wellbeing', 'aspirations'],
    },
    { key: 'signoffs', title: 'Sign-offs', fields: ['appraiseeComments', 'appraiserComments', 'nextAppraisalDate'] },
  ],
});
