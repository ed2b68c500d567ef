// Important date: a date that matters to the young person — family birthdays, anniversaries, court
// dates — with a reminder so staff can plan support.
import { date, integer, longText, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { importantDateTypes } from '../lists/young-person-profile.ts';

export default defineRecord({
  kind: 'important-date',
  title: 'Important date',
  description:
    'A date that matters to the {child}: a family birthday to send a card for, an anniversary that may be hard, a court date. Staff are reminded ahead so they can plan.',
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'personal',
  profileTab: 'personal',
  workflow: 'none',
  dateField: 'date',
  list: { columns: ['date', 'title', 'type', 'repeatsYearly'] },
  schema: {
    type: 'object',
    title: 'Important date',
    additionalProperties: false,
    required: ['date', 'title', 'type'],
    properties: {
      date: date('Date'),
      title: text('What the date is', { description: 'e.g. "Kai\'s birthday", "Family court hearing"' }),
      type: choiceOf(importantDateTypes, { title: 'Type' }),
      person: text('Who it is about', { description: 'e.g. "Kai (brother)"' }),
      repeatsYearly: yesNo('Repeats every year'),
      reminderLeadDays: integer('Remind staff this many days before', {
        minimum: 0,
        maximum: 365,
        description: '0 = on the day',
      }),
      mayBeDifficult: yesNo('May be a difficult day for the {child}'),
      support: longText('Plan for the day', {
        description:
          'e.g. card and present to buy, visit to the grave, extra staff check-ins, who goes to court with them',
      }),
      notes: longText('Notes'),
    },
  },
  sections: [
    { key: 'date', title: 'Date', fields: ['date', 'title', 'type', 'person', 'repeatsYearly', 'reminderLeadDays'] },
    { key: 'support', title: 'Planning', fields: ['mayBeDifficult', 'support', 'notes'] },
  ],
});
