// A course a member of staff attended: one record per person per course date, with the certificate.
// The training matrix (/trainings) reads these against the course catalogue; the expiry date feeds the
// training expiry alerts (off when the organisation's disableTrainingAlerts flag is on).
import { attachments, date, longText, number, text } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { trainingDelivery } from '../lists/hr-performance.ts';

export default defineRecord({
  kind: 'training-record',
  title: 'Training record',
  description:
    'A course attended, with its certificate. Mandatory courses are renewed on the period the course catalogue sets (DOMAIN §14).',
  subject: 'staff',
  area: 'staff',
  profileTab: 'training/log',
  workflow: 'none',
  dateField: 'completedOn',
  list: { columns: ['course', 'completedOn', 'expiresOn', 'provider'] },
  alerts: [{ field: 'expiresOn', alert: 'training_expiry', leadDays: [60, 30, 7, 0] }],
  schema: {
    type: 'object',
    title: 'Training record',
    additionalProperties: false,
    required: ['course', 'completedOn'],
    properties: {
      course: text('Course', { description: 'As named in the course catalogue, e.g. Safeguarding children' }),
      courseId: { type: 'string', format: 'uuid', title: 'Catalogue course' },
      completedOn: date('Date attended'),
      provider: text('Provider', {
        description: 'e.g. Team Teach, St John Ambulance, the local safeguarding partnership',
      }),
      delivery: choiceOf(trainingDelivery, { title: 'How it was delivered' }),
      hours: number('Hours', { minimum: 0, maximum: 500 }),
      expiresOn: date('Expires on', {
        description: "Date attended plus the course's renewal period; leave empty if it does not expire",
      }),
      certificate: attachments('Certificate'),
      notes: longText('Notes'),
    },
  },
  ui: { courseId: { 'ui:widget': 'hidden' } },
});
