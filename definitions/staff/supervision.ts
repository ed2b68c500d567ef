// Practice supervision (CH reg 33(4)(b)) as often as the home's policy says (decision 0622), written by the
// supervisor and signed by both the supervisor's manager step and the member of staff supervised (signedBySubject).
import {
  attachments,
  date,
  integer,
  longText,
  rows,
  staffMember,
  text,
  youngPerson,
} from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { actionStatuses, supervisionTypes } from '../lists/hr-performance.ts';

export default defineRecord({
  kind: 'supervision',
  title: 'Supervision',
  description:
    "Supervision of practice, as often as the home's policy says (more often in probation): workload, well-being, work with each {child}, safeguarding, training needs and agreed actions. Both people sign it.",
  subject: 'staff',
  area: 'hr',
  profileTab: 'performance/supervisions',
  workflow: 'signoff',
  signoff: 'supervisions',
  signedBySubject: true,
  metric: 'supervision',
  dateField: 'date',
  list: { columns: ['date', 'supervisor', 'type', 'nextDate'] },
  schema: {
    type: 'object',
    title: 'Supervision',
    additionalProperties: false,
    required: ['date', 'supervisor', 'wellbeing', 'nextDate'],
    properties: {
      date: date('Date of supervision'),
      supervisor: staffMember('Supervisor'),
      type: choiceOf(supervisionTypes, { title: 'Type of supervision' }),
      durationMin: integer('Length (minutes)', { minimum: 0, maximum: 600 }),
      location: text('Where'),

      recommendations: longText('Recommendations', { description: 'What the supervisor recommends from this session' }),
      nextDate: date('Next supervision due', { description: 'Within 6 weeks' }),

      previousActions: longText('Actions from the last supervision', {
        description: 'What was agreed last time and how it went',
      }),

      workload: longText('Workload', { description: 'Shifts, hours, paperwork, anything that is too much' }),
      wellbeing: longText('Well-being', {
        description: 'How the member of staff is; stress, support needed, anything outside work affecting work',
      }),
      perYpDiscussion: rows(
        'Practice with each {child}',
        {
          youngPerson: youngPerson('{Child}'),
          discussion: longText('Discussion', { description: 'Progress, relationships, plans, what is working' }),
        },
        ['youngPerson', 'discussion'],
      ),
      reflection: longText('Reflection on practice', {
        description: 'A situation handled this period: what went well, what to do differently',
      }),
      safeguarding: longText('Safeguarding', {
        description: 'Any concerns, allegations, restraint or missing episodes to reflect on',
      }),
      trainingNeeds: longText('Training needs'),

      actions: rows(
        'Development plan',
        {
          action: text('Action'),
          owner: staffMember('Who'),
          due: date('By when'),
          status: choiceOf(actionStatuses, { title: 'Status' }),
        },
        ['action', 'due'],
      ),

      supportingDocuments: attachments('Supporting documents'),

      superviseeComments: longText("Supervisee's comments"),
      supervisorComments: longText("Supervisor's comments"),
    },
  },
  sections: [
    { key: 'general', title: 'General', fields: ['date', 'supervisor', 'type', 'durationMin', 'location'] },
    { key: 'recommendations', title: 'Recommendations', fields: ['recommendations', 'nextDate'] },
    { key: 'previous', title: 'Previous', fields: ['previousActions'] },
    {
      key: 'record',
      title: 'Record',
      fields: ['workload', 'wellbeing', 'perYpDiscussion', 'reflection', 'safeguarding', 'trainingNeeds'],
    },
    { key: 'development-plan', title: 'Development plan', fields: ['actions'] },
    { key: 'supporting-documents', title: 'Supporting documents', fields: ['supportingDocuments'] },
    { key: 'signoffs', title: 'Sign-offs', fields: ['superviseeComments', 'supervisorComments'] },
  ],
});
