// Daily summary: the shift lead's overview of a young person's day, drawn from the shift's daily logs,
// with actions for the next shift and the manager's comment (DOMAIN §1).
import { date, longText, rows, staffMember, text } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { educationAttendance, presentation } from '../lists/daily-life.ts';
import { ragRatings } from '../lists/plans-risk.ts';
import { actionPlanStatuses } from '../lists/young-person-logs.ts';

export default defineRecord({
  kind: 'daily-summary',
  title: 'Daily summary',
  description:
    "One summary per {child} per day, written by the shift lead from the day's logs and signed off by the manager. Part of the {child}'s case record ({Children's Homes Regulations 2015 reg 36, signed and dated by its author|Supported Accommodation Regulations 2023 reg 24}).",
  subject: 'young-person',
  area: 'cyp_daily_log',
  profileTab: 'dailyLog',
  workflow: 'signoff',
  signoff: 'dailySummary',
  dateField: 'date',
  list: { columns: ['date', 'dayRag', 'presentation', 'shiftLead'] },
  managerOnlyFields: ['managerComment'],
  schema: {
    type: 'object',
    title: 'Daily summary',
    additionalProperties: false,
    required: ['date', 'shiftLead', 'dayRag', 'keyEvents'],
    properties: {
      date: date('Date'),
      shiftLead: staffMember('Shift lead', { description: 'Who wrote this summary' }),
      dayRag: choiceOf(ragRatings, {
        title: 'How the day went',
        description:
          'Green: a settled day. Amber: some worries or low-level incidents. Red: a serious incident, missing episode or safeguarding concern. For staff oversight only: never shown to the {child} as a rating of their day.',
      }),
      presentation: choiceOf(presentation, { title: 'How the {child} presented overall' }),
      keyEvents: longText('Key events of the day', {
        description:
          'A factual overview: what happened, in order. Link the incidents, safeguarding and other records below.',
      }),
      education: choiceOf(educationAttendance, { title: 'Education today' }),
      healthWellbeing: longText('Health and wellbeing', {
        description: 'Sleep, eating, mood, illness, appointments. Medication is recorded on the MAR.',
      }),
      familyContact: longText('Family and friends contact'),
      activities: longText('Activities and achievements'),
      concerns: longText('Concerns and risks', {
        description:
          'Anything that needs watching; anything that is a safeguarding concern must also be recorded as one',
      }),
      ypVoice: longText("The {child}'s voice", {
        description: 'What the {child} said about their day, in their own words',
      }),
      actions: rows(
        'Actions for the next shift',
        {
          action: text('Action'),
          owner: staffMember('Who'),
          due: date('By when'),
          status: choiceOf(actionPlanStatuses, { title: 'Status' }),
        },
        ['action'],
      ),
      linked: rows(
        'Linked records',
        {
          kind: text('Record type', { description: 'e.g. daily log, incident, safeguarding' }),
          recordId: { type: 'string', format: 'uuid', title: 'Record', 'x-ref': 'record' },
        },
        ['kind', 'recordId'],
      ),
      managerComment: longText('Manager comment', {
        description: 'Management oversight: what the manager has checked and any direction given',
      }),
    },
  },
  sections: [
    { key: 'day', title: 'The day', fields: ['date', 'shiftLead', 'dayRag', 'presentation'] },
    {
      key: 'summary',
      title: 'Summary',
      fields: ['keyEvents', 'education', 'healthWellbeing', 'familyContact', 'activities', 'concerns', 'ypVoice'],
    },
    { key: 'actions', title: 'Actions and linked records', fields: ['actions', 'linked'] },
    { key: 'manager-comment', title: 'Manager comment', fields: ['managerComment'] },
  ],
});
