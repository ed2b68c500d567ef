// A reference (profile employment/references): HR-only (area hr_manager), as a referee writes in
// confidence. Two written references, one from the latest employer (CH Sch 2 para 3; SA Sch 1), each answering the
// children's-work questions and shown genuine; open references and testimonials do not count (decision 0620).
import { date, longText, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { pick, referenceAnswerFields } from './hr-choices.ts';

export default defineRecord({
  kind: 'staff-reference',
  title: 'Reference',
  description: "Referee, the children's-work answers, how it was shown genuine, and who verified it when.",
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
      ...referenceAnswerFields(),
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
