// Compensatory rest (Working Time Regulations 1998 regs 21 and 24): when a manager saves a rota despite a rest or night
// warning under the residential-care special case, the worker must have an equivalent period of rest. The rota makes
// this record with the override; a duty asks on the day whether the rest was taken (decision 0612).
import { date, longText, number } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { pick } from './hr-choices.ts';

export default defineRecord({
  kind: 'compensatory-rest',
  title: 'Compensatory rest',
  description:
    'The equivalent rest owed to a member of staff after the rota was saved despite a daily rest, weekly rest, break or night warning (Working Time Regulations 1998 regs 21 and 24). Made by the rota with the override; the manager records whether it was taken.',
  subject: 'staff',
  area: 'staff',
  profileTab: 'details/clock-in-out',
  workflow: 'none',
  dateField: 'restOn',
  list: { columns: ['restOn', 'hours', 'taken'] },
  schema: {
    type: 'object',
    title: 'Compensatory rest',
    additionalProperties: false,
    required: ['restOn', 'hours', 'warnings', 'reason'],
    properties: {
      restOn: date('Rest to be taken on'),
      hours: number('Hours of rest', { minimum: 0.5, maximum: 72 }),
      warnings: longText('What the rota warned'),
      reason: longText('Why the rota was saved despite it'),
      taken: pick('Was the rest taken?', [
        ['yes', 'Yes'],
        ['no', 'No'],
      ]),
      takenNote: longText('Notes', { description: 'When it was taken, or why not and when it will be' }),
    },
  },
});
