// Contract: the placement contract with the placing authority, or the licence / occupancy agreement a
// young person in supported accommodation signs, with its fee and funding.
import {
  attachments,
  date,
  integer,
  longText,
  number,
  rows,
  staffMember,
  text,
  yesNo,
} from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { contractTypes } from '../lists/young-person-profile.ts';

export default defineRecord({
  kind: 'contract',
  title: 'Contract',
  description:
    "The contract for the {child}'s placement with the {authority} {(e.g. an individual placement agreement)|, or the licence or occupancy agreement the young person signs}. Keep the signed copy with it.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'documents',
  profileTab: 'documents',
  workflow: 'none',
  dateField: 'startDate',
  list: { columns: ['contractType', 'startDate', 'endDate', 'weeklyFee', 'fundingAuthority'] },
  schema: {
    type: 'object',
    title: 'Contract',
    additionalProperties: false,
    required: ['contractType', 'startDate', 'fundingAuthority', 'documents'],
    properties: {
      contractType: choiceOf(contractTypes, { title: 'Type of contract' }),
      reference: text('Contract reference', { description: "e.g. the authority's purchase order or IPA number" }),
      startDate: date('Start date'),
      endDate: date('End date', { description: 'Leave empty if open-ended' }),
      reviewDate: date('Fee or contract review date'),
      fundingAuthority: text('Funding authority'),
      commissioner: text('Commissioner or placements officer', { description: 'Name, phone and email' }),
      weeklyFee: number('Weekly fee (£)', { minimum: 0 }),
      additionalCosts: rows(
        'Additional costs',
        {
          description: text('What for', { description: 'e.g. 1:1 staffing, education, therapy, transport' }),
          amount: number('Amount (£)', { minimum: 0 }),
          per: text('Per', { description: 'e.g. week, hour, one-off' }),
        },
        ['description', 'amount'],
      ),
      staffingRatio: text('Staffing agreed', { description: 'e.g. 1:1 days, shared waking night' }),
      supportHoursPerWeek: number('Support hours per week', {
        minimum: 0,
        description: 'The core and additional support hours agreed',
        'x-home-types': ['support_accomodation_for_older_children'],
      }),
      serviceCharge: number('Service charge or rent paid by the {child} (£ per week)', { minimum: 0 }),
      noticePeriodDays: integer('Notice period (days)', { minimum: 0 }),
      signedForProvider: staffMember('Signed for the provider by'),
      signedOn: date('Signed on'),
      ypSigned: yesNo('Signed by the {child}', {
        description: 'Licence and occupancy agreements: explained to and signed by the {child}',
      }),
      notes: longText('Notes', { description: 'Special conditions, variations agreed' }),
      documents: attachments('Signed contract'),
    },
  },
  sections: [
    {
      key: 'contract',
      title: 'Contract',
      fields: ['contractType', 'reference', 'startDate', 'endDate', 'reviewDate', 'fundingAuthority', 'commissioner'],
    },
    {
      key: 'fees',
      title: 'Fees and support',
      fields: [
        'weeklyFee',
        'additionalCosts',
        'staffingRatio',
        'supportHoursPerWeek',
        'serviceCharge',
        'noticePeriodDays',
      ],
    },
    {
      key: 'signed',
      title: 'Signed copy',
      fields: ['signedForProvider', 'signedOn', 'ypSigned', 'notes', 'documents'],
    },
  ],
});
