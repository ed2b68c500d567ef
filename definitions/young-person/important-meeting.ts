// Important meetings about a young person: LAC and pathway plan reviews, PEPs, strategy meetings,
// child protection conferences, professionals and stability meetings. The home's record of who was
// there, what the young person said, what was decided and what the home must do.
import {
  attachments,
  date,
  dateTime,
  longText,
  rows,
  staffMember,
  staffMembers,
  text,
  yesNo,
} from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import {
  actionPlanStatuses,
  meetingAttendance,
  meetingFormats,
  meetingTypes,
  ypParticipation,
} from '../lists/young-person-logs.ts';

export default defineRecord({
  kind: 'important-meeting',
  title: 'Important meeting',
  description:
    "Meetings about the {child} held by the {authority} or other agencies. The home co-operates with the {authority} and helps the {child} take part and have their views heard ({Children's Homes Regulations 2015 regs 5 and 7|Supported Accommodation Regulations 2023 reg 7}). Ask for the minutes and attach them when they arrive.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'chronology',
  profileTab: 'chronology',
  workflow: 'simple',
  dateField: 'at',
  list: { columns: ['at', 'meetingType', 'chair', 'ypParticipation'] },
  schema: {
    type: 'object',
    title: 'Important meeting',
    additionalProperties: false,
    required: ['meetingType', 'at', 'summary'],
    properties: {
      meetingType: choiceOf(meetingTypes, { title: 'Type of meeting' }),
      meetingTypeOther: text('Type of meeting, if other'),
      at: dateTime('Date and time'),
      format: choiceOf(meetingFormats, { title: 'Format' }),
      location: text('Where'),
      chair: text('Chaired by', {
        description: 'Name and role, e.g. IRO, designated teacher, social work team manager',
      }),

      homeStaff: staffMembers('Staff from the home who attended'),
      attendees: rows(
        'Others invited',
        {
          name: text('Name'),
          role: text('Role', { description: 'e.g. social worker, IRO, parent, CAMHS worker' }),
          organisation: text('Organisation'),
          attendance: choiceOf(meetingAttendance, { title: 'Attendance' }),
        },
        ['name', 'role'],
      ),
      ypParticipation: choiceOf(ypParticipation, { title: 'How the {child} took part' }),
      ypSupportedBy: text('Supported by', { description: 'e.g. key worker, advocate' }),
      homeReportSubmitted: yesNo('The home sent a written report'),

      ypViews: longText("The {child}'s views", {
        description: 'What the {child} wanted the meeting to know, and what they thought of the decisions',
      }),
      summary: longText('Summary of discussion'),
      decisions: longText('Decisions and recommendations'),
      planChanges: longText('Changes to plans', {
        description: 'Changes to the care or pathway plan, the {planName}, risk assessments or education plan',
      }),
      actions: rows(
        'Actions',
        {
          action: text('Action'),
          owner: text('Who', { description: 'Name and role; for staff of the home, also set "Staff lead"' }),
          staffLead: staffMember('Staff lead in the home'),
          due: date('By when'),
          status: choiceOf(actionPlanStatuses, { title: 'Status' }),
        },
        ['action', 'owner'],
      ),
      nextMeetingAt: date('Date of the next meeting'),
      minutesReceived: yesNo('Minutes received'),
      minutesReceivedOn: date('Minutes received on'),
      attachments: attachments('Minutes, reports and other documents'),
    },
  },
  sections: [
    {
      key: 'meeting',
      title: 'Meeting',
      fields: ['meetingType', 'meetingTypeOther', 'at', 'format', 'location', 'chair'],
    },
    {
      key: 'attendance',
      title: 'Who attended',
      fields: ['homeStaff', 'attendees', 'ypParticipation', 'ypSupportedBy', 'homeReportSubmitted'],
    },
    {
      key: 'discussion',
      title: 'Discussion and decisions',
      fields: ['ypViews', 'summary', 'decisions', 'planChanges'],
    },
    {
      key: 'actions',
      title: 'Actions and minutes',
      fields: ['actions', 'nextMeetingAt', 'minutesReceived', 'minutesReceivedOn', 'attachments'],
    },
  ],
});
