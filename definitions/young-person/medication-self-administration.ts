// Self-administration assessment (practitioner review A): whether, and how far, a young person
// looks after and takes their own medicine — what they understand, where it is kept, the level (full, partial,
// supervised), how staff check, who agreed (the placing authority or a person with parental responsibility) and
// when it is reviewed. The review date is a duty (definitions/duties/medication.ts). NICE SC1 (Managing medicines in
// care homes) expects self-administration to be risk-assessed per person and reviewed; recommendation unverified.
import { date, group, longText, rows, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import {
  selfAdministrationAgreedBy,
  selfAdministrationLevels,
  selfAdministrationStorage,
} from '../lists/medication.ts';

export default defineRecord({
  kind: 'medication-self-administration',
  title: 'Self-administration assessment',
  description:
    'Whether the {child} can look after and take their own medicine, and how far: what they understand, where it ' +
    'is kept, the level agreed, how staff check, and who agreed. Review it by its date, and at once after a missed, ' +
    'doubled or shared dose (NICE SC1 Managing medicines in care homes: self-administration is assessed per person).',
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'health',
  profileTab: 'health',
  workflow: 'simple',
  dateField: 'assessedOn',
  list: { columns: ['assessedOn', 'level', 'reviewDate'] },
  schema: {
    type: 'object',
    title: 'Self-administration assessment',
    additionalProperties: false,
    required: ['assessedOn', 'medicines', 'understanding', 'storage', 'level', 'checks', 'agreement', 'reviewDate'],
    properties: {
      assessedOn: date('Assessed on'),
      assessedBy: staffMember('Assessed by'),
      medicines: {
        type: 'array',
        title: 'Medicines this covers',
        minItems: 1,
        uniqueItems: true,
        items: {
          type: 'string',
          format: 'uuid',
          title: 'Medicine',
          'x-ref': 'medication',
        },
      },
      understanding: group(
        'What the {child} understands',
        {
          whatFor: yesNo('Knows what each medicine is for'),
          doseAndTimes: yesNo('Knows the dose and when to take it'),
          sideEffects: yesNo('Knows the side effects to tell staff about'),
          ifMissed: yesNo('Knows what to do if a dose is missed or taken twice'),
          notes: longText('In their words', { description: 'What they said when asked; anything they were unsure of' }),
        },
        ['whatFor', 'doseAndTimes', 'ifMissed'],
      ),
      storage: group(
        'Storage',
        {
          keptIn: choiceOf(selfAdministrationStorage, { title: 'Kept in' }),
          where: text('Where exactly', { description: 'e.g. the locked drawer of the bedside cabinet, key on them' }),
          othersSafe: yesNo('Other {children} cannot reach it'),
        },
        ['keptIn', 'othersSafe'],
      ),
      level: choiceOf(selfAdministrationLevels, { title: 'Level agreed' }),
      checks: group(
        'How staff check',
        {
          how: longText('What staff check', {
            description: 'e.g. count the tablets each evening against the MAR; watch the inhaler technique weekly',
          }),
          often: text('How often', { description: 'e.g. daily at the evening handover' }),
          onTheMar: yesNo('Each dose is recorded on the MAR as self-administered'),
        },
        ['how', 'often'],
      ),
      risks: longText('Risks and how they are managed', {
        description: 'Overdose, sharing or selling, losing it, forgetting; what is in place for each',
      }),
      agreement: rows(
        'Agreed by',
        {
          by: choiceOf(selfAdministrationAgreedBy, { title: 'Who' }),
          name: text('Name'),
          on: date('Agreed on'),
        },
        ['by', 'name', 'on'],
        {
          description:
            '{The placing authority|The accommodating authority} or a person with parental responsibility agrees before it starts',
        },
      ),
      childAgrees: yesNo('The {child} agrees to the plan'),
      childViews: longText('What the {child} says'),
      reviewDate: date('Review by', {
        description: 'At most three months on, and at once after a missed, doubled or shared dose',
      }),
    },
  },
  sections: [
    { key: 'assessment', title: 'Assessment', fields: ['assessedOn', 'assessedBy', 'medicines', 'understanding'] },
    { key: 'plan', title: 'The plan', fields: ['storage', 'level', 'checks', 'risks'] },
    {
      key: 'agreement',
      title: 'Agreement and review',
      fields: ['agreement', 'childAgrees', 'childViews', 'reviewDate'],
    },
  ],
});
