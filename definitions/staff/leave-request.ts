// A leave request (DOMAIN §18, SPEC §3 leave types): a member of staff asks for days off — or a manager
// books them for someone, decided as made — and a manager of the home approves or refuses it with a reason.
// Its workflow is the approval machine; who may ask, decide and cancel, the days it takes and the clash with
// other leave are the leave area's access and hooks (engine/leave/access.ts, engine/leave/hooks.ts).
import { date, integer, longText, number } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { leaveTypes } from '../lists/index.ts';

export default defineRecord({
  kind: 'leave-request',
  title: 'Leave request',
  description: 'Days off asked for (annual, sick, parental…), approved or refused by a manager of the home.',
  subject: 'staff',
  area: 'leave',
  workflow: 'approval',
  events: 'leave',
  dateField: 'startsOn',
  list: { columns: ['leaveType', 'startsOn', 'endsOn', 'days'] },
  schema: {
    type: 'object',
    title: 'Leave request',
    additionalProperties: false,
    required: ['leaveType', 'startsOn', 'endsOn'],
    properties: {
      leaveType: choiceOf(leaveTypes, { title: 'Type of leave' }),
      startsOn: date('First day'),
      endsOn: date('Last day'),
      partDay: {
        title: 'Half day',
        description: "A morning or afternoon of one day's leave",
        oneOf: [
          { const: 'am', title: 'Morning' },
          { const: 'pm', title: 'Afternoon' },
          { type: 'null', title: 'No' },
        ],
      },
      minutes: integer('Hours instead (minutes)', {
        type: ['integer', 'null'],
        minimum: 15,
        maximum: 1440,
        description: "Part of one day's leave, in minutes",
      }),
      days: number('Days it takes', {
        readOnly: true,
        minimum: 0,
        description: 'Counted from the shifts the person is rostered on, or their working week: never typed',
      }),
      hours: number('Hours it takes', {
        type: ['number', 'null'],
        readOnly: true,
        minimum: 0,
        description: "The rostered shifts' hours, or the contracted hours of the days (engine/leave/entitlement.ts)",
      }),
      note: longText('Note', { type: ['string', 'null'], maxLength: 2000 }),
    },
  },
});
