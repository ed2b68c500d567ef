// Medication: one medicine on the young person's medication list (DOMAIN §10 Medicine). Each dose
// given or not is recorded on the MAR; stock is kept in the medication inventory.
import { defineRecord } from '../../engine/definitions/types.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import {
  text,
  longText,
  date,
  time,
  integer,
  number,
  yesNo,
  staffMember,
  group,
  attachments,
} from '../../engine/definitions/fields.ts';
import { medicationForms, stockUnits } from '../lists/medication.ts';
import { medicationRegularities, medicationRoutes, controlledDrugSchedules } from '../lists/young-person-profile.ts';

export default defineRecord({
  kind: 'medication',
  title: 'Medication',
  description:
    "A medicine the {child} takes, as the prescriber wrote it. Copy the details from the pharmacy label; the MAR is drawn from this list ({NICE SC1 Managing medicines in care homes; the health and well-being standard, Children's Homes Regulations 2015 reg 10|NICE NG67 Managing medicines for adults receiving social care in the community, where young people usually look after their own medicines}).",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'health',
  profileTab: 'health',
  workflow: 'none',
  dateField: 'start',
  list: { columns: ['name', 'strength', 'dose', 'regularity', 'start', 'end'] },
  schema: {
    type: 'object',
    title: 'Medication',
    additionalProperties: false,
    required: ['name', 'form', 'strength', 'dose', 'route', 'regularity', 'start'],
    allOf: [
      {
        // PRN medicines need a protocol (what for); regular medicines need their times.
        if: { properties: { regularity: { const: 'prn' } }, required: ['regularity'] },
        then: {
          required: ['prn'],
          properties: { prn: { required: ['indication', 'minIntervalHours', 'maxDosesIn24h'] } },
        },
        else: { required: ['times'] },
      },
      {
        if: { properties: { controlled: { const: true } }, required: ['controlled'] },
        then: { required: ['cdSchedule'] },
      },
    ],
    properties: {
      // The medicine
      name: text('Medicine', {
        description: 'Name as on the pharmacy label, e.g. "Salbutamol 100 micrograms/dose inhaler"',
      }),
      form: choiceOf(medicationForms, { title: 'Form' }),
      strength: text('Strength', { description: 'e.g. 10 mg, 5 mg/5 ml, 100 micrograms per puff' }),
      dose: text('Dose', { description: 'e.g. 1 tablet, 5 ml, 2 puffs' }),
      route: choiceOf(medicationRoutes, { title: 'Route' }),
      reason: text('What it is for'),
      prescribed: yesNo('Prescribed', {
        description: 'No for a homely remedy (over-the-counter medicine agreed with the GP or pharmacist)',
      }),

      // When
      regularity: choiceOf(medicationRegularities, { title: 'Regularity' }),
      times: {
        type: 'array',
        title: 'Times',
        uniqueItems: true,
        items: time('Time'),
        description: 'When each regular dose is due',
      },
      prn: group('When required (PRN)', {
        indication: text('Give when', { description: 'The signs or symptoms that mean a dose can be offered' }),
        minIntervalHours: number('Minimum hours between doses', { minimum: 0 }),
        maxDosesIn24h: integer('Maximum doses in 24 hours', { minimum: 1 }),
        protocol: longText('PRN protocol', {
          description: 'What to try first, how to check it worked, when to seek advice',
        }),
      }),
      start: date('Start date'),
      end: date('End date', { description: 'Leave empty for an ongoing medicine' }),
      reviewDate: date('Medication review due'),

      // Prescriber and instructions
      prescriber: text('Prescriber', { description: 'Name and practice or clinic' }),
      pharmacy: text('Pharmacy'),
      instructions: longText('Special instructions', { description: 'e.g. with food, do not crush, shake well' }),
      sideEffects: text('Side effects to watch for'),

      // Safety and storage
      critical: yesNo('Critical medicine', {
        description:
          'A dose missed or refused could cause harm (e.g. epilepsy, diabetes, asthma preventer): the manager is alerted at once',
      }),
      controlled: yesNo('Controlled drug'),
      cdSchedule: choiceOf(controlledDrugSchedules, {
        title: 'Controlled drug schedule',
        description: 'Schedule 2 drugs are kept in a CD cupboard and recorded in the CD register, with a witness',
      }),
      stockUnit: choiceOf(stockUnits, { title: 'Stock counted in' }),
      restockLeadDays: integer('Reorder when fewer days of stock are left than', {
        minimum: 1,
        maximum: 90,
        description:
          'A "medication restock" task opens when the stock at the prescribed rate lasts fewer days than this (7 if empty)',
      }),
      storage: text('Storage', { description: 'e.g. locked cabinet; fridge 2–8 °C' }),
      selfAdministering: yesNo('The {child} looks after and takes this medicine themself'),
      selfAdministrationAssessedOn: date('Self-administration risk assessment'),
      consentNotes: text('Consent', { description: 'Who consented, if the medicine needs specific consent' }),
      addedBy: staffMember('Added by'),
      prescriptionCopy: attachments('Prescription or label'),
    },
  },
  sections: [
    {
      key: 'medicine',
      title: 'Medicine',
      fields: ['name', 'form', 'strength', 'dose', 'route', 'reason', 'prescribed'],
    },
    { key: 'when', title: 'When it is given', fields: ['regularity', 'times', 'prn', 'start', 'end', 'reviewDate'] },
    {
      key: 'prescriber',
      title: 'Prescriber and instructions',
      fields: ['prescriber', 'pharmacy', 'instructions', 'sideEffects'],
    },
    {
      key: 'safety',
      title: 'Safety and storage',
      fields: [
        'critical',
        'controlled',
        'cdSchedule',
        'stockUnit',
        'restockLeadDays',
        'storage',
        'selfAdministering',
        'selfAdministrationAssessedOn',
        'consentNotes',
        'addedBy',
        'prescriptionCopy',
      ],
    },
  ],
});
