// Holiday: a holiday or trip away — destination, dates, consent, risk assessment and passport.
import {
  attachments,
  date,
  group,
  longText,
  number,
  staffMember,
  staffMembers,
  text,
  yesNo,
  youngPerson,
} from '../../engine/definitions/fields.ts';
import type { JSONSchema7 } from '../../engine/definitions/json-schema.ts';
import { defineRecord } from '../../engine/definitions/types.ts';

const otherYoungPeople: JSONSchema7 = {
  type: 'array',
  title: 'Other {children} going',
  uniqueItems: true,
  items: youngPerson('{Child|Young person}'),
};

export default defineRecord({
  kind: 'holiday',
  title: 'Holiday',
  description:
    "A holiday or trip away. Overnight stays and travel need the agreement set out in the {child}'s delegated authority. Travel abroad: for a child on a care order the local authority may agree up to one month abroad; otherwise everyone with parental responsibility must agree in writing, or the court (Children Act 1989 s33(7)–(8)).",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'enjoyment',
  profileTab: 'enjoyment',
  workflow: 'none',
  dateField: 'from',
  list: { columns: ['destination', 'from', 'to', 'abroad'] },
  schema: {
    type: 'object',
    title: 'Holiday',
    additionalProperties: false,
    required: ['destination', 'from', 'to', 'consent', 'riskAssessment'],
    properties: {
      destination: text('Destination'),
      abroad: yesNo('Outside the UK'),
      from: date('From'),
      to: date('To'),
      accommodation: text('Where they will stay', { description: 'Name, address and phone' }),
      travel: text('Travel arrangements', { description: 'e.g. flights and times, minibus, train' }),
      staff: staffMembers('Staff going'),
      otherYoungPeople,
      others: text('Others going', { description: 'e.g. family members, school staff' }),
      cost: number('Cost (£)', { minimum: 0 }),
      fundedBy: text('Paid for by'),

      consent: group(
        'Consent',
        {
          needed: yesNo('Consent needed beyond delegated authority'),
          givenBy: text('Given by', {
            description: 'Name and role, e.g. "Priya Shah, social worker"; parents where they must agree',
          }),
          givenOn: date('Given on'),
          parentsInformed: yesNo('Parents informed'),
          evidence: attachments('Written consent'),
        },
        [],
        { description: 'From the {authority} (and parents where required)' },
      ),

      riskAssessment: group(
        'Risk assessment',
        {
          done: yesNo('Risk assessment done'),
          doneOn: date('Done on'),
          doneBy: staffMember('Done by'),
          summary: longText('Main risks and how they are managed', {
            description: 'e.g. missing-from-care plan away from home, swimming, medication, phone signal',
          }),
        },
        ['done'],
      ),

      passport: group('Passport and travel documents', {
        holdsPassport: yesNo('Has a valid passport'),
        expiresOn: date('Passport expires'),
        heldBy: text('Passport kept by', { description: 'e.g. the home safe, the social worker' }),
        otherDocuments: text('Other documents', {
          description: 'e.g. GHIC card, visa, letter of consent for border control',
        }),
      }),
      travelInsurance: text('Travel insurance'),
      emergencyPlan: longText('Emergency contacts and plan', {
        description: 'Who to call out of hours, nearest hospital, how the manager on call is reached',
      }),
      itinerary: longText('Itinerary'),
      ypView: longText("The {child}'s view", {
        description: 'What they are looking forward to, or what worries them; afterwards, how it went',
      }),
      notes: longText('How it went'),
    },
  },
  sections: [
    {
      key: 'holiday',
      title: 'Holiday',
      fields: [
        'destination',
        'abroad',
        'from',
        'to',
        'accommodation',
        'travel',
        'staff',
        'otherYoungPeople',
        'others',
        'cost',
        'fundedBy',
      ],
    },
    { key: 'consent', title: 'Consent', fields: ['consent'] },
    { key: 'risk', title: 'Risk assessment', fields: ['riskAssessment'] },
    {
      key: 'documents',
      title: 'Passport and emergencies',
      fields: ['passport', 'travelInsurance', 'emergencyPlan', 'itinerary'],
    },
    { key: 'views', title: 'Views', fields: ['ypView', 'notes'] },
  ],
});
