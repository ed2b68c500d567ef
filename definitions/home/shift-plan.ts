// Shift plan (SPEC §2 /calendar/shifts/add and /calendar/shift; DOMAIN §18): one shift's plan and record — who is on,
// the handover received, the medication round, tasks, the home's checks, the reflection at the end, and sign-off.
// The shift itself (times, staff, clock times) is the rota's (engine/rota); the plan names its date and pattern.
// The handover step is used when the organisation's "Handover inside the shift plan" toggle is on; otherwise the
// home's handover log (/home/shift/handover, the `handover` kind) holds handovers and this step stays empty.
import {
  date,
  longText,
  rows,
  staffMember,
  staffMembers,
  text,
  time,
  yesNo,
  youngPerson,
} from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { checkResults, homeCheckTypes } from '../lists/home.ts';

export default defineRecord({
  kind: 'shift-plan',
  title: 'Shift plan',
  description: 'The plan and record of one shift: handover, medication round, tasks, checks, reflection and sign-off.',
  subject: 'home',
  area: 'rota',
  workflow: 'signoff',
  signoff: 'dailySummary',
  dateField: 'shiftDate',
  list: { columns: ['shiftDate', 'shiftName', 'shiftLeader'] },
  schema: {
    type: 'object',
    title: 'Shift plan',
    additionalProperties: false,
    required: ['shiftDate', 'shiftName', 'shiftLeader'],
    properties: {
      shiftDate: date('Date'),
      shiftName: text('Shift', { maxLength: 80, description: 'The pattern, e.g. Early or Waking night' }),
      startsAt: time('Starts'),
      endsAt: time('Ends'),
      shiftLeader: staffMember('Shift leader'),
      staffOnShift: staffMembers('Staff on shift'),
      plan: longText('Plan for the shift', { description: 'Appointments, contact, activities, who drives' }),
      handoverReceived: longText('Handover received', {
        description: "Only when handover is inside the shift plan; otherwise use the home's handover log",
      }),
      youngPeopleUpdates: rows(
        '{cyp} updates',
        {
          youngPerson: youngPerson('{cyp}'),
          update: longText('Update'),
        },
        ['youngPerson', 'update'],
      ),
      medicationRoundDone: yesNo('Medication round done', {
        description: 'Record each dose on the medication round (/cyp/medication-round)',
      }),
      medicationNotes: longText('Medication notes'),
      tasks: rows(
        'Tasks',
        {
          task: text('Task', { maxLength: 200 }),
          assignedTo: staffMember('Assigned to'),
          done: yesNo('Done'),
        },
        ['task'],
      ),
      checks: rows(
        'Checklists',
        {
          check: choiceOf(homeCheckTypes, { title: 'Check' }),
          result: choiceOf(checkResults, { title: 'Result' }),
          notes: text('Notes', { maxLength: 500 }),
        },
        ['check'],
      ),
      wentWell: longText('What went well'),
      couldBeBetter: longText('What could have gone better'),
      learning: longText('Learning for the next shift'),
      alertsRaised: longText('Alerts raised', {
        description: 'Incidents, safeguarding concerns, missing episodes recorded this shift',
      }),
      handoverGiven: longText('Handover to the next shift'),
    },
  },
  // SPEC §9 "Handover inside the shift plan": off (the default), handovers are written in the home's handover log
  sectionToggles: {
    handover: {
      toggle: 'handoverInShiftPlan',
      alsoFields: ['handoverGiven'],
      whenOff:
        "is written in the home's handover log (Home › Shift › Handover), as handover inside the shift plan is off",
    },
  },
  sections: [
    {
      key: 'details',
      title: 'Details',
      fields: ['shiftDate', 'shiftName', 'startsAt', 'endsAt', 'shiftLeader', 'staffOnShift', 'plan'],
    },
    { key: 'handover', title: 'Handover', fields: ['handoverReceived', 'youngPeopleUpdates'] },
    { key: 'medication', title: 'Medication', fields: ['medicationRoundDone', 'medicationNotes'] },
    { key: 'tasks', title: 'Tasks', fields: ['tasks'] },
    { key: 'checklists', title: 'Checklists', fields: ['checks'] },
    // the SPEC's last step, signoffs-alerts, is the editor's own sign-off step (same key): the end-of-shift fields sit
    // here
    // SPEC §2: adding a plan (/calendar/shifts/add) has no reflection step; the plan's own page (/calendar/shift) has
    {
      key: 'reflection',
      title: 'Reflection',
      onceSaved: true,
      fields: ['wentWell', 'couldBeBetter', 'learning', 'alertsRaised', 'handoverGiven'],
    },
  ],
});
