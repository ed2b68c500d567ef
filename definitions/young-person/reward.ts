// Rewards log: recognition of a young person's positive behaviour and achievements, as set out in
// their behaviour support plan (SPEC §3 targetRewards, positiveRewards).
import { date, longText, number, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { rewardTypes } from '../lists/young-person-logs.ts';

export default defineRecord({
  kind: 'reward',
  title: 'Reward',
  description:
    "Recognising what the {child} has done well. The behaviour management policy sets out how positive behaviour is promoted ({Children's Homes Regulations 2015 reg 35(1)(a)|Supported Accommodation Regulations 2023 reg 22(1)(c)}).",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'rewards',
  profileTab: 'rewardsLog',
  workflow: 'simple',
  dateField: 'date',
  list: { columns: ['date', 'rewardType', 'description', 'givenBy'] },
  schema: {
    type: 'object',
    title: 'Reward',
    additionalProperties: false,
    required: ['date', 'reason', 'rewardType', 'description', 'givenBy'],
    properties: {
      date: date('Date'),
      reason: longText('What the {child} did well', {
        description: 'The behaviour or achievement being recognised, e.g. "Went to school every day this week"',
      }),
      linkedTarget: text('Target in the behaviour support plan', {
        description: 'If the reward is for a target the {child} is working on',
      }),
      rewardType: choiceOf(rewardTypes, { title: 'Kind of reward' }),
      description: text('Reward given'),
      value: number('Cost or value (£)', {
        minimum: 0,
        description: 'If the reward cost money, so it can be matched to petty cash',
      }),
      givenBy: staffMember('Given by'),
      ypChose: yesNo('The {child} chose the reward'),
      ypView: longText("The {child}'s reaction"),
      sharedWith: text('Good news shared with', { description: 'e.g. Mum, social worker, school' }),
    },
  },
});
