// Therapeutic session: one session of the therapeutic work in the young person's therapeutic plan,
// recorded by the therapist or the staff member who supported it (DOMAIN §9).
import { dateTime, integer, longText, staffMembers, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { sessionAttendance, sessionEngagement, therapeuticSessionTypes } from '../lists/young-person-plans.ts';

export default defineRecord({
  kind: 'therapeutic-session',
  title: 'Therapeutic session',
  description:
    "A record of one therapeutic session: what it focused on, how the {child} engaged, and what the care team should know. Keep to what staff need; the clinician's own notes stay with the clinician.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'plans',
  profileTab: 'plans',
  workflow: 'simple',
  dateField: 'sessionAt',
  list: { columns: ['sessionAt', 'sessionType', 'attendance', 'engagement'] },
  schema: {
    type: 'object',
    title: 'Therapeutic session',
    additionalProperties: false,
    required: ['sessionAt', 'sessionType', 'therapist', 'attendance'],
    properties: {
      sessionAt: dateTime('Session date and time'),
      durationMin: integer('Length (minutes)', { minimum: 0, maximum: 600 }),
      sessionType: choiceOf(therapeuticSessionTypes, { title: 'Type of session' }),
      therapist: text('Therapist', { description: 'Name and role' }),
      staffPresent: staffMembers('Staff present'),
      location: text('Where'),
      therapeuticPlan: { type: 'string', format: 'uuid', title: 'Therapeutic plan', 'x-ref': 'therapeutic-plan' },
      attendance: choiceOf(sessionAttendance, { title: 'Attendance' }),
      attendanceNotes: text('Reason, if not attended'),

      engagement: choiceOf(sessionEngagement, { title: 'How the {child} engaged' }),
      presentationBefore: text('How the {child} seemed before'),
      themes: longText('Themes and focus', {
        description: 'What the session worked on; link it to the goals of the therapeutic plan',
      }),
      ypVoice: longText("The {child}'s voice", {
        description: 'Anything the {child} wants the team to know, in their words',
      }),
      presentationAfter: text('How the {child} seemed after'),

      guidanceForStaff: longText('Guidance for the care team', {
        description: 'How staff can support the {child} after this session and until the next one',
      }),
      safeguardingConcern: yesNo('A safeguarding concern came up', {
        description: 'If yes, record a safeguarding concern and tell the designated safeguarding lead today',
      }),
      safeguardingDetail: text('Safeguarding: what was done'),
      nextSessionAt: dateTime('Next session'),
    },
  },
  sections: [
    {
      key: 'session',
      title: 'Session',
      fields: [
        'sessionAt',
        'durationMin',
        'sessionType',
        'therapist',
        'staffPresent',
        'location',
        'therapeuticPlan',
        'attendance',
        'attendanceNotes',
      ],
    },
    {
      key: 'content',
      title: 'What happened',
      fields: ['engagement', 'presentationBefore', 'themes', 'ypVoice', 'presentationAfter'],
    },
    {
      key: 'follow-up',
      title: 'Follow-up',
      fields: ['guidanceForStaff', 'safeguardingConcern', 'safeguardingDetail', 'nextSessionAt'],
    },
  ],
});
