// External plan: a plan written by another agency (care plan, pathway plan, PEP, EHC plan, health
// plan...) held on the young person's file, with what it asks of the home (SPEC §2 external-plans).
import { attachments, date, longText, rows, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { externalPlanTypes } from '../lists/young-person-plans.ts';

export default defineRecord({
  kind: 'external-plan',
  title: 'External plan',
  description:
    "A plan from another agency about the {child}, such as the {authority}'s care plan or pathway plan, the personal education plan, an EHC plan or a health plan. Keep the latest copy here; the {planName} sets out how the home meets it ({Children's Homes Regulations 2015 reg 14|Supported Accommodation Regulations 2023 reg 7}).",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'plans',
  profileTab: 'plans',
  workflow: 'none',
  dateField: 'planDate',
  list: { columns: ['planType', 'planDate', 'nextReview', 'agency'] },
  schema: {
    type: 'object',
    title: 'External plan',
    additionalProperties: false,
    required: ['planType', 'agency'],
    // a plan asked for and not yet received can be recorded (chasing late plans is evidence the home needs);
    // otherwise (received, or not said) its date, holder and copy are required, as before.
    allOf: [
      {
        if: { required: ['received'], properties: { received: { const: false } } },
        then: { required: ['requestedOn'] },
        else: { required: ['planDate', 'heldBy', 'document'] },
      },
    ],
    properties: {
      planType: choiceOf(externalPlanTypes, { title: 'Type of plan' }),
      planTitle: text('Title', { description: 'If other, or the title on the document' }),
      agency: text('Agency', { description: "e.g. Leeds City Council children's services, Virtual School, CAMHS" }),
      author: text('Written by', { description: 'Name, role and contact details' }),
      received: yesNo('The home has a copy of this plan', {
        description: 'No if it has been asked for and not yet received',
      }),
      requestedOn: date('Asked for on', { description: 'When the home asked the {authority} or agency for it' }),
      chasedOn: date('Last chased on'),
      planDate: date('Date of the plan'),
      receivedOn: date('Received by the home'),
      nextReview: date('Next review', {
        description: 'e.g. PEPs each term, EHC plans every year, care plans at each looked-after review',
      }),
      heldBy: text('Original held by', {
        description: 'Who holds and updates the plan, e.g. the social worker, the virtual school',
      }),
      isCurrent: yesNo('This is the current version', { default: true }),
      document: attachments('The plan'),

      summary: longText('Key points', { description: "What matters most for the {child}'s day-to-day care" }),
      homeActions: rows(
        'What it asks of the home',
        {
          action: text('Action'),
          who: text('Who'),
          by: date('By when'),
          done: yesNo('Done'),
        },
        ['action'],
      ),
      ypHasCopy: yesNo('The {child} has a copy or has had it explained'),
      ypView: longText("The {child}'s view"),
    },
  },
  sections: [
    {
      key: 'details',
      title: 'Plan details',
      fields: [
        'planType',
        'planTitle',
        'agency',
        'author',
        'received',
        'requestedOn',
        'chasedOn',
        'planDate',
        'receivedOn',
        'nextReview',
        'heldBy',
        'isCurrent',
        'document',
      ],
    },
    {
      key: 'for-the-home',
      title: 'What it means for the home',
      fields: ['summary', 'homeActions', 'ypHasCopy', 'ypView'],
    },
  ],
});
