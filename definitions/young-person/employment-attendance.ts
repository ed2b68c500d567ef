// Employment attendance: a young person's days at work, an apprenticeship or training, for the employment
// attendance report (SPEC §2 reports; kept only with the organisation's "employmentAttendance" toggle on).
import { date, integer, longText, number, rows, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';

export default defineRecord({
  kind: 'employment-attendance',
  title: 'Employment attendance',
  description:
    "The {child}'s attendance at work, an apprenticeship or training: one day, or a whole week at once. The job itself is recorded under Education › Employment.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'educationAttendance',
  profileTab: 'eduAttendance',
  workflow: 'simple',
  dateField: 'from',
  list: { columns: ['from', 'employer', 'recordedBy'] },
  schema: {
    type: 'object',
    title: 'Employment attendance',
    additionalProperties: false,
    required: ['from', 'days'],
    properties: {
      from: date('Day, or first day of the week'),
      employer: text('Employer or training provider'),
      days: rows(
        'Attendance',
        {
          date: date('Date'),
          attended: yesNo('Attended'),
          hours: number('Hours worked', { minimum: 0, maximum: 24 }),
          minutesLate: integer('Minutes late', { minimum: 0 }),
          reason: text('Reason for absence or lateness'),
          employerInformed: yesNo('Employer told by the {child} or the home'),
        },
        ['date', 'attended'],
      ),
      actions: longText('What was done', {
        description: 'e.g. talked with the {child}, spoke to the supervisor, personal adviser told',
      }),
      ypView: text("The {child}'s view"),
      recordedBy: staffMember('Recorded by'),
    },
  },
  sections: [
    { key: 'attendance', title: 'Attendance', fields: ['from', 'employer', 'days'] },
    { key: 'follow-up', title: 'Follow-up', fields: ['actions', 'ypView', 'recordedBy'] },
  ],
});
