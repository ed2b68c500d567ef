// The week's menu (CH reg 6 / quality standards: food that meets each child's needs and wishes). The young
// people's dietary needs and allergies are not typed here: the meal plan screen shows them beside the menu from
// each one's health profile, so there is one place they are kept.
import { date, longText, rows, text } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { mealDays } from '../lists/premises.ts';

export default defineRecord({
  kind: 'meal-plan',
  title: 'Meal plan',
  description: "The week's menu: breakfast, lunch, dinner and snacks each day.",
  subject: 'home',
  area: 'home_logs',
  workflow: 'none',
  dateField: 'weekStarting',
  list: { columns: ['weekStarting'] },
  schema: {
    type: 'object',
    title: 'Meal plan',
    additionalProperties: false,
    required: ['weekStarting', 'days'],
    properties: {
      weekStarting: date('Week starting (Monday)'),
      days: rows(
        'Menu',
        {
          day: choiceOf(mealDays, { title: 'Day' }),
          breakfast: text('Breakfast'),
          lunch: text('Lunch'),
          dinner: text('Dinner'),
          snacks: text('Snacks'),
        },
        ['day'],
        { maxItems: 7 },
      ),
      notes: longText('Notes (shopping, themes, who chose)', { maxLength: 4000 }),
    },
  },
});
