// Medication: one medicine on the young person's medication list (DOMAIN §10 Medicine). Each dose
// given or not is recorded on the MAR; stock is kept in the medication inventory.
import {
  attachments,
  date,
  group,
  integer,
  longText,
  number,
  staffMember,
  text,
  time,
  yesNo,
} from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { medicationForms, stockUnits } from '../lists/medication.ts';
import { controlledDrugSchedules, medicationRegularities, medicationRoutes } from '../lists/young-person-profile.ts';

export default defineRecord({
  kind: 'medication',
  title: 'Medication',
  description:
    "A medicine the {child} takes, as the prescriber wrote it. Copy the details from the pharmacy label; the MAR is drawn from this list ({NICE SC1 Managing medicines in care homes; the health and well-being standard, Children's Homes Regulations 2015 reg 10|NICE SC1's recommendations on self-administration and the Supported Accommodation Regulations 2023 (regulation number unverified), where young people usually look after their own medicines}).",
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
    required: ['name', 'form', 'strength', 'dose', 'doseQuantity', 'stockUnit', 'route', 'regularity', 'start'],
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
      dose: text('Dose', { description: 'As the label says, e.g. 1 tablet, 5 ml, 1–2 puffs' }),
      // The dose as numbers: what a dose given is checked against and what it takes from stock (not the text above)
      doseQuantity: number('Dose quantity', {
        minimum: 0.001,
        maximum: 1000,
        description: 'How many of the unit below one dose is, e.g. 1, 0.5 (half a tablet), 5 (ml); for 1–2, enter 1',
      }),
      doseQuantityMax: number('Up to (a range)', {
        minimum: 0.001,
        maximum: 1000,
        description:
          'Only when the prescription gives a range, e.g. 2 for "1–2 tablets"; staff then say how many they gave',
      }),
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
      windowMinutes: integer('Time window (minutes)', {
        minimum: 10,
        maximum: 240,
        description:
          'How long after its time a dose may be given before it is late and staff are alerted. If empty: 30 for a critical (time-critical) medicine such as insulin with meals or an anti-epileptic, otherwise 60',
      }),
      minGapHours: number('Least hours between regular doses', {
        minimum: 0.5,
        maximum: 24,
        description:
          'From the prescriber or label. A late dose leaving less than this before the next warns and needs a reason. If empty: 4 when given more than once a day',
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
          'Time-critical, or a dose missed or refused could cause harm (e.g. epilepsy, diabetes, asthma preventer): the manager is alerted at once, and its time window is 30 minutes unless set',
      }),
      controlled: yesNo('Controlled drug'),
      notControlledReason: text('Not a controlled drug: why', {
        description:
          'Only when the name is a known Schedule 2 drug but the label says otherwise, e.g. Oramorph 10 mg/5 ml (Schedule 5)',
      }),
      cdSchedule: choiceOf(controlledDrugSchedules, {
        title: 'Controlled drug schedule',
        description: 'Schedule 2 drugs are kept in a CD cupboard and recorded in the CD register, with a witness',
      }),
      stockUnit: choiceOf(stockUnits, {
        title: 'Unit (dose and stock)',
        description: 'The unit of the dose quantity; the stock is counted in it too',
      }),
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
      fields: [
        'name',
        'form',
        'strength',
        'dose',
        'doseQuantity',
        'doseQuantityMax',
        'stockUnit',
        'route',
        'reason',
        'prescribed',
      ],
    },
    {
      key: 'when',
      title: 'When it is given',
      fields: ['regularity', 'times', 'windowMinutes', 'minGapHours', 'prn', 'start', 'end', 'reviewDate'],
    },
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
        'notControlledReason',
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
