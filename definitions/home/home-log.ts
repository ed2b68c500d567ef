// A general home log entry (SPEC §2 home log types general, log, complaint, feedback, other): what happened at
// the home that is not a young person's record — a neighbour's complaint, a delivery, a power cut.
import { dateTime, longText, staffMember, text } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { generalLogTypes } from '../lists/home.ts';

export default defineRecord({
  kind: 'home-log',
  title: 'Home log',
  description: 'Something that happened at the home.',
  subject: 'home',
  area: 'home_logs',
  metric: 'homeLogs',
  workflow: 'none',
  dateField: 'at',
  list: { columns: ['at', 'logType', 'title'] },
  schema: {
    type: 'object',
    title: 'Home log',
    additionalProperties: false,
    required: ['at', 'logType', 'title'],
    properties: {
      at: dateTime('When'),
      logType: choiceOf(generalLogTypes, { title: 'Type' }),
      title: text('Title', { maxLength: 200 }),
      details: longText('Details'),
      recordedBy: staffMember('Recorded by'),
      actionTaken: longText('Action taken'),
    },
  },
});
