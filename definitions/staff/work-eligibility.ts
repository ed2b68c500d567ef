// Right to work in the UK (profile details/work-eligibility): the document seen, when and by whom, and
// when a time-limited permission ends (Home Office employer checks; CH Sch 2 / SA Sch 1 identity).
import { date, longText, staffMember, text } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { pick, rightToWorkDocuments } from './hr-choices.ts';

export default defineRecord({
  kind: 'work-eligibility',
  title: 'Work eligibility',
  description: 'Right to work check. A time-limited permission raises work eligibility expiry alerts before it ends.',
  subject: 'staff',
  area: 'hr',
  profileTab: 'details/work-eligibility',
  workflow: 'none',
  dateField: 'checkedOn',
  list: { columns: ['checkedOn', 'documentType', 'expiresOn'] },
  schema: {
    type: 'object',
    title: 'Work eligibility',
    additionalProperties: false,
    required: ['documentType', 'checkedOn', 'checkedBy'],
    properties: {
      documentType: pick('Document seen', rightToWorkDocuments),
      documentReference: text('Document number or share code'),
      checkedOn: date('Checked on'),
      checkedBy: staffMember('Checked by'),
      expiresOn: date('Permission ends', { description: 'Leave empty for an unlimited right to work' }),
      notes: longText('Notes'),
    },
  },
  alerts: [{ field: 'expiresOn', alert: 'work_eligibility_expiry', leadDays: [60, 30, 7, 0] }],
});
