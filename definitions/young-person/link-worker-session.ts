// Link worker session: planned 1:1 time between the young person and their link worker, the member
// of the care team who carries the therapeutic plan into daily life and links with the clinician (DOMAIN §9).
import { date, dateTime, integer, longText, rows, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { sessionAttendance, sessionEngagement } from '../lists/young-person-plans.ts';

export default defineRecord({
  kind: 'link-worker-session',
  title: 'Link worker session',
  description:
    "A planned session between the {child} and their link worker, guided by the therapeutic plan and the clinician's consultation.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'plans',
  profileTab: 'plans',
  workflow: 'simple',
  dateField: 'sessionAt',
  list: { columns: ['sessionAt', 'linkWorker', 'attendance', 'engagement'] },
  schema: {
    type: 'object',
    title: 'Link worker session',
    additionalProperties: false,
    required: ['sessionAt', 'linkWorker', 'attendance', 'focus'],
    properties: {
      sessionAt: dateTime('Session date and time'),
      linkWorker: staffMember('Link worker'),
      durationMin: integer('Length (minutes)', { minimum: 0, maximum: 600 }),
      therapeuticPlan: { type: 'string', format: 'uuid', title: 'Therapeutic plan', 'x-ref': 'therapeutic-plan' },
      attendance: choiceOf(sessionAttendance, { title: 'Attendance' }),

      focus: longText('Focus of the session', { description: 'Which goal of the therapeutic plan it worked on' }),
      activity: text('Activity', { description: 'e.g. walk, cooking together, life story book, sand tray' }),
      engagement: choiceOf(sessionEngagement, { title: 'How the {child} engaged' }),
      ypWishesFeelings: longText("The {child}'s wishes and feelings", {
        description: 'In their own words where possible',
      }),
      reflections: longText("Link worker's reflections", {
        description: 'What went well, what was hard, what it tells us about the {child}',
      }),
      clinicalGuidance: longText('Guidance from the clinician', {
        description: 'From the latest consultation, if any',
      }),
      sharedWithClinician: yesNo('Shared with the clinician'),

      actions: rows(
        'Actions',
        {
          action: text('Action'),
          owner: staffMember('Who'),
          due: date('By when'),
        },
        ['action'],
      ),
      safeguardingConcern: yesNo('A safeguarding concern came up', {
        description: 'If yes, record a safeguarding concern and tell the designated safeguarding lead today',
      }),
      nextSessionAt: dateTime('Next session'),
    },
  },
  sections: [
    {
      key: 'session',
      title: 'Session',
      fields: ['sessionAt', 'linkWorker', 'durationMin', 'therapeuticPlan', 'attendance'],
    },
    {
      key: 'content',
      title: 'What happened',
      fields: [
        'focus',
        'activity',
        'engagement',
        'ypWishesFeelings',
        'reflections',
        'clinicalGuidance',
        'sharedWithClinician',
      ],
    },
    { key: 'follow-up', title: 'Follow-up', fields: ['actions', 'safeguardingConcern', 'nextSessionAt'] },
  ],
});
