// Step in/out (staff profile details/step-in-out, SPEC §2): a member of staff leaving the home during a
// shift and coming back — when they went, when they returned and why. Like clock in/out it exists only
// when the organisation turns on daily in/out (feature enableHrDailyInOut, engine/staff/features.ts).
import { date, longText, text, time } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';

export default defineRecord({
  kind: 'step-in-out',
  title: 'Step in/out',
  description: 'A member of staff stepping out of the home during a shift and back in.',
  subject: 'staff',
  area: 'hr',
  profileTab: 'details/step-in-out',
  workflow: 'none',
  dateField: 'date',
  list: { columns: ['date', 'timeOut', 'timeIn', 'reason'] },
  schema: {
    type: 'object',
    title: 'Step in/out',
    additionalProperties: false,
    required: ['date', 'timeOut', 'reason'],
    properties: {
      date: date('Date'),
      timeOut: time('Time out'),
      timeIn: time('Time in', { description: 'Leave empty until they are back.' }),
      reason: text('Reason', { maxLength: 500 }),
      notes: longText('Notes'),
    },
  },
});
