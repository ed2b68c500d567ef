// A performance improvement plan (profile performance-improvement-plan): concerns, targets with the
// support given and how progress is measured, reviewed by a date; signed off by the manager. The capability and
// absence route: attendance concerns come here rather than to a disciplinary case (decision 0450).
import { date, longText, rows, staffMember, text } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { pick } from './hr-choices.ts';

export default defineRecord({
  kind: 'performance-improvement-plan',
  title: 'Performance improvement plan',
  description: 'Concerns, targets, support and the review.',
  subject: 'staff',
  area: 'hr',
  profileTab: 'performance-improvement-plan',
  workflow: 'simple',
  dateField: 'startDate',
  list: { columns: ['startDate', 'concernType', 'reviewDate', 'outcome'] },
  schema: {
    type: 'object',
    title: 'Performance improvement plan',
    additionalProperties: false,
    required: ['startDate', 'reviewDate', 'concerns', 'targets'],
    properties: {
      startDate: date('Start date'),
      reviewDate: date('Review date'),
      manager: staffMember('Manager'),
      concernType: pick('Concern about', [
        ['performance', 'Performance (capability)'],
        ['attendance', 'Attendance (absence)'],
      ]),
      concerns: longText('Concerns'),
      targets: rows(
        'Targets',
        {
          target: text('Target'),
          support: text('Support given'),
          measure: text('How progress is measured'),
          by: date('By'),
        },
        ['target', 'by'],
        { minItems: 1 },
      ),
      outcome: pick('Outcome', [
        ['met', 'Targets met'],
        ['extended', 'Plan extended'],
        ['not_met', 'Not met: formal procedure'],
      ]),
      notes: longText('Notes'),
    },
  },
});
