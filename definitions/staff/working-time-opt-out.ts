// The written agreement by which a worker aged 18 or over opts out of the 48-hour average (Working Time Regulations
// 1998 reg 5): kept as evidence beside the rota's opt-out, signed on the device or as the signed paper uploaded.
// The rota facts stay the switch the checker reads; the facts screen shows this agreement with them (decision 0741).
import { attachments, date, integer, longText, signature } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';

export default defineRecord({
  kind: 'working-time-opt-out',
  title: '48-hour opt-out agreement',
  description:
    'The signed agreement in which a member of staff aged 18 or over agrees to work more than 48 hours a week on average (Working Time Regulations 1998 reg 5), with the notice they must give to end it. Signed here or uploaded as the signed paper.',
  subject: 'staff',
  area: 'staff',
  profileTab: 'details/clock-in-out',
  workflow: 'none',
  dateField: 'signedOn',
  list: { columns: ['signedOn', 'noticeDays'] },
  schema: {
    type: 'object',
    title: '48-hour opt-out agreement',
    additionalProperties: false,
    required: ['signedOn', 'noticeDays'],
    properties: {
      signedOn: date('Signed on'),
      noticeDays: integer('Notice to end it (days)', {
        minimum: 7,
        maximum: 92,
        default: 7,
        description: '7 days unless the agreement sets a longer notice, up to 3 months',
      }),
      wording: longText('What was agreed', {
        description: 'The agreement as signed, if it was not uploaded',
      }),
      workerSignature: signature('Signature of the member of staff'),
      documents: attachments('Signed agreement (scan or photo)'),
    },
  },
});
