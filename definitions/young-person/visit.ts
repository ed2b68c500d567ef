// Visits to a young person: social worker statutory visits, IRO, advocate, family and friends,
// independent visitors, the Reg 44 independent person and other professionals.
import {
  date,
  dateTime,
  longText,
  rows,
  staffMember,
  staffMembers,
  text,
  yesNo,
} from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { presentation } from '../lists/daily-life.ts';
import { actionPlanStatuses, visitorTypes } from '../lists/young-person-logs.ts';

export default defineRecord({
  kind: 'visit',
  title: 'Visit',
  description:
    "A record of everyone who visits the {child}, with the reason for the visit{ (Children's Homes Regulations 2015 Schedule 4 para 5)|}. Check the identity of professional visitors; family visits follow the contact arrangements in the {authority}'s care or pathway plan.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'visits',
  profileTab: 'visits',
  workflow: 'simple',
  dateField: 'arrivedAt',
  list: { columns: ['arrivedAt', 'visitorType', 'visitorName', 'purpose'] },
  schema: {
    type: 'object',
    title: 'Visit',
    additionalProperties: false,
    required: ['visitorType', 'visitorName', 'arrivedAt', 'purpose', 'summary'],
    properties: {
      visitorType: choiceOf(visitorTypes, { title: 'Visitor' }),
      visitorName: text('Visitor name(s)'),
      organisation: text('Organisation or relationship', { description: "e.g. Leeds City Council, Mum's partner" }),
      arrivedAt: dateTime('Arrived'),
      leftAt: dateTime('Left'),
      planned: yesNo('Planned visit'),
      location: text('Where the visit took place', { description: "e.g. in the home, the {child}'s room, a café" }),
      purpose: text('Reason for the visit', {
        description: 'e.g. statutory visit, review preparation, family contact',
      }),
      idChecked: yesNo('Identity checked (ID badge or confirmed with their service)'),

      statutoryVisit: yesNo('Statutory visit by the social worker', {
        description:
          'Looked after children are visited within a week of a placement starting, then at least every 6 weeks in the first year; after that at least every 3 months if the placement is meant to last until they are 18, otherwise every 6 weeks (Care Planning, Placement and Case Review (England) Regulations 2010 reg 28). Care leavers are visited by their personal adviser as the pathway plan says',
      }),
      seenAlone: yesNo('The {child} was seen alone'),
      bedroomSeen: yesNo("The visitor saw the {child}'s bedroom"),
      supervised: yesNo('The visit was supervised', {
        description: 'Family contact supervised as set out in the contact arrangements',
      }),
      supervisedBy: staffMember('Supervised by'),
      staffPresent: staffMembers('Staff who met the visitor'),

      summary: longText('How the visit went', {
        description: 'What happened and anything the visitor shared with the home',
      }),
      ypViews: longText("The {child}'s views", {
        description: 'What the {child} said about the visit, in their words',
      }),
      presentationAfter: choiceOf(presentation, { title: 'How the {child} was after the visit' }),
      concerns: longText('Concerns', {
        description: 'Anything worrying during or after the visit; a safeguarding concern must also be recorded as one',
      }),
      actions: rows(
        'Actions',
        {
          action: text('Action'),
          owner: staffMember('Who'),
          due: date('By when'),
          status: choiceOf(actionPlanStatuses, { title: 'Status' }),
        },
        ['action'],
      ),
      nextVisitAt: date('Next visit planned'),
    },
  },
  sections: [
    {
      key: 'visitor',
      title: 'Visitor',
      fields: [
        'visitorType',
        'visitorName',
        'organisation',
        'arrivedAt',
        'leftAt',
        'planned',
        'location',
        'purpose',
        'idChecked',
      ],
    },
    {
      key: 'visit',
      title: 'The visit',
      fields: ['statutoryVisit', 'seenAlone', 'bedroomSeen', 'supervised', 'supervisedBy', 'staffPresent'],
    },
    {
      key: 'outcome',
      title: 'How it went',
      fields: ['summary', 'ypViews', 'presentationAfter', 'concerns', 'actions', 'nextVisitAt'],
    },
  ],
});
