// A notice to Ofsted about who runs the home (CH regs 48 and 49; SA regs 33 and 34): the registered manager's
// absence of 28 days or more and their return, a change of manager, a change to the provider's details. One record
// per absence or change; each step is a task for the home's managers until its "sent to Ofsted" date is filled
// (engine/home/manager-notices.ts). Both home types: the SA timings are taken as CH reg 48's, unverified.
import { date, longText, staffMember, text } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { managerNoticeTypes } from '../lists/home.ts';

export default defineRecord({
  kind: 'manager-notice',
  title: 'Manager notice',
  description:
    "A notice to Ofsted of the {registered manager|registered service manager}'s absence of 28 days or more and " +
    "their return, a change of manager, or a change to the provider's details.",
  subject: 'home',
  area: 'home',
  workflow: 'none',
  dateField: 'noticeDate',
  list: { columns: ['noticeDate', 'noticeType', 'manager', 'absenceStartsOn', 'returnedOn', 'sentToOfstedOn'] },
  schema: {
    type: 'object',
    title: 'Manager notice',
    additionalProperties: false,
    required: ['noticeType', 'noticeDate'],
    properties: {
      noticeType: choiceOf(managerNoticeTypes, { title: 'Notice' }),
      noticeDate: date('Recorded on'),
      manager: staffMember('{Registered manager|Registered service manager}'),
      absenceStartsOn: date('Absence starts (or started) on'),
      expectedReturnOn: date('Expected back on'),
      reason: longText('Reason for the absence'),
      arrangements: longText('Arrangements for running the home meanwhile'),
      personInCharge: longText('Who will be in charge', {
        description: 'Their name, address and qualifications',
      }),
      appointmentPlan: longText('Plan to appoint someone to manage the home', {
        description: 'Including the date by which the appointment is to be made',
      }),
      returnedOn: date('Returned on'),
      changeOn: date('Change takes effect on', { description: 'A change of manager or of the provider’s details' }),
      changeDetails: longText('What is changing'),
      sentToOfstedOn: date('Notice sent to Ofsted on'),
      returnSentToOfstedOn: date('Return notified to Ofsted on'),
      ofstedReference: text('Ofsted reference', { maxLength: 60 }),
    },
  },
  sections: [
    {
      key: 'notice',
      title: 'Notice',
      fields: ['noticeType', 'noticeDate', 'manager', 'sentToOfstedOn', 'ofstedReference'],
    },
    {
      key: 'absence',
      title: 'Absence',
      fields: [
        'absenceStartsOn',
        'expectedReturnOn',
        'reason',
        'arrangements',
        'personInCharge',
        'appointmentPlan',
        'returnedOn',
        'returnSentToOfstedOn',
      ],
    },
    { key: 'change', title: 'Change', fields: ['changeOn', 'changeDetails'] },
  ],
});
