// A meeting held in a disciplinary case (investigation meeting, suspension review, hearing, appeal), its own
// record linked to the case so minutes are kept as they happen. Same visibility as the case.
import { attachments, date, longText, staffMember, text, time, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { companionTypes, disciplinaryMeetingTypes } from '../lists/hr-performance.ts';

export default defineRecord({
  kind: 'disciplinary-meeting',
  title: 'Disciplinary meeting',
  description: "Minutes of a meeting in a disciplinary case. Only HR, the home's manager and directors see it.",
  subject: 'staff',
  area: 'hr_manager',
  profileTab: 'performance/disciplinary-meetings',
  workflow: 'none',
  dateField: 'date',
  list: { columns: ['date', 'meetingType', 'chair'] },
  schema: {
    type: 'object',
    title: 'Disciplinary meeting',
    additionalProperties: false,
    required: ['disciplinaryAction', 'meetingType', 'date', 'summary'],
    properties: {
      disciplinaryAction: {
        type: 'string',
        format: 'uuid',
        title: 'Disciplinary case',
        'x-ref': 'disciplinary-action',
      },
      meetingType: choiceOf(disciplinaryMeetingTypes, { title: 'Meeting' }),
      date: date('Date'),
      startTime: time('Start time'),
      invitationSentOn: date('Written invitation sent on'),
      rightToBeAccompaniedGiven: yesNo('Told of the right to be accompanied'),
      chair: staffMember('Chaired by'),
      noteTaker: staffMember('Notes taken by'),
      companionType: choiceOf(companionTypes, { title: 'Accompanied by' }),
      companion: text("Companion's name"),
      summary: longText('Minutes'),
      outcome: longText('Outcome and next steps'),
      documents: attachments('Documents'),
    },
  },
});
