// Activity: a one-off activity or outing — where, cost, whether it was risk assessed and who went.
import {
  attachments,
  date,
  longText,
  number,
  staffMembers,
  text,
  time,
  yesNo,
  youngPerson,
} from '../../engine/definitions/fields.ts';
import type { JSONSchema7 } from '../../engine/definitions/json-schema.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { activityCategories } from '../lists/young-person-profile.ts';

const otherYoungPeople: JSONSchema7 = {
  type: 'array',
  title: 'Other {children} who went',
  uniqueItems: true,
  items: youngPerson('{Child|Young person}'),
};

export default defineRecord({
  kind: 'activity',
  title: 'Activity',
  description:
    "An activity or outing the {child} took part in. Risk assess activities with more than everyday risk (e.g. water, heights, overnight) before going, within the {child}'s delegated authority.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'enjoyment',
  profileTab: 'enjoyment',
  workflow: 'none',
  metric: 'activity',
  dateField: 'date',
  list: { columns: ['date', 'title', 'category', 'location', 'cost'] },
  schema: {
    type: 'object',
    title: 'Activity',
    additionalProperties: false,
    required: ['date', 'title', 'category', 'location', 'riskAssessed'],
    properties: {
      date: date('Date'),
      startTime: time('Start time'),
      endTime: time('End time'),
      title: text('Activity'),
      category: choiceOf(activityCategories, { title: 'Category' }),
      location: text('Where'),
      cost: number('Cost (£)', { minimum: 0 }),
      paidFrom: text('Paid from', { description: 'e.g. activities budget, pocket money, free' }),
      riskAssessed: yesNo('Risk assessment done'),
      riskNotes: longText('Risks and how they were managed', {
        description: 'e.g. lifeguard present, instructor qualified, staff ratio 1:2',
      }),
      consentObtained: yesNo('Consent obtained where needed'),
      staff: staffMembers('Staff who went'),
      otherYoungPeople,
      others: text('Others who went', { description: 'e.g. family, friends, instructor' }),
      transport: text('Transport'),
      ypFeedback: longText('What the {child} thought of it'),
      staffNotes: longText('How it went'),
      photos: attachments('Photos'),
    },
  },
  sections: [
    {
      key: 'activity',
      title: 'Activity',
      fields: ['date', 'startTime', 'endTime', 'title', 'category', 'location', 'cost', 'paidFrom'],
    },
    { key: 'safety', title: 'Risk and consent', fields: ['riskAssessed', 'riskNotes', 'consentObtained'] },
    { key: 'who', title: 'Who went', fields: ['staff', 'otherYoungPeople', 'others', 'transport'] },
    { key: 'feedback', title: 'How it went', fields: ['ypFeedback', 'staffNotes', 'photos'] },
  ],
});
