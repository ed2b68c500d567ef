// Employment or training: a job, apprenticeship, traineeship or volunteering placement.
import { attachments, date, group, integer, longText, number, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { employmentTypes } from '../lists/young-person-profile.ts';

export default defineRecord({
  kind: 'employment',
  title: 'Employment and training',
  description:
    "A job, apprenticeship or training the {child} is doing. The employer is part of the case record ({Children's Homes Regulations 2015 Schedule 3|Supported Accommodation Regulations 2023 Schedule 2}).",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'education',
  profileTab: 'education',
  workflow: 'none',
  dateField: 'startDate',
  list: { columns: ['employer', 'role', 'type', 'startDate', 'endDate'] },
  schema: {
    type: 'object',
    title: 'Employment and training',
    additionalProperties: false,
    required: ['type', 'employer', 'role', 'startDate'],
    properties: {
      type: choiceOf(employmentTypes, { title: 'Type' }),
      employer: text('Employer or provider'),
      role: text('Role or course'),
      address: text('Workplace address'),
      supervisor: text('Supervisor or contact', { description: 'Name, phone and email' }),
      startDate: date('Start date'),
      endDate: date('End date'),
      hoursPerWeek: number('Hours per week', { minimum: 0, maximum: 60 }),
      workPattern: text('Working pattern', { description: 'e.g. Mon–Thu 9–5 at work, Fri at college' }),
      hourlyPay: number('Pay per hour (£)', { minimum: 0 }),
      apprenticeship: group('Apprenticeship', {
        standard: text('Apprenticeship standard', { description: 'e.g. Level 2 Hairdressing Professional' }),
        level: integer('Level', { minimum: 2, maximum: 7 }),
        trainingProvider: text('Training provider'),
        expectedEndDate: date('Expected end date'),
        careLeaverBursary: yesNo('Care leaver bursary claimed', {
          description: 'A one-off bursary for care leavers starting an apprenticeship',
        }),
      }),
      travel: text('How they get there', { description: 'e.g. bus pass, bike, staff lift' }),
      ypView: longText("The {child}'s view"),
      endReason: text('Reason for leaving'),
      notes: longText('Notes', { description: 'How it is going, employer feedback, support needed' }),
      documents: attachments('Contract, payslips, certificates'),
    },
  },
  sections: [
    {
      key: 'role',
      title: 'Role',
      fields: ['type', 'employer', 'role', 'address', 'supervisor', 'startDate', 'endDate'],
    },
    { key: 'hours-pay', title: 'Hours and pay', fields: ['hoursPerWeek', 'workPattern', 'hourlyPay', 'travel'] },
    { key: 'apprenticeship', title: 'Apprenticeship', fields: ['apprenticeship'] },
    { key: 'notes', title: 'Views and notes', fields: ['ypView', 'endReason', 'notes', 'documents'] },
  ],
});
