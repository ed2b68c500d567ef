// Key worker session: planned one-to-one time between a young person and their key worker that moves
// their plans on, with an action plan and the date the next session is due (DOMAIN §5).
import { date, integer, longText, rows, staffMember, text, time, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf, choicesOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { presentation } from '../lists/daily-life.ts';
import { actionPlanStatuses, keyWorkerTopics } from '../lists/young-person-logs.ts';
import { sessionAttendance, sessionEngagement } from '../lists/young-person-plans.ts';

export default defineRecord({
  kind: 'key-worker-session',
  title: 'Key worker session',
  description:
    "One-to-one time with the {child}'s key worker, usually weekly or fortnightly. Record the {child}'s wishes and feelings in their own words ({Children's Homes Regulations 2015 reg 7, the children's views, wishes and feelings standard|Supported Accommodation Regulations 2023 reg 7}).",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'keyworkerSessions',
  profileTab: 'keyworkerSessions',
  workflow: 'signoff',
  signoff: 'kws',
  metric: 'kws',
  dateField: 'date',
  list: { columns: ['date', 'keyWorker', 'topics', 'nextSessionAt'] },
  alerts: [{ field: 'nextSessionAt', alert: 'next_key_worker_session', leadDays: [2, 0] }],
  schema: {
    type: 'object',
    title: 'Key worker session',
    additionalProperties: false,
    required: ['date', 'keyWorker', 'topics', 'nextSessionAt'],
    // a session held records what was said; one the {child} declined or missed records why, not invented content
    allOf: [
      {
        if: {
          required: ['attendance'],
          properties: { attendance: { enum: ['declined', 'did_not_attend', 'cancelled_by_provider'] } },
        },
        then: { required: ['notHeldReason'] },
        else: { required: ['ypWishesFeelings', 'discussion'] },
      },
    ],
    properties: {
      date: date('Date of session'),
      startTime: time('Start time'),
      durationMin: integer('Length (minutes)', { minimum: 0, maximum: 600 }),
      keyWorker: staffMember('Key worker'),
      otherPresent: text('Anyone else present', { description: 'e.g. co-key worker, interpreter, advocate' }),
      location: text('Where', { description: 'e.g. lounge, walk to the park, café' }),
      planned: yesNo('Planned session', { description: 'No if the session was held because something came up' }),
      attendance: choiceOf(sessionAttendance, { title: 'Attendance' }),
      notHeldReason: text('Why the session did not happen', {
        description:
          'Only if the {child} declined or did not attend, or it was cancelled: what was offered and what happens next',
      }),
      engagement: choiceOf(sessionEngagement, { title: 'How the {child} engaged' }),
      presentation: choiceOf(presentation, { title: 'How the {child} presented' }),

      topics: choicesOf(keyWorkerTopics, { title: 'What the session covered' }),
      purpose: text('Purpose of the session', {
        description: 'e.g. follow-up from last session, work from the {planName}, after an incident',
      }),
      discussion: longText('What was discussed', {
        description: 'A factual account of the work done and what was agreed',
      }),
      ypWishesFeelings: longText("The {child}'s wishes and feelings", {
        description: 'In their own words where possible',
      }),
      worksheetsUsed: text('Resources or worksheets used'),
      progressSinceLast: longText('Progress since the last session', {
        description: 'How the actions from the last session went',
      }),
      ypAgrees: yesNo('The {child} agrees with this record'),
      ypComments: longText("The {child}'s comments on this record"),
      keyWorkerReflection: longText("Key worker's reflection", {
        description: 'What went well, what to try next time; anything to raise in supervision',
      }),

      actions: rows(
        'Action plan',
        {
          action: text('Action'),
          ypPart: text('What the {child} will do'),
          owner: staffMember('Staff member responsible'),
          due: date('Due by'),
          status: choiceOf(actionPlanStatuses, { title: 'Status' }),
          progress: text('Progress notes'),
          completedOn: date('Completed on'),
        },
        ['action', 'owner', 'due', 'status'],
      ),

      nextSessionAt: date('Next session due', {
        description: 'Staff are alerted when the next key worker session is due',
      }),
      nextSessionFocus: text('Focus of the next session'),
    },
  },
  sections: [
    {
      key: 'session',
      title: 'Session',
      fields: [
        'date',
        'startTime',
        'durationMin',
        'keyWorker',
        'otherPresent',
        'location',
        'planned',
        'attendance',
        'notHeldReason',
        'engagement',
        'presentation',
      ],
    },
    {
      key: 'discussion',
      title: 'Discussion',
      fields: [
        'topics',
        'purpose',
        'discussion',
        'ypWishesFeelings',
        'worksheetsUsed',
        'progressSinceLast',
        'ypAgrees',
        'ypComments',
        'keyWorkerReflection',
      ],
    },
    { key: 'action-plans', title: 'Action plan', fields: ['actions'] },
    { key: 'next-session', title: 'Next session', fields: ['nextSessionAt', 'nextSessionFocus'] },
  ],
  ui: {
    ypWishesFeelings: { 'ui:placeholder': 'e.g. "I want to see my brother more. I\'m worried about my exams."' },
  },
});
