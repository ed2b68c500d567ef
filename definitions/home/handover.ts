// Handover log (SPEC §2 /home/shift/handover): what the shift going off tells the shift coming on, when the
// organisation keeps handovers apart from shift plans (toggle "Handover inside the shift plan" off).
import {
  dateTime,
  longText,
  rows,
  staffMember,
  staffMembers,
  text,
  youngPerson,
} from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';

export default defineRecord({
  kind: 'handover',
  title: 'Handover',
  description: 'The handover between shifts: each {cyp}, the home, what is due.',
  subject: 'home',
  area: 'home_logs',
  workflow: 'none',
  dateField: 'at',
  list: { columns: ['at', 'fromShift', 'toShift', 'givenBy'] },
  schema: {
    type: 'object',
    title: 'Handover',
    additionalProperties: false,
    required: ['at', 'fromShift', 'givenBy', 'summary'],
    properties: {
      at: dateTime('When'),
      fromShift: text('From shift', { maxLength: 80 }),
      toShift: text('To shift', { maxLength: 80 }),
      givenBy: staffMember('Given by'),
      receivedBy: staffMembers('Received by'),
      summary: longText('Summary'),
      youngPeople: rows(
        '{cyp}',
        {
          youngPerson: youngPerson('{cyp}'),
          update: longText('Update'),
        },
        ['youngPerson', 'update'],
      ),
      medication: longText('Medication', { description: 'Doses due, PRN given, stock to order' }),
      home: longText('The home', { description: 'Repairs, visitors, checks outstanding' }),
      dueNext: longText('Due on the next shift'),
    },
  },
});
