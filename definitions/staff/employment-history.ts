// Employment history / experience (profile employment/experience): the full history with gaps
// explained, as safer recruitment requires (CH Sch 2 para 7; SA Sch 1): from leaving full-time education, jobs,
// education and training alike. Carried over from the application.
import { date, longText, rows, text, yesNo } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { historyRowTypes, pick } from './hr-choices.ts';

export default defineRecord({
  kind: 'employment-history',
  title: 'Employment history',
  description: 'Every past employer with dates and reasons for leaving; gaps explained.',
  subject: 'staff',
  area: 'hr',
  profileTab: 'employment/experience',
  workflow: 'none',
  dateField: 'recordedOn',
  list: { columns: ['recordedOn'] },
  schema: {
    type: 'object',
    title: 'Employment history',
    additionalProperties: false,
    required: ['recordedOn', 'employers'],
    properties: {
      recordedOn: date('Recorded on'),
      educationEndedOn: date('Left full-time education on'),
      employers: rows(
        'Employment, education and training',
        {
          employer: text('Employer, school, college or course'),
          type: pick('Type', historyRowTypes),
          role: text('Role'),
          from: date('From'),
          to: date('To', { description: 'Leave empty only while still there' }),
          current: yesNo('Still there'),
          reasonForLeaving: text('Reason for leaving'),
          workedWithChildren: yesNo('Worked with children or vulnerable adults'),
        },
        ['employer', 'from'],
      ),
      gaps: rows(
        'Gaps explained',
        {
          from: date('From'),
          to: date('To'),
          explanation: text('Explanation'),
        },
        ['from', 'to', 'explanation'],
      ),
      notes: longText('Notes'),
    },
  },
});
