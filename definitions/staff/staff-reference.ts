// A reference (profile employment/references): HR-only (area hr_manager), as a referee writes in
// confidence. Two written references, one from the latest employer (CH Sch 2 para 4; SA Sch 1).
import { defineRecord } from '../../engine/definitions/types.ts';
import { date, longText, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { pick } from './hr-choices.ts';

export default defineRecord({
  kind: 'staff-reference',
  title: 'Reference',
  description: 'Referee, when it was received, and who verified it (by phone with the referee).',
  subject: 'staff',
  area: 'hr_manager',
  profileTab: 'employment/references',
  workflow: 'none',
  dateField: 'requestedOn',
  list: { columns: ['refereeName', 'organisation', 'receivedOn', 'verifiedOn'] },
  schema: {
    type: 'object',
    title: 'Reference',
    additionalProperties: false,
    required: ['refereeName', 'organisation', 'relationship', 'requestedOn'],
    properties: {
      refereeName: text('Referee'),
      organisation: text('Organisation'),
      relationship: text('Relationship to the applicant'),
      latestEmployer: yesNo('Latest employer'),
      requestedOn: date('Requested on'),
      receivedOn: date('Received on'),
      verifiedBy: staffMember('Verified by'),
      verifiedOn: date('Verified on'),
      outcome: pick('Outcome', [
        ['satisfactory', 'Satisfactory'],
        ['concerns', 'Concerns raised'],
        ['declined', 'Referee declined'],
      ]),
      notes: longText('Notes'),
    },
  },
});
