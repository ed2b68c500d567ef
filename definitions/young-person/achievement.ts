// Achievement: something the young person has achieved, big or small, and how it was celebrated.
import { attachments, date, longText, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { achievementCategories } from '../lists/young-person-profile.ts';

export default defineRecord({
  kind: 'achievement',
  title: 'Achievement',
  description:
    "Something the {child} has achieved, big or small. Recognising achievements is part of the enjoyment and achievement standard{ (Children's Homes Regulations 2015 reg 9)|}.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'achievements',
  profileTab: 'achievements',
  workflow: 'none',
  dateField: 'date',
  list: { columns: ['date', 'title', 'category'] },
  schema: {
    type: 'object',
    title: 'Achievement',
    additionalProperties: false,
    required: ['date', 'title', 'category'],
    properties: {
      date: date('Date'),
      title: text('Achievement'),
      category: choiceOf(achievementCategories, { title: 'Category' }),
      description: longText('What happened'),
      recognisedBy: text('Recognised by', { description: 'e.g. school, coach, awarding body, the home' }),
      celebrated: text('How it was celebrated', {
        description: 'e.g. certificate on the fridge, favourite tea, told Mum',
      }),
      ypWords: longText("The {child}'s words", { description: 'How they feel about it' }),
      sharedWithFamily: yesNo('Shared with family or the social worker', {
        description: "With the {child}'s agreement",
      }),
      recordedBy: staffMember('Recorded by'),
      evidence: attachments('Certificate or photo'),
    },
  },
  sections: [
    { key: 'achievement', title: 'Achievement', fields: ['date', 'title', 'category', 'description', 'recognisedBy'] },
    {
      key: 'celebration',
      title: 'Celebration',
      fields: ['celebrated', 'ypWords', 'sharedWithFamily', 'recordedBy', 'evidence'],
    },
  ],
});
