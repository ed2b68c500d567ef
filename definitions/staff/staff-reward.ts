// Rewards and recognition (profile employment/rewards).
import { date, longText, staffMember, text } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { pick } from './hr-choices.ts';

export default defineRecord({
  kind: 'staff-reward',
  title: 'Reward',
  description: 'Recognition given to a member of staff.',
  subject: 'staff',
  area: 'hr',
  profileTab: 'employment/rewards',
  workflow: 'none',
  dateField: 'awardedOn',
  list: { columns: ['awardedOn', 'rewardType', 'reason'] },
  schema: {
    type: 'object',
    title: 'Reward',
    additionalProperties: false,
    required: ['awardedOn', 'rewardType', 'reason'],
    properties: {
      awardedOn: date('Awarded on'),
      rewardType: pick('Type', [
        ['recognition', 'Recognition'],
        ['voucher', 'Voucher'],
        ['long_service', 'Long service'],
        ['other', 'Other'],
      ]),
      reason: text('Reason'),
      awardedBy: staffMember('Awarded by'),
      notes: longText('Notes'),
    },
  },
});
