// Appointments: health (GP, dentist, optician, CAMHS, hospital, health assessments) and the SPEC's
// appointment categories (solicitors, education, universal credit). One kind; each type's list group
// (health, education, other) says which profile tab lists it (SPEC §2 health/appointments,
// education/appointments, logs/appointments).
import { attachments, dateTime, longText, staffMembers, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { appointmentOutcomes, appointmentTypes } from '../lists/young-person-logs.ts';

export default defineRecord({
  kind: 'appointment',
  title: 'Appointment',
  description:
    "Book it, then record how it went. The home makes sure the {child} is registered with a GP and dentist and gets the health care they need ({Children's Homes Regulations 2015 reg 10, the health and well-being standard|Supported Accommodation Regulations 2023 reg 7}). Medication changes are made on the {child}'s medication record and MAR.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'health',
  profileTab: 'health',
  workflow: 'none',
  dateField: 'at',
  list: { columns: ['at', 'type', 'withWhom', 'outcome'] },
  schema: {
    type: 'object',
    title: 'Appointment',
    additionalProperties: false,
    required: ['type', 'at', 'purpose', 'outcome'],
    properties: {
      type: choiceOf(appointmentTypes, { title: 'Type of appointment' }),
      typeOther: text('Type, if other'),
      at: dateTime('Date and time'),
      withWhom: text('With', { description: 'Practitioner or service, e.g. Dr Khan, Oakwood Surgery' }),
      location: text('Where', { description: 'Address, or "phone" / "video call"' }),
      purpose: text('Reason for the appointment'),
      accompaniedBy: staffMembers('Staff going with the {child}'),
      ypGoingAlone: yesNo('The {child} is going on their own'),
      transport: text('Transport', { description: 'e.g. staff car, bus with the {child}' }),
      consentNeeded: text('Consent or documents needed', {
        description: 'e.g. consent from the {authority} or parent, ID, letter, bank statement',
      }),

      outcome: choiceOf(appointmentOutcomes, { title: 'Outcome', default: 'booked' }),
      notAttendedReason: text('Reason, if missed or cancelled'),
      notes: longText('What happened', {
        description: 'Advice given, results, decisions; health details only as far as the {child} agrees to share',
      }),
      medicationChanged: yesNo('Medication started, changed or stopped', {
        description: 'If yes, update the medication record and MAR',
      }),
      followUp: longText('Follow-up needed', {
        description: 'e.g. prescription to collect, referral made, forms to send',
      }),
      nextAppointmentAt: dateTime('Next appointment'),
      ypView: longText("The {child}'s view"),
      attachments: attachments('Letters and documents'),
    },
  },
  sections: [
    {
      key: 'appointment',
      title: 'Appointment',
      fields: [
        'type',
        'typeOther',
        'at',
        'withWhom',
        'location',
        'purpose',
        'accompaniedBy',
        'ypGoingAlone',
        'transport',
        'consentNeeded',
      ],
    },
    {
      key: 'outcome',
      title: 'Outcome',
      fields: [
        'outcome',
        'notAttendedReason',
        'notes',
        'medicationChanged',
        'followUp',
        'nextAppointmentAt',
        'ypView',
        'attachments',
      ],
    },
  ],
});
