// Weekly timetable: the young person's usual week, one text per weekday (SPEC §3 weekly timetable
// template: keyed by weekday, each value a string — empty until filled in).
import { date, longText, text } from '../../engine/definitions/fields.ts';
import type { JSONSchema7 } from '../../engine/definitions/json-schema.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { weeklyTimetableDays } from '../lists/daily-life.ts';

const days: Record<string, JSONSchema7> = Object.fromEntries(
  weeklyTimetableDays.items.map((d) => [
    d.value,
    longText(d.label, {
      maxLength: 2000,
      default: '',
      description: 'School or college hours, activities, contact, appointments',
    }),
  ]),
);

export default defineRecord({
  kind: 'weekly-timetable',
  title: 'Weekly timetable',
  description:
    "The {child}'s usual week: education, activities, family time and routines, so every shift knows what should be happening today.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'education',
  profileTab: 'education',
  workflow: 'none',
  dateField: 'effectiveFrom',
  list: { columns: ['effectiveFrom', 'label'] },
  schema: {
    type: 'object',
    title: 'Weekly timetable',
    additionalProperties: false,
    required: ['effectiveFrom'],
    properties: {
      effectiveFrom: date('From'),
      label: text('Name', { description: 'e.g. "Summer term 2025", "School holidays"' }),
      ...days,
      notes: longText('Notes', { maxLength: 2000 }),
    },
  },
  sections: [
    { key: 'details', title: 'Timetable', fields: ['effectiveFrom', 'label', 'notes'] },
    { key: 'week', title: 'The week', fields: weeklyTimetableDays.items.map((d) => d.value) },
  ],
});
