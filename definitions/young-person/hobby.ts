// Hobby or interest: something the young person enjoys regularly — a club, sport, instrument or pastime
// (the enjoyment and achievement standard{, Children's Homes Regulations 2015 reg 9|}).
import { date, longText, number, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { activityCategories } from '../lists/young-person-profile.ts';

export default defineRecord({
  kind: 'hobby',
  title: 'Hobby',
  description:
    "Something the {child} enjoys doing regularly. The home helps each {child} take part in activities that interest them and develop their talents{ (Children's Homes Regulations 2015 reg 9)|}.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'enjoyment',
  profileTab: 'enjoyment',
  workflow: 'none',
  dateField: 'startedOn',
  list: { columns: ['name', 'category', 'whenAndWhere', 'startedOn'] },
  schema: {
    type: 'object',
    title: 'Hobby',
    additionalProperties: false,
    required: ['name', 'category', 'startedOn'],
    properties: {
      name: text('Hobby or interest'),
      category: choiceOf(activityCategories, { title: 'Category' }),
      club: text('Club, group or teacher', { description: 'Name and contact details' }),
      whenAndWhere: text('When and where', {
        description: 'e.g. Tuesdays and Thursdays 17:30, Roundhay leisure centre',
      }),
      startedOn: date('Started'),
      stoppedOn: date('Stopped'),
      cost: number('Cost (£)', { minimum: 0 }),
      costPer: text('Cost per', { description: 'e.g. session, month, term' }),
      fundedBy: text('Paid for by', {
        description: "e.g. home activities budget, the {authority}, the {child}'s allowance",
      }),
      equipment: text('Equipment or kit needed'),
      consentNeeded: yesNo('Needs consent from the {authority} or a parent', {
        description: 'e.g. contact sports, overnight trips, if delegated authority does not cover it',
      }),
      supportedBy: staffMember('Staff member who supports this'),
      ypView: longText('What the {child} says about it'),
      notes: longText('Notes', { description: 'Progress, achievements, anything that gets in the way' }),
    },
  },
  sections: [
    { key: 'hobby', title: 'Hobby', fields: ['name', 'category', 'club', 'whenAndWhere', 'startedOn', 'stoppedOn'] },
    {
      key: 'practical',
      title: 'Cost and support',
      fields: ['cost', 'costPer', 'fundedBy', 'equipment', 'consentNeeded', 'supportedBy'],
    },
    { key: 'views', title: 'Views and notes', fields: ['ypView', 'notes'] },
  ],
});
