// Maintenance log (DOMAIN §15): an issue with the premises, reported, prioritised, given to a contractor and
// fixed. Cost is typed pounds held as text (read with parsePounds), never a floating-point number.
import { dateTime, group, longText, staffMember, text } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { pounds } from '../accounts/money-field.ts';
import { priorities } from '../lists/tasks-alerts.ts';

export default defineRecord({
  kind: 'maintenance',
  title: 'Maintenance',
  description: 'A repair or fault at the home, from reporting to fixing.',
  subject: 'home',
  area: 'facility',
  workflow: 'none',
  dateField: 'reportedAt',
  list: { columns: ['reportedAt', 'issue', 'priority', 'contractor.name', 'fixedAt'] },
  schema: {
    type: 'object',
    title: 'Maintenance',
    additionalProperties: false,
    required: ['issue', 'reportedAt'],
    properties: {
      issue: text('Issue'),
      location: text('Where'),
      details: longText('Details'),
      reportedAt: dateTime('Reported at'),
      reportedBy: staffMember('Reported by'),
      priority: choiceOf(priorities, { title: 'Priority' }),
      contractor: group('Contractor', {
        name: text('Contractor'),
        phone: text('Phone'),
        booked: dateTime('Booked for'),
      }),
      cost: pounds('Cost'),
      fixedAt: dateTime('Fixed at'),
      fixNotes: longText('What was done'),
    },
  },
  sections: [
    { key: 'issue', title: 'Issue', fields: ['issue', 'location', 'details', 'reportedAt', 'reportedBy', 'priority'] },
    { key: 'fix', title: 'Fix', fields: ['contractor', 'cost', 'fixedAt', 'fixNotes'] },
  ],
});
