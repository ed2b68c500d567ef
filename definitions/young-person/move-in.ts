// Move-in: the young person's arrival, the referral it came from, the home's move-in checklist and an
// inventory of what they brought with them (money and valuables: CH Schedule 3 / SA Schedule 2).
import {
  attachments,
  date,
  group,
  integer,
  longText,
  number,
  rows,
  staffMember,
  staffMembers,
  text,
  time,
  yesNo,
} from '../../engine/definitions/fields.ts';
import { choiceOf, choicesOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { belongingConditions, moveInDocuments } from '../lists/young-person-profile.ts';

export default defineRecord({
  kind: 'move-in',
  title: 'Move-in',
  description:
    "The {child}'s arrival: referral, first day, the move-in checklist and belongings. The items of the home's move-in checklist are set in Settings › Move-In Checklist.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'placementHistory',
  profileTab: 'placementHistory',
  workflow: 'simple',
  dateField: 'arrivalDate',
  list: { columns: ['arrivalDate', 'placingAuthority', 'emergencyPlacement'] },
  schema: {
    type: 'object',
    title: 'Move-in',
    additionalProperties: false,
    required: ['arrivalDate', 'placingAuthority', 'checklist'],
    properties: {
      // Arrival
      arrivalDate: date('Arrival date'),
      arrivalTime: time('Arrival time'),
      arrivedFrom: text('Arrived from', {
        description: 'Previous placement or address ({caseSchedule}: address before)',
      }),
      hostAuthorityNotifiedAt: date('Host local authority told of the admission', {
        description:
          "In writing, without delay, when the home is in another authority's area: name and date of birth, legal status, the {authority}'s and IRO's contact details, any EHC plan ({Children's Homes Regulations 2015 reg 41|Supported Accommodation Regulations 2023 reg 28})",
      }),
      hostAuthorityNotRequired: yesNo('Not required: the host authority is the {authority}'),
      broughtBy: text('Brought by', { description: 'e.g. social worker, previous carers, police' }),
      receivedBy: staffMembers('Staff who welcomed the {child}'),
      keyWorker: staffMember('Key worker'),

      // Referral
      referralDate: date('Referral received'),
      placingAuthority: text('{Authority}'),
      socialWorker: text('Social worker', { description: 'Name, phone and email' }),
      emergencyPlacement: yesNo('Emergency placement', {
        description: 'Placed the same day or without planned introductions',
      }),
      introductoryVisits: longText('Introductions and visits before moving in'),
      matchingSummary: longText('Matching and impact on others', {
        description:
          "Why this home can meet the {child}'s needs, and the assessed impact on the {children} already living here (statement of purpose{; Children's Homes Regulations 2015 reg 14|})",
      }),
      matchingAssessmentDate: date('Matching / impact risk assessment completed'),
      documentsReceived: choicesOf(moveInDocuments, { title: 'Documents received' }),
      documentsOutstanding: text('Documents still awaited', { description: 'Chase with the social worker' }),

      // Checklist
      checklist: rows(
        'Move-in checklist',
        {
          item: text('Item', { description: "From the home's move-in checklist" }),
          done: yesNo('Done'),
          doneBy: staffMember('Done by'),
          doneOn: date('Done on'),
          notes: text('Notes'),
        },
        ['item', 'done'],
      ),
      childrensGuideGiven: yesNo("Children's guide given and explained", {
        description:
          "The children's guide{ (Children's Homes Regulations 2015)|} explains what to expect, how to complain and how to get an advocate; supported accommodation gives equivalent information",
      }),
      houseRulesExplained: yesNo('House agreements and how to complain explained'),
      advocacyOffered: yesNo("Told about advocacy and the Children's Commissioner"),

      // Belongings, money and valuables
      belongings: rows(
        'Belongings inventory',
        {
          item: text('Item'),
          description: text('Description', { description: 'Make, colour, size, serial number' }),
          quantity: integer('Quantity', { minimum: 1 }),
          condition: choiceOf(belongingConditions, { title: 'Condition' }),
          estimatedValue: number('Estimated value (£)', { minimum: 0 }),
        },
        ['item'],
      ),
      money: group(
        'Money and valuables held for the {child}',
        {
          cashAmount: number('Cash handed in (£)', { minimum: 0 }),
          bankCard: yesNo('Bank card handed in'),
          valuables: text('Valuables held in the office safe'),
          heldBy: staffMember('Received by'),
          ypSigned: yesNo('The {child} signed the inventory'),
        },
        [],
        { description: '{caseSchedule}: money and valuables deposited for safekeeping, and returned' },
      ),
      belongingsPhotos: attachments('Photos of belongings'),

      // The young person
      firstImpressions: longText("The {child}'s first impressions", {
        description: 'What the {child} said about arriving, in their own words',
      }),
      firstNightNotes: longText('First night', { description: 'How the first evening and night went' }),
      concerns: longText('Concerns and immediate needs', {
        description: 'e.g. medication brought with them, clothing needed, school transport',
      }),
    },
  },
  sections: [
    {
      key: 'arrival',
      title: 'Arrival',
      fields: [
        'arrivalDate',
        'arrivalTime',
        'arrivedFrom',
        'hostAuthorityNotifiedAt',
        'hostAuthorityNotRequired',
        'broughtBy',
        'receivedBy',
        'keyWorker',
      ],
    },
    {
      key: 'referral',
      title: 'Referral',
      fields: [
        'referralDate',
        'placingAuthority',
        'socialWorker',
        'emergencyPlacement',
        'introductoryVisits',
        'matchingSummary',
        'matchingAssessmentDate',
        'documentsReceived',
        'documentsOutstanding',
      ],
    },
    {
      key: 'checklist',
      title: 'Move-in checklist',
      fields: ['checklist', 'childrensGuideGiven', 'houseRulesExplained', 'advocacyOffered'],
    },
    { key: 'belongings', title: 'Belongings', fields: ['belongings', 'money', 'belongingsPhotos'] },
    { key: 'views', title: 'First days', fields: ['firstImpressions', 'firstNightNotes', 'concerns'] },
  ],
});
