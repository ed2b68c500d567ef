// Move out / Transition: a planned (or unplanned) move from the home — where to, why, the steps of the
// transition plan, who was told, and what was handed back (CH Schedule 3 / SA Schedule 2).
import {
  attachments,
  date,
  group,
  longText,
  number,
  rows,
  staffMember,
  text,
  yesNo,
} from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { notificationMethods } from '../lists/incident.ts';
import { placementEndReasons, placementTypes } from '../lists/young-person-profile.ts';

export default defineRecord({
  kind: 'transfer-request',
  title: 'Move out / Transition',
  description:
    "The {child}'s move from the home. Plan it with the {child} and the {authority}; the case record keeps the address and type of accommodation the {child} moves to, and when money and valuables were returned ({Children's Homes Regulations 2015 Schedule 3|Supported Accommodation Regulations 2023 Schedule 2}).",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'placementHistory',
  profileTab: 'placementHistory',
  workflow: 'simple',
  dateField: 'plannedDate',
  list: { columns: ['plannedDate', 'destinationType', 'reason', 'planned'] },
  schema: {
    type: 'object',
    title: 'Move out / Transition',
    additionalProperties: false,
    required: ['plannedDate', 'planned', 'reason', 'destinationType', 'authorityAgreed'],
    // once the {child} has left, the address they went to is part of the case record ({caseSchedule} para 6)
    allOf: [{ if: { required: ['actualDate'] }, then: { required: ['destinationAddress'] } }],
    properties: {
      // The move
      plannedDate: date('Planned move date'),
      actualDate: date('Actual move date'),
      planned: yesNo('Planned move', { description: 'No for an unplanned or emergency ending' }),
      reason: choiceOf(placementEndReasons, { title: 'Reason for the move' }),
      reasonDetail: longText('About the reason'),
      destinationType: choiceOf(placementTypes, { title: 'Moving to (type of accommodation)' }),
      destinationName: text('Moving to (provider or carer)'),
      destinationAddress: text('Address after leaving', {
        description:
          '{caseSchedule}: the address the {child} goes to on leaving; needed once the actual move date is recorded',
      }),
      hostAuthorityNotifiedAt: date('Host local authority told of the move', {
        description:
          "In writing, without delay, when the home is in another authority's area ({Children's Homes Regulations 2015 reg 41|Supported Accommodation Regulations 2023 reg 28})",
      }),
      hostAuthorityNotRequired: yesNo('Not required: the host authority is the {authority}'),
      authorityAgreed: yesNo('Agreed by the {authority}'),
      agreedBy: text('Agreed by', { description: 'Name and role, e.g. social worker and team manager' }),
      agreedOn: date('Agreed on'),

      // The transition plan
      transitionSteps: rows(
        'Transition plan',
        {
          step: text('Step', { description: 'e.g. visit the new home, transfer GP, pack belongings, goodbye tea' }),
          owner: text('Who'),
          due: date('By'),
          done: yesNo('Done'),
          notes: text('Notes'),
        },
        ['step'],
      ),
      notifications: rows(
        'Who has been told',
        {
          who: text('Who', { description: 'e.g. social worker, IRO, school, GP, parents, Ofsted (where required)' }),
          notifiedOn: date('Told on'),
          method: choiceOf(notificationMethods, { title: 'How' }),
          by: staffMember('By'),
        },
        ['who'],
      ),

      // Handing over
      handover: group('Handing over', {
        belongingsReturned: yesNo('Belongings packed and checked against the inventory'),
        moneyReturned: number('Money returned (£)', { minimum: 0 }),
        valuablesReturned: text('Valuables returned'),
        returnedOn: date('Money and valuables returned on'),
        ypSignedForThem: yesNo('The {child} signed for them'),
        medicationHandedOver: text('Medication handed over', {
          description: 'What, how much, to whom; record on the MAR',
        }),
        documentsHandedOver: text('Documents handed over', {
          description: 'e.g. passport, birth certificate, certificates, life story work',
        }),
        recordsSentTo: text('Records and information sent to'),
      }),

      ypView: longText("The {child}'s views about the move", {
        description: 'Their wishes and feelings, in their own words',
      }),
      endingSummary: longText('Ending summary', {
        description: 'How the placement went, progress made, what the next carers should know',
      }),
      documents: attachments('Transition documents'),
    },
  },
  sections: [
    {
      key: 'move',
      title: 'The move',
      fields: [
        'plannedDate',
        'actualDate',
        'planned',
        'reason',
        'reasonDetail',
        'destinationType',
        'destinationName',
        'destinationAddress',
        'hostAuthorityNotifiedAt',
        'hostAuthorityNotRequired',
        'authorityAgreed',
        'agreedBy',
        'agreedOn',
      ],
    },
    { key: 'transition-plan', title: 'Transition plan', fields: ['transitionSteps', 'notifications'] },
    { key: 'handover', title: 'Handing over', fields: ['handover'] },
    { key: 'views', title: 'Views and ending', fields: ['ypView', 'endingSummary', 'documents'] },
  ],
});
