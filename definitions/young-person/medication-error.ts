// Medication error or near miss (practitioner review A1.1): what happened, to whom, the harm, the
// advice sought, who was told, the manager's decision on notifying Ofsted and the investigation's learning. Opened
// from a MAR entry or a stock count; the managers are alerted as it is saved (engine/medication/error-hooks.ts) and
// its investigation and any notification are duties (definitions/duties/medication.ts).
import {
  attachments,
  date,
  dateTime,
  group,
  longText,
  rows,
  staffMember,
  staffMembers,
  text,
  yesNo,
} from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { authoritiesToNotify, notificationMethods } from '../lists/incident.ts';
import {
  medicationAdviceSources,
  medicationErrorHarm,
  medicationErrorReach,
  medicationErrorTypes,
} from '../lists/medication.ts';

const uuid = (title: string, description: string) => ({ type: 'string', format: 'uuid', title, description }) as const;

export default defineRecord({
  kind: 'medication-error',
  title: 'Medication error or near miss',
  description:
    "Record any medicine given wrongly, missed, recorded wrongly, or stored wrongly, and any that nearly was. Make the {child} safe first and ask for advice (GP, pharmacist or NHS 111). The home's managers are told as soon as this is saved; the manager decides whether it is serious enough to notify Ofsted ({Children's Homes Regulations 2015 reg 40(4)|Supported Accommodation Regulations 2023 reg 27}) and investigates within 7 days (NICE SC1 Managing medicines in care homes: errors and near misses are reported and learnt from).",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'health',
  profileTab: 'health',
  workflow: 'signoff',
  signoff: 'incidents',
  dateField: 'occurredAt',
  list: { columns: ['occurredAt', 'reach', 'errorType', 'harm'] },
  managerOnlyFields: ['managerDecision', 'investigation'],
  signoffNeeds: ['managerDecision.ofstedNotifiable', 'investigation.completedOn'],
  schema: {
    type: 'object',
    title: 'Medication error or near miss',
    additionalProperties: false,
    required: ['occurredAt', 'reach', 'errorType', 'whatHappened', 'foundBy', 'harm', 'immediateAction'],
    allOf: [
      {
        if: { properties: { harm: { const: 'actual' } }, required: ['harm'] },
        then: { required: ['harmDetails', 'advice'], properties: { advice: { minItems: 1 } } },
      },
      {
        if: {
          properties: { managerDecision: { properties: { ofstedNotifiable: { const: true } } } },
          required: ['managerDecision'],
        },
        then: { properties: { managerDecision: { required: ['reason', 'decidedBy', 'decidedAt'] } } },
      },
    ],
    properties: {
      // What happened
      occurredAt: dateTime('When it happened', { description: 'When the dose was due or the error was made' }),
      discoveredAt: dateTime('When it was found'),
      reach: choiceOf(medicationErrorReach, { title: 'Error or near miss' }),
      errorType: {
        type: 'array',
        title: 'What went wrong',
        minItems: 1,
        uniqueItems: true,
        items: choiceOf(medicationErrorTypes, { title: 'Type' }),
      },
      medicine: {
        type: 'string',
        format: 'uuid',
        title: 'Medicine',
        description: "The medicine on the {child}'s list (leave empty for one that is not, and say which below)",
        'x-ref': 'medication',
      },
      medicineNamed: text('Medicine, if not on the list'),
      marEntry: uuid('MAR entry', 'Filled in when opened from the MAR'),
      stockMove: uuid('Stock entry', 'Filled in when opened from a stock count that did not match'),
      whatHappened: longText('What happened', {
        description: 'What was due, what was given or recorded instead, and how it was found',
      }),
      foundBy: staffMember('Found by'),
      involved: staffMembers('Staff involved', { description: 'Who gave, recorded or checked the medicine' }),

      // Harm and advice
      harm: choiceOf(medicationErrorHarm, { title: 'Harm' }),
      harmDetails: longText('Harm: what was seen', { description: 'Signs, symptoms, and the checks made' }),
      immediateAction: longText('What was done straight away', {
        description: 'Kept the {child} safe, watched for effects, called for help, secured the stock',
      }),
      advice: rows(
        'Advice sought',
        {
          from: choiceOf(medicationAdviceSources, { title: 'From' }),
          at: dateTime('When'),
          who: text('Who gave the advice'),
          said: longText('What they advised'),
        },
        ['from', 'at', 'said'],
        { description: 'Needed when there was actual harm; ask whenever a dose was wrong, missed or doubled' },
      ),

      // Who was told
      childTold: yesNo('The {child} was told', { description: 'In a way they understand, and what they said' }),
      childToldNotes: text('What the {child} was told and said'),
      authorityTold: yesNo('{The placing authority|The accommodating authority} was told'),
      authorityToldAt: dateTime('{Placing|Accommodating} authority told at'),
      parentTold: yesNo('A person with parental responsibility was told'),
      safeguardingConcern: {
        type: 'string',
        format: 'uuid',
        title: 'Safeguarding concern raised',
        description: 'When the error may be neglect or deliberate, raise a safeguarding concern and link it here',
        'x-ref': 'safeguarding',
      },

      // The manager's decision
      managerDecision: group('Manager: notification decision', {
        ofstedNotifiable: yesNo('Serious enough to notify Ofsted', {
          description:
            "The registered person's judgement ({Children's Homes Regulations 2015 reg 40(4): any other serious incident|Supported Accommodation Regulations 2023 reg 27}): if yes, record the notification below",
        }),
        reason: longText('Why it is, or is not, judged serious'),
        decidedBy: staffMember('Decided by'),
        decidedAt: dateTime('Decided at'),
      }),
      notifications: rows(
        '{notifyReg} notifications',
        {
          authority: choiceOf(authoritiesToNotify, { title: 'Who was notified' }),
          at: dateTime('Notified at'),
          method: choiceOf(notificationMethods, { title: 'How' }),
          reference: text('Reference'),
          by: staffMember('Notified by'),
        },
        ['authority', 'at'],
        { description: 'Serious events are notified without delay, ideally within 24 hours' },
      ),

      // Investigation and learning
      investigation: group('Manager: investigation and learning', {
        cause: longText('What caused it', {
          description: 'Interruptions, two similar medicines, an unclear label, a MAR not checked, staffing',
        }),
        competencyReassessed: yesNo("The staff member's medication competency was reassessed", {
          description: 'Record the new observed assessment on their training log',
        }),
        competencyReassessedOn: date('Reassessed on'),
        prescriberTold: yesNo('The prescriber or pharmacist was told'),
        learning: longText('Learning and changes made', {
          description: 'What changes so it does not happen again; shared at the team meeting',
        }),
        completedOn: date('Investigation completed on'),
      }),
      attachments: attachments(),
    },
  },
  sections: [
    {
      key: 'what',
      title: 'What happened',
      fields: [
        'occurredAt',
        'discoveredAt',
        'reach',
        'errorType',
        'medicine',
        'medicineNamed',
        'marEntry',
        'stockMove',
        'whatHappened',
        'foundBy',
        'involved',
      ],
    },
    { key: 'harm', title: 'Harm and advice', fields: ['harm', 'harmDetails', 'immediateAction', 'advice'] },
    {
      key: 'told',
      title: 'Who was told',
      fields: ['childTold', 'childToldNotes', 'authorityTold', 'authorityToldAt', 'parentTold', 'safeguardingConcern'],
    },
    { key: 'decision', title: 'Notification', fields: ['managerDecision', 'notifications'] },
    { key: 'investigation', title: 'Investigation and learning', fields: ['investigation', 'attachments'] },
  ],
});
