// Meal intake: what the young person ate and drank in a day, where the organisation records it
// (organisation toggle "meal intake", SPEC §9) — e.g. for a young person with an eating difficulty.
import { date, integer, longText, rows, staffMember, text, time, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { mealEaten, mealTypes } from '../lists/daily-life.ts';

export default defineRecord({
  kind: 'meal-intake',
  title: 'Meal intake',
  description:
    'What the {child} was offered, ate and drank today. Used where the organisation records meal intake, or where a health plan asks for food and fluid monitoring.',
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'health',
  profileTab: 'health',
  workflow: 'simple',
  dateField: 'date',
  list: { columns: ['date', 'concernsRaised', 'recordedBy'] },
  schema: {
    type: 'object',
    title: 'Meal intake',
    additionalProperties: false,
    required: ['date', 'meals'],
    properties: {
      date: date('Date'),
      meals: rows(
        'Meals',
        {
          meal: choiceOf(mealTypes, { title: 'Meal' }),
          time: time('Time'),
          offered: text('What was offered'),
          eaten: choiceOf(mealEaten, { title: 'How much was eaten' }),
          notes: text('Notes', { description: 'e.g. ate with others, chose something else, ate in their room' }),
        },
        ['meal', 'eaten'],
      ),
      fluids: rows(
        'Drinks',
        {
          time: time('Time'),
          drink: text('Drink'),
          amountMl: integer('Amount (ml)', { minimum: 0 }),
        },
        ['drink'],
      ),
      ypView: text("The {child}'s view", { description: 'What they said about their food today' }),
      concernsRaised: yesNo('Concerns about eating or drinking today'),
      concerns: longText('Concerns', {
        description: 'e.g. skipped meals, hiding food, vomiting after meals; who was told (GP, CAMHS, manager)',
      }),
      recordedBy: staffMember('Recorded by'),
    },
  },
  sections: [
    { key: 'meals', title: 'Meals', fields: ['date', 'meals'] },
    { key: 'fluids', title: 'Drinks', fields: ['fluids'] },
    { key: 'concerns', title: 'Views and concerns', fields: ['ypView', 'concernsRaised', 'concerns', 'recordedBy'] },
  ],
});
