// Education attendance: a day's or a week's attendance, session by session (morning and afternoon),
// for the education attendance report (SPEC §2 reports).
import { date, integer, longText, rows, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { attendanceSessionCodes } from '../lists/young-person-profile.ts';

export default defineRecord({
  kind: 'education-attendance',
  title: 'Education attendance',
  description:
    "The {child}'s attendance at school, college or training, morning and afternoon. Record one day, or a whole week at once. Tell the school and the virtual school about absences the same day.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'educationAttendance',
  profileTab: 'eduAttendance',
  workflow: 'simple',
  dateField: 'from',
  list: { columns: ['from', 'provider', 'recordedBy'] },
  schema: {
    type: 'object',
    title: 'Education attendance',
    additionalProperties: false,
    required: ['from', 'days'],
    properties: {
      from: date('Day, or first day of the week'),
      provider: text('School, college or provider'),
      days: rows(
        'Attendance',
        {
          date: date('Date'),
          am: choiceOf(attendanceSessionCodes, { title: 'Morning' }),
          pm: choiceOf(attendanceSessionCodes, { title: 'Afternoon' }),
          minutesLate: integer('Minutes late', { minimum: 0 }),
          reason: text('Reason for absence or lateness'),
          schoolInformed: yesNo('School informed by the home'),
        },
        ['date', 'am', 'pm'],
      ),
      actions: longText('What was done', {
        description: 'e.g. work sent home, meeting with the head of year, virtual school told',
      }),
      ypView: text("The {child}'s view"),
      recordedBy: staffMember('Recorded by'),
    },
  },
  sections: [
    { key: 'attendance', title: 'Attendance', fields: ['from', 'provider', 'days'] },
    { key: 'follow-up', title: 'Follow-up', fields: ['actions', 'ypView', 'recordedBy'] },
  ],
});
