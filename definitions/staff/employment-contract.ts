// The contract (profile employment/contract): type, hours, start and probation end. An agency
// contract makes the person agency staff (/agency-staff), with the agency and its profile checks.
import { date, longText, number, text, yesNo } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { contractTypes, pick } from './hr-choices.ts';

export default defineRecord({
  kind: 'employment-contract',
  title: 'Contract',
  description: 'Contract type, hours, start date and probation. An agency contract names the agency.',
  subject: 'staff',
  area: 'hr',
  profileTab: 'employment/contract',
  workflow: 'none',
  dateField: 'startDate',
  list: { columns: ['startDate', 'contractType', 'jobTitle', 'hoursPerWeek'] },
  schema: {
    type: 'object',
    title: 'Contract',
    additionalProperties: false,
    required: ['contractType', 'startDate'],
    properties: {
      contractType: pick('Contract type', contractTypes),
      jobTitle: text('Job title'),
      hoursPerWeek: number('Hours a week', { minimum: 0, maximum: 60 }),
      startDate: date('Start date'),
      careRoleStartedOn: date("First started a care role in children's homes", {
        description:
          '{With any employer. Level 3 is due 2 years from this date (CH fitness of workers); empty: the start date|' +
          'With any employer; empty: the start date}',
      }),
      endDate: date('End date', { description: 'Fixed-term and agency contracts' }),
      probationEndDate: date('Probation ends'),
      noticeWeeks: number('Notice (weeks)', { minimum: 0, maximum: 52 }),
      signedOn: date('Contract signed on'),
      agencyName: text('Agency', { description: 'Agency staff only' }),
      agencyProfileReceived: yesNo('Agency profile received', {
        description: "The agency's confirmation of DBS, right to work, references and training",
      }),
      agencyProfileCheckedOn: date('Agency profile checked on'),
      notes: longText('Notes'),
    },
  },
});
