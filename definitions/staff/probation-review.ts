// A probation review (profile employment/probation; CH reg 33). Reviews are due monthly until probation
// ends (declared in obligations.ts); the final one says whether probation is passed.
import { date, longText, staffMember } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { pick } from './hr-choices.ts';

export default defineRecord({
  kind: 'probation-review',
  title: 'Probation review',
  description: 'Progress in probation, support agreed, and the outcome.',
  subject: 'staff',
  area: 'hr',
  profileTab: 'employment/probation',
  workflow: 'simple',
  dateField: 'reviewDate',
  list: { columns: ['reviewDate', 'stage', 'outcome', 'nextReviewDate'] },
  schema: {
    type: 'object',
    title: 'Probation review',
    additionalProperties: false,
    required: ['reviewDate', 'reviewer', 'stage', 'outcome'],
    properties: {
      reviewDate: date('Review date'),
      reviewer: staffMember('Reviewer'),
      stage: pick('Stage', [
        ['one_month', 'One month'],
        ['three_months', 'Three months'],
        ['final', 'Final review'],
      ]),
      progress: longText('Progress'),
      inductionComplete: pick('Induction', [
        ['complete', 'Complete'],
        ['in_progress', 'In progress'],
      ]),
      supportAgreed: longText('Support agreed'),
      outcome: pick('Outcome', [
        ['continue', 'Continue probation'],
        ['extend', 'Extend probation'],
        ['passed', 'Probation passed'],
        ['not_passed', 'Probation not passed'],
      ]),
      nextReviewDate: date('Next review'),
    },
  },
});
