// An overtime request (DOMAIN §18): a member of staff asks to be paid for, or given time off in lieu for, time worked
// beyond their shift — or a manager records it for them, approved as made — and a manager of the home approves or
// refuses it with a reason. Its workflow is the approval machine; who may ask, decide and withdraw, how far ahead it
// may be asked and who is told are the leave area's access and hooks (engine/leave/access.ts, overtime-hooks.ts).
// Approved paid overtime reaches gross pay and the working-time checker; approved time off in lieu the leave balance.
import { date, integer, longText } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';

export default defineRecord({
  kind: 'overtime-request',
  title: 'Overtime request',
  description: 'Time worked beyond a shift, paid or taken as time off in lieu, approved or refused by a manager.',
  subject: 'staff',
  area: 'leave',
  workflow: 'approval',
  events: 'overtime',
  dateField: 'workedOn',
  list: { columns: ['workedOn', 'minutes', 'compensation'] },
  schema: {
    type: 'object',
    title: 'Overtime request',
    additionalProperties: false,
    required: ['workedOn', 'minutes', 'compensation', 'reason'],
    properties: {
      workedOn: date('Day worked'),
      minutes: integer('Time worked (minutes)', { minimum: 15, maximum: 1440 }),
      compensation: {
        type: 'string',
        title: 'Paid or time off in lieu',
        oneOf: [
          { const: 'paid', title: 'Paid' },
          { const: 'toil', title: 'Time off in lieu' },
        ],
      },
      reason: longText('Why it was worked', { minLength: 1, maxLength: 1000 }),
    },
  },
});
