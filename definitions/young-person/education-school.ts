// School or college: where the young person is educated and the people who support their education
// (designated teacher, SENCO, virtual school), with EHC plan and PEP dates.
import { attachments, date, group, longText, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { educationSettingTypes, schoolYearGroups, senStatuses } from '../lists/young-person-profile.ts';

const person = (title: string, description?: string) =>
  group(
    title,
    {
      name: text('Name'),
      phone: text('Phone'),
      email: text('Email', { format: 'email' }),
    },
    [],
    description ? { description } : {},
  );

export default defineRecord({
  kind: 'education-school',
  title: 'School or college',
  description:
    "Where the {child} goes to school or college. Every looked-after child has a designated teacher at school, a virtual school head at the {authority} and a personal education plan (PEP) reviewed each term (Children and Young Persons Act 2008 s20; Children Act 1989 s22(3B); statutory guidance Promoting the education of looked-after children). The home promotes the {child}'s education{ (Children's Homes Regulations 2015 reg 8)|}.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'education',
  profileTab: 'education',
  workflow: 'none',
  dateField: 'startDate',
  list: { columns: ['name', 'settingType', 'yearGroup', 'startDate', 'endDate'] },
  schema: {
    type: 'object',
    title: 'School or college',
    additionalProperties: false,
    required: ['settingType', 'name', 'startDate'],
    properties: {
      settingType: choiceOf(educationSettingTypes, { title: 'Type of setting' }),
      name: text('School, college or provider'),
      address: text('Address'),
      phone: text('Phone'),
      email: text('Email', { format: 'email' }),
      startDate: date('Started'),
      endDate: date('Left', { description: 'Fill in when the {child} leaves; the record stays in the history' }),
      yearGroup: choiceOf(schoolYearGroups, { title: 'Year group' }),
      course: text('Course or timetable', {
        description: 'For college: course and level; for part-time timetables: the hours',
      }),
      fullTime: yesNo('Full-time education', {
        description: 'No for a reduced or part-time timetable: record why and the plan to increase it',
      }),

      designatedTeacher: person('Designated teacher for looked-after children'),
      senco: person('SENCO'),
      otherContact: person('Other school contact', 'e.g. head of year, form tutor, pastoral lead'),
      virtualSchool: group('Virtual school', {
        authority: text('Virtual school (authority)'),
        contactName: text('Contact'),
        phone: text('Phone'),
        email: text('Email', { format: 'email' }),
      }),

      senStatus: choiceOf(senStatuses, { title: 'Special educational needs' }),
      ehcp: group('Education, health and care (EHC) plan', {
        issuingAuthority: text('Issued by'),
        issuedOn: date('Issued'),
        lastAnnualReview: date('Last annual review'),
        nextAnnualReview: date('Next annual review'),
        primaryNeed: text('Primary need', {
          description: 'e.g. social, emotional and mental health; autism; speech, language and communication',
        }),
      }),
      pep: group('Personal education plan (PEP)', {
        lastPep: date('Last PEP meeting'),
        nextPep: date('Next PEP meeting', { description: 'Reviewed each school term' }),
        pupilPremiumPlus: yesNo('Receives Pupil Premium Plus'),
      }),

      transport: text('Transport', { description: 'e.g. taxi arranged by the authority, bus pass, staff drive' }),
      notes: longText('Notes', { description: 'Strengths, support in school, uniform, exclusions history' }),
      documents: attachments('School documents'),
    },
  },
  sections: [
    {
      key: 'school',
      title: 'School or college',
      fields: [
        'settingType',
        'name',
        'address',
        'phone',
        'email',
        'startDate',
        'endDate',
        'yearGroup',
        'course',
        'fullTime',
      ],
    },
    {
      key: 'contacts',
      title: 'People who support education',
      fields: ['designatedTeacher', 'senco', 'otherContact', 'virtualSchool'],
    },
    { key: 'plans', title: 'SEN, EHC plan and PEP', fields: ['senStatus', 'ehcp', 'pep'] },
    { key: 'other', title: 'Other', fields: ['transport', 'notes', 'documents'] },
  ],
});
