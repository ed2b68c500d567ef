// One-page profile: the young person in their own words — what people like and admire about them,
// what matters to them and how best to support them (person-centred practice).
import { attachments, date, longText, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';

export default defineRecord({
  kind: 'one-page-profile',
  title: 'One page profile',
  description:
    "Written with the {child}, in their own words wherever possible, so that anyone new can quickly understand who they are and how to support them. Share it with the {child}'s agreement.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'onePageProfile',
  profileTab: 'onePageProfile',
  workflow: 'simple',
  dateField: 'date',
  list: { columns: ['date', 'writtenBy', 'reviewDate'] },
  schema: {
    type: 'object',
    title: 'One page profile',
    additionalProperties: false,
    required: ['date', 'likeAndAdmire', 'importantToMe', 'howToSupportMe'],
    properties: {
      date: date('Date'),
      photo: attachments('My photo or picture'),
      likeAndAdmire: longText('What people like and admire about me'),
      importantToMe: longText("What's important to me", {
        description: 'People, pets, places, routines, belongings, faith, culture',
      }),
      howToSupportMe: longText('How best to support me', {
        description: 'What helps, what to avoid, how I like to be spoken to, what to do when I am upset',
      }),
      howICommunicate: longText('How I communicate', {
        description: 'How to tell how I am feeling; what my words or behaviour might mean',
      }),
      goodDay: longText('What a good day looks like for me'),
      hopesAndDreams: longText('My hopes and dreams'),
      inOwnWords: yesNo('Written in my own words', {
        description: 'No if staff wrote it from what the {child} said or showed',
      }),
      writtenBy: text('Written by', { description: 'e.g. "Jay with his key worker"' }),
      supportedBy: staffMember('Staff member who helped'),
      reviewDate: date('Review by'),
    },
  },
  sections: [
    {
      key: 'about-me',
      title: 'About me',
      fields: ['date', 'photo', 'likeAndAdmire', 'importantToMe', 'howToSupportMe'],
    },
    { key: 'more-about-me', title: 'More about me', fields: ['howICommunicate', 'goodDay', 'hopesAndDreams'] },
    { key: 'written-by', title: 'Who wrote this', fields: ['inOwnWords', 'writtenBy', 'supportedBy', 'reviewDate'] },
  ],
  ui: {
    likeAndAdmire: { 'ui:placeholder': 'e.g. "I\'m funny and I always stick up for my mates."' },
  },
});
